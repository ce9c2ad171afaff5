import LayoutLintModel

/// Splits Swift or Objective-C source into tokens, skipping what is not code: line comments, block
/// comments (nested in Swift), string literals (Swift's multi-line and raw strings and their
/// interpolations, Objective-C's `@"…"` and character literals) and Objective-C preprocessor lines.
///
/// It is a lexer, not a parser: it knows where tokens start and end, which is what pattern matching
/// over code needs to be right about. Not recognised: Swift's bare `/…/` regex literals (lexed as
/// operators; `#/…/#` ones are skipped).
public enum SourceTokenizer {
    public static func tokens(of text: String, language: SourceLanguage) -> [SourceToken] {
        var lexer = Lexer(bytes: Array(text.utf8), language: language)
        lexer.lex(untilClosingParenthesis: false)
        return lexer.tokens
    }
}

private struct Lexer {
    let bytes: [UInt8]
    let language: SourceLanguage
    var position = 0
    var line = 1
    var lineStart = 0
    var pendingLineBreak = false
    var tokens: [SourceToken] = []

    init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
    }

    // MARK: Reading

    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    var current: UInt8? { byte(at: position) }

    func peek(_ distance: Int = 1) -> UInt8? { byte(at: position + distance) }

    /// Column in Unicode scalars, 1-based: UTF-8 continuation bytes do not count.
    func location(of offset: Int) -> SourceLocation {
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// Moves over one byte, keeping the line count (a lone CR is a line break too).
    mutating func advance() {
        guard let byte = current else { return }
        position += 1
        if byte == .newline || byte == .carriageReturn && current != .newline {
            line += 1
            lineStart = position
            pendingLineBreak = true
        }
    }

    mutating func emit(_ kind: SourceToken.Kind, from start: Int, startLocation: SourceLocation, text: String? = nil) {
        let text = text ?? String(decoding: bytes[start..<position], as: UTF8.self)
        tokens.append(SourceToken(kind: kind, text: text, location: startLocation, utf8Range: start..<position,
                                  startsLine: pendingLineBreak || tokens.isEmpty))
        pendingLineBreak = false
    }

    // MARK: The main loop

    /// Lexes to the end, or (for an interpolation) to the `)` that closes it, which it consumes.
    mutating func lex(untilClosingParenthesis: Bool) {
        var depth = 0
        while let byte = current {
            switch byte {
            case .space, .tab, .newline, .carriageReturn, 0x0B, 0x0C:
                advance()
            case .slash where peek() == .slash:
                skipLineComment()
            case .slash where peek() == .star:
                skipBlockComment()
            case .quote:
                if language == .swift { lexSwiftString(hashes: 0) } else { lexCString(terminator: .quote) }
            case .apostrophe where language == .objectiveC:
                lexCString(terminator: .apostrophe)
            case .hash:
                lexHash()
            case .backquote where language == .swift:
                lexBackquotedIdentifier()
            case _ where byte.isDigit:
                lexNumber()
            case _ where byte.isIdentifierStart:
                lexIdentifier()
            case .openParenthesis:
                depth += 1
                lexPunctuation()
            case .closeParenthesis:
                if untilClosingParenthesis && depth == 0 {
                    advance()
                    return
                }
                depth -= 1
                lexPunctuation()
            case .openBracket, .closeBracket, .openBrace, .closeBrace, .comma, .semicolon, .colon, .at:
                lexPunctuation()
            default:
                lexOperator()
            }
        }
    }

    // MARK: Comments

    mutating func skipLineComment() {
        while let byte = current, byte != .newline, byte != .carriageReturn { advance() }
    }

    /// Swift block comments nest; C ones end at the first `*/`.
    mutating func skipBlockComment() {
        var depth = 0
        while let byte = current {
            if byte == .slash && peek() == .star {
                depth = language == .swift ? depth + 1 : 1
                advance(); advance()
            } else if byte == .star && peek() == .slash {
                depth -= 1
                advance(); advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    // MARK: Strings

    /// `"…"`, `"""…"""`, and raw strings with `hashes` `#` on each side (the `#`s already read).
    /// Escapes and interpolations in a raw string need as many `#` after the backslash.
    mutating func lexSwiftString(hashes: Int, start: Int? = nil, startLocation: SourceLocation? = nil) {
        let start = start ?? position
        let startLocation = startLocation ?? location(of: position)
        let multiline = peek() == .quote && peek(2) == .quote
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        while let byte = current {
            if byte == .backslash && (0..<hashes).allSatisfy({ peek(1 + $0) == .hash }) {
                for _ in 0...hashes { advance() }
                if current == .openParenthesis {
                    advance()
                    skipInterpolation()
                } else {
                    advance()
                }
                continue
            }
            if byte == .quote {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == .quote }), (0..<hashes).allSatisfy({ peek(quotes + $0) == .hash }) {
                    for _ in 0..<(quotes + hashes) { advance() }
                    break
                }
            }
            // An unterminated single-line string ends at the line break, so one typo cannot swallow the file.
            if !multiline && (byte == .newline || byte == .carriageReturn) { break }
            advance()
        }
        emit(.string, from: start, startLocation: startLocation, text: "")
    }

    /// Code inside `\( … )`: lexed (so its strings, comments and parentheses are understood) and dropped.
    mutating func skipInterpolation() {
        let kept = tokens.count
        let lineBreak = pendingLineBreak
        lex(untilClosingParenthesis: true)
        tokens.removeSubrange(kept...)
        pendingLineBreak = lineBreak
    }

    /// Objective-C strings and character literals: backslash escapes, one line (a backslash before
    /// the line break continues it).
    mutating func lexCString(terminator: UInt8) {
        let start = position
        let startLocation = location(of: position)
        advance()
        while let byte = current {
            if byte == .backslash {
                advance()
                advance()
                continue
            }
            if byte == terminator {
                advance()
                break
            }
            if byte == .newline || byte == .carriageReturn { break }
            advance()
        }
        emit(.string, from: start, startLocation: startLocation, text: "")
    }

    // MARK: Identifiers, numbers, punctuation

    mutating func lexIdentifier() {
        let start = position
        let startLocation = location(of: position)
        while let byte = current, byte.isIdentifierPart { advance() }
        emit(.identifier, from: start, startLocation: startLocation)
    }

    mutating func lexBackquotedIdentifier() {
        let open = position
        let startLocation = location(of: position)
        advance()
        let start = position
        while let byte = current, byte != .backquote, byte != .newline { advance() }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if current == .backquote { advance() }
        emit(.identifier, from: open, startLocation: startLocation, text: text)
    }

    /// Digits, letters and `_` (hex digits, suffixes such as `f`), one fraction, a signed exponent.
    /// In Swift a `.` belongs to the number only before a digit (`1.description` is a member access);
    /// C has no members on numbers, so `250.f` and `250.` are numbers.
    mutating func lexNumber() {
        let start = position
        let startLocation = location(of: position)
        let hexadecimal = current == .zero && (peek() == UInt8(ascii: "x") || peek() == UInt8(ascii: "X"))
        var sawDot = false
        while let character = current {
            if character.isIdentifierPart && character < 0x80 {
                advance()
            } else if character == .dot, !sawDot, let next = peek(), next != .dot,
                      language == .objectiveC || next.isDigit {
                sawDot = true
                advance()
            } else if character == .plus || character == .minus, let previous = byte(at: position - 1),
                      hexadecimal ? previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P")
                                  : previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") {
                advance()
            } else {
                break
            }
        }
        emit(.number, from: start, startLocation: startLocation)
    }

    mutating func lexPunctuation() {
        let start = position
        let startLocation = location(of: position)
        advance()
        emit(.punctuation, from: start, startLocation: startLocation)
    }

    /// Swift: a raw string, a `#/…/#` regex, a directive (`#if`, `#selector`). Objective-C: a
    /// preprocessor line when `#` is the first thing on its line.
    mutating func lexHash() {
        let start = position
        let startLocation = location(of: position)
        if language == .objectiveC {
            if bytes[lineStart..<position].allSatisfy({ $0 == .space || $0 == .tab }) {
                skipPreprocessorLine()
            } else {
                advance()
                emit(.symbol, from: start, startLocation: startLocation)
            }
            return
        }
        var hashes = 0
        while byte(at: position + hashes) == .hash { hashes += 1 }
        if byte(at: position + hashes) == .quote {
            for _ in 0..<hashes { advance() }
            lexSwiftString(hashes: hashes, start: start, startLocation: startLocation)
        } else if byte(at: position + hashes) == .slash {
            skipRegexLiteral(hashes: hashes)
            emit(.string, from: start, startLocation: startLocation, text: "")
        } else if hashes == 1, let next = peek(), next.isIdentifierStart {
            advance()
            while let byte = current, byte.isIdentifierPart { advance() }
            emit(.identifier, from: start, startLocation: startLocation)
        } else {
            advance()
            emit(.symbol, from: start, startLocation: startLocation)
        }
    }

    mutating func skipRegexLiteral(hashes: Int) {
        for _ in 0...hashes { advance() }
        while let byte = current {
            if byte == .backslash {
                advance()
                advance()
                continue
            }
            if byte == .slash && (0..<hashes).allSatisfy({ peek(1 + $0) == .hash }) {
                for _ in 0...hashes { advance() }
                return
            }
            advance()
        }
    }

    mutating func skipPreprocessorLine() {
        while let byte = current {
            if byte == .backslash && (peek() == .newline || peek() == .carriageReturn) {
                advance()
                advance()
                continue
            }
            if byte == .slash && peek() == .star {
                skipBlockComment()
                continue
            }
            if byte == .newline || byte == .carriageReturn { return }
            advance()
        }
    }

    // MARK: Operators

    static let cOperators: [String] = ["<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
                                       "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="]

    /// Swift: the longest run of operator characters, where `.` may only continue a run that starts
    /// with `.` (so `x?.y` is `?` then `.`, and `= .low` is `=` then `.`). C: the fixed operator set.
    mutating func lexOperator() {
        let start = position
        let startLocation = location(of: position)
        if language == .objectiveC {
            let match = Self.cOperators.first { candidate in
                candidate.utf8.enumerated().allSatisfy { byte(at: position + $0.offset) == $0.element }
            }
            for _ in 0..<(match?.utf8.count ?? 1) { advance() }
            emit(.symbol, from: start, startLocation: startLocation)
            return
        }
        let dotted = current == .dot
        advance()
        while let byte = current, byte.isSwiftOperator || dotted && byte == .dot {
            if byte == .dot && !dotted { break }
            // A comment right after an operator is not part of it.
            if byte == .slash && (peek() == .slash || peek() == .star) { break }
            advance()
        }
        emit(.symbol, from: start, startLocation: startLocation)
    }
}

private extension UInt8 {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\")
    static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), backquote = UInt8(ascii: "`")
    static let hash = UInt8(ascii: "#"), dot = UInt8(ascii: "."), at = UInt8(ascii: "@")
    static let plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-"), zero = UInt8(ascii: "0")
    static let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":")

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isLetter: Bool { self >= 0x41 && self <= 0x5A || self >= 0x61 && self <= 0x7A }
    /// Non-ASCII bytes count as letters: Swift identifiers may be any Unicode letter.
    var isIdentifierStart: Bool { isLetter || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80 }
    var isIdentifierPart: Bool { isIdentifierStart || isDigit }
    var isSwiftOperator: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
