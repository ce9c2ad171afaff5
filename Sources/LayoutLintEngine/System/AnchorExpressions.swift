import LayoutLintModel

/// A constraint's anchors as linear expressions over the items' edge variables: edges, sizes,
/// centres, margins and text baselines.
struct AnchorExpressions {
    let platform: Platform
    let configuration: TraitKey
    let items: InstalledItems
    let frames: DesignFrames
    let screen: SceneScreen
    let variables: ItemVariables

    /// An anchor as a linear expression. A UIScrollView's edges, seen from its content, are its
    /// content area (its size and centre stay the frame's); an NSScrollView's are its frame, since
    /// its clip view scrolls, not the scroll view.
    func expression(for anchor: Anchor, otherItem: ObjectID?) -> LinearExpression? {
        guard var edges = variables[anchor.item] else { return nil }
        let attribute = anchor.attribute
        if platform != .macOS, let content = variables.contentAreas[anchor.item], let other = otherItem,
           items.isDescendant(other, of: anchor.item), attribute.isPosition, attribute != .centerX, attribute != .centerY {
            edges = content
        }
        let isGuide = !(items[anchor.item]?.kind.isView ?? true)
        let margins = attribute.isMargin && !isGuide ? screen.margins(of: anchor.item) : .zero
        // Only the expression asked for is built (each is a table of terms): `(left + right) * 0.5`
        // and `right - left` are `EdgeVariables.center` and `.size`, term for term.
        switch attribute {
        case .left, .leading: return LinearExpression(edges.left)
        case .right, .trailing: return LinearExpression(edges.right)
        case .top: return LinearExpression(edges.top)
        case .bottom: return LinearExpression(edges.bottom)
        case .width: return edges.size(.horizontal)
        case .height: return edges.size(.vertical)
        case .centerX: return edges.center(.horizontal)
        case .centerY: return edges.center(.vertical)
        case .leftMargin, .leadingMargin: return LinearExpression(edges.left) + margins.leading
        case .rightMargin, .trailingMargin: return LinearExpression(edges.right) + -margins.trailing
        case .topMargin: return LinearExpression(edges.top) + margins.top
        case .bottomMargin: return LinearExpression(edges.bottom) + -margins.bottom
        case .centerXWithinMargins:
            var center = edges.center(.horizontal)
            center.constant += (margins.leading - margins.trailing) * 0.5
            return center
        case .centerYWithinMargins:
            var center = edges.center(.vertical)
            center.constant += (margins.top - margins.bottom) * 0.5
            return center
        case .firstBaseline, .lastBaseline:
            return baseline(of: anchor.item, attribute: attribute, top: LinearExpression(edges.top), bottom: LinearExpression(edges.bottom))
        case .notAnAttribute, .unknown: return nil
        }
    }

    /// A text baseline: an offset from the frame's top (first baseline) or bottom (last
    /// baseline) that `TextBaselines` takes from the font and the control (the edge variables are
    /// alignment rects, so the frame's edges are found through the alignment insets). A stack
    /// view's baselines are its arranged views': the first one's first baseline, the last one's
    /// last baseline in a vertical stack. Views without text use their bottom edge, as UIKit does.
    private func baseline(of id: ObjectID, attribute: LayoutAttribute, top: LinearExpression, bottom: LinearExpression) -> LinearExpression {
        if let item = items[id], let stack = item.stack {
            let arranged = stack.arrangedSubviews.filter { items[$0].map { !$0.isHidden } ?? false }
            let vertical = (stack.axisOverrides.value(in: configuration) ?? stack.axis) == .vertical
            if let view = attribute == .lastBaseline && vertical ? arranged.last : arranged.first,
               let expression = expression(for: Anchor(item: view, attribute: attribute), otherItem: nil) {
                return expression
            }
        }
        guard let item = items[id], let height = frames.stored(item)?.height,
              let offsets = TextBaselines.offsets(of: item, height: height, platform: platform, xcode: screen.xcode) else {
            return bottom
        }
        let insets = frames.alignmentInsets[id] ?? .zero
        if attribute == .firstBaseline {
            return top + (offsets.firstFromTop - insets.top)
        }
        return bottom + -(offsets.lastFromBottom - insets.bottom)
    }

    /// The origin of the coordinate space in which UIKit and AppKit measure a constraint between
    /// two position attributes: their nearest common ancestor's bounds (a view's own, when one
    /// item is the other's superview). A multiplier scales positions measured from there, not
    /// from the window.
    func coordinateOrigin(for first: Anchor, _ second: Anchor) -> LinearExpression? {
        guard first.attribute.isPosition, second.attribute.isPosition,
              let axis = first.attribute.axis, second.attribute.axis == axis else { return nil }
        func view(_ id: ObjectID) -> ObjectID? {
            guard let item = items[id] else { return nil }
            return item.kind.isView ? id : item.parent
        }
        guard let a = view(first.item), let b = view(second.item) else { return nil }
        let chain = Set(ParentChain(from: a) { items[$0]?.parent })
        guard let ancestor = ParentChain(from: b, parent: { items[$0]?.parent }).first(where: chain.contains),
              var edges = variables[ancestor] else { return nil }
        // A UIScrollView's bounds origin is its content's (subviews are laid out in the content area).
        if platform != .macOS, let content = variables.contentAreas[ancestor] { edges = content }
        return LinearExpression(axis == .horizontal ? edges.left : edges.top)
    }
}
