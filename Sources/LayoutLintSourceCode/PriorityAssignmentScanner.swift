import LayoutLintModel

/// Finds priority assignments in Swift and Objective-C:
/// `x.priority = v`, `self.x?.priority = v`, `self?.x!.priority = v`, `obj.x.priority = v`,
/// `_x.priority = v;`, `self->_x.priority = v;`, `[self.x setPriority:v]`, `[_x setPriority:v]`,
/// `[[self x] setPriority:v]`. Compound assignments (`+=`) and priorities reached through
/// subscripts, casts or calls are not recognised.
public enum PriorityAssignmentScanner {
    public static func assignments(in source: String, language: SourceLanguage) -> [PriorityAssignment] {
        let bytes = Array(source.utf8)
        let tokens = SourceTokenizer.tokens(of: source, language: language)
        var found: [PriorityAssignment] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let assignment: PriorityAssignment?
            switch tokens[index].text {
            case "priority": assignment = propertyAssignment(at: index, tokens: tokens, bytes: bytes, language: language)
            case "setPriority" where language == .objectiveC: assignment = message(at: index, tokens: tokens, bytes: bytes)
            default: assignment = nil
            }
            if let assignment { found.append(assignment) }
        }
        return found
    }

    /// `receiver . priority = value`, with Swift's `?`/`!` after the receiver.
    private static func propertyAssignment(at index: Int, tokens: [SourceToken], bytes: [UInt8],
                                           language: SourceLanguage) -> PriorityAssignment? {
        guard index >= 2, index + 2 < tokens.count, tokens[index - 1].isSymbol("."), tokens[index + 1].isSymbol("=") else { return nil }
        var receiver = index - 2
        if language == .swift, tokens[receiver].isSymbol("?") || tokens[receiver].isSymbol("!"), receiver > 0 { receiver -= 1 }
        guard tokens[receiver].kind == .identifier, !["self", "super"].contains(tokens[receiver].text) else { return nil }
        let valueTokens = value(after: index + 1, tokens: tokens, language: language)
        guard !valueTokens.isEmpty else { return nil }
        return PriorityAssignment(
            receiver: tokens[receiver].text, value: PriorityExpression.evaluate(valueTokens),
            valueText: text(of: valueTokens, bytes: bytes), location: tokens[chainStart(receiver, tokens: tokens)].location)
    }

    /// `[receiver setPriority:value]`, the receiver being `self.x`, `_x`, `x` or `[self x]`.
    private static func message(at index: Int, tokens: [SourceToken], bytes: [UInt8]) -> PriorityAssignment? {
        guard index >= 2, index + 2 < tokens.count, tokens[index + 1].isPunctuation(":") else { return nil }
        var receiver = index - 1
        if tokens[receiver].isPunctuation("]") { receiver -= 1 }
        guard tokens[receiver].kind == .identifier, tokens[receiver].text != "self" else { return nil }
        var valueTokens: ArraySlice<SourceToken> = []
        var depth = 0
        var end = index + 2
        while end < tokens.count {
            let token = tokens[end]
            if token.isPunctuation("[") || token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") {
                if depth == 0 { break }
                depth -= 1
            }
            if token.isPunctuation(";") { return nil }
            end += 1
        }
        guard end < tokens.count, tokens[end].isPunctuation("]") else { return nil }
        valueTokens = tokens[(index + 2)..<end]
        guard !valueTokens.isEmpty, let open = openingBracket(before: index, tokens: tokens) else { return nil }
        return PriorityAssignment(receiver: tokens[receiver].text, value: PriorityExpression.evaluate(valueTokens),
                                  valueText: text(of: valueTokens, bytes: bytes), location: tokens[open].location)
    }

    /// The expression after `=`: to the end of the statement (`;`, a closing bracket, a `,` at the
    /// outermost level, or in Swift a new line outside brackets).
    private static func value(after equals: Int, tokens: [SourceToken], language: SourceLanguage) -> ArraySlice<SourceToken> {
        let start = equals + 1
        var end = start
        var depth = 0
        while end < tokens.count {
            let token = tokens[end]
            if depth == 0 {
                if end > start && language == .swift && token.startsLine { break }
                if token.kind == .punctuation && [";", ",", ")", "]", "}"].contains(token.text) { break }
            }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            end += 1
        }
        return tokens[start..<end]
    }

    /// The first token of `a.b?.c` (or `self->_c`) ending at `index`.
    private static func chainStart(_ index: Int, tokens: [SourceToken]) -> Int {
        var start = index
        while start >= 2 {
            let link = tokens[start - 1]
            guard link.isSymbol(".") || link.isSymbol("->") else { break }
            var previous = start - 2
            if tokens[previous].isSymbol("?") || tokens[previous].isSymbol("!"), previous > 0 { previous -= 1 }
            guard tokens[previous].kind == .identifier else { break }
            start = previous
        }
        return start
    }

    /// The `[` that opens the message whose selector part starts at `index`.
    private static func openingBracket(before index: Int, tokens: [SourceToken]) -> Int? {
        var depth = 0
        var position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.isPunctuation("]") { depth += 1 }
            if token.isPunctuation("[") {
                if depth == 0 { return position }
                depth -= 1
            }
            position -= 1
        }
        return nil
    }

    private static func text(of tokens: ArraySlice<SourceToken>, bytes: [UInt8]) -> String {
        guard let first = tokens.first, let last = tokens.last else { return "" }
        let raw = String(decoding: bytes[first.utf8Range.lowerBound..<last.utf8Range.upperBound], as: UTF8.self)
        return raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
