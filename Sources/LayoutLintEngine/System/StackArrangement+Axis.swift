import LayoutLintModel

/// Along the stack's axis: the first and last views connected to the stack's edges, the spacing
/// between neighbours, and what the distribution adds.
extension StackArrangement {
    func addAlongAxis<Context: ArrangementContext>(in context: inout Context) {
        guard let first = visible.first, let last = visible.last else { return }
        addEndConnections(first: first.edges, last: last.edges, in: &context)
        addSpacing(in: &context)
        if distribution.spacesEqually {
            // Gaps that may only grow leave the stack free to grow with them: it fits its views
            // at the fitting-size level, as it does across its axis.
            context.add(.stack(id, .canvasFit), stackEdges.size(axis), priority: EnginePriority.stackFitting)
        }
        addEqualDistances(in: &context)
        if distribution == .fill && isAppKit { addFillOrder(in: &context) }
        if distribution == .fillEqually {
            addEqualSizes(first: first.edges, in: &context)
        } else if distribution == .fillProportionally {
            addProportionalSizes(in: &context)
        }
    }

    /// NSStackView's hugging of its views along the axis (`stackHuggingPriority`), else the default low priority.
    private var hugging: Double { stack.stackHuggingPriority?[axis].rawValue ?? Priority.defaultLow.rawValue }

    /// The first view at the stack's start; the last at its end, or, in AppKit, wherever the
    /// stack's hugging and clipping resistance leave it. NSStackView's equal centering centres
    /// its views when it is larger than they need instead of stretching them to its ends; below
    /// required its hugging is weaker than the views' fitting sizes.
    private func addEndConnections<Context: ArrangementContext>(first: EdgeVariables, last: EdgeVariables, in context: inout Context) {
        // NSStackView's clipping resistance: below required, the views overflow the stack's far
        // end (clipped) rather than being squeezed.
        let clipping = isAppKit ? stack.clippingResistancePriority[axis].rawValue : EnginePriority.required
        let endGap = end(last, axis) - canvasEnd(axis)
        if isAppKit && distribution == .equalCentering {
            context.add(.stack(id, .appKitCanvasConnection), start(first, axis) - canvasStart(axis), .greaterThanOrEqual)
            context.add(.stack(id, .appKitCanvasConnection), endGap, .lessThanOrEqual)
            context.add(.stack(id, .appKitCentering), (start(first, axis) - canvasStart(axis)) - (canvasEnd(axis) - end(last, axis)))
            context.add(.stack(id, .appKitHugging), endGap,
                        priority: hugging >= EnginePriority.required ? EnginePriority.justBelowRequired : EnginePriority.belowStackFitting)
            return
        }
        context.add(.stack(id, .canvasConnection), start(first, axis) - canvasStart(axis))
        if distribution == .gravityAreas {
            context.add(.stack(id, .appKitCanvasConnection), endGap, .lessThanOrEqual, priority: clipping)
            context.add(.stack(id, .appKitHugging), endGap, priority: min(hugging, EnginePriority.justBelowRequired))
        } else if clipping < EnginePriority.required {
            context.add(.stack(id, .canvasConnection), endGap, .greaterThanOrEqual)
            context.add(.stack(id, .appKitClippingResistance), endGap, .lessThanOrEqual, priority: clipping)
        } else {
            context.add(.stack(id, .canvasConnection), endGap)
        }
    }

    /// The spacing between neighbours: exact, at least (equal spacing and centering), or held by
    /// the stack's hugging (gravity areas). NSStackView's custom spacing after a view replaces the
    /// stack's; a vertical UIStackView with `baselineRelativeArrangement` measures from one view's
    /// last baseline to the next one's first.
    private func addSpacing<Context: ArrangementContext>(in context: inout Context) {
        for index in visible.indices.dropFirst() {
            let previous = visible[index - 1].edges, next = visible[index].edges
            var gap = spacing
            if isAppKit, index - 1 < stack.customSpacing.count, stack.customSpacing[index - 1] < 1e30 {
                gap = stack.customSpacing[index - 1]
            }
            var space = start(next, axis) - end(previous, axis) + -gap
            if !isAppKit && stack.isBaselineRelativeArrangement && axis == .vertical,
               let last = context.expression(for: Anchor(item: visible[index - 1].item.id, attribute: .lastBaseline), otherItem: nil),
               let first = context.expression(for: Anchor(item: visible[index].item.id, attribute: .firstBaseline), otherItem: nil) {
                space = first - last + -gap
            }
            switch distribution {
            case .equalSpacing, .equalCentering:
                context.add(.stack(id, .spacing), space, .greaterThanOrEqual)
            case .gravityAreas:
                context.add(.stack(id, .appKitSpacing), space, .greaterThanOrEqual)
                context.add(.stack(id, .appKitHugging), space, priority: min(hugging, EnginePriority.justBelowRequired))
            default:
                context.add(.stack(id, .spacing), space)
            }
        }
    }

    /// Equal spacing: every gap equals the first; equal centering: every distance between
    /// centres equals the first (just below required, as UIKit's).
    private func addEqualDistances<Context: ArrangementContext>(in context: inout Context) {
        guard visible.count > 2 else { return }
        let firstGap = start(visible[1].edges, axis) - end(visible[0].edges, axis)
        let firstCenterGap = visible[1].edges.center(axis) - visible[0].edges.center(axis)
        for index in visible.indices.dropFirst(2) {
            let previous = visible[index - 1].edges, next = visible[index].edges
            if distribution == .equalSpacing {
                context.add(.stack(id, .distributingEdge), start(next, axis) - end(previous, axis) - firstGap)
            } else if distribution == .equalCentering {
                context.add(.stack(id, .distributingCenter), next.center(axis) - previous.center(axis) - firstCenterGap,
                            priority: EnginePriority.justBelowRequired)
            }
        }
    }

    /// "If there's any ambiguity, the stack view resizes the arranged views based on their
    /// index" (UIStackView.Distribution.fill): where equal content priorities leave the sizes
    /// free, the earlier views keep to their content and the last one takes the rest. Below
    /// every priority a document can use, so it only chooses among otherwise equal layouts.
    /// AppKit only: Interface Builder flags such a tie in a UIStackView.
    private func addFillOrder<Context: ArrangementContext>(in context: inout Context) {
        for (index, view) in visible.dropLast().enumerated()
        where view.item.element == .stackView || context.hasIntrinsicSize(view.item, axis: axis) {
            context.add(.stack(id, .fillOrder), view.edges.size(axis), priority: EnginePriority.fillOrder(index: index))
        }
    }

    /// UIKit's equal sizes are required, each view's against the first one's. NSStackView keeps
    /// them equal only "as much as possible" (its documentation), weaker than the sizes views
    /// show, each view against its neighbour so that a shortfall is shared.
    private func addEqualSizes<Context: ArrangementContext>(first: EdgeVariables, in context: inout Context) {
        for index in visible.indices.dropFirst() {
            let reference = isAppKit ? visible[index - 1].edges : first
            context.add(.stack(id, .fillEqually), visible[index].edges.size(axis) - reference.size(axis),
                        priority: isAppKit ? EnginePriority.belowStackFitting : EnginePriority.required)
        }
    }

    /// Proportions are those of the sizes views show: a view without an intrinsic size along the
    /// axis takes no share, and what sizes it is the rest of the system. A UIStackView none of
    /// whose views has an intrinsic size along the axis (so none would have a share) keeps them in
    /// the proportions of the sizes they show: Interface Builder flags none of them (see
    /// docs/measurements.md).
    private func addProportionalSizes<Context: ArrangementContext>(in context: inout Context) {
        let sized = visible.filter { view in
            view.item.element == .stackView || context.hasIntrinsicSize(view.item, axis: axis)
        }
        let proportioned = sized.isEmpty && !isAppKit ? visible : sized
        let sizes = proportioned.map { context.alignmentFrame($0.item.id).map { axis == .horizontal ? $0.width : $0.height } ?? 0 }
        guard let reference = proportioned.first, sizes[0] > 0 else { return }
        for (index, view) in proportioned.enumerated().dropFirst() where sizes[index] > 0 {
            context.add(.stack(id, .fillProportionally), view.edges.size(axis) - reference.edges.size(axis) * (sizes[index] / sizes[0]),
                        priority: EnginePriority.justBelowRequired)
        }
    }
}
