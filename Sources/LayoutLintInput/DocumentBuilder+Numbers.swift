import LayoutLintModel

/// Numbers are checked where they enter. Every numeric attribute the builder reads goes through
/// `number(_:_:)`: a value that parses must be finite and within `largestMagnitude`, or the file
/// is rejected with an `invalid-number` error naming the line (the first such value; later ones
/// are read as absent). Downstream code then never sees NaN, an infinity, or a value whose sums
/// and products overflow (`width="1e308"` once reached an `Int(_:)` conversion and trapped).
/// Text that does not parse as a number at all is read as absent, as it always was.
enum NumericRange {
    /// The largest magnitude of any coordinate, size, constant, spacing, inset, priority, font
    /// size or multiplier read: 10⁸ points, ten times the largest the corpus holds (10⁷, AppKit's
    /// `maxSize` of an unbounded text view, in 2 repositories) and far below where sums over
    /// thousands of constraints lose precision or overflow.
    static let largestMagnitude = 1e8

    static func contains(_ value: Double) -> Bool { value.isFinite && abs(value) <= largestMagnitude }
}

extension DocumentBuilder {
    /// The attribute `key` of `element` as a number; `nil` when absent, not a number, or invalid
    /// (then recorded).
    func number(_ element: XMLElement, _ key: StaticString) -> Double? {
        element.attribute(key).flatMap { number($0, of: element, key.description) }
    }

    /// An NSStackView's spacing after one view (`<customSpacing><real value=…>`): AppKit writes
    /// `NSStackViewSpacingUseDefault`, FLT_MAX, for "the stack's spacing"; the engine reads any
    /// value from 10³⁰ up as that, so the sentinel passes unchanged. Anything else is checked.
    func customSpacing(_ element: XMLElement) -> Double? {
        guard let text = element.attribute("value") else { return nil }
        if let value = Double(text), value == Double(Float.greatestFiniteMagnitude) { return value }
        return number(text, of: element, "value")
    }

    /// `text`, read from the attribute `name` of `element`, as a number.
    func number(_ text: String, of element: XMLElement, _ name: String) -> Double? {
        guard let value = Double(text) else { return nil }
        return checkRange(value, text: text, of: element, name) ? value : nil
    }

    /// Whether `value` is usable; records the first one that is not.
    @discardableResult
    func checkRange(_ value: Double, text: String, of element: XMLElement, _ name: String) -> Bool {
        if NumericRange.contains(value) { return true }
        if invalidNumber == nil {
            let line = element.line
            let limit = formatLayoutNumber(NumericRange.largestMagnitude)
            invalidNumber = InputError(
                kind: .invalidNumber, path: path, line: line, column: lines.column(ofLine: line),
                message: "invalid number: \(name)=\"\(text)\" on <\(element.name)> is not a finite value within ±\(limit) "
                    + "(Interface Builder never writes one; the file is damaged or was generated)")
        }
        return false
    }
}
