import LayoutLintModel

/// The constraints a stack view adds for its arranged views (`UISV-*` in UIKit's log), and
/// NSStackView's equivalents: hidden views collapsing, the views along the axis (connection to
/// the stack's edges, spacing, distribution) and across it (alignment, spanning, suppression).
/// What the frameworks do not document was measured: docs/measurements.md, "Stack views".
struct StackArrangement {
    let id: ObjectID
    let stack: StackProperties
    let stackEdges: EdgeVariables
    let isAppKit: Bool
    let axis: Axis
    let cross: Axis
    let distribution: StackDistribution
    let alignment: StackAlignment
    let spacing: Double
    /// The edges the arrangement is laid against: the stack's, inset by its margins or (AppKit)
    /// its edge insets.
    let insets: EdgeInsets
    let arranged: [(item: LayoutItem, edges: EdgeVariables)]
    /// Arranged views that take part in the layout: hidden ones collapse (in AppKit only where
    /// the stack detaches them).
    let visible: [(item: LayoutItem, edges: EdgeVariables)]
    let collapsesHidden: Bool

    static func add<Context: ArrangementContext>(for stackItem: LayoutItem, in context: inout Context) {
        guard let stack = stackItem.stack, let stackEdges = context.edges(stackItem.id) else { return }
        let arranged = stack.arrangedSubviews.compactMap { id in context.item(id).flatMap { item in context.edges(id).map { (item, $0) } } }
        guard !arranged.isEmpty else {
            addEmptyStack(stackItem.id, stackEdges, in: &context)
            return
        }
        let arrangement = StackArrangement(stackItem, stack, stackEdges, arranged: arranged, context: context)
        arrangement.addHiddenViews(in: &context)
        guard !arrangement.visible.isEmpty else {
            arrangement.addEmptyArrangement(in: &context)
            return
        }
        arrangement.addAlongAxis(in: &context)
        arrangement.addAcrossAxis(in: &context)
    }

    private init<Context: ArrangementContext>(_ stackItem: LayoutItem, _ stack: StackProperties, _ stackEdges: EdgeVariables,
                                              arranged: [(LayoutItem, EdgeVariables)], context: Context) {
        let configuration = context.configuration
        id = stackItem.id
        self.stack = stack
        self.stackEdges = stackEdges
        isAppKit = context.isAppKit
        axis = stack.axisOverrides.value(in: configuration) ?? stack.axis
        cross = axis == .horizontal ? .vertical : .horizontal
        distribution = stack.distributionOverrides.value(in: configuration) ?? stack.distribution
        alignment = stack.alignmentOverrides.value(in: configuration) ?? stack.alignment
        spacing = stack.spacingOverrides.value(in: configuration) ?? stack.spacing
        insets = stack.isLayoutMarginsRelativeArrangement ? context.margins(of: stackItem.id) : (stack.edgeInsets ?? .zero)
        self.arranged = arranged.map { (item: $0.0, edges: $0.1) }
        let collapses = !context.isAppKit || stack.detachesHiddenViews
        collapsesHidden = collapses
        visible = self.arranged.filter { !(collapses && $0.item.isHidden) }
    }

    /// An empty NSStackView keeps the size Interface Builder shows, at the level its suppression
    /// keeps a view nothing sizes; an empty UIStackView that nothing sizes is left ambiguous, as
    /// Interface Builder flags it.
    static func addEmptyStack<Context: ArrangementContext>(_ id: ObjectID, _ stackEdges: EdgeVariables, in context: inout Context) {
        guard context.isAppKit, let stored = context.alignmentFrame(id) else { return }
        let origin = ConstraintOrigin.stack(id, .appKitAmbiguitySuppression)
        context.add(origin, stackEdges.size(.horizontal) + -stored.width, priority: EnginePriority.stackFitting)
        context.add(origin, stackEdges.size(.vertical) + -stored.height, priority: EnginePriority.stackFitting)
    }

    // MARK: - Edges

    func canvasStart(_ axis: Axis) -> LinearExpression {
        LinearExpression(stackEdges.start(axis)) + (axis == .horizontal ? insets.leading : insets.top)
    }

    func canvasEnd(_ axis: Axis) -> LinearExpression {
        LinearExpression(stackEdges.end(axis)) + -(axis == .horizontal ? insets.trailing : insets.bottom)
    }

    func start(_ edges: EdgeVariables, _ axis: Axis) -> LinearExpression { LinearExpression(edges.start(axis)) }

    func end(_ edges: EdgeVariables, _ axis: Axis) -> LinearExpression { LinearExpression(edges.end(axis)) }

    // MARK: - Hidden views

    /// Hidden views leave the arrangement. A UIStackView collapses each to nothing (the required
    /// `UISV-hiding` size), between two visible views in the middle of the gap that separates
    /// them, otherwise at the start; where it puts one gives way to the document. An NSStackView
    /// that detaches hidden views takes them out of its arrangement (and out of the window) without
    /// any size constraint: Interface Builder shows such a view at the start, at the size its own
    /// constraints give it, else at the size it stores; nothing it does can be ambiguous.
    private func addHiddenViews<Context: ArrangementContext>(in context: inout Context) {
        let placementPriority = isAppKit ? EnginePriority.required : EnginePriority.justBelowRequired
        for (index, view) in arranged.enumerated() where collapsesHidden && view.item.isHidden {
            if !isAppKit {
                context.add(.stack(id, .hiding), view.edges.size(axis))
            } else if let stored = context.alignmentFrame(view.item.id) {
                context.add(.stack(id, .appKitAmbiguitySuppression), view.edges.size(axis) + -(axis == .horizontal ? stored.width : stored.height),
                            priority: EnginePriority.stackFitting)
            }
            let previous = arranged[..<index].last { !$0.item.isHidden }
            let next = arranged[(index + 1)...].first { !$0.item.isHidden }
            if !isAppKit, let previous, let next {
                context.add(.stack(id, .hiding), start(view.edges, axis) - (end(previous.edges, axis) + start(next.edges, axis)) * 0.5,
                            priority: placementPriority)
            } else {
                context.add(.stack(id, .hiding), start(view.edges, axis) - canvasStart(axis), priority: placementPriority)
            }
        }
    }
}
