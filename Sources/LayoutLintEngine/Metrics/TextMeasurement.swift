import LayoutLintModel

/// The size of one line of text in a UIKit font, as UILabel measures it for its intrinsic size:
/// the advances of its characters plus the font's size-dependent tracking, rounded up to the
/// device's pixels.
///
/// San Francisco has no free metric-compatible font: its advances are fitted on the corpus's
/// labels whose stored width is their text's (`Scripts/fit_text_metrics.py`, validated in
/// docs/text-metrics.md: about 86% of such labels within 1 pt on repositories the fit did not
/// use): regular's advances per character with Inter's as the prior, the other weights widening
/// from them as Inter's do (times a fitted factor), Inter's kerning pairs (`TextKerning`), the
/// Display optical size (from 20 pt) a fitted tightening per character.
/// Helvetica, Arial, Times New Roman, Courier New and Menlo take the advances of their
/// metric-compatible free fonts. Other named fonts are not measured.
///
/// The engine does not use these measurements for layout yet: `ContentSize` reports them beside
/// the stored size the solver keeps using (issue 22); equal-priority-conflict reads them to find
/// ties the stored frames hide.
public enum TextMeasurement {
    /// A measured line of text.
    public struct Measured: Hashable, Sendable {
        public var width: Double
        /// One line's height; `nil` when the font's line height is not known (named fonts).
        public var height: Double?
        /// Whether the width rests on estimates rather than fitted or known advances: characters
        /// outside Latin-1 (CJK and Hangul take a fixed advance, other scripts a typical letter's)
        /// or a system font weight the corpus had too few labels of (placed on the weight axis by its
        /// weight class), or San Francisco's Display optical size (SF Text's advances).
        public var isEstimate: Bool
    }

    /// A font whose advances are known.
    struct Font: Hashable {
        enum Family: Hashable {
            /// San Francisco: advances by weight and optical size.
            case system(weight: String)
            /// A named font with a metric-compatible table (`sans-regular`, `mono-bold`, …).
            case named(String)
        }
        var family: Family
        var size: Double
        /// Measured with another style's advances (italic San Francisco with the upright's).
        var isApproximate = false
    }

    /// The intrinsic size of a one-line UIKit label: its text in its font, rounded up to the pixel
    /// grid of a screen of `scale` pixels per point; `nil` when it has no text or its font is unknown.
    public static func label(_ item: LayoutItem, scale: Double) -> Measured? {
        guard item.element == .label, let text = item.text, !text.isEmpty, !text.contains("\n"),
              let font = font(of: item.appearance) else { return nil }
        return measure(text, font: font, scale: scale)
    }

    /// The intrinsic width of a classic UIKit button (no configuration, image, background image or
    /// attributed title) showing one line: its normal title in its font plus `contentEdgeInsets`, as
    /// UIButton computes it, rounded up to the pixel grid; no height (a button's is not one line of
    /// its text). `nil` when the file writes no font (UIButton's default depends on its type) or the
    /// button shows more than a title. Validated on the corpus's buttons, not fitted on them
    /// (docs/text-metrics.md: about 75% within 1 pt, 91% within `MeasuredContentTie`'s error).
    /// A title narrower than `minimumCertainWidth` is an estimate: a short title's button may be kept
    /// wider than it by UIKit (the corpus's 30-point "+" buttons).
    public static func button(_ item: LayoutItem, scale: Double) -> Measured? {
        guard item.element == .button, let content = item.button, !content.usesConfiguration, !content.hasAttributedTitle,
              !content.hasBackgroundImage, item.imageName == nil, let text = item.text, !text.isEmpty, !text.contains("\n"),
              item.appearance.fontName != nil, let font = font(of: item.appearance) else { return nil }
        let insets = content.contentInsets
        var measured = measure(text, font: font, scale: scale, padding: insets.leading + insets.trailing)
        measured.height = nil
        if measured.width < minimumCertainWidth { measured.isEstimate = true }
        return measured
    }

    /// Below this width a button's measured title is only an estimate of its intrinsic width.
    static let minimumCertainWidth = 30.0

    /// The intrinsic size of an AppKit label (a text field without bezel or border, not editable)
    /// showing one clipped or truncated line: its text in its font plus NSTextFieldCell's 2-point
    /// inset on each side, rounded up to whole points (as Interface Builder stores AppKit frames);
    /// the height one line of the system font (`TextBaselines.lineHeight`), the width no more than
    /// an explicit `preferredMaxLayoutWidth` allows. Not fitted on AppKit labels: validated on them
    /// (docs/text-metrics.md).
    public static func appKitLabel(_ item: LayoutItem) -> Measured? {
        let look = item.appearance
        guard item.element == .textField, look.borderStyle == nil, look.bezelStyle == nil, !item.isEditable,
              let mode = look.lineBreakMode, appKitSingleLineModes.contains(mode),
              let text = item.text, !text.isEmpty, !text.contains("\n"), let font = appKitFont(of: look) else { return nil }
        var measured = measure(text, font: font, scale: 1, padding: 2 * appKitTextInset)
        if case .system = font.family { measured.height = TextBaselines.lineHeight(font.size) }
        // An explicit `preferredMaxLayoutWidth` is the most the intrinsic width may be (NSTextField's
        // documentation): a longer line is clipped or truncated there. Interface Builder's stored
        // frame is that width plus the cell's insets (Aerial's "Video format:", 14 points, written
        // with `preferredMaxLayoutWidth="79"`, is stored 83 wide).
        if let cap = explicitWrapWidth(item) { measured.width = min(measured.width, cap + 2 * appKitTextInset) }
        return measured
    }

    /// NSTextFieldCell draws its text this far in from each side of a borderless field.
    static let appKitTextInset = 2.0

    /// Line-break modes that keep an AppKit cell's text on one line.
    static let appKitSingleLineModes: Set<String> = ["clipping", "truncatingTail", "truncatingMiddle", "truncatingHead"]

    /// The font of an AppKit cell: a metaFont (San Francisco at the role's size and weight) or a
    /// named font with metrics.
    static func appKitFont(of look: ControlAppearance) -> Font? {
        let name = look.fontName ?? "system"
        if let weight = appKitMetaFontWeights[name] {
            return Font(family: .system(weight: weight), size: TextBaselines.fontSize(look))
        }
        guard let metrics = TextMetricsTables.namedFonts[name], let size = look.fontSize, size > 0 else { return nil }
        return Font(family: .named(metrics), size: size)
    }

    /// AppKit's metaFonts set in San Francisco, by weight (their sizes: `TextBaselines.fontSize`).
    private static let appKitMetaFontWeights: [String: String] = [
        "system": "regular", "message": "regular", "controlContent": "regular", "appearance": "regular",
        "smallSystem": "regular", "miniSystem": "regular", "label": "regular", "cellTitle": "regular",
        "toolTip": "regular", "menu": "regular", "systemBold": "bold", "smallSystemBold": "bold", "miniSystemBold": "bold",
        "systemMedium": "medium", "systemSemibold": "semibold", "systemHeavy": "heavy", "systemLight": "light",
        "systemThin": "thin", "systemUltraLight": "ultraLight", "systemBlack": "black",
    ]

    /// The font a UIKit view's appearance names: UILabel's default (the 17-point system font) when
    /// the file writes none.
    static func font(of look: ControlAppearance) -> Font? {
        let size = look.fontSize.flatMap { $0 > 0 ? $0 : nil }
        switch look.fontName {
        case nil:
            return Font(family: .system(weight: "regular"), size: size ?? 17)
        case "system"?:
            return size.map { Font(family: .system(weight: look.fontWeight ?? "regular"), size: $0) }
        case "italicSystem"?:
            return size.map { Font(family: .system(weight: "regular"), size: $0, isApproximate: true) }
        case "boldSystem"?:
            return size.map { Font(family: .system(weight: "bold"), size: $0) }
        case let style? where textStyles[style] != nil:
            let (styleSize, weight) = textStyles[style]!
            return Font(family: .system(weight: weight), size: styleSize)
        case let name?:
            guard let metrics = TextMetricsTables.namedFonts[name], let size else { return nil }
            return Font(family: .named(metrics), size: size)
        }
    }

    /// UIFont.preferredFont(forTextStyle:) at the default content size category: size and weight
    /// (the headline is semibold, the other styles regular).
    static let textStyles: [String: (Double, String)] = IntrinsicContentSize.iOSTextStyleSizes.reduce(into: [:]) {
        $0[$1.key] = ($1.value, $1.key == "UICTFontTextStyleHeadline" ? "semibold" : "regular")
    }

    /// `padding` is added to the text's width before rounding.
    static func measure(_ text: String, font: Font, scale: Double, padding: Double = 0) -> Measured {
        let (table, fitted) = advances(of: font)
        var ems = 0.0
        var estimated = !fitted || font.isApproximate
        var count = 0
        // CJK and Hangul come from other fonts (PingFang, Apple SD Gothic Neo): Display's tightening
        // is San Francisco's.
        var sanFrancisco = 0
        for scalar in text.unicodeScalars {
            let (advance, known) = self.advance(of: scalar, in: table)
            ems += advance
            estimated = estimated || !known
            count += 1
            if !isWide(scalar) { sanFrancisco += 1 }
        }
        var width = ems * font.size
        var height: Double?
        if case .system(let weight) = font.family {
            width += TextKerning.ems(of: Array(text.unicodeScalars), weight: weight) * font.size
            width += tracking(at: font.size) * Double(count) + displayTightening(at: font.size) * Double(sanFrancisco)
            height = roundUp(TextBaselines.exactLineHeight(font.size), scale: scale)
        }
        return Measured(width: roundUp(max(width, 0) + padding, scale: scale), height: height, isEstimate: estimated)
    }

    /// The font's advance table, and whether it rests on fitted data: a weight whose place on San
    /// Francisco's weight axis is its weight class's, or the Display optical size (which takes SF
    /// Text's advances), is an estimate (docs/text-metrics.md).
    private static func advances(of font: Font) -> ([Double], Bool) {
        switch font.family {
        case .named(let metrics):
            return (TextMetricsTables.named[metrics] ?? [], true)
        case .system(let weight):
            let known = TextMetricsTables.system[weight] != nil
            let table = TextMetricsTables.system[known ? weight : "regular"] ?? []
            let fitted = known && TextMetricsTables.fittedWeights.contains(weight) && font.size < TextMetricsTables.displayFrom
            return (table, fitted)
        }
    }

    /// A character's advance in ems and whether it is known rather than estimated.
    private static func advance(of scalar: Unicode.Scalar, in table: [Double]) -> (Double, Bool) {
        let index = Int(scalar.value) - Int(TextMetricsTables.firstCodePoint)
        if index >= 0, index < table.count { return (table[index], true) }
        switch scalar.value {
        case _ where hangul.contains(where: { $0.contains(scalar.value) }):
            return (TextMetricsTables.hangulAdvance, false)
        case _ where isWide(scalar):
            return (TextMetricsTables.wideAdvance, false)
        default:
            // Other scripts and Latin Extended: a typical lowercase letter's advance.
            let n = Int(("n" as Unicode.Scalar).value) - Int(TextMetricsTables.firstCodePoint)
            return (n < table.count ? table[n] : 0.5, false)
        }
    }

    private static let hangul: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF]
    private static let wide: [ClosedRange<UInt32>] = hangul + [0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60]

    /// A Hangul, CJK or full-width character: drawn from a CJK font, not San Francisco.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        wide.contains { $0.contains(scalar.value) }
    }

    /// How much narrower SF Display sets each character than SF Text's advances, in points (a
    /// negative number): none below `displayFrom`, the fitted tightening in full from `displayFull`,
    /// growing linearly between (the corpus's labels show Display's spacing coming in over those
    /// sizes, where the documented tracking goes from its tightest to its loosest). An estimate:
    /// Display widths stay marked as such (docs/text-metrics.md).
    static func displayTightening(at size: Double) -> Double {
        let from = TextMetricsTables.displayFrom, full = TextMetricsTables.displayFull
        let share = min(1, max(0, (size - from) / (full - from)))
        return TextMetricsTables.displayTightening * share * size
    }

    /// San Francisco's tracking at a point size, in points per character; between two listed
    /// sizes, interpolated; beyond them, the nearest one's.
    static func tracking(at size: Double) -> Double {
        let table = TextMetricsTables.tracking
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            let t = (size - low.size) / (high.size - low.size)
            return low.points + (high.points - low.points) * t
        }
        return last.points
    }

    /// UIKit rounds an intrinsic size up to the screen's pixels (a small tolerance keeps exact
    /// multiples from rounding up a pixel).
    static func roundUp(_ value: Double, scale: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
