import LayoutLintModel

/// `refined` mode's second pass (issue 22). A view the measured solve leaves exactly at its
/// measured content size on an axis, whose content-size constraints there are neither broken nor
/// members of an equal-priority tie, is in no contest on that axis: nothing in the layout pulls it
/// off its content size, so the size Xcode stored there is Xcode's own reading of the same content
/// (the real font's), more precise than layoutlint's measurement, whose only job there was to tell
/// whether the view is in a contest. Such a view takes its stored size on that axis and the scene
/// is solved once more. Views the solver stretched or truncated (contest losers) and members of
/// ties keep the measured size: there the stored frame is the contest's outcome, and measured
/// sizes are what finds the ties Xcode-saved frames hide.
extension LayoutEngine {
    /// How close a solved size must be to the content size its constraints hold to count as
    /// solved at it: the solver's values are exact up to floating-point noise, far below this.
    static let solvedAtContentSize = 0.01

    /// The layout solved again with every uncontested view at its stored size on the axes it was
    /// left at its measured size; the layout itself outside `refined` mode, when its solve was cut
    /// short, or when no such view's stored size differs from its measured one.
    static func refiningUncontestedContentSizes(_ layout: SceneLayout,
                                                rebuild: ([ObjectID: Set<Axis>]) -> SceneSystem) -> SceneLayout {
        let system = layout.system
        guard system.options.contentSizes == .refined, !layout.isCutShort, system.storedAtMeasuredSize.isEmpty else { return layout }
        var contested = Set(layout.tied)
        for conflict in layout.conflicts { contested.insert(conflict.broken) }
        var candidates: [ObjectID: Set<Axis>] = [:]
        let before = contentSizes(system)
        for (key, size) in before {
            let (id, axis) = (key.id, key.axis)
            guard system.refinedContentSizes[id]?.contains(axis) != true,
                  !contested.contains(.contentHugging(id, axis)), !contested.contains(.compressionResistance(id, axis)),
                  let edges = system.variables[id],
                  abs(layout.runTimeValue(of: edges.size(axis)) - size) <= solvedAtContentSize else { continue }
            candidates[id, default: []].insert(axis)
        }
        guard !candidates.isEmpty else { return layout }
        // Only the axes whose stored size differs from the measured one change the system.
        let after = contentSizes(rebuild(candidates))
        var changed: [ObjectID: Set<Axis>] = [:]
        for (id, axes) in candidates {
            for axis in axes where after[ContentKey(id: id, axis: axis)] != before[ContentKey(id: id, axis: axis)] {
                changed[id, default: []].insert(axis)
            }
        }
        guard !changed.isEmpty else { return layout }
        return solve(rebuild(changed))
    }

    private struct ContentKey: Hashable {
        var id: ObjectID
        var axis: Axis
    }

    /// The content size each view's hugging constraint holds (`size - value <= 0`), by view and axis.
    private static func contentSizes(_ system: SceneSystem) -> [ContentKey: Double] {
        var sizes: [ContentKey: Double] = [:]
        for constraint in system.constraints {
            guard case .contentHugging(let id, let axis) = constraint.origin else { continue }
            sizes[ContentKey(id: id, axis: axis)] = -constraint.linear.expression.constant
        }
        return sizes
    }
}
