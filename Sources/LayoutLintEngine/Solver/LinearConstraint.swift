/// A solver variable: one unknown coordinate or length.
public struct Variable: Hashable, Comparable, Sendable {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

    /// The bucket hash of `[Variable: …]` and `Set<Variable>` (expressions' terms were such tables
    /// before `LinearTerms`; rules still key tables by variable): one multiply instead of a
    /// SipHash of the index, which was ~3% of linting the corpus (`Dictionary.find` and resizing).
    /// Mixed with the table's seed, as `Int`'s is, so copying one table into another of another
    /// size does not cluster. Iteration order follows the hash; it was already arbitrary (Swift
    /// seeds hashing per process and table).
    public func _rawHashValue(seed: Int) -> Int {
        let product = UInt64(bitPattern: Int64(index ^ seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product ^ (product >> 29))
    }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Hashable, Sendable {
    public var terms: LinearTerms
    public var constant: Double

    public init(terms: LinearTerms = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable, times coefficient: Double = 1) {
        self.init(terms: [variable: coefficient])
    }

    public static func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        guard factor != 0 else { return }
        terms.add(other.terms, times: factor)
        constant += other.constant * factor
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.add(rhs)
        return result
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.add(rhs, times: -1)
        return result
    }

    public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        var result = LinearExpression()
        result.add(lhs, times: factor)
        return result
    }

    public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        var result = lhs
        result.constant += constant
        return result
    }

    /// The variables in index order (the order `terms` keeps), so every walk over an expression
    /// is deterministic.
    public var sortedTerms: [(variable: Variable, coefficient: Double)] {
        terms.map { ($0.key, $0.value) }
    }

    /// Summed in variable order: floating-point addition is not associative, and a dictionary's
    /// order changes from run to run, so the last bits of a residual would too.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.value * valueOf($1.key) }
    }
}

public enum ConstraintRelation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `expression (== | <= | >=) 0` at a priority. `tag` is the caller's name for the constraint:
/// explanations and breaks are reported by tag.
public struct LinearConstraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: ConstraintRelation
    /// 1 … 1000 as in UIKit; 1000 is required. Internal levels above optional ones (1100 for a
    /// broken required constraint) are allowed: anything < 1000 or > 1000 is minimised, never enforced.
    public var priority: Double
    public var tag: Int

    public init(_ expression: LinearExpression, _ relation: ConstraintRelation, priority: Double = 1000, tag: Int) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    public var isRequired: Bool { priority == 1000 }

    /// How far the constraint is from holding (0 when it holds).
    public func violation(_ valueOf: (Variable) -> Double) -> Double {
        let value = expression.value(valueOf)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
