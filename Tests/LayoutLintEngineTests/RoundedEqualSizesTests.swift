import LayoutLintEngine
import LayoutLintModel
import XCTest

/// Views a required equality holds at one size whose stored frames differ by a rounding
/// (`IntrinsicContentConstraints.settlingRoundedEqualSizes`): two buttons side by side, `a` 20
/// from the root's leading edge and `b` 12 after it, as wide as each other.
final class RoundedEqualSizesTests: XCTestCase {
    private func solveButtons(_ widths: [Double]) throws -> SceneLayout {
        var subviews = "", constraints = "", x = 20.0
        let ids = widths.indices.map { "b\($0)" }
        for (id, width) in zip(ids, widths) {
            subviews += view(id, "button", frame: #"x="\#(x)" y="100" width="\#(width)" height="30""#,
                             extra: #"buttonType="system" contentHorizontalAlignment="center" contentVerticalAlignment="center""#)
            x += width + 12
        }
        constraints += constraint("lead", ids[0], "leading", "root", "leading", constant: 20)
        for (index, id) in ids.enumerated() {
            constraints += constraint("top\(index)", id, "top", "root", "top", constant: 100)
            guard index > 0 else { continue }
            constraints += constraint("gap\(index)", id, "leading", ids[index - 1], "trailing", constant: 12)
            constraints += constraint("equal\(index)", id, "width", ids[0], "width")
        }
        return try solveScene(subviews, constraints)
    }

    /// Stored 59 and 58: one width (58.5) rounded at two different fractions of a point. Both take
    /// it, so neither is stretched to the other's stored width, and the second starts half a point
    /// before its stored x, not one after (within the half point frames are compared at).
    func testAPairStoredOnePointApartTakesTheirMidpoint() throws {
        let layout = try solveButtons([59, 58])
        XCTAssertEqual(try XCTUnwrap(layout.frames["b0"]).width, 58.5, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(layout.frames["b1"]).width, 58.5, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(layout.frames["b1"]).x, 90.5, accuracy: 1e-6)
        XCTAssertTrue(layout.ambiguous.isEmpty, "\(layout.ambiguous)")
    }

    /// Two at 59 and one at 58 would take 58⅔, two thirds of a point from the third's stored
    /// width: not read as one rounded size, the stored widths stay (the widest's compression
    /// resistance wins, as before).
    func testAnUnevenGroupIsLeftAsStored() throws {
        let layout = try solveButtons([59, 59, 58])
        for id in ["b0", "b1", "b2"] {
            XCTAssertEqual(try XCTUnwrap(layout.frames[id]).width, 59, accuracy: 1e-6, id)
        }
    }

    /// Stored two points apart: more than a rounding, left as stored.
    func testSizesTwoPointsApartAreLeftAsStored() throws {
        let layout = try solveButtons([60, 58])
        XCTAssertEqual(try XCTUnwrap(layout.frames["b1"]).width, 60, accuracy: 1e-6)
    }

    /// Stored equal: nothing to settle.
    func testEqualStoredSizesAreKept() throws {
        let layout = try solveButtons([59, 59])
        XCTAssertEqual(try XCTUnwrap(layout.frames["b1"]).width, 59, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(layout.frames["b1"]).x, 91, accuracy: 1e-6)
    }
}
