import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// unsatisfiable-constraints with measured content sizes (issue 22): a conflict that goes through
/// a content size layoutlint measured from the text may be the measurement's, so each such size may
/// be off by its measurement's error (a text width 3 points or 5%, `TextMeasurement.widthError`), not
/// only the 2 points every estimated size gets (`ConflictEstimates.tolerance`). Within it the
/// conflict is a warning that names the measured size; beyond it, an error as before.
final class MeasuredConflictSlackTests: XCTestCase {
    /// "Username" (17-point system font), resisting compression at 1000, held by a required width
    /// `width` points; stored at that width (as Xcode saved it).
    private func document(width: Double) throws -> Document {
        let xml = sceneDocument(width: 375, height: 48, device: "retina4_7", subviews: """
            <label opaque="NO" horizontalCompressionResistancePriority="1000" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="16" y="14" width="\(width)" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="\(width)" id="w"/>
            """)
        return try DocumentLoader.parse(text: xml, path: "Row.xib")
    }

    private func conflicts(width: Double, _ contentSizes: ContentSizes) throws -> [Finding] {
        let options = LintOptions(engine: EngineOptions(contentSizes: contentSizes))
        return UnsatisfiableConstraintsRule().check(LintContext(document: try document(width: width), options: options))
    }

    private func measuredWidth() throws -> Double {
        let document = try document(width: 100)
        let item = try XCTUnwrap(document.scenes.first?.items.first { $0.id == "a" })
        return try XCTUnwrap(ContentSize.of(item, platform: .iOS, imageSizes: [:], scale: 2).width)
    }

    func testAConflictWithinTheTextMeasurementsErrorIsNotAnError() throws {
        let text = try measuredWidth()
        let error = TextMeasurement.widthError(of: text)
        XCTAssertGreaterThan(error, 3, "5% of the width")
        // Narrower than the measured text by more than the 2 points of a stored size, within the error.
        let width = text - (error + 2) / 2
        XCTAssertEqual(try conflicts(width: width, .stored), [], "the stored width is the content size: no conflict")
        let findings = try conflicts(width: width, .measured)
        // Within the error the conflict rests on the measurement, and Xcode's stored frame (the width
        // it measured) satisfies every member: a note, not an error (it was one with 2 points).
        XCTAssertEqual(findings.map(\.severity), [.note])
        XCTAssertTrue(findings.first?.message.contains("measured from its content by layoutlint: off by up to \(formatLayoutNumber(error)) points") ?? false,
                      findings.first?.message ?? "")
        XCTAssertEqual(try conflicts(width: width, .refined), [], "refined: the stored width refines the measurement")
    }

    func testAConflictBeyondTheErrorStaysAnError() throws {
        let width = try measuredWidth() - 10
        XCTAssertEqual(try conflicts(width: width, .measured).map(\.severity), [.error])
        XCTAssertEqual(try conflicts(width: width, .refined).map(\.severity), [.error])
    }
}
