import LayoutLintEngine
import LayoutLintModel
import XCTest

/// UIKit canvas checks: an equal-priority tie whose constraints are each off by 2 points or less,
/// and in which no measured label takes part, is a stored frame taken for an intrinsic size, not
/// Interface Builder's verdict (`LayoutEngine.ambiguityWithoutStoredFrameTies`).
final class StoredFrameTiesTests: XCTestCase {
    /// A wrapping label pinned at the top, above a 30-point bar whose top an optional (750)
    /// constraint puts at 320: the label gets 270 points, and its compression resistance (750)
    /// holds it at its stored height, which stands in for its intrinsic height.
    private func stretchedNote(storedHeight: Double) throws -> SceneLayout {
        let note = #"""
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="A note that wraps over a few lines." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="note">
            <rect key="frame" x="20" y="32" width="335" height="\#(storedHeight)"/>
        </label>
        """#
        let bar = view("bar", frame: #"x="20" y="320" width="335" height="30""#)
        return try solveScene(note + bar, [
            constraint("c1", "note", "top", "root", "top", constant: 32),
            constraint("c2", "note", "leading", "root", "leading", constant: 20),
            constraint("c3", "root", "trailing", "note", "trailing", constant: 20),
            constraint("c4", "bar", "top", "note", "bottom", constant: 18),
            constraint("c5", "bar", "top", "root", "top", constant: 320, priority: 750),
            constraint("c6", "bar", "leading", "root", "leading", constant: 20),
            constraint("c7", "bar", "width", constant: 335),
            constraint("c8", "bar", "height", constant: 30),
        ].joined(), interfaceBuilder: true)
    }

    func testATieWithinTwoPointsOfAStoredFrameIsNotFlagged() throws {
        // Stored 0.2 taller than the 270 points it gets: a label stretched by the bar's constraint
        // (its text needs far less), whose stored height is no measure of its text.
        let layout = try stretchedNote(storedHeight: 270.2)
        XCTAssertEqual(layout.ambiguity(of: "note"), [.height], "the run time still ties them")
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "note"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "bar"), [])
    }

    func testATieFurtherFromTheStoredFrameStaysFlagged() throws {
        let layout = try stretchedNote(storedHeight: 280)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "note"), [.height])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "bar"), [.minY])
    }

    func testATieAMeasuredLabelTakesPartInStaysFlagged() throws {
        // A one-line 17-point system label is measured one line tall (20.5 on a 2x phone), more
        // than the 20 points it gets and is stored at: Interface Builder's own measure, its tie.
        let title = #"""
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="20" y="32" width="335" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """#
        let bar = view("bar", frame: #"x="20" y="70" width="335" height="30""#)
        let layout = try solveScene(title + bar, [
            constraint("c1", "title", "top", "root", "top", constant: 32),
            constraint("c2", "title", "leading", "root", "leading", constant: 20),
            constraint("c3", "root", "trailing", "title", "trailing", constant: 20),
            constraint("c4", "bar", "top", "title", "bottom", constant: 18),
            constraint("c5", "bar", "top", "root", "top", constant: 70, priority: 750),
            constraint("c6", "bar", "leading", "root", "leading", constant: 20),
            constraint("c7", "bar", "width", constant: 335),
            constraint("c8", "bar", "height", constant: 30),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "title"), [.height])
    }
}
