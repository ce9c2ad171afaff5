import LayoutLintModel

extension SceneSystem {
    /// The system with every self-sizing UIKit row held at its stored height, as Interface
    /// Builder's canvas shows it: the canvas lays a cell out at the height the file stores (the
    /// table's or the cell's row height) and flags what its content leaves undetermined there,
    /// where the run time sizes the row by its content (`ViewPlacement.selfSizes`). Nil when the
    /// system has no such row.
    func holdingSelfSizingRows() -> SceneSystem? {
        let rows = constraints.indices.filter { isSelfSizingRow(constraints[$0]) }
        guard !rows.isEmpty else { return nil }
        var held = self
        for index in rows { held.constraints[index].linear.priority = EnginePriority.required }
        return held
    }

    /// The system as the canvas solves it: `holdingSelfSizingRows` and
    /// `yieldingHiddenViewSizes`, or itself.
    var canvasRows: SceneSystem { canvasDesign() ?? self }

    /// The canvas's system where it differs from the run time's, else nil.
    func canvasDesign() -> SceneSystem? {
        let rows = holdingSelfSizingRows()
        return (rows ?? self).yieldingHiddenViewSizes() ?? rows
    }

    private func isSelfSizingRow(_ constraint: SystemConstraint) -> Bool {
        guard case .encapsulated(let id) = constraint.origin, constraint.linear.priority == EnginePriority.fittingSizeLevel,
              let edges = variables[id], items.contains(where: { $0.id == id && $0.element == .tableViewCellContentView }) else { return false }
        return Set(constraint.linear.expression.terms.keys) == [edges.top, edges.bottom]
    }
}
