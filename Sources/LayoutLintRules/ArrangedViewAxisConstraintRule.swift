import LayoutLintModel

/// A required constraint that places an arranged view of a stack view along the stack's axis,
/// relative to the stack, its other arranged views or the views around the stack (or, under Fill
/// Equally, sizes it along the axis). The stack view already generates those constraints (its edges
/// to the first and last view, the spacing between views, equal sizes); one more either repeats them
/// or fights them, and a fight is an unsatisfiable layout that UIKit resolves by breaking one of them.
/// The axis can change by size class, so every configuration is checked with its own axis.
public struct ArrangedViewAxisConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "arranged-view-axis-constraint", name: "Constraint Along a Stack View's Axis",
        summary: "A required constraint positions an arranged view along its stack view's axis (or, in a UIStackView, sizes it there under Fill Equally), which the stack view already does.",
        defaultSeverity: .warning)

    public init() {}

    private struct Problem: Hashable {
        var constraint: Int
        var message: String
    }

    /// Who arranges a view in one configuration.
    private struct Arrangement {
        var stack: LayoutItem
        var axis: Axis
        var distribution: StackDistribution
        /// Whether something other than its arranged views sets the stack's length along its axis.
        /// When nothing does, equal fixed sizes under Fill Equally are what make that length.
        var lengthIsSetOutside: Bool
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let configurations = SizeClassConfigurations(document: document)
        var findings: [Finding] = []
        for scene in document.scenes where scene.items.contains(where: { $0.stack != nil }) {
            let index = context.index(scene)
            let wording = context.constraintWording(scene)
            var tally = ConfigurationTally<Problem>()
            for configuration in configurations.all {
                let arrangements = arrangements(in: scene, index: index, configuration: configuration)
                guard !arrangements.isEmpty else { continue }
                for (offset, constraint) in scene.constraints.enumerated()
                where constraint.priority.isRequired && constraint.isWellFormed && index.isActive(constraint, in: configuration) {
                    guard let message = problem(with: constraint, arrangements: arrangements, index: index, wording: wording,
                                                isAppKit: document.platform == .macOS) else { continue }
                    tally.record(Problem(constraint: offset, message: message), in: configuration)
                }
            }
            for (problem, sizeClasses) in tally.entries(summarizedBy: configurations) {
                let constraint = scene.constraints[problem.constraint]
                findings.append(finding(in: document, at: constraint.location, element: constraint.id, scene: scene.id,
                                        sizeClasses: sizeClasses, problem.message))
            }
        }
        return findings
    }

    private func arrangements(in scene: Scene, index: SceneIndex, configuration: TraitKey) -> [ObjectID: Arrangement] {
        var result: [ObjectID: Arrangement] = [:]
        for item in scene.items where item.stack != nil && index.isInstalled(item: item.id, in: configuration) {
            let stack = item.stack!
            let axis = stack.axisOverrides.value(in: configuration) ?? stack.axis
            let arrangement = Arrangement(
                stack: item, axis: axis,
                distribution: stack.distributionOverrides.value(in: configuration) ?? stack.distribution,
                lengthIsSetOutside: lengthIsSetOutside(of: item, axis: axis, scene: scene, index: index, configuration: configuration))
            for view in stack.arrangedSubviews where index.isInstalled(item: view, in: configuration) {
                result[view] = arrangement
            }
        }
        return result
    }

    /// A required length of its own, both ends pinned to views outside it, or the fill alignment of
    /// a stack across whose axis it is arranged.
    private func lengthIsSetOutside(of stack: LayoutItem, axis: Axis, scene: Scene, index: SceneIndex,
                                    configuration: TraitKey) -> Bool {
        var pinnedEnds = Set<Bool>()
        for constraint in scene.constraints where constraint.priority.isRequired && constraint.relation == .equal {
            // The cheap test first: whether a constraint is active walks its items' ancestors.
            guard let own = constraint.anchors.first(where: { $0.item == stack.id && $0.attribute.axis == axis }),
                  index.isActive(constraint, in: configuration) else { continue }
            let other = constraint.anchors.first { $0 != own }
            if let other, other.item == stack.id || index.isDescendant(other.item, of: stack.id) { continue }
            if own.attribute.isSize { return true }
            if let end = isEnd(own.attribute) { pinnedEnds.insert(end) }
        }
        if pinnedEnds.count == 2 { return true }
        guard let parent = stack.parent.flatMap({ index.item($0) }), let outer = parent.stack,
              outer.arrangedSubviews.contains(stack.id) else { return false }
        let outerAxis = outer.axisOverrides.value(in: configuration) ?? outer.axis
        let outerAlignment = outer.alignmentOverrides.value(in: configuration) ?? outer.alignment
        return outerAxis != axis && outerAlignment == .fill
    }

    /// Whether an edge attribute is the trailing (bottom) end of its axis; `nil` for centres,
    /// baselines and sizes.
    private func isEnd(_ attribute: LayoutAttribute) -> Bool? {
        switch attribute {
        case .left, .leading, .top, .leftMargin, .leadingMargin, .topMargin: return false
        case .right, .trailing, .bottom, .rightMargin, .trailingMargin, .bottomMargin: return true
        default: return nil
        }
    }

    private func problem(with constraint: Constraint, arrangements: [ObjectID: Arrangement], index: SceneIndex,
                         wording: ConstraintWording, isAppKit: Bool) -> String? {
        for anchor in constraint.anchors {
            guard let arrangement = arrangements[anchor.item], anchor.attribute.axis == arrangement.axis else { continue }
            let other = constraint.anchors.first { $0 != anchor }
            // A constraint to the view's own content places the content, not the view.
            if let other, index.isDescendant(other.item, of: anchor.item) { continue }
            let stackName = "\(wording.itemName(arrangement.stack.id)) (\(arrangement.axis.rawValue))"
            if anchor.attribute.isPosition {
                guard let other, placesAlongArrangement(other.item, arrangement: arrangement, arrangements: arrangements, index: index) else { continue }
                return "Constraint \(wording.describe(constraint)) positions \(wording.itemName(anchor.item)) along the axis of "
                    + "stack view \(stackName), which already positions its arranged views there, so the constraint repeats "
                    + "or fights the arrangement; use the stack view's spacing and alignment, or constrain the stack view instead"
            }
            // NSStackView keeps its views equal only as far as it can: a fixed size there makes
            // them unequal, it neither repeats nor fights the arrangement.
            if !isAppKit, arrangement.distribution == .fillEqually, arrangement.lengthIsSetOutside, constraint.relation == .equal,
               !agreesWithEqualSizes(constraint, other: other, arrangement: arrangement, arrangements: arrangements) {
                return "Constraint \(wording.describe(constraint)) sets the \(anchor.attribute.name) of \(wording.itemName(anchor.item)), "
                    + "an arranged view of stack view \(stackName) whose Fill Equally distribution already makes "
                    + "every arranged view the same \(anchor.attribute.name); size the stack view instead"
            }
        }
        return nil
    }

    /// The items whose position the stack view already fixes relative to its arranged views: the stack
    /// itself, its other arranged views, its ancestors, and their layout guides. A constraint to any
    /// other view places that view relative to the arranged one (a badge on an icon), which is fine.
    private func placesAlongArrangement(_ id: ObjectID, arrangement: Arrangement, arrangements: [ObjectID: Arrangement],
                                        index: SceneIndex) -> Bool {
        if arrangements[id]?.stack.id == arrangement.stack.id { return true }
        guard let item = index.item(id) else { return false }
        let view = item.kind == .view ? id : item.parent
        return view.map { index.isDescendant(arrangement.stack.id, of: $0) } ?? false
    }

    /// `a.width == b.width` between two views of the same Fill Equally stack says what the stack says.
    private func agreesWithEqualSizes(_ constraint: Constraint, other: Anchor?, arrangement: Arrangement,
                                      arrangements: [ObjectID: Arrangement]) -> Bool {
        guard let other, other.attribute == constraint.first.attribute,
              arrangements[other.item]?.stack.id == arrangement.stack.id else { return false }
        return constraint.multiplier.value == 1 && constraint.constant == 0
    }
}
