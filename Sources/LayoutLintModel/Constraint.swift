/// The identifier Interface Builder gives every object (`abc-12-xyz`), unique within a document.
public typealias ObjectID = String

/// One side of a constraint: an item and one of its attributes.
public struct Anchor: Hashable, Sendable {
    public var item: ObjectID
    public var attribute: LayoutAttribute

    public init(item: ObjectID, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A constraint's multiplier as written (`0.25`, `4`, `16:9`, `1/3`) and its value.
public struct Multiplier: Hashable, Sendable {
    /// The text Interface Builder wrote, or `nil` when the attribute was absent (meaning 1).
    public var written: String?
    /// The numeric value; `nil` when the written form could not be read.
    public var value: Double?

    public init(written: String?, value: Double?) {
        self.written = written
        self.value = value
    }

    public static let one = Multiplier(written: nil, value: 1)

    /// Reads every form Interface Builder writes: decimal, integer, ratio `a:b` and fraction `a/b`.
    public init(parsing text: String) {
        written = text
        value = Multiplier.parse(text)
    }

    private static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces()
        for separator: Character in [":", "/"] where trimmed.contains(separator) {
            let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = Double(parts[0].trimmingSpaces()),
                  let denominator = Double(parts[1].trimmingSpaces()), denominator != 0 else { return nil }
            let ratio = numerator / denominator
            return ratio.isFinite ? ratio : nil
        }
        guard let number = Double(trimmed), number.isFinite else { return nil }
        return number
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}

/// `item1.attribute1 (== | <= | >=) multiplier × item2.attribute2 + constant @ priority`.
public struct Constraint: Hashable, Sendable {
    public var id: ObjectID
    public var location: SourceLocation
    /// The view whose `<constraints>` list holds the constraint (it is installed there).
    public var owner: ObjectID
    public var first: Anchor
    public var relation: Relation
    /// `nil` for a constant-only width or height.
    public var second: Anchor?
    public var multiplier: Multiplier
    public var constant: Double
    public var priority: Priority
    /// "Standard" spacing: the system value, with its design-time value in `constant`.
    public var isSymbolic: Bool
    /// "Remove at build time": exists in Interface Builder only.
    public var isPlaceholder: Bool
    public var identifier: String?
    public var userLabel: String?
    /// Whether `firstItem` was written; when absent the owner is the first item.
    public var firstItemWasImplicit: Bool
    /// Attributes whose text could not be read (name → text as written), e.g. `priority="high"`.
    /// The constraint keeps a default for them; the invalid-constraint rule reports them.
    public var unreadable: [String: String]
    /// Size-class overrides of `constant` (`<variation key="…" constant="…"/>`).
    public var constantOverrides: TraitOverrides<Double>
    public var installation: Installation

    public init(
        id: ObjectID, location: SourceLocation, owner: ObjectID, first: Anchor, relation: Relation = .equal,
        second: Anchor? = nil, multiplier: Multiplier = .one, constant: Double = 0,
        priority: Priority = .required, isSymbolic: Bool = false, isPlaceholder: Bool = false,
        identifier: String? = nil, userLabel: String? = nil, firstItemWasImplicit: Bool = false,
        unreadable: [String: String] = [:], constantOverrides: TraitOverrides<Double> = TraitOverrides(),
        installation: Installation = Installation()
    ) {
        self.id = id
        self.location = location
        self.owner = owner
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isSymbolic = isSymbolic
        self.isPlaceholder = isPlaceholder
        self.identifier = identifier
        self.userLabel = userLabel
        self.firstItemWasImplicit = firstItemWasImplicit
        self.unreadable = unreadable
        self.constantOverrides = constantOverrides
        self.installation = installation
    }

    /// Both anchors, the second only when there is one.
    public var anchors: [Anchor] {
        second.map { [first, $0] } ?? [first]
    }

    /// The constant in a configuration: the most specific applicable override, else the base value.
    public func constant(in configuration: TraitKey) -> Double {
        constantOverrides.value(in: configuration) ?? constant
    }

    /// Whether the constraint relates `item` (as its first or its second item).
    public func mentions(_ item: ObjectID) -> Bool {
        first.item == item || second?.item == item
    }
}
