/// Where something was written, so every finding can point back at the user's own file.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column of the element's opening `<` (or 1 when unknown).
    public var column: Int

    public init(line: Int, column: Int = 1) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
