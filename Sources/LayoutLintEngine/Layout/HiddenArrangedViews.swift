import LayoutLintModel

extension SceneSystem {
    /// The system with each hidden arranged view's collapse (`UISV-hiding`, required at run
    /// time) just below required, as Interface Builder's canvas lays it out: a hidden view that
    /// its own required constraints size keeps that size, stored where the stack would collapse
    /// it, while the stack lays the visible views out without it. At run time the two required
    /// constraints conflict (UIKit logs it). Nil when no hidden view collapses.
    func yieldingHiddenViewSizes() -> SceneSystem? {
        let collapses = constraints.indices.filter { isHiddenViewCollapse(constraints[$0]) }
        guard !collapses.isEmpty else { return nil }
        var canvas = self
        for index in collapses { canvas.constraints[index].linear.priority = Self.hiddenViewCollapseOnCanvas }
        return canvas
    }

    /// Between the strongest optional constraints (999, the placement of a hidden view among
    /// them) and required ones, so that only a required constraint keeps a hidden view's size.
    static let hiddenViewCollapseOnCanvas = 999.5

    /// A `UISV-hiding` size: the required one (its placement is optional).
    private func isHiddenViewCollapse(_ constraint: SystemConstraint) -> Bool {
        guard case .stack(_, .hiding) = constraint.origin else { return false }
        return constraint.linear.priority == EnginePriority.required
    }
}
