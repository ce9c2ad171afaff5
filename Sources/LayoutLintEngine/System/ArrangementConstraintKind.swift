/// The constraints a stack or grid view adds for its arranged views, named as UIKit's and
/// AppKit's logs name them (`'UISV-spacing'`), or after them where the frameworks log no name.
public enum ArrangementConstraintKind: String, Hashable, Sendable, CustomStringConvertible {
    case hiding = "UISV-hiding"
    case canvasConnection = "UISV-canvas-connection"
    case canvasFit = "UISV-canvas-fit"
    case spacing = "UISV-spacing"
    case distributingEdge = "UISV-distributing-edge"
    case distributingCenter = "UISV-distributing-center"
    case fillOrder = "UISV-fill-order"
    case fillEqually = "UISV-fill-equally"
    case fillProportionally = "UISV-fill-proportionally"
    case alignment = "UISV-alignment"
    case spanningFit = "UISV-spanning-fit"
    case spanningBoundary = "UISV-spanning-boundary"
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    case appKitAmbiguitySuppression = "NSStackView-ambiguity-suppression"
    case appKitCanvasConnection = "NSStackView-canvas-connection"
    case appKitCentering = "NSStackView-centering"
    case appKitHugging = "NSStackView-hugging"
    case appKitClippingResistance = "NSStackView-clipping-resistance"
    case appKitSpacing = "NSStackView-spacing"
    case appKitBaselineTop = "NSStackView-baseline-top"
    /// Everything an NSGridView adds: it logs no names of its own.
    case grid = "NSGridView"

    public var description: String { rawValue }
}
