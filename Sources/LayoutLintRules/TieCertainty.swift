import LayoutLintEngine
import LayoutLintModel

/// Whether an equal-priority tie is one Xcode's own layout shows: a tie is a set of optional
/// constraints that cannot all hold, so something must give way, and which one is undetermined.
/// When the frames Xcode stored satisfy every constraint of each set the tie's members cannot
/// all hold in (those layoutlint estimated, an intrinsic size, a baseline, a control's alignment
/// rect, a grid's model, within `ConflictEstimates.tolerance`; see `storedFramesHold`), Interface
/// Builder laid the scene out with nothing giving way: the squeeze is layoutlint's estimates',
/// not the file's, and the tie is only a note that says so.
enum TieCertainty {
    /// The estimates the tie rests on when Xcode's stored frames contradict it; nil when they do
    /// not (or the check ran out of the scene's budget, `meter`, which every solve here is
    /// charged to): the tie stands.
    static func contradictingEstimates(of members: Set<ConstraintOrigin>, in layout: SceneLayout, index: SceneIndex,
                                       meter: WorkMeter) -> [ConflictEstimates.Estimate]? {
        let system = layout.system
        let tags = system.constraints.indices.filter { members.contains(system.constraints[$0].origin) && !system.constraints[$0].linear.isRequired }
        guard !tags.isEmpty else { return nil }
        // The sets the members cannot all hold in: the conflicts once they are required.
        var required = system
        for tag in tags { required.constraints[tag].linear.priority = Priority.required.rawValue }
        let tagSet = Set(tags)
        // Charged to the scene's estimate meter like the checks below (issue 25: bounded work).
        guard let solution = ConflictEstimates.solve(required.constraints.map(\.linear), variableCount: required.variableCount,
                                                     meter: meter) else { return nil }
        let sets = solution.conflicts.filter { $0.tags.contains(where: tagSet.contains) }
        guard !sets.isEmpty else { return nil }
        let estimates = ConflictEstimates(system: required, index: index, meter: meter)
        var assumed: [ConflictEstimates.Estimate] = []
        for set in sets {
            // Baselines within the error layoutlint's text baselines make (`baselineTolerance`, as
            // for conflicts on a baseline).
            guard estimates.storedFramesHold(tags: set.tags, baselineSlack: UnsatisfiableConstraintsRule.baselineTolerance),
                  !estimates.isCutShort else { return nil }
            for estimate in estimates.estimated(in: set.tags) where !assumed.contains(estimate) { assumed.append(estimate) }
        }
        return assumed.isEmpty ? nil : assumed
    }

    /// The line that says so, after the tie's message.
    static func note(_ estimates: [ConflictEstimates.Estimate], wording: ConsoleLogWording) -> String {
        let tolerance = formatLayoutNumber(ConflictEstimates.tolerance)
        let baselines = formatLayoutNumber(UnsatisfiableConstraintsRule.baselineTolerance)
        let within = estimates.contains(where: \.isBaseline) ? "\(tolerance) points, baselines within \(baselines)" : "\(tolerance) points"
        return "This tie rests on layoutlint's estimates: "
            + estimates.map { UnsatisfiableConstraintsRule.describe($0, wording: wording) }.joined(separator: "; ")
            + ". The frames Xcode stored satisfy every constraint of it (the estimated ones within \(within)), "
            + "so Interface Builder laid the scene out with nothing giving way; check the layout in Interface Builder or at run time."
    }
}
