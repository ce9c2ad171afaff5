/// Solves a whole system: a weighted union-find presolve for required differences, then one
/// lexicographic simplex per connected component of what is left.
///
/// Order matters only for which constraint of a conflict is broken. The documented policy:
/// required differences (pins, fixed sizes, spacing) are placed first, in the order given; the
/// other constraints follow in the order given; the constraint whose addition fails is broken.
/// UIKit chooses by an undocumented policy and may break another member of the same set.
public struct LinearSystemSolver {
    public var variableCount: Int
    public var constraints: [LinearConstraint]

    public init(variableCount: Int, constraints: [LinearConstraint]) {
        self.variableCount = variableCount
        self.constraints = constraints
    }

    public func solve(queries: [LinearExpression] = []) -> LinearSolution {
        var presolve = DifferencePresolve(variableCount: variableCount)
        var conflicts: [Conflict] = []
        var redundancies: [Redundancy] = []
        var remaining: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            switch presolve.absorb(constraint, index: index) {
            case .absorbed: break
            case .redundant:
                redundancies.append(Redundancy(tag: index, impliedBy: presolve.cycle(closedBy: constraint, index: index)))
            case .notADifference: remaining.append(index)
            case .inconsistent:
                let candidates = presolve.cycle(closedBy: constraint, index: index) + [index]
                conflicts.append(Conflict(tags: minimalConflict(candidates), broken: index))
            }
        }

        // Rewrite the rest over representatives, set aside the equalities that only define a
        // variable used nowhere else, and split what is left into independent components.
        var rewritten: [Int: LinearConstraint] = [:]
        for index in remaining { rewritten[index] = presolve.rewrite(constraints[index]) }
        let definitions = DefinitionPeeling(remaining, rewritten, variableCount: variableCount)
        remaining = remaining.filter { !definitions.isDefinition($0) }
        for (index, constraint) in definitions.merged { rewritten[index] = constraint }
        // A constraint that absorbed definitions stands for them too in a conflict.
        func withSources(_ tags: [Int]) -> [Int] {
            var result = Set(tags)
            for tag in tags {
                for source in definitions.sources[tag] ?? [] {
                    result.insert(source)
                    result.formUnion(presolve.supportingDifferences(of: constraints[source]))
                }
            }
            return result.sorted()
        }
        var components = ComponentSets(count: variableCount)
        for index in remaining {
            let constraint = rewritten[index]!
            let variables = constraint.expression.terms.keys.map(\.index)
            for variable in variables.dropFirst() { components.union(variables[0], variable) }
        }
        var groups: [Int: [Int]] = [:]
        var constantOnly: [Int] = []
        for index in remaining {
            if let first = rewritten[index]!.expression.terms.keys.first {
                groups[components.find(first.index), default: []].append(index)
            } else {
                constantOnly.append(index)
            }
        }
        for index in constantOnly where constraints[index].isRequired {
            let constraint = rewritten[index]!
            if constraint.violation({ _ in 0 }) > 1e-6 {
                let candidates = withSources(presolve.supportingDifferences(of: constraints[index]) + [index])
                conflicts.append(Conflict(tags: minimalConflict(candidates), broken: index))
            }
        }

        var representativeValues = [Double](repeating: 0, count: variableCount)
        var representativeMovable = [Bool](repeating: true, count: variableCount)
        var tied: [Int] = []
        var simplices: [Simplex] = []
        var placement: [Int: (component: Int, variable: Variable)] = [:]
        for (_, members) in groups.sorted(by: { $0.value[0] < $1.value[0] }) {
            var simplex = Simplex()
            var local = TableauVariables()
            for index in members {
                var constraint = local.renumber(rewritten[index]!, in: &simplex)
                if case .unsatisfiable(let involved) = simplex.add(constraint) {
                    var candidates = Set(involved.filter { constraints[$0].isRequired })
                    for tag in Array(candidates) + [index] {
                        candidates.formUnion(presolve.supportingDifferences(of: constraints[tag]))
                    }
                    candidates.insert(index)
                    candidates.formUnion(withSources(candidates.sorted()))
                    let wider = { members.filter { constraints[$0].isRequired } + presolve.absorbed + definitions.peeled.map(\.index) }
                    conflicts.append(Conflict(tags: minimalConflict(candidates.sorted(), wider: wider), broken: index))
                    constraint.priority = 1100
                    _ = simplex.add(constraint)
                }
            }
            for (original, variable) in local.byOriginal {
                placement[original] = (simplices.count, variable)
                representativeValues[original] = simplex.value(of: variable)
                representativeMovable[original] = simplex.isMovable(variable)
            }
            tied.append(contentsOf: simplex.tiedErrorTags())
            simplices.append(simplex)
        }
        // Parts in different components cannot cancel, so a sum moves iff one part does; a
        // representative in no component is constrained by nothing left, so it is free.
        func isMovable(_ terms: [(Int, Double)]) -> Bool {
            var parts: [Int: [(Variable, Double)]] = [:]
            for (variable, coefficient) in terms {
                guard let place = placement[variable] else { return true }
                parts[place.component, default: []].append((place.variable, coefficient))
            }
            return parts.sorted { $0.key < $1.key }.contains { simplices[$0.key].isMovable($0.value) }
        }
        let expand = definitions.expander()
        definitions.solve(values: &representativeValues, movable: &representativeMovable, expand: expand, isMovable: isMovable)

        var values = [Double](repeating: 0, count: variableCount)
        var movable = [Bool](repeating: false, count: variableCount)
        for variable in 0..<variableCount {
            let (root, offset) = presolve.resolve(variable)
            if root == DifferencePresolve.zero {
                values[variable] = offset
            } else {
                values[variable] = representativeValues[root] + offset
                movable[variable] = representativeMovable[root]
            }
        }
        var solution = LinearSolution(values: values, movable: movable, conflicts: conflicts, tiedTags: tied.sorted())
        solution.redundancies = redundancies
        solution.movableQueries = queries.map { query in
            // Over representatives, then over the variables the simplices solved.
            var leaves: [Int: Double] = [:]
            for (variable, coefficient) in presolve.rewrite(LinearConstraint(query, .equal, tag: -1)).expression.sortedTerms {
                for (leaf, weight) in expand(variable.index) {
                    let sum = (leaves[leaf] ?? 0) + coefficient * weight
                    leaves[leaf] = abs(sum) < 1e-12 ? nil : sum
                }
            }
            return isMovable(leaves.sorted { $0.key < $1.key })
        }
        return solution
    }
}
