import LayoutLintModel

/// Whether Interface Builder measured a UIKit document's one-line labels in whole points or in the
/// device's pixels, read from their stored heights.
///
/// UILabel rounds the height of its line up to the pixels of the screen it draws on; Interface
/// Builder's canvas draws on the Mac's display, not on the device it shows, and stores what it
/// drew. Some files store every one-line label of a system font a whole number of points tall (21
/// for 17 points on a 2x device, where the device's pixels give 20.5), and others at the device's
/// pixels, within each Xcode version: the tools version does not tell which, the file does. A
/// label Xcode flagged misplaced or ambiguous does not count: its stored frame is not a layout of
/// its constraints at Interface Builder's measure (as in `PushButtonBezelEvidence`).
enum LabelLineEvidence {
    /// `true` when more of the document's one-line UIKit labels in a system font, whose line
    /// differs between whole points and the device's pixels, are stored at the whole points than
    /// at the pixels; `false` otherwise (none tells, as many tell each way, or an AppKit document).
    static func measuresInWholePoints(_ document: Document) -> Bool {
        guard document.platform != .macOS else { return false }
        let scale = DeviceCatalog.scale(ofDevice: document.device?.id)
        guard scale > 1 else { return false }
        var whole = 0, pixels = 0
        for scene in document.scenes {
            for item in scene.items {
                guard item.numberOfLines == 1, !item.xcode.misplaced, !item.xcode.ambiguous, let stored = item.frame?.height,
                      let size = IntrinsicContentSize.measurableLabelFontSize(item, platform: document.platform) else { continue }
                // The line as `IntrinsicContentSize.measuredLabelHeight` measures it, on either grid.
                let inPoints = IntrinsicContentSize.labelLineHeight(fontSize: size, roundedUpTo: 1)
                let inPixels = IntrinsicContentSize.labelLineHeight(fontSize: size, roundedUpTo: scale)
                guard abs(inPoints - inPixels) > 0.01 else { continue }
                if abs(stored - inPoints) < 0.01 { whole += 1 } else if abs(stored - inPixels) < 0.01 { pixels += 1 }
            }
        }
        return whole > pixels
    }
}
