import LayoutLintEngine
import XCTest

/// `EngineOptions.contentSizes`: with `measured` the solver takes a view's measured content size
/// first and its stored frame only as the fallback (issue 22); by default it keeps the stored frame.
final class ContentSizePolicyTests: XCTestCase {
    /// "Label" in the default 17-point system font, placed by its leading and top edges only, but
    /// saved 120 points wide (as Xcode saves a label stretched by a contest it lost).
    private func solvedWidth(_ contentSizes: ContentSizes) throws -> Double? {
        let stretched = label("l", "Label", frame: #"x="16" y="40" width="120" height="20.5""#)
        let layout = try solveScene(stretched, [
            constraint("c1", "l", "leading", "root", "leading", constant: 16),
            constraint("c2", "l", "top", "root", "top", constant: 40),
        ].joined(), options: EngineOptions(contentSizes: contentSizes))
        return layout.frames["l"]?.width
    }

    func testTheStoredWidthIsTheContentWidthByDefault() throws {
        XCTAssertEqual(EngineOptions().contentSizes, .stored)
        XCTAssertEqual(try solvedWidth(.stored), 120)
    }

    func testTheOptionGivesTheLabelItsMeasuredWidth() throws {
        let width = try XCTUnwrap(try solvedWidth(.measured))
        XCTAssertEqual(width, 42, accuracy: 1, "the measured width of \"Label\" (Interface Builder's 42)")
    }

    func testMeasuredWidthsKeepTheStoredHeight() throws {
        // `measured-widths` takes the measured width only; the height stays the stored one.
        let stretched = label("l", "Label", frame: #"x="16" y="40" width="120" height="30""#)
        let layout = try solveScene(stretched, [
            constraint("c1", "l", "leading", "root", "leading", constant: 16),
            constraint("c2", "l", "top", "root", "top", constant: 40),
        ].joined(), options: EngineOptions(contentSizes: .measuredWidths))
        XCTAssertEqual(try XCTUnwrap(layout.frames["l"]?.width), 42, accuracy: 1)
        XCTAssertEqual(layout.frames["l"]?.height, 30)
    }

    /// The second looks of Interface Builder's verdict are built with the options of the layout.
    func testTheSystemKeepsItsOptions() throws {
        let layout = try solveScene(label("l", "Label", frame: #"x="16" y="40" width="120" height="20.5""#),
                                    constraint("c1", "l", "leading", "root", "leading", constant: 16),
                                    options: EngineOptions(contentSizes: .measured))
        XCTAssertEqual(layout.system.options.contentSizes, .measured)
    }
}
