import LayoutLintModel

/// A view's intrinsic content size as its content gives it, and where it came from: what
/// `layoutlint dump --solve` reports as `contentSize`.
///
/// By default the solver does not use it: it keeps taking intrinsic sizes from the stored frames
/// (`IntrinsicContentSize.value`), which Xcode wrote after settling every hugging and
/// compression-resistance contest. `EngineOptions.contentSizes` makes it take these first
/// (`ContentSizePolicy`; issue 22), which does not yet agree with Xcode as well.
public struct ContentSize: Hashable, Sendable {
    public enum Source: String, Sendable {
        /// Measured from the text and font (`TextMeasurement`).
        case text
        /// The image's size from the document's `<resources>`.
        case image
        /// Interface Builder's placeholder intrinsic size.
        case placeholder
        /// A control of a fixed size (not produced yet).
        case fixed
        /// Nothing better known: the stored frame (a custom view, text set only in code, a font
        /// layoutlint cannot measure); `nil` values when the file stores no frame.
        case stored
        /// The view has no intrinsic content size.
        case none
    }

    /// `nil` on an axis without an intrinsic size, or of unknown value.
    public var width: Double?
    public var height: Double?
    public var source: Source
    /// Whether the values rest on estimates (see `TextMeasurement.Measured.isEstimate`).
    public var isEstimate = false

    public init(width: Double? = nil, height: Double? = nil, source: Source, isEstimate: Bool = false) {
        self.width = width
        self.height = height
        self.source = source
        self.isEstimate = isEstimate
    }

    /// The content size of `item` in a document whose screen has `scale` pixels per point.
    /// `wrapWidth`: the width a wrapping UIKit label's text wraps at (the width the layout gave it);
    /// its explicit `preferredMaxLayoutWidth` goes first. Without either it keeps its stored size.
    /// `xcode`: what the document tells of the Xcode that saved it (an AppKit pop-up's room beside
    /// its title changed with macOS 26's controls); `nil` reads it as a file without a tools
    /// version (`SavingXcode.assumedWhenMissing`).
    public static func of(_ item: LayoutItem, platform: Platform, imageSizes: [String: Size], scale: Double,
                          wrapWidth: Double? = nil, xcode: SavingXcode? = nil) -> ContentSize {
        let axes = IntrinsicContentSize.axes(of: item, platform: platform)
        guard axes.horizontal || axes.vertical else { return ContentSize(source: .none) }
        func stored(_ axis: Axis) -> Double? {
            guard axes[axis], let frame = item.frame else { return nil }
            return axis == .horizontal ? frame.width : frame.height
        }
        if item.placeholderIntrinsicSize.horizontal != nil || item.placeholderIntrinsicSize.vertical != nil {
            func value(_ axis: Axis) -> Double? {
                if case .value(let value)? = item.placeholderIntrinsicSize[axis] { return value }
                return stored(axis)
            }
            return ContentSize(width: value(.horizontal), height: value(.vertical), source: .placeholder)
        }
        if platform == .iOS, TextMeasurement.wraps(item), let width = TextMeasurement.explicitWrapWidth(item) ?? wrapWidth,
           let wrapped = TextMeasurement.wrappedLabel(item, width: width, scale: scale) {
            return ContentSize(width: wrapped.width, height: wrapped.height, source: .text, isEstimate: wrapped.isEstimate)
        }
        if platform == .iOS, item.numberOfLines == 1, let text = TextMeasurement.label(item, scale: scale) {
            return ContentSize(width: text.width, height: text.height ?? stored(.vertical), source: .text,
                               isEstimate: text.isEstimate)
        }
        if platform == .iOS, let title = TextMeasurement.button(item, scale: scale) {
            return ContentSize(width: title.width, height: stored(.vertical), source: .text, isEstimate: title.isEstimate)
        }
        if platform == .iOS, let field = TextMeasurement.uiTextField(item, scale: scale) {
            return ContentSize(width: field.width, height: field.height ?? stored(.vertical), source: .text,
                               isEstimate: field.isEstimate)
        }
        if platform == .macOS, let wrapped = TextMeasurement.appKitWrappedLabel(item) {
            return ContentSize(width: wrapped.width, height: wrapped.height, source: .text, isEstimate: wrapped.isEstimate)
        }
        if platform == .macOS, let text = TextMeasurement.appKitLabel(item) {
            return ContentSize(width: text.width, height: text.height ?? stored(.vertical), source: .text,
                               isEstimate: text.isEstimate)
        }
        if platform == .macOS, let popUp = TextMeasurement.popUpButton(item, xcode: xcode ?? SavingXcode(toolsVersion: nil)) {
            return ContentSize(width: popUp.width, height: stored(.vertical), source: .text, isEstimate: popUp.isEstimate)
        }
        if platform == .iOS, let segments = TextMeasurement.segmentedControl(item, scale: scale) {
            return ContentSize(width: segments.width, height: stored(.vertical), source: .text, isEstimate: segments.isEstimate)
        }
        if item.element == .imageView, let name = item.imageName, let image = imageSizes[name] {
            return ContentSize(width: axes.horizontal ? image.width : nil, height: axes.vertical ? image.height : nil,
                               source: .image, isEstimate: isSystemImage(name, of: item, platform: platform))
        }
        return ContentSize(width: stored(.horizontal), height: stored(.vertical), source: .stored)
    }

    /// Whether the image is one the system draws at run time: an SF Symbol (`catalog="system"`) or
    /// one of AppKit's named images (`NSImageName`: `NSActionTemplate`, `NSAddTemplate`, …). The
    /// size `<resources>` records for it is the one on the Mac that saved the file; the system's
    /// symbols and named images change size between releases (HandBrake's queue stores
    /// `NSActionTemplate` 20 points wide in an image view held at 16), so the size is an estimate, not
    /// exact as an asset's is.
    static func isSystemImage(_ name: String, of item: LayoutItem, platform: Platform) -> Bool {
        item.showsSymbolImage || (platform == .macOS && name.hasPrefix("NS"))
    }

    /// Pixels per point of the screen a document was saved for (`<device id=…>`); 2 when the
    /// file names no screen layoutlint knows; on tvOS, by the Xcode that saved it
    /// (`DeviceMetrics.tvScale(toolsVersion:)`).
    public static func scale(of document: Document) -> Double {
        if document.platform == .tvOS { return DeviceMetrics.tvScale(toolsVersion: SavingXcode.toolsVersion(of: document)) }
        return DeviceCatalog.scale(ofDevice: document.device?.id)
    }
}
