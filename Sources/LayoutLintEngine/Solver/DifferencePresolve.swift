/// Absorbs required constraints of the form `u − v = c` and `u = c` into a weighted union-find
/// over variables: each variable is its class root plus an offset; a special root stands for the
/// constant 0.
struct DifferencePresolve {
    static let zero = -1

    enum Outcome { case absorbed, redundant, inconsistent, notADifference }

    private var classes: WeightedUnionFind
    /// The spanning forest of absorbed constraints, for explanations: node → (neighbour, tag).
    private var forest: [Int: [(Int, Int)]] = [:]
    /// Every absorbed constraint, in order.
    private(set) var absorbed: [Int] = []
    private var expressions: [Int: LinearExpression] = [:]
    private let zeroNode: Int

    init(variableCount: Int) {
        zeroNode = variableCount
        classes = WeightedUnionFind(count: variableCount + 1)
    }

    /// `(root, offset)` with `value(variable) = value(root) + offset`; root `zero` is the constant 0.
    mutating func resolve(_ variable: Int) -> (Int, Double) {
        let (root, value) = classes.find(variable)
        return (root == zeroNode ? DifferencePresolve.zero : root, value)
    }

    /// The difference form of a required equality: `u − v = c` (v may be the zero node).
    private func differenceForm(_ constraint: LinearConstraint) -> (u: Int, v: Int, c: Double)? {
        guard constraint.isRequired, constraint.relation == .equal, constraint.expression.terms.count <= 2 else { return nil }
        let terms = constraint.expression.terms  // in index order
        let constant = constraint.expression.constant
        if terms.count == 1 {
            let (variable, coefficient) = terms[0]
            return (variable.index, zeroNode, -constant / coefficient)
        }
        if terms.count == 2, abs(terms[0].value + terms[1].value) < 1e-12 {
            let coefficient = terms[0].value
            return (terms[0].key.index, terms[1].key.index, -constant / coefficient)
        }
        return nil
    }

    mutating func absorb(_ constraint: LinearConstraint, index: Int) -> Outcome {
        guard let (u, v, c) = differenceForm(constraint) else { return .notADifference }
        expressions[index] = constraint.expression
        let (rootU, offsetU) = classes.find(u)
        let (rootV, offsetV) = classes.find(v)
        if rootU == rootV {
            return abs(offsetU - offsetV - c) <= 1e-6 * max(1, abs(c)) ? .redundant : .inconsistent
        }
        // value(u) = value(rootU) + offsetU; value(u) − value(v) = c.
        // So value(rootU) = value(rootV) + offsetV + c − offsetU.
        classes.union(rootU, rootV, delta: offsetV + c - offsetU, pinned: zeroNode)
        forest[u, default: []].append((v, index))
        forest[v, default: []].append((u, index))
        absorbed.append(index)
        return .absorbed
    }

    /// Rewrites a constraint over class roots (constants fold into the expression's constant).
    mutating func rewrite(_ constraint: LinearConstraint) -> LinearConstraint {
        var result = constraint
        var expression = LinearExpression(terms: LinearTerms(minimumCapacity: constraint.expression.terms.count),
                                          constant: constraint.expression.constant)
        // Index order (the terms' own), for the same rounding on every run.
        for (variable, coefficient) in constraint.expression.terms {
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
            let (root, _) = classes.find(variable.index)
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
