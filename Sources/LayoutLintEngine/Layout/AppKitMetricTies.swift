import LayoutLintModel

/// Equal-priority ties that only layoutlint's metrics make, in AppKit documents.
extension LayoutEngine {
    /// The most the tied constraints of a scene may be off, in points, for the tie to be taken
    /// for a metrics error rather than Interface Builder's verdict: two edges' worth of the
    /// one-point errors layoutlint's alignment rects and baselines make (see docs/measurements.md).
    static let metricTieTolerance: Double = 2

    /// The ambiguity of an AppKit canvas system as Interface Builder flags it: without the ties
    /// its stored frames would not make, and without the freedom that only opens an inequality
    /// Interface Builder's layout holds tight (`holdingTightInequalities`).
    ///
    /// AppKit views' intrinsic sizes are their stored frames, which are Interface Builder's
    /// solution: where they hold, no content priority gives way and Interface Builder finds no
    /// tie. A tie whose constraints are all off by no more than `metricTieTolerance` comes from
    /// layoutlint's alignment rects and baselines, a point away from AppKit's; the views it
    /// leaves free are asked again with each tied constraint at a level of its own, and so are
    /// those of ties that only layoutlint's model of NSGridView makes (`tiesOfTheGridModel`).
    /// Other ties are Interface Builder's: what they leave free stays flagged, even where the
    /// slack they share would open a tight inequality.
    static func ambiguityWithoutMetricTies(_ system: SceneSystem) -> (ambiguous: [ObjectID: Set<LayoutQuantity>], contentSize: [ObjectID: Set<Axis>]) {
        let questions = Questions(system)
        let solution = questions.solve(system)
        let tied = solution.tiedTags
        let withinMetrics = !tied.isEmpty
            && tied.allSatisfy { system.constraints[$0].linear.violation(solution.value) <= metricTieTolerance }
        let metricTies = withinMetrics ? tied : tiesOfTheGridModel(system, tied)
        let kept = tied.filter { !metricTies.contains($0) }
        let base = metricTies.isEmpty ? system : untying(system, metricTies)
        var result = questions.answers(questions.solve(holdingTightInequalities(base)))
        guard !kept.isEmpty else { return result }
        let all = questions.answers(metricTies.isEmpty ? solution : questions.solve(base))
        let untied = questions.answers(questions.solve(untying(base, kept)))
        for (id, quantities) in all.ambiguous {
            let byTies = quantities.subtracting(untied.ambiguous[id] ?? [])
            if !byTies.isEmpty { result.ambiguous[id, default: []].formUnion(byTies) }
        }
        return result
    }

    /// The tied constraints whose ties are only a grid's content against its own track
    /// (`isContentAgainstItsGridTrack`): each tie is a set of constraints that cannot all hold,
    /// found by requiring every tied constraint. A constraint in any other tie stays tied.
    static func tiesOfTheGridModel(_ system: SceneSystem, _ tied: [Int]) -> [Int] {
        guard !tied.isEmpty else { return [] }
        var required = system
        for tag in tied { required.constraints[tag].linear.priority = Priority.required.rawValue }
        let tiedSet = Set(tied)
        let index = SceneIndex(system.scene)
        var model = Set<Int>()
        var real = Set<Int>()
        let conflicts = LinearSystemSolver(variableCount: required.variableCount, constraints: required.constraints.map(\.linear)).solve().conflicts
        for conflict in conflicts {
            let members = conflict.tags.filter(tiedSet.contains)
            guard !members.isEmpty else { continue }
            if isContentAgainstItsGridTrack(conflict.tags, system, index) { model.formUnion(members) } else { real.formUnion(members) }
        }
        return tied.filter { model.contains($0) && !real.contains($0) }
    }

    /// The tied constraints the rules report: those still tied once the grid's own tied
    /// constraints give way to everything at their level. layoutlint's model makes a track that
    /// sizes to its content hug towards zero at the grid's hugging priority, which ties with its
    /// content's compression resistance when the two are equal; NSGridView sizes such a track to
    /// its largest content instead (see `isContentAgainstItsGridTrack`), so those ties are the
    /// model's. Content still tied with the tracks out of the way (a grid held at a height its rows
    /// do not fit) is a real tie.
    static func tiesBesidesTheGridModel(_ system: SceneSystem, _ tied: [Int]) -> [Int] {
        let gridTags = tied.filter { tag in
            if case .stack(_, .grid) = system.constraints[tag].origin { return true }
            return false
        }
        guard !gridTags.isEmpty else { return tied }
        var yielding = system
        for tag in gridTags { yielding.constraints[tag].linear.priority -= gridYield }
        let solution = LinearSystemSolver(variableCount: yielding.variableCount, constraints: yielding.constraints.map(\.linear)).solve()
        let stillTied = Set(solution.tiedTags)
        return tied.filter { stillTied.contains($0) }
    }

    /// How far below its level a grid's tied constraint is put to give way: less than any two
    /// priorities of a file differ by, as `untying`'s offsets are.
    static let gridYield = 0.0005

    /// Whether a tie is only a grid content view's content priority against the track that holds
    /// it: every member is the content priority of a view an NSGridView holds or that grid's own
    /// constraints. layoutlint's model makes a track that sizes to its content hug towards zero at
    /// the grid's hugging priority (`GridArrangement.tracks`), which pulls against its content's
    /// compression resistance when the two priorities are equal; an NSGridView sizes such a track
    /// to its largest content ("rows and columns size to fit their content"), so its content
    /// does not compete with it (see docs/measurements.md).
    static func isContentAgainstItsGridTrack(_ tags: [Int], _ system: SceneSystem, _ index: SceneIndex) -> Bool {
        var grids = Set<ObjectID>()
        var contents = Set<ObjectID>()
        for tag in Set(tags) {
            switch system.constraints[tag].origin {
            case .stack(let id, .grid): grids.insert(id)
            case .contentHugging(let id, _), .compressionResistance(let id, _): contents.insert(id)
            default: return false
            }
        }
        guard grids.count == 1, let grid = grids.first, !contents.isEmpty else { return false }
        return contents.allSatisfy { index.item($0)?.parent == grid }
    }

    /// The system with each tied constraint at a level of its own.
    static func untying(_ system: SceneSystem, _ tied: [Int]) -> SceneSystem {
        var untied = system
        for (offset, tag) in tied.enumerated() {
            untied.constraints[tag].linear.priority += Double(offset + 1) / Double(tied.count + 1) * 0.001
        }
        return untied
    }
}
