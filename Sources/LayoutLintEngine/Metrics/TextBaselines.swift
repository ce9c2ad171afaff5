import LayoutLintModel

/// Where a view's first and last text baselines sit in its frame.
///
/// Fonts are not rendered, so the offsets come from the font's size and the control's drawing:
///
/// * AppKit labels draw one line of text at the bottom of the frame: the baseline is the line's
///   descent above the bottom (the first baseline of a wrapped label is its ascent below the
///   top). The system font (San Francisco) has an ascender of 0.952 em and a descender of
///   0.241 em (1950 and 494 of 2048 units), so a 13-point label is
///   ⌈13 × 1.193⌉ = 16 points tall, an 11-point one 14, a 9-point one 11 — the heights Interface
///   Builder stores for single-line labels.
/// * Bezeled controls (push buttons, pop-ups, text fields, sliders, …) place their title by their
///   bezel's geometry: the distance from the frame's top to the title's ascent line depends on the
///   control, its control size and the stored frame height (which tells which macOS drew it), and
///   not on the title's font (pop-ups with 13- and 14-point fonts align alike).
///
/// The measured files tie baselines only to other baselines, so they pin the offsets of control
/// kinds relative to each other; the absolute reference is the label's ascent. The table in
/// `appKitTitleInset` is the offset each kind needs relative to a label of its font, fitted on
/// baseline-to-baseline constraints between views Xcode did not flag (see docs/measurements.md).
///
/// UIKit labels use the font's ascent and descent the same way (see `offsets`), buttons and text
/// fields centre one line of their font; text views keep the earlier approximation (the baseline
/// a fifth of the height above the bottom).
enum TextBaselines {
    struct Offsets: Equatable {
        /// From the frame's top edge down to the first baseline.
        var firstFromTop: Double
        /// From the last baseline down to the frame's bottom edge.
        var lastFromBottom: Double
    }

    /// San Francisco's ascender and descender, in ems.
    static let ascender = 0.952
    static let descender = 0.241

    /// The offsets in the view's frame, whose stored height is `height`, in a file saved by
    /// `xcode`; `nil` for views without text, whose baselines are their bottom edge.
    static func offsets(of item: LayoutItem, height: Double, platform: Platform, xcode: SavingXcode) -> Offsets? {
        if platform == .macOS { return appKit(item, height: height, xcode: xcode) }
        switch item.element {
        case .label:
            // A UILabel's baselines keep to its text's line as if the text hugged the frame: the
            // first one an ascent below the top, the last one a descent above the bottom, however
            // much taller the frame is (Interface Builder does not move them with the text it
            // centres). A label stored within half a point of its one-line height keeps that
            // height as its line (UIKit rounds it to the screen's pixels: 20⅓ for 17 points on a
            // 3× screen).
            let size = uiKitFontSize(item.appearance, default: 17)
            let ascent = size * ascender
            let exactLine = exactLineHeight(size)
            let line = abs(height - exactLine) <= 0.5 ? height : exactLine
            return Offsets(firstFromTop: ascent, lastFromBottom: line - ascent)
        case .button, .textField:
            // A button's title and a field's text are centred in the frame (their content
            // alignment's default): one line of the font, its baseline an ascent below its top.
            let size = uiKitFontSize(item.appearance, default: 15)
            let firstFromTop = (height - exactLineHeight(size)) / 2 + size * ascender
            return Offsets(firstFromTop: firstFromTop, lastFromBottom: height - firstFromTop)
        case .textView:
            return Offsets(firstFromTop: height * 0.8, lastFromBottom: height * 0.2)
        default:
            return nil
        }
    }

    /// The point size of a UIKit view's font: the size the file writes, or its text style's
    /// default size, or UIKit's default for the kind of view.
    static func uiKitFontSize(_ look: ControlAppearance, default defaultSize: Double) -> Double {
        look.fontSize.flatMap { $0 > 0 ? $0 : nil }
            ?? look.fontName.flatMap { IntrinsicContentSize.iOSTextStyleSizes[$0] } ?? defaultSize
    }

    /// The point size of the control's font when the file gives none: NSFont's system font sizes
    /// for the control sizes (`systemFontSize(for:)`: regular 13, small 11, mini 9).
    static func controlFontSize(_ controlSize: ControlSize) -> Double {
        switch controlSize {
        case .small: return 11
        case .mini: return 9
        default: return 13
        }
    }

    /// The point size of the text's font: the size the file writes, else the size of the metaFont
    /// it names (NSFont's `systemFontSize` 13, `smallSystemFontSize` 11, `labelFontSize` 10, the
    /// menu font 14), else the control size's.
    static func fontSize(_ look: ControlAppearance) -> Double {
        if let size = look.fontSize, size > 0 { return size }
        switch look.fontName {
        case "system"?, "systemBold"?, "systemMedium"?, "message"?, "controlContent"?, "titleBar"?, "menuBar"?, "user"?, "userFixedPitch"?:
            return 13
        case "smallSystem"?, "smallSystemBold"?, "toolTip"?, "paletteTitle"?: return 11
        case "miniSystem"?, "miniSystemBold"?: return 9
        case "label"?: return 10
        case "menu"?: return 14
        case "cellTitle"?: return 12
        default: return controlFontSize(look.controlSize)
        }
    }

    /// The height of one line of the system font at `size`, as AppKit rounds it.
    static func lineHeight(_ size: Double) -> Double {
        (exactLineHeight(size) - 1e-6).rounded(.up)
    }

    /// One line of the system font at `size` before any rounding: its ascender plus descender.
    /// Every line height (labels, wrapped text, AppKit's rounding) starts from this one.
    static func exactLineHeight(_ size: Double) -> Double {
        size * (ascender + descender)
    }

    private static func appKit(_ item: LayoutItem, height: Double, xcode: SavingXcode) -> Offsets? {
        let look = item.appearance
        let isLabel = item.element == .textField && look.borderStyle == nil && look.bezelStyle == nil
        if isLabel {
            let size = fontSize(look)
            let ascent = size * ascender
            let line = lineHeight(size)
            // A one-line label's text keeps to the bottom of its frame (labels of one font stored
            // at different heights share their baselines when their bottoms are level), so both
            // baselines are the line's descent above the bottom. A label two lines tall or more
            // wraps: its first line starts at the top, its last ends at the bottom.
            if height >= 2 * line { return Offsets(firstFromTop: ascent, lastFromBottom: line - ascent) }
            return Offsets(firstFromTop: height - (line - ascent), lastFromBottom: line - ascent)
        }
        if item.element == .switch {
            // NSSwitch has no title, yet reports two different baselines in its 42×25 frame: its
            // first baseline sits a 13-point ascent below a line 4 under the frame's top, its last
            // a 13-point ascent below a line 1 under the top, which is what NSStackView's baseline
            // alignment uses. Like every NSView's `firstBaselineOffsetFromTop` and
            // `lastBaselineOffsetFromBottom`, the offsets belong to the control, not to its frame:
            // a switch stretched taller keeps its first baseline as far below its top and its last
            // as far above its bottom (switches stored 26 tall keep their last baselines 11.6
            // above the bottom, level with their labels'; see docs/measurements.md).
            let ascent = 13 * ascender
            let standardHeight = 25.0
            return Offsets(firstFromTop: 4 + ascent, lastFromBottom: standardHeight - (1 + ascent))
        }
        guard let inset = appKitTitleInset(item, height: height, xcode: xcode) else { return nil }
        let fromTop = inset.inset + inset.fontSize * ascender
        return Offsets(firstFromTop: fromTop, lastFromBottom: height - fromTop)
    }

    /// How far below the frame's top a control's title begins (its ascent line), and the size of
    /// the font whose ascent then reaches the baseline.
    private static func appKitTitleInset(_ item: LayoutItem, height: Double, xcode: SavingXcode) -> (inset: Double, fontSize: Double)? {
        let look = item.appearance
        let size = look.controlSize
        let nominal = controlFontSize(look.controlSize)
        /// Centred: the bezel's height split evenly around one line of the control's font, which
        /// is what check boxes and radio buttons do.
        func centred(_ font: Double) -> (Double, Double) { ((height - lineHeight(font)) / 2, font) }
        /// Measured values, by stored frame height; other heights are centred.
        func measured(_ table: [Double: Double], font: Double) -> (Double, Double) {
            table[height].map { ($0, font) } ?? centred(font)
        }
        switch item.element {
        case .textField, .secureTextField, .tokenField, .searchField, .comboBox:
            // Bezeled and bordered fields, by stored height (see docs/measurements.md).
            let font = fontSize(look)
            switch size {
            case .small: return measured([19: 3, 18: 2], font: font)
            case .mini: return centred(font)
            default:
                // A 21-pt field drawn in the appearance font (`usesAppearanceFont`) starts its text
                // 1 lower than one in the system font.
                let regular: Double = look.fontName == "appearance" ? 3 : 2
                // A field taller than its one line draws its text from the top, as a 22-point
                // one does, not centred.
                if size == .regular && height > 24 { return (2, font) }
                // A large field's 22-point frame (macOS 11's) starts its text 3 below its top, a
                // point lower than the regular 21-point frame's 2 (docs/measurements.md).
                if size == .large && height == 22 { return (3, font) }
                return measured([21: regular, 22: 2, 23: 3, 24: 4], font: font)
            }
        case .button:
            switch (look.cellType, look.bezelStyle) {
            case ("push"?, "rounded"?):
                // Push buttons: the 32-pt frames of every Xcode from 5 to 15, Xcode 26's 24-pt
                // regular and 28-pt large ones, small 27-pt ones (1 inside the bezel, which
                // begins 4 below their frame's top, as a regular one's title is 1 inside its own).
                switch size {
                case .small: return measured([27: 5], font: nominal)
                case .large:
                    // macOS 11's 40-pt large ones: 10 below, in the title's own font.
                    if height == 40 { return (10, fontSize(look)) }
                    return measured([28: 6], font: nominal)
                default: return measured([32: 6, 24: 4], font: nominal)
                }
            case (_, "roundedRect"?):
                // Round-rect buttons: 1 below at small size (17 pt), at the top at regular (19 pt).
                return measured(size == .small ? [17: 1] : [19: 0], font: nominal)
            case ("roundTextured"?, "texturedRounded"?):
                // Textured rounded buttons: 2 below a regular 23-pt frame's top, 1 below a small
                // 19-pt one's (1 and 0 inside the bezel).
                return measured(size == .small ? [19: 1] : [23: 2], font: nominal)
            case ("help"?, "helpButton"?):
                // Help buttons: regular 26- and 25-pt frames; Xcode 26's 24-pt ones are centred.
                return measured(size == .regular ? [26: 3, 25: 1.5] : [:], font: nominal)
            default:
                return centred(nominal)
            }
        case .popUpButton:
            switch (look.cellType, look.bezelStyle) {
            case ("push"?, "rounded"?), (nil, "rounded"?):
                // Pop-ups: regular 25- and 26-pt, Xcode 26's 24-pt; small 22- and 20-pt.
                if size == .small { return measured([22: 3, 20: 3], font: nominal) }
                // macOS 11's 40-pt large ones, like large push buttons: 10 below, in the title's font.
                if size == .large && height == 40 { return (10, fontSize(look)) }
                // Xcode 11 and earlier's 25-pt ones 4 below, 2 inside the bezel rather than 1
                // (Xcode 10's, on macOS 10.14); Xcode 12's on macOS 10.15 place the title as macOS
                // 11's do, though their bezel is the earlier one.
                if xcode.predatesXcode12 { return measured([25: 4], font: nominal) }
                return measured([25: 2, 26: 2.5, 24: 4], font: nominal)
            case (_, "roundedRect"?):
                return measured(size == .small ? [17: 1] : [19: 0], font: nominal)
            default:
                return centred(nominal)
            }
        case .slider:
            // Small linear sliders (20 pt).
            return measured(size == .small ? [20: 3] : [:], font: nominal)
        case .stepper:
            // Regular 26-pt steppers (one measurement only, see docs/measurements.md).
            return measured(size == .regular ? [26: 5] : [:], font: nominal)
        case .segmentedControl, .colorWell, .datePicker, .pathControl, .levelIndicator:
            return centred(nominal)
        default:
            return nil
        }
    }
}
