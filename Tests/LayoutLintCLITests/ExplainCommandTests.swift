import Foundation
import XCTest

/// `layoutlint explain`: UIKit's console blocks, the constraints affecting a view, `_autolayoutTrace`.
final class ExplainCommandTests: XCTestCase {
    private func explain(_ arguments: [String]) throws -> LayoutLintProcess.Result {
        try LayoutLintProcess.run(["explain"] + arguments, in: LayoutLintProcess.packageRoot)
    }

    func testExplainsATieWithTheViewsConstraintsAndTheTrace() throws {
        let result = try explain(["SampleStoryboards/equal-priority-conflict.xib", "--view", "Epc-st-Val"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, """
            === Scene "Setting Row" (id Epc-st-Rt1, line 9), 375 × 44 ===

            No unsatisfiable constraints.

            Content Priority Ambiguity: Set horizontal hugging priority of "Name" to 252. "Name" and "Jane Appleseed" have the same horizontal content hugging priority (251), so which one grows beyond its content is undetermined.

            Constraints affecting "Jane Appleseed" (id Epc-st-Val, line 19):
              Horizontal:
                "Jane Appleseed".width <= 120 @251 (content hugging: no wider than its content) (id Epc-st-Val, line 19)
                "Jane Appleseed".width >= 120 @750 (compression resistance: no narrower than its content) (id Epc-st-Val, line 19)
                "Jane Appleseed".leading == "Name".trailing + 8 (id Epc-st-c03, line 29)
                "Setting Row".trailing == "Jane Appleseed".trailing + 16 (id Epc-st-c04, line 30)
              Vertical:
                "Jane Appleseed".height <= 20.5 @251 (content hugging: no taller than its content) (id Epc-st-Val, line 19)
                "Jane Appleseed".height >= 20.5 @750 (compression resistance: no shorter than its content) (id Epc-st-Val, line 19)
                "Jane Appleseed".centerY == "Setting Row".centerY (id Epc-st-c05, line 31)
              Frame: x 66, y 12, width 293, height 20.5 (undetermined: minX, Width)

            _autolayoutTrace:
            •UIWindow
            | •UIView:Epc-st-Rt1'Setting Row'
            | | *UILabel:Epc-st-Nam'Name'- AMBIGUOUS LAYOUT for UILabel:Epc-st-Nam'Name'.Width{id: Epc-st-Nam}
            | | *UILabel:Epc-st-Val'Jane Appleseed'- AMBIGUOUS LAYOUT for UILabel:Epc-st-Val'Jane Appleseed'.minX{id: Epc-st-Val}, UILabel:Epc-st-Val'Jane Appleseed'.Width{id: Epc-st-Val}

            """)
    }

    func testPrintsUIKitsBlockForEveryConflictAndMarksTheBrokenConstraint() throws {
        let result = try explain(["SampleStoryboards/unsatisfiable-constraints.storyboard", "--scene", "Uns-pf-Sc1", "--view", "Uns-pf-Bnr"])
        XCTAssertEqual(result.status, 0)
        let text = result.stdout
        XCTAssertTrue(text.hasPrefix("=== Scene \"Profile\" (id Uns-pf-Sc1, line 14), 414 × 896 ===\n\nUnable to simultaneously satisfy constraints.\n"))
        XCTAssertEqual(text.components(separatedBy: "Unable to simultaneously satisfy constraints.\n").count - 1, 2)
        XCTAssertTrue(text.contains("""
            (
                "<NSAutoresizingMaskLayoutConstraint:Uns-pf-Bnr h=-&- v=--& UIView:Uns-pf-Bnr'Promo Banner'.height == 50   (active)>",
                "<NSLayoutConstraint:Uns-pf-c06 UIView:Uns-pf-Bnr'Promo Banner'.height == 60   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:Uns-pf-c06 UIView:Uns-pf-Bnr'Promo Banner'.height == 60   (active)>

            Where they are (Interface Builder ids stand in for the pointers):
                Uns-pf-Bnr  unsatisfiable-constraints.storyboard:30  "Promo Banner".height == 50 (autoresizing mask h=-&- v=--&, translated into constraints)
                Uns-pf-c06  unsatisfiable-constraints.storyboard:41  "Promo Banner".height == 60

            """))
        XCTAssertTrue(text.contains("""
              Vertical:
                "Promo Banner".minY == 156 (autoresizing mask h=-&- v=--&, translated into constraints) (id Uns-pf-Bnr, line 30)
                "Promo Banner".height == 50 (autoresizing mask h=-&- v=--&, translated into constraints) (id Uns-pf-Bnr, line 30)
                "Promo Banner".height == 60 (id Uns-pf-c06, line 41) — broken: it conflicts with required constraints

            """))
        XCTAssertTrue(text.hasSuffix("""
            _autolayoutTrace:
            •UIWindow
            | •UIView:Uns-pf-Rt1'View'
            | | •UIView:Uns-pf-Avt'Avatar'
            | | +UIView:Uns-pf-Bnr'Promo Banner'

            """))
    }

    func testEverySizeClassOfAVariedDocumentHasItsOwnSection() throws {
        let all = try explain(["SampleStoryboards/arranged-view-axis-constraint.storyboard"])
        XCTAssertEqual(all.status, 0)
        XCTAssertEqual(all.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("=== Scene ") }.count, 4)
        let one = try explain(["SampleStoryboards/arranged-view-axis-constraint.storyboard", "--size-class", "heightClass=compact-widthClass=regular"])
        XCTAssertEqual(one.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("=== Scene ") },
                       [#"=== Scene "Checkout" (id Avc-ck-Sc1, line 10), regular width, compact height, 926 × 428 ==="#])
    }

    func testUnknownIDsAndKeysAreUsageErrors() throws {
        let view = try explain(["SampleStoryboards/equal-priority-conflict.xib", "--view", "nope"])
        XCTAssertEqual(view.status, 64)
        XCTAssertEqual(view.stdout, "")
        XCTAssertEqual(view.stderr, "layoutlint explain: SampleStoryboards/equal-priority-conflict.xib: no view or layout guide with id \"nope\" in this document\n")
        let scene = try explain(["SampleStoryboards/equal-priority-conflict.xib", "--scene", "nope"])
        XCTAssertEqual(scene.status, 64)
        let key = try explain(["SampleStoryboards/equal-priority-conflict.xib", "--size-class", "sideways"])
        XCTAssertEqual(key.status, 64)
        XCTAssertTrue(key.stderr.contains("is not an Interface Builder size class key"))
        let missing = try explain(["SampleStoryboards/no-such-file.xib"])
        XCTAssertEqual(missing.status, 2)
    }

    func testHTMLIsOnePageWithEveryScenePictured() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("page.html").path
        let result = try explain(["SampleStoryboards/arranged-view-axis-constraint.storyboard", "--format", "html", "--size-class", "all",
                                  "--view", "Avc-ck-Stk", "--output", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "", "the page went to the file")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(page.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"scene\" data-scene=\"Avc-ck-Sc1\"").count - 1, 4,
                       "one picture per size class")
        XCTAssertTrue(page.contains("data-select=\""), "the view asked for is selected when the page opens")
        let one = try explain(["SampleStoryboards/arranged-view-axis-constraint.storyboard", "--format", "html",
                               "--size-class", "heightClass=compact-widthClass=regular"])
        XCTAssertEqual(one.stdout.components(separatedBy: "data-size-class=").count - 1, 1)
        XCTAssertEqual(try explain(["SampleStoryboards/Clean.storyboard", "--format", "html", "--size-class", "sideways"]).status, 64)
        XCTAssertEqual(try explain(["SampleStoryboards/Clean.storyboard", "--format", "html", "--scene", "nope"]).status, 64)
    }
}
