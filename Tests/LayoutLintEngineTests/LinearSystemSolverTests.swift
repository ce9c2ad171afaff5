@testable import LayoutLintEngine
import XCTest

/// Semantic rules of the solver (ENGINE.md §2, §4, §5) on systems whose answer is known by hand.
final class LinearSystemSolverTests: XCTestCase {
    private var constraints: [LinearConstraint] = []
    private var variableCount = 0

    override func setUp() {
        constraints = []
        variableCount = 0
    }

    private func variable() -> Variable {
        variableCount += 1
        return Variable(variableCount - 1)
    }

    @discardableResult
    private func add(_ expression: LinearExpression, _ relation: ConstraintRelation, priority: Double = 1000) -> Int {
        constraints.append(LinearConstraint(expression, relation, priority: priority, tag: constraints.count))
        return constraints.count - 1
    }

    private func x(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
    private func c(_ value: Double) -> LinearExpression { .constant(value) }

    private func solve() -> LinearSolution {
        LinearSystemSolver(variableCount: variableCount, constraints: constraints).solve()
    }

    func testAConsistentLoopOfDifferencesIsRedundantAndNamesItsLoop() {
        // top = 16, height = 88, bottom = top + height, container = bottom + 16 = 120: the last
        // closes a loop whose constants agree; a disagreeing one would be a conflict instead.
        let top = variable(), bottom = variable(), container = variable()
        let pin = add(x(top) - c(16), .equal)
        let height = add(x(bottom) - x(top) - c(88), .equal)
        let fixed = add(x(container) - c(120), .equal)
        let margin = add(x(container) - x(bottom) - c(16), .equal)
        let solution = solve()
        XCTAssertEqual(solution.redundancies.map(\.tag), [margin])
        XCTAssertEqual(Set(solution.redundancies[0].impliedBy), [pin, height, fixed])
        XCTAssertTrue(solution.conflicts.isEmpty)

        add(x(container) - x(bottom) - c(20), .equal)
        XCTAssertEqual(solve().redundancies.map(\.tag), [margin], "a disagreeing loop is not a redundancy")
    }

    func testHigherLevelBeatsAnyNumberOfLowerOnes() {
        // ENGINE.md §2: kiwi's weighted sum gives w = 0 here; levels give w = 100.
        let w = variable()
        add(x(w) - c(100), .equal, priority: 251)
        for _ in 0..<4 {
            let a = variable()
            add(x(a), .equal, priority: 250)
            add(x(a) - x(w), .equal)
        }
        let solution = solve()
        XCTAssertEqual(solution.value(w), 100, accuracy: 1e-9)
        XCTAssertFalse(solution.movable[w.index])
        XCTAssertEqual(solution.conflicts, [])
    }

    func testWithinALevelTheSumOfErrorsIsMinimised() {
        // Three pulls at one level settle on the median: unique, not a tie.
        let v = variable()
        add(x(v) - c(10), .equal, priority: 500)
        add(x(v) - c(20), .equal, priority: 500)
        add(x(v) - c(50), .equal, priority: 500)
        let solution = solve()
        XCTAssertEqual(solution.value(v), 20, accuracy: 1e-9)
        XCTAssertFalse(solution.movable[v.index])
    }

    func testTwoPullsAtOneLevelTie() {
        let v = variable()
        let low = add(x(v) - c(10), .equal, priority: 500)
        let high = add(x(v) - c(20), .equal, priority: 500)
        let solution = solve()
        XCTAssertTrue(solution.movable[v.index])
        XCTAssertEqual(Set(solution.tiedTags), [low, high])
    }

    func testInequalityOnlyLeavesAVariableFree() {
        let v = variable()
        add(x(v) - c(10), .greaterThanOrEqual)
        let solution = solve()
        XCTAssertTrue(solution.movable[v.index])
        XCTAssertGreaterThanOrEqual(solution.value(v), 10 - 1e-9)
    }

    func testMovementIsTheRangeOverTheOptimalSolutions() {
        // 10 ≤ v ≤ 50 with nothing preferring a value: v moves over the whole interval; a view
        // with only a lower bound moves without limit upwards.
        let v = variable(), w = variable()
        add(x(v) - c(10), .greaterThanOrEqual)
        add(x(v) - c(50), .lessThanOrEqual)
        add(x(w) - c(5), .greaterThanOrEqual)
        let solution = LinearSystemSolver(variableCount: variableCount, constraints: constraints)
            .solve(movementQueries: [x(v), x(w), x(v) - x(v)])
        let value = solution.value(v)
        XCTAssertEqual(solution.movements[0].down ?? .nan, 10 - value, accuracy: 1e-9)
        XCTAssertEqual(solution.movements[0].up ?? .nan, 50 - value, accuracy: 1e-9)
        XCTAssertEqual(solution.movements[1].down ?? .nan, 5 - solution.value(w), accuracy: 1e-9)
        XCTAssertNil(solution.movements[1].up)
        XCTAssertEqual(solution.movements[2], Movement(down: 0, up: 0))
    }

    func testMovementStaysOnTheOptimalFace() {
        // An optional preference at 500 holds v at 30 although 10 ≤ v ≤ 50 would allow more: the
        // range is that of the optimal solutions, not of the feasible ones. u = v + t with
        // 0 ≤ t ≤ 4 moves 4 (a sum whose parts are in one component).
        let v = variable(), u = variable(), t = variable()
        add(x(v) - c(10), .greaterThanOrEqual)
        add(x(v) - c(50), .lessThanOrEqual)
        add(x(v) - c(30), .equal, priority: 500)
        add(x(t), .greaterThanOrEqual)
        add(x(t) - c(4), .lessThanOrEqual)
        add(x(u) - x(v) - x(t), .equal)
        let solution = LinearSystemSolver(variableCount: variableCount, constraints: constraints)
            .solve(movementQueries: [x(v), x(u) - x(v)])
        XCTAssertEqual(solution.movements[0], Movement(down: 0, up: 0))
        let offset = solution.value(u) - solution.value(v)
        XCTAssertEqual(solution.movements[1].down ?? .nan, -offset, accuracy: 1e-9)
        XCTAssertEqual(solution.movements[1].up ?? .nan, 4 - offset, accuracy: 1e-9)
    }

    func testHuggingAndCompressionResistanceFixAnIntrinsicSize() {
        let w = variable()
        add(x(w) - c(80), .lessThanOrEqual, priority: 250)
        add(x(w) - c(80), .greaterThanOrEqual, priority: 750)
        add(x(w) - c(60), .lessThanOrEqual, priority: 500)
        let solution = solve()
        // 750 compression resistance beats the 500 maximum.
        XCTAssertEqual(solution.value(w), 80, accuracy: 1e-9)
        XCTAssertFalse(solution.movable[w.index])
    }

    func testDifferenceCycleConflictIsTheCycle() {
        // left = 0; right = left + 100; width = right - left = 50 is impossible.
        let left = variable(), right = variable()
        let pin = add(x(left), .equal)
        let size = add(x(right) - x(left) - c(100), .equal)
        let unrelated = add(x(variable()) - c(7), .equal)
        let clash = add(x(right) - x(left) - c(50), .equal)
        let solution = solve()
        XCTAssertEqual(solution.conflicts, [Conflict(tags: [size, clash], broken: clash)])
        XCTAssertEqual(solution.value(right) - solution.value(left), 100, accuracy: 1e-9)
        _ = (pin, unrelated)
    }

    func testSimplexConflictIsMinimised() {
        // a + b = 100 (not a difference), a = 30, b = 30, c free: {sum, a, b} is the minimal set.
        let a = variable(), b = variable(), other = variable()
        let sum = add(x(a) + x(b) - c(100), .equal)
        let pinA = add(x(a) - c(30), .equal)
        add(x(other) - c(3), .greaterThanOrEqual)
        let pinB = add(x(b) - c(30), .equal)
        let solution = solve()
        XCTAssertEqual(solution.conflicts.map(\.tags), [[sum, pinA, pinB]])
        // Policy: required differences are placed first, so the sum is the one broken; it stays
        // as an error at 1100 that cannot move the pinned values.
        XCTAssertEqual(solution.conflicts.first?.broken, sum)
        XCTAssertEqual(solution.value(a), 30, accuracy: 1e-9)
        XCTAssertEqual(solution.value(b), 30, accuracy: 1e-9)
    }

    func testResultsNameConstraintsByIndexWhateverTheirTags() {
        // A caller that leaves constraints out of a system (a self-sizing cell's height) passes the
        // rest with their old tags, past the end of the new array: a conflict found in the simplex
        // was looked up by tag and trapped (fuzzing, issue 25).
        let a = variable(), b = variable()
        let system = [
            LinearConstraint(x(a) + x(b) - c(100), .equal, priority: 1000, tag: 40),
            LinearConstraint(x(a) - c(30), .equal, priority: 1000, tag: 41),
            LinearConstraint(x(a) + x(b) - c(60), .equal, priority: 500, tag: 42),
            LinearConstraint(x(b) + x(a) * 2 - c(30), .equal, priority: 1000, tag: 43),
        ]
        let solution = LinearSystemSolver(variableCount: variableCount, constraints: system).solve()
        XCTAssertEqual(solution.conflicts.map(\.tags), [[0, 1, 3]])
        XCTAssertEqual(solution.conflicts.first?.broken, 3)
    }

    func testInequalityConflict() {
        let w = variable()
        add(x(w) - c(100), .equal)
        let cap = add(x(w) - c(50), .lessThanOrEqual)
        let solution = solve()
        XCTAssertEqual(solution.conflicts.count, 1)
        XCTAssertEqual(solution.conflicts[0].broken, cap)
        XCTAssertEqual(solution.conflicts[0].tags, [0, cap])
    }

    func testCentersAreDeterminedThroughTheSimplex() {
        // A view centred in a 300-wide superview with width 100: left = 100.
        let superLeft = variable(), superRight = variable(), left = variable(), right = variable()
        add(x(superLeft), .equal)
        add(x(superRight) - c(300), .equal)
        add(x(right) - x(left) - c(100), .equal)
        add((x(left) + x(right)) * 0.5 - (x(superLeft) + x(superRight)) * 0.5, .equal)
        let solution = solve()
        XCTAssertEqual(solution.value(left), 100, accuracy: 1e-9)
        XCTAssertFalse(solution.movable[left.index])
        XCTAssertFalse(solution.movable[right.index])
    }

    func testDegenerateInequalitiesPinAVariable() {
        // v >= 10 and v <= 10: determined, though each alone leaves it free.
        let v = variable(), u = variable()
        add(x(v) - c(10), .greaterThanOrEqual)
        add(x(v) - c(10), .lessThanOrEqual)
        add(x(u) - x(v), .greaterThanOrEqual)
        add(x(u) - x(v), .lessThanOrEqual)
        let solution = solve()
        XCTAssertFalse(solution.movable[v.index])
        XCTAssertFalse(solution.movable[u.index])
        XCTAssertEqual(solution.value(u), 10, accuracy: 1e-9)
    }

    func testSameAnswerEveryRun() {
        let a = variable(), b = variable()
        add(x(a) + x(b) * 2 - c(10), .equal, priority: 300)
        add(x(a) - x(b), .lessThanOrEqual, priority: 300)
        add(x(a) - c(1), .greaterThanOrEqual)
        let first = solve()
        for _ in 0..<5 {
            let again = solve()
            XCTAssertEqual(again.values, first.values)
            XCTAssertEqual(again.movable, first.movable)
        }
    }
}
