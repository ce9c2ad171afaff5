/// Entries an app's own `-description` wrote in place of UIKit's (a swizzling debug aid such as
/// ConstraintsMonitor): `"MyView.UIView.top == Other.top (constant: 0.0)"`. Read as an equation
/// between named items when it has that shape; notes in parentheses give the constant or
/// multiplier they name and are otherwise dropped.
enum CustomDescriptionParser {
    typealias Failure = ConstraintDescriptionParser.Failure

    static func parse(_ raw: Substring) throws -> LogConstraint {
        var text = raw.trimmed
        if text.hasPrefix("\"") { text = text.dropFirst() }
        if text.hasSuffix(",") { text = text.dropLast() }
        if text.hasSuffix("\"") { text = text.dropLast() }
        text = text.trimmed
        var notes: [Substring] = []
        while text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex, text[text.index(before: open)] == " " {
            notes.append(text[text.index(after: open)..<text.index(before: text.endIndex)])
            text = text[..<open].trimmed
        }
        guard EquationParser.relations.contains(where: { text.contains($0) }) else {
            throw Failure(reason: "not a constraint description: the app overrides -description")
        }
        var constraint: LogConstraint
        do {
            constraint = try EquationParser.parse(text, className: "custom -description")
        } catch {
            throw Failure(reason: "not a constraint description: the app overrides -description")
        }
        for note in notes {
            let parts = note.split(separator: ":", maxSplits: 1).map(\.trimmed)
            guard parts.count == 2, let value = EquationParser.number(parts[1]) else { continue }
            if parts[0] == "constant" { constraint.constant = value }
            if parts[0] == "multiplier" { constraint.multiplier = value }
        }
        return constraint
    }
}
