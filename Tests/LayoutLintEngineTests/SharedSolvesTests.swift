@testable import LayoutLintEngine
import LayoutLintModel
import XCTest

/// Size classes that change nothing a solve reads share one solve (`SharedSolves`, issue 23).
final class SharedSolvesTests: XCTestCase {
    /// The width is 100 by default and 180 for compact width, and a required 50 conflicts with
    /// either: both compact-width classes build the same system, the regular width another.
    func testConfigurationsWithTheSameSystemShareTheirLayout() throws {
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="y"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            <constraint firstItem="a" firstAttribute="width" constant="100" id="w">
                <variation key="widthClass=compact" constant="180"/>
            </constraint>
            <constraint firstItem="a" firstAttribute="width" constant="50" id="w50"/>
            """#
        let (document, scene) = try parseScene(view("a"), constraints)
        func system(_ width: SizeClassValue, _ height: SizeClassValue) -> SceneSystem {
            SceneSystemBuilder.build(document: document, scene: scene, configuration: TraitKey(width: width, height: height))
        }
        let meter = WorkMeter(budget: WorkBudget.minimalConflicts)
        let solves = SharedSolves()
        let (portrait, landscape, pad, fresh) = WorkScope.$conflictMeter.withValue(meter) { () -> (SceneLayout, SceneLayout, SceneLayout, SceneLayout) in
            let portrait = solves.solve(system(.compact, .regular))
            let afterFirst = meter.spent
            let landscape = solves.solve(system(.compact, .compact))
            XCTAssertEqual(meter.spent, 2 * afterFirst, "a shared solve is charged what the first one spent")
            return (portrait, landscape, solves.solve(system(.regular, .regular)), LayoutEngine.solve(system(.compact, .compact)))
        }
        XCTAssertTrue(system(.compact, .regular).solvesAlike(system(.compact, .compact)))
        XCTAssertFalse(system(.compact, .regular).solvesAlike(system(.regular, .regular)))
        XCTAssertEqual(landscape.configuration, TraitKey(width: .compact, height: .compact))
        XCTAssertEqual(landscape.frames, fresh.frames)
        XCTAssertEqual(landscape.conflicts, fresh.conflicts)
        XCTAssertEqual(landscape.frames, portrait.frames)
        XCTAssertEqual(portrait.conflicts.count, 1)
        XCTAssertNotEqual(pad.frames["a"], portrait.frames["a"])
    }
}
