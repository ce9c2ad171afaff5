import LayoutLintModel

/// Two constraints that say the same thing in the same size class: the same two anchors, relation,
/// multiplier, constant and priority, written either way round (`a.top == b.bottom + 8` is
/// `b.bottom == a.top - 8`). Constraints are cumulative, so the copy changes nothing today; it is
/// merge debris or a forgotten edit, and the day someone changes one of the two the layout becomes
/// unsatisfiable.
public struct DuplicateConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-constraint", name: "Duplicate Constraint",
        summary: "Two constraints installed in the same size class relate the same anchors with the same relation, multiplier, constant and priority.",
        defaultSeverity: .warning)

    public init() {}

    private struct Pair: Hashable {
        var original: Int
        var duplicate: Int
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let configurations = SizeClassConfigurations(document: document)
        var findings: [Finding] = []
        for scene in document.scenes where scene.constraints.count > 1 {
            let index = context.index(scene)
            var tally = ConfigurationTally<Pair>()
            for configuration in configurations.all {
                var seen: [ConstraintEquation: Int] = [:]
                for (offset, constraint) in scene.constraints.enumerated()
                where constraint.isWellFormed && index.isActive(constraint, in: configuration) {
                    let equation = ConstraintEquation(constraint, constant: constraint.constant(in: configuration))
                    if let original = seen[equation] {
                        tally.record(Pair(original: original, duplicate: offset), in: configuration)
                    } else {
                        seen[equation] = offset
                    }
                }
            }
            guard !tally.order.isEmpty else { continue }
            let wording = context.constraintWording(scene)
            for (pair, sizeClasses) in tally.entries(summarizedBy: configurations) {
                // Described with the constants of a size class where they meet, which may be overrides.
                let configuration = tally.configurations(of: pair).first ?? .any
                let original = scene.constraints[pair.original].resolved(in: configuration)
                let duplicate = scene.constraints[pair.duplicate].resolved(in: configuration)
                findings.append(finding(
                    in: document, at: duplicate.location, element: duplicate.id, scene: scene.id, sizeClasses: sizeClasses,
                    "Constraint \(wording.describe(duplicate)) duplicates the constraint \(original.id) at line "
                        + "\(original.location.line) (\(wording.describe(original))); remove one of them"))
            }
        }
        return findings
    }
}

/// A constraint reduced to what the layout engine sees, written one canonical way round so that a
/// constraint and its mirror image compare equal. Numbers are rounded so that `1/3` and `0.333333`
/// (or a constant divided by such a multiplier) meet.
struct ConstraintEquation: Hashable {
    var first: Anchor
    var second: Anchor?
    var relation: Relation
    var multiplier: Int64
    var constant: Int64
    var priority: Priority
    var isSymbolic: Bool

    init(_ constraint: Constraint, constant: Double) {
        var first = constraint.first, second = constraint.second
        var relation = constraint.relation
        var multiplier = second == nil ? 1 : constraint.multiplier.value ?? 1
        var constant = constant
        if let other = second, multiplier != 0, Self.precedes(other, first) {
            // a = m·b + c  ⇔  b = a/m − c/m; dividing by a negative m turns an inequality round once more.
            (first, second) = (other, first)
            constant = -constant / multiplier
            multiplier = 1 / multiplier
            if multiplier > 0 { relation = relation.mirrored }
        }
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = Self.rounded(multiplier, scale: 1e6)
        self.constant = Self.rounded(constant, scale: 1e3)
        self.priority = constraint.priority
        self.isSymbolic = constraint.isSymbolic
    }

    private static func precedes(_ lhs: Anchor, _ rhs: Anchor) -> Bool {
        (lhs.item, lhs.attribute.name) < (rhs.item, rhs.attribute.name)
    }

    private static func rounded(_ value: Double, scale: Double) -> Int64 {
        let scaled = (value * scale).rounded()
        return scaled.isFinite && abs(scaled) < 9e18 ? Int64(scaled) : Int64.max
    }
}

extension Constraint {
    /// The constraint with the constant in force in a configuration.
    func resolved(in configuration: TraitKey) -> Constraint {
        var copy = self
        copy.constant = constant(in: configuration)
        return copy
    }
}

extension Relation {
    /// The same relation read from the other side: `a <= b` is `b >= a`.
    var mirrored: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
