import LayoutLintInput
import LayoutLintModel
import XCTest

/// Small hand-written Interface Builder documents. Each helper wraps a fragment in the boilerplate
/// Xcode writes around it, so a test only spells out what it is about.
enum Fixture {
    /// An iOS storyboard around the given `<scene>` elements.
    static func storyboard(
        _ scenes: String,
        type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
        runtime: String = "iOS.CocoaTouch",
        flags: String = #"useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="32700.99.1234" targetRuntime="\(runtime)" propertyAccessControl="none" \(flags) colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// One storyboard scene: a view controller `vc` (class `controllerClass`) whose root view is `root`,
    /// with `content` (subviews, constraints, variations…) inside the root view and `controllerExtras`
    /// (connections, layout guides…) inside the controller after the view.
    static func scene(
        _ content: String, comment: String? = "View Controller", sceneID: String = "scene-1",
        controllerClass: String? = "SampleViewController", controllerExtras: String = ""
    ) -> String {
        let commentLine = comment.map { "<!--\($0)-->" } ?? ""
        let classAttribute = controllerClass.map { #" customClass="\#($0)" customModule="App""# } ?? ""
        return """
                \(commentLine)
                <scene sceneID="\(sceneID)">
                    <objects>
                        <viewController id="vc"\(classAttribute) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(content)
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
        \(controllerExtras)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(sceneID)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="130" y="-2"/>
                </scene>
        """
    }

    /// An iOS storyboard with one scene whose root view holds `content`.
    static func iOSView(_ content: String, controllerExtras: String = "") -> String {
        storyboard(scene(content, controllerExtras: controllerExtras))
    }

    /// A xib around the given top-level objects (after File's Owner and First Responder placeholders).
    static func xib(_ objects: String, mac: Bool = false, ownerClass: String = "OwnerClass", ownerConnections: String = "") -> String {
        let type = mac ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = mac ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        let device = mac ? "" : #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
        let ownerBody = ownerConnections.isEmpty
            ? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\#(ownerClass)"/>"#
            : """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(ownerClass)">
                <connections>
            \(ownerConnections)
                </connections>
            </placeholder>
            """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="32700.99.1234" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            \(device)
            <dependencies>
                <deployment identifier="macosx"/>
            </dependencies>
            <objects>
                \(ownerBody)
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="\(mac ? "FirstResponder" : "UIResponder")"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A macOS xib whose top-level `customView` `root` holds `content`.
    static func macView(_ content: String) -> String {
        xib("""
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
        \(content)
            </customView>
        """, mac: true)
    }
}

func parse(_ text: String, path: String = "Fixture.storyboard") throws -> Document {
    try DocumentLoader.parse(text: text, path: path)
}

extension Document {
    var allItems: [LayoutItem] { scenes.flatMap(\.items) }
    var allConstraints: [Constraint] { scenes.flatMap(\.constraints) }

    func item(_ id: ObjectID, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutItem {
        try XCTUnwrap(allItems.first { $0.id == id }, "no item with id \(id)", file: file, line: line)
    }

    func constraint(_ id: ObjectID, file: StaticString = #filePath, line: UInt = #line) throws -> Constraint {
        try XCTUnwrap(allConstraints.first { $0.id == id }, "no constraint with id \(id)", file: file, line: line)
    }

    func scene(_ id: ObjectID, file: StaticString = #filePath, line: UInt = #line) throws -> Scene {
        try XCTUnwrap(scenes.first { $0.id == id }, "no scene with id \(id)", file: file, line: line)
    }
}

/// The model's promise about `Scene.items`: every parent is an item of the same scene and comes
/// before its children.
func assertParentsPrecedeChildren(_ document: Document, file: StaticString = #filePath, line: UInt = #line) {
    for scene in document.scenes {
        var seen = Set<ObjectID>()
        for item in scene.items {
            if let parent = item.parent {
                XCTAssertTrue(seen.contains(parent), "\(item.id) comes before its parent \(parent) in scene \(scene.id)",
                              file: file, line: line)
            }
            seen.insert(item.id)
        }
    }
}

extension TraitKey {
    /// Shorthand for a configuration: `TraitKey.size(.compact, .regular)` is compact width, regular height.
    static func size(_ width: SizeClassValue, _ height: SizeClassValue) -> TraitKey {
        TraitKey(width: width, height: height)
    }
}
