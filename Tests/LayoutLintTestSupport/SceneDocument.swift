// Hand-written Interface Builder documents for tests: `sceneDocument` writes the document, scene and
// view-controller boilerplate around the root view's subviews and constraints a test cares about.
// Empty `<subviews>`, `<constraints>` and `<resources>` are left out (they mean nothing to the parser).

/// Where a hand-written scene's root view stands: a top-level `view` of an iOS xib, the `view` of
/// an iOS storyboard's view controller `vc` (scene `sceneID`), or a top-level `customView` of an
/// AppKit xib (with the autoresizing mask Interface Builder gives it).
public enum SceneHost: Equatable {
    case iOSXib
    case iOSStoryboard(sceneID: String = "s")
    case macXib
}

/// A document whose root view `rootID` (`width` × `height`, `rootAttributes` on its element) holds
/// `subviews` and `constraints`, then `rootContent` (a layout guide, say). `documentAttributes` follow
/// `useAutolayout="YES"` on `<document>`; `device` (an id) adds a portrait `<device>`; `resources`
/// (image sizes) go in `<resources>`; a nil `toolsVersion` leaves the attribute out.
public func sceneDocument(_ host: SceneHost = .iOSXib, width: Double, height: Double, toolsVersion: String? = "22505",
                          documentAttributes: String = "", device: String? = nil, appearance: String? = nil,
                          rootID: String = "root", rootAttributes: String = "", subviews: String = "", constraints: String = "",
                          rootContent: String = "", resources: String = "") -> String {
    let type: String
    let runtime: String
    switch host {
    case .iOSXib: (type, runtime) = ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch")
    case .iOSStoryboard: (type, runtime) = ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch")
    case .macXib: (type, runtime) = ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa")
    }
    let tools = toolsVersion.map { #" toolsVersion="\#($0)""# } ?? ""
    let deviceElement = device.map { id in
        #"<device id="\#(id)" orientation="portrait"\#(appearance.map { #" appearance="\#($0)""# } ?? "")/>"#
    } ?? ""
    let inner = """
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        \(host == .macXib ? #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>"# : "")
        \(subviews.isEmpty ? "" : "<subviews>\(subviews)</subviews>")
        \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
        \(rootContent)
        """
    let attributes = rootAttributes.isEmpty ? "" : " " + rootAttributes
    let body: String
    switch host {
    case .iOSXib:
        body = #"<objects><view contentMode="scaleToFill"\#(attributes) id="\#(rootID)">\#(inner)</view></objects>"#
    case .iOSStoryboard(let sceneID):
        body = """
            <scenes><scene sceneID="\(sceneID)"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill"\(attributes) id="\(rootID)">\(inner)</view>
            </viewController></objects></scene></scenes>
            """
    case .macXib:
        body = #"<objects><customView\#(attributes) id="\#(rootID)">\#(inner)</customView></objects>"#
    }
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0"\(tools) targetRuntime="\(runtime)" useAutolayout="YES"\(documentAttributes.isEmpty ? "" : " " + documentAttributes)>
        \(deviceElement)
        \(body)
        \(resources.isEmpty ? "" : "<resources>\(resources)</resources>")
        </document>
        """
}
