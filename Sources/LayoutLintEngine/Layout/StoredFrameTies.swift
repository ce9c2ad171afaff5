import LayoutLintModel

/// Equal-priority ties in a UIKit canvas check that rest only on stored frames taken for
/// intrinsic sizes.
extension LayoutEngine {
    /// The ambiguity of a UIKit canvas system as Interface Builder flags it: without a tie whose
    /// constraints are each off by no more than `metricTieTolerance` and in which no label the
    /// canvas measures takes part.
    ///
    /// UIKit intrinsic sizes are the stored frames, except the labels the canvas measures
    /// (`IntrinsicContentSize.measuredLabelHeight`). A stored frame stands for an intrinsic size
    /// only where Interface Builder laid the view out at it; a wrapping label stretched by a
    /// constraint stronger than its hugging is stored taller than its text, and its compression
    /// resistance then looks as if it pulled against that constraint. Such a tie, a pixel or two
    /// away from the stored frames (the error of layoutlint's safe areas, margins and pixel grid),
    /// is layoutlint's estimate; the views it leaves free are asked again with each tied
    /// constraint at a level of its own, so views that miss constraints stay flagged. Ties of
    /// measured labels stay: a line that needs more than the length it shares is what Interface
    /// Builder flags (see docs/measurements.md, `LayoutEngine.ambiguityWithoutStoredFrameTies`).
    static func ambiguityWithoutStoredFrameTies(_ system: SceneSystem, measures: (LayoutItem) -> Bool)
        -> (ambiguous: [ObjectID: Set<LayoutQuantity>], contentSize: [ObjectID: Set<Axis>]) {
        let questions = Questions(system)
        let solution = questions.solve(system)
        let tied = solution.tiedTags
        guard isStoredFrameTie(system, tied, solution.value, measures: measures) else { return questions.answers(solution) }
        return questions.answers(questions.solve(untying(system, tied)))
    }

    /// Whether every tied constraint is off by no more than `metricTieTolerance` and none is the
    /// content priority of a label whose text the canvas measures.
    static func isStoredFrameTie(_ system: SceneSystem, _ tied: [Int], _ value: (Variable) -> Double,
                                 measures: (LayoutItem) -> Bool) -> Bool {
        guard !tied.isEmpty else { return false }
        let index = SceneIndex(system.scene)
        return tied.allSatisfy { tag in
            let constraint = system.constraints[tag]
            guard constraint.linear.violation(value) <= metricTieTolerance else { return false }
            switch constraint.origin {
            case .contentHugging(let id, _), .compressionResistance(let id, _):
                return index.item(id).map { !measures($0) } ?? false
            default:
                return true
            }
        }
    }
}
