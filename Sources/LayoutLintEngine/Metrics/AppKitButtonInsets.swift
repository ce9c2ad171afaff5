import LayoutLintModel

/// Alignment insets of AppKit buttons: push buttons' shadow and focus ring, the help button's
/// circle, check boxes' and radio buttons' image and title, and template images drawn as SF
/// Symbols. Evidence: `docs/measurements.md`, "Alignment insets".
extension AlignmentInsets {
    static func button(_ look: ControlAppearance, xcode: SavingXcode, frameHeight: Double?, hasTitle: Bool) -> EdgeInsets {
        switch (look.cellType, look.bezelStyle) {
        case ("push", "rounded"):
            return pushButton(look, xcode: xcode, frameHeight: frameHeight)
        case ("roundRect", "roundedRect") where look.controlSize == .small && frameHeight == 17
                || look.controlSize == .regular && frameHeight == 19 || look.controlSize == .mini && frameHeight == 15:
            // A round-rect button's frame (small 17 points, regular 19, mini 15) reaches 1 below
            // its bezel.
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case ("roundTextured", "texturedRounded") where look.controlSize == .regular && frameHeight == 23
                || look.controlSize == .small && frameHeight == 19:
            return texturedRounded
        case ("smallSquare", "smallSquare") where look.borderStyle == "border" && !xcode.predatesMacOS11Controls:
            // A bordered small square button draws its bezel 1 inside its frame above and below
            // from macOS 11 on, at every height and control size; borderless ones (no bezel) and
            // the earlier bezel draw to their frame.
            return EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
        case ("inline", "inline") where look.controlSize == .mini && frameHeight == 17:
            // A mini inline button's 17-point frame reaches 1 below its bezel.
            return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        case ("help", "helpButton"):
            return helpButton(look, xcode: xcode, frameHeight: frameHeight)
        case ("check", "regularSquare"), ("radio", "regularSquare"), ("check", nil), ("radio", nil):
            // A check box or radio button draws its image whatever its bezel style: one whose
            // cell names none (Interface Builder leaves it out at times) is drawn the same.
            return checkBox(look, xcode: xcode, frameHeight: frameHeight, hasTitle: hasTitle)
        default:
            return .zero
        }
    }

    /// A textured rounded button's bezel (regular 23-point and small 19-point frames, every
    /// Xcode from 12 to 26): 1 inside the frame at the top and sides, 2 above its bottom (its
    /// shadow). Other heights are not measured.
    static let texturedRounded = EdgeInsets(top: 1, leading: 1, bottom: 2, trailing: 1)

    /// The push button's shadow and focus ring: always 7 below the bezel, at the sides 6 before
    /// macOS 11's taller bezel and 7 after it; macOS 26 lays its push buttons out without insets
    /// (which system a file shows is decided from its push buttons, `AppKitControlGeneration`).
    /// Small ones are recognised by their 27-point frame; large ones by their 40-point frame (or
    /// a taller one, stretched by constraints), 6 around the bezel.
    private static func pushButton(_ look: ControlAppearance, xcode: SavingXcode, frameHeight: Double?) -> EdgeInsets {
        if look.controlSize == .small {
            return frameHeight == 27 ? EdgeInsets(top: 4, leading: 6, bottom: 7, trailing: 6) : .zero
        }
        if look.controlSize == .large {
            // The 40-point frame, or a taller one its constraints stretch (the bezel with it).
            guard let frameHeight, frameHeight >= 40 else { return .zero }
            return EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        }
        guard look.controlSize == .regular else { return .zero }
        if xcode.drawsMacOS26Controls { return .zero }
        if xcode.drawsXcode12_5Bezels { return EdgeInsets(top: 5, leading: 7, bottom: 7, trailing: 7) }
        return EdgeInsets(top: 4, leading: 6, bottom: 7, trailing: 6)
    }

    /// The help button's circle inside its 25- or 26-point (regular) or 19-point (small) frame;
    /// macOS 11's regular ones reach 3 before the circle too, Xcode 26's small ones above it.
    private static func helpButton(_ look: ControlAppearance, xcode: SavingXcode, frameHeight: Double?) -> EdgeInsets {
        switch (look.controlSize, frameHeight) {
        case (.regular, 25?), (.regular, 26?):
            let leading: Double = xcode.predatesMacOS11Controls ? 0 : 3
            return EdgeInsets(top: 1, leading: leading, bottom: 4, trailing: 2)
        case (.small, 19?):
            if xcode.drawsMacOS26Controls { return EdgeInsets(top: 1, leading: 1, bottom: 2, trailing: 0) }
            return EdgeInsets(top: 0, leading: 1, bottom: 2, trailing: 0)
        default: return .zero
        }
    }

    /// The box image inset from the frame's leading edge, and above and below by the frame
    /// height the laying-out system gave it (the stored height tells which system that was).
    /// Xcode 26 lays its 16-point (small: 14-point) boxes out without insets.
    private static func checkBox(_ look: ControlAppearance, xcode: SavingXcode, frameHeight: Double?, hasTitle: Bool) -> EdgeInsets {
        // Check boxes follow the tools version: files of tools 24xxx whose push buttons are
        // macOS 15's store 16-point boxes laid out without insets all the same.
        let modern = xcode.isXcode26
        if modern && (frameHeight == 16 && look.controlSize == .regular
                      || frameHeight == 14 && look.controlSize == .small) {
            return .zero
        }
        switch look.controlSize {
        case .regular:
            return regularCheckBox(xcode: xcode, frameHeight: frameHeight)
        case .small:
            return smallCheckBox(look, xcode: xcode, frameHeight: frameHeight, hasTitle: hasTitle)
        case .large where frameHeight == 22:
            // Large boxes (macOS 11 on): a 22-point frame 3 before the box, 2.5 above and below
            // it, ending at the title.
            return EdgeInsets(top: 2.5, leading: 3, bottom: 2.5, trailing: 0)
        default:
            return .zero
        }
    }

    /// Regular boxes: Xcode 16's 16-point frames 1 above and below a 14-point box; 16-point
    /// frames of other systems 1 at the sides; older systems' 18-point frames 2 all round (before
    /// Xcode 11.4), and from Xcode 12.5 on (the push buttons' current bezel) ending at the
    /// title's trailing edge.
    private static func regularCheckBox(xcode: SavingXcode, frameHeight: Double?) -> EdgeInsets {
        if frameHeight == 16 && xcode.isXcode16 {
            return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 0)
        }
        if frameHeight == 16 { return EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1) }
        if xcode.predatesXcode11_4 && frameHeight == 18 { return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }
        if xcode.drawsXcode12_5Bezels && frameHeight == 18 { return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 0) }
        return EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    }

    /// Small boxes: 1 all round; 15-point radio buttons reach above their button only; a titled
    /// 16-point box ends at its title from macOS 11's controls on (as regular 18-point ones do,
    /// `drawsXcode12_5Bezels`); Xcode 8's 18-point frame centres the box.
    private static func smallCheckBox(_ look: ControlAppearance, xcode: SavingXcode, frameHeight: Double?, hasTitle: Bool) -> EdgeInsets {
        if look.cellType == "radio" && frameHeight == 15 {
            let trailing: Double = xcode.postdatesXcode15_0 && hasTitle ? 0 : 1
            return EdgeInsets(top: 1, leading: 1, bottom: 0, trailing: trailing)
        }
        if xcode.drawsXcode12_5Bezels && frameHeight == 16 && hasTitle { return EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 0) }
        if frameHeight == 18 { return EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 2) }
        return EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    }

    /// A borderless image button (square, recessed, or a bevel button without its border; image
    /// only) showing a symbol: its alignment rect is the symbol's, which overhangs or falls short
    /// of the frame Interface Builder stores. A system symbol (`catalog="system"`) on a square
    /// button overhangs as an image view's does (`symbolInsets(showing:)`); AppKit's templates,
    /// drawn as symbols since macOS 11, by the amounts measured for each. A frame Xcode stored
    /// half a point wider than its rect puts the half point after the symbol (and the plus sign
    /// half a point lower).
    static func symbolImageInsets(_ item: LayoutItem, frame: Rect?, xcode: SavingXcode, symbolImage: Size?) -> EdgeInsets? {
        let look = item.appearance
        guard xcode.drawsSymbolImages, look.cellType == "square" || look.cellType == "recessed" || drawsNoBevel(look),
              look.imagePosition == "only" || look.imagePosition == "overlaps",
              let image = item.imageName, let frame else { return nil }
        if item.showsSymbolImage {
            // A recessed button draws its bezel around the symbol, and aligns by the bezel.
            guard look.cellType == "square", let symbolImage else { return nil }
            return symbolInsets(showing: symbolImage)
        }
        guard var vertical = symbolOverhangs[image] else { return nil }
        let trailing = frame.width - frame.width.rounded(.down)
        if image == "NSAddTemplate" && trailing > 0 { vertical = (top: 2.5, bottom: 1.5) }
        return EdgeInsets(top: vertical.top, leading: 0, bottom: vertical.bottom, trailing: trailing)
    }

    /// A bevel button (`NSBezelStyleRegularSquare`) that is not bordered draws no bezel, only its
    /// image, as a borderless square button does; Interface Builder stores `borderStyle` only for
    /// a bordered one.
    private static func drawsNoBevel(_ look: ControlAppearance) -> Bool {
        look.cellType == "bevel" && look.bezelStyle == "regularSquare" && look.borderStyle == nil
    }

    /// How far each template symbol's frame reaches above and below its alignment rect.
    private static let symbolOverhangs: [String: (top: Double, bottom: Double)] = [
        "NSActionTemplate": (3, 3), "NSRevealFreestandingTemplate": (3, 3), "NSStopProgressFreestandingTemplate": (3, 3),
        "NSFollowLinkFreestandingTemplate": (3, 3), "NSRefreshFreestandingTemplate": (2.5, 2.5),
        "NSAddTemplate": (2, 2), "NSRemoveTemplate": (-2, -3), "NSGoBackTemplate": (2.5, 2), "NSGoForwardTemplate": (2.5, 2),
    ]
}
