import XCTest
@testable import LayoutLintEngine
import LayoutLintModel

/// Interface Builder's canvas sizes a free-standing top-level AppKit view that does not translate
/// its autoresizing mask by its content (`LayoutEngine.fittingTopLevelViews`); one that translates
/// it keeps its stored frame, and the slack that frame leaves ties views of equal priorities.
final class TopLevelViewFittingTests: XCTestCase {
    /// Two 100-wide labels of equal hugging (250) side by side, 20 from the root's edges and 8
    /// apart: 248 points of content in the 480-point root, so a root held at its width leaves 232
    /// points that either label may take.
    private func labels() -> (subviews: String, constraints: String) {
        func field(_ id: String, x: Double) -> String {
            """
            <textField horizontalHuggingPriority="250" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="229" width="100" height="21"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="\(id)-cell"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """
        }
        let constraints = pinnedTwentyFromTheTopLeading("a")
            + pin("c3", "b", "leading", "a", "trailing", 8) + pin("c4", "b", "top", "a", "top")
            + pin("c5", "root", "trailing", "b", "trailing", 20)
        return (field("a", x: 20) + field("b", x: 128), constraints)
    }

    func testAFreeStandingViewLaidOutByConstraintsFitsItsContent() throws {
        let scene = labels()
        let layout = try solveMac(scene.subviews, scene.constraints, rootAttributes: #"translatesAutoresizingMaskIntoConstraints="NO""#,
                                  interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "b"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "root"), [])
    }

    func testAFreeStandingViewThatTranslatesItsMaskKeepsItsSizeAndTheTie() throws {
        let scene = labels()
        let layout = try solveMac(scene.subviews, scene.constraints, interfaceBuilder: true)
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "b").contains(.minX), "the labels share the root's slack")
    }

    func testFramesStillComeFromTheStoredSize() throws {
        // Only Interface Builder's verdict changes: the run-time layout holds the root's stored
        // width as before.
        let scene = labels()
        let layout = try solveMac(scene.subviews, scene.constraints, rootAttributes: #"translatesAutoresizingMaskIntoConstraints="NO""#,
                                  interfaceBuilder: true)
        XCTAssertEqual(try XCTUnwrap(layout.frames["root"]).width, 480, accuracy: 0.01)
    }
}
