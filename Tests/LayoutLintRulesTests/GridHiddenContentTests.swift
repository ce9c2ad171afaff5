import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// NSGridView keeps a hidden content view in its cell: it hides rows and columns, not the views of
/// its cells, and has no `detachesHiddenViews`; Xcode stores such views in their cells and flags none.
final class GridHiddenContentTests: XCTestCase {
    /// A hidden check box above a label in a one-column grid, the label spaced 8 below it.
    func testAHiddenContentViewIsStillPlacedByItsCell() throws {
        let document = try GridFixture.checkBoxAboveLabel(
            gridAttributes: #"verticalHuggingPriority="750" "#,
            gridConstraints: #"<constraints><constraint firstItem="note" firstAttribute="top" secondItem="check" secondAttribute="bottom" constant="8" id="gap"/></constraints>"#,
            checkBoxAttributes: #"hidden="YES" "#)
        XCTAssertEqual(AmbiguousLayoutRule().check(LintContext(document: document)).map(\.message), [])
    }
}
