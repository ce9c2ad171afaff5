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

    public init(relativePath: String, language: SourceLanguage, declaredTypes: Set<String>, assignments: [PriorityAssignment]) {
        self.relativePath = relativePath
        self.language = language
        self.declaredTypes = declaredTypes
        self.assignments = assignments
    }
}
