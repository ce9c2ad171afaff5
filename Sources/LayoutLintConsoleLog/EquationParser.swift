import Foundation

/// Reads an item as a description prints it: `UILabel:0x7f…'Title'`, `Forms.Button:0x…`,
/// `UILabel:messageLabel` (a Masonry key), `one` or `progress background` (a name), `'|'`.
enum ItemParser {
    static func parse(_ raw: Substring) -> LogItem {
        var text = raw.trimmed
        if text.hasPrefix("<") && text.hasSuffix(">") { text = text.dropFirst().dropLast().trimmed }
        if text == "|" || text == "'|'" { return LogItem(name: "|") }
        let classEnd = text.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$") } ?? text.endIndex
        guard classEnd > text.startIndex, classEnd < text.endIndex, text[classEnd] == ":" else { return LogItem(name: String(text)) }
        var rest = text[text.index(after: classEnd)...]
        if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        let address = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !address.isEmpty else { return LogItem(name: String(text)) }
        let after = rest[address.endIndex...].trimmed
        var item = LogItem(className: String(text[..<classEnd]), address: String(address))
        if after.count >= 2, after.hasPrefix("'"), after.hasSuffix("'") {
            item.text = String(after.dropFirst().dropLast())
        } else if !after.isEmpty {
            return LogItem(name: String(text))
        }
        return item
    }
}

/// Reads `A.attr == [m*]B.attr[ * m] [+|- c | NSSpace(c)] [@p]`, or `A.attr == c`.
enum EquationParser {
    typealias Failure = ConstraintDescriptionParser.Failure

    static let relations = [" == ", " >= ", " <= "]

    static func parse(_ body: Substring, className: String) throws -> LogConstraint {
        guard let relation = relations.compactMap({ body.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else {
            throw Failure(reason: "no relation (==, >=, <=) in '\(body)'")
        }
        guard let first = anchor(body[..<relation.lowerBound]) else {
            throw Failure(reason: "no item.attribute before the relation in '\(body)'")
        }
        var constraint = LogConstraint(className: className, form: .equation, first: first,
                                       relation: String(body[relation].trimmed))
        try readRightSide(body[relation.upperBound...].trimmed, into: &constraint)
        return constraint
    }

    /// `UILabel:0x…'Title'.leading`: the attribute is what follows the last dot.
    static func anchor(_ raw: Substring) -> LogAnchor? {
        let text = raw.trimmed
        guard let dot = text.lastIndex(of: "."), dot > text.startIndex else { return nil }
        let attribute = text[text.index(after: dot)...]
        guard !attribute.isEmpty, attribute.allSatisfy({ $0.isLetter }) else { return nil }
        return LogAnchor(item: ItemParser.parse(text[..<dot]), attribute: String(attribute))
    }

    private static func readRightSide(_ raw: Substring, into constraint: inout LogConstraint) throws {
        var text = raw
        if let at = text.lastIndex(of: "@"), let priority = Double(text[text.index(after: at)...]) {
            constraint.priority = priority
            text = text[..<at].trimmed
        }
        if let (value, rest) = systemSpacing(text) {
            constraint.constant = value
            constraint.isSystemSpacing = true
            text = rest
        } else if let value = number(text) {
            constraint.constant = value
            return
        } else if let (value, rest) = trailingConstant(text) {
            constraint.constant = value
            text = rest
        }
        if let star = text.range(of: " * ", options: .backwards), let value = number(text[star.upperBound...]) {
            constraint.multiplier = value
            text = text[..<star.lowerBound].trimmed
        } else if let star = text.firstIndex(of: "*"), let value = number(text[..<star]) {
            constraint.multiplier = value
            text = text[text.index(after: star)...].trimmed
        }
        guard let second = anchor(text) else { throw Failure(reason: "cannot read the right side '\(raw)'") }
        constraint.second = second
    }

    /// `- 16`, `44.0`, `2.22507e-308`
    static func number(_ text: Substring) -> Double? {
        let compact = text.filter { $0 != " " }
        guard !compact.isEmpty, compact.first != "+" || compact.count > 1 else { return nil }
        return Double(compact)
    }

    /// ` + 8`, ` - 5` at the end.
    private static func trailingConstant(_ text: Substring) -> (Double, Substring)? {
        for sign in [" + ", " - "] {
            guard let range = text.range(of: sign, options: .backwards), let value = number(text[range.upperBound...]) else { continue }
            return (sign == " - " ? -value : value, text[..<range.lowerBound].trimmed)
        }
        return nil
    }

    /// `+ NSSpace(8)`, ` NSSpace(0)`, `NSLayoutAnchorConstraintSpace(8)` at the end.
    static func systemSpacing(_ text: Substring) -> (Double, Substring)? {
        guard text.hasSuffix(")") else { return nil }
        for name in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] {
            guard let range = text.range(of: name, options: .backwards),
                  let value = number(text[range.upperBound..<text.index(before: text.endIndex)]) else { continue }
            var rest = text[..<range.lowerBound].trimmed
            var sign = 1.0
            if rest.hasSuffix("-") { sign = -1; rest = rest.dropLast().trimmed } else if rest.hasSuffix("+") { rest = rest.dropLast().trimmed }
            return (sign * value, rest)
        }
        return nil
    }
}
