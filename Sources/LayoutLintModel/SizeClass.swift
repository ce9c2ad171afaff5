/// A size-class value for one dimension: Interface Builder's Any, Compact or Regular.
public enum SizeClassValue: String, Hashable, Comparable, Sendable, CaseIterable {
    case any, compact, regular

    public static func < (lhs: SizeClassValue, rhs: SizeClassValue) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .any: return 0
        case .compact: return 1
        case .regular: return 2
        }
    }
}

/// The trait combination a `<variation key="…">` applies to, e.g. `heightClass=compact-widthClass=regular`.
///
/// `default` is Any width, Any height. Other traits (such as `userInterfaceIdiom=mac`) are kept
/// in `otherTraits` so the key round-trips and never silently becomes "Any".
public struct TraitKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var width: SizeClassValue
    public var height: SizeClassValue
    public var otherTraits: [String]

    public init(width: SizeClassValue = .any, height: SizeClassValue = .any, otherTraits: [String] = []) {
        self.width = width
        self.height = height
        self.otherTraits = otherTraits
    }

    public static let any = TraitKey()

    /// Parses Interface Builder's variation key. Returns `nil` for a malformed key.
    public init?(ibKey: String) {
        self.init()
        if ibKey == "default" { return }
        for part in ibKey.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "widthClass":
                guard let value = SizeClassValue(rawValue: pair[1]) else { return nil }
                width = value
            case "heightClass":
                guard let value = SizeClassValue(rawValue: pair[1]) else { return nil }
                height = value
            default:
                otherTraits.append(String(part))
            }
        }
    }

    /// The key in Interface Builder's own spelling.
    public var ibKey: String {
        var parts: [String] = []
        if height != .any { parts.append("heightClass=\(height.rawValue)") }
        if width != .any { parts.append("widthClass=\(width.rawValue)") }
        parts.append(contentsOf: otherTraits)
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// True when both dimensions are Compact or Regular: one of the four final size classes.
    public var isFinal: Bool { width != .any && height != .any }

    /// Whether a variation written for `self` applies in the (more specific) configuration `other`.
    public func applies(to other: TraitKey) -> Bool {
        (width == .any || width == other.width)
            && (height == .any || height == other.height)
            && otherTraits.allSatisfy(other.otherTraits.contains)
    }

    /// How specific the key is: a more specific variation overrides a more general one.
    public var specificity: Int {
        (width == .any ? 0 : 1) + (height == .any ? 0 : 1) + otherTraits.count
    }

    /// Human wording used in findings: "compact width, regular height".
    public var description: String {
        var parts: [String] = []
        if width != .any { parts.append("\(width.rawValue) width") }
        if height != .any { parts.append("\(height.rawValue) height") }
        parts.append(contentsOf: otherTraits)
        return parts.isEmpty ? "any size class" : parts.joined(separator: ", ")
    }

    public static func < (lhs: TraitKey, rhs: TraitKey) -> Bool {
        (lhs.specificity, lhs.width, lhs.height, lhs.otherTraits.joined(separator: ","))
            < (rhs.specificity, rhs.width, rhs.height, rhs.otherTraits.joined(separator: ","))
    }
}

/// Values that differ by size class (`<variation key="…">` overrides of a constant, a frame,
/// whether something is installed, …).
public struct TraitOverrides<Value: Hashable & Sendable>: Hashable, Sendable {
    public private(set) var values: [TraitKey: Value] = [:]

    public init() {}

    public mutating func set(_ value: Value, for key: TraitKey) {
        values[key] = value
    }

    public var isEmpty: Bool { values.isEmpty }

    /// The override in force in a configuration: the most specific applicable key wins. Keys of
    /// equal specificity (width-only against height-only) are ordered by `TraitKey`'s order, so
    /// the answer never depends on dictionary order.
    public func value(in configuration: TraitKey) -> Value? {
        values.keys.filter { $0.applies(to: configuration) }.max().map { values[$0]! }
    }

    /// Overrides sorted by key, for stable output.
    public var sorted: [(key: TraitKey, value: Value)] {
        values.keys.sorted().map { ($0, values[$0]!) }
    }
}

/// Whether a constraint or view is installed, by size class (Interface Builder's "Installed" checkboxes).
/// Unset keys inherit from less specific ones; the base default is installed.
public typealias Installation = TraitOverrides<Bool>

extension TraitOverrides where Value == Bool {
    public func isInstalled(in configuration: TraitKey) -> Bool {
        value(in: configuration) ?? true
    }

    public var isAlwaysInstalled: Bool { values.values.allSatisfy { $0 } }
}
