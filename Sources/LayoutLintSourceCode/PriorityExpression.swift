/// Evaluates the expressions code assigns to a constraint's priority, when they are constants:
/// numbers, UIKit's and AppKit's named priorities in Swift (`.defaultLow`,
/// `UILayoutPriority.required`, `NSLayoutConstraint.Priority.defaultHigh`) and C spellings
/// (`UILayoutPriorityDefaultLow`), initialisers (`UILayoutPriority(250)`, `.init(rawValue: 999)`),
/// casts (`(UILayoutPriority)250`), `.rawValue`, unary minus, and sums and differences of those
/// (`.defaultHigh + 1`). Anything else (a variable, a call, a condition) is a value only known at run
/// time, and the evaluation gives `nil`.
enum PriorityExpression {
    static let namedPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
        "dragThatCanResizeWindow": 510, "windowSizeStayPut": 500, "dragThatCannotResizeWindow": 490,
        "fittingSizeCompression": 50,
    ]

    /// `UILayoutPriorityDefaultLow`, `NSLayoutPriorityRequired`, …: Objective-C, and Swift 3.
    static let cConstants: [String: Double] = {
        var constants: [String: Double] = [:]
        for (name, value) in namedPriorities {
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            constants["UILayoutPriority" + capitalized] = value
            constants["NSLayoutPriority" + capitalized] = value
        }
        return constants
    }()

    static let priorityTypes: Set<String> = ["UILayoutPriority", "NSLayoutPriority"]
    /// Number types that wrap a value without changing it: `Float(250)`, `(CGFloat)250`.
    static let numberTypes: Set<String> = ["Float", "CGFloat", "Double", "Int", "float", "double", "int", "NSInteger"]

    static func evaluate(_ tokens: ArraySlice<SourceToken>) -> Double? {
        var parser = Parser(tokens: Array(tokens))
        guard let value = parser.sum(), parser.isAtEnd, value.isFinite else { return nil }
        return value
    }

    private struct Parser {
        let tokens: [SourceToken]
        var index = 0

        var isAtEnd: Bool { index == tokens.count }
        var current: SourceToken? { index < tokens.count ? tokens[index] : nil }

        mutating func take(_ matches: (SourceToken) -> Bool) -> Bool {
            guard let token = current, matches(token) else { return false }
            index += 1
            return true
        }

        mutating func sum() -> Double? {
            guard var value = term() else { return nil }
            while let token = current, token.isSymbol("+") || token.isSymbol("-") {
                index += 1
                guard let operand = term() else { return nil }
                value += token.text == "+" ? operand : -operand
            }
            return value
        }

        mutating func term() -> Double? {
            guard let token = current else { return nil }
            index += 1
            var value: Double?
            switch token.kind {
            case .symbol where token.text == "-":
                return term().map { -$0 }
            case .symbol where token.text == "+":
                return term()
            case .symbol where token.text == ".":
                value = member()
            case .number:
                value = PriorityExpression.number(token.text)
            case .punctuation where token.text == "(":
                value = parenthesized()
            case .identifier:
                value = named(token.text)
            default:
                return nil
            }
            // `.defaultHigh.rawValue` is the same number.
            while value != nil, current?.isSymbol(".") == true, index + 1 < tokens.count, tokens[index + 1].isIdentifier("rawValue") {
                index += 2
            }
            return value
        }

        /// After a leading `.`: `.defaultLow`, `.init(250)`, `.init(rawValue: 250)`.
        mutating func member() -> Double? {
            guard let name = current, name.kind == .identifier else { return nil }
            index += 1
            if name.text == "init" {
                guard take({ $0.isPunctuation("(") }) else { return nil }
                return call()
            }
            return PriorityExpression.namedPriorities[name.text]
        }

        /// `(expression)`, or an Objective-C cast `(UILayoutPriority)250`.
        mutating func parenthesized() -> Double? {
            if let type = current, type.kind == .identifier,
               PriorityExpression.priorityTypes.contains(type.text) || PriorityExpression.numberTypes.contains(type.text),
               index + 1 < tokens.count, tokens[index + 1].isPunctuation(")") {
                index += 2
                return term()
            }
            guard let value = sum(), take({ $0.isPunctuation(")") }) else { return nil }
            return value
        }

        /// A C constant, or a priority type followed by a member, `init` or a call.
        mutating func named(_ name: String) -> Double? {
            if let value = PriorityExpression.cConstants[name] { return value }
            if PriorityExpression.numberTypes.contains(name) {
                guard take({ $0.isPunctuation("(") }) else { return nil }
                return call()
            }
            var isPriorityType = PriorityExpression.priorityTypes.contains(name)
            if name == "NSLayoutConstraint", current?.isSymbol(".") == true, index + 1 < tokens.count,
               tokens[index + 1].isIdentifier("Priority") {
                index += 2
                isPriorityType = true
            }
            guard isPriorityType else { return nil }
            if take({ $0.isPunctuation("(") }) { return call() }
            guard take({ $0.isSymbol(".") }) else { return nil }
            return member()
        }

        /// The arguments of an initialiser, after its `(`: `250`, `rawValue: 250`.
        mutating func call() -> Double? {
            if let label = current, label.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
                guard label.text == "rawValue" else { return nil }
                index += 2
            }
            guard let value = sum(), take({ $0.isPunctuation(")") }) else { return nil }
            return value
        }
    }

    /// Swift and C number literals: `250`, `1_000`, `250.0`, `250.f`, `999.0F`, `0x3E8`.
    static func number(_ text: String) -> Double? {
        var digits = text.filter { $0 != "_" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            return Int(digits.dropFirst(2), radix: 16).map(Double.init)
        }
        while let last = digits.last, "fFlLuU".contains(last) { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return Double(digits)
    }
}
