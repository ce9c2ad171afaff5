/// A set of required constraints that cannot all hold, and the one given up to carry on.
public struct Conflict: Hashable, Sendable {
    /// Irreducible: drop any one and the rest can hold. Tags, ascending.
    public var tags: [Int]
    /// The constraint kept as an error term at priority 1100 (as UIKit does) so solving continues.
    public var broken: Int
    /// False when the work budget ran out before the set was shrunk (`WorkBudget.minimalConflicts`):
    /// the tags then include constraints that may not take part.
    public var isMinimal = true
}

extension Conflict {
    /// What `minimalConflict` found.
    struct Members {
        var tags: [Int]
        var isMinimal: Bool
    }

    init(_ members: Members, broken: Int) {
        self.init(tags: members.tags, broken: broken, isMinimal: members.isMinimal)
    }
}

/// A required difference constraint that others already imply (they form a consistent cycle).
public struct Redundancy: Hashable, Sendable {
    public var tag: Int
    /// The absorbed differences that imply it, in the order of the path between its two ends.
    public var impliedBy: [Int]
}

/// How far a quantity can move from its solved value over the optimal solutions: `down` ≤ 0 ≤ `up`,
/// `nil` on a side where nothing bounds it.
public struct Movement: Hashable, Sendable {
    public var down: Double?
    public var up: Double?

    public init(down: Double?, up: Double?) {
        self.down = down
        self.up = up
    }
}

/// The solution of a linear system and what is undetermined in it.
public struct LinearSolution: Sendable {
    public var values: [Double]
    /// Per variable: whether it takes more than one value over the optimal solutions.
    public var movable: [Bool]
    public var conflicts: [Conflict]
    /// Optional constraints whose error can grow at no cost: each is part of an equal-priority tie.
    public var tiedTags: [Int]
    /// For each query expression: whether it takes more than one value over the optimal solutions.
    public var movableQueries: [Bool] = []
    /// For each movement query: how far it can move (see `Movement`).
    public var movements: [Movement] = []
    /// Required differences implied by earlier ones (only this kind is detected: it comes free
    /// with the presolve).
    public var redundancies: [Redundancy] = []
    /// The solve ran out of its work budget (`WorkBudget.solve`): constraints after that point
    /// were left out, so values and verdicts are not the scene's.
    public var isCutShort = false
    /// The work the solve took (see `WorkMeter`), for the budgets of explanations that re-solve.
    public var operations = 0
    /// The final tableaux, when the solve was asked to keep them (`keepingTableaux`).
    public var tableaux: SolvedTableaux?

    public func value(_ variable: Variable) -> Double { values[variable.index] }
}
