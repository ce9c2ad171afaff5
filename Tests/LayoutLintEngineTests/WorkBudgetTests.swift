@testable import LayoutLintEngine
import LayoutLintModel
import XCTest

/// Sizes no screen has, and the budgets that bound a solve and its explanations.
final class WorkBudgetTests: XCTestCase {
    /// Issue 25: `Int(1e308)` trapped here ("Double value cannot be converted to Int").
    func testDeviceOfAHugeOrNonFiniteSizeIsNone() {
        for value in [1e308, -1e308, .infinity, -.infinity, .nan, 9.3e18] {
            XCTAssertNil(DeviceCatalog.device(ofSize: Size(width: value, height: 844)))
            XCTAssertNil(DeviceCatalog.device(ofSize: Size(width: 390, height: value)))
        }
        XCTAssertNotNil(DeviceCatalog.device(ofSize: Size(width: 390, height: 844)))
        XCTAssertNotNil(DeviceCatalog.device(ofSize: Size(width: 844.5, height: 390.25)))
    }

    /// Required widths 1…n of one variable: n−1 conflicts. With no budget left for shrinking, each
    /// lists its candidates and says it is not minimal; the solve itself still finishes.
    func testConflictsPastTheBudgetAreReportedUnshrunk() {
        let constraints = (1...30).map { LinearConstraint(LinearExpression(Variable(0)) + -Double($0), .equal, tag: $0 - 1) }
        var solver = LinearSystemSolver(variableCount: 1, constraints: constraints)
        let full = solver.solve()
        XCTAssertEqual(full.conflicts.count, 29)
        XCTAssertTrue(full.conflicts.allSatisfy(\.isMinimal))
        solver.conflictBudget = 0
        let cut = solver.solve()
        XCTAssertEqual(cut.conflicts.count, 29)
        XCTAssertTrue(cut.conflicts.contains { !$0.isMinimal })
        XCTAssertFalse(cut.isCutShort)
    }

    func testASolvePastItsBudgetSaysSo() {
        // Inequalities coupling neighbours: nothing for the presolve or definition peeling to take.
        var constraints: [LinearConstraint] = []
        for index in 0..<40 {
            let pair = LinearExpression(Variable(index)) + LinearExpression(Variable(index + 1))
            constraints.append(LinearConstraint(pair + -10, .greaterThanOrEqual, tag: constraints.count))
            constraints.append(LinearConstraint(pair + -20, .lessThanOrEqual, tag: constraints.count))
        }
        var solver = LinearSystemSolver(variableCount: 41, constraints: constraints)
        XCTAssertFalse(solver.solve().isCutShort)
        solver.solveBudget = 5
        XCTAssertTrue(solver.solve().isCutShort)
    }
}
