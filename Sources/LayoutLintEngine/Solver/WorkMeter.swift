/// Work counted in operations, not seconds, so that where a budget runs out is the same on every
/// machine and every run (results stay deterministic). One operation: one tableau cell updated
/// when a row is substituted into another (the simplex's inner loop) or one constraint added to a
/// tableau. Shared by reference: a solve and the explanations it starts spend
/// from one meter.
public final class WorkMeter {
    public let budget: Int
    public private(set) var spent = 0

    public init(budget: Int) { self.budget = budget }

    /// Past the budget: stop refining, report what was found.
    public var isExhausted: Bool { spent > budget }

    public func spend(_ operations: Int) { spent += operations }
}

/// The budgets, each far above what any scene of the corpus (1,393 real files) spends, so they
/// change no result there; they bound what a bad merge or a generator can produce (hundreds of
/// conflicting constraints, thousands of random ones), which otherwise took minutes.
public enum WorkBudget {
    /// One solve of a scene (`LinearSystemSolver.solve`), minimal conflict sets included: past it,
    /// the constraints not yet added are left out and the solution says so (`isCutShort`).
    public static let solve = 20_000_000
    /// Shrinking the conflicts of one scene (`WorkScope`), or of one solve outside a scene's scope,
    /// to minimal sets: past it, a conflict lists every candidate (`Conflict.isMinimal` false).
    public static let minimalConflicts = 200_000
    /// The re-solves of one ambiguity explanation (their operations, summed): past it, every
    /// candidate not yet decided is reported as a root.
    public static let ambiguityExplanation = 5_000_000
    /// The solves that check one scene's conflicts against layoutlint's estimates and the sizes a
    /// file does not give (`ConflictEstimates`, up to three per conflict, one of them of the whole
    /// scene), summed: past it, a conflict's certainty is not known and its finding says so.
    public static let conflictEstimates = 5_000_000
}

/// The meter a scene's solves share for shrinking conflicts: a scene is solved many times (every
/// configuration, every other screen of its size class, the canvas's variants), and a budget per
/// solve would multiply with them. The rules' analysis cache binds one per scene around its work
/// (`withValue`); a solve outside any scope has a meter of its own.
public enum WorkScope {
    @TaskLocal public static var conflictMeter: WorkMeter?
}
