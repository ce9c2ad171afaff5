/// A set of required constraints that cannot all hold, and the one given up to carry on.
public struct Conflict: Hashable, Sendable {
    /// Irreducible: drop any one and the rest can hold. Tags, ascending.
    public var tags: [Int]
    /// The constraint kept as an error term at priority 1100 (as UIKit does) so solving continues.
    public var broken: Int
}

/// A required difference constraint that others already imply (they form a consistent cycle).
public struct Redundancy: Hashable, Sendable {
    public var tag: Int
    /// The absorbed differences that imply it, in the order of the path between its two ends.
    public var impliedBy: [Int]
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
    /// Required differences implied by earlier ones (only this kind is detected: it comes free
    /// with the presolve).
    public var redundancies: [Redundancy] = []

    public func value(_ variable: Variable) -> Double { values[variable.index] }
}

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

/// A fresh tableau numbers its own variables: this maps the system's variables to them, creating
/// each on first use (in the order of the sorted terms, so numbering is deterministic).
struct TableauVariables {
    private(set) var byOriginal: [Int: Variable] = [:]

    mutating func renumber(_ constraint: LinearConstraint, in simplex: inout Simplex) -> LinearConstraint {
        var renumbered = constraint
        var terms: [Variable: Double] = [:]
        for (variable, coefficient) in constraint.expression.sortedTerms {
            if byOriginal[variable.index] == nil { byOriginal[variable.index] = simplex.newVariable() }
            terms[byOriginal[variable.index]!] = coefficient
        }
        renumbered.expression.terms = terms
        return renumbered
    }
}

/// Union-find over variables for required constraints of the form `u − v = c` and `u = c`:
/// each variable is its class root plus an offset; a special root stands for the constant 0.
struct DifferencePresolve {
    static let zero = -1

    enum Outcome { case absorbed, redundant, inconsistent, notADifference }

    private var parent: [Int]
    private var offset: [Double]
    private var rank: [Int]
    /// The spanning forest of absorbed constraints, for explanations: node → (neighbour, tag).
    private var forest: [Int: [(Int, Int)]] = [:]
    /// Every absorbed constraint, in order.
    private(set) var absorbed: [Int] = []
    private var expressions: [Int: LinearExpression] = [:]
    private let zeroNode: Int

    init(variableCount: Int) {
        zeroNode = variableCount
        parent = Array(0...variableCount)
        offset = [Double](repeating: 0, count: variableCount + 1)
        rank = [Int](repeating: 0, count: variableCount + 1)
    }

    /// `(root, offset)` with `value(variable) = value(root) + offset`; root `zero` is the constant 0.
    mutating func resolve(_ variable: Int) -> (Int, Double) {
        let (root, value) = find(variable)
        return (root == zeroNode ? DifferencePresolve.zero : root, value)
    }

    private mutating func find(_ node: Int) -> (Int, Double) {
        var path: [Int] = []
        var current = node
        while parent[current] != current {
            path.append(current)
            current = parent[current]
        }
        // Path compression: accumulate offsets from the top of the path down.
        var accumulated = 0.0
        for element in path.reversed() {
            accumulated += offset[element]
            offset[element] = accumulated
            parent[element] = current
        }
        return (current, node == current ? 0 : offset[node])
    }

    /// The difference form of a required equality: `u − v = c` (v may be the zero node).
    private func differenceForm(_ constraint: LinearConstraint) -> (u: Int, v: Int, c: Double)? {
        guard constraint.isRequired, constraint.relation == .equal, constraint.expression.terms.count <= 2 else { return nil }
        // Index order without sorting a dictionary (this runs once per constraint).
        var terms = constraint.expression.terms.map { (variable: $0.key, coefficient: $0.value) }
        if terms.count == 2, terms[1].variable < terms[0].variable { terms.swapAt(0, 1) }
        let constant = constraint.expression.constant
        if terms.count == 1 {
            let (variable, coefficient) = terms[0]
            return (variable.index, zeroNode, -constant / coefficient)
        }
        if terms.count == 2, abs(terms[0].coefficient + terms[1].coefficient) < 1e-12 {
            let coefficient = terms[0].coefficient
            return (terms[0].variable.index, terms[1].variable.index, -constant / coefficient)
        }
        return nil
    }

    mutating func absorb(_ constraint: LinearConstraint, index: Int) -> Outcome {
        guard let (u, v, c) = differenceForm(constraint) else { return .notADifference }
        expressions[index] = constraint.expression
        let (rootU, offsetU) = find(u)
        let (rootV, offsetV) = find(v)
        if rootU == rootV {
            return abs(offsetU - offsetV - c) <= 1e-6 * max(1, abs(c)) ? .redundant : .inconsistent
        }
        // value(u) = value(rootU) + offsetU; value(u) − value(v) = c.
        // So value(rootU) = value(rootV) + offsetV + c − offsetU.
        var (child, root, delta) = (rootU, rootV, offsetV + c - offsetU)
        if child == zeroNode || (root != zeroNode && rank[child] > rank[root]) {
            (child, root, delta) = (root, child, -delta)
        }
        parent[child] = root
        offset[child] = delta
        if rank[child] == rank[root] { rank[root] += 1 }
        forest[u, default: []].append((v, index))
        forest[v, default: []].append((u, index))
        absorbed.append(index)
        return .absorbed
    }

    /// Rewrites a constraint over class roots (constants fold into the expression's constant).
    mutating func rewrite(_ constraint: LinearConstraint) -> LinearConstraint {
        var result = constraint
        var expression = LinearExpression(constant: constraint.expression.constant)
        expression.terms.reserveCapacity(constraint.expression.terms.count)
        // Index order (for the same rounding on every run); sorting only when there are over two.
        var terms = constraint.expression.terms.map { (variable: $0.key, coefficient: $0.value) }
        if terms.count == 2 {
            if terms[1].variable < terms[0].variable { terms.swapAt(0, 1) }
        } else if terms.count > 2 {
            terms.sort { $0.variable < $1.variable }
        }
        for (variable, coefficient) in terms {
            let (root, value) = resolve(variable.index)
            expression.constant += coefficient * value
            if root != DifferencePresolve.zero {
                let sum = (expression.terms[Variable(root)] ?? 0) + coefficient
                expression.terms[Variable(root)] = abs(sum) < 1e-12 ? nil : sum
            }
        }
        result.expression = expression
        return result
    }

    /// The absorbed constraints on the forest path between the two sides of an inconsistent difference.
    func cycle(closedBy constraint: LinearConstraint, index: Int) -> [Int] {
        guard let (u, v, _) = differenceForm(constraint) else { return [] }
        return path(from: u, to: v) ?? []
    }

    /// The absorbed constraints that tie each variable of `constraint` to its class root.
    mutating func supportingDifferences(of constraint: LinearConstraint) -> [Int] {
        var result = Set<Int>()
        for variable in constraint.expression.terms.keys {
            let (root, _) = find(variable.index)
            if root == variable.index { continue }
            result.formUnion(path(from: variable.index, to: root) ?? [])
        }
        return result.sorted()
    }

    /// Breadth-first search in the spanning forest; the path is unique in a forest.
    private func path(from start: Int, to goal: Int) -> [Int]? {
        if start == goal { return [] }
        var previous: [Int: (Int, Int)] = [start: (start, -1)]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for (next, tag) in forest[node] ?? [] where previous[next] == nil {
                previous[next] = (node, tag)
                if next == goal {
                    var tags: [Int] = []
                    var current = goal
                    while current != start {
                        let (back, tag) = previous[current]!
                        tags.append(tag)
                        current = back
                    }
                    return tags
                }
                queue.append(next)
            }
        }
        return nil
    }
}

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
        var count = uses.map(\.count)
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

/// Plain union-find for splitting the remaining constraints into independent components.
struct ComponentSets {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ node: Int) -> Int {
        var root = node
        while parent[root] != root { root = parent[root] }
        var current = node
        while parent[current] != root {
            let next = parent[current]
            parent[current] = root
            current = next
        }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let rootA = find(a), rootB = find(b)
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
