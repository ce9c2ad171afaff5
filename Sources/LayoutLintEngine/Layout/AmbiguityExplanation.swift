import LayoutLintModel

/// What can be ambiguous: an item's frame, or the content area of a scroll view (its scrollable
/// content size, which is not a frame and has no item of its own in older files).
public enum AmbiguitySubject: Hashable, Sendable, CustomStringConvertible {
    case item(ObjectID)
    case scrollContent(ObjectID)

    /// The item, or the scroll view whose content area it is.
    public var id: ObjectID {
        switch self {
        case .item(let id), .scrollContent(let id): return id
        }
    }

    public var description: String {
        switch self {
        case .item(let id): return id
        case .scrollContent(let id): return "content(\(id))"
        }
    }
}

/// One subject on one axis: the unit ambiguity is explained in (Interface Builder reports the two
/// axes of a view separately, and an item can be pinned on one axis and free on the other).
public struct AmbiguityKey: Hashable, Sendable, CustomStringConvertible {
    public var subject: AmbiguitySubject
    public var axis: Axis

    public init(_ subject: AmbiguitySubject, _ axis: Axis) {
        self.subject = subject
        self.axis = axis
    }

    public var description: String { "\(subject)/\(axis.rawValue)" }
}

/// Which of an axis' two quantities can move, and whether they move independently.
public struct AxisFreedom: Hashable, Sendable {
    public var position: Bool
    public var size: Bool
    /// Both move but with one degree of freedom between them: one more constraint on either fixes
    /// both (Interface Builder's "X position or width").
    public var linked: Bool

    public init(position: Bool, size: Bool, linked: Bool) {
        self.position = position
        self.size = size
        self.linked = linked
    }
}

/// Why a root cause is ambiguous.
public enum AmbiguityCause: Hashable, Sendable {
    /// Nothing decides the quantity: constraints are missing.
    case missingConstraints
    /// Optional constraints of one priority level whose errors trade off at no cost decide it;
    /// giving them different priorities would determine it. The tied constraints near the subject.
    case tie([ConstraintOrigin])
}

/// An ambiguity that does not follow from another one, and what follows from it.
public struct AmbiguityRoot: Hashable, Sendable {
    public var key: AmbiguityKey
    public var freedom: AxisFreedom
    public var cause: AmbiguityCause
    /// The other ambiguous (subject, axis) pairs that fixing this root (alone, or together with the
    /// other roots listed for them) would determine, in scene order.
    public var dependants: [AmbiguityKey]
}

/// The ambiguity of a scene, reduced to its root causes.
public struct AmbiguityExplanation: Sendable {
    /// In scene order (an item before its subviews; a scroll view's content right after it).
    public var roots: [AmbiguityRoot]
    /// Every ambiguous pair that is not a root, with the roots (indices into `roots`) it follows from.
    public var dependencies: [AmbiguityKey: [Int]]
    /// The analysis ran out of its work budget (`WorkBudget.ambiguityExplanation`): candidates not
    /// yet decided are listed as roots, though some may follow from others.
    public var isCutShort = false

    public func root(of key: AmbiguityKey) -> AmbiguityRoot? { roots.first { $0.key == key } }
}

extension SceneLayout {
    /// Root causes of the scene's ambiguity (see `AmbiguityAnalysis` for the method).
    ///
    /// `assumingDetermined`: quantities to treat as determined, as if constraints fixed them at their
    /// solved values (Interface Builder's `verifyAmbiguity`: a view whose size the user says is
    /// decided at run time). What only followed from them is then determined too.
    public func explainAmbiguity(assumingDetermined: [ObjectID: Set<LayoutQuantity>] = [:]) -> AmbiguityExplanation {
        let hasAmbiguity = ambiguous.values.contains { !$0.isEmpty } || ambiguousContentSize.values.contains { !$0.isEmpty }
        guard hasAmbiguity else { return AmbiguityExplanation(roots: [], dependencies: [:]) }
        var analysis = AmbiguityAnalysis(system: system, assumptions: assumingDetermined, solvedValues: values, solvedTableaux: tableaux)
        return analysis.run()
    }
}

/// Root causes by fixing and re-solving.
///
/// Fixing a subject means adding required constraints that hold its quantities on one axis at the
/// values of the optimal solution found. That solution stays attainable, so the optimum of every
/// priority level is unchanged and the new optimal face is the old one cut by the fix: a pair that
/// is determined afterwards takes, over the old optimal face, a value that is a function of the fixed
/// subject's. Its ambiguity follows from the subject's; nothing of its own is missing.
///
/// The roots are chosen greedily, like a basis: candidates are taken in order (see `ordered`: outer
/// items first, which is how people read "the label is ambiguous because its container is", then,
/// among views at one depth, a view with only its size free before the others, then document
/// order), and a candidate is a root when fixing the roots chosen before it does not
/// determine it. So the roots
/// determine every ambiguous pair together and none of them follows from the others before it.
/// Which basis comes out depends on the order (a view and its only sibling pinned to it determine
/// each other; the earlier one is the root): deterministic, and any basis is a correct answer.
/// Dependants are then attributed to the single root that determines them, or, when only a
/// combination does (a view spanning the gap between two ambiguous views), to the smallest such
/// combination.
struct AmbiguityAnalysis {
    let system: SceneSystem
    let assumptions: [ObjectID: Set<LayoutQuantity>]
    private var constraints: [LinearConstraint]
    private var values: [Double] = []
    private var tiedTags: [Int] = []
    /// The constraints over the variables the base solution leaves movable, every determined one
    /// replaced by its value; nil until the base solve. Fixing quantities at their solved values
    /// only cuts the optimal face (see above), so a determined variable keeps its value in every
    /// later solve at the same priorities, and what it linked falls apart into small systems.
    private var reduced: [LinearConstraint]?
    private var determined: [Bool] = []
    /// The re-solves' budget; the first solve (what is ambiguous at all) is not counted.
    private let meter = WorkMeter(budget: WorkBudget.ambiguityExplanation)

    /// Solves the deletion filter may spend on a scene: a scene ambiguous nearly everywhere (hundreds
    /// of roots) would otherwise take seconds; past it, a joint dependant is listed under every root
    /// it waited for.
    static let attributionBudget = 200

    struct Candidate {
        var key: AmbiguityKey
        var position: LinearExpression?
        var size: LinearExpression
        /// Position and size movable (before any fix).
        var positionMovable: Bool
        var sizeMovable: Bool
        /// The variables on the axis, to find the tied constraints that touch the subject.
        var variables: [Variable]
        /// Position in scene order (items, each followed by its content area; horizontal first).
        var sceneOrder: Int
    }

    /// `solvedValues`: the scene's solution, when already known (the same system solves to the
    /// same values); it spares a solve when assumptions change the system anyway.
    /// `solvedTableaux`: that solve's final tableaux, when kept; the first look takes what they
    /// determined and solves only the rest (`solutionFromScene`) instead of the whole system.
    init(system: SceneSystem, assumptions: [ObjectID: Set<LayoutQuantity>], solvedValues: [Double] = [],
         solvedTableaux: SolvedTableaux? = nil) {
        self.system = system
        self.assumptions = assumptions
        constraints = system.constraints.map(\.linear)
        if solvedValues.count == system.variableCount { values = solvedValues }
        self.solvedTableaux = solvedTableaux
    }

    private let solvedTableaux: SolvedTableaux?

    /// The scene's own solve (values, what it left movable, ties), when `constraints` are the
    /// system it solved: the same constraints solve to the same tableaux, values, ties and answers.
    /// The conflict meter is charged what that solve spent, as a new solve would charge it; when the
    /// meter could not afford that (or was past its budget then), a new solve could decide
    /// differently: nil, and the system is solved again.
    private func sceneSolution(of constraints: [LinearConstraint]) -> LinearSolution? {
        guard let solved = solvedTableaux, values.count == system.variableCount, solved.variableCount == system.variableCount,
              !solved.conflictMeterExhausted, solved.constraints == constraints else { return nil }
        let meter = WorkScope.conflictMeter ?? WorkMeter(budget: WorkBudget.minimalConflicts)
        guard meter.spent + solved.conflictWork <= meter.budget else { return nil }
        meter.spend(solved.conflictWork)
        return LinearSolution(values: values, movable: solved.movable, conflicts: [], tiedTags: solved.tiedTags)
    }

    private func expression(_ quantity: LayoutQuantity, _ edges: EdgeVariables) -> LinearExpression {
        switch quantity {
        case .minX: return LinearExpression(edges.left)
        case .width: return edges.size(.horizontal)
        case .minY: return LinearExpression(edges.top)
        case .height: return edges.size(.vertical)
        }
    }

    private func value(_ expression: LinearExpression) -> Double {
        expression.value { values[$0.index] }
    }

    /// A required constraint holding `expression` at its solved value.
    private func fix(_ expression: LinearExpression, tag: Int) -> LinearConstraint {
        LinearConstraint(expression + -value(expression), .equal, priority: 1000, tag: tag)
    }

    private func fixes(of candidate: Candidate, fixingSize: Bool = true, from tag: Int) -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        if let position = candidate.position { result.append(fix(position, tag: tag)) }
        if fixingSize { result.append(fix(candidate.size, tag: tag + result.count)) }
        return result
    }

    private func solve(_ extra: [LinearConstraint] = [], queries: [LinearExpression], priorities: [Int: Double] = [:]) -> LinearSolution {
        if priorities.isEmpty, let reduced {
            let all = reduced + extra.map(substitutingDetermined)
            return LinearSystemSolver(variableCount: system.variableCount, constraints: all)
                .solve(queries: queries.map(substitutingDetermined))
        }
        var all = constraints
        for (tag, priority) in priorities { all[tag].priority = priority }
        all.append(contentsOf: extra)
        return LinearSystemSolver(variableCount: system.variableCount, constraints: all).solve(queries: queries)
    }

    private func substitutingDetermined(_ expression: LinearExpression) -> LinearExpression {
        var result = LinearExpression(constant: expression.constant)
        // The determined terms are summed in variable order: a dictionary's order changes from
        // run to run, and floating-point addition is not associative. On the stack: this runs
        // for every constraint of every look of an explanation.
        withUnsafeTemporaryAllocation(of: (variable: Variable, coefficient: Double).self,
                                      capacity: expression.terms.count) { known in
            var count = 0
            for (variable, coefficient) in expression.terms {
                if determined[variable.index] {
                    known.initializeElement(at: count, to: (variable, coefficient))
                    count += 1
                } else {
                    result.terms[variable] = coefficient
                }
            }
            var sorted = UnsafeMutableBufferPointer(rebasing: known[..<count])
            if count > 1 { sorted.sort { $0.variable < $1.variable } }
            for (variable, coefficient) in sorted { result.constant += coefficient * values[variable.index] }
            _ = sorted.deinitialize()
        }
        return result
    }

    /// The constraint over the movable variables only; `0 == 0` when none is left (it no longer
    /// decides anything, and the solver knows constraints by their position).
    private func substitutingDetermined(_ constraint: LinearConstraint) -> LinearConstraint {
        var result = constraint
        result.expression = substitutingDetermined(constraint.expression)
        if result.expression.terms.isEmpty {
            result.expression = LinearExpression()
            result.relation = .equal
        }
        return result
    }

    /// Whether each candidate is still ambiguous (any of its movable quantities) after `extra`.
    private func stillAmbiguous(_ candidates: [Candidate], after extra: [LinearConstraint], priorities: [Int: Double] = [:]) -> [Bool] {
        var queries: [LinearExpression] = []
        var owners: [Int] = []
        for (index, candidate) in candidates.enumerated() {
            if candidate.positionMovable, let position = candidate.position { queries.append(position); owners.append(index) }
            if candidate.sizeMovable { queries.append(candidate.size); owners.append(index) }
        }
        // Past the budget every candidate counts as still ambiguous: roots stay roots, nothing is
        // attributed that was not shown.
        guard !meter.isExhausted else { return [Bool](repeating: true, count: candidates.count) }
        let solution = solve(extra, queries: queries, priorities: priorities)
        meter.spend(solution.operations)
        guard !solution.isCutShort else { return [Bool](repeating: true, count: candidates.count) }
        var result = [Bool](repeating: false, count: candidates.count)
        for (offset, owner) in owners.enumerated() where solution.movableQueries[offset] { result[owner] = true }
        return result
    }

    /// One quantity pair of a view or content area: its position (none for a content size) and size.
    private typealias Slot = (key: AmbiguityKey, position: LinearExpression?, size: LinearExpression, variables: [Variable])

    mutating func run() -> AmbiguityExplanation {
        // Every quantity of every view and content area, as queries: one solve gives the values to
        // fix at and, after the assumptions, what is ambiguous.
        let slots = quantitySlots()
        var queries: [LinearExpression] = []
        for slot in slots {
            queries.append(slot.position ?? .constant(0))
            queries.append(slot.size)
        }
        holdAssumptions()
        let solution = solutionFromScene(queries: queries) ?? solve(queries: queries)
        values = solution.values
        tiedTags = solution.tiedTags
        determined = solution.movable.map { !$0 }
        reduced = constraints.map(substitutingDetermined)

        var candidates: [Candidate] = []
        for (index, slot) in slots.enumerated() {
            let positionMovable = slot.position != nil && solution.movableQueries[2 * index]
            let sizeMovable = solution.movableQueries[2 * index + 1]
            guard positionMovable || sizeMovable else { continue }
            candidates.append(Candidate(key: slot.key, position: slot.position, size: slot.size, positionMovable: positionMovable,
                                        sizeMovable: sizeMovable, variables: slot.variables, sceneOrder: index))
        }
        guard !candidates.isEmpty else { return AmbiguityExplanation(roots: [], dependencies: [:]) }
        candidates = ordered(candidates)
        let (roots, rootsWhenDetermined) = findRoots(candidates)
        let rootsOf = attribute(candidates, roots: roots, rootsWhenDetermined: rootsWhenDetermined)
        var result = explanation(candidates, roots: roots, rootsOf: rootsOf)
        result.isCutShort = meter.isExhausted
        return result
    }

    private func quantitySlots() -> [Slot] {
        var slots: [Slot] = []
        for item in system.items where item.kind == .view && item.parent != nil {
            guard let edges = system.variables[item.id] else { continue }
            for axis in Axis.allCases {
                slots.append((AmbiguityKey(.item(item.id), axis), LinearExpression(edges.start(axis)), edges.size(axis),
                              [edges.start(axis), edges.end(axis)]))
            }
            if let content = system.contentAreas[item.id] {
                for axis in Axis.allCases {
                    slots.append((AmbiguityKey(.scrollContent(item.id), axis), nil, content.size(axis),
                                  [content.start(axis), content.end(axis)]))
                }
            }
        }
        return slots
    }

    /// The first look, started from the scene's own solve (its kept tableaux). Assumed quantities
    /// are held at that solve's values, so, as with every later fix, the optimal face is the old one
    /// cut by them: what the scene's solve determined keeps its value. The rest (the constraints
    /// over the variables it left movable, the determined ones replaced by their values, and the
    /// assumptions) is solved on its own, a far smaller system than the scene's, with the queries:
    /// cheaper than asking them of the scene's whole tableaux. A variable is movable when it was
    /// before and still is; the values stay the scene's, which hold the assumptions; without
    /// assumptions the ties are the scene's. nil when the scene's solve is not at hand.
    private mutating func solutionFromScene(queries: [LinearExpression]) -> LinearSolution? {
        let base = system.constraints.count
        let assuming = constraints.count > base
        guard let scene = sceneSolution(of: assuming ? Array(constraints[..<base]) : constraints) else { return nil }
        determined = scene.movable.map { !$0 }
        let reduced = LinearSystemSolver(variableCount: system.variableCount, constraints: constraints.map(substitutingDetermined))
            .solve(queries: queries.map(substitutingDetermined))
        guard !reduced.isCutShort else { return nil }
        var solution = assuming
            ? LinearSolution(values: values, movable: zip(scene.movable, reduced.movable).map { $0 && $1 }, conflicts: [],
                             tiedTags: reduced.tiedTags)
            : scene
        solution.movableQueries = reduced.movableQueries
        return solution
    }

    /// The assumed quantities held at the scene's solution: they become part of the system every
    /// later solve starts from.
    private mutating func holdAssumptions() {
        guard !assumptions.isEmpty else { return }
        if values.isEmpty { values = solve(queries: []).values }
        var extra: [LinearConstraint] = []
        for (id, quantities) in assumptions.sorted(by: { $0.key < $1.key }) {
            guard let edges = system.variables[id] else { continue }
            for quantity in quantities.sorted() {
                extra.append(fix(expression(quantity, edges), tag: constraints.count + extra.count))
            }
        }
        constraints.append(contentsOf: extra)
    }

    /// Roots, greedily: the first candidate that the roots so far do not determine is a root.
    /// Fixing every root found so far and querying the rest finds, in one solve per root, what is
    /// still undecided; a candidate determined at some point stays determined as roots are added.
    private func findRoots(_ candidates: [Candidate]) -> (roots: [Int], rootsWhenDetermined: [Int: [Int]]) {
        var roots: [Int] = []
        var rootsWhenDetermined: [Int: [Int]] = [:]
        var undecided = Array(candidates.indices)
        while let next = undecided.first {
            roots.append(next)
            undecided.removeFirst()
            guard !undecided.isEmpty else { break }
            let ambiguous = stillAmbiguous(undecided.map { candidates[$0] }, after: fixes(of: roots, candidates))
            for (offset, index) in undecided.enumerated() where !ambiguous[offset] { rootsWhenDetermined[index] = roots }
            undecided = undecided.enumerated().filter { ambiguous[$0.offset] }.map(\.element)
        }
        return (roots, rootsWhenDetermined)
    }

    /// Attribution: what one root determines on its own (one solve per root), then, for what only
    /// a combination determines, the smallest such combination of the roots it waited for (a
    /// deletion filter; past the budget, all of them).
    private func attribute(_ candidates: [Candidate], roots: [Int], rootsWhenDetermined: [Int: [Int]]) -> [Int: [Int]] {
        var rootsOf: [Int: [Int]] = [:]
        let dependants = candidates.indices.filter { rootsWhenDetermined[$0] != nil }
        guard !dependants.isEmpty else { return rootsOf }
        for root in roots {
            let open = dependants.filter { rootsOf[$0] == nil }
            guard !open.isEmpty else { break }
            let ambiguous = stillAmbiguous(open.map { candidates[$0] }, after: fixes(of: [root], candidates))
            for (offset, index) in open.enumerated() where !ambiguous[offset] { rootsOf[index] = [root] }
        }
        var budget = Self.attributionBudget
        for index in dependants where rootsOf[index] == nil {
            var needed = rootsWhenDetermined[index] ?? roots
            var position = 0
            while position < needed.count && budget > 0 {
                budget -= 1
                var trial = needed
                trial.remove(at: position)
                if !trial.isEmpty && determines(trial, index, candidates) { needed = trial } else { position += 1 }
            }
            rootsOf[index] = needed
        }
        return rootsOf
    }

    /// Roots reported, and dependants listed, in scene order whatever order chose them.
    private func explanation(_ candidates: [Candidate], roots: [Int], rootsOf: [Int: [Int]]) -> AmbiguityExplanation {
        let roots = roots.sorted { candidates[$0].sceneOrder < candidates[$1].sceneOrder }
        // Each root's tie is found on its own, so its cause belongs to it whatever the order.
        let tieDetermined = tieCauses(roots.map { candidates[$0] })
        var explained: [AmbiguityRoot] = []
        var rootIndex: [Int: Int] = [:]
        for (offset, root) in roots.enumerated() {
            let candidate = candidates[root]
            rootIndex[root] = offset
            let cause: AmbiguityCause = tieDetermined[offset].map { .tie($0) } ?? .missingConstraints
            explained.append(AmbiguityRoot(key: candidate.key, freedom: freedom(of: candidate), cause: cause, dependants: []))
        }
        var dependencies: [AmbiguityKey: [Int]] = [:]
        for index in candidates.indices.sorted(by: { candidates[$0].sceneOrder < candidates[$1].sceneOrder }) {
            guard let sources = rootsOf[index] else { continue }
            let mapped = sources.compactMap { rootIndex[$0] }.sorted()
            dependencies[candidates[index].key] = mapped
            for source in mapped { explained[source].dependants.append(candidates[index].key) }
        }
        return AmbiguityExplanation(roots: explained, dependencies: dependencies)
    }

    private func fixes(of indices: [Int], _ candidates: [Candidate]) -> [LinearConstraint] {
        var extra: [LinearConstraint] = []
        for index in indices { extra.append(contentsOf: fixes(of: candidates[index], from: constraints.count + extra.count)) }
        return extra
    }

    private func determines(_ fixed: [Int], _ target: Int, _ candidates: [Candidate]) -> Bool {
        !stillAmbiguous([candidates[target]], after: fixes(of: fixed, candidates))[0]
    }

    /// The order roots are chosen in: outer items first (a container before what it holds; a scroll
    /// view's content area before the views in it), then scene order. Counting links to other
    /// ambiguous items was tried and dropped: in a chain (a card, a label below it, a label beside
    /// that one) it picks an end of the chain instead of the card the chain hangs from.
    private func ordered(_ candidates: [Candidate]) -> [Candidate] {
        var depth: [ObjectID: Int] = [:]
        for item in system.items { depth[item.id] = item.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0 }
        // Among views at one depth, one whose position is determined but whose size is not comes
        // first: it lacks a size (or an end) of its own, and views hung on it move only because it
        // stretches. A view whose position alone moves is placed relative to something that moves.
        func key(_ index: Int) -> (Int, Int, Int, Int) {
            let candidate = candidates[index]
            switch candidate.key.subject {
            case .scrollContent(let id): return ((depth[id] ?? 0) + 1, 0, 0, index)
            case .item(let id): return (depth[id] ?? 0, 1, candidate.sizeMovable && !candidate.positionMovable ? 0 : 1, index)
            }
        }
        return candidates.indices.sorted { key($0) < key($1) }.map { candidates[$0] }
    }

    /// Position and size on the axis, and whether holding the position still leaves the size free.
    private func freedom(of candidate: Candidate) -> AxisFreedom {
        guard candidate.positionMovable && candidate.sizeMovable else {
            return AxisFreedom(position: candidate.positionMovable, size: candidate.sizeMovable, linked: false)
        }
        var sizeOnly = candidate
        sizeOnly.position = nil
        sizeOnly.positionMovable = false
        let atPosition = candidate.position.map { [fix($0, tag: constraints.count)] } ?? []
        let independent = stillAmbiguous([sizeOnly], after: atPosition)[0]
        return AxisFreedom(position: true, size: true, linked: !independent)
    }

    /// For each root: the tied constraints that decide it, when giving every tied constraint a
    /// priority level of its own determines it; nil when it stays ambiguous (missing constraints).
    private func tieCauses(_ roots: [Candidate]) -> [[ConstraintOrigin]?] {
        guard !tiedTags.isEmpty else { return roots.map { _ in nil } }
        // Distinct levels a thousandth apart stay between the integer levels people write, so no tied
        // constraint overtakes a constraint it did not tie with.
        var priorities: [Int: Double] = [:]
        for (offset, tag) in tiedTags.enumerated() {
            priorities[tag] = constraints[tag].priority + Double(offset + 1) / Double(tiedTags.count + 1) * 0.001
        }
        let ambiguous = stillAmbiguous(roots, after: [], priorities: priorities)
        return roots.enumerated().map { offset, root in
            guard !ambiguous[offset] else { return nil }
            let touching = tiedTags.filter { tag in
                let terms = constraints[tag].expression.terms
                return root.variables.contains { terms[$0] != nil }
            }
            let tags = touching.isEmpty ? tiedTags : touching
            return tags.map { system.constraints[$0].origin }
        }
    }
}
