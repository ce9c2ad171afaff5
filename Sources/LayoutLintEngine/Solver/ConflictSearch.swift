/// Explaining a conflict: shrinking the constraints involved to a set in which each one counts.
extension LinearSystemSolver {
    /// Shrinks an infeasible set of required constraints to an irreducible one (deletion filter).
    /// `wider` is searched when the candidates turn out feasible on their own.
    func minimalConflict(_ candidates: [Int], meter: WorkMeter, wider: () -> [Int] = { [] }) -> Conflict.Members {
        var set = Array(Set(candidates)).sorted()
        guard !meter.isExhausted else { return Conflict.Members(tags: set, isMinimal: false) }
        if isFeasible(set, meter: meter) {
            set = Array(Set(set).union(wider())).sorted()
            if isFeasible(set, meter: meter) { return Conflict.Members(tags: Array(Set(candidates)).sorted(), isMinimal: true) }
        }
        var index = 0
        while index < set.count {
            if meter.isExhausted { return Conflict.Members(tags: set, isMinimal: false) }
            var trial = set
            trial.remove(at: index)
            if !isFeasible(trial, meter: meter) {
                set = trial
            } else {
                index += 1
            }
        }
        return Conflict.Members(tags: set, isMinimal: true)
    }

    private func isFeasible(_ tags: [Int], meter: WorkMeter) -> Bool {
        let (feasible, operations) = LinearSystemSolver.feasibility(tags.map { constraints[$0] })
        meter.spend(operations + tags.count)
        return feasible
    }

    /// Whether required constraints can all hold together (a fresh tableau, no presolve).
    static func isFeasible(_ constraints: [LinearConstraint]) -> Bool { feasibility(constraints).feasible }

    /// `isFeasible`, and the tableau operations it took.
    static func feasibility(_ constraints: [LinearConstraint]) -> (feasible: Bool, operations: Int) {
        var simplex = Simplex()
        var local = TableauVariables()
        for original in constraints {
            var constraint = local.renumber(original, in: &simplex)
            constraint.priority = 1000
            if case .unsatisfiable = simplex.add(constraint) { return (false, simplex.operations) }
        }
        return (true, simplex.operations)
    }
}
