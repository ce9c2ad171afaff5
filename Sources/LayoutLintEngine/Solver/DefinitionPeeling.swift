/// Required equalities that only define a variable: `u` appears in no other constraint, so the
/// constraint can never be violated, never takes part in a conflict, and leaves the optimum of
/// the rest unchanged; `u` is computed from the others once they are solved. Peeling repeats
/// (a chain's last position defines nothing else; once set aside, the one before it is next),
/// which keeps long chains out of the simplex, where every position's row would otherwise
/// carry the markers of every constraint before it (quadratic work and memory).
///
/// A variable in exactly two required equalities A and B (A first in order) is eliminated the
/// same way when that does not lengthen B: A defines it, and B becomes `B − k·A` without it
/// (equal widths between two edges fold into one constraint this way). `B − k·A` holds exactly
/// when B does once A holds, so an error or a break of it is B's; in a conflict it stands for
/// A too (`sources`).
struct DefinitionPeeling {
    /// (constraint, defined variable), in peeling order.
    private(set) var peeled: [(index: Int, variable: Int)] = []
    private var isPeeled: [Bool]
    /// defined variable → its constraint.
    private var definition: [Int: Int] = [:]
    /// The constraints over representatives by index (arrays: this runs for every constraint).
    private var rewritten: [LinearConstraint?]
    /// The constraints that had a definition substituted into them, as they are now.
    private(set) var merged: [Int: LinearConstraint] = [:]
    /// constraint → the definitions substituted into it.
    private(set) var sources: [Int: Set<Int>] = [:]

    init(_ candidates: [Int], _ rewrittenByIndex: [Int: LinearConstraint], variableCount: Int) {
        let size = (candidates.max() ?? -1) + 1
        rewritten = [LinearConstraint?](repeating: nil, count: size)
        isPeeled = [Bool](repeating: false, count: size)
        var uses = [[Int]](repeating: [], count: variableCount)
        for index in candidates {
            let constraint = rewrittenByIndex[index]!
            rewritten[index] = constraint
            for variable in constraint.expression.terms.keys { uses[variable.index].append(index) }
        }
        func isDefining(_ constraint: LinearConstraint, _ variable: Int) -> Bool {
            constraint.isRequired && constraint.relation == .equal && abs(constraint.expression.terms[Variable(variable)] ?? 0) > 1e-9
        }
        // Last in, first out, newest variable first: a chain peels from its end, so its positions
        // are the defined ones and a free variable stays free (at 0), as in the simplex.
        // `count`: in how many constraints still in play each variable is; `uses` may hold stale
        // entries and is compacted when a variable is examined.
        // A closure, not the key path `\.count`: that one is applied through the run time's generic
        // key-path call, once per variable (1.5% of linting a sample of the corpus).
        var count = uses.map { $0.count }
        var stack = (0..<variableCount).filter { count[$0] <= 2 }
        while let variable = stack.popLast() {
            guard count[variable] <= 2 else { continue }
            var active: [Int] = []
            for index in uses[variable] where !isPeeled[index] && !active.contains(index)
                && self.rewritten[index]!.expression.terms[Variable(variable)] != nil {
                active.append(index)
            }
            uses[variable] = active
            assert(active.count == count[variable])
            if active.count == 1 {
                let constraint = self.rewritten[active[0]]!
                guard isDefining(constraint, variable) else { continue }
                define(variable, by: active[0])
                // Index order, not the dictionary's (which differs between runs): the order the
                // stack pops decides which constraint defines which variable, and with it where
                // an ambiguous view ends up.
                for (other, _) in constraint.expression.sortedTerms {
                    count[other.index] -= 1
                    if other.index != variable { stack.append(other.index) }
                }
            } else if active.count == 2 {
                let (first, second) = (min(active[0], active[1]), max(active[0], active[1]))
                let a = self.rewritten[first]!, b = self.rewritten[second]!
                guard isDefining(a, variable), isDefining(b, variable) else { continue }
                var merged = b
                merged.expression.add(a.expression, times: -b.expression.terms[Variable(variable)]! / a.expression.terms[Variable(variable)]!)
                merged.expression.terms[Variable(variable)] = nil
                guard merged.expression.terms.count <= max(a.expression.terms.count, b.expression.terms.count) - 1 else { continue }
                define(variable, by: first)
                self.rewritten[second] = merged
                self.merged[second] = merged
                sources[second, default: []].formUnion([first] + (sources[first] ?? []))
                for other in a.expression.terms.keys { count[other.index] -= 1 }
                for other in b.expression.terms.keys { count[other.index] -= 1 }
                for other in merged.expression.terms.keys {
                    count[other.index] += 1
                    uses[other.index].append(second)
                }
                for (other, _) in a.expression.sortedTerms + b.expression.sortedTerms where other.index != variable {
                    stack.append(other.index)
                }
            }
        }
    }

    private mutating func define(_ variable: Int, by index: Int) {
        isPeeled[index] = true
        peeled.append((index, variable))
        definition[variable] = index
    }

    func isDefinition(_ index: Int) -> Bool { index < isPeeled.count && isPeeled[index] }

    /// A variable as a sum over variables that no definition sets (the ones the simplices solve),
    /// memoised: the positions of a chain share their prefixes.
    func expander() -> (Int) -> [Int: Double] {
        var expanded: [Int: [Int: Double]] = [:]
        func expansion(_ variable: Int) -> [Int: Double] {
            if let known = expanded[variable] { return known }
            guard let index = definition[variable] else { return [variable: 1] }
            let terms = rewritten[index]!.expression.terms
            let own = terms[Variable(variable)]!
            var result: [Int: Double] = [:]
            for (other, coefficient) in terms.sorted(by: { $0.key.index < $1.key.index }) where other.index != variable {
                for (leaf, weight) in expansion(other.index) {
                    let sum = (result[leaf] ?? 0) - coefficient / own * weight
                    result[leaf] = abs(sum) < 1e-12 ? nil : sum
                }
            }
            expanded[variable] = result
            return result
        }
        return expansion
    }

    /// Sets each defined variable from the others, last peeled first. A defined variable moves
    /// when exactly one term of its definition moves; with several moving terms they may cancel,
    /// so the definition is expanded down to solved variables and `isMovable` decides.
    func solve(values: inout [Double], movable: inout [Bool], expand: (Int) -> [Int: Double], isMovable: ([(Int, Double)]) -> Bool) {
        for (index, variable) in peeled.reversed() {
            let expression = rewritten[index]!.expression
            let own = expression.terms[Variable(variable)]!
            var rest = expression.constant
            var moving = 0
            for (other, coefficient) in expression.sortedTerms where other.index != variable {
                rest += coefficient * values[other.index]
                if movable[other.index] { moving += 1 }
            }
            values[variable] = -rest / own
            if moving < 2 {
                movable[variable] = moving == 1
            } else {
                movable[variable] = isMovable(expand(variable).sorted { $0.key < $1.key })
            }
        }
    }
}
