/// UIKit: what a button's intrinsic size rests on besides its normal title and font, as the file
/// writes it (issue 22: a classic button's intrinsic width is its title's plus `contentEdgeInsets`).
public struct ButtonContent: Hashable, Sendable {
    /// Set up by a `UIButton.Configuration` (iOS 15): its insets and layout follow the configuration's
    /// style, not `contentEdgeInsets`.
    public var usesConfiguration = false
    /// The normal title is an attributed string (its fonts are its own).
    public var hasAttributedTitle = false
    /// The normal state shows a background image: the intrinsic size is at least the image's.
    public var hasBackgroundImage = false
    /// `contentEdgeInsets`, added to the content's size (`minX` leading, `maxX` trailing).
    public var contentInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init() {}
}
