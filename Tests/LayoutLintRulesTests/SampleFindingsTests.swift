import Foundation
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// Golden tests: the exact findings, lines and messages for each file in `SampleStoryboards/`.
final class SampleFindingsTests: XCTestCase {
    private func findings(_ sample: String) throws -> [String] {
        let url = RuleDocumentationTests.packageRoot.appendingPathComponent("SampleStoryboards/\(sample)")
        let document = try DocumentLoader.load(path: url.path)
        return Linter().lint(document).map { finding in
            "\(finding.location.line):\(finding.location.column) \(finding.severity.rawValue) [\(finding.ruleID)] \(finding.element ?? "-") \(finding.message)"
        }
    }

    func testCleanSampleHasNoFindings() throws {
        XCTAssertEqual(try findings("Clean.storyboard"), [])
    }

    func testInvalidConstraintSample() throws {
        XCTAssertEqual(try findings("invalid-constraint.xib"), [
            #"15:25 error [invalid-constraint] Inv-cn-c01 Invalid constraint "Avatar".width == 1:0*"Avatar".height: the multiplier "1:0" is not a number, a ratio a:b or a fraction a/b"#,
            #"17:25 error [invalid-constraint] Inv-cn-c02 Invalid constraint "Avatar".leading == 16: a position (leading) cannot be set to a constant alone; it needs a second item"#,
            #"26:17 error [invalid-constraint] Inv-cn-c03 Invalid constraint "Jane Appleseed".leading == "Avatar".bottom + 16: it relates leading (horizontal) to bottom (vertical); position attributes must be on the same axis"#,
            #"28:17 error [invalid-constraint] Inv-cn-c04 Invalid constraint "Jane Appleseed".trailing == "Profile Header".right - 16: it mixes trailing with right; leading/trailing cannot be related to left/right"#,
            #"30:17 error [invalid-constraint] Inv-cn-c05 Invalid constraint "Jane Appleseed".top == "Avatar".top @1200: priority 1200 is outside 1…1000"#,
        ])
    }

    func testDanglingReferenceSample() throws {
        XCTAssertEqual(try findings("dangling-reference.storyboard"), [
            #"25:29 error [dangling-reference] Dng-rf-c04 Constraint "Bdg-dl-Vw1".leading == "Inbox".trailing + 8 refers to "Bdg-dl-Vw1", which does not exist in this document (merge damage?)"#,
            #"29:33 error [dangling-reference] Dng-rf-Rt1 Size-class variation refers to "Bdg-dl-c01", which does not exist in this document (merge damage?)"#,
            #"34:25 error [dangling-reference] Dng-rf-o01 Outlet refers to "Bdg-dl-Vw1", which does not exist in this document (merge damage?)"#,
        ])
    }

    func testDuplicateIDSample() throws {
        XCTAssertEqual(try findings("duplicate-id.xib"), [
            #"22:17 error [duplicate-id] Dup-id-Sub The id "Dup-id-Sub" of this <constraint> is already used by the <label> at line 15; ids must be unique (merge damage?)"#,
        ])
    }

    func testSceneXMLSample() throws {
        XCTAssertEqual(try findings("scene.xml"), [
            #"40:17 error [invalid-constraint] Sgn-in-c05 Invalid constraint "Password Field".leading == "Email Field".top: it relates leading (horizontal) to top (vertical); position attributes must be on the same axis"#,
        ])
    }
}
