import LayoutLintEngine
import LayoutLintModel

/// A baseline constraint on a view whose baseline does not follow its text. Baselines line up only
/// while the views are at their intrinsic height (Auto Layout Guide): a view without an intrinsic
/// height draws no text, so UIKit falls back to an edge of its frame; a text view held at a height
/// of its own by a constraint keeps its text where its font puts it, and the alignment drifts.
public struct UnreliableBaselineRule: Rule {
    public static let description = RuleDescription(
        id: "unreliable-baseline", name: "Unreliable Baseline",
        summary: "A baseline constraint on a view without an intrinsic height, or on a label or text field whose height a constant constraint fixes.",
        defaultSeverity: .warning)

    public init() {}

    private struct Problem: Hashable {
        var constraint: Int
        var item: ObjectID
        var reason: String
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let configurations = SizeClassConfigurations(document: document)
        var findings: [Finding] = []
        for scene in document.scenes where scene.constraints.contains(where: isBaseline) {
            let index = context.index(scene)
            let wording = context.constraintWording(scene)
            var tally = ConfigurationTally<Problem>()
            for configuration in configurations.all {
                let isActive = scene.constraints.map { $0.isWellFormed && index.isActive($0, in: configuration) }
                let active = scene.constraints.indices.filter { isActive[$0] }.map { scene.constraints[$0] }
                for (offset, constraint) in scene.constraints.enumerated() where isActive[offset] && isBaseline(constraint) {
                    let alignsBaselines = constraint.anchors.filter { $0.attribute.isBaseline }.count > 1
                    for anchor in constraint.anchors where anchor.attribute.isBaseline {
                        guard let reason = problem(with: anchor.item, alignsBaselines: alignsBaselines, index: index,
                                                   active: active, platform: document.platform, wording: wording)
                        else { continue }
                        tally.record(Problem(constraint: offset, item: anchor.item, reason: reason), in: configuration)
                    }
                }
            }
            for (problem, sizeClasses) in tally.entries(summarizedBy: configurations) {
                let constraint = scene.constraints[problem.constraint]
                findings.append(finding(
                    in: document, at: constraint.location, element: constraint.id, scene: scene.id, sizeClasses: sizeClasses,
                    "Constraint \(wording.describe(constraint)) aligns the baseline of \(wording.itemName(problem.item)), "
                        + "\(problem.reason); baselines line up only while a view is at its intrinsic height"))
            }
        }
        return findings
    }

    private func isBaseline(_ constraint: Constraint) -> Bool {
        constraint.anchors.contains { $0.attribute.isBaseline }
    }

    /// `alignsBaselines`: the constraint's other side is a baseline too. Against an edge, a centre
    /// or a constant, the baseline of a view without text is its bottom edge (UIKit's fallback),
    /// so the constraint is that edge constraint exactly and nothing is misaligned.
    private func problem(with id: ObjectID, alignsBaselines: Bool, index: SceneIndex, active: [Constraint],
                         platform: Platform, wording: ConstraintWording) -> String? {
        guard let item = index.item(id) else { return nil }
        guard item.kind == .view else { return "which is a layout guide and has no baseline" }
        // Stack views hand their baselines to their first or last arranged view, and a custom class
        // may do the same (viewForFirstBaselineLayout): their baseline may well be a text's.
        if item.stack != nil || item.customClass != nil { return nil }
        guard IntrinsicContentSize.axes(of: item, platform: platform).vertical else {
            guard alignsBaselines else { return nil }
            return "which has no intrinsic height and no text of its own (UIKit uses an edge of its frame)"
        }
        // AppKit draws a text field's text from the top of its frame and measures both baselines
        // from the text, so a height of its own moves neither.
        guard drawsOwnText(item), platform != .macOS else { return nil }
        return stretching(of: id, active: active, wording: wording)
    }

    /// Buttons and text fields are left out: their baseline is that of the text they lay out inside
    /// (a button's title label, a field's text, centred as `contentVerticalAlignment` says), which
    /// keeps its own height however tall the control is.
    private func drawsOwnText(_ item: LayoutItem) -> Bool {
        [ElementKind.label, .textView].contains(item.element)
    }

    /// A required `height == constant` holds the view at a height of its own, whatever its text
    /// needs. Views stretched by the constraints around them (a chain pinned at both ends) also
    /// misalign, but telling those apart from views the chain merely places needs the layout engine.
    private func stretching(of id: ObjectID, active: [Constraint], wording: ConstraintWording) -> String? {
        let fixed = active.first { constraint in
            constraint.first.item == id && constraint.first.attribute == .height && constraint.second == nil
                && constraint.relation == .equal && constraint.priority.isRequired
        }
        return fixed.map { "whose height is fixed by \(wording.describe($0))" }
    }
}
