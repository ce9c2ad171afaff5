/// One folder of the project's Swift and Objective-C code as a document's rules see it.
public struct SourceRootSummary: Hashable, Sendable {
    /// The prefix findings print before a file's relative path; empty for the current directory.
    public var display: String
    /// Sorted by path.
    public var files: [SourceFileSummary]

    public init(display: String, files: [SourceFileSummary]) {
        self.display = display
        self.files = files
    }

    public func displayPath(of relative: String) -> String {
        Self.displayPath(of: relative, under: display)
    }

    /// A file's path relative to a root as findings print it, after the root's `display` prefix.
    public static func displayPath(of relative: String, under display: String) -> String {
        display.isEmpty ? relative : display + "/" + relative
    }
}
