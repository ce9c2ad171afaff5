@testable import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
@testable import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// The checks of a conflict against layoutlint's estimates re-solve its members (and for a cell,
/// the whole scene) once per conflict; a scene's budget bounds them (issue 25). Past it, no answer
/// is trusted: `isCutShort` says so and the rule makes the conflict a warning with a note.
final class ConflictEstimateBudgetTests: XCTestCase {
    /// A label stored 100 wide that resists compression at 1000, given a width of 99: a conflict
    /// that rests on its intrinsic width (an estimate).
    private let text = sceneDocument(width: 320, height: 100, subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="16" y="16" width="100" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <constraints>
                <constraint firstAttribute="width" constant="99" id="w1"/>
            </constraints>
        </label>
        """, constraints: """
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
        """)

    private func estimates(budget: Int) throws -> (ConflictEstimates, SceneConflict) {
        let document = try DocumentLoader.parse(text: text, path: "View.xib")
        let context = LintContext(document: document)
        let scene = try XCTUnwrap(document.scenes.first)
        let solved = try XCTUnwrap(context.solved(scene).first { !$0.layout.conflicts.isEmpty })
        let estimates = ConflictEstimates(system: solved.layout.system, index: context.index(scene), meter: WorkMeter(budget: budget))
        return (estimates, try XCTUnwrap(solved.layout.conflicts.first))
    }

    func testWithinTheBudgetTheConflictRestsOnItsEstimate() throws {
        let (estimates, conflict) = try estimates(budget: WorkBudget.conflictEstimates)
        XCTAssertNotNil(estimates.assumptions(of: conflict))
        XCTAssertFalse(estimates.isCutShort)
        XCTAssertGreaterThan(estimates.meter.spent, 0, "the checks' solves spend from the scene's budget")
    }

    func testPastTheBudgetNoAnswerIsTrusted() throws {
        let (estimates, conflict) = try estimates(budget: 0)
        _ = estimates.assumptions(of: conflict)
        XCTAssertTrue(estimates.isCutShort)
        XCTAssertFalse(estimates.storedFramesHold(conflict), "unknown is never 'Xcode laid it out without the conflict'")
        XCTAssertTrue(estimates.stillConflicts(conflict, leavingOut: []), "unknown is never 'holds at the cell's stored size'")
    }
}
