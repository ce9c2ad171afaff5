import LayoutLintModel

/// A stack whose arranged views are all hidden (UIStackView) or all detached (NSStackView with
/// `detachesHiddenViews`) arranges nothing, and Interface Builder stores it with no size and no
/// `ambiguous` flag (docs/measurements.md, "Empty stacks").
extension StackArrangement {
    /// A UIStackView collapses each hidden view to nothing along its axis (`UISV-hiding`), so the
    /// chain from its start to its end is empty: no extent along the axis, just below required
    /// as the hidden views' placement. Across the axis it aligns no view, and fits to nothing where
    /// nothing else sizes it. An NSStackView that detached every view is an empty stack: it keeps
    /// the size Interface Builder shows, as one with no views at all. Either way the hidden views
    /// sit at the stack's start across its axis too, at the size their own constraints give them,
    /// else at the size they show.
    func addEmptyArrangement<Context: ArrangementContext>(in context: inout Context) {
        if isAppKit {
            Self.addEmptyStack(id, stackEdges, in: &context)
        } else {
            context.add(.stack(id, .canvasFit), canvasEnd(axis) - canvasStart(axis), priority: EnginePriority.justBelowRequired)
            context.add(.stack(id, .spanningFit), canvasEnd(cross) - canvasStart(cross), priority: EnginePriority.stackFitting)
        }
        let placementPriority = isAppKit ? EnginePriority.required : EnginePriority.justBelowRequired
        for view in arranged {
            context.add(.stack(id, .alignment), start(view.edges, cross) - canvasStart(cross), priority: placementPriority)
            addSuppression(view, in: &context)
        }
    }
}
