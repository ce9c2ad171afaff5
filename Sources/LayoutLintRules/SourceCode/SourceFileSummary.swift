/// What the priority rule needs from one source file: the types it declares or extends, and the
/// priority assignments it makes.
public struct SourceFileSummary: Hashable, Sendable {
    /// Relative to the directory that was scanned.
    public var relativePath: String
    public var language: SourceLanguage
    /// Classes (and structs, enums, extensions, Objective-C interfaces and implementations) named in
    /// the file, so an outlet can be matched to the code of the class that holds it.
    public var declaredTypes: Set<String>
    public var assignments: [PriorityAssignment]

    public init(relativePath: String, language: SourceLanguage, text: String) {
        self.relativePath = relativePath
        self.language = language
        let tokens = SourceTokenizer.tokens(of: text, language: language)
        declaredTypes = Self.declaredTypes(in: tokens, language: language)
        // Most files never touch a priority; skip the second pass for them.
        assignments = tokens.contains { $0.isIdentifier("priority") || $0.isIdentifier("setPriority") }
            ? PriorityAssignmentScanner.assignments(in: text, language: language) : []
    }

    private static func declaredTypes(in tokens: [SourceToken], language: SourceLanguage) -> Set<String> {
        let introducers: Set<String> = language == .swift
            ? ["class", "struct", "enum", "extension", "actor"] : ["interface", "implementation"]
        var types = Set<String>()
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && introducers.contains(tokens[index].text) {
            if language == .objectiveC && (index == 0 || !tokens[index - 1].isPunctuation("@")) { continue }
            let name = tokens[index + 1]
            if name.kind == .identifier { types.insert(name.text) }
        }
        return types
    }
}
