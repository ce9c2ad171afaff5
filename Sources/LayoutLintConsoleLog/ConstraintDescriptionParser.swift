import Foundation

/// Reads one constraint description as UIKit, AppKit, SnapKit and Masonry print it:
/// `<Class:address['@File.swift#88'] ['identifier'] [h=--& v=--&] body [Hug:… CompressionResistance:…] [priority:N]   (active, names: …)>`
/// where the body is an equation or a visual format (see `VisualFormatParser`).
public enum ConstraintDescriptionParser {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// The descriptions in one line of text: each `<…Constraint:…>` with its angle brackets.
    /// Several may share a line (a pasted array dump whose newlines were lost).
    public static func descriptions(in line: Substring) -> [Substring] {
        if let bare = bareDescription(line) { return [bare] }
        var result: [Substring] = []
        var index = line.startIndex
        while let start = nextStart(in: line, from: index) {
            let end = closingBracket(in: line, from: start) ?? line.endIndex
            result.append(line[start..<end])
            index = end
        }
        return result
    }

    /// Whether `line` holds something that reads as a constraint description.
    public static func containsDescription(_ line: Substring) -> Bool {
        nextStart(in: line, from: line.startIndex) != nil || bareDescription(line) != nil
    }

    /// Whether the last description on the line opens and does not close: a label's text with a
    /// real line break in it (UIKit escapes it in the list, not in the "breaking" line).
    public static func endsInsideDescription(_ line: Substring) -> Bool {
        var index = line.startIndex
        while let start = nextStart(in: line, from: index) {
            guard let end = closingBracket(in: line, from: start) else { return true }
            index = end
        }
        return false
    }

    /// A description copied without its angle brackets: the whole line is `Class…Constraint:0x… body`.
    static func bareDescription(_ line: Substring) -> Substring? {
        let trimmed = line.trimmed
        guard let first = trimmed.first, first.isLetter || first == "_" else { return nil }
        let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard name.hasSuffix("Constraint"), trimmed[name.endIndex...].hasPrefix(":0x") else { return nil }
        return trimmed
    }

    private static func nextStart(in line: Substring, from index: Substring.Index) -> Substring.Index? {
        var search = index
        while let open = line[search...].firstIndex(of: "<") {
            var cursor = line.index(after: open)
            if cursor < line.endIndex, line[cursor] == "<" { cursor = line.index(after: cursor) }
            let nameEnd = line[cursor...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? line.endIndex
            let name = line[cursor..<nameEnd]
            if nameEnd < line.endIndex, line[nameEnd] == ":", name.hasSuffix("Constraint") { return open }
            search = line.index(after: open)
        }
        return nil
    }

    /// The end of the description that opens at `start`: past the `>` that balances it.
    private static func closingBracket(in line: Substring, from start: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = start
        var inText = false
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index) < line.endIndex ? line[line.index(after: index)] : " "
            if character == "'" {
                inText.toggle()
            } else if next == "=" && (character == "<" || character == ">") {
                // `>=`, `<=`: relations, not brackets.
            } else if !inText || character == ">" {
                if character == "<" && !inText { depth += 1 }
                if character == ">" {
                    // A `>` inside quoted text (`'a > b'`) closes only when nothing else could.
                    if !inText || line[line.index(after: index)...].firstIndex(of: ">") == nil {
                        depth -= 1
                        if depth == 0 { return line.index(after: index) }
                    }
                }
            }
            index = line.index(after: index)
        }
        return nil
    }

    public static func parse(_ description: Substring) -> Result<LogConstraint, Failure> {
        do {
            return .success(try parseOrThrow(description))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(reason: "\(error)"))
        }
    }

    static func parseOrThrow(_ raw: Substring) throws -> LogConstraint {
        var text = Substring(raw.replacingOccurrences(of: "\\<", with: "<").replacingOccurrences(of: "\\>", with: ">"))
        text = text.trimmed
        if bareDescription(text) != nil {
            text = Substring("<" + text + ">")
        } else if !text.hasPrefix("<") {
            return try CustomDescriptionParser.parse(text)
        }
        guard text.hasSuffix(">") else { throw Failure(reason: "cut short: no closing '>'") }
        text = text.dropFirst().dropLast()
        let nested = text.hasPrefix("<")
        var cursor = Cursor(text)
        let header = try readHeader(&cursor, nested: nested)
        var rest = cursor.rest.trimmed
        let suffix = splitSuffix(&rest)
        var extras = Extras()
        rest = stripExtras(rest, into: &extras)
        if nested { rest = Substring(rest.replacingOccurrences(of: "<", with: "").replacingOccurrences(of: ">", with: "")) }
        var constraint: LogConstraint
        if rest.hasPrefix("H:") || rest.hasPrefix("V:") {
            constraint = try VisualFormatParser.parse(rest, className: header.className)
        } else {
            constraint = try EquationParser.parse(rest, className: header.className)
        }
        constraint.address = header.address
        constraint.identifier = header.identifier
        constraint.sourceLocation = header.location
        constraint.autoresizingMask = header.mask
        if let priority = extras.priority { constraint.priority = priority }
        constraint.hugging = extras.hugging
        constraint.compressionResistance = extras.compressionResistance
        if let suffix {
            constraint.isActive = suffix.active
            constraint.names = suffix.names
        }
        return constraint
    }

    struct Header {
        var className: String
        var address: String?
        var location: String?
        var identifier: String?
        var mask: String?
    }

    private static func readHeader(_ cursor: inout Cursor, nested: Bool) throws -> Header {
        if nested { cursor.skip("<") }
        let className = cursor.read { $0 != ":" }
        guard cursor.skip(":") else { throw Failure(reason: "no ':' after the class name") }
        cursor.skipSpaces()
        var header = Header(className: String(className))
        let address = cursor.read { $0 != " " && $0 != "@" && $0 != ">" }
        if !address.isEmpty { header.address = String(address) }
        if cursor.skip("@") { header.location = String(cursor.read { $0 != " " && $0 != ">" }) }
        if nested { cursor.skip(">") }
        while true {
            cursor.skipSpaces()
            if cursor.peek == "'", let identifier = cursor.readQuotedIdentifier() {
                header.identifier = identifier
            } else if cursor.rest.hasPrefix("h="), let mask = cursor.readMask() {
                header.mask = mask
            } else {
                break
            }
        }
        return header
    }

    struct Suffix {
        var active: Bool?
        var names: [String: LogItem]
    }

    /// Cuts `   (active, names: '|':UIView:0x… )` or `   (Names: … )` off the end.
    private static func splitSuffix(_ text: inout Substring) -> Suffix? {
        let markers = ["(active", "(Names", "(names"]
        guard let start = markers.compactMap({ text.range(of: $0, options: .backwards)?.lowerBound }).max(),
              text.hasSuffix(")") else { return nil }
        var inner = text[text.index(after: start)..<text.index(before: text.endIndex)]
        text = text[..<start].trimmed
        var suffix = Suffix(active: nil, names: [:])
        if inner.hasPrefix("active") {
            suffix.active = true
            inner = inner.dropFirst("active".count)
            if inner.hasPrefix(",") { inner = inner.dropFirst() }
            inner = inner.trimmed
        }
        if let colon = inner.firstIndex(of: ":"), inner[..<colon].lowercased() == "names" {
            suffix.names = parseNames(inner[inner.index(after: colon)...])
        }
        return suffix
    }

    /// `'|':UIView:0x…, one:0x…, ListViewImage-a...:0x…`
    static func parseNames(_ text: Substring) -> [String: LogItem] {
        var names: [String: LogItem] = [:]
        for entry in text.split(separator: ",").map(\.trimmed) where !entry.isEmpty {
            let key: Substring
            let value: Substring
            if entry.hasPrefix("'|':") {
                key = "|"
                value = entry.dropFirst(4)
            } else if let colon = entry.range(of: ":0x")?.lowerBound, !entry[..<colon].contains(":") {
                // `name:0x…`: a name with no class.
                names[String(entry[..<colon])] = LogItem(address: String(entry[entry.index(after: colon)...]))
                continue
            } else if let colon = entry.firstIndex(of: ":") {
                key = entry[..<colon]
                value = entry[entry.index(after: colon)...]
            } else {
                continue
            }
            names[String(key)] = ItemParser.parse(value)
        }
        return names
    }

    struct Extras {
        var priority: Double?
        var hugging: Double?
        var compressionResistance: Double?
    }

    /// `priority:251` (NSIBPrototypingLayoutConstraint), `Hug:250 CompressionResistance:750`.
    private static func stripExtras(_ text: Substring, into extras: inout Extras) -> Substring {
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        while let last = words.last {
            if last.isEmpty {
                words.removeLast()
            } else if last.hasPrefix("priority:"), let value = Double(last.dropFirst("priority:".count)) {
                extras.priority = value
                words.removeLast()
            } else if last.hasPrefix("CompressionResistance:"), let value = Double(last.dropFirst("CompressionResistance:".count)) {
                extras.compressionResistance = value
                words.removeLast()
            } else if last.hasPrefix("Hug:"), let value = Double(last.dropFirst("Hug:".count)) {
                extras.hugging = value
                words.removeLast()
            } else {
                break
            }
        }
        return Substring(words.joined(separator: " "))
    }
}

/// A position in a description being read.
struct Cursor {
    var text: Substring
    init(_ text: Substring) { self.text = text }

    var rest: Substring { text }
    var peek: Character? { text.first }

    @discardableResult
    mutating func skip(_ prefix: String) -> Bool {
        guard text.hasPrefix(prefix) else { return false }
        text = text.dropFirst(prefix.count)
        return true
    }

    mutating func skipSpaces() { text = text.drop { $0 == " " } }

    mutating func read(while predicate: (Character) -> Bool) -> Substring {
        let result = text.prefix(while: predicate)
        text = text[result.endIndex...]
        return result
    }

    /// `'UISV-spacing' ` — an identifier, which ends at a quote followed by a space.
    mutating func readQuotedIdentifier() -> String? {
        let body = text.dropFirst()
        guard let end = body.range(of: "' ")?.lowerBound else { return nil }
        text = body[body.index(after: end)...]
        return String(body[..<end])
    }

    /// `h=--& v=--& `
    mutating func readMask() -> String? {
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("h="), parts[1].hasPrefix("v=") else { return nil }
        text = parts.count > 2 ? parts[2] : ""
        return "\(parts[0]) \(parts[1])"
    }
}

extension Substring {
    var trimmed: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = self[start...].lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
