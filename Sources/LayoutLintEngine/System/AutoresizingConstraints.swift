import LayoutLintModel

/// UIKit's and AppKit's translation of an autoresizing mask (`NSAutoresizingMaskLayoutConstraint`):
/// the frame is fixed, except that a change of the superview's size is shared among the flexible
/// parts (margins and size) in proportion to their sizes.
enum AutoresizingConstraints {
    /// `frame` and `parentFrame` are design frames; `flippedY`: the superview is an unflipped
    /// AppKit view, whose bottom margin is the mask's minimum-y one.
    static func add(for item: LayoutItem, _ edges: EdgeVariables, frame: Rect, container: EdgeVariables,
                    parentEdges: EdgeVariables, parentFrame: Rect, flippedY: Bool, to draft: inout SystemDraft) {
        let mask = item.autoresizingMask ?? AutoresizingMask()
        for axis in Axis.allCases {
            let horizontal = axis == .horizontal
            let start = horizontal ? frame.x - parentFrame.x : frame.y - parentFrame.y
            let size = horizontal ? frame.width : frame.height
            let parentSize = horizontal ? parentFrame.width : parentFrame.height
            let end = parentSize - start - size
            var flexibleStart = horizontal ? mask.flexibleMinX : mask.flexibleMinY
            var flexibleEnd = horizontal ? mask.flexibleMaxX : mask.flexibleMaxY
            if !horizontal && flippedY { swap(&flexibleStart, &flexibleEnd) }
            let flexibleSize = horizontal ? mask.widthSizable : mask.heightSizable
            let parts = [(flexibleStart, start), (flexibleSize, size), (flexibleEnd, end)]
            let flexibleTotal = parts.filter(\.0).reduce(0) { $0 + max($1.1, 0) }
            let flexibleCount = parts.filter(\.0).count
            func share(_ part: (Bool, Double)) -> Double {
                guard part.0 else { return 0 }
                return flexibleTotal > 0 ? max(part.1, 0) / flexibleTotal : 1 / Double(flexibleCount)
            }
            let startShare = share(parts[0]), sizeShare = share(parts[1])
            let parentSizeExpression = parentEdges.size(axis)
            // start − container.start = start₀ + share × (parentSize − parentSize₀)
            draft.add(.autoresizing(item.id, axis),
                      LinearExpression(edges.start(axis)) - LinearExpression(container.start(axis)) - parentSizeExpression * startShare
                          + -(start - startShare * parentSize))
            draft.add(.autoresizing(item.id, axis),
                      edges.size(axis) - parentSizeExpression * sizeShare + -(size - sizeShare * parentSize))
        }
    }
}
