import LayoutLintModel

/// A UIKit label of several lines (`numberOfLines` other than 1) wraps its text at the width
/// Auto Layout gives it, and its height follows from the lines: UIKit solves, lets the label
/// measure its text at the width it got (the automatic `preferredMaxLayoutWidth`), and solves
/// again with that size. With measured content sizes (`ContentSizes.measured`, `.refined`) layoutlint does the
/// same: the first solve keeps such a label's stored size, the second takes its text wrapped at
/// its first solved width (`TextMeasurement.wrappedLabel`). Stored sizes (the default) keep the
/// stored frame, which already holds Xcode's wrapping.
extension LayoutEngine {
    /// The layout solved again with every wrapping label measured at its solved width; the layout
    /// itself when nothing wraps, its options keep stored sizes, or its solve was cut short.
    static func wrappingText(_ layout: SceneLayout, rebuild: ([ObjectID: Double]) -> SceneSystem) -> SceneLayout {
        guard layout.system.options.contentSizes.wrapsText, !layout.isCutShort,
              layout.system.wrappedTextWidths.isEmpty else { return layout }
        var widths: [ObjectID: Double] = [:]
        // A label with an explicit `preferredMaxLayoutWidth` was measured at it in the first solve.
        for item in layout.system.items where TextMeasurement.wraps(item) && TextMeasurement.explicitWrapWidth(item) == nil {
            if let frame = layout.frames[item.id], frame.width > 0 { widths[item.id] = frame.width }
        }
        guard !widths.isEmpty else { return layout }
        return solve(rebuild(widths))
    }
}

extension TextMeasurement {
    /// Whether `item` is a UIKit label whose text wraps (more than one line allowed) in a font
    /// layoutlint measures.
    static func wraps(_ item: LayoutItem) -> Bool {
        item.element == .label && item.numberOfLines != 1 && !(item.text ?? "").isEmpty && font(of: item.appearance) != nil
    }

    /// The width a wrapping label's text wraps at whatever width the layout gives it: its explicit
    /// `preferredMaxLayoutWidth` (Interface Builder's "Explicit" preferred width), when positive.
    public static func explicitWrapWidth(_ item: LayoutItem) -> Double? {
        guard let width = item.preferredMaxLayoutWidth, width > 0 else { return nil }
        return width
    }

    /// A wrapping label's text laid out in lines no wider than `width`, as UILabel wraps it (at
    /// spaces; a word wider than a line is broken between characters), at most `numberOfLines`
    /// lines (0: no limit): the widest line's width and the lines' height, rounded up to the pixel
    /// grid. `nil` when the label does not wrap (`wraps`) or its font's line height is unknown.
    static func wrappedLabel(_ item: LayoutItem, width: Double, scale: Double) -> Measured? {
        guard wraps(item), let text = item.text, let font = font(of: item.appearance), width > 0 else { return nil }
        var lines: [Double] = []
        var isEstimate = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let (widths, estimated) = wrap(String(paragraph), font: font, width: width, scale: scale)
            lines += widths
            isEstimate = isEstimate || estimated
        }
        if item.numberOfLines > 0 { lines = Array(lines.prefix(item.numberOfLines)) }
        guard let lineHeight = measure("x", font: font, scale: scale).height else { return nil }
        let exactLine = TextBaselines.exactLineHeight(font.size)
        let height = lines.count == 1 ? lineHeight : roundUp(exactLine * Double(lines.count), scale: scale)
        return Measured(width: min(lines.max() ?? 0, width), height: height, isEstimate: isEstimate)
    }

    /// A line measured at most this much wider than the width it wraps at stays one line: the
    /// text measurement's own error (86% of labels within 1 pt, docs/text-metrics.md). A label
    /// whose width is its own text's (hugging it) gets that width back from the first solve, and
    /// its text, measured half a point wider than stored, must not break into two lines.
    static let wrapTolerance = 1.0

    /// At most this many lines for one word broken between characters (a guard against a label
    /// solved a hair wide: the count is capped by `numberOfLines` or the text's length anyway).
    private static let maximumPieces = 1_000.0

    /// The widths of the lines one paragraph wraps into at `width` (greedy, as TextKit fills lines).
    static func wrap(_ paragraph: String, font: Font, width: Double, scale: Double) -> ([Double], Bool) {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty else { return ([0], false) }
        var lines: [Double] = []
        var estimated = false
        var current = ""
        var currentWidth = 0.0
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            let measured = measure(candidate, font: font, scale: scale)
            estimated = estimated || measured.isEstimate
            if measured.width <= width + wrapTolerance || current.isEmpty {
                current = candidate
                currentWidth = measured.width
                continue
            }
            lines.append(currentWidth)
            current = word
            currentWidth = measure(word, font: font, scale: scale).width
        }
        lines.append(currentWidth)
        // A line holding one word wider than the label breaks between characters: as many lines
        // as its width needs.
        var result: [Double] = []
        for line in lines {
            let pieces = line <= width + wrapTolerance ? 1 : max(1, Int(min(line / width, maximumPieces).rounded(.up)))
            result += pieces > 1 ? Array(repeating: width, count: pieces) : [line]
        }
        return (result, estimated)
    }
}

extension TextMeasurement {
    /// An AppKit label that wraps (`wordWrapping` or `charWrapping`, NSTextField's default) with an
    /// explicit `preferredMaxLayoutWidth`: NSTextField measures its text wrapped at that width less
    /// the cell's insets, so its intrinsic height is that of the lines it wraps into. The width is
    /// the widest line plus the insets, no wider than `preferredMaxLayoutWidth`; the height the
    /// lines of San Francisco, each a whole number of points (a named font's is not known: `nil`). Without an explicit
    /// width AppKit does not re-measure at the layout's width (`nil`: the stored size stays).
    public static func appKitWrappedLabel(_ item: LayoutItem) -> Measured? {
        let look = item.appearance
        guard item.element == .textField, look.borderStyle == nil, look.bezelStyle == nil, !item.isEditable,
              appKitWrappingModes.contains(look.lineBreakMode ?? "wordWrapping"), let width = explicitWrapWidth(item),
              let text = item.text, !text.isEmpty, let font = appKitFont(of: look), case .system = font.family else { return nil }
        let textWidth = width - 2 * appKitTextInset
        guard textWidth > 0 else { return nil }
        var lines: [Double] = []
        var isEstimate = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let (widths, estimated) = wrap(String(paragraph), font: font, width: textWidth, scale: 1)
            lines += widths
            isEstimate = isEstimate || estimated
        }
        // AppKit sets each line at its font's line height in whole points (three lines of 11-point
        // text are stored 42 tall: 3 × 14).
        let height = TextBaselines.lineHeight(font.size) * Double(lines.count)
        let widest = roundUp((lines.max() ?? 0) + 2 * appKitTextInset, scale: 1)
        return Measured(width: min(widest, width), height: height, isEstimate: isEstimate)
    }

    private static let appKitWrappingModes: Set<String> = ["wordWrapping", "charWrapping"]
}
