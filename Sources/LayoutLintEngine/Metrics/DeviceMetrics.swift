import LayoutLintModel

/// The screen a scene is laid out on: its size and the insets UIKit's safe area, status bar and
/// system margins take from it. Interface Builder stores none of these; they are properties of the
/// device the document is shown as (`<device id=… orientation=…>`), recognised by screen size.
public struct DeviceMetrics: Hashable, Sendable {
    public var platform: Platform
    public var screen: Size
    /// The safe area of a full-screen root view with no bars (status bar or sensor housing,
    /// home indicator), in points.
    public var safeArea: EdgeInsets
    /// Whether the top inset is a classic status bar (which a scene can hide) rather than a
    /// sensor housing (which it cannot).
    public var hasClassicStatusBar = false
    /// Whether the size is a device screen at all (a freeform view has no safe-area insets).
    public var isScreen = true
    /// `systemMinimumLayoutMargins` of a view controller's root view.
    public var minimumMargins: Double
    /// Pixels per point. UIKit and AppKit snap every frame's edges to this grid, and Interface
    /// Builder stores the snapped frames: 3 on the iPhones that have it (by the document's device
    /// id), on Apple TVs 1 or 2 by the Xcode that saved the file (`tvScale(toolsVersion:)`), else
    /// 2, on Macs and in files that name no device too (see docs/measurements.md).
    public var scale: Double = 2

    /// The narrower side of the smallest iPad (the iPad mini's 744 points): below it, a phone.
    public static let smallestPadWidth: Double = 744

    public init(platform: Platform, screen: Size, safeArea: EdgeInsets, minimumMargins: Double) {
        self.platform = platform
        self.screen = screen
        self.safeArea = safeArea
        self.minimumMargins = minimumMargins
    }

    /// Metrics for a screen of this size. Portrait sizes of notched iPhones get their sensor
    /// housing and home indicator; landscape ones their side insets.
    ///
    /// `toolsVersion`: the major tools version of the Xcode that laid the document out (the
    /// `toolsVersion` attribute). Status bars of notched iPhones grew with iOS 16: Interface Builder
    /// shows the iOS version its Xcode ships, so the same device has a taller top inset in newer files.
    public static func forScreen(_ size: Size, platform: Platform, deviceID: String? = nil, toolsVersion: Int? = nil) -> DeviceMetrics {
        var metrics = insets(ofScreen: size, platform: platform, deviceID: deviceID, toolsVersion: toolsVersion)
        if platform == .iOS || platform == .unknown {
            // By device id only: a root of a 3x phone's size in a file that names no device (as
            // Xcode 7 and 8 wrote freeform 414×736 xibs) stores frames on the 2x grid.
            metrics.scale = DeviceCatalog.scale(ofDevice: deviceID)
        } else if platform == .tvOS {
            metrics.scale = tvScale(toolsVersion: toolsVersion)
        }
        return metrics
    }

    private static func insets(ofScreen size: Size, platform: Platform, deviceID: String?, toolsVersion: Int?) -> DeviceMetrics {
        switch platform {
        case .tvOS:
            // The overscan band: 60 above and below, 80 at the sides from Xcode 12 on, 90 before
            // (see docs/measurements.md).
            let side: Double = SavingXcode(toolsVersion: toolsVersion).drawsNarrowTVOverscan ? 80 : 90
            if SavingXcode(toolsVersion: toolsVersion).isXcode7OrEarlier {
                // Xcode 7 (tvOS 9) had no overscan guides: its top layout guide has no length and a
                // root's margins are UIKit's 20.
                return DeviceMetrics(platform: platform, screen: size, safeArea: .zero, minimumMargins: 20)
            }
            // A root's margins reach 16 past the overscan band at the sides (docs/measurements.md).
            return DeviceMetrics(platform: platform, screen: size, safeArea: EdgeInsets(top: 60, leading: side, bottom: 60, trailing: side),
                                 minimumMargins: tvRootMinimumMargins)
        case .macOS, .watchOS:
            return DeviceMetrics(platform: platform, screen: size, safeArea: .zero, minimumMargins: 0)
        case .iOS, .unknown:
            break
        }
        let portrait = size.height >= size.width
        let short = min(size.width, size.height)
        let catalogued = DeviceCatalog.device(ofSize: size, named: deviceID)
        let notchTop: Double?
        switch catalogued?.top {
        // The catalogued screen's own width: a whole number of points, safe to convert.
        case .firstNotch?: notchTop = notchedTop(short: Int(catalogued?.screen.width ?? 0), toolsVersion: toolsVersion)
        case .housing(let top)?: notchTop = top
        case .statusBar?, nil: notchTop = nil
        }
        let isPad = short >= Self.smallestPadWidth
        let margins: Double = isPad ? 20 : phoneMinimumMargins(width: portrait ? size.width : size.height)
        guard let notchTop else {
            // Classic screens: a 20-point status bar in portrait and on iPads; none in phone landscape.
            let status: Double = portrait || isPad ? 20 : 0
            var metrics = DeviceMetrics(platform: platform, screen: size, safeArea: EdgeInsets(top: status, leading: 0, bottom: 0, trailing: 0),
                                        minimumMargins: margins)
            metrics.hasClassicStatusBar = true
            metrics.isScreen = catalogued != nil
            if !metrics.isScreen { metrics.safeArea.top = 0 }
            return metrics
        }
        if isPad {
            return DeviceMetrics(platform: platform, screen: size, safeArea: EdgeInsets(top: notchTop, leading: 0, bottom: 20, trailing: 0),
                                 minimumMargins: 20)
        }
        if portrait {
            // Xcode 16.3 and later keep twice the housing and the home indicator's band.
            let twice: Double = SavingXcode(toolsVersion: toolsVersion).doublesNotchedSafeArea ? 2 : 1
            return DeviceMetrics(platform: platform, screen: size, safeArea: EdgeInsets(top: twice * notchTop, leading: 0, bottom: twice * 34, trailing: 0),
                                 minimumMargins: margins)
        }
        return DeviceMetrics(platform: platform, screen: size, safeArea: EdgeInsets(top: 0, leading: notchTop, bottom: 21, trailing: notchTop),
                             minimumMargins: 20)
    }

    /// tvOS: pixels per point of the Apple TV canvas the Xcode of `toolsVersion` draws: 1 (the
    /// 1080p Apple TV) up to Xcode 10, 2 from Xcode 11 on.
    static func tvScale(toolsVersion: Int?) -> Double {
        SavingXcode(toolsVersion: toolsVersion).drawsAppleTVAt2x ? 2 : 1
    }

    /// tvOS: a root's `systemMinimumLayoutMargins` at the sides, inside the overscan band.
    static let tvRootMinimumMargins: Double = 16

    /// A phone's `systemMinimumLayoutMargins` at the sides, by its portrait width: 20 on the
    /// 414-point and wider phones, 16 on narrower ones.
    static func phoneMinimumMargins(width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// The top safe-area inset of the first notched iPhones (375×812, 414×896) as the Xcode of
    /// `toolsVersion` shows them: 44 up to Xcode 13 (iOS 15); iOS 16's taller status bars from
    /// Xcode 14 on, 48 on the 414-point phones and 47 on the 375-point ones, which Xcode 15 and
    /// later show at 50 (the iPhone 12/13 mini's status bar). The placeholder version some tools
    /// write stores the older metrics (see docs/measurements.md).
    static func notchedTop(short: Int, toolsVersion: Int?) -> Double {
        let xcode = SavingXcode(toolsVersion: toolsVersion)
        guard xcode.drawsIOS16StatusBars else { return 44 }
        if short == 414 { return 48 }
        return xcode.isXcode15OrLater ? 50 : 47
    }

    /// The screen of the device a document was last shown as (`<device id=… orientation=…>`),
    /// or nil for a device id not known here. Xcode 16.3 and later show `retina6_7` as the
    /// 430×932 iPhone (`SavingXcode.doublesNotchedSafeArea`).
    public static func screen(of device: DeviceDescription?, platform: Platform, toolsVersion: Int? = nil) -> Size? {
        guard let device else { return nil }
        if platform == .tvOS { return device.id.hasPrefix("appleTV") ? Size(width: 1920, height: 1080) : nil }
        let renamed = SavingXcode(toolsVersion: toolsVersion).doublesNotchedSafeArea && device.id == "retina6_7"
        guard let portrait = screens[renamed ? "retina6_72" : device.id] else { return nil }
        return device.orientation == "landscape" ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// A representative screen for a final size class, used when a document is solved in a size
    /// class other than the one it was saved in.
    public static func representativeScreen(for traits: TraitKey, platform: Platform) -> Size? {
        guard platform == .iOS || platform == .unknown else { return nil }
        switch (traits.width, traits.height) {
        case (.compact, .regular): return Size(width: 390, height: 844)
        case (.compact, .compact): return Size(width: 844, height: 390)
        case (.regular, .compact): return Size(width: 926, height: 428)
        case (.regular, .regular): return Size(width: 820, height: 1180)
        default: return nil
        }
    }

    /// Portrait screen sizes of Interface Builder's device ids (`<device id=…>`, "View as").
    public static let screens: [String: Size] = Dictionary(
        uniqueKeysWithValues: DeviceCatalog.all.flatMap { device in device.interfaceBuilderIDs.map { ($0, device.screen) } })

    /// The screen of device `id` that has the final size class `traits` (portrait or landscape),
    /// or the portrait one when `traits` is not final; nil when the device never has that class.
    public static func screen(ofDevice id: String, in traits: TraitKey) -> Size? {
        guard let portrait = screens[id] else { return nil }
        let landscape = Size(width: portrait.height, height: portrait.width)
        guard traits.isFinal else { return portrait }
        return [portrait, landscape].first { self.traits(of: $0, platform: .iOS) == TraitKey(width: traits.width, height: traits.height) }
    }

    /// The size class a screen has on an iPhone or iPad. In landscape, the phones 414 points
    /// wide or wider (the Plus and Max models, XR and 11: 736, 896, 926, 932 and 956 points long)
    /// have a regular width and the narrower ones (568 to 874 points long) a compact one, as
    /// Apple's size-class table gives them: length alone does not tell (812, 844, 852 and 874
    /// are compact, 736 regular). A freeform size 896 points wide or wider counts as regular too.
    public static func traits(of size: Size, platform: Platform) -> TraitKey {
        guard platform == .iOS || platform == .unknown else { return TraitKey(width: .regular, height: .regular) }
        let short = min(size.width, size.height)
        if short >= Self.smallestPadWidth { return TraitKey(width: .regular, height: .regular) }
        if size.height >= size.width { return TraitKey(width: .compact, height: .regular) }
        let regular = short >= Self.narrowestRegularLandscapePhone || size.width >= 896
        return TraitKey(width: regular ? .regular : .compact, height: .compact)
    }

    /// The portrait width of the narrowest phone whose landscape width class is regular (the
    /// iPhone 6 Plus to 8 Plus, XR and 11; Apple's size-class table, "Human Interface Guidelines:
    /// Layout").
    static let narrowestRegularLandscapePhone: Double = 414
}
