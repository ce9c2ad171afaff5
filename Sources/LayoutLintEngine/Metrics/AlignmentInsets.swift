import LayoutLintModel

/// How far a view's frame extends beyond its alignment rect.
///
/// Auto Layout positions alignment rects, not frames (`alignmentRectInsets`, `-[NSView
/// alignmentRectForFrame:]`): controls draw bezels, shadows and text padding outside the rect
/// their constraints and intrinsic size describe, and Interface Builder stores the frame. So the
/// engine's edge variables are alignment rects; stored frames are inset on the way in and solved
/// rects outset on the way out.
///
/// Neither UIKit nor AppKit documents the values, and AppKit's change with the system Xcode ran
/// on. Each one below is the offset between stored and solved frames measured over
/// `../shared/corpus`, on views whose other constraints agree: the sign and size recur across
/// repositories and Xcode versions, which a stale frame or one layout's quirk would not do.
/// Controls without a consistent offset there are left at zero rather than guessed.
enum AlignmentInsets {
    /// `frame`: the stored frame, whose size can tell which system's metrics Xcode used.
    static func of(_ item: LayoutItem, frame: Rect?, in document: Document) -> EdgeInsets {
        // A custom class keeps its base class's drawing (the element names the base class).
        guard item.kind == .view else { return .zero }
        switch document.platform {
        case .macOS: return appKit(item, frame: frame, xcode: SavingXcode(document))
        case .iOS, .unknown: return uiKit(item, frame: frame, xcode: SavingXcode(document))
        case .tvOS, .watchOS: return .zero
        }
    }

    private static func uiKit(_ item: LayoutItem, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        switch item.element {
        case .slider where xcode.isXcode26:
            // iOS 26's slider (34 tall) draws its thumb inside its frame: NetNewsWire's settings
            // (tools 24765) store two sliders pinned 16 from both sides at exactly that span.
            return .zero
        case .slider:
            // UISlider's thumb overhangs the track: 42 sliders in 14 files store x 2 left of where
            // their leading constraint puts it and a width 4 larger when both ends are pinned;
            // bottom-pinned ones sit 1 lower, centred ones 0.5 lower (the thumb's shadow).
            return EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
        case .segmentedControl:
            // The 32-point segmented control of iOS 13 and later: its segments end 1 above the
            // frame (RxSwift's vertical stack stores the slider below one at y 31, and the 12 views
            // after it agree only so; no bottom-constrained 32-point control elsewhere disagrees).
            guard frame?.height == 32 else { return .zero }
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case .switch:
            // UISwitch's frame reaches 2 past its trailing edge only: over 40 switches, from
            // Xcode 7 to 26 files, sit 2 right of their trailing constraint and are 2 wider when
            // both ends are pinned, while leading-pinned ones agree at zero.
            return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        default:
            return .zero
        }
    }

    private static func appKit(_ item: LayoutItem, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        let look = item.appearance
        switch item.element {
        case .textField:
            // A label (no bezel, no border) pads its text by 2 on each side: over 300 labels, of
            // every control size, sit 2 left of their leading constraint and 2 right of their
            // trailing one. Bezeled and bordered fields draw their frame edge and agree at zero,
            // and so do labels that fill their frame with a background (all 13 in the corpus).
            guard look.borderStyle == nil, look.bezelStyle == nil, !look.drawsBackground else { return .zero }
            return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case .button:
            if let insets = symbolImageInsets(item, frame: frame, xcode: xcode) { return insets }
            return appKitButton(look, xcode: xcode, frameHeight: frame?.height, hasTitle: !(item.text ?? "").isEmpty)
        case .popUpButton:
            // Small rounded pop-ups: 16 stored 4 left of their leading constraint, 11 4 right of
            // their trailing one. Regular ones: 3 before the bezel, 4 after it (the arrows' side)
            // and 4 below, 1 above (9 leading-pinned at -3; both ends pinned: 7 wider; pinned at
            // both ends vertically: 5 taller; centred ones 1.5 lower).
            // Small 22-point ones: 2 above and 4 below the bezel (3 bottom-pinned in 2 files, 2
            // top-pinned in 1; centred ones 1 higher).
            if look.bezelStyle == "texturedRounded", (look.controlSize ?? "regular") == "regular", frame?.height == 25 {
                // Textured pop-ups stored 25 tall: 1 above the bezel, 4 below, 3 before it (the
                // one in HandBrake's preset list shares its height and centre with a segmented
                // control whose bezel is 20 tall, and sits 8 after it); the trailing side, never
                // pinned in the corpus, is taken as the leading one.
                return EdgeInsets(top: 1, leading: 3, bottom: 4, trailing: 3)
            }
            if look.bezelStyle == "roundedRect", look.controlSize == "small", frame?.height == 17 {
                // Like the small round-rect button: 1 below the bezel (iina's window size pop-ups
                // sit 1 lower than a centred 17-point frame; ViennaRSS's filter pop-up at y -1
                // in a 16-point stack).
                return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
            }
            guard look.bezelStyle == "rounded" else { return .zero }
            switch look.controlSize {
            case "small"?:
                if frame?.height == 22 {
                    // Before macOS 11's controls: 1 above, 3 on the other sides (MacDown's Xcode 8
                    // preferences chain two, 8 and 9 apart, between check boxes that agree).
                    if xcode.predatesMacOS11Controls { return EdgeInsets(top: 1, leading: 3, bottom: 3, trailing: 3) }
                    return EdgeInsets(top: 2, leading: 4, bottom: 4, trailing: 4)
                }
                // Xcode 26 lays its other small pop-ups out without insets, like its 24-point
                // regular ones: HandBrake's preference panes store five 20- and 14-point ones at
                // their leading-aligned stacks' edges.
                if xcode.isXcode26 { return .zero }
                return EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            case nil, "regular"?:
                // Xcode 26 stores 24-point pop-ups laid out without insets, like their
                // 24-point push buttons (5 pop-ups in 2 repositories).
                if frame?.height == 24 { return .zero }
                // Xcode 11 and earlier (tools before 17000, the controls before macOS 11's):
                // 2 before the bezel, 3 after it, 2 above and 3 below. All 7 such pop-ups in the
                // corpus (MacDown, Xcode 8; NetNewsWire's sheets, Xcode 10; Amethyst, Xcode 11)
                // sit 1 right of and 1 above where the later insets put them, 2 narrower.
                if xcode.predatesMacOS11Controls { return EdgeInsets(top: 2, leading: 2, bottom: 3, trailing: 3) }
                return EdgeInsets(top: 1, leading: 3, bottom: 4, trailing: 4)
            default: return .zero
            }
        case .slider:
            // A linear NSSlider's knob overhangs the track by 2 at each end, at every control size
            // (all 10 disagreeing linear sliders); circular ones draw inside their frame.
            // Vertically, by the stored height: 19-point regular and 20-point small ones 2 above and
            // below (3 views, 3 files), and so are small 17-point ones; 28-point ones (tick marks)
            // 2 above, 6 below (4 top-pinned in 3 files, 2 bottom-pinned in 2). Other heights have
            // no measurements: zero.
            // Xcode 26 (tools 24xxx) stores sliders laid out without insets, as it does
            // push buttons: 20 sliders in 2 repositories sit exactly at their constraints.
            guard look.sliderType == nil || look.sliderType == "linear" else { return .zero }
            if xcode.isXcode26 { return .zero }
            // A vertical slider (taller than wide) overhangs its track by 2 on every side: iina's
            // ten 17×120 mini sliders in a 116-point stack all sit at y -2.
            if let frame, frame.height > frame.width { return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }
            switch (look.controlSize ?? "regular", frame?.height) {
            // Small 17-point ones (18 when Xcode rounded the frame): iina's five tick-marked
            // sliders in a 110-point equal-centering stack fit it only with 13-point tracks.
            // Small 25-point ones (tick marks below): iina's audio delay slider sits 1 below a
            // label and 1 above another in a 47-point view, which fits only a 21-point track.
            case ("regular", 19?), ("small", 20?), ("small", 17?), ("small", 18?), ("small", 25?):
                return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            case ("regular", 28?): return EdgeInsets(top: 2, leading: 2, bottom: 6, trailing: 2)
            default: return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            }
        case .stepper:
            // The arrows' bezel inside the frame. Regular 19-point-wide steppers (27 or 28 tall): 3
            // at each side (2 repositories), 2 above (3 top-pinned), centred ones level (so 2 below).
            // Small 15×22 ones: 2 at the leading side (13 steppers, 1 repository; taken as 2 at
            // both sides), 2 below, and 1 above, which centres them on a 19-point field beside them.
            // Xcode 16's 20×26 regular ones agree at zero.
            guard let frame else { return .zero }
            if frame.width == 19 && (frame.height == 27 || frame.height == 28) {
                return EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
            }
            if frame.width == 15 && frame.height == 22 { return EdgeInsets(top: 1, leading: 2, bottom: 2, trailing: 2) }
            return .zero
        case .switch:
            // NSSwitch's 38×22 track in a 42×25 frame: 2 at the sides, 1 above, 2 below (4
            // switches in 2 repositories sit 2 beside and below their constraints; 1 top-pinned at 1).
            guard let frame, frame.width == 42, frame.height == 25 else { return .zero }
            return EdgeInsets(top: 1, leading: 2, bottom: 2, trailing: 2)
        case .colorWell:
            // The well's bezel: 3 at the sides, 2 above and below (5 wells in 2 files, whose width
            // or height constraints are 6 and 4 less than the stored frame; 2 top-pinned at 2).
            return EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
        case .segmentedControl:
            // Small 21-point segmented controls: 1 above and 2 below the segments (3 bottom-pinned
            // in 3 files; 2 of 3 top-pinned at 1, one at 2).
            // Regular 24-point rounded ones: 2 at the sides, 1 above and below (3 in a chain in 1
            // file, each 4 narrower than stored when both ends are pinned, the chain 2 longer per
            // control). A capsule-style one Xcode flagged ambiguous only fits its row without them.
            if (look.controlSize ?? "regular") == "regular", frame?.height == 24, look.segmentStyle == "rounded" {
                // Xcode 26 draws them 2 inside the frame above and below and 3 at the sides:
                // HandBrake's preset list (tools 24127) pins one 8 above its window's bottom at
                // y 6, 8 below a scroll view ending 10 above its frame, and its leading edge 3
                // right of the frame's, level with the scroll view's.
                if xcode.isXcode26 { return EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3) }
                return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            }
            guard look.controlSize == "small", frame?.height == 21 else { return .zero }
            // Xcode 26's small ones: 2 above, 3 below, 3 at the sides (HandBrake's audio
            // defaults: 8 below a scroll view and leading-aligned with it, a check box 13 after
            // it and centred on it, a help button 15 below it, in a column whose ends are pinned).
            if xcode.isXcode26 { return EdgeInsets(top: 2, leading: 3, bottom: 3, trailing: 3) }
            return EdgeInsets(top: 1, leading: 0, bottom: 2, trailing: 0)
        case .progressIndicator:
            // A regular bar stored 23 tall (Xcode 26's) draws a 21-point track: HandBrake's queue
            // cell chains it between a label and a status line, 1 over each, in a 54-point row.
            // The 20-point bars of earlier Xcodes (10 in 6 files) agree at zero.
            guard (look.progressStyle ?? "bar") == "bar", (look.controlSize ?? "regular") == "regular",
                  frame?.height == 23 else { return .zero }
            return EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
        case .imageView where item.imageName == "NSActionTemplate":
            // The action image (the gear, an SF Symbol since macOS 11) reaches 6 above and 5 below
            // the square its size constraints give: HandBrake's, NetNewsWire's and OpenEmu's image
            // views (Xcode 13 to 26, 5 views in 4 files) store frames 11 taller than their 16- or
            // 20-point constraints. Xcode 7's (xamarin, tools 9060) drew the old bitmap gear
            // inside its frame; the boundary is taken at Xcode 12 (tools 17xxx), macOS 11's.
            guard xcode.drawsSymbolImages else { return .zero }
            return EdgeInsets(top: 6, leading: 0, bottom: 5, trailing: 0)
        case .box:
            // A primary (titled or untitled) box draws its border 3 inside the frame at the sides
            // and 4 at the bottom; an untitled box also 2 at the top. Custom boxes draw to
            // their frame.
            if look.boxType == "separator", let frame {
                // A separator draws a 1-point line in the middle of a frame 2 thicker on each side:
                // Interface Builder stores 5-point separators, and their constraints place the
                // line (over the corpus, 160 more views agree with these insets than without).
                return frame.width >= frame.height ? EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0)
                    : EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            }
            guard look.boxType == nil || look.boxType == "primary" else { return .zero }
            // `borderType="none"` on a primary box draws no border (a background box): its frame is
            // its alignment rect (simplenote-macos Main: a full-size box stored at the frame its
            // edge constraints give, the only such box in the corpus).
            if look.borderType == "none" { return .zero }
            return EdgeInsets(top: look.titlePosition == "noTitle" ? 2 : 0, leading: 3, bottom: 4, trailing: 3)
        default:
            return .zero
        }
    }

    /// A borderless image button (square or recessed, image only) whose image is one of AppKit's
    /// templates drawn as an SF Symbol since macOS 11: its alignment rect is the symbol's, which
    /// overhangs or falls short of the frame Interface Builder stores. Measured on buttons whose
    /// size constraints give the rect (Xcode 12 to 26, tools 17xxx on; earlier Xcodes drew the old
    /// bitmaps inside the frame): 16- and 21-point freestanding symbols and the gear store frames 6
    /// taller (iina's filter, preference and inspector windows, ViennaRSS; 4 buttons), 16- and
    /// 20-point plus signs 4 taller and minus signs 5 shorter (iina: 8 buttons in 4 files), back and
    /// forward arrows 4.5 taller (ViennaRSS, 2). Frames Xcode stored half a point wider than their
    /// rects (iina's files saved at 32700, ViennaRSS's arrows) put the half point after the symbol,
    /// and their plus sign half a point lower.
    private static func symbolImageInsets(_ item: LayoutItem, frame: Rect?, xcode: SavingXcode) -> EdgeInsets? {
        let look = item.appearance
        guard xcode.drawsSymbolImages, look.cellType == "square" || look.cellType == "recessed",
              look.imagePosition == "only" || look.imagePosition == "overlaps",
              let image = item.imageName, var vertical = symbolOverhangs[image], let frame else { return nil }
        let trailing = frame.width - frame.width.rounded(.down)
        if image == "NSAddTemplate" && trailing > 0 { vertical = (top: 2.5, bottom: 1.5) }
        return EdgeInsets(top: vertical.top, leading: 0, bottom: vertical.bottom, trailing: trailing)
    }

    /// How far each template symbol's frame reaches above and below its alignment rect.
    private static let symbolOverhangs: [String: (top: Double, bottom: Double)] = [
        "NSActionTemplate": (3, 3), "NSRevealFreestandingTemplate": (3, 3), "NSStopProgressFreestandingTemplate": (3, 3),
        "NSFollowLinkFreestandingTemplate": (3, 3), "NSRefreshFreestandingTemplate": (2.5, 2.5),
        "NSAddTemplate": (2, 2), "NSRemoveTemplate": (-2, -3), "NSGoBackTemplate": (2.5, 2), "NSGoForwardTemplate": (2.5, 2),
    ]

    private static func appKitButton(_ look: ControlAppearance, xcode: SavingXcode, frameHeight: Double?, hasTitle: Bool) -> EdgeInsets {
        switch (look.cellType, look.bezelStyle) {
        case ("push", "rounded"):
            if look.controlSize == "small" {
                // Small push buttons stored 27 tall: 6 at the sides (3 trailing-pinned in 3 files),
                // 4 above (1) and 7 below (3 bottom-pinned in 3 files).
                return frameHeight == 27 ? EdgeInsets(top: 4, leading: 6, bottom: 7, trailing: 6) : .zero
            }
            guard look.controlSize == nil || look.controlSize == "regular" else { return .zero }
            // The push button's shadow and focus ring: always 7 below the bezel (47 buttons), and
            // 6 at the sides before macOS 11's taller bezel, 7 after it (Xcode 12.5, tools
            // version 18122, is the first in the corpus with 7). Top: 4 before, 5 after.
            // Xcode 26 (tools 24xxx) stores 24-point push buttons laid out without insets.
            // (32700.99.1234 is not a newer Xcode but a placeholder version some tools write;
            // its files store the macOS 11 metrics.)
            if xcode.isXcode26 { return .zero }
            if xcode.drawsXcode12_5Bezels { return EdgeInsets(top: 5, leading: 7, bottom: 7, trailing: 7) }
            return EdgeInsets(top: 4, leading: 6, bottom: 7, trailing: 6)
        case ("roundRect", "roundedRect") where look.controlSize == "small" && frameHeight == 17:
            // A small round-rect button's 17-point frame reaches 1 below its bezel: HandBrake's
            // Done buttons (Xcode 26), pinned 10 above their view's bottom, store y 9; iina's
            // playlist button (Xcode 16) sits 1 lower than its centring gives.
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case ("smallSquare", "smallSquare") where (look.controlSize ?? "regular") == "regular"
            && (xcode.isXcode12_5 || (xcode.isXcode26 && frameHeight == 26)):
            // Small square buttons drawn 1 inside their frame above and below: Xcode 12's
            // (OpenEmu's 19-point and Amethyst's 23-point frames around 17- and 21-point height
            // constraints) and Xcode 26's 26-point ones (NetNewsWire's add and remove buttons,
            // 24 tall by constraint, bottom-pinned 20 up at y 19). Xcode 14 to 16 store their
            // 23-point frames at their constraints.
            return EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
        case ("inline", "inline") where look.controlSize == "mini" && frameHeight == 17:
            // A mini inline button's 17-point frame reaches 1 below its bezel: iina's plugin pane
            // stores its Website, Email and Reload buttons at y -1 in 16-point rows (a centred
            // stack and a bottom-pinned view).
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case ("help", "helpButton"):
            // The help button's circle: regular 25- and 26-point frames reach 1 above it, 4 below
            // and 2 past its trailing side (top-, bottom- and trailing-pinned ones in 4 files of 2
            // repositories; leading-pinned ones disagree, 0 to 3, and are left at 0); small 19-point
            // ones 1 before it and 2 below (4 in 3 repositories).
            switch (look.controlSize ?? "regular", frameHeight) {
            case ("regular", 25?), ("regular", 26?):
                // Xcode 16's (tools 23xxx) reach 3 before the circle too: iina's and ViennaRSS's
                // leading-pinned ones sit 3 left of their constraint (2 buttons, 2 repositories).
                let leading: Double = xcode.isXcode16 ? 3 : 0
                return EdgeInsets(top: 1, leading: leading, bottom: 4, trailing: 2)
            case ("small", 19?):
                // Xcode 26's: 1 above too (the circle is 16 tall, like its other small controls).
                if xcode.isXcode26 { return EdgeInsets(top: 1, leading: 1, bottom: 2, trailing: 0) }
                return EdgeInsets(top: 0, leading: 1, bottom: 2, trailing: 0)
            default: return .zero
            }
        case ("check", "regularSquare"), ("radio", "regularSquare"):
            // The check box image is inset 2 from the frame's leading edge (59 boxes) and, with
            // both ends pinned, the frame is 4 wider than the constraints' span; 1 above and 1
            // below (an 18-point frame around a 16-point rect, 12 boxes whose height is pinned).
            // Systems since macOS 11 draw a 16-point frame with 1-point side insets: the frame
            // height Xcode stored tells which system laid the box out. Xcode 26 (tools
            // 24xxx) lays 16-point boxes (and 14-point small ones) out with no insets at all, as
            // it does push buttons: 25 boxes in 4 repositories sit at their leading constraint.
            let modern = xcode.isXcode26
            if modern && (frameHeight == 16 && (look.controlSize ?? "regular") == "regular"
                          || frameHeight == 14 && look.controlSize == "small") {
                return .zero
            }
            switch look.controlSize {
            case nil, "regular"?:
                // Xcode 16 (tools 23xxx) draws its 16-point frames like its 18-point ones, 1 above
                // and below a 14-point box, 2 before it, none after the title: iina's general and
                // interface panes (4 boxes, 2 files) sit 2 right of their leading constraints, the
                // views chained below them 1 lower than a full-height box would put them.
                if frameHeight == 16 && xcode.isXcode16 {
                    return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 0)
                }
                if frameHeight == 16 { return EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1) }
                // Older systems drew the 18-point frame 2 above and 2 below the box: vertically
                // chained boxes store frames 4 closer than their spacing constraints say (29 pairs
                // in files of tools 6xxx–15xxx), against 2 closer from tools 19xxx on (30 pairs).
                // Interface Builder draws with the AppKit of the Mac it runs on, so the tools
                // version only stands in for it: ShadowsocksX-NG at 15400 (28 views) agrees with
                // 2, Amethyst at 15702 (15 views) with 1; the boundary is put between them.
                if xcode.predatesXcode11_4 && frameHeight == 18 { return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }
                // From tools 23000 on, an 18-point frame ends at the trailing edge its constraints
                // give: MonitorControl's boxes filling a 470-point grid column store 472-point
                // frames 2 left of it, ViennaRSS's (24765) boxes pinned 20 from both sides 412 in
                // a 450-point view (27 views in 3 repositories; one iina box disagrees).
                if xcode.isXcode16OrLater && frameHeight == 18 { return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 0) }
                return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            case "small"?:
                // 29 small boxes 1 left of their leading constraint, 25 1 right of their trailing
                // one; stacked vertically, each sits 2 further from where a zero inset puts it
                // (1 above and 1 below), and height-pinned ones are 2 taller. Small radio buttons
                // stored 15 tall reach 1 above their button only: stacked vertically each sits 1
                // further from where 1 above and below put it (5 radios in 2 repositories).
                if look.cellType == "radio" && frameHeight == 15 {
                    // From Xcode 16 on, a titled one ends at its title like the check boxes below
                    // (iina's pip radios chained 8 apart, HandBrake's rate-control radios).
                    let trailing: Double = xcode.isXcode16OrLater && hasTitle ? 0 : 1
                    return EdgeInsets(top: 1, leading: 1, bottom: 0, trailing: trailing)
                }
                // Xcode 26's 16-point small boxes with a title end at their title's trailing
                // edge, like its regular 18-point ones: HandBrake's passthru columns (13 boxes in
                // two leading-aligned stacks) are as wide as their widest frame less the 1 before
                // it. An untitled box keeps its 1 (HandBrake's language list cells).
                if xcode.isXcode16OrLater && frameHeight == 16 && hasTitle { return EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 0) }
                // An 18-point frame (Xcode 8's) centres the 12-point box: 3 above, below and
                // before it, 2 after the title (MacDown's nested HTML options, chained 8 below a
                // regular box and 8 above a note, 22 in from it and ending where it ends).
                if frameHeight == 18 { return EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 2) }
                return EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            default:
                return .zero
            }
        default:
            return .zero
        }
    }
}

extension Rect {
    /// The rect with `insets` taken off each side (positive insets shrink it).
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top, width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
    }

    /// The rect with `insets` added on each side.
    func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: x - insets.leading, y: y - insets.top, width: width + insets.leading + insets.trailing,
             height: height + insets.top + insets.bottom)
    }
}
