#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutLintEngine
import XCTest

/// `LAYOUTLINT_CONTENT_SIZES=measured`: the solver takes a view's measured content size first and
/// its stored frame only as the fallback (issue 22); by default it keeps the stored frame.
final class ContentSizePolicyTests: XCTestCase {
    override func tearDown() {
        unsetenv("LAYOUTLINT_CONTENT_SIZES")
        super.tearDown()
    }

    /// "Label" in the default 17-point system font, placed by its leading and top edges only, but
    /// saved 120 points wide (as Xcode saves a label stretched by a contest it lost).
    private func solvedWidth() throws -> Double? {
        let stretched = label("l", "Label", frame: #"x="16" y="40" width="120" height="20.5""#)
        let layout = try solveScene(stretched, [
            constraint("c1", "l", "leading", "root", "leading", constant: 16),
            constraint("c2", "l", "top", "root", "top", constant: 40),
        ].joined())
        return layout.frames["l"]?.width
    }

    func testTheStoredWidthIsTheContentWidthByDefault() throws {
        unsetenv("LAYOUTLINT_CONTENT_SIZES")
        XCTAssertEqual(try solvedWidth(), 120)
    }

    func testTheSwitchGivesTheLabelItsMeasuredWidth() throws {
        setenv("LAYOUTLINT_CONTENT_SIZES", "measured", 1)
        let width = try XCTUnwrap(try solvedWidth())
        XCTAssertEqual(width, 42, accuracy: 1, "the measured width of \"Label\" (Interface Builder's 42)")
    }

    func testMeasuredWidthsKeepTheStoredHeight() throws {
        // `measured-widths` takes the measured width only; the height stays the stored one.
        setenv("LAYOUTLINT_CONTENT_SIZES", "measured-widths", 1)
        let stretched = label("l", "Label", frame: #"x="16" y="40" width="120" height="30""#)
        let layout = try solveScene(stretched, [
            constraint("c1", "l", "leading", "root", "leading", constant: 16),
            constraint("c2", "l", "top", "root", "top", constant: 40),
        ].joined())
        XCTAssertEqual(try XCTUnwrap(layout.frames["l"]?.width), 42, accuracy: 1)
        XCTAssertEqual(layout.frames["l"]?.height, 30)
    }
}
