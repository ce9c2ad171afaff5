@testable import LayoutLintEngine
import XCTest

/// Where kiwisolver's weighted strengths and Auto Layout's lexicographic levels disagree, worked out
/// by hand (kiwi's answer in the comments: its objective is Σ strength × |error|), and random
/// self-consistency checks. The full differential test against kiwi is Benchmarks/kiwi_differential.py.
final class KiwiDifferentialTests: XCTestCase {
    private struct System {
        var variableCount = 0
        var constraints: [LinearConstraint] = []

        mutating func variable() -> Variable {
            variableCount += 1
            return Variable(variableCount - 1)
        }

        mutating func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: ConstraintRelation, _ priority: Double = 1000) {
            var expression = LinearExpression(constant: constant)
            for (variable, coefficient) in terms { expression.add(LinearExpression(variable, times: coefficient)) }
            constraints.append(LinearConstraint(expression, relation, priority: priority, tag: constraints.count))
        }

        func solve() -> LinearSolution { LinearSystemSolver(variableCount: variableCount, constraints: constraints).solve() }
    }

    func testOneHigherPullBeatsManyLowerOnesThroughRequiredEqualities() {
        // w == 100 @251; a_i == 0 @250 and a_i == w required, i = 1…k.
        // kiwi (weights 251 vs k × 250): w = 0 for every k ≥ 2. Levels: w = 100.
        for k in 2...6 {
            var system = System()
            let w = system.variable()
            system.add([(w, 1)], -100, .equal, 251)
            for _ in 0..<k {
                let a = system.variable()
                system.add([(a, 1)], 0, .equal, 250)
                system.add([(a, 1), (w, -1)], 0, .equal)
            }
            let solution = system.solve()
            for value in solution.values { XCTAssertEqual(value, 100, accuracy: 1e-9) }
            XCTAssertFalse(solution.movable.contains(true))
        }
    }

    func testCompressionResistanceBeatsSeveralHuggingCaps() {
        // w >= 120 @751 against three w <= 80 @750: kiwi (751 vs 3 × 750) gives 80; levels give 120.
        var system = System()
        let w = system.variable()
        system.add([(w, 1)], -120, .greaterThanOrEqual, 751)
        for _ in 0..<3 { system.add([(w, 1)], -80, .lessThanOrEqual, 750) }
        XCTAssertEqual(system.solve().value(w), 120, accuracy: 1e-9)
    }

    func testWellSeparatedStrengthsStillAddUp() {
        // kiwi's strong (10^6) against 1001 medium (10^3) pulls: kiwi gives 500; 750 beats any number of 500s.
        var system = System()
        let w = system.variable()
        system.add([(w, 1)], -200, .equal, 750)
        for _ in 0..<1001 { system.add([(w, 1)], -500, .equal, 500) }
        let solution = system.solve()
        XCTAssertEqual(solution.value(w), 200, accuracy: 1e-9)
        XCTAssertFalse(solution.movable[w.index])
    }

    func testLevelsDecideAlongAChain() {
        // Three views in a row between edges 0 and 300, gaps 10: v0 wants width 200 @500, v1 and v2
        // want 150 @250 each. kiwi with weights 500/250/250: giving v0 1 more costs 500 there and
        // saves 250 + 250 below: a tie, any split. Levels: v0 gets 200 first; v1 and v2 then split
        // the remaining 80 (their sum is fixed: a tie within 250 only in how, not whether).
        var system = System()
        let x0 = system.variable(), w0 = system.variable(), x1 = system.variable(), w1 = system.variable()
        let x2 = system.variable(), w2 = system.variable()
        system.add([(x0, 1)], 0, .equal)
        system.add([(x1, 1), (x0, -1), (w0, -1)], -10, .equal)
        system.add([(x2, 1), (x1, -1), (w1, -1)], -10, .equal)
        system.add([(x2, 1), (w2, 1)], -300, .equal)
        system.add([(w0, 1)], -200, .equal, 500)
        system.add([(w1, 1)], -150, .equal, 250)
        system.add([(w2, 1)], -150, .equal, 250)
        for width in [w0, w1, w2] { system.add([(width, 1)], 0, .greaterThanOrEqual) }
        let solution = system.solve()
        XCTAssertEqual(solution.value(w0), 200, accuracy: 1e-9)
        XCTAssertEqual(solution.value(w1) + solution.value(w2), 80, accuracy: 1e-9)
        XCTAssertFalse(solution.movable[w0.index])
        XCTAssertTrue(solution.movable[w1.index])
        XCTAssertEqual(solution.value(x2) + solution.value(w2), 300, accuracy: 1e-9)
    }

    func testPeeledChainIsSolvedAndAmbiguityFollowsIt() {
        // A chain whose positions are only defined by the previous view: the definitions are set
        // aside and solved afterwards. The first view's width is free, so every later position is
        // ambiguous; widths stay determined.
        var system = System()
        var previous: (x: Variable, w: Variable)?
        var views: [(x: Variable, w: Variable)] = []
        for index in 0..<50 {
            let x = system.variable(), w = system.variable()
            if let previous {
                system.add([(x, 1), (previous.x, -1), (previous.w, -1)], -8, .equal)
            } else {
                system.add([(x, 1)], -20, .equal)
            }
            if index > 0 { system.add([(w, 1)], -Double(index), .equal) }
            views.append((x, w))
            previous = (x, w)
        }
        system.add([(views[0].w, 1)], 0, .greaterThanOrEqual)
        let solution = system.solve()
        XCTAssertFalse(solution.movable[views[0].x.index])
        XCTAssertTrue(solution.movable[views[0].w.index])
        for view in views.dropFirst() {
            XCTAssertTrue(solution.movable[view.x.index])
            XCTAssertFalse(solution.movable[view.w.index])
        }
        // Fix the first width and every position follows.
        system.add([(views[0].w, 1)], -100, .equal)
        let fixed = system.solve()
        var expected = 20.0
        for (index, view) in views.enumerated() {
            XCTAssertEqual(fixed.value(view.x), expected, accuracy: 1e-9)
            XCTAssertFalse(fixed.movable[view.x.index])
            expected += (index == 0 ? 100 : Double(index)) + 8
        }
    }

    func testMovingTermsThatCancelLeaveADefinedVariableFixed() {
        // left free in [0, 1000], right = left + 100 @500 (optional: solved by the simplex, not the
        // presolve), mid defined as right - left + 5: two moving terms, yet mid is always 105.
        var system = System()
        let left = system.variable(), right = system.variable(), mid = system.variable()
        system.add([(left, 1)], 0, .greaterThanOrEqual)
        system.add([(left, 1)], -1000, .lessThanOrEqual)
        system.add([(right, 1), (left, -1)], -100, .equal, 500)
        system.add([(mid, 1), (right, -1), (left, 1)], -5, .equal)
        let solution = system.solve()
        XCTAssertTrue(solution.movable[left.index])
        XCTAssertTrue(solution.movable[right.index])
        XCTAssertFalse(solution.movable[mid.index])
        XCTAssertEqual(solution.value(mid), 105, accuracy: 1e-9)
    }

    func testFoldedEqualWidthsStillExplainTheirConflict() {
        // Views side by side between 0 and 350 with equal widths (folded before the simplex), and
        // one width fixed at 50 that cannot fit: the conflict found is infeasible and irreducible.
        var system = System()
        var views: [(x: Variable, w: Variable)] = []
        for index in 0..<6 {
            let x = system.variable(), w = system.variable()
            if let previous = views.last {
                system.add([(x, 1), (previous.x, -1), (previous.w, -1)], -8, .equal)
                system.add([(w, 1), (views[0].w, -1)], 0, .equal)
            } else {
                system.add([(x, 1)], 0, .equal)
            }
            views.append((x, w))
            _ = index
        }
        system.add([(views[5].x, 1), (views[5].w, 1)], -350, .equal)
        system.add([(views[2].w, 1)], -50, .equal)
        let solution = system.solve()
        XCTAssertEqual(solution.conflicts.count, 1)
        let tags = solution.conflicts.first?.tags ?? []
        XCTAssertFalse(LinearSystemSolver.isFeasible(tags.map { system.constraints[$0] }))
        for dropped in tags {
            XCTAssertTrue(LinearSystemSolver.isFeasible(tags.filter { $0 != dropped }.map { system.constraints[$0] }))
        }
        XCTAssertEqual(solution.value(views[0].w), 50, accuracy: 1e-9)
    }

    func testRandomSystemsHoldTheirRequiredConstraintsAndRepeat() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<200 {
            var system = System()
            let views = Int(generator.next(below: 5)) + 2
            let variables = (0..<(2 * views)).map { _ in system.variable() }
            // A hidden layout that every required constraint holds at.
            let reference = variables.map { _ in Double(generator.next(below: 400)) / 2 }
            for _ in 0..<(3 * views) {
                let count = Int(generator.next(below: 3)) + 1
                var terms: [(Variable, Double)] = []
                for variable in (0..<count).map({ _ in variables[Int(generator.next(below: UInt64(variables.count)))] })
                where !terms.contains(where: { $0.0 == variable }) {
                    terms.append((variable, [1.0, -1.0, 0.5, 2.0][Int(generator.next(below: 4))]))
                }
                let value = terms.reduce(0) { $0 + $1.1 * reference[$1.0.index] }
                let relation = [ConstraintRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][Int(generator.next(below: 4))]
                let priority = [1000.0, 1000, 750, 500, 250][Int(generator.next(below: 5))]
                let offset = priority == 1000 ? 0 : Double(generator.next(below: 81)) - 40
                system.add(terms, -(value + offset), relation, priority)
            }
            let solution = system.solve()
            XCTAssertEqual(solution.conflicts, [])
            for constraint in system.constraints where constraint.isRequired {
                XCTAssertLessThanOrEqual(constraint.violation { solution.values[$0.index] }, 1e-6)
            }
            let again = system.solve()
            XCTAssertEqual(again.values, solution.values)
            XCTAssertEqual(again.movable, solution.movable)
            XCTAssertEqual(again.tiedTags, solution.tiedTags)
        }
    }
}

/// A small deterministic generator, so the random systems are the same on every machine.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: UInt64) -> UInt64 { next() % bound }
}
