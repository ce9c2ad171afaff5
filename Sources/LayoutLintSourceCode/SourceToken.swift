import LayoutLintModel

/// One token of Swift or Objective-C source. Comments and whitespace are dropped; a string literal
/// is one token whatever it holds (its interpolations included), so code inside strings and
/// comments is never mistaken for real code.
public struct SourceToken: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case identifier
        case number
        case string
        /// An operator (`=`, `==`, `?`, `.`, `+`, …).
        case symbol
        /// Brackets and separators: `( ) [ ] { } , ; : @`.
        case punctuation
    }

    public var kind: Kind
    /// The text as written; a backquoted Swift identifier without its backquotes; `""` for strings.
    public var text: String
    public var location: SourceLocation
    /// Where the token stands in the source's UTF-8 bytes, so a span of tokens can be quoted as written.
    public var utf8Range: Range<Int>
    /// Whether a line break stands between this token and the previous one (Swift ends statements there).
    public var startsLine: Bool

    public init(kind: Kind, text: String, location: SourceLocation, utf8Range: Range<Int>, startsLine: Bool = false) {
        self.kind = kind
        self.text = text
        self.location = location
        self.utf8Range = utf8Range
        self.startsLine = startsLine
    }

    func isSymbol(_ text: String) -> Bool { kind == .symbol && self.text == text }
    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}
