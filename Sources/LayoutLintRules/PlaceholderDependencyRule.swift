import LayoutLintEngine
import LayoutLintModel

/// A placeholder constraint ("Remove at build time") that the layout needs. Interface Builder lays
/// the scene out with it, so the canvas looks right and IB reports nothing; at run time it does not
/// exist, and unless code adds constraints in its place the views it held become ambiguous.
public struct PlaceholderDependencyRule: Rule {
    public static let description = RuleDescription(
        id: "placeholder-dependency", name: "Placeholder Dependency",
        summary: "A placeholder constraint (removed at build time) is what determines a view's layout.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes where scene.constraints.contains(where: \.isPlaceholder) {
            let wording = context.constraintWording(scene)
            let index = context.index(scene)
            // Views only (a layout guide is not something the user constrains in code), and not a
            // view of a custom class that may supply an intrinsic size on the placeholder's axis:
            // standing in for that size is what such placeholders are for.
            func isReported(_ id: ObjectID, axis: Axis?) -> Bool {
                guard let item = index.item(id), item.kind == .view, let axis else { return false }
                let mayHaveIntrinsicSize = item.customClass != nil && item.stack == nil && item.placeholderIntrinsicSize[axis] == nil
                    && !IntrinsicContentSize.axes(of: item, platform: document.platform)[axis]
                return !mayHaveIntrinsicSize
            }
            var tally = ConfigurationTally<Problem>()
            for solved in context.solved(scene) {
                let runTime = solved.layout
                let configuration = runTime.configuration
                let placeholders = scene.constraints.filter {
                    $0.isPlaceholder && $0.isWellFormed && $0.installation.isInstalled(in: configuration)
                }
                guard let designTime = context.asDesigned(scene, solved) else { continue }
                // What the placeholders hold together; then which of them is needed on its own, so
                // a finding points at the placeholder that matters rather than at every neighbour.
                var lostTogether: [ObjectID: [LayoutQuantity]] = [:]
                for placeholder in placeholders {
                    for item in placeholder.anchors.map(\.item) where lostTogether[item] == nil && isReported(item, axis: placeholder.first.attribute.axis) {
                        let lost = runTime.ambiguity(of: item).filter { !designTime.ambiguity(of: item).contains($0) }
                        if !lost.isEmpty { lostTogether[item] = lost }
                    }
                }
                guard !lostTogether.isEmpty else { continue }
                var explained = Set<ObjectID>()
                for placeholder in placeholders {
                    let layout = LayoutEngine.solve(document: document, scene: scene.keepingPlaceholders(except: placeholder.id),
                                                    configuration: configuration, rootSize: solved.rootSize,
                                                    options: solved.layout.system.options, xcode: solved.layout.system.xcode)
                    for item in placeholder.anchors.map(\.item) where lostTogether[item] != nil {
                        let lost = layout.ambiguity(of: item).filter { !designTime.ambiguity(of: item).contains($0) }
                        guard !lost.isEmpty else { continue }
                        tally.record(Problem(constraint: placeholder.id, item: item, quantities: lost), in: solved.key)
                        explained.insert(item)
                    }
                }
                // Placeholders that are only needed together (each one alone can be spared), each
                // reported for a view it is on when the view's own placeholders hold it: with them
                // kept and every other placeholder removed, it loses nothing on their axes. When it
                // still does, its loss comes from placeholders elsewhere (on the stack view or
                // container its size hangs on), whose own findings name them.
                var heldByOwn: [ObjectID: Bool] = [:]
                for placeholder in placeholders {
                    for item in placeholder.anchors.map(\.item) where !explained.contains(item) {
                        guard let lost = lostTogether[item] else { continue }
                        // What it holds on its own axis: a trailing placeholder does not hold a Y position.
                        let held = lost.filter { $0.axis == placeholder.first.attribute.axis }
                        guard !held.isEmpty else { continue }
                        if heldByOwn[item] == nil {
                            heldByOwn[item] = isHeldByOwnPlaceholders(item, lost: lost, placeholders: placeholders, in: scene,
                                                                      solved: solved, designTime: designTime, document: document)
                        }
                        guard heldByOwn[item] == true else { continue }
                        tally.record(Problem(constraint: placeholder.id, item: item, quantities: held), in: solved.key)
                    }
                }
            }
            for (problem, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let constraint = index.constraint(problem.constraint) else { continue }
                findings.append(finding(
                    in: document, at: constraint.location, element: constraint.id, scene: scene.id, sizeClasses: sizeClasses,
                    "Placeholder constraint \(wording.describe(constraint)) is removed at build time, and without it "
                        + "\(wording.itemName(problem.item)) needs constraints for: \(AmbiguityWording.quantityList(problem.quantities)); "
                        + "add constraints for it in code before the view is laid out, or turn off \"Remove at build time\""))
            }
        }
        return findings
    }

    /// Whether the placeholders on the view (on the axes it loses) hold it on those axes with every
    /// other placeholder removed.
    private func isHeldByOwnPlaceholders(_ item: ObjectID, lost: [LayoutQuantity], placeholders: [Constraint], in scene: Scene,
                                         solved: SolvedConfiguration, designTime: SceneLayout, document: Document) -> Bool {
        let axes = Set(lost.map(\.axis))
        let others = placeholders.filter { placeholder in
            guard let axis = placeholder.first.attribute.axis else { return true }
            return !(placeholder.anchors.contains { $0.item == item } && axes.contains(axis))
        }
        let layout = LayoutEngine.solve(document: document, scene: scene.keepingPlaceholders(except: Set(others.map(\.id))),
                                        configuration: solved.layout.configuration, rootSize: solved.rootSize,
                                        options: solved.layout.system.options, xcode: solved.layout.system.xcode)
        return !layout.ambiguity(of: item).contains { !designTime.ambiguity(of: item).contains($0) && axes.contains($0.axis) }
    }

    private struct Problem: Hashable {
        var constraint: ObjectID
        var item: ObjectID
        var quantities: [LayoutQuantity]
    }
}
