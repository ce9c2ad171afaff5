import Foundation
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintSourceCode
import XCTest

/// Golden findings of the samples of the rules that solve the layout (ambiguity, scroll content,
/// self-sizing cells): exact lines and messages.
final class LayoutSampleFindingsTests: XCTestCase {
    private func findings(_ sample: String, linter: Linter = Linter(sources: SourceCodeReader())) throws -> [String] {
        let url = RuleDocumentationTests.packageRoot.appendingPathComponent("SampleStoryboards/\(sample)")
        let document = try DocumentLoader.load(path: url.path)
        return linter.lint(document).map { finding in
            let sizeClasses = finding.sizeClasses.isEmpty ? "" : " {\(finding.sizeClasses.map(\.description).joined(separator: "; "))}"
            return "\(finding.location.line):\(finding.location.column) \(finding.severity.rawValue) [\(finding.ruleID)] \(finding.element ?? "-")\(sizeClasses) \(finding.message)"
        }
    }

    func testAmbiguousLayoutSample() throws {
        XCTAssertEqual(try findings("ambiguous-layout.storyboard"), [
            #"13:29 error [ambiguous-layout] Amb-pr-Crd "Header Card" (id Amb-pr-Crd): Need constraints for: Y position; "Image View", "Jane Appleseed", "Email" and "jane@example.com" are ambiguous only because of it"#,
        ])
    }

    func testScrollContentSizeSample() throws {
        XCTAssertEqual(try findings("scroll-content-size.storyboard"), [
            #"13:29 error [scroll-content-size] Scr-tm-Scv Scrollable content size is ambiguous for "Scroll View". Has ambiguous scrollable content height: nothing pins the content's bottom to the content layout guide"#,
        ])
    }

    func testSelfSizingCellSample() throws {
        XCTAssertEqual(try findings("self-sizing-cell.storyboard"), [
            #"13:29 warning [self-sizing-cell] Ssc-ph-Cel Self-sizing cell "Photo Cell" (its table has automatic row heights): its content does not determine the height of its content view; the chain from top to bottom runs through "Thumbnail", whose height nothing determines. UIKit then warns that "constraints ambiguously suggest a height of zero for a table view cell's content view" and uses the standard height"#,
        ])
    }

    func testMisplacedViewSampleOnlyWhenEnabled() throws {
        XCTAssertEqual(try findings("misplaced-view.storyboard"), [], "misplaced-view is off by default")
        XCTAssertEqual(try findings("misplaced-view.storyboard", linter: Linter(rules: [MisplacedViewRule()])), [
            #"13:29 warning [misplaced-view] Mis-nt-Crd Frame for "Empty State Card" will be different at run time. Stored: x=20 y=120 width=374 height=160; at run time: x=20 y=68 width=374 height=160"#,
        ])
    }

    /// The samples of the other rules are complete layouts apart from the problem each shows: the
    /// layout rules must not fire on them.
    func testOtherSamplesAreCompleteLayouts() throws {
        let folder = RuleDocumentationTests.packageRoot.appendingPathComponent("SampleStoryboards")
        let ours: Set<String> = ["ambiguous-layout", "scroll-content-size", "self-sizing-cell", "misplaced-view"]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where (name.hasSuffix(".storyboard") || name.hasSuffix(".xib")) && !ours.contains(String(name.split(separator: ".")[0])) {
            let fired = try findings(name).filter { line in ours.contains { line.contains("[\($0)]") } }
            XCTAssertEqual(fired, [], name)
        }
    }
}
