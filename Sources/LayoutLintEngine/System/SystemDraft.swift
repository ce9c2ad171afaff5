import LayoutLintModel

/// The linear system as it is written: constraints in the order they are added (the order
/// decides which constraint of a conflict is broken, see `LinearSystemSolver`), and variables
/// beyond the items' edges (a grid's track boundaries).
struct SystemDraft {
    private(set) var constraints: [SystemConstraint] = []
    private(set) var variableCount: Int

    init(variableCount: Int) { self.variableCount = variableCount }

    mutating func newVariable() -> Variable {
        variableCount += 1
        return Variable(variableCount - 1)
    }

    mutating func add(_ origin: ConstraintOrigin, _ expression: LinearExpression, _ relation: ConstraintRelation = .equal,
                      priority: Double = EnginePriority.required) {
        let tag = constraints.count
        constraints.append(SystemConstraint(origin: origin, linear: LinearConstraint(expression, relation, priority: priority, tag: tag)))
    }

    /// The item's alignment rect at `frame` in its container (absolute for a root), its size
    /// held at `sizePriority`.
    mutating func pin(_ origin: ConstraintOrigin, _ edges: EdgeVariables, to frame: Rect, relativeTo parent: EdgeVariables?,
                      sizePriority: Double = EnginePriority.required) {
        pinOrigin(origin, edges, x: frame.x, y: frame.y, relativeTo: parent)
        add(origin, edges.size(.horizontal) + -frame.width, priority: sizePriority)
        add(origin, edges.size(.vertical) + -frame.height, priority: sizePriority)
    }

    /// The item's leading and top edges at `x`, `y` from its container's (absolute for a root).
    mutating func pinOrigin(_ origin: ConstraintOrigin, _ edges: EdgeVariables, x: Double, y: Double, relativeTo parent: EdgeVariables?) {
        func offset(_ variable: Variable, _ base: Variable?) -> LinearExpression {
            base.map { LinearExpression(variable) - LinearExpression($0) } ?? LinearExpression(variable)
        }
        add(origin, offset(edges.left, parent?.left) + -x)
        add(origin, offset(edges.top, parent?.top) + -y)
    }
}
