/// Something a scene uses that changes its layout in UIKit or AppKit but that layoutlint does not
/// model (an NSStackView's middle or end gravity, a page sheet's simulated size): the findings
/// about the views it touches may be incomplete. The input layer records these; a rule reports
/// them, so that a user knows where layoutlint's answers rest on less than the whole layout.
public struct UnmodelledFeature: Hashable, Sendable {
    /// What layoutlint does not model for the feature, and so which findings may be incomplete.
    public enum Effect: String, Hashable, Sendable, CaseIterable {
        /// The container places the views inside it itself.
        case placesSubviews
        /// The scene is shown at a simulated size (a page sheet, a split view's column) whose
        /// safe area and bars the engine does not derive.
        case sceneSize
        /// The top bar around the scene's root view (chosen "None", a prompt), and so its safe area.
        case topBar
        /// The bottom bar around the scene's root view (chosen "None", hidden when pushed), and so
        /// its safe area.
        case bottomBar
        /// The view's layout margins (following the readable width).
        case layoutMargins
        /// How the view resizes its subviews (it does not: autoresizesSubviews off).
        case autoresizing
        /// The direction its subviews are laid out in (forced right to left).
        case layoutDirection
    }

    /// The feature as Interface Builder names it (`endViews`, `modalPageSheetSimulatedSizeMetrics`).
    public var name: String
    /// The item the feature belongs to, when it belongs to one (the stack view of its `endViews`).
    public var item: ObjectID?
    public var location: SourceLocation
    public var effect: Effect

    public init(name: String, item: ObjectID?, location: SourceLocation, effect: Effect) {
        self.name = name
        self.item = item
        self.location = location
        self.effect = effect
    }
}
