import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// How messages name things: the plain-words entries `explain` prints for the constraints UIKit
/// adds itself, and the names of views.
final class ConsoleLogWordingTests: XCTestCase {
    /// A toolbar whose bar button item shows a custom view holding a 40-point label: the bar, not a
    /// table, places that view.
    private let toolbarScene = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <toolbar opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0.0" y="808" width="414" height="54"/>
                                        <items>
                                            <barButtonItem style="plain" id="item">
                                                <view key="customView" contentMode="scaleToFill" id="custom">
                                                    <rect key="frame" x="20" y="10.5" width="40" height="33"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <subviews>
                                                        <label text="1.00" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                                                            <rect key="frame" x="0.0" y="0.0" width="40" height="33"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="40" id="w"/>
                                                            </constraints>
                                                        </label>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="value" firstAttribute="leading" secondItem="custom" secondAttribute="leading" id="l"/>
                                                        <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" id="t"/>
                                                        <constraint firstItem="value" firstAttribute="top" secondItem="custom" secondAttribute="top" id="tp"/>
                                                        <constraint firstAttribute="bottom" secondItem="value" secondAttribute="bottom" id="b"/>
                                                    </constraints>
                                                </view>
                                            </barButtonItem>
                                        </items>
                                    </toolbar>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="bar" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testABarItemsCustomViewIsPlacedByTheBarNotByATable() throws {
        let document = try DocumentLoader.parse(text: toolbarScene, path: "Toolbar.storyboard")
        let scene = try XCTUnwrap(document.scenes.first)
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
        let wording = ConsoleLogWording(layout: layout)
        let entries = wording.tags(affecting: "custom", axis: .vertical)
            .filter { layout.system.constraints[$0].origin == .encapsulated("custom") }
            .map(wording.plainEntry(tag:))
        XCTAssertFalse(entries.isEmpty)
        for entry in entries {
            XCTAssertTrue(entry.contains("(the bar places and sizes the item's custom view)"), entry)
        }
    }

    func testAViewNamedByALongTextIsQuotedShort() throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 20)
        let document = try DocumentLoader.parse(text: toolbarScene.replacingOccurrences(of: #"text="1.00""#, with: "text=\"\(text)\""),
                                                path: "Toolbar.storyboard")
        let wording = ConstraintWording(scene: try XCTUnwrap(document.scenes.first))
        let name = wording.itemName("value")
        XCTAssertEqual(name.count, 62, name) // 59 characters of the text, the ellipsis and the quotes
        XCTAssertTrue(name.hasPrefix("\"Lorem ipsum dolor sit amet. Lorem"), name)
        XCTAssertTrue(name.hasSuffix("…\""), name)
        // The scene's root is a "View" too: a shared name carries the id.
        XCTAssertEqual(wording.itemName("custom"), "\"View\"(custom)")
    }
}
