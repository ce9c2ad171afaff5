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
    /// leaves free are asked again with each tied constraint at a level of its own. Other ties
    /// are Interface Builder's: what they leave free stays flagged, even where the slack they
    /// share would open a tight inequality.
    static func ambiguityWithoutMetricTies(_ system: SceneSystem) -> (ambiguous: [ObjectID: Set<LayoutQuantity>], contentSize: [ObjectID: Set<Axis>]) {
        let questions = Questions(system)
        let solution = questions.solve(system)
        let tied = solution.tiedTags
        let metricTies = !tied.isEmpty
            && tied.allSatisfy { system.constraints[$0].linear.violation(solution.value) <= metricTieTolerance }
        let base = metricTies ? untying(system, tied) : system
        var result = questions.answers(questions.solve(holdingTightInequalities(base)))
        guard !metricTies && !tied.isEmpty else { return result }
        let all = questions.answers(solution)
        let untied = questions.answers(questions.solve(untying(system, tied)))
        for (id, quantities) in all.ambiguous {
            let byTies = quantities.subtracting(untied.ambiguous[id] ?? [])
            if !byTies.isEmpty { result.ambiguous[id, default: []].formUnion(byTies) }
        }
        return result
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
