import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// A UIStackView with no arranged views in the file gets no constraints and no intrinsic size from
/// UIKit, so nothing in the file sizes it; but it is there to be filled in code, whose views would
/// size it. A verdict resting on its free size assumes it stays empty: a warning that says so.
/// A label with text stored 0 pt tall was squeezed: a verdict resting on that 0 is a warning too.
final class EmptyStackAmbiguityTests: XCTestCase {
    private func findings(_ subviews: String, _ constraints: String) throws -> [Finding] {
        let xml = sceneDocument(width: 320, height: 200, subviews: subviews, constraints: constraints)
        let document = try DocumentLoader.parse(text: xml, path: "Cell.xib")
        return AmbiguousLayoutRule().check(LintContext(document: document))
    }

    /// `element` pinned at its top and sides with nothing giving it a height.
    private func pinnedAtTop(_ element: String) throws -> [Finding] {
        try findings("""
                <\(element) opaque="NO" contentMode="scaleToFill" axis="vertical" userLabel="Attributes" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                    <rect key="frame" x="16" y="16" width="288" height="12.5"/>
                </\(element)>
            """, """
                <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
            """)
    }

    func testAnEmptyStackWithNoHeightIsAWarningThatSaysWhatWasAssumed() throws {
        let findings = try pinnedAtTop("stackView")
        XCTAssertEqual(findings.map(\.severity), [.warning])
        XCTAssertEqual(findings.first?.message, #""Attributes" (id list): Need constraints for: height (assuming it, a stack view with "#
                       + "no arranged views, stays empty at run time; views added to it in code would size it)")
    }

    func testAPlainViewWithNoHeightIsAnError() throws {
        let findings = try pinnedAtTop("view")
        XCTAssertEqual(findings.map(\.severity), [.error])
        XCTAssertEqual(findings.first?.message, #""Attributes" (id list): Need constraints for: height"#)
    }

    /// A label with no vertical constraint carrying a 20-pt box hung 8 below it; the label is
    /// stored `height` tall.
    private func labelCarryingABox(height: Double) throws -> [Finding] {
        try findings("""
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Total price" translatesAutoresizingMaskIntoConstraints="NO" id="total">
                    <rect key="frame" x="16" y="16" width="288" height="\(height)"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                </label>
                <view contentMode="scaleToFill" userLabel="Box" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="\(24 + height)" width="288" height="20"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="bh"/>
                    </constraints>
                </view>
            """, """
                <constraint firstItem="total" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="total" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="c4"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="total" secondAttribute="bottom" constant="8" id="c5"/>
            """)
    }

    func testALabelStoredWithNoHeightCarryingOthersIsAWarning() throws {
        let findings = try labelCarryingABox(height: 0)
        XCTAssertEqual(findings.map(\.severity), [.warning])
        XCTAssertTrue(findings.first?.message.contains("(assuming its content is 0 pt tall, as the frame Interface Builder stored says; "
                                                        + "its text takes at least one line at run time, which may decide)") ?? false,
                      findings.first?.message ?? "no finding")
    }

    func testALabelStoredWithItsLineCarryingOthersIsAnError() throws {
        let findings = try labelCarryingABox(height: 16)
        XCTAssertEqual(findings.map(\.severity), [.error])
    }
}
