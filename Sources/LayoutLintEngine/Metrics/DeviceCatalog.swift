import LayoutLintModel

/// Every iOS screen layoutlint knows, in one table: its size, Interface Builder's ids for it
/// (`<device id=…>`), the devices that have it and what sits at its top edge. `DeviceMetrics`
/// reads its insets and its device ids from here, and the rules check a layout on the screens of
/// `devices`.
public enum DeviceCatalog {
    /// What takes the top of a portrait screen.
    enum TopEdge: Hashable, Sendable {
        /// A classic 20-point status bar.
        case statusBar
        /// The first notched iPhones: a sensor housing whose safe area grew with iOS 16 (see
        /// `DeviceMetrics.notchedTop`).
        case firstNotch
        /// A sensor housing, Dynamic Island or rounded iPad corner of this many points.
        case housing(Double)
    }

    public struct Device: Hashable, Sendable {
        public var name: String
        /// Portrait (as `devices` lists it) or either orientation (as `screens(in:fallback:)` returns it).
        public var screen: Size
        /// Interface Builder's device ids for this screen ("View as").
        public var interfaceBuilderIDs: [String] = []
        var top: TopEdge = .statusBar
        /// Whether a current iOS runs on it, so that layouts are checked on it.
        var isCurrent = true
        /// Pixels per point: the grid UIKit snaps view frames to.
        var scale: Double = 2
    }

    private static func device(_ name: String, _ width: Double, _ height: Double, ids: [String] = [],
                               top: TopEdge = .statusBar, current: Bool = true, scale: Double = 2) -> Device {
        Device(name: name, screen: Size(width: width, height: height), interfaceBuilderIDs: ids, top: top, isCurrent: current, scale: scale)
    }

    /// Every known screen, portrait, smallest first within each family. The device ids seen in
    /// real files were checked against their root views' stored frames.
    static let all: [Device] = [
        // iPhone 4s: no iOS it runs supports safe areas, so layouts are not checked on it.
        device("iPhone 4s", 320, 480, ids: ["retina3_5"], current: false),
        device("iPhone SE (1st generation)", 320, 568, ids: ["retina4_0"]),
        device("iPhone SE (2nd and 3rd generation), 8", 375, 667, ids: ["retina4_7"]),
        device("iPhone 12 mini, 11 Pro, X", 375, 812, ids: ["retina5_9"], top: .firstNotch, scale: 3),
        device("iPhone 14, 13, 12", 390, 844, ids: ["retina6_0"], top: .housing(47), scale: 3),
        device("iPhone 16, 15, 14 Pro", 393, 852, ids: ["retina6_12"], top: .housing(59), scale: 3),
        device("iPhone 16 Pro", 402, 874, ids: ["retina6_3"], top: .housing(59), scale: 3),
        device("iPhone 8 Plus", 414, 736, ids: ["retina5_5"], scale: 3),
        device("iPhone 11, 11 Pro Max, XR", 414, 896, ids: ["retina6_1"], top: .firstNotch),
        // The same screen at 3x (Interface Builder's id for the Pro Max): checked through the entry above.
        // Its OLED housing keeps a 44-point status bar in iOS 16 and later, where the XR's and the
        // 11's grew to 48 (`DeviceCatalog.proMaxHousing`).
        device("iPhone 11 Pro Max, XS Max", 414, 896, ids: ["retina6_5"], top: .housing(proMaxHousing), current: false, scale: 3),
        device("iPhone 14 Plus, 13 Pro Max", 428, 926, ids: ["retina6_7"], top: .housing(47), scale: 3),
        device("iPhone 16 Plus, 15 Pro Max, 14 Pro Max", 430, 932, ids: ["retina6_72"], top: .housing(59), scale: 3),
        device("iPhone 16 Pro Max", 440, 956, ids: ["retina6_9"], top: .housing(59), scale: 3),
        device("iPad mini (6th generation)", 744, 1133, top: .housing(24)),
        device("iPad (9.7-inch)", 768, 1024, ids: ["ipad9_7"]),
        device("iPad (10.2-inch)", 810, 1080, ids: ["ipad10_2"]),
        device("iPad Air (4th generation), iPad (10th generation)", 820, 1180, ids: ["ipad10_9rounded"], top: .housing(24)),
        device("iPad Pro (10.5-inch)", 834, 1112, ids: ["ipad10_5"]),
        device("iPad Pro (11-inch)", 834, 1194, ids: ["ipad11"], top: .housing(24)),
        device("iPad Pro 11-inch (M4)", 834, 1210, top: .housing(24), current: false),
        device("iPad Pro (12.9-inch)", 1024, 1366, ids: ["ipad12_9", "ipad12_9rounded"], top: .housing(24)),
        device("iPad Pro 13-inch (M4)", 1032, 1376, top: .housing(24), current: false),
    ]

    /// The top safe-area inset of the 3x 414×896 iPhones (XS Max, 11 Pro Max) in every iOS Xcode
    /// shows: the 44 of the first notched phones (see docs/measurements.md).
    static let proMaxHousing = 44.0

    /// The screens layouts are checked on: one entry per distinct size with a current iOS.
    public static let devices: [Device] = all.filter(\.isCurrent)

    /// Pixels per point of the device Interface Builder names `id` (`<device id=…>`); 2 when the
    /// file names none layoutlint knows.
    static func scale(ofDevice id: String?) -> Double {
        id.flatMap { id in all.first { $0.interfaceBuilderIDs.contains(id) } }?.scale ?? 2
    }

    /// The catalogued screen of this size, in either orientation.
    /// Compared in whole points, truncated as `Double`s: `Int(_:)` traps on a size beyond
    /// `Int.max` or not finite (`width="1e308"` did), and such a size matches no screen anyway.
    static func device(ofSize size: Size) -> Device? {
        let short = min(size.width, size.height).rounded(.towardZero)
        let long = max(size.width, size.height).rounded(.towardZero)
        guard short.isFinite, long.isFinite else { return nil }
        return all.first { $0.screen.width.rounded(.towardZero) == short && $0.screen.height.rounded(.towardZero) == long }
    }

    /// The device Interface Builder names `id` when its screen has this size (in either
    /// orientation), else the first catalogued screen of this size: two phones share 414×896.
    static func device(ofSize size: Size, named id: String?) -> Device? {
        guard let bySize = device(ofSize: size) else { return nil }
        guard let id, let named = all.first(where: { $0.interfaceBuilderIDs.contains(id) }),
              named.screen == bySize.screen else { return bySize }
        return named
    }

    /// Every catalogued screen, in either orientation, whose final size class is `traits`'s; for a
    /// non-final key, the class of `fallback` (the screen the document was saved for).
    public static func screens(in traits: TraitKey, fallback: Size) -> [Device] {
        let key = traits.isFinal ? TraitKey(width: traits.width, height: traits.height)
                                 : DeviceMetrics.traits(of: fallback, platform: .iOS)
        var result: [Device] = []
        for device in devices {
            let landscape = Size(width: device.screen.height, height: device.screen.width)
            for screen in [device.screen, landscape] where DeviceMetrics.traits(of: screen, platform: .iOS) == key {
                var oriented = device
                oriented.screen = screen
                result.append(oriented)
            }
        }
        return result
    }
}
