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
        case .macOS: return appKit(item, frame: frame, toolsVersion: majorToolsVersion(document))
        case .iOS, .unknown: return uiKit(item)
        case .tvOS, .watchOS: return .zero
        }
    }

    private static func majorToolsVersion(_ document: Document) -> Int {
        guard let text = document.toolsVersion else { return 0 }
        return Int(text.prefix { $0.isNumber }) ?? 0
    }

    private static func uiKit(_ item: LayoutItem) -> EdgeInsets {
        switch item.element {
        case "slider":
            // UISlider's thumb overhangs the track: 42 sliders in 14 files store x 2 left of where
            // their leading constraint puts it and a width 4 larger when both ends are pinned;
            // bottom-pinned ones sit 1 lower, centred ones 0.5 lower (the thumb's shadow).
            return EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
        case "switch":
            // UISwitch's frame reaches 2 past its trailing edge only: over 40 switches, from
            // Xcode 7 to 26 files, sit 2 right of their trailing constraint and are 2 wider when
            // both ends are pinned, while leading-pinned ones agree at zero.
            return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        default:
            return .zero
        }
    }

    private static func appKit(_ item: LayoutItem, frame: Rect?, toolsVersion: Int) -> EdgeInsets {
        let look = item.appearance
        switch item.element {
        case "textField":
            // A label (no bezel, no border) pads its text by 2 on each side: over 300 labels, of
            // every control size, sit 2 left of their leading constraint and 2 right of their
            // trailing one. Bezeled and bordered fields draw their frame edge and agree at zero,
            // and so do labels that fill their frame with a background (all 13 in the corpus).
            guard look.borderStyle == nil, look.bezelStyle == nil, !look.drawsBackground else { return .zero }
            return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case "button":
            return appKitButton(look, toolsVersion: toolsVersion, frameHeight: frame?.height)
        case "popUpButton":
            // Small rounded pop-ups: 16 stored 4 left of their leading constraint, 11 4 right of
            // their trailing one. Regular ones: 3 before the bezel, 4 after it (the arrows' side)
            // and 4 below, 1 above (9 leading-pinned at -3; both ends pinned: 7 wider; pinned at
            // both ends vertically: 5 taller; centred ones 1.5 lower).
            guard look.bezelStyle == "rounded" else { return .zero }
            switch look.controlSize {
            case "small"?: return EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            case nil, "regular"?: return EdgeInsets(top: 1, leading: 3, bottom: 4, trailing: 4)
            default: return .zero
            }
        case "slider":
            // A linear NSSlider's knob overhangs the track by 2 at each end, at every control size
            // (all 10 disagreeing linear sliders); circular ones draw inside their frame.
            guard look.sliderType == nil || look.sliderType == "linear" else { return .zero }
            return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case "box":
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

    private static func appKitButton(_ look: ControlAppearance, toolsVersion: Int, frameHeight: Double?) -> EdgeInsets {
        switch (look.cellType, look.bezelStyle) {
        case ("push", "rounded"):
            guard look.controlSize == nil || look.controlSize == "regular" else { return .zero }
            // The push button's shadow and focus ring: always 7 below the bezel (47 buttons), and
            // 6 at the sides before macOS 11's taller bezel, 7 after it (Xcode 12.5, tools
            // version 18122, is the first in the corpus with 7). Top: 4 before, 5 after.
            // Xcode 26 (tools 24xxx) stores 24-point push buttons laid out without insets.
            // (32700.99.1234 is not a newer Xcode but a placeholder version some tools write;
            // its files store the macOS 11 metrics.)
            if (24000..<30000).contains(toolsVersion) { return .zero }
            if toolsVersion >= 18000 { return EdgeInsets(top: 5, leading: 7, bottom: 7, trailing: 7) }
            return EdgeInsets(top: 4, leading: 6, bottom: 7, trailing: 6)
        case ("check", "regularSquare"), ("radio", "regularSquare"):
            // The check box image is inset 2 from the frame's leading edge (59 boxes) and, with
            // both ends pinned, the frame is 4 wider than the constraints' span; 1 above and 1
            // below (an 18-point frame around a 16-point rect, 12 boxes whose height is pinned).
            // Systems since macOS 11 draw a 16-point frame with 1-point side insets: the frame
            // height Xcode stored tells which system laid the box out.
            switch look.controlSize {
            case nil, "regular"?:
                if frameHeight == 16 { return EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1) }
                return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            case "small"?:
                // 29 small boxes 1 left of their leading constraint, 25 1 right of their trailing
                // one; stacked vertically, each sits 2 further from where a zero inset puts it
                // (1 above and 1 below), and height-pinned ones are 2 taller.
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
