import LayoutLintInput
import LayoutLintModel
@testable import LayoutLintRules
import XCTest

/// The layouts rules read: one per configuration, on the document's device or the configured one.
final class SolvedLayoutsTests: XCTestCase {
    /// A view controller saved on a 375 × 667 iPhone, with a card pinned to both sides, and a
    /// freeform cell of 375 × 56, which is not a screen.
    private let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="16" y="16" width="343" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c2"/>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
                                    <constraint firstItem="card" firstAttribute="height" constant="100" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2">
                            <view key="view" contentMode="scaleToFill" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func cardWidths(device: String?) throws -> (card: Double?, cell: Double?) {
        let document = try DocumentLoader.parse(text: storyboard, path: "test.storyboard")
        let context = LintContext(document: document, options: LintOptions(device: device))
        let first = context.solved(document.scenes[0])
        let second = context.solved(document.scenes[1])
        XCTAssertEqual(first.map(\.key), [TraitKey.any], "a uniform document is solved once")
        return (first.first?.layout.frames["card"]?.width, second.first?.layout.frames["cell"]?.width)
    }

    func testTheDocumentsOwnDeviceByDefault() throws {
        let widths = try cardWidths(device: nil)
        XCTAssertEqual(widths.card, 343)
        XCTAssertEqual(widths.cell, 375)
    }

    func testTheConfiguredDeviceReplacesFullScreenRootsOnly() throws {
        let widths = try cardWidths(device: "retina6_1")
        XCTAssertEqual(widths.card, 414 - 32)
        XCTAssertEqual(widths.cell, 375, "a freeform root keeps its size on any device")
    }

    func testTwoScenesUnderOneIdAreSolvedApart() throws {
        // A damaged xib: two top-level views under one id, the second with a view placed only
        // horizontally. Each scene gets its own solve (the cache is keyed by where a scene starts).
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="twin">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
                    <view contentMode="scaleToFill" id="twin">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                                <rect key="frame" x="10" y="10" width="50" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="loose" firstAttribute="leading" secondItem="twin" secondAttribute="leading" constant="10" id="l1"/>
                            <constraint firstItem="loose" firstAttribute="width" constant="50" id="l2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try DocumentLoader.parse(text: xib, path: "twins.xib")
        XCTAssertEqual(document.scenes.map(\.id), ["twin", "twin"])
        let context = LintContext(document: document)
        XCTAssertNil(context.solved(document.scenes[0]).first?.layout.frames["loose"])
        let second = try XCTUnwrap(context.solved(document.scenes[1]).first?.layout)
        XCTAssertEqual(second.ambiguity(of: "loose"), [.minY, .height])
    }
}
