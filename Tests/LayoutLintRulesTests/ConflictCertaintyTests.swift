import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// A conflict is an error only when it is certain: one among constants the file writes stays an
/// error however small, one that rests on a number layoutlint estimated (here a label's intrinsic
/// width, its stored frame) and would hold were that number 2 points off is a warning that says
/// what was assumed.
final class ConflictCertaintyTests: XCTestCase {
    /// A label stored 100 wide that resists compression at 1000, given a width of `width`; with
    /// `fixedWidth`, a second width constraint of that constant.
    private func scene(width: Double, fixedWidth: Double? = nil) -> String {
        let second = fixedWidth.map { #"<constraint firstAttribute="width" constant="\#($0)" id="w2"/>"# } ?? ""
        return sceneDocument(width: 320, height: 100, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="\(fixedWidth == nil ? 1000 : 750)" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Title" id="label">
                <rect key="frame" x="16" y="16" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="w1"/>
                    \(second)
                </constraints>
            </label>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
            """)
    }

    private func conflicts(_ text: String) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: text, path: "View.xib")
        return UnsatisfiableConstraintsRule().check(LintContext(document: document))
    }

    func testAConflictWithinAnEstimateIsAWarningThatSaysWhatWasAssumed() throws {
        let findings = try conflicts(scene(width: 99))
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.severity, .warning)
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("rests on layoutlint's estimates: the intrinsic width of \"Title\""), message)
        // Stored 100 wide, the label breaks the 99-point width: Xcode's layout had the conflict too.
        XCTAssertFalse(message.contains("the frames Xcode stored satisfy"), message)
    }

    /// A slider that keeps its autoresizing mask (stored at x 18: its alignment rect, 2 points
    /// inside its frame by layoutlint's insets, at 20) and is pinned 19 from the leading edge.
    func testStoredFramesThatSatisfyTheConstraintsAreSaid() throws {
        let text = sceneDocument(width: 320, height: 100, subviews: """
            <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" userLabel="Volume" id="slider">
                <rect key="frame" x="18" y="20" width="200" height="31"/>
            </slider>
            """, constraints: """
            <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="19" id="l"/>
            """)
        let findings = try conflicts(text)
        // Interface Builder laid the scene out without the conflict: only a note.
        XCTAssertEqual(findings.map(\.severity), [.note])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("the alignment rect of \"Volume\""), message)
        XCTAssertTrue(message.contains("the frames Xcode stored satisfy every constraint of the list"), message)
    }

    func testAConflictBeyondTheEstimateIsAnError() throws {
        let findings = try conflicts(scene(width: 60))
        XCTAssertEqual(findings.map(\.severity), [.error])
        XCTAssertFalse(findings.first?.message.contains("estimates") ?? true)
    }

    func testAConflictAmongConstantsIsAnErrorHoweverSmall() throws {
        let findings = try conflicts(scene(width: 99, fixedWidth: 100))
        XCTAssertEqual(findings.map(\.severity), [.error])
        XCTAssertFalse(findings.first?.message.contains("estimates") ?? true)
    }

    /// An AppKit segmented control that keeps its autoresizing mask (stored at x 17) and is pinned
    /// `leading` from its superview's edge, of a look whose insets layoutlint has measured (a
    /// regular rounded one stored 24 tall: 2 at the sides) or not (stored 36 tall).
    private func segmentedControl(height: Int, leading: Int) -> String {
        sceneDocument(.macXib, width: 320, height: 100, subviews: """
            <segmentedControl verticalHuggingPriority="750" userLabel="Add or remove" id="segments">
                <rect key="frame" x="17" y="18" width="63" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="momentary" id="cell">
                    <font key="font" metaFont="system"/>
                    <segments>
                        <segment image="NSAddTemplate" width="24"/>
                        <segment image="NSRemoveTemplate" width="32" tag="1"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """, constraints: """
            <constraint firstItem="segments" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="l"/>
            """)
    }

    func testAControlWhoseLooksInsetsAreNotMeasuredIsNotCertain() throws {
        // 3 points apart: within the 4 an unmeasured look's insets may make.
        let findings = try conflicts(segmentedControl(height: 36, leading: 20))
        XCTAssertEqual(findings.map(\.severity), [.warning])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("the alignment rect of \"Add or remove\" (taken to be its frame: layoutlint has not measured"), message)
        XCTAssertTrue(message.contains("(4 for an alignment rect whose insets are not measured)"), message)
        // 8 points apart: more than any measured look's insets.
        XCTAssertEqual(try conflicts(segmentedControl(height: 36, leading: 25)).map(\.severity), [.error])
    }

    func testAMeasuredLookKeepsItsTolerance() throws {
        // Measured insets of 2 at the sides: the mask places the alignment rect at 19; 4 apart is certain.
        XCTAssertEqual(try conflicts(segmentedControl(height: 24, leading: 23)).map(\.severity), [.error])
    }
}
