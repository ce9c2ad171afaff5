import Foundation

/// Reads the visual-format forms UIKit and AppKit print for constraints they describe that way:
/// `H:|-(8)-[A]`, `H:[A]-(8)-|`, `V:[A]-(>=11)-[B]`, `V:[A(44)]`, `H:[A(258@251)]`,
/// `-(NSSpace(8))-`, `(LTR)`; rewritten as the equation UIKit builds (`A.leading == |.leading + 8`).
enum VisualFormatParser {
    typealias Failure = ConstraintDescriptionParser.Failure

    struct Predicate {
        var relation = "=="
        var value: Double = 0
        var isSystemSpacing = false
        var priority: Double = 1000
    }

    enum Token {
        case superview
        case gap(Predicate)
        case view(LogItem, Predicate?)
    }

    static func parse(_ body: Substring, className: String) throws -> LogConstraint {
        let vertical = body.hasPrefix("V:")
        var text = body.dropFirst(2)
        var tokens: [Token] = []
        var leftToRight = false
        while let character = text.first {
            if character == " " {
                text = text.dropFirst()
            } else if character == "|" {
                tokens.append(.superview)
                text = text.dropFirst()
            } else if text.hasPrefix("(LTR)") || text.hasPrefix("(RTL)") {
                leftToRight = text.hasPrefix("(LTR)")
                text = text.dropFirst(5)
            } else if text.hasPrefix("-(") {
                let open = text.index(after: text.startIndex)
                guard let close = matchingParenthesis(text, open: open) else { throw Failure(reason: "unbalanced gap in '\(body)'") }
                guard let gap = predicate(text[text.index(after: open)..<close]) else { throw Failure(reason: "cannot read the gap in '\(body)'") }
                tokens.append(.gap(gap))
                text = text[text.index(after: close)...]
                if text.hasPrefix("-") { text = text.dropFirst() }
            } else if character == "-" {
                // `[A]-[B]`: the standard spacing.
                tokens.append(.gap(Predicate(value: 8, isSystemSpacing: true)))
                text = text.dropFirst()
            } else if character == "[" {
                guard let close = closingBracket(text) else { throw Failure(reason: "unbalanced '[' in '\(body)'") }
                tokens.append(view(text[text.index(after: text.startIndex)..<close]))
                text = text[text.index(after: close)...]
            } else {
                throw Failure(reason: "unexpected '\(character)' in the visual format '\(body)'")
            }
        }
        var constraint = try equation(tokens, vertical: vertical, leftToRight: leftToRight, className: className, body: body)
        constraint.isLeftToRight = leftToRight
        return constraint
    }

    private static func equation(_ tokens: [Token], vertical: Bool, leftToRight: Bool, className: String, body: Substring) throws -> LogConstraint {
        let start = vertical ? "top" : leftToRight ? "left" : "leading"
        let end = vertical ? "bottom" : leftToRight ? "right" : "trailing"
        let size = vertical ? "height" : "width"
        let superview = LogItem(name: "|")
        func make(_ first: LogAnchor, _ second: LogAnchor?, _ predicate: Predicate) -> LogConstraint {
            var constraint = LogConstraint(className: className, form: .visualFormat, first: first, relation: predicate.relation)
            constraint.second = second
            constraint.constant = predicate.value
            constraint.isSystemSpacing = predicate.isSystemSpacing
            constraint.priority = predicate.priority
            return constraint
        }
        switch tokens.count {
        case 1:
            if case .view(let item, let predicate?) = tokens[0] { return make(LogAnchor(item: item, attribute: size), nil, predicate) }
        case 3:
            switch (tokens[0], tokens[1], tokens[2]) {
            case (.superview, .gap(let gap), .view(let item, nil)):
                return make(LogAnchor(item: item, attribute: start), LogAnchor(item: superview, attribute: start), gap)
            case (.view(let item, nil), .gap(let gap), .superview):
                return make(LogAnchor(item: superview, attribute: end), LogAnchor(item: item, attribute: end), gap)
            case (.view(let a, nil), .gap(let gap), .view(let b, nil)):
                return make(LogAnchor(item: b, attribute: start), LogAnchor(item: a, attribute: end), gap)
            default:
                break
            }
        default:
            break
        }
        throw Failure(reason: "a visual format that is not one relation: '\(body)'")
    }

    /// `UILabel:0x…'Title'` or `UIView:0x…(44)`, `[UILabel:0x…'Hi'(>=121)]`.
    private static func view(_ content: Substring) -> Token {
        if content.hasSuffix(")"), let open = matchingOpen(content), let size = predicate(content[content.index(after: open)..<content.index(before: content.endIndex)]) {
            return .view(ItemParser.parse(content[..<open]), size)
        }
        return .view(ItemParser.parse(content), nil)
    }

    /// `8`, `>=11`, `-20`, `0.4`, `258@251`, `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`
    static func predicate(_ raw: Substring) -> Predicate? {
        var text = raw.trimmed
        var result = Predicate()
        for relation in ["==", ">=", "<="] where text.hasPrefix(relation) {
            result.relation = relation
            text = text.dropFirst(2).trimmed
        }
        if let at = text.lastIndex(of: "@"), let priority = Double(text[text.index(after: at)...]) {
            result.priority = priority
            text = text[..<at]
        }
        if let (value, rest) = EquationParser.systemSpacing(text), rest.isEmpty {
            result.value = value
            result.isSystemSpacing = true
            return result
        }
        guard let value = EquationParser.number(text) else { return nil }
        result.value = value
        return result
    }

    private static func matchingParenthesis(_ text: Substring, open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func matchingOpen(_ content: Substring) -> Substring.Index? {
        var depth = 0
        var index = content.index(before: content.endIndex)
        while true {
            if content[index] == ")" { depth += 1 }
            if content[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
            if index == content.startIndex { return nil }
            index = content.index(before: index)
        }
    }

    /// The `]` that closes a view: outside the quoted label text, followed by a gap, `|`, `(LTR)` or the end.
    private static func closingBracket(_ text: Substring) -> Substring.Index? {
        var quotes = 0
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "'" { quotes += 1 }
            if character == "]" {
                let next = text.index(after: index)
                let follows = next == text.endIndex || "-|( ".contains(text[next])
                if follows && quotes % 2 == 0 { return index }
                if follows && text[next...].firstIndex(of: "]") == nil { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
