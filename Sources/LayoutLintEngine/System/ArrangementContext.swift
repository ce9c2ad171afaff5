import LayoutLintModel

/// What a stack or grid arrangement may ask of the system being built, and the one thing it may
/// do to it: add constraints (and variables of its own).
protocol ArrangementContext {
    var configuration: TraitKey { get }
    var platform: Platform { get }
    func item(_ id: ObjectID) -> LayoutItem?
    func edges(_ id: ObjectID) -> EdgeVariables?
    /// The design-time alignment rect: what the edge variables stand for.
    func alignmentFrame(_ id: ObjectID) -> Rect?
    func margins(of id: ObjectID) -> EdgeInsets
    func hasIntrinsicSize(_ item: LayoutItem, axis: Axis) -> Bool
    func expression(for anchor: Anchor, otherItem: ObjectID?) -> LinearExpression?
    /// Whether a document constraint in force places the item along the axis relative to another item.
    func isPlacedByDocument(_ id: ObjectID, along axis: Axis) -> Bool
    mutating func addConstraint(_ origin: ConstraintOrigin, _ expression: LinearExpression, _ relation: ConstraintRelation,
                                priority: Double)
    mutating func newVariable() -> Variable
}

extension ArrangementContext {
    var isAppKit: Bool { platform == .macOS }

    mutating func add(_ origin: ConstraintOrigin, _ expression: LinearExpression, _ relation: ConstraintRelation = .equal,
                      priority: Double = EnginePriority.required) {
        addConstraint(origin, expression, relation, priority: priority)
    }
}
