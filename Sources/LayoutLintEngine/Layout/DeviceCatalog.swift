import LayoutLintModel

/// The screens an iOS app runs on, to check a layout on other devices than the one the document
/// was saved for. One entry per distinct screen size (several models share one), portrait.
public enum DeviceCatalog {
    public struct Device: Hashable, Sendable {
        public var name: String
        public var screen: Size
    }

    /// iPhones and iPads with a current iOS, smallest first within each family. iPhone 4s
    /// (320 × 480) is left out: no iOS it runs supports safe areas.
    public static let devices: [Device] = [
        Device(name: "iPhone SE (1st generation)", screen: Size(width: 320, height: 568)),
        Device(name: "iPhone SE (2nd and 3rd generation), 8", screen: Size(width: 375, height: 667)),
        Device(name: "iPhone 12 mini, 11 Pro, X", screen: Size(width: 375, height: 812)),
        Device(name: "iPhone 14, 13, 12", screen: Size(width: 390, height: 844)),
        Device(name: "iPhone 16, 15, 14 Pro", screen: Size(width: 393, height: 852)),
        Device(name: "iPhone 16 Pro", screen: Size(width: 402, height: 874)),
        Device(name: "iPhone 8 Plus", screen: Size(width: 414, height: 736)),
        Device(name: "iPhone 11, 11 Pro Max, XR", screen: Size(width: 414, height: 896)),
        Device(name: "iPhone 14 Plus, 13 Pro Max", screen: Size(width: 428, height: 926)),
        Device(name: "iPhone 16 Plus, 15 Pro Max, 14 Pro Max", screen: Size(width: 430, height: 932)),
        Device(name: "iPhone 16 Pro Max", screen: Size(width: 440, height: 956)),
        Device(name: "iPad mini (6th generation)", screen: Size(width: 744, height: 1133)),
        Device(name: "iPad (9.7-inch)", screen: Size(width: 768, height: 1024)),
        Device(name: "iPad (10.2-inch)", screen: Size(width: 810, height: 1080)),
        Device(name: "iPad Air (4th generation), iPad (10th generation)", screen: Size(width: 820, height: 1180)),
        Device(name: "iPad Pro (10.5-inch)", screen: Size(width: 834, height: 1112)),
        Device(name: "iPad Pro (11-inch)", screen: Size(width: 834, height: 1194)),
        Device(name: "iPad Pro (12.9-inch)", screen: Size(width: 1024, height: 1366)),
    ]

    /// Every catalogued screen, in either orientation, whose final size class is `traits`'s; for a
    /// non-final key, the class of `fallback` (the screen the document was saved for).
    public static func screens(in traits: TraitKey, fallback: Size) -> [Device] {
        let key = traits.isFinal ? TraitKey(width: traits.width, height: traits.height)
                                 : DeviceMetrics.traits(of: fallback, platform: .iOS)
        var result: [Device] = []
        for device in devices {
            let landscape = Size(width: device.screen.height, height: device.screen.width)
            for screen in [device.screen, landscape] where DeviceMetrics.traits(of: screen, platform: .iOS) == key {
                result.append(Device(name: device.name, screen: screen))
            }
        }
        return result
    }
}
