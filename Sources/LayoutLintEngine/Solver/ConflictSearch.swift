/// Explaining a conflict: shrinking the constraints involved to a set in which each one counts.
extension LinearSystemSolver {
    /// Shrinks an infeasible set of required constraints to an irreducible one (deletion filter).
    /// `wider` is searched when the candidates turn out feasible on their own.
    func minimalConflict(_ candidates: [Int], wider: () -> [Int] = { [] }) -> [Int] {
        var set = Array(Set(candidates)).sorted()
        if LinearSystemSolver.isFeasible(set.map { constraints[$0] }) {
            set = Array(Set(set).union(wider())).sorted()
            if LinearSystemSolver.isFeasible(set.map { constraints[$0] }) { return Array(Set(candidates)).sorted() }
        }
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if !LinearSystemSolver.isFeasible(trial.map { constraints[$0] }) {
                set = trial
            } else {
                index += 1
            }
        }
        return set
    }

    /// Whether required constraints can all hold together (a fresh tableau, no presolve).
    static func isFeasible(_ constraints: [LinearConstraint]) -> Bool {
        var simplex = Simplex()
        var local = TableauVariables()
        for original in constraints {
            var constraint = local.renumber(original, in: &simplex)
            constraint.priority = 1000
            if case .unsatisfiable = simplex.add(constraint) { return false }
        }
        return true
    }
}
