import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// equal-priority-conflict in an NSGridView: layoutlint's model makes a track hug towards zero at
/// the grid's hugging priority, which ties with its content's compression resistance when the two
/// are equal; NSGridView sizes a track to its largest content, so that tie is the model's and not
/// reported. Content squeezed by a grid held at a height its rows do not fit still ties.
final class GridTieTests: XCTestCase {
    private func document(rootHeight: Int, gridAttributes: String, gridConstraints: String = "", pinsBottom: Bool = true) throws -> Document {
        try GridFixture.checkBoxAboveLabel(rootHeight: rootHeight, gridAttributes: gridAttributes, gridConstraints: gridConstraints,
                                           pinsBottom: pinsBottom)
    }

    private func ties(_ document: Document) -> [Finding] {
        EqualPriorityConflictRule().check(LintContext(document: document))
    }

    /// The grid hugs at 750 like its content's compression resistance, in a root stored too short
    /// for it (which gives way at the window's size-stay-put priority): no tie.
    func testAGridThatHugsAtItsContentsCompressionResistanceMakesNoTie() throws {
        let found = ties(try document(rootHeight: 80, gridAttributes: #"verticalHuggingPriority="750" "#))
        XCTAssertEqual(found.map(\.message), [])
    }

    /// A grid held at 50 points by a required height: the check box and the label both resist
    /// compression at 750, and which one gives way is undetermined.
    func testContentSqueezedByAGridOfFixedHeightStillTies() throws {
        let height = #"<constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>"#
        let found = ties(try document(rootHeight: 120, gridAttributes: "", gridConstraints: height, pinsBottom: false))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("compression resistance priority") ?? false, found.map(\.message).joined())
    }
}
