import LayoutLintModel

/// Which system's AppKit controls Interface Builder laid a document out with.
///
/// Interface Builder draws controls as the Mac it runs on draws them, so the tools version does
/// not say: Xcode 16.3 to 26 (tools 24xxx) write the same versions on macOS 15, whose push
/// button is a 32-point frame around a 21-point bezel, and on macOS 26, whose push button is 24
/// points laid out without insets. The stored frames say: every standard control Xcode did not
/// flag was laid out at its system's size. Evidence: `docs/measurements.md`,
/// `AppKitControlGeneration.shown(in:)`.
public enum AppKitControlGeneration: String, Sendable {
    /// Before macOS 11's redesign (Xcode 11 and earlier, and Xcode 12.0 to 12.4 on macOS 10.15).
    case beforeMacOS11 = "macOS 10.x"
    /// macOS 11 to 15.
    case macOS11 = "macOS 11-15"
    /// macOS 26.
    case macOS26 = "macOS 26"

    /// The generation a tools version implies when the file's controls do not tell: Xcode 12 to
    /// 16.2 ran on macOS 11 to 15; tools 24xxx are read as macOS 26's, as before this evidence
    /// was read; the placeholder versions from 30000 on store older metrics.
    static func byToolsVersion(_ toolsVersion: Int) -> Self {
        if toolsVersion < 17000 { return .beforeMacOS11 }
        if toolsVersion >= 24000 && toolsVersion < 30000 { return .macOS26 }
        return .macOS11
    }

    /// The generation the document's standard controls show, and whether they told (false: by
    /// the tools version, or its `assumedWhenMissing`). Each unflagged regular rounded push button votes by its
    /// stored height; the majority wins, a tie falls back on the tools version. Xcode 11 and
    /// earlier cannot have drawn the later controls, whose sizes theirs share.
    public static func shown(in document: Document) -> (generation: Self, fromControls: Bool) {
        let toolsVersion = SavingXcode.toolsVersion(of: document)
        return shown(in: document, toolsVersion: toolsVersion,
                     bezels: PushButtonBezelEvidence.showsMacOS11Bezels(in: document, toolsVersion: toolsVersion))
    }

    /// `bezels`: what `PushButtonBezelEvidence` read from the document.
    static func shown(in document: Document, toolsVersion: Int, bezels: Bool?) -> (generation: Self, fromControls: Bool) {
        let fallback = byToolsVersion(toolsVersion)
        guard document.platform == .macOS, fallback != .beforeMacOS11 else { return (fallback, false) }
        // Xcode 12.0 to 12.4 ran on macOS 10.15 and 11, whose push buttons are both 32 tall: their
        // bezel's side insets tell (`PushButtonBezelEvidence`).
        if let modern = bezels { return (modern ? .macOS11 : .beforeMacOS11, true) }
        var votes: [Self: Int] = [:]
        for scene in document.scenes {
            for item in scene.items where !item.xcode.misplaced && !item.xcode.ambiguous {
                if let vote = vote(of: item) { votes[vote, default: 0] += 1 }
            }
        }
        let modern = votes[.macOS26, default: 0], classic = votes[.macOS11, default: 0]
        if modern == classic { return (fallback, false) }
        return (modern > classic ? .macOS26 : .macOS11, true)
    }

    /// The generation a regular rounded pop-up button was drawn in, which its own stored height
    /// tells, whatever the file's push buttons show: Xcode 16.3 to 26 (tools 24xxx) store it 24
    /// tall on macOS 26 (its alignment rect: no insets) and 25 or 26 tall on macOS 15 (Lunar's
    /// tools-24127 storyboard keeps 25-point ones beside macOS 26's check boxes), and a pop-up
    /// Xcode 26 draws at another height (a height constraint, a large font) is macOS 26's too.
    /// Otherwise the file's generation. Its insets (`AlignmentInsets.popUpButton`) and its title's
    /// room (`TextMeasurement.popUpPadding(_:)`) follow it.
    static func ofRegularPopUp(height: Double?, xcode: SavingXcode) -> Self {
        if height == 24 { return .macOS26 }
        if xcode.isXcode26, let height, height != 25, height != 26 { return .macOS26 }
        return xcode.predatesMacOS11Controls ? .beforeMacOS11 : .macOS11
    }

    /// The generation a standard control's stored height belongs to: a regular rounded push
    /// button is 32 points on macOS 11–15 (the bezel's shadow and focus ring included) and 24 on
    /// macOS 26. (Pop-ups do not tell: files whose push buttons and check boxes are macOS 26's
    /// keep 25-point pop-ups laid out with the earlier insets.)
    static func vote(of item: LayoutItem) -> Self? {
        let look = item.appearance
        guard item.kind == .view, item.element == .button, look.cellType == "push", look.bezelStyle == "rounded",
              look.controlSize == .regular, let height = item.frame?.height else { return nil }
        return height == 32 ? .macOS11 : height == 24 ? .macOS26 : nil
    }
}
