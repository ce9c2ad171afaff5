import LayoutLintModel

/// What Interface Builder's element names mean: which classes they stand for, how the document
/// outline names them, and which ones have an intrinsic content size.
enum InterfaceBuilderVocabulary {
    // Switches rather than sets: these run for every element of every file, and comparing short
    // strings is cheaper than hashing them.

    /// Elements whose children are views, whatever their names.
    static func holdsViews(_ container: String) -> Bool {
        switch container {
        case "subviews", "beginningViews", "middleViews", "endViews", "prototypes", "cells", "prototypeCellViews":
            return true
        default:
            return false
        }
    }

    /// Elements that are views even when Xcode wrote no frame for them.
    static func isAlwaysView(_ element: String) -> Bool {
        element == "tableViewCellContentView" || element == "collectionViewCellContentView"
    }

    /// Elements that carry a `<rect key="frame">` child but are not views.
    static func isNeverView(_ element: String) -> Bool {
        element == "variation"
    }

    private static let uiKitClasses: [String: String] = [
        "containerView": "UIView", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCellContentView": "UIView", "mapView": "MKMapView", "wkWebView": "WKWebView",
        "arscnView": "ARSCNView", "arskView": "ARSKView", "skView": "SKView", "sceneKitView": "SCNView",
        "glkView": "GLKView", "mtkView": "MTKView", "mtkview": "MTKView",
    ]

    private static let appKitClasses: [String: String] = [
        "customView": "NSView", "containerView": "NSView", "tableCellView": "NSTableCellView",
        "wkWebView": "WKWebView", "webView": "WebView", "mapView": "MKMapView", "sceneKitView": "SCNView",
        "skView": "SKView", "mtkView": "MTKView", "glkView": "NSOpenGLView", "openGLView": "NSOpenGLView",
    ]

    /// The platform class an element stands for: `label` → `UILabel`, `customView` → `NSView`.
    static func platformClass(of element: String, platform: Platform) -> String {
        let table = platform == .macOS ? appKitClasses : uiKitClasses
        if let known = table[element] { return known }
        guard let first = element.first else { return platform.classPrefix + "View" }
        return platform.classPrefix + first.uppercased() + element.dropFirst()
    }

    private static let displayNames: [String: String] = [
        "tableViewCellContentView": "Content View", "collectionViewCellContentView": "Content View",
        "wkWebView": "Web View", "arscnView": "ARSCNView", "arskView": "ARSKView", "skView": "SpriteKit View",
        "sceneKitView": "SceneKit View", "glkView": "GLKit View", "mtkView": "MetalKit View",
        "activityIndicatorView": "Activity Indicator View", "customView": "Custom View",
        "tableCellView": "Table Cell View", "progressIndicator": "Progress Indicator",
    ]

    /// The type's name in Interface Builder's outline: `imageView` → `Image View`.
    static func displayName(ofElement element: String) -> String {
        if let known = displayNames[element] { return known }
        return splitWords(element, classStyle: false)
    }

    /// A custom class's outline name: `CardView` → `Card View`, `URLField` → `URL Field`.
    static func displayName(ofClass className: String) -> String {
        splitWords(className, classStyle: true)
    }

    /// Splits camel case into words. Element names (`imageView`) get a capital first letter; class
    /// names keep theirs and their acronyms (`iTermView`, `URLField`). Works on bytes: type names
    /// are ASCII, and this runs for most views of every file (Character by Character it cost a
    /// tenth of parse time).
    private static func splitWords(_ name: String, classStyle: Bool) -> String {
        let bytes = Array(name.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        for (index, byte) in bytes.enumerated() {
            if index == 0 {
                result.append(isLower(byte) && !classStyle ? byte - 32 : byte)
                continue
            }
            if isUpper(byte) {
                let previousIsUpper = isUpper(bytes[index - 1])
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                // "URLField": no break inside an acronym, but before the capital that starts the next word.
                if !classStyle || !previousIsUpper || nextIsLower { result.append(UInt8(ascii: " ")) }
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func guideKind(element: String, key: String?, type: String?) -> GuideKind {
        switch (element, key, type) {
        case ("viewControllerLayoutGuide", _, "top"): return .topLayoutGuide
        case ("viewControllerLayoutGuide", _, "bottom"): return .bottomLayoutGuide
        case ("keyboardLayoutGuide", _, _): return .keyboard
        case (_, "safeArea", _): return .safeArea
        case (_, "contentLayoutGuide", _): return .contentLayoutGuide
        case (_, "frameLayoutGuide", _): return .frameLayoutGuide
        case (_, "layoutMarginsGuide", _): return .layoutMargins
        case (_, "readableContentGuide", _): return .readableContent
        default: return .other
        }
    }

    static func displayName(of guide: GuideKind) -> String {
        switch guide {
        case .safeArea: return "Safe Area"
        case .contentLayoutGuide: return "Content Layout Guide"
        case .frameLayoutGuide: return "Frame Layout Guide"
        case .topLayoutGuide: return "Top Layout Guide"
        case .bottomLayoutGuide: return "Bottom Layout Guide"
        case .layoutMargins: return "Layout Margins Guide"
        case .readableContent: return "Readable Content Guide"
        case .keyboard: return "Keyboard Layout Guide"
        case .other: return "Layout Guide"
        }
    }

    static func guideClass(_ guide: GuideKind, platform: Platform) -> String {
        switch guide {
        case .topLayoutGuide, .bottomLayoutGuide: return "_UILayoutGuide"
        case .keyboard: return "UIKeyboardLayoutGuide"
        default: return platform == .macOS ? "NSLayoutGuide" : "UILayoutGuide"
        }
    }
}
