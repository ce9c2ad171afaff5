import LayoutLintModel

/// Which views have an intrinsic content size, on which axis, and what value the engine assumes.
///
/// UIKit adds, per axis with an intrinsic size, `size <= value @hugging` and
/// `size >= value @compressionResistance`. The run-time value depends on fonts and images
/// layoutlint cannot render, so it takes the design-time size Interface Builder stored (the size
/// Xcode solved when it saved the file), and the image's size from `<resources>` when the stored
/// frame is known to be stale.
public enum IntrinsicContentSize {
    /// The axes on which the item reports an intrinsic size (`nil` means none on that axis).
    public static func axes(of item: LayoutItem, platform: Platform) -> AxisPair<Bool> {
        guard item.kind == .view else { return AxisPair(horizontal: false, vertical: false) }
        var result = builtInAxes(of: item, platform: platform)
        // A custom view's design-time intrinsic size is all Interface Builder knows; it counts.
        for axis in Axis.allCases {
            switch item.placeholderIntrinsicSize[axis] {
            case .value?: result[axis] = true
            case .none?: result[axis] = false
            case nil: break
            }
        }
        return result
    }

    private static func builtInAxes(of item: LayoutItem, platform: Platform) -> AxisPair<Bool> {
        let both = AxisPair(horizontal: true, vertical: true)
        let heightOnly = AxisPair(horizontal: false, vertical: true)
        let none = AxisPair(horizontal: false, vertical: false)
        if platform == .macOS {
            switch item.element {
            case .textField, .button, .popUpButton, .segmentedControl, .stepper, .switch,
                 .datePicker, .colorWell, .pathControl:
                return both
            case .imageView:
                // NSImageView reports an intrinsic size with or without an image (its value, as
                // for other controls, taken from the stored frame; see docs/measurements.md).
                return both
            case .levelIndicator where item.appearance.levelIndicatorStyle == "rating":
                // A rating indicator is as wide as its stars.
                return both
            case .slider where isVerticalLinearSlider(item):
                // A vertical slider is as wide as its track and knob; its length is the layout's.
                return AxisPair(horizontal: true, vertical: false)
            case .slider, .levelIndicator, .comboBox, .searchField, .tokenField, .secureTextField:
                return heightOnly
            case .progressIndicator:
                return both
            case .matrix:
                // NSMatrix is as big as its rows and columns of cells (GitUp's radio matrices,
                // placed but not sized by their constraints, are not flagged).
                return both
            case .tableView where !item.translatesAutoresizingMaskIntoConstraints,
                 .outlineView where !item.translatesAutoresizingMaskIntoConstraints:
                // NSTableView reports the extent of its rows as its intrinsic height (a table laid
                // out by constraints never gets shorter than its rows), which Interface Builder
                // takes from the stored frame. A table that translates its mask is sized by its
                // clip view instead.
                return heightOnly
            case .box where item.appearance.boxType == "separator":
                // A separator is a line: thin across its length, which the layout decides.
                guard let frame = item.frame else { return none }
                return frame.width >= frame.height ? heightOnly : AxisPair(horizontal: true, vertical: false)
            default:
                return none
            }
        }
        switch item.element {
        case .label, .button, .textField, .switch, .stepper, .segmentedControl, .pageControl,
             .activityIndicatorView, .datePicker, .pickerView:
            return both
        case .imageView:
            return item.imageName == nil ? none : both
        case .slider, .progressView, .searchBar, .navigationBar, .toolbar, .tabBar:
            return heightOnly
        case .textView:
            // A text view that does not scroll is as big as its text on both axes, not only as tall.
            return item.isScrollEnabled ? none : both
        default:
            return none
        }
    }

    /// Whether an NSSlider is a vertical linear one. AppKit defines a slider as vertical when its
    /// height is greater than its width (`NSSlider.isVertical`); Xcode writes no orientation
    /// attribute, only the frame (and, for a vertical slider, a horizontal hugging priority of
    /// 750 where a horizontal one gets a vertical one). A circular slider has no orientation.
    static func isVerticalLinearSlider(_ item: LayoutItem) -> Bool {
        guard item.element == .slider, item.appearance.sliderType == nil || item.appearance.sliderType == "linear",
              let frame = item.frame else { return false }
        return frame.height > frame.width
    }

    /// The intrinsic height Interface Builder measures for a UIKit label whose font's metrics are
    /// known, where it differs from a guess from the stored height; `nil` otherwise. The metrics
    /// are San Francisco's (the system font, or an iOS text style at its default size; ascender
    /// and descender 1.193 em, see `TextBaselines`), the system font from Xcode 7 (iOS 9) on;
    /// other fonts, and Helvetica Neue before, have none. UILabel rounds the height it measures
    /// up to the device's pixels (`scale`): 20.5 for 17 points on a 2x screen, 20⅓ on a 3x one;
    /// where the file's labels show whole points (`SavingXcode.measuresLabelLinesInWholePoints`),
    /// to whole points: 21.
    /// Xcode 7's canvas, which showed no device, measured lines unrounded
    /// (`SavingXcode.roundsLabelLinesToPixels`).
    ///
    /// * A one-line label is one line tall.
    /// * A wrapping label stored less than a point taller than one line shows one line (two need
    ///   twice as much).
    /// * A label with text never needs less than one line, so one stored shorter was squeezed by
    ///   its constraints and its stored height is not its intrinsic height: the line is. A label
    ///   that resists compression at 1000 cannot have been squeezed, so its stored height is what
    ///   Interface Builder measured.
    ///
    /// An AppKit text field drawn as a label: see `appKitLabelHeight`.
    static func measuredLabelHeight(_ item: LayoutItem, platform: Platform, storedHeight: Double,
                                           storedWidth: Double? = nil, scale: Double = 1,
                                           xcode: SavingXcode = SavingXcode(toolsVersion: nil)) -> Double? {
        if platform == .macOS { return appKitLabelHeight(item, storedWidth: storedWidth) }
        guard xcode.drawsSanFrancisco, let size = measurableLabelFontSize(item, platform: platform) else { return nil }
        let exact = TextBaselines.exactLineHeight(size)
        let grid = xcode.measuresLabelLinesInWholePoints ? 1 : scale
        let line = xcode.roundsLabelLinesToPixels ? labelLineHeight(fontSize: size, roundedUpTo: grid) : exact
        if item.numberOfLines == 1 || (storedHeight >= exact - 0.05 && storedHeight < exact + 1) { return line }
        let squeezed = storedHeight < exact - 0.05 && item.compressionResistance.vertical.rawValue < 1000
        return squeezed ? line : nil
    }

    /// The point size of a UIKit label whose line `labelLineHeight` measures: a label with text in
    /// a San Francisco font (`systemFontSize`); nil for any other item.
    static func measurableLabelFontSize(_ item: LayoutItem, platform: Platform) -> Double? {
        guard item.element == .label, !(item.text ?? "").isEmpty else { return nil }
        return systemFontSize(item.appearance, platform: platform)
    }

    /// One line of San Francisco at `size` points rounded up to `grid` (the device's scale: its
    /// pixels; 1: whole points), as UILabel rounds it.
    static func labelLineHeight(fontSize size: Double, roundedUpTo grid: Double) -> Double {
        TextMeasurement.roundUp(TextBaselines.exactLineHeight(size), scale: grid)
    }

    /// An AppKit text field drawn as a label (no bezel or border) in a system font is one line
    /// tall, the line rounded up to whole points (`ceil(size × 1.193)`: 16 for the 13-point font,
    /// 14 for 11, 17 for 14), when it does not wrap, or wraps text that fits its stored width with
    /// room to spare or, measured (`TextMeasurement`), fits it. Many such fields are stored taller or shorter than that, so the measure
    /// serves Interface Builder's verdict only (`LayoutEngine.addInterfaceBuilderAmbiguity`), not
    /// the frames: a tie the line makes with its row is what Xcode flags (see docs/measurements.md).
    private static func appKitLabelHeight(_ item: LayoutItem, storedWidth: Double?) -> Double? {
        let look = item.appearance
        guard item.element == .textField, look.borderStyle == nil, look.bezelStyle == nil,
              let font = look.fontName, appKitSystemFonts.contains(font) else { return nil }
        let size = TextBaselines.fontSize(look)
        let line = TextBaselines.lineHeight(size)
        // A cell writes no lineBreakMode when it wraps (NSLineBreakByWordWrapping is 0).
        let wraps = ["wordWrapping", "charWrapping"].contains(look.lineBreakMode ?? "wordWrapping")
        guard wraps else { return line }
        // A wrapping field whose text fits its width many times over is one line too; 0.6 em
        // a character is more than San Francisco's widest average, so no two-line text passes.
        guard let text = item.text, !text.isEmpty, !text.contains("\n"), let width = storedWidth else { return nil }
        if Double(text.count) * size * 0.6 <= width - 4 { return line }
        // Else its text measured (`TextMeasurement`, with NSTextFieldCell's insets) must fit the
        // width: a long line in a wide field is one line as well.
        guard let font = TextMeasurement.appKitFont(of: look) else { return nil }
        let measured = TextMeasurement.measure(text, font: font, scale: 1, padding: 2 * TextMeasurement.appKitTextInset)
        return !measured.isEstimate && measured.width <= width ? line : nil
    }

    /// The point size of a label's San Francisco font: the size written for the system fonts,
    /// the default (Large) size of an iOS text style; `nil` for named fonts.
    static func systemFontSize(_ look: ControlAppearance, platform: Platform) -> Double? {
        switch look.fontName {
        case "system"?, "boldSystem"?, "italicSystem"?:
            return look.fontSize.flatMap { $0 > 0 ? $0 : nil }
        case let style? where platform == .iOS:
            return iOSTextStyleSizes[style]
        default:
            return nil
        }
    }

    /// AppKit metaFonts set in the system font (San Francisco), whose line `TextBaselines` knows;
    /// a named font's is not known.
    private static let appKitSystemFonts: Set<String> = [
        "system", "systemBold", "systemMedium", "message", "controlContent", "smallSystem", "smallSystemBold",
        "miniSystem", "miniSystemBold", "label", "toolTip",
    ]

    /// UIFont.preferredFont(forTextStyle:) at the default content size category.
    static let iOSTextStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The intrinsic size on one axis, or `nil` when the item has none there (0 when it has one of
    /// unknown value: no stored frame, no image size).
    public static func value(
        of item: LayoutItem, axis: Axis, platform: Platform, frame: Rect?, imageSizes: [String: Size]
    ) -> Double? {
        guard axes(of: item, platform: platform)[axis] else { return nil }
        if case .value(let placeholder)? = item.placeholderIntrinsicSize[axis] { return placeholder }
        let imageSize = item.imageName.flatMap { imageSizes[$0] }
        if let frame, !(item.xcode.misplaced && imageSize != nil) {
            return axis == .horizontal ? frame.width : frame.height
        }
        if let imageSize { return axis == .horizontal ? imageSize.width : imageSize.height }
        // No stored frame (a hand-written file): the view still has an intrinsic size at run time,
        // of a value that depends on fonts and titles layoutlint cannot measure. 0 stands for it:
        // the view's size is determined all the same, which is what ambiguity depends on; a solved
        // frame of such a view has nothing stored to be compared with.
        return 0
    }
}
