import LayoutLintModel

extension SourceFileSummary {
    /// Summarises the text of one file.
    public init(relativePath: String, language: SourceLanguage, text: String) {
        let tokens = SourceTokenizer.tokens(of: text, language: language)
        // Most files never touch a priority; skip the second pass for them.
        let assignments = tokens.contains { $0.isIdentifier("priority") || $0.isIdentifier("setPriority") }
            ? PriorityAssignmentScanner.assignments(in: text, language: language) : []
        self.init(relativePath: relativePath, language: language,
                  declaredTypes: Self.declaredTypes(in: tokens, language: language), assignments: assignments)
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
