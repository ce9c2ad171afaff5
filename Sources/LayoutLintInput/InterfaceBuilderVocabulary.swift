import LayoutLintModel

/// What Interface Builder's element names mean: which classes they stand for, how the document
/// outline names them, and which ones have an intrinsic content size.
enum InterfaceBuilderVocabulary {
    /// Elements whose children are views, whatever their names.
    static let viewContainers: Set<String> = [
        "subviews", "beginningViews", "middleViews", "endViews", "prototypes", "cells", "prototypeCellViews",
    ]

    /// Elements that are views even when Xcode wrote no frame for them.
    static let alwaysViews: Set<String> = [
        "tableViewCellContentView", "collectionViewCellContentView",
    ]

    /// Elements that carry a `<rect key="frame">` child but are not views.
    static let neverViews: Set<String> = ["variation"]

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
        var words: [String] = []
        var current = ""
        for character in element {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// A custom class's outline name: `CardView` → `Card View`, `URLField` → `URL Field`.
    static func displayName(ofClass className: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(className)
        for (index, character) in characters.enumerated() {
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            let previousIsUpper = index > 0 && characters[index - 1].isUppercase
            if character.isUppercase, !current.isEmpty, !previousIsUpper || nextIsLower {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    static func guideKind(element: String, key: String?, type: String?) -> GuideKind {
        switch (element, key, type) {
        case ("viewControllerLayoutGuide", _, "top"): return .topLayoutGuide
        case ("viewControllerLayoutGuide", _, "bottom"): return .bottomLayoutGuide
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
        case .other: return "Layout Guide"
        }
    }

    static func guideClass(_ guide: GuideKind, platform: Platform) -> String {
        switch guide {
        case .topLayoutGuide, .bottomLayoutGuide: return "_UILayoutGuide"
        default: return platform == .macOS ? "NSLayoutGuide" : "UILayoutGuide"
        }
    }
}
