import LayoutLintModel

/// Alignment insets of AppKit controls other than buttons, by control, size and the Xcode that
/// drew them. Evidence: `docs/measurements.md`, "Alignment insets".
extension AlignmentInsets {
    /// Rounded pop-ups draw their arrows' side wider; textured and small round-rect ones are
    /// recognised by their stored height.
    static func popUpButton(_ look: ControlAppearance, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        if look.bezelStyle == "texturedRounded", look.controlSize == .regular, frame?.height == 25 {
            return EdgeInsets(top: 1, leading: 3, bottom: 4, trailing: 3)
        }
        if look.bezelStyle == "roundedRect", look.controlSize == .small, frame?.height == 17 {
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        }
        guard look.bezelStyle == "rounded" else { return .zero }
        switch look.controlSize {
        case .small:
            if frame?.height == 22 {
                if xcode.predatesMacOS11Controls { return EdgeInsets(top: 1, leading: 3, bottom: 3, trailing: 3) }
                return EdgeInsets(top: 2, leading: 4, bottom: 4, trailing: 4)
            }
            // Xcode 26 lays its other small pop-ups out without insets, like its 24-point regular
            // ones, whichever system's push buttons the file shows.
            if xcode.isXcode26 { return .zero }
            return EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        case .large:
            // Large pop-ups (macOS 11 on) reach 5 beyond the bezel at the sides, 6 above and below.
            if xcode.drawsMacOS26Controls { return .zero }
            return EdgeInsets(top: 6, leading: 5, bottom: 6, trailing: 5)
        case .regular:
            // Xcode 26 stores 24-point pop-ups laid out without insets, and lays out any pop-up
            // it draws at another height than macOS 15's 25 or 26 points without them too.
            switch AppKitControlGeneration.ofRegularPopUp(height: frame?.height, xcode: xcode) {
            case .macOS26: return .zero
            case .beforeMacOS11: return EdgeInsets(top: 2, leading: 2, bottom: 3, trailing: 3)
            case .macOS11: return EdgeInsets(top: 1, leading: 3, bottom: 4, trailing: 4)
            }
        default: return .zero
        }
    }

    /// A linear NSSlider's knob overhangs the track at each end, and above and below by the
    /// stored height (tick marks make it taller; a large slider stored 28 tall overhangs as a regular
    /// one with tick marks does); circular ones, and Xcode 26's, draw inside their frame.
    static func slider(_ look: ControlAppearance, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        guard look.sliderType == nil || look.sliderType == "linear" else { return .zero }
        if xcode.drawsMacOS26Controls { return .zero }
        // A vertical slider (taller than wide) overhangs its track on every side.
        if let frame, frame.height > frame.width { return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }
        switch (look.controlSize, frame?.height) {
        case (.regular, 19?), (.small, 20?), (.small, 17?), (.small, 18?), (.small, 25?):
            return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        case (.regular, 28?), (.large, 28?): return EdgeInsets(top: 2, leading: 2, bottom: 6, trailing: 2)
        default: return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        }
    }

    /// The arrows' bezel inside the frame, by the stored size (regular 19-point-wide steppers:
    /// a 23-point bezel in a 27-point frame, a 20-point one centred in the 28-point frame of
    /// macOS 11 on; small 15×22 ones); Xcode 16's 20×26 ones draw to their frame.
    static func stepper(frame: Rect?) -> EdgeInsets {
        guard let frame else { return .zero }
        if frame.width == 19 && frame.height == 27 { return EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3) }
        if frame.width == 19 && frame.height == 28 { return EdgeInsets(top: 4, leading: 3, bottom: 4, trailing: 3) }
        if frame.width == 15 && frame.height == 22 { return EdgeInsets(top: 1, leading: 2, bottom: 2, trailing: 2) }
        return .zero
    }

    /// A regular combo box stored 23 tall draws its field 1 inside the frame's leading edge and
    /// its arrow button 3 inside the trailing one. One stored 25 tall by the Xcodes of macOS 11 and
    /// 12 draws its field to the frame's leading edge, its arrow button 3 inside the trailing one,
    /// 2 below the top and 4 above the bottom (its shadow); macOS 13 redrew it (one file, not
    /// followed). Other sizes and heights are not measured.
    static func comboBox(_ look: ControlAppearance, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        guard look.controlSize == .regular else { return .zero }
        switch frame?.height {
        case 23?: return EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 3)
        case 25? where !xcode.predatesMacOS11Controls && !xcode.requiresMacOS13:
            return EdgeInsets(top: 2, leading: 0, bottom: 4, trailing: 3)
        default: return .zero
        }
    }

    /// AppKit controls whose insets are measured for some looks only, and none of whose measured
    /// looks draws to its frame: for these, no insets means layoutlint does not know the look's,
    /// not that it has none (a pop-up or a stepper has measured looks without insets).
    static func isUnmeasuredLook(_ item: LayoutItem, insets: EdgeInsets, platform: Platform) -> Bool {
        platform == .macOS && insets == .zero && [.segmentedControl, .datePicker, .comboBox].contains(item.element)
    }

    /// Regular 24-point rounded and small 21-point segmented controls draw their segments inside
    /// the frame, Xcode 26's further in (regular 24-point textured rounded ones as the rounded
    /// ones before Xcode 26, to their frame in it); round-rect ones (regular 20-point, small 18-point) 1
    /// inside on every side; textured square ones stored 23 tall draw the textured button's bezel.
    static func segmentedControl(_ look: ControlAppearance, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        if look.segmentStyle == "texturedSquare", look.controlSize == .regular, frame?.height == 23 {
            return texturedRounded
        }
        if look.segmentStyle == "roundRect",
           look.controlSize == .regular && frame?.height == 20 || look.controlSize == .small && frame?.height == 18 {
            return EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        }
        if look.controlSize == .regular, frame?.height == 24, look.segmentStyle == "rounded" {
            if xcode.drawsMacOS26Controls { return EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3) }
            return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        }
        if look.controlSize == .regular, frame?.height == 24, look.segmentStyle == "texturedRounded" {
            // Drawn as the rounded style's segments before macOS 26, to the frame by Xcode 26.
            return xcode.drawsMacOS26Controls ? .zero : EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        }
        guard look.controlSize == .small, frame?.height == 21 else { return .zero }
        if xcode.drawsMacOS26Controls { return EdgeInsets(top: 2, leading: 3, bottom: 3, trailing: 3) }
        return EdgeInsets(top: 1, leading: 0, bottom: 2, trailing: 0)
    }

    /// A regular text-field-and-stepper date picker (the default style) stored 28 tall: its
    /// stepper's frame reaches 3 past the trailing edge of the rect constraints place and 4 above
    /// its top (the field's bottom is the frame's). Other styles, sizes and heights are not measured.
    static func datePicker(_ look: ControlAppearance, frame: Rect?) -> EdgeInsets {
        guard look.datePickerStyle == nil || look.datePickerStyle == "textFieldAndStepper",
              look.controlSize == .regular, frame?.height == 28 else { return .zero }
        return EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 3)
    }

    /// A primary box draws its border inside the frame (an untitled one also at the top), Xcode
    /// 26's to its frame; a separator draws a 1-point line in the middle of a frame 2 thicker on
    /// each side; custom boxes and borderless primary ones (background boxes) draw to their frame.
    /// A secondary box is drawn as a primary one (NSBox.h: "identical to Primary since Mac OS X
    /// 10.3").
    static func box(_ look: ControlAppearance, frame: Rect?, xcode: SavingXcode) -> EdgeInsets {
        if look.boxType == "separator", let frame {
            return frame.width >= frame.height ? EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0)
                : EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        }
        guard look.boxType == nil || look.boxType == "primary" || look.boxType == "secondary" else { return .zero }
        if look.borderType == "none" || xcode.isXcode26 { return .zero }
        return EdgeInsets(top: look.titlePosition == "noTitle" ? 2 : 0, leading: 3, bottom: 4, trailing: 3)
    }

    /// A tab view with tabs on top and a bezel border (the default) draws its bezel 7 inside its
    /// frame at the sides and 10 at the bottom, and its tabs 6 (small tabs 3) below its top;
    /// borderless ones draw to their frame. Other tab positions and borders are not measured.
    static func tabView(_ look: ControlAppearance) -> EdgeInsets {
        guard look.tabViewType == nil || look.tabViewType == "topTabsBezelBorder" else { return .zero }
        switch look.controlSize {
        case .regular: return EdgeInsets(top: 6, leading: 7, bottom: 10, trailing: 7)
        case .small: return EdgeInsets(top: 3, leading: 7, bottom: 10, trailing: 7)
        default: return .zero
        }
    }
}
