/// A layout priority, 1 … 1000. 1000 is required; everything below is optional.
///
/// Stored as a `Double` because AppKit documents write float priorities such as
/// `249.99998474121094`, and the engine needs internal levels like 999.5 and 1100.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Double

    public init(_ rawValue: Double) { self.rawValue = rawValue }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)
    /// Interface Builder's default content hugging for labels and image views.
    public static let labelHugging = Priority(251)

    public var isRequired: Bool { rawValue >= 1000 }
    /// UIKit accepts priorities in 1 … 1000; anything else raises at run time.
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { formatLayoutNumber(rawValue) }
}

/// Formats a number the way constraint descriptions read best: `8`, `0.5`, `-12.25`.
public func formatLayoutNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
