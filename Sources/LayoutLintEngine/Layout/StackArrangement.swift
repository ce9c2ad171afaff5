import LayoutLintModel

/// The constraints a stack view adds for its arranged views (`UISV-*` in UIKit's log), and
/// NSStackView's gravity-area equivalent.
enum StackArrangement {
    /// Just under the fitting-size level (49) at which a stack fits its views and Interface
    /// Builder keeps a view's shown size: NSStackView's arrangement preferences that give way to
    /// both.
    static let belowFittingSize: Double = 48

    static func add(for stackItem: LayoutItem, in builder: inout SceneSystemBuilder) {
        guard let stack = stackItem.stack, let stackEdges = builder.edges(stackItem.id) else { return }
        let configuration = builder.configuration
        let axis = stack.axisOverrides.value(in: configuration) ?? stack.axis
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let distribution = stack.distributionOverrides.value(in: configuration) ?? stack.distribution
        let alignment = stack.alignmentOverrides.value(in: configuration) ?? stack.alignment
        let spacing = stack.spacingOverrides.value(in: configuration) ?? stack.spacing
        let isAppKit = builder.document.platform == .macOS
        let arranged = stack.arrangedSubviews.compactMap { id in builder.item(id).flatMap { item in builder.edges(id).map { (item, $0) } } }
        guard !arranged.isEmpty else {
            // An empty NSStackView keeps the size Interface Builder shows, at the fitting-size
            // level, as its suppression keeps a view nothing sizes (NetNewsWire's empty 0 × 0
            // stacks centred under their window's top, iina's stacks filled in code: 8 views
            // Xcode does not flag). Interface Builder flags an empty UIStackView that nothing
            // sizes (pocket-casts, openfoodfacts: 6 views).
            if isAppKit, let stored = builder.alignmentFrame(stackItem.id) {
                builder.add(.stack(stackItem.id, .appKitAmbiguitySuppression), stackEdges.size(.horizontal) + -stored.width, priority: 49)
                builder.add(.stack(stackItem.id, .appKitAmbiguitySuppression), stackEdges.size(.vertical) + -stored.height, priority: 49)
            }
            return
        }
        let collapsesHidden = !isAppKit || stack.detachesHiddenViews
        let visible = arranged.filter { !(collapsesHidden && $0.0.isHidden) }
        let id = stackItem.id

        // The edges the arrangement is laid against: the stack's, or its margins'.
        // NSStackView pads its views by its `edgeInsets` (all 7 AppKit stacks with insets in
        // ../shared/corpus, 4 projects, store their views inside them).
        let insets = stack.isLayoutMarginsRelativeArrangement ? builder.margins(of: id) : (stack.edgeInsets ?? .zero)
        func canvasStart(_ axis: Axis) -> LinearExpression {
            LinearExpression(stackEdges.start(axis)) + (axis == .horizontal ? insets.leading : insets.top)
        }
        func canvasEnd(_ axis: Axis) -> LinearExpression {
            LinearExpression(stackEdges.end(axis)) + -(axis == .horizontal ? insets.trailing : insets.bottom)
        }
        func start(_ edges: EdgeVariables, _ axis: Axis) -> LinearExpression { LinearExpression(edges.start(axis)) }
        func end(_ edges: EdgeVariables, _ axis: Axis) -> LinearExpression { LinearExpression(edges.end(axis)) }

        // Hidden views collapse to nothing: between two visible views, in the middle of the gap
        // that separates them (googleads' and other stacks store a hidden view spacing/2 after its
        // predecessor: 7 such views over the corpus, none elsewhere); otherwise at the start.
        // A UIStackView's collapsed size is required, but where it puts a hidden view gives way
        // to the document: firebase's filter stack spaces two hidden labels 24 apart with no
        // conflict, and Interface Builder flags both as ambiguous (each wants the same place).
        let hiddenPlacement: Double = isAppKit ? 1000 : 999
        for (index, (item, edges)) in arranged.enumerated() where collapsesHidden && item.isHidden {
            builder.add(.stack(id, .hiding), edges.size(axis))
            let previous = arranged[..<index].last { !$0.0.isHidden }
            let next = arranged[(index + 1)...].first { !$0.0.isHidden }
            if !isAppKit, let previous, let next {
                builder.add(.stack(id, .hiding), start(edges, axis) - (end(previous.1, axis) + start(next.1, axis)) * 0.5,
                            priority: hiddenPlacement)
            } else {
                builder.add(.stack(id, .hiding), start(edges, axis) - canvasStart(axis), priority: hiddenPlacement)
            }
        }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            let gravity = distribution == .gravityAreas
            let hugging = stack.stackHuggingPriority?[axis].rawValue ?? 250
            // NSStackView's clipping resistance: below required, the views overflow the stack's
            // far end (clipped) rather than being squeezed (Rectangle's todo-mode stack, 999,
            // stored 0 tall in a full pane with its three rows laid out below its top edge).
            let clipping = isAppKit ? stack.clippingResistancePriority[axis].rawValue : 1000
            let endGap = end(last.1, axis) - canvasEnd(axis)
            // NSStackView's equal-centering distribution centres its views when it is larger
            // than they need, instead of stretching them to its ends: Rectangle's preference
            // panes store a 500-point stack (hugging its views at 1000) in the middle of an
            // 850-point equal-centering stack. Below required its hugging is weaker than the
            // fitting size of the views (just under the fitting-size level): the same panes
            // centre two nested stacks that hug their own views at the same default priority
            // (249.99998) at their content's width, 733 and 674 points of 850.
            if isAppKit && distribution == .equalCentering {
                builder.add(.stack(id, .appKitCanvasConnection), start(first.1, axis) - canvasStart(axis), .greaterThanOrEqual)
                builder.add(.stack(id, .appKitCanvasConnection), endGap, .lessThanOrEqual)
                builder.add(.stack(id, .appKitCentering), (start(first.1, axis) - canvasStart(axis)) - (canvasEnd(axis) - end(last.1, axis)))
                builder.add(.stack(id, .appKitHugging), endGap, priority: hugging >= 1000 ? 999 : Self.belowFittingSize)
            } else {
                builder.add(.stack(id, .canvasConnection), start(first.1, axis) - canvasStart(axis))
                if gravity {
                    builder.add(.stack(id, .appKitCanvasConnection), endGap, .lessThanOrEqual, priority: clipping)
                    builder.add(.stack(id, .appKitHugging), endGap, priority: min(hugging, 999))
                } else if clipping < 1000 {
                    builder.add(.stack(id, .canvasConnection), endGap, .greaterThanOrEqual)
                    builder.add(.stack(id, .appKitClippingResistance), endGap, .lessThanOrEqual, priority: clipping)
                } else {
                    builder.add(.stack(id, .canvasConnection), endGap)
                }
            }
            for index in visible.indices.dropFirst() {
                let previous = visible[index - 1].1, next = visible[index].1
                var gap = spacing
                if isAppKit, index - 1 < stack.customSpacing.count, stack.customSpacing[index - 1] < 1e30 {
                    gap = stack.customSpacing[index - 1]
                }
                var space = start(next, axis) - end(previous, axis) + -gap
                // `baselineRelativeArrangement`: a vertical UIStackView measures its spacing from
                // one view's last baseline to the next one's first (Provenance's info stack: rows
                // of 20⅓-point labels 29 apart, top to top).
                if !isAppKit && stack.isBaselineRelativeArrangement && axis == .vertical,
                   let last = builder.expression(for: Anchor(item: visible[index - 1].0.id, attribute: .lastBaseline), otherItem: nil),
                   let first = builder.expression(for: Anchor(item: visible[index].0.id, attribute: .firstBaseline), otherItem: nil) {
                    space = first - last + -gap
                }
                switch distribution {
                case .equalSpacing, .equalCentering:
                    builder.add(.stack(id, .spacing), space, .greaterThanOrEqual)
                case .gravityAreas:
                    builder.add(.stack(id, .appKitSpacing), space, .greaterThanOrEqual)
                    builder.add(.stack(id, .appKitHugging), space, priority: min(hugging, 999))
                default:
                    builder.add(.stack(id, .spacing), space)
                }
            }
            if distribution.spacesEqually {
                // Gaps that may only grow leave the stack free to grow with them: it fits its
                // views at the fitting-size level, as it does across its axis (Provenance's
                // equal-spacing info stack, 29 apart, above a scrolling text view).
                builder.add(.stack(id, .canvasFit), stackEdges.size(axis), priority: 49)
            }
            if visible.count > 2 {
                let firstGap = start(visible[1].1, axis) - end(visible[0].1, axis)
                let firstCenterGap = visible[1].1.center(axis) - visible[0].1.center(axis)
                for index in visible.indices.dropFirst(2) {
                    let previous = visible[index - 1].1, next = visible[index].1
                    if distribution == .equalSpacing {
                        builder.add(.stack(id, .distributingEdge), start(next, axis) - end(previous, axis) - firstGap)
                    } else if distribution == .equalCentering {
                        builder.add(.stack(id, .distributingCenter), next.center(axis) - previous.center(axis) - firstCenterGap,
                                    priority: 999)
                    }
                }
            }
            if distribution == .fill && isAppKit {
                // "If there's any ambiguity, the stack view resizes the arranged views based on
                // their index" (UIStackView.Distribution.fill): when equal content priorities
                // leave the sizes along the axis free, the earlier views keep to their content and
                // the last one takes the rest (HandBrake's filter cell: a vertical NSStackView of
                // two stacks hugging at the same priority stores the first at its content's 16
                // and the second at 40; 16 views of HandBrake and iina more agree, and 16 fewer
                // are called ambiguous that Xcode does not flag). Below every priority a document
                // can use (compression resistance 1 included), so it only chooses among otherwise
                // equal layouts. AppKit only: Interface Builder flags such a tie in a UIStackView
                // (pocket-casts' CastToViewController: 5 views, all flagged).
                for (index, (item, edges)) in visible.dropLast().enumerated()
                where item.element == .stackView || builder.hasIntrinsicSize(item, axis: axis) {
                    builder.add(.stack(id, .fillOrder), edges.size(axis), priority: 0.5 - 0.0001 * Double(index))
                }
            }
            if distribution == .fillEqually {
                // UIKit's equal sizes are required, each view's against the first one's.
                // NSStackView keeps them equal only "as much as possible" (its documentation),
                // and Interface Builder weaker than the sizes views show: iina's preferences store
                // a fill-equally stack's rows 24, 24 and 23 tall with no conflict (each row's
                // height is required by its contents), and Rectangle a row of three stacks 265,
                // 165 and 165 wide, the first held by a 265-point check box, the others sharing
                // the rest of the row's stored width equally. Equal to their neighbours, so that
                // a shortfall is shared (against the first one only, any split would cost the
                // same): over ../shared/corpus this drops 2 conflicts no Xcode flag supports and 21
                // more frames agree.
                for index in visible.indices.dropFirst() {
                    let reference = isAppKit ? visible[index - 1].1 : first.1
                    builder.add(.stack(id, .fillEqually), visible[index].1.size(axis) - reference.size(axis),
                                priority: isAppKit ? Self.belowFittingSize : 1000)
                }
            } else if distribution == .fillProportionally {
                // Proportions are those of intrinsic sizes: a view without one along the axis
                // takes no share, and what sizes it is the rest of the system. Interface Builder
                // flags the spacers of iTerm2's command-info rows (one row proportional, the
                // others pinned to it) and the buttons placed after them: 12 views. In
                // openfoodfacts' Settings stack a fixed-height plain view keeps out of the
                // proportions: 5 frames agree.
                let proportioned = visible.filter { item, _ in
                    item.element == .stackView || builder.hasIntrinsicSize(item, axis: axis)
                }
                let sizes = proportioned.map { builder.alignmentFrame($0.0.id).map { axis == .horizontal ? $0.width : $0.height } ?? 0 }
                if let reference = proportioned.first, sizes[0] > 0 {
                    for (index, (_, edges)) in proportioned.enumerated().dropFirst() where sizes[index] > 0 {
                        builder.add(.stack(id, .fillProportionally), edges.size(axis) - reference.1.size(axis) * (sizes[index] / sizes[0]),
                                    priority: 999)
                    }
                }
            }
        }

        // Across the axis.
        let fills = alignment.fills
        let baselines = alignment.alignsBaselines
        if !fills { builder.add(.stack(id, .spanningFit), stackEdges.size(cross), priority: 49) }
        var baselineReference: LinearExpression?
        // An NSStackView with edge insets gives way across its axis to the document's constraints
        // on its views: ProtonVPN's ServerInfo pins two of a leading-aligned stack's views to the
        // stack's leading edge, inside its 2-point inset, and Xcode stores them at 0 with no
        // conflict (its other views sit at 2). Held at 999 there; without insets nothing in the
        // corpus tells, and making every AppKit stack's alignment optional leaves 8 more views
        // ambiguous that Xcode does not flag, so those stay required.
        // An arranged view the document's own constraints place across the axis keeps inside
        // the stack at 999 and gives up its alignment below content priorities (700): HandBrake's
        // preferences align an "Options:" label's baseline with the first of the check boxes in
        // a centred stack beside it, and Xcode stores the label at the top, off the centre line,
        // the boxes whole, and no conflict. Over ../shared/corpus this drops 10 conflicts no
        // Xcode flag supports (HandBrake, Rectangle, ViennaRSS: baselines tied across centred
        // stacks) and 27 more frames agree.
        let insetCrossPriority: Double = isAppKit && stack.edgeInsets != nil ? 999 : 1000
        for (item, edges) in arranged {
            let placedByDocument = isAppKit && builder.isPlacedByDocument(item.id, along: cross)
            let crossPriority = placedByDocument ? 999 : insetCrossPriority
            let alignmentPriority = placedByDocument ? 700 : crossPriority
            if fills {
                builder.add(.stack(id, .alignment), start(edges, cross) - canvasStart(cross))
                builder.add(.stack(id, .alignment), end(edges, cross) - canvasEnd(cross))
                continue
            }
            builder.add(.stack(id, .spanningBoundary), start(edges, cross) - canvasStart(cross), .greaterThanOrEqual, priority: crossPriority)
            builder.add(.stack(id, .spanningBoundary), end(edges, cross) - canvasEnd(cross), .lessThanOrEqual, priority: crossPriority)
            let keepsStoredSize = isAppKit || item.element != .stackView
            if keepsStoredSize, let stored = builder.alignmentFrame(item.id) {
                // Interface Builder's suppression keeps a view that nothing sizes across the axis
                // at the size it shows, not at zero (UIKit's run-time pull). NSStackView: every
                // such view in ../shared/corpus (separators and custom views in 8 files of 6
                // projects: simplenote About, HandBrake HBQueueInfo, ProtonVPN StatusMenu,
                // Rectangle, …) is stored at a nonzero size (163 of 451, 300 of 320, 464 of 464)
                // and none is flagged ambiguous; 26 frames more agree than at zero. UIStackView:
                // ChatSecure's purchase spacers stay 240 wide in a 288-point center-aligned stack
                // and Provenance's JIT screens keep a 240-point view in a 335-point one, while the 8
                // views of pocket-casts, IBDecodable, openfoodfacts and WordPressAuthenticator
                // stored full-width stay so. UIKit's at its level (25), below the stack's fit (49);
                // NSStackView's above it (50): HandBrake's preference panes keep 490-point
                // separators in leading-aligned stacks whose other views are 361 and 379 wide,
                // and ProtonVPN's status menu its 288-point views (8 frames, none lost).
                let size = cross == .horizontal ? stored.width : stored.height
                let tag: ArrangementConstraintKind = isAppKit ? .appKitAmbiguitySuppression : .ambiguitySuppression
                builder.add(.stack(id, tag), edges.size(cross) + -size, priority: isAppKit ? 50 : 25)
            } else if !keepsStoredSize || isAppKit {
                // A nested UIStackView is sized by its own arranged views (an empty one in
                // simplenote stays at zero), and an AppKit view with no stored frame has no size
                // to keep.
                builder.add(.stack(id, .ambiguitySuppression), edges.size(cross), priority: 25)
            } else {
                // A UIKit view with no stored frame: Interface Builder lays it out at the stack's
                // full extent.
                builder.add(.stack(id, .ambiguitySuppression), edges.size(cross) - (canvasEnd(cross) - canvasStart(cross)), priority: 25)
            }
            switch alignment {
            case _ where alignment.alignsStarts:
                builder.add(.stack(id, .alignment), start(edges, cross) - canvasStart(cross), priority: alignmentPriority)
            case _ where alignment.alignsEnds:
                builder.add(.stack(id, .alignment), end(edges, cross) - canvasEnd(cross), priority: alignmentPriority)
            case _ where baselines && cross == .vertical:
                let anchor = Anchor(item: item.id, attribute: alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
                guard let baseline = builder.expression(for: anchor, otherItem: nil) else { continue }
                if isAppKit {
                    // An NSStackView made taller than its baseline-aligned views (by a fill
                    // distribution around it) keeps them at its top: HandBrake's filter cell
                    // stores a 40-point stack's 19- and 14-point text fields against its top edge.
                    builder.add(.stack(id, .appKitBaselineTop), start(edges, cross) - canvasStart(cross), priority: 0.4)
                }
                if let reference = baselineReference {
                    builder.add(.stack(id, .alignment), baseline - reference)
                } else {
                    baselineReference = baseline
                }
            default:
                let canvasCenter = (canvasStart(cross) + canvasEnd(cross)) * 0.5
                builder.add(.stack(id, .alignment), edges.center(cross) - canvasCenter, priority: alignmentPriority)
            }
        }
    }
}
