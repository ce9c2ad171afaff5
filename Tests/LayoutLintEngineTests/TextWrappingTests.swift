@testable import LayoutLintEngine
import LayoutLintModel
import XCTest

/// Wrap-then-re-solve (issue 22): with measured content sizes, a label of several lines takes the
/// height of its text wrapped at the width the first solve gave it, as UIKit lays it out twice.
final class TextWrappingTests: XCTestCase {
    /// A wrapping label pinned 16 points in from each side of the 375-point root and at the top,
    /// saved 100 points tall (a height its text does not give it).
    private func solvedHeight(words: Int, lines: Int, _ contentSizes: ContentSizes) throws -> Double? {
        let text = Array(repeating: "Label", count: words).joined(separator: " ")
        let wrapping = view("l", "label", frame: #"x="16" y="40" width="343" height="100""#,
                            extra: #"text="\#(text)" numberOfLines="\#(lines)""#)
        let layout = try solveScene(wrapping, [
            constraint("c1", "l", "leading", "root", "leading", constant: 16),
            constraint("c2", "root", "trailing", "l", "trailing", constant: 16),
            constraint("c3", "l", "top", "root", "top", constant: 40),
        ].joined(), options: EngineOptions(contentSizes: contentSizes))
        return layout.frames["l"]?.height
    }

    /// Two lines of the 17-point system font (20.28 points each, rounded up to the pixel grid).
    private let twoLines = 2 * 17 * (TextBaselines.ascender + TextBaselines.descender)

    func testAWrappingLabelTakesTheHeightOfItsLinesAtItsSolvedWidth() throws {
        // Twelve "Label"s are about 550 points of text: two lines at 343.
        let height = try XCTUnwrap(try solvedHeight(words: 12, lines: 0, .measured))
        XCTAssertEqual(height, twoLines, accuracy: 0.5)
    }

    func testTheLineLimitCapsTheLines() throws {
        // Twenty "Label"s wrap into three lines at 343; numberOfLines 2 keeps two.
        let height = try XCTUnwrap(try solvedHeight(words: 20, lines: 2, .measured))
        XCTAssertEqual(height, twoLines, accuracy: 0.5)
    }

    func testStoredSizesKeepTheStoredHeight() throws {
        XCTAssertEqual(try solvedHeight(words: 12, lines: 0, .stored), 100)
        // Measured widths leave heights stored: a wrapped height needs the width first.
        XCTAssertEqual(try solvedHeight(words: 12, lines: 0, .measuredWidths), 100)
    }

    func testWrappingBreaksAtSpacesAndLongWordsBetweenCharacters() throws {
        var item = LayoutItem(id: "l", kind: .view, element: .label, className: "UILabel", name: "Label",
                              location: SourceLocation(line: 1))
        item.numberOfLines = 0
        item.text = "Label Label"
        let oneLine = try XCTUnwrap(TextMeasurement.wrappedLabel(item, width: 500, scale: 2))
        let split = try XCTUnwrap(TextMeasurement.wrappedLabel(item, width: 60, scale: 2))
        XCTAssertGreaterThan(split.height ?? 0, oneLine.height ?? 0)
        XCTAssertLessThanOrEqual(split.width, 60)
        XCTAssertEqual(split.width, oneLine.width / 2, accuracy: 3, "each line holds one word")
        item.text = String(repeating: "W", count: 40)
        let broken = try XCTUnwrap(TextMeasurement.wrappedLabel(item, width: 100, scale: 2))
        XCTAssertGreaterThan(broken.height ?? 0, 3 * (oneLine.height ?? 0), "a 40-letter word breaks into several lines")
        XCTAssertNil(TextMeasurement.wrappedLabel(item, width: 0, scale: 2))
    }

    /// A label given its own text's width (it hugs it) gets one line back even when the text
    /// measures half a point wider than the width Xcode stored: within the measurement's error.
    func testTextWithinTheMeasurementErrorOfItsWidthStaysOneLine() throws {
        var item = LayoutItem(id: "l", kind: .view, element: .label, className: "UILabel", name: "Label",
                              location: SourceLocation(line: 1))
        item.numberOfLines = 0
        item.text = "Label"
        let line = try XCTUnwrap(TextMeasurement.wrappedLabel(item, width: 500, scale: 2))
        let tight = try XCTUnwrap(TextMeasurement.wrappedLabel(item, width: line.width - 0.5, scale: 2))
        XCTAssertEqual(tight.height, line.height, "one line, not the word broken in two")
        let narrow = try XCTUnwrap(TextMeasurement.wrappedLabel(item, width: line.width - 2 * TextMeasurement.wrapTolerance, scale: 2))
        XCTAssertGreaterThan(narrow.height ?? 0, line.height ?? 0)
    }
}
