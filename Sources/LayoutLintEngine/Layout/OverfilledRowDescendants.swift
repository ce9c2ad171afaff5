import LayoutLintModel

extension LayoutEngine {
    /// The views inside table cell content views overfilled by their row
    /// (`contentViewsOverfilledByTheirRow`) whose place or height in the content view follows
    /// from its height, which Interface Builder then holds ambiguous: a frame is stored in its
    /// superview's coordinates, so a view the content's constraints place from its top edge keeps
    /// its frame whatever the height, and one centred in it (or stretched to its bottom with
    /// nothing else sizing it) does not. Found as the vertical ambiguity of the system without
    /// the row's height and without the constraints on the content view's bottom edge, the ones
    /// that cannot all hold with the row. Only vertical quantities count: the row's width is not
    /// in question. See docs/measurements.md.
    static func viewsHangingOnOverfilledRows(_ system: SceneSystem, _ overfilled: [ObjectID]) -> [ObjectID: Set<LayoutQuantity>] {
        guard !overfilled.isEmpty else { return [:] }
        let contentViews = Set(overfilled)
        var loose = system
        loose.constraints = system.constraints.filter { !holdsRowHeight($0, system, contentViews) }
        for index in loose.constraints.indices { loose.constraints[index].linear.tag = index }
        let ambiguous = ambiguity(loose).ambiguous
        var result: [ObjectID: Set<LayoutQuantity>] = [:]
        for item in system.descendants(of: contentViews) where item.kind.isView {
            let vertical = (ambiguous[item.id] ?? []).filter { $0.axis == .vertical }
            if !vertical.isEmpty { result[item.id] = vertical }
        }
        return result
    }

    /// Whether a constraint holds an overfilled content view's height: the row's (encapsulated
    /// top-to-bottom) constraint, or a document constraint on the content view's bottom edge.
    private static func holdsRowHeight(_ constraint: SystemConstraint, _ system: SceneSystem, _ contentViews: Set<ObjectID>) -> Bool {
        switch constraint.origin {
        case .encapsulated(let id):
            guard contentViews.contains(id), let edges = system.variables[id] else { return false }
            return Set(constraint.linear.expression.terms.keys) == [edges.top, edges.bottom]
        case .document(let id):
            guard let written = system.scene.constraints.first(where: { $0.id == id }) else { return false }
            return written.anchors.contains { contentViews.contains($0.item) && ($0.attribute == .bottom || $0.attribute == .bottomMargin) }
        default:
            return false
        }
    }
}
