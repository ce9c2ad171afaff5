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
/// on. Each one is the offset between stored and solved frames measured on real files, on views
/// whose other constraints agree, where the sign and size recur across repositories and Xcode
/// versions (evidence per control in `docs/measurements.md`, "Alignment insets"). Controls
/// without a consistent offset are left at zero rather than guessed.
enum AlignmentInsets {
    /// `frame`: the stored frame, whose size can tell which system's metrics Xcode used;
    /// `symbolImage`: the size of the symbol image the view shows, if it shows one
    /// (`symbolImageSize(of:in:xcode:)`).
    static func of(_ item: LayoutItem, frame: Rect?, platform: Platform, xcode: SavingXcode,
                   symbolImage: Size? = nil) -> EdgeInsets {
        // A custom class keeps its base class's drawing (the element names the base class).
        guard item.kind == .view else { return .zero }
        switch platform {
        case .macOS: return appKit(item, frame: frame, xcode: xcode, symbolImage: symbolImage)
        case .iOS, .unknown: return uiKit(item, frame: frame, xcode: xcode)
        case .tvOS, .watchOS: return .zero
        }
    }

    private static func uiKit(_ item: LayoutItem, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        switch item.element {
        case .slider where xcode.isXcode26:
            // iOS 26's slider draws its thumb inside its frame.
            return .zero
        case .slider:
            // UISlider's thumb overhangs the track; its shadow reaches below it.
            return EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
        case .segmentedControl:
            // The segmented control of iOS 13 and later (32 points tall by default): its segments
            // end 1 above the frame, whatever height its constraints give it. Xcode 11 and later
            // draw it; an earlier file shows it only at its default height.
            guard xcode.drawsIOS13SegmentedControls || frame?.height == 32 else { return .zero }
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case .switch:
            // UISwitch's frame reaches past its trailing edge only.
            return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        default:
            return .zero
        }
    }

    private static func appKit(_ item: LayoutItem, frame: Rect?, xcode: SavingXcode, symbolImage: Size?) -> EdgeInsets {
        let look = item.appearance
        switch item.element {
        case .textField, .tokenField:
            // A label (no bezel, no border, no background) pads its text at the sides; fields
            // draw their frame edge. NSTokenField is a text field and pads alike.
            guard look.borderStyle == nil, look.bezelStyle == nil, !look.drawsBackground else { return .zero }
            return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case .button:
            if let insets = symbolImageInsets(item, frame: frame, xcode: xcode, symbolImage: symbolImage) { return insets }
            return button(look, xcode: xcode, frameHeight: frame?.height, hasTitle: !(item.text ?? "").isEmpty)
        case .popUpButton: return popUpButton(look, frame: frame, xcode: xcode)
        case .slider: return slider(look, frame: frame, xcode: xcode)
        case .stepper: return stepper(frame: frame)
        case .comboBox: return comboBox(look, frame: frame, xcode: xcode)
        case .switch:
            // NSSwitch's 38×22 track in a 42×25 frame.
            guard let frame, frame.width == 42, frame.height == 25 else { return .zero }
            return EdgeInsets(top: 1, leading: 2, bottom: 2, trailing: 2)
        case .colorWell:
            // macOS 13's redesigned well draws its bezel inside the frame; Xcode before 14.3 (which
            // ran on earlier systems) and macOS 26 lay wells out to their frame.
            guard xcode.requiresMacOS13, !xcode.drawsMacOS26Controls else { return .zero }
            return EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
        case .segmentedControl: return segmentedControl(look, frame: frame, xcode: xcode)
        case .datePicker: return datePicker(look, frame: frame)
        case .progressIndicator:
            // A regular bar stored 23 tall (Xcode 26's) draws a 21-point track, one stored 20
            // tall an 18-point one, 1 inside the frame above and below; macOS 26's 20-point bars
            // draw to their frame.
            guard (look.progressStyle ?? "bar") == "bar", look.controlSize == .regular,
                  frame?.height == 23 || frame?.height == 20 && !xcode.drawsMacOS26Controls else { return .zero }
            return EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
        case .imageView where look.imageFrameStyle == "grayBezel":
            // The gray bezel NSImageView draws around its image lies outside its alignment rect.
            return EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
        case .imageView where symbolImage != nil:
            return symbolInsets(showing: symbolImage ?? Size(width: 0, height: 0))
        case .box: return box(look, frame: frame, xcode: xcode)
        case .tabView: return tabView(look)
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
