import Foundation
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintSourceCode
import XCTest

/// Golden tests: the exact findings, lines and messages for each file in `SampleStoryboards/`.
final class SampleFindingsTests: XCTestCase {
    private func findings(_ sample: String) throws -> [String] {
        let url = RuleDocumentationTests.packageRoot.appendingPathComponent("SampleStoryboards/\(sample)")
        let document = try DocumentLoader.load(path: url.path)
        return Linter(sources: SourceCodeReader()).lint(document).map { finding in
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
            #"29:33 note [dangling-reference] Dng-rf-Rt1 Size-class variation refers to "Bdg-dl-c01", which does not exist in this document; the mask line has no effect (Xcode leaves these behind when it deletes a constraint) and can be removed"#,
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

/// Golden findings of the samples of the rules that need no layout engine.
final class BestPracticeSampleFindingsTests: XCTestCase {
    private func findings(_ sample: String) throws -> [String] {
        let url = RuleDocumentationTests.packageRoot.appendingPathComponent("SampleStoryboards/\(sample)")
        let document = try DocumentLoader.load(path: url.path)
        return Linter(sources: SourceCodeReader()).lint(document).map { finding in
            let file = finding.path == url.path ? "" : (finding.path as NSString).lastPathComponent + ":"
            let sizeClasses = finding.sizeClasses.isEmpty ? "" : " {\(finding.sizeClasses.map(\.description).joined(separator: "; "))}"
            return "\(file)\(finding.location.line):\(finding.location.column) \(finding.severity.rawValue) [\(finding.ruleID)] \(finding.element ?? "-")\(sizeClasses) \(finding.message)"
        }
    }

    func testRequiredPriorityChangeSample() throws {
        XCTAssertEqual(try findings("required-priority-change.storyboard"), [
            #"OnboardingViewController.swift:11:9 error [required-priority-change] Rpc-ob-c02 This sets the priority of outlet "logoHeight" to 250 (.defaultLow), but constraint "Logo".height == 120 (required-priority-change.storyboard:20) is required; UIKit raises "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000." To fix it, give the constraint priority 999 in Interface Builder (it behaves as required while it can be satisfied)"#,
            #"20:37 error [required-priority-change] Rpc-ob-c02 Constraint "Logo".height == 120 is required, but OnboardingViewController.swift:11 sets the priority of its outlet "logoHeight" to 250 (.defaultLow); UIKit raises "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000." To fix it, give the constraint priority 999 in Interface Builder (it behaves as required while it can be satisfied)"#,
        ])
    }

    func testRequiredContentPrioritySample() throws {
        XCTAssertEqual(try findings("required-content-priority.xib"), [
            #"13:17 warning [required-content-priority] Rcp-pr-Nam "Espresso cups, set of 4" has a required horizontal content hugging priority (1000); use 999, so the view can give way instead of making the layout unsatisfiable"#,
            #"19:17 warning [required-content-priority] Rcp-pr-Prc "€ 24.90" has a required horizontal compression resistance priority (1000); use 999, so the view can give way instead of making the layout unsatisfiable"#,
        ])
    }

    func testFixedWidthClippingSample() throws {
        XCTAssertEqual(try findings("fixed-width-clipping.xib"), [
            #"16:25 warning [fixed-width-clipping] Fwc-sg-c01 Fixed width constraints may cause clipping. "Continue with Apple".width == 180 fixes the width of a button whose text sets its intrinsic width; use >= or <=, or let the text size it"#,
        ])
    }

    func testLeftRightAttributeSample() throws {
        XCTAssertEqual(try findings("left-right-attribute.xib"), [
            #"23:17 warning [left-right-attribute] Lra-ct-c01 Constraint "Avatar".left == "Contact Row".left + 16 uses left/right, which do not flip for right-to-left languages; replace left with leading unless the layout must not mirror"#,
            #"25:17 warning [left-right-attribute] Lra-ct-c03 Constraint "Amira Haddad".left == "Avatar".right + 12 uses left/right, which do not flip for right-to-left languages; replace left with leading and right with trailing unless the layout must not mirror"#,
        ])
    }

    func testUnreliableBaselineSample() throws {
        XCTAssertEqual(try findings("unreliable-baseline.xib"), [
            #"50:17 warning [unreliable-baseline] Urb-hd-c09 Constraint "5 min read".lastBaseline == "Swift on the server".lastBaseline aligns the baseline of "Swift on the server", whose height is fixed by "Swift on the server".height == 44; baselines line up only while a view is at its intrinsic height"#,
            #"52:17 warning [unreliable-baseline] Urb-hd-c11 Constraint "Badge".lastBaseline == "5 min read".lastBaseline aligns the baseline of "Badge", which has no intrinsic height and no text of its own (UIKit uses an edge of its frame); baselines line up only while a view is at its intrinsic height"#,
        ])
    }

    func testArrangedViewAxisConstraintSample() throws {
        XCTAssertEqual(try findings("arranged-view-axis-constraint.storyboard"), [
            #"30:37 warning [arranged-view-axis-constraint] Avc-ck-c01 {regular height} Constraint "Pay later".top == "Pay now".bottom + 12 positions "Pay later" along the axis of stack view "Actions" (vertical), which already positions its arranged views there, so the constraint repeats or fights the arrangement; use the stack view's spacing and alignment, or constrain the stack view instead"#,
            #"41:29 warning [arranged-view-axis-constraint] Avc-ck-c05 {compact height} Constraint "Pay now".centerX == "View".centerX positions "Pay now" along the axis of stack view "Actions" (horizontal), which already positions its arranged views there, so the constraint repeats or fights the arrangement; use the stack view's spacing and alignment, or constrain the stack view instead"#,
        ])
    }

    func testDuplicateConstraintSample() throws {
        XCTAssertEqual(try findings("duplicate-constraint.xib"), [
            #"18:25 warning [duplicate-constraint] Dpc-pf-c03 {compact height} Constraint "Avatar".height == 88 duplicates the constraint Dpc-pf-c02 at line 17 ("Avatar".height == 88); remove one of them"#,
            #"44:17 warning [duplicate-constraint] Dpc-pf-c10 Constraint "Avatar".trailing == "Name Field".leading - 16 duplicates the constraint Dpc-pf-c06 at line 40 ("Name Field".leading == "Avatar".trailing + 16); remove one of them"#,
        ])
    }

    func testRedundantConstraintSample() throws {
        XCTAssertEqual(try findings("redundant-constraint.xib"), [
            #"28:25 warning [redundant-constraint] Rdc-pf-c06 Constraint "Card".bottom == "Avatar".bottom + 16 is redundant: "Avatar".height == 88 (line 20), "Card".height == 120 (line 25) and "Avatar".top == "Card".top + 16 (line 27) already determine it; remove it or one of them, so that a later edit cannot make them disagree"#,
        ])
    }

    func testPlaceholderDependencySample() throws {
        XCTAssertEqual(try findings("placeholder-dependency.xib"), [
            #"28:17 warning [placeholder-dependency] Phd-bn-c04 Placeholder constraint "Banner".height == 120 is removed at build time, and without it "Banner" needs constraints for: height; add constraints for it in code before the view is laid out, or turn off "Remove at build time""#,
        ])
    }
}
