import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// The size class a document's stored frames were laid out in: its device's, as Apple's
/// size-class table gives it, whatever the size of its root views.
final class SavedSizeClassTests: XCTestCase {
    func testLandscapePhonesTakeARegularWidthFrom414PointsWide() {
        let regularCompact = TraitKey(width: .regular, height: .compact)
        let compactCompact = TraitKey(width: .compact, height: .compact)
        // iPhone 8 Plus, XR / 11, 14 Plus, 16 Pro Max: regular width in landscape.
        for long in [736.0, 896, 926, 956] {
            let short: Double = long == 736 ? 414 : long == 896 ? 414 : long == 926 ? 428 : 440
            XCTAssertEqual(DeviceMetrics.traits(of: Size(width: long, height: short), platform: .iOS), regularCompact, "\(long)")
        }
        // iPhone SE, 8, X, 14, 15, 16 Pro: compact, though 812 to 874 points are longer than 736.
        for (long, short) in [(568.0, 320.0), (667, 375), (812, 375), (844, 390), (852, 393), (874, 402)] {
            XCTAssertEqual(DeviceMetrics.traits(of: Size(width: long, height: short), platform: .iOS), compactCompact, "\(long)")
        }
        XCTAssertEqual(DeviceMetrics.traits(of: Size(width: 414, height: 736), platform: .iOS), TraitKey(width: .compact, height: .regular))
    }

    /// A cell-shaped top-level view (wide and short) in a xib shown as a portrait iPhone is laid
    /// out compact × regular: the constant for a regular height applies, not the compact one its
    /// own proportions would suggest.
    func testAShortWideXibRootIsLaidOutInItsDevicesSizeClass() throws {
        let xml = sceneDocument(width: 414, height: 44, documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES""#,
                                device: "retina6_1", subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="12" y="0.0" width="40" height="44"/></view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="a" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
            <constraint firstItem="a" firstAttribute="width" constant="40" id="w"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="x">
                <variation key="heightClass=regular" constant="12"/>
            </constraint>
            """)
        let document = try DocumentLoader.parse(text: xml, path: "Cell.xib")
        let scene = try XCTUnwrap(document.scenes.first)
        let saved = LayoutEngine.savedConfiguration(of: document)
        XCTAssertEqual(saved, TraitKey(width: .compact, height: .regular))
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: saved)
        XCTAssertEqual(layout.frames["a"], Rect(x: 12, y: 0, width: 40, height: 44))
    }

    func testADocumentWithoutADeviceTakesItsRootsSize() throws {
        let xml = sceneDocument(width: 414, height: 44, documentAttributes: #"useTraitCollections="YES""#)
        let document = try DocumentLoader.parse(text: xml, path: "Cell.xib")
        XCTAssertEqual(LayoutEngine.savedConfiguration(of: document), TraitKey(width: .compact, height: .compact))
    }
}
