import LayoutLintModel

/// The intrinsic width of a control that shows one of several titles and is as wide as the widest
/// (issue 22): an AppKit pop-up button (its menu's items) and a UIKit segmented control (its
/// segments, each as wide as the widest). The room around a title (a pop-up's bezel and arrows, a
/// segment's margins) is fitted on the corpus's controls whose stored width is their content's
/// (`Scripts/control_content_evidence.py`; docs/measurements.md `TextMeasurement.popUpPadding`,
/// `TextMeasurement.segmentPadding`). Heights are the stored ones (fixed per control size and
/// Xcode release).
extension TextMeasurement {
    /// An AppKit pop-up button of the regular size and the push (rounded) bezel: its widest item
    /// title in its font plus the room its generation gives it (`popUpPadding(_:)`: the pop-up's
    /// own stored height tells, `AppKitControlGeneration.ofRegularPopUp`), in whole points. `nil`
    /// for other bezels and sizes, a pull-down or image pop-up (no `itemTitles`), a font without
    /// metrics.
    public static func popUpButton(_ item: LayoutItem, xcode: SavingXcode) -> Measured? {
        let look = item.appearance
        guard item.element == .popUpButton, !item.itemTitles.isEmpty, look.controlSize == .regular,
              (look.bezelStyle ?? "rounded") == "rounded", var font = appKitFont(of: look) else { return nil }
        // The menu's font (14 points in a menu) draws the title at the control's 13 points.
        if look.fontName == "menu", look.fontSize == nil { font.size = TextBaselines.controlFontSize(.regular) }
        let titles = item.itemTitles.map { measure($0, font: font, scale: 1) }
        guard let widest = titles.map(\.width).max() else { return nil }
        let padding = popUpPadding(AppKitControlGeneration.ofRegularPopUp(height: item.frame?.height, xcode: xcode))
        return Measured(width: roundUp(widest + padding, scale: 1), height: nil,
                        isEstimate: titles.contains(where: \.isEstimate))
    }

    /// NSPopUpButtonCell's room beside its title (bezel, margins and the double arrow), frame
    /// width, as the generation that drew it lays it out: `popUpPadding` before macOS 26,
    /// `macOS26PopUpPadding` on macOS 26, whose taller (24-point) pop-up keeps no insets outside
    /// its bezel and gives its title more room (docs/measurements.md).
    static func popUpPadding(_ generation: AppKitControlGeneration) -> Double {
        generation == .macOS26 ? macOS26PopUpPadding : popUpPadding
    }

    /// The room beside a macOS 11 to 15 pop-up's title: fitted on the corpus (docs/measurements.md).
    static let popUpPadding = 40.0

    /// The room beside a macOS 26 pop-up's title (frame width = alignment width): fitted on the
    /// corpus's tools-24xxx pop-ups stored 24 tall (docs/measurements.md).
    static let macOS26PopUpPadding = 47.0

    /// A UIKit segmented control whose segments show titles: every segment as wide as the widest
    /// title plus `segmentPadding`, rounded up to the pixel grid: an estimate (few controls in the
    /// corpus, and the segments' style changed with iOS 13). UISegmentedControl's title font is the
    /// 13-point system font (the file writes none); `nil` without titles.
    public static func segmentedControl(_ item: LayoutItem, scale: Double) -> Measured? {
        guard item.element == .segmentedControl, !item.itemTitles.isEmpty else { return nil }
        let font = Font(family: .system(weight: "regular"), size: segmentFontSize)
        let titles = item.itemTitles.map { measure($0, font: font, scale: scale) }
        guard let widest = titles.map(\.width).max() else { return nil }
        let count = Double(titles.count)
        return Measured(width: roundUp(count * (widest + segmentPadding), scale: scale), height: nil, isEstimate: true)
    }

    /// UISegmentedControl's title font size (its default title attributes).
    static let segmentFontSize = 13.0
    /// Room beside each segment's title (its margins and its share of the dividers): fitted on the
    /// corpus's iOS 13 style controls (docs/measurements.md).
    static let segmentPadding = 20.0
}
