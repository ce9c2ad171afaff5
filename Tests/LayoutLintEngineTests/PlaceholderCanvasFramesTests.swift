import LayoutLintEngine
import LayoutLintModel
import XCTest

/// Interface Builder's canvas lays a scene out with its placeholder constraints in force: where
/// the run time (placeholders removed) leaves a view's frame free, the frame is the one the
/// placeholders give, and the views inside it are laid out in it (`placingFreeViewsByPlaceholders`).
final class PlaceholderCanvasFramesTests: XCTestCase {
    /// `card` is pinned at the top leading corner, 40 tall, and 120 wide only by a placeholder (a
    /// view whose width code sets); `inner` fills it with 10-point insets; `bar` is determined at
    /// run time without any placeholder.
    private func cardScene(widthPlaceholders: [Double]) -> (subviews: String, constraints: String) {
        let inner = view("inner", frame: #"x="10" y="10" width="100" height="20""#)
        let subviews = view("card", frame: #"x="20" y="40" width="120" height="40""#, subviews: inner, constraints: [
            constraint("il", "inner", "leading", "card", "leading", constant: 10),
            constraint("it", "card", "trailing", "inner", "trailing", constant: 10),
            constraint("iy", "inner", "top", "card", "top", constant: 10),
            constraint("ib", "card", "bottom", "inner", "bottom", constant: 10),
        ].joined() + widthPlaceholders.enumerated().map { index, width in
            constraint("pw\(index)", "card", "width", constant: width, placeholder: true)
        }.joined()) + view("bar", frame: #"x="0" y="100" width="375" height="8""#)
        let constraints = [
            constraint("cl", "card", "leading", "root", "leading", constant: 20),
            constraint("ct", "card", "top", "root", "top", constant: 40),
            constraint("ch", "card", "height", constant: 40),
            constraint("bl", "bar", "leading", "root", "leading"), constraint("bt", "root", "trailing", "bar", "trailing"),
            constraint("by", "bar", "top", "root", "top", constant: 100), constraint("bh", "bar", "height", constant: 8),
        ].joined()
        return (subviews, constraints)
    }

    func testAViewFreeAtRunTimeIsLaidOutAsItsPlaceholdersPlaceItOnTheCanvas() throws {
        let (subviews, constraints) = cardScene(widthPlaceholders: [120])
        let layout = try solveScene(subviews, constraints)
        // The run time still leaves the width free (that is what the placeholder is for) ...
        XCTAssertEqual(layout.ambiguous["card"], [.width])
        XCTAssertEqual(layout.conflicts, [])
        // ... but the frame is the canvas's: the placeholder's width, and the view inside laid out in it.
        XCTAssertEqual(layout.frames["card"], Rect(x: 20, y: 40, width: 120, height: 40))
        XCTAssertEqual(layout.frames["inner"], Rect(x: 10, y: 10, width: 100, height: 20))
        XCTAssertEqual(layout.frames["bar"], Rect(x: 0, y: 100, width: 375, height: 8))
    }

    func testTheRunTimeSolveKeepsItsPlaceholderSolveAsANewOneWouldGiveIt() throws {
        let (subviews, constraints) = cardScene(widthPlaceholders: [120])
        let (document, scene) = try parseScene(subviews, constraints)
        let configuration = LayoutEngine.savedConfiguration(of: document)
        let meter = WorkMeter(budget: WorkBudget.minimalConflicts)
        let (runTime, kept) = WorkScope.$conflictMeter.withValue(meter) {
            let layout = LayoutEngine.solve(document: document, scene: scene, configuration: configuration)
            return (layout, layout.keptDesignedLayout())
        }
        let fresh = LayoutEngine.solve(document: document, scene: scene, configuration: configuration, keepsPlaceholders: true)
        let designed = try XCTUnwrap(kept, "the run time left the card's width free, so it solved with the placeholders")
        XCTAssertEqual(runTime.ambiguous["card"], [.width])
        XCTAssertEqual(designed.frames, fresh.frames)
        XCTAssertEqual(designed.ambiguous, fresh.ambiguous)
        XCTAssertEqual(designed.ambiguous["card"] ?? [], [])
        // Outside a scene's conflict meter there is nothing to charge, so nothing is handed out.
        XCTAssertNil(runTime.keptDesignedLayout())
        // A meter that cannot afford what the kept solve spent gets none either.
        let spent = WorkMeter(budget: 0)
        spent.spend(1)
        XCTAssertNil(WorkScope.$conflictMeter.withValue(spent) { runTime.keptDesignedLayout() })
        // Where the run time determines every view (the width required as well) there is no
        // placeholder solve to keep.
        let (heldDocument, heldScene) = try parseScene(subviews, constraints + constraint("cw", "card", "width", constant: 120))
        let determined = WorkScope.$conflictMeter.withValue(WorkMeter(budget: WorkBudget.minimalConflicts)) {
            LayoutEngine.solve(document: heldDocument, scene: heldScene, configuration: configuration).keptDesignedLayout()
        }
        XCTAssertNil(determined)
    }

    func testPlaceholdersThatConflictOnTheCanvasLeaveTheRunTimeFrames() throws {
        // Two placeholder widths that cannot both hold: the canvas breaks one, which the stored
        // frames do not say, so the frames stay those of the run time (the scene without them).
        let (subviews, constraints) = cardScene(widthPlaceholders: [120, 200])
        let layout = try solveScene(subviews, constraints)
        let (bareSubviews, bareConstraints) = cardScene(widthPlaceholders: [])
        let runTime = try solveScene(bareSubviews, bareConstraints)
        XCTAssertEqual(layout.ambiguous["card"], [.width])
        XCTAssertEqual(layout.frames["card"], runTime.frames["card"])
        XCTAssertEqual(layout.frames["inner"], runTime.frames["inner"])
        XCTAssertNotEqual(layout.frames["card"]?.width, 120)
    }
}
