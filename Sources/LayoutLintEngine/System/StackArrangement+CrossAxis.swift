import LayoutLintModel

/// Across the stack's axis: every arranged view (hidden ones too) inside the stack, aligned as
/// the stack says, and sized where nothing else sizes it.
extension StackArrangement {
    func addAcrossAxis<Context: ArrangementContext>(in context: inout Context) {
        if !alignment.fills {
            context.add(.stack(id, .spanningFit), stackEdges.size(cross), priority: EnginePriority.stackFitting)
        }
        // An NSStackView with edge insets gives way across its axis to the document's constraints
        // on its views (just below required); without insets its alignment stays required.
        let insetCrossPriority = isAppKit && stack.edgeInsets != nil ? EnginePriority.justBelowRequired : EnginePriority.required
        var baselineReference: LinearExpression?
        for view in arranged {
            // An AppKit arranged view the document's own constraints place across the axis keeps
            // inside the stack just below required and gives up its alignment below content priorities.
            let placedByDocument = isAppKit && context.isPlacedByDocument(view.item.id, along: cross)
            let crossPriority = placedByDocument ? EnginePriority.justBelowRequired : insetCrossPriority
            let alignmentPriority = placedByDocument ? EnginePriority.stackAlignmentUnderDocument : crossPriority
            if alignment.fills {
                context.add(.stack(id, .alignment), start(view.edges, cross) - canvasStart(cross))
                context.add(.stack(id, .alignment), end(view.edges, cross) - canvasEnd(cross))
                continue
            }
            let looseSide = unboundedSide(of: view.item, in: context)
            if looseSide != .start {
                context.add(.stack(id, .spanningBoundary), start(view.edges, cross) - canvasStart(cross), .greaterThanOrEqual,
                            priority: crossPriority)
            }
            if looseSide != .end {
                context.add(.stack(id, .spanningBoundary), end(view.edges, cross) - canvasEnd(cross), .lessThanOrEqual,
                            priority: crossPriority)
            }
            addSuppression(view, in: &context)
            align(view, priority: alignmentPriority, baselineReference: &baselineReference, in: &context)
        }
    }

    private enum Side { case start, end }

    /// The side across the axis on which the stack does not keep the view inside it, if any. A
    /// horizontal UIStackView aligned on first baselines bounds only its first view's top (its
    /// `UISV-canvas-connection`, stack.top <= view.top) and every view's bottom; on last
    /// baselines, every view's top and only its first view's bottom. The other views' text lines
    /// up with the first one's and they may reach past the stack (Apple's bug 32291130, still so
    /// in iOS 13; Interface Builder stores such views above or below their stack). A view with no
    /// baseline to align keeps both boundaries. Evidence: docs/measurements.md.
    private func unboundedSide<Context: ArrangementContext>(of item: LayoutItem, in context: Context) -> Side? {
        guard !isAppKit, cross == .vertical, alignment == .firstBaseline || alignment == .lastBaseline,
              let reference = visible.first ?? arranged.first, item.id != reference.item.id,
              [item.id, reference.item.id].allSatisfy({ hasBaseline($0, in: context) })
        else { return nil }
        return alignment == .firstBaseline ? .start : .end
    }

    private func hasBaseline<Context: ArrangementContext>(_ id: ObjectID, in context: Context) -> Bool {
        let attribute: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        return context.expression(for: Anchor(item: id, attribute: attribute), otherItem: nil) != nil
    }

    /// Interface Builder's ambiguity suppression keeps a view that nothing sizes across the axis
    /// at the size it shows, not at zero (UIKit's run-time pull): UIKit's below the stack's fit,
    /// NSStackView's at the fitting-size level, above it. A nested UIStackView is sized by its own
    /// views, and an AppKit view with no stored frame has no size to keep; a UIKit view with no
    /// stored frame is laid out at the stack's full extent.
    func addSuppression<Context: ArrangementContext>(_ view: (item: LayoutItem, edges: EdgeVariables),
                                                             in context: inout Context) {
        let keepsStoredSize = isAppKit || view.item.element != .stackView
        if keepsStoredSize, let stored = context.alignmentFrame(view.item.id) {
            let size = cross == .horizontal ? stored.width : stored.height
            let tag: ArrangementConstraintKind = isAppKit ? .appKitAmbiguitySuppression : .ambiguitySuppression
            context.add(.stack(id, tag), view.edges.size(cross) + -size,
                        priority: isAppKit ? EnginePriority.fittingSizeLevel : EnginePriority.uiKitStackSuppression)
        } else if !keepsStoredSize || isAppKit {
            context.add(.stack(id, .ambiguitySuppression), view.edges.size(cross), priority: EnginePriority.uiKitStackSuppression)
        } else {
            context.add(.stack(id, .ambiguitySuppression), view.edges.size(cross) - (canvasEnd(cross) - canvasStart(cross)),
                        priority: EnginePriority.uiKitStackSuppression)
        }
    }

    /// The view's start, end, centre or baseline where the alignment puts it. Baselines align
    /// only across a horizontal stack, each view's with the first one's; an NSStackView taller
    /// than its baseline-aligned views keeps them at its top.
    private func align<Context: ArrangementContext>(_ view: (item: LayoutItem, edges: EdgeVariables), priority: Double,
                                                    baselineReference: inout LinearExpression?, in context: inout Context) {
        let edges = view.edges
        switch alignment {
        case _ where alignment.alignsStarts:
            context.add(.stack(id, .alignment), start(edges, cross) - canvasStart(cross), priority: priority)
        case _ where alignment.alignsEnds:
            context.add(.stack(id, .alignment), end(edges, cross) - canvasEnd(cross), priority: priority)
        case _ where alignment.alignsBaselines && cross == .vertical:
            let anchor = Anchor(item: view.item.id, attribute: alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
            guard let baseline = context.expression(for: anchor, otherItem: nil) else { return }
            if isAppKit {
                context.add(.stack(id, .appKitBaselineTop), start(edges, cross) - canvasStart(cross),
                            priority: EnginePriority.baselineAlignedTop)
            }
            if let reference = baselineReference {
                context.add(.stack(id, .alignment), baseline - reference)
            } else {
                baselineReference = baseline
            }
        default:
            let canvasCenter = (canvasStart(cross) + canvasEnd(cross)) * 0.5
            context.add(.stack(id, .alignment), edges.center(cross) - canvasCenter, priority: priority)
        }
    }
}
