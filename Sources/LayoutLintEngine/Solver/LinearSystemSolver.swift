/// Solves a whole system: a weighted union-find presolve for required differences, then one
/// lexicographic simplex per connected component of what is left.
///
/// Order matters only for which constraint of a conflict is broken. The documented policy:
/// required differences (pins, fixed sizes, spacing) are placed first, in the order given; the
/// other constraints follow in the order given; the constraint whose addition fails is broken.
/// UIKit chooses by an undocumented policy and may break another member of the same set.
public struct LinearSystemSolver {
    public var variableCount: Int
    /// Results (conflicts, redundancies, tied constraints) name a constraint by its index here,
    /// whatever its `tag`: a caller that leaves some of a system's constraints out passes the rest
    /// with their old tags.
    public var constraints: [LinearConstraint]
    /// The budgets of one solve and of shrinking its conflicts (see `WorkBudget`).
    public var solveBudget = WorkBudget.solve
    public var conflictBudget = WorkBudget.minimalConflicts

    public init(variableCount: Int, constraints: [LinearConstraint]) {
        self.variableCount = variableCount
        self.constraints = constraints
    }

    /// `queries` ask whether an expression can move over the optimal solutions; `movementQueries`
    /// ask how far (each a pair of extra optimisations: for pictures, not for verdicts).
    ///
    /// `keepingTableaux`: the solution keeps its final tableaux (`LinearSolution.tableaux`), to
    /// answer more movability queries later without solving again.
    public func solve(queries: [LinearExpression] = [], movementQueries: [LinearExpression] = [],
                      keepingTableaux: Bool = false) -> LinearSolution {
        var presolve = DifferencePresolve(variableCount: variableCount)
        let meters = Meters(solve: WorkMeter(budget: solveBudget), conflicts: WorkScope.conflictMeter ?? WorkMeter(budget: conflictBudget))
        let conflictWorkBefore = meters.conflicts.spent
        var conflicts: [Conflict] = []
        var redundancies: [Redundancy] = []
        let others = absorbDifferences(into: &presolve, conflicts: &conflicts, redundancies: &redundancies, meter: meters.conflicts)
        let reduction = reduce(others, presolve: &presolve)
        let (components, constantOnly) = splitIntoComponents(reduction)
        checkConstantOnly(constantOnly, reduction, presolve: &presolve, conflicts: &conflicts, meter: meters.conflicts)

        var representatives = Representatives(count: variableCount)
        let tableaux = solveComponents(components, reduction, into: &representatives, presolve: &presolve, conflicts: &conflicts,
                                       meters: meters)
        let expand = reduction.definitions.expander()
        reduction.definitions.solve(values: &representatives.values, movable: &representatives.movable,
                                    expand: expand, isMovable: tableaux.isMovable)

        let (values, movable) = resolveClasses(representatives, presolve: &presolve)
        var solution = LinearSolution(values: values, movable: movable, conflicts: conflicts, tiedTags: tableaux.tiedTags.sorted())
        solution.redundancies = redundancies
        solution.isCutShort = meters.solve.isExhausted
        solution.operations = meters.solve.spent
        solution.movableQueries = queries.map { tableaux.isMovable(Self.leaves($0, presolve: &presolve, expand: expand)) }
        solution.movements = movementQueries.map { tableaux.movement(Self.leaves($0, presolve: &presolve, expand: expand)) }
        if keepingTableaux && !solution.isCutShort {
            solution.tableaux = SolvedTableaux(variableCount: variableCount, constraints: constraints, movable: movable,
                                               tiedTags: solution.tiedTags, conflictWork: meters.conflicts.spent - conflictWorkBefore,
                                               conflictMeterExhausted: meters.conflicts.isExhausted, tableaux: tableaux,
                                               presolve: presolve, expand: expand)
        }
        return solution
    }
}

/// A solve's final tableaux, kept so that movability queries asked later of the same system (the
/// first look of an ambiguity explanation) are answered without solving it again: the same
/// constraints solve to the same tableaux, so the answers are the ones a new solve would give.
/// Each query works on its own copy of the presolve; the expansion closure memoises, so one is
/// used by one thread at a time, as every layout of a document is (`@unchecked Sendable`).
public final class SolvedTableaux: @unchecked Sendable {
    /// The system solved, to check that a later question is about the same one.
    let variableCount: Int
    let constraints: [LinearConstraint]
    let movable: [Bool]
    let tiedTags: [Int]
    /// What the solve spent of the conflict meter it was given, and whether that meter was past
    /// its budget at the end: a reuse must be able to spend the same without running out, else a
    /// new solve could have decided differently (see `WorkMeter`).
    let conflictWork: Int
    let conflictMeterExhausted: Bool
    fileprivate let tableaux: ComponentTableaux
    fileprivate let presolve: DifferencePresolve
    fileprivate let expand: (Int) -> [Int: Double]

    fileprivate init(variableCount: Int, constraints: [LinearConstraint], movable: [Bool], tiedTags: [Int], conflictWork: Int,
                     conflictMeterExhausted: Bool, tableaux: ComponentTableaux, presolve: DifferencePresolve,
                     expand: @escaping (Int) -> [Int: Double]) {
        self.variableCount = variableCount
        self.constraints = constraints
        self.movable = movable
        self.tiedTags = tiedTags
        self.conflictWork = conflictWork
        self.conflictMeterExhausted = conflictMeterExhausted
        self.tableaux = tableaux
        self.presolve = presolve
        self.expand = expand
    }

    /// For each query: whether it takes more than one value over the optimal solutions.
    func movableQueries(_ queries: [LinearExpression]) -> [Bool] {
        var presolve = self.presolve
        return queries.map { tableaux.isMovable(LinearSystemSolver.leaves($0, presolve: &presolve, expand: expand)) }
    }
}

/// One solve's budgets: adding constraints to the simplices, and shrinking conflicts to minimal sets.
private struct Meters {
    var solve: WorkMeter
    var conflicts: WorkMeter
}

/// The constraints the presolve could not absorb, over class representatives, less the peeled
/// definitions.
private struct Reduction {
    /// Tags still to solve, in the order given.
    var remaining: [Int]
    /// Tag → its constraint over representatives, with any definitions merged into it.
    var rewritten: [Int: LinearConstraint]
    var definitions: DefinitionPeeling
}

/// Per representative: its value and whether it moves. One that no component mentions is
/// constrained by nothing left: free, at 0.
private struct Representatives {
    var values: [Double]
    var movable: [Bool]

    init(count: Int) {
        values = [Double](repeating: 0, count: count)
        movable = [Bool](repeating: true, count: count)
    }
}

/// The simplex of each component and where each representative went in them.
private struct ComponentTableaux {
    var simplices: [Simplex] = []
    var placement: [Int: (component: Int, variable: Variable)] = [:]
    var tiedTags: [Int] = []

    /// Parts in different components cannot cancel, so a sum moves iff one part does; a
    /// representative in no component is constrained by nothing left, so it is free.
    func isMovable(_ terms: [(Int, Double)]) -> Bool {
        guard let parts = parts(of: terms) else { return true }
        return parts.contains { simplices[$0.component].isMovable($0.terms) }
    }

    /// Parts in different components move independently, so their movements add up; a
    /// representative in no component is free both ways.
    func movement(_ terms: [(Int, Double)]) -> Movement {
        guard let parts = parts(of: terms) else { return Movement(down: nil, up: nil) }
        var total = Movement(down: 0, up: 0)
        for (component, part) in parts {
            let movement = simplices[component].movement(of: part)
            total.down = total.down.flatMap { sum in movement.down.map { sum + $0 } }
            total.up = total.up.flatMap { sum in movement.up.map { sum + $0 } }
        }
        return total
    }

    /// A sum over representatives split by component, components in order, each part over that
    /// simplex's variables; nil when a representative is in no component.
    private func parts(of terms: [(Int, Double)]) -> [(component: Int, terms: [(Variable, Double)])]? {
        var parts: [Int: [(Variable, Double)]] = [:]
        for (variable, coefficient) in terms {
            guard let place = placement[variable] else { return nil }
            parts[place.component, default: []].append((place.variable, coefficient))
        }
        return parts.sorted { $0.key < $1.key }.map { (component: $0.key, terms: $0.value) }
    }
}

// MARK: - The steps of solve

extension LinearSystemSolver {
    /// Required differences go first: the union-find takes each in near-constant time, and one
    /// that contradicts those before it comes with its cycle, a ready explanation.
    private func absorbDifferences(into presolve: inout DifferencePresolve, conflicts: inout [Conflict],
                                   redundancies: inout [Redundancy], meter: WorkMeter) -> [Int] {
        var others: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            switch presolve.absorb(constraint, index: index) {
            case .absorbed: break
            case .redundant:
                redundancies.append(Redundancy(tag: index, impliedBy: presolve.cycle(closedBy: constraint, index: index)))
            case .notADifference: others.append(index)
            case .inconsistent:
                let candidates = presolve.cycle(closedBy: constraint, index: index) + [index]
                conflicts.append(Conflict(minimalConflict(candidates, meter: meter), broken: index))
            }
        }
        return others
    }

    /// Over representatives the absorbed differences vanish from the rest; equalities that only
    /// define a variable used nowhere else can never be violated, so the simplex need not see them.
    private func reduce(_ others: [Int], presolve: inout DifferencePresolve) -> Reduction {
        var rewritten: [Int: LinearConstraint] = [:]
        for index in others { rewritten[index] = presolve.rewrite(constraints[index]) }
        let definitions = DefinitionPeeling(others, rewritten, variableCount: variableCount)
        let remaining = others.filter { !definitions.isDefinition($0) }
        for (index, constraint) in definitions.merged { rewritten[index] = constraint }
        return Reduction(remaining: remaining, rewritten: rewritten, definitions: definitions)
    }

    /// Constraints that share no variable cannot affect each other, so each connected component
    /// gets its own, smaller simplex. A constraint the presolve reduced to a constant is in none.
    /// Components go in the order of their first constraint, not the dictionary's (which changes
    /// from run to run).
    private func splitIntoComponents(_ reduction: Reduction) -> (components: [[Int]], constantOnly: [Int]) {
        var sets = ComponentSets(count: variableCount)
        for index in reduction.remaining {
            let constraint = reduction.rewritten[index]!
            let variables = constraint.expression.terms.keys.map(\.index)
            for variable in variables.dropFirst() { sets.union(variables[0], variable) }
        }
        var groups: [Int: [Int]] = [:]
        var constantOnly: [Int] = []
        for index in reduction.remaining {
            if let first = reduction.rewritten[index]!.expression.terms.keys.first {
                groups[sets.find(first.index), default: []].append(index)
            } else {
                constantOnly.append(index)
            }
        }
        return (groups.sorted(by: { $0.value[0] < $1.value[0] }).map(\.value), constantOnly)
    }

    /// The presolve fixed every variable of these, so a required one that fails conflicts with
    /// the differences that fixed them; no simplex would notice.
    private func checkConstantOnly(_ constantOnly: [Int], _ reduction: Reduction, presolve: inout DifferencePresolve,
                                   conflicts: inout [Conflict], meter: WorkMeter) {
        for index in constantOnly where constraints[index].isRequired {
            let constraint = reduction.rewritten[index]!
            if constraint.violation({ _ in 0 }) > 1e-6 {
                let supporting = presolve.supportingDifferences(of: constraints[index])
                let candidates = withSources(supporting + [index], reduction, presolve: &presolve)
                conflicts.append(Conflict(minimalConflict(candidates, meter: meter), broken: index))
            }
        }
    }

    /// One simplex per component, constraints in the order given; a required constraint that
    /// cannot be added is kept at priority 1100 (as UIKit does) so the rest still solves. Past the
    /// solve's budget, the constraints not yet added are left out.
    private func solveComponents(_ components: [[Int]], _ reduction: Reduction, into representatives: inout Representatives,
                                 presolve: inout DifferencePresolve, conflicts: inout [Conflict], meters: Meters) -> ComponentTableaux {
        var tableaux = ComponentTableaux()
        for members in components {
            var simplex = Simplex()
            var local = TableauVariables()
            for index in members where !meters.solve.isExhausted {
                let before = simplex.operations
                var constraint = local.renumber(reduction.rewritten[index]!, in: &simplex)
                // The simplex names the rows a conflict involves by their tags.
                constraint.tag = index
                if case .unsatisfiable(let involved) = simplex.add(constraint) {
                    conflicts.append(conflict(brokenBy: index, involved: involved, in: members, reduction, presolve: &presolve,
                                              meter: meters.conflicts))
                    constraint.priority = 1100
                    _ = simplex.add(constraint)
                }
                meters.solve.spend(simplex.operations - before + 1)
            }
            for (original, variable) in local.byOriginal {
                tableaux.placement[original] = (tableaux.simplices.count, variable)
                representatives.values[original] = simplex.value(of: variable)
                representatives.movable[original] = simplex.isMovable(variable)
            }
            tableaux.tiedTags.append(contentsOf: simplex.tiedErrorTags())
            tableaux.simplices.append(simplex)
        }
        return tableaux
    }

    /// The simplex names what the failing row depended on, over representatives; the differences
    /// and definitions folded into those belong to the conflict too. The wider search (the
    /// component's required constraints, all absorbed differences and definitions) is for when
    /// these alone turn out feasible.
    private func conflict(brokenBy index: Int, involved: [Int], in members: [Int], _ reduction: Reduction,
                          presolve: inout DifferencePresolve, meter: WorkMeter) -> Conflict {
        var candidates = Set(involved.filter { constraints[$0].isRequired })
        for tag in Array(candidates) + [index] {
            candidates.formUnion(presolve.supportingDifferences(of: constraints[tag]))
        }
        candidates.insert(index)
        candidates.formUnion(withSources(candidates.sorted(), reduction, presolve: &presolve))
        let found = minimalConflict(candidates.sorted(), meter: meter, wider: {
            members.filter { constraints[$0].isRequired } + presolve.absorbed + reduction.definitions.peeled.map(\.index)
        })
        return Conflict(found, broken: index)
    }

    /// A constraint that absorbed definitions stands for them too in a conflict.
    private func withSources(_ tags: [Int], _ reduction: Reduction, presolve: inout DifferencePresolve) -> [Int] {
        var result = Set(tags)
        for tag in tags {
            for source in reduction.definitions.sources[tag] ?? [] {
                result.insert(source)
                result.formUnion(presolve.supportingDifferences(of: constraints[source]))
            }
        }
        return result.sorted()
    }

    /// The simplices solved representatives only; every variable is its representative plus an
    /// offset, and one the presolve tied to a constant cannot move.
    private func resolveClasses(_ representatives: Representatives,
                                presolve: inout DifferencePresolve) -> (values: [Double], movable: [Bool]) {
        var values = [Double](repeating: 0, count: variableCount)
        var movable = [Bool](repeating: false, count: variableCount)
        for variable in 0..<variableCount {
            let (root, offset) = presolve.resolve(variable)
            if root == DifferencePresolve.zero {
                values[variable] = offset
            } else {
                values[variable] = representatives.values[root] + offset
                movable[variable] = representatives.movable[root]
            }
        }
        return (values, movable)
    }

    /// A query over representatives, then over the variables the simplices solved: only there can
    /// the parts of a sum be seen to cancel.
    fileprivate static func leaves(_ query: LinearExpression, presolve: inout DifferencePresolve, expand: (Int) -> [Int: Double]) -> [(Int, Double)] {
        var leaves: [Int: Double] = [:]
        for (variable, coefficient) in presolve.rewrite(LinearConstraint(query, .equal, tag: -1)).expression.sortedTerms {
            for (leaf, weight) in expand(variable.index) {
                let sum = (leaves[leaf] ?? 0) + coefficient * weight
                leaves[leaf] = abs(sum) < 1e-12 ? nil : sum
            }
        }
        return leaves.sorted { $0.key < $1.key }
    }
}
