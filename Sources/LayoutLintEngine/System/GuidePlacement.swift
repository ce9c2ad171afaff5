import LayoutLintModel

/// The constraints that place a layout guide in its owning view: the safe area, the margins and
/// readable content inset by theirs, and iOS 7–10's top and bottom layout guides as bands of the
/// root's top and bottom bars. A scroll view's content and frame guides are its own variables.
struct GuidePlacement {
    let items: InstalledItems
    let variables: ItemVariables
    let screen: SceneScreen

    func place(_ item: LayoutItem, kind: GuideKind, to draft: inout SystemDraft) {
        guard let guide = variables[item.id], let ownerID = item.parent, let owner = variables[ownerID] else { return }
        let origin = ConstraintOrigin.guide(item.id)
        func inset(_ insets: EdgeInsets) {
            draft.add(origin, LinearExpression(guide.left) - LinearExpression(owner.left) + -insets.leading)
            draft.add(origin, LinearExpression(owner.right) - LinearExpression(guide.right) + -insets.trailing)
            draft.add(origin, LinearExpression(guide.top) - LinearExpression(owner.top) + -insets.top)
            draft.add(origin, LinearExpression(owner.bottom) - LinearExpression(guide.bottom) + -insets.bottom)
        }
        switch kind {
        case .safeArea:
            inset(screen.safeArea(of: ownerID))
        case .layoutMargins, .readableContent:
            inset(screen.margins(of: ownerID))
        case .topLayoutGuide, .bottomLayoutGuide:
            let safe = items[ownerID].map(screen.safeAreaOfRoot) ?? .zero
            draft.add(origin, LinearExpression(guide.left) - LinearExpression(owner.left))
            draft.add(origin, LinearExpression(owner.right) - LinearExpression(guide.right))
            if kind == .topLayoutGuide {
                draft.add(origin, LinearExpression(guide.top) - LinearExpression(owner.top))
                draft.add(origin, LinearExpression(guide.bottom) - LinearExpression(owner.top) + -safe.top)
            } else {
                draft.add(origin, LinearExpression(owner.bottom) - LinearExpression(guide.bottom))
                draft.add(origin, LinearExpression(owner.bottom) - LinearExpression(guide.top) + -safe.bottom)
            }
        case .keyboard:
            // UIKeyboardLayoutGuide with the keyboard offscreen: as wide as its view, from the
            // bottom of the safe area (`usesBottomSafeArea`, true by default) to the view's bottom.
            let safe = screen.safeArea(of: ownerID)
            draft.add(origin, LinearExpression(guide.left) - LinearExpression(owner.left))
            draft.add(origin, LinearExpression(owner.right) - LinearExpression(guide.right))
            draft.add(origin, LinearExpression(owner.bottom) - LinearExpression(guide.bottom))
            draft.add(origin, LinearExpression(owner.bottom) - LinearExpression(guide.top) + -safe.bottom)
        case .contentLayoutGuide, .frameLayoutGuide, .other:
            break
        }
    }
}
