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
        guard let (required, sets) = TieConflictSets.of(members, in: layout, meter: meter) else { return nil }
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

/// The sets of constraints an equal-priority tie's members cannot all hold in: the conflicts of
/// the scene once the members are required. What `TieCertainty` and `MeasurementErrorTies` both
/// check against (stored frames, measurement errors).
enum TieConflictSets {
    /// The scene with the tie's optional members made required, and the conflicts that hold a
    /// member; nil when no member is optional, no such conflict exists, or the solve ran out of
    /// the scene's budget (`meter`: issue 25, bounded work). With `keepingWhatWinsOverTheTie`,
    /// optional constraints above the tie's priority that the layout satisfies are made required
    /// too: they win over the members and hold as the members trade (the bottom pin at 500 that
    /// leaves three labels hugging at 251 the slack).
    static func of(_ members: Set<ConstraintOrigin>, in layout: SceneLayout, keepingWhatWinsOverTheTie: Bool = false,
                   meter: WorkMeter) -> (required: SceneSystem, sets: [Conflict])? {
        let system = layout.system
        let tags = system.constraints.indices.filter { members.contains(system.constraints[$0].origin) && !system.constraints[$0].linear.isRequired }
        guard !tags.isEmpty else { return nil }
        var required = system
        for tag in tags { required.constraints[tag].linear.priority = Priority.required.rawValue }
        if keepingWhatWinsOverTheTie {
            let level = tags.map { system.constraints[$0].linear.priority }.max() ?? 0
            for (tag, constraint) in system.constraints.enumerated()
            where !tags.contains(tag) && !constraint.linear.isRequired && constraint.linear.priority > level {
                if layout.runTimeViolation(of: constraint.linear) < 0.01 { required.constraints[tag].linear.priority = Priority.required.rawValue }
            }
        }
        let memberTags = Set(tags)
        guard let solution = ConflictEstimates.solve(required.constraints.map(\.linear), variableCount: required.variableCount,
                                                     meter: meter) else { return nil }
        let sets = solution.conflicts.filter { $0.tags.contains(where: memberTags.contains) }
        return sets.isEmpty ? nil : (required, sets)
    }
}
