import XCTest
@testable import LayoutLintEngine
import LayoutLintModel

/// Interface Builder's AppKit canvas does not flag freedom that only opens an inequality its
/// layout (the stored frames) holds tight; it flags freedom that leaves them tight.
final class AppKitTightInequalityTests: XCTestCase {
    /// A 200-wide custom view `card` 20 from the root's top and leading edges, whose bottom is
    /// only `>=` that of a fixed 100×40 `icon` at its top, above 20 points or more of the root:
    /// the card can grow only by opening `card.bottom >= icon.bottom`. It is stored
    /// `cardHeight` tall (40 holds that inequality tight).
    private func card(height cardHeight: Double, misplaced: Bool = false) -> (subviews: String, constraints: String) {
        let subviews = """
            <customView \(misplaced ? #"misplaced="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="20" y="\(250 - cardHeight)" width="200" height="\(cardHeight)"/>
                <subviews>\(fixedCustomView("icon", x: 0, y: cardHeight - 40, width: 100, height: 40))</subviews>
                <constraints>
                    \(pin("i1", "icon", "leading", "card", "leading"))
                    \(pin("i2", "icon", "top", "card", "top"))
                    \(constraint("i3", "card", "bottom", "icon", "bottom", relation: "greaterThanOrEqual"))
                </constraints>
            </customView>
            """
        let constraints = pinnedTwentyFromTheTopLeading("card") + pin("w", "card", "width", nil, nil, 200)
            + constraint("b", "root", "bottom", "card", "bottom", constant: 20, relation: "greaterThanOrEqual")
        return (subviews, constraints)
    }

    func testACustomViewHeldTightByItsContentIsNotFlagged() throws {
        let scene = card(height: 40)
        let layout = try solveMac(scene.subviews, scene.constraints, toolsVersion: "24765", interfaceBuilder: true)
        XCTAssertTrue(layout.ambiguity(of: "card").contains(.height), "the run time can grow the card")
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "card"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "icon"), [])
    }

    func testACustomViewStoredTallerThanItsContentIsFlagged() throws {
        // Stored 60 tall, the inequality has room in Interface Builder's layout: the card can
        // grow and shrink there.
        let scene = card(height: 60)
        let layout = try solveMac(scene.subviews, scene.constraints, toolsVersion: "24765", interfaceBuilder: true)
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "card").contains(.height))
    }

    func testAMisplacedViewsStoredFrameDoesNotHoldItsInequalities() throws {
        // Xcode flagged the card misplaced: its stored frame is not Interface Builder's layout.
        let scene = card(height: 40, misplaced: true)
        let layout = try solveMac(scene.subviews, scene.constraints, toolsVersion: "24765", interfaceBuilder: true)
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "card").contains(.height))
    }
}
