import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

// Hand-made scenes shared by the engine's tests: a 375×667 iPhone view controller (20-point
// status bar, safe area guide `safe`) whose root view `root` holds the given subviews and
// constraints, and the XML snippets they are written with.

/// The scene, solved in the document's saved size class; with `interfaceBuilder`, its
/// `interfaceBuilderAmbiguity` added as `dump --solve` adds it.
func solveScene(_ subviews: String, _ constraints: String, interfaceBuilder: Bool = false,
                file: StaticString = #filePath, line: UInt = #line) throws -> SceneLayout {
    let (document, scene) = try parseScene(subviews, constraints, file: file, line: line)
    var layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
    if interfaceBuilder { LayoutEngine.addInterfaceBuilderAmbiguity(to: &layout, document: document, scene: scene) }
    return layout
}

/// The scene's document, unsolved, for tests that choose the configuration or the screen;
/// `rootVariations` follow the root view's constraints (size-class masks).
func parseScene(_ subviews: String, _ constraints: String, rootVariations: String = "",
                file: StaticString = #filePath, line: UInt = #line) throws -> (Document, Scene) {
    let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                            \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                            \(constraints)
                            </constraints>
                            \(rootVariations)
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
    let document = try DocumentLoader.parse(text: xml, path: "Test.storyboard")
    return (document, try XCTUnwrap(document.scenes.first, file: file, line: line))
}

/// A view (or another element) that does not translate its autoresizing mask, with optional
/// subviews and constraints of its own.
func view(_ id: String, _ element: String = "view", frame: String = #"x="0" y="0" width="10" height="10""#,
          extra: String = "", subviews: String = "", constraints: String = "") -> String {
    let inner = (subviews.isEmpty ? "" : "<subviews>\(subviews)</subviews>") + (constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
    return #"<\#(element) translatesAutoresizingMaskIntoConstraints="NO" \#(extra) id="\#(id)"><rect key="frame" \#(frame)/>\#(inner)</\#(element)>"#
}

func label(_ id: String, _ text: String, frame: String = #"x="0" y="0" width="60" height="21""#) -> String {
    view(id, "label", frame: frame, extra: #"text="\#(text)""#)
}

func constraint(_ id: String, _ first: String, _ firstAttribute: String, _ second: String? = nil, _ secondAttribute: String? = nil,
                constant: Double = 0, relation: String? = nil, priority: Int? = nil, placeholder: Bool = false) -> String {
    var text = #"<constraint firstItem="\#(first)" firstAttribute="\#(firstAttribute)""#
    if let second { text += #" secondItem="\#(second)" secondAttribute="\#(secondAttribute ?? firstAttribute)""# }
    if let relation { text += #" relation="\#(relation)""# }
    if let priority { text += #" priority="\#(priority)""# }
    if placeholder { text += #" placeholder="YES""# }
    return text + #" constant="\#(constant)" id="\#(id)"/>"#
}
