import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// An AppKit view whose height only inequalities bound, each holding with equality in the stored
/// layout: Auto Layout leaves the height free between them, but Interface Builder's canvas, which
/// runs AppKit's own engine, does not flag it (the engine keeps a tight inequality tight). The
/// verdict then rests on layoutlint's reading alone: a warning that says so.
final class CanvasAmbiguityCertaintyTests: XCTestCase {
    /// A panel pinned at its top and sides, at most 20 above the root's bottom, holding a fixed
    /// view 8 from its top and at least 8 from its bottom; stored as tall as the inner `>=` makes
    /// it (`storedHeight` 56), or taller (the inner inequality open in the stored layout).
    private func panel(storedHeight: Double) -> String {
        sceneDocument(.macXib, width: 480, height: 270, documentAttributes: #"propertyAccessControl="none""#, subviews: """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel" userLabel="Panel">
                <rect key="frame" x="20" y="\(250 - storedHeight)" width="440" height="\(storedHeight)"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="Badge">
                        <rect key="frame" x="8" y="\(storedHeight - 48)" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="badge-width"/>
                            <constraint firstAttribute="height" constant="40" id="badge-height"/>
                        </constraints>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="8" id="p1"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="8" id="p2"/>
                    <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="badge" secondAttribute="bottom" constant="8" id="p3"/>
                </constraints>
            </customView>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r1"/>
            <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="r2"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="r3"/>
            <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="panel" secondAttribute="bottom" constant="20" id="r4"/>
            """)
    }

    private func findings(_ xml: String) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: xml, path: "Panel.xib")
        return AmbiguousLayoutRule().check(LintContext(document: document)).filter { $0.element == "panel" }
    }

    func testAFreedomTheAppKitCanvasDoesNotFlagIsAWarning() throws {
        let tight = try findings(panel(storedHeight: 56))
        XCTAssertEqual(tight.map(\.severity), [.warning], "\(tight.map(\.message))")
        XCTAssertTrue(tight.first?.message.contains("Interface Builder's canvas, which lays the scene out with AppKit's own engine") ?? false,
                      "\(tight.map(\.message))")
        // Stored taller, no inequality is tight in the stored layout: the canvas flags it too.
        let open = try findings(panel(storedHeight: 100))
        XCTAssertEqual(open.map(\.severity), [.error], "\(open.map(\.message))")
    }
}
