import LayoutLintModel

/// The intrinsic width of a UIKit text field from what it shows (issue 22): its text, or while
/// that is empty its placeholder, in its font, plus the room its border style takes beside the
/// text (`textRect(forBounds:)`); an empty field is only as wide as that room.
///
/// AppKit's input fields (editable, bezeled) are not measured: the corpus suggests NSTextField
/// gives an editable field no intrinsic width at all (fields held by one horizontal constraint
/// are stored hundreds of points wider than their content and Xcode does not flag them), which
/// the engine does not model yet (docs/content-sizes.md).
extension TextMeasurement {
    /// A UIKit text field's intrinsic width: the text (or placeholder) on one line plus its border
    /// style's padding, rounded up to the pixel grid; an estimate (see `uiTextFieldPadding`). No
    /// height: a rounded field's minimum height changed with iOS 13 (30 to 34 points in the corpus)
    /// and a borderless one's line is not the label's, so the stored height stays. `nil` when the
    /// file names no font, the border style is not one of the four, or the text has several lines.
    public static func uiTextField(_ item: LayoutItem, scale: Double) -> Measured? {
        guard item.element == .textField, item.appearance.fontName != nil, let font = font(of: item.appearance),
              let padding = uiTextFieldPadding[item.appearance.borderStyle ?? "none"] else { return nil }
        let shown = fieldString(item)
        guard !shown.contains("\n") else { return nil }
        var measured = measure(shown, font: font, scale: scale, padding: padding)
        measured.height = nil
        measured.isEstimate = true
        return measured
    }

    /// UITextField's room beside its text by `borderStyle` (absent: `none`), both sides together:
    /// not fitted. The corpus has no text field whose stored width is its content's (every one is
    /// held by two horizontal constraints or sits in a stack view), so these are UIKit's text
    /// insets as layoutlint assumes them (a rounded field's text 7 points in from each side, a line
    /// or bezel border's 2), and a text field's measured width is an estimate.
    static let uiTextFieldPadding: [String: Double] = ["none": 0, "roundedRect": 14, "line": 4, "bezel": 4]

    /// What a field measures: its text, or its placeholder while the text is empty.
    private static func fieldString(_ item: LayoutItem) -> String {
        if let text = item.text, !text.isEmpty { return text }
        return item.placeholderText ?? ""
    }
}
