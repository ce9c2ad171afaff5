import LayoutLintEngine
import LayoutLintModel

/// The numbers of a conflict that layoutlint estimated rather than read from the file, and whether
/// the conflict rests on them.
///
/// A constraint's constant is certain when the file writes it (a constant, a multiplier, a stored
/// frame an autoresizing mask keeps) or a framework documents it (a screen, a safe area, a stack
/// view's `UISV-*` constraints). It is an estimate when layoutlint supplies it: a text baseline
/// (fonts are not rendered), an intrinsic size (the stored frame, or a placeholder, stands for
/// content layoutlint does not measure), an AppKit control's alignment rect (its bezel insets,
/// measured per control), or an NSGridView's private constraints (layoutlint's model of them).
/// A conflict that would hold with each estimated member off by at most `tolerance` is not
/// certain: the real metrics may well satisfy it.
struct ConflictEstimates {
    /// How far, in points, an estimated constant may be off: two edges' worth of the one-point
    /// errors layoutlint's alignment rects, baselines and control heights make against Interface
    /// Builder's (a member ties at most two estimated edges: two baselines, a frame's two insets),
    /// the same bound `LayoutEngine.metricTieTolerance` puts on ties (see docs/measurements.md).
    static let tolerance = 2.0

    /// How far the alignment rect of a control whose look's insets layoutlint has not measured
    /// may be from its frame: the largest inset measured for any look of those controls (a date
    /// picker's 4 above, a combo box's 4 below; see docs/measurements.md).
    static let unmeasuredInsetTolerance = 4.0

    /// What layoutlint assumed for one member.
    enum Estimate: Hashable {
        case baseline(ObjectID)
        case intrinsicSize(ObjectID, Axis)
        /// An intrinsic size layoutlint measured from the view's content (measured and refined content
        /// sizes, `EngineOptions.contentSizes`), off by at most `error` points
        /// (`ContentSizePolicy.measurementError`; infinite for an estimate whose error is not known).
        case measuredSize(ObjectID, Axis, error: Double)
        case alignmentRect(ObjectID)
        /// A control's alignment rect taken to be its frame: its look's insets are not measured.
        case unmeasuredAlignmentRect(ObjectID)
        case gridModel(ObjectID)
        case stackBaselines(ObjectID)

        /// How far the estimated constant may be off.
        var slack: Double {
            switch self {
            case .unmeasuredAlignmentRect: return ConflictEstimates.unmeasuredInsetTolerance
            // The measurement's own error, and at least what any estimated size gets.
            case .measuredSize(_, _, let error): return max(error, ConflictEstimates.tolerance)
            default: return ConflictEstimates.tolerance
            }
        }

        /// A text baseline: the font's metrics stand for rendered text.
        var isBaseline: Bool {
            switch self {
            case .baseline, .stackBaselines: return true
            default: return false
            }
        }
    }

    let system: SceneSystem
    let index: SceneIndex
    /// The scene's budget for these checks' solves (`WorkBudget.conflictEstimates`), shared by
    /// every conflict of the scene: each check re-solves members, some the whole scene.
    let meter: WorkMeter
    /// The document, where measured content sizes may stand in the system (`EngineOptions.contentSizes`):
    /// then a measured size may be off by its measurement's error (`Estimate.measuredSize`). Without
    /// it every intrinsic size gets `tolerance`, as a stored one does.
    var document: Document? = nil

    /// Whether a check ran out of the budget: its answer, and any later one, is not known.
    var isCutShort: Bool { meter.isExhausted }

    /// The estimates the conflict rests on, in member order: nil when the members still conflict
    /// with every estimated one off by `tolerance` (or none is estimated), so the conflict is certain.
    func assumptions(of conflict: SceneConflict) -> [Estimate]? {
        let tags = Array(Set(conflict.tags)).sorted()
        guard !tags.isEmpty, tags.allSatisfy({ $0 < system.constraints.count }) else { return nil }
        var estimated: [Int: Estimate] = [:]
        for tag in tags { estimated[tag] = estimate(system.constraints[tag].origin) }
        guard !estimated.isEmpty, !holds(tags, relaxing: [:]), holds(tags, relaxing: estimated) else { return nil }
        var seen = Set<Estimate>()
        return tags.compactMap { estimated[$0] }.filter { seen.insert($0).inserted }
    }

    /// How far, in points, a member whose constant the file gives may be from holding on the
    /// stored frames: Xcode writes the frames its own layout gives, to the precision of a
    /// floating-point number, except that its pixel grid may move an edge by a fraction of a point.
    static let storedFrameTolerance = 0.25

    /// Whether the frames Xcode stored satisfy every member: then Xcode laid the scene out without
    /// this conflict. Members whose constant layoutlint estimated, or that place a view through
    /// its estimated alignment rect, may be off by `tolerance`; the others by `storedFrameTolerance`.
    /// Variables no frame is stored for (a grid's tracks, a layout guide) take whatever value lets
    /// the members hold. A file saved with a real conflict fails: Xcode's layout breaks a member.
    func storedFramesHold(_ conflict: SceneConflict) -> Bool {
        storedFramesHold(tags: conflict.tags)
    }

    /// The same for the members `tags` (indices into the system's constraints); a member placed
    /// from an estimated text baseline may be off by `baselineSlack` when given (else `tolerance`).
    func storedFramesHold(tags members: [Int], baselineSlack: Double? = nil) -> Bool {
        let tags = Array(Set(members)).sorted()
        guard !tags.isEmpty, tags.allSatisfy({ $0 < system.constraints.count }) else { return false }
        var stored: [Variable: Double] = [:]
        var inset = Set<Variable>()
        for (id, frame) in system.storedAlignmentFrames {
            guard let edges = system.variables[id] else { continue }
            stored[edges.left] = frame.x
            stored[edges.right] = frame.x + frame.width
            stored[edges.top] = frame.y
            stored[edges.bottom] = frame.y + frame.height
            if system.alignmentInsets[id] != nil { inset.formUnion([edges.left, edges.right, edges.top, edges.bottom]) }
        }
        var constraints: [LinearConstraint] = []
        var used = Set<Variable>()
        for tag in tags {
            let member = system.constraints[tag]
            let variables = Set(member.linear.expression.terms.keys)
            used.formUnion(variables)
            let assumed = estimate(member.origin)
            let estimated = assumed != nil || !variables.isDisjoint(with: inset)
            let slack = assumed.flatMap { $0.isBaseline ? baselineSlack : nil } ?? assumed?.slack
                ?? (estimated ? Self.tolerance : Self.storedFrameTolerance)
            Self.append(member.linear, within: slack, to: &constraints)
        }
        for variable in used.sorted() {
            guard let value = stored[variable] else { continue }
            constraints.append(LinearConstraint(LinearExpression(variable) + -value, .equal, tag: constraints.count))
        }
        return solve(constraints)?.conflicts.isEmpty ?? false
    }

    /// Whether the scene's required constraints still conflict, through members of `conflict`
    /// other than `origins`, once the constraints `origins` names are left out: a conflict through
    /// a cell's stored size that remains when that size is free does not depend on it.
    func stillConflicts(_ conflict: SceneConflict, leavingOut origins: Set<ConstraintOrigin>) -> Bool {
        let members = Set(conflict.tags.filter { $0 < system.constraints.count && !origins.contains(system.constraints[$0].origin) }
            .map { system.constraints[$0].origin })
        var constraints: [LinearConstraint] = []
        var origin: [Int: ConstraintOrigin] = [:]
        for member in system.constraints where member.linear.priority == Priority.required.rawValue && !origins.contains(member.origin) {
            origin[constraints.count] = member.origin
            constraints.append(LinearConstraint(member.linear.expression, member.linear.relation, tag: constraints.count))
        }
        guard let remaining = solve(constraints)?.conflicts else { return true }
        return remaining.contains { $0.tags.contains { origin[$0].map(members.contains) ?? false } }
    }

    /// Whether the members can all hold together, the estimated ones within `tolerance`.
    private func holds(_ tags: [Int], relaxing estimated: [Int: Estimate]) -> Bool {
        var constraints: [LinearConstraint] = []
        for tag in tags {
            Self.append(system.constraints[tag].linear, within: estimated[tag]?.slack ?? 0, to: &constraints)
        }
        return solve(constraints)?.conflicts.isEmpty ?? true
    }

    /// The solution within what is left of the budget; nil when the budget is spent or the solve
    /// ran out of it (constraints were left out: the answer is unknown, `isCutShort` says so).
    /// A solve costs its tableau operations, and at least one per constraint: the presolve, which
    /// the solver does not meter, absorbs small member sets whole and still reads each constraint.
    private func solve(_ constraints: [LinearConstraint]) -> LinearSolution? {
        Self.solve(constraints, variableCount: system.variableCount, meter: meter)
    }

    /// A solve charged to `meter` (see `solve(_:)`), for every check that re-solves a scene's
    /// system against a budget (`TieCertainty` too).
    static func solve(_ constraints: [LinearConstraint], variableCount: Int, meter: WorkMeter) -> LinearSolution? {
        guard !meter.isExhausted else { return nil }
        var solver = LinearSystemSolver(variableCount: variableCount, constraints: constraints)
        solver.solveBudget = min(solver.solveBudget, meter.budget - meter.spent)
        let solution = solver.solve()
        meter.spend(max(solution.operations, constraints.count))
        return solution.isCutShort ? nil : solution
    }

    /// The member as a required constraint that holds when it is `slack` points or less from holding.
    static func append(_ member: LinearConstraint, within slack: Double, to constraints: inout [LinearConstraint]) {
        let expression = member.expression
        // A constant whose error is not known does not bind the check.
        guard slack.isFinite else { return }
        guard slack > 0 else {
            constraints.append(LinearConstraint(expression, member.relation, tag: constraints.count))
            return
        }
        if member.relation != .greaterThanOrEqual {
            constraints.append(LinearConstraint(expression + -slack, .lessThanOrEqual, tag: constraints.count))
        }
        if member.relation != .lessThanOrEqual {
            constraints.append(LinearConstraint(expression + slack, .greaterThanOrEqual, tag: constraints.count))
        }
    }

    /// The estimates among the members `tags`, in member order, each once.
    func estimated(in tags: [Int]) -> [Estimate] {
        var seen = Set<Estimate>()
        return tags.filter { $0 < system.constraints.count }
            .compactMap { estimate(system.constraints[$0].origin) }.filter { seen.insert($0).inserted }
    }

    /// The estimate in a member's constant, if any.
    private func estimate(_ origin: ConstraintOrigin) -> Estimate? {
        switch origin {
        case .document(let id):
            guard let constraint = index.constraint(id) else { return nil }
            return constraint.anchors.first { $0.attribute.isBaseline }.map { .baseline($0.item) }
        case .contentHugging(let id, let axis), .compressionResistance(let id, let axis):
            if let document, let error = system.measuredContentSizeError(of: id, axis: axis, document: document,
                                                                       estimates: .unbounded, measuredValueOnly: true) {
                return .measuredSize(id, axis, error: error)
            }
            return .intrinsicSize(id, axis)
        case .autoresizing(let id, _):
            // The mask keeps the stored frame; the variables are the alignment rect, which the
            // control's estimated insets place inside it.
            if system.alignmentInsets[id] != nil { return .alignmentRect(id) }
            return system.unmeasuredInsets.contains(id) ? .unmeasuredAlignmentRect(id) : nil
        case .stack(let id, .grid):
            return .gridModel(id)
        case .stack(let id, let kind):
            return baselineArrangement(id, kind) ? .stackBaselines(id) : nil
        case .root, .guide, .scrollContent, .encapsulated, .canvas:
            return nil
        }
    }

    /// A stack constraint placed from its views' baselines: a baseline alignment, or a spacing
    /// measured between baselines.
    private func baselineArrangement(_ id: ObjectID, _ kind: ArrangementConstraintKind) -> Bool {
        guard let stack = index.item(id)?.stack else { return false }
        switch kind {
        case .alignment, .appKitBaselineTop: return stack.alignment.alignsBaselines
        case .spacing: return stack.isBaselineRelativeArrangement
        default: return false
        }
    }
}
