// engine-harness: solves linear systems read from standard input with LayoutLintEngine's
// LinearSystemSolver, for the differential test and the benchmark in Benchmarks/. Not part of the
// layoutlint command line.
//
// Input (whitespace-separated tokens; any number of systems):
//   system VARIABLES CONSTRAINTS
//   RELATION PRIORITY TAG CONSTANT TERMS (VARIABLE COEFFICIENT){TERMS}     one line per constraint
// RELATION is `=`, `<` (<=) or `>` (>=); the constraint is `Σ coefficient × variable + CONSTANT RELATION 0`.
//
// Output, per system:
//   system INDEX seconds MEDIAN_SOLVE_SECONDS
//   values V0 V1 …
//   movable 0|1 …
//   conflicts BROKEN:TAG,TAG… …
//   tied TAG …
// and last `total seconds MEDIAN` (the median over repeats of the time to solve every system once).
// Only `LinearSystemSolver.solve()` is timed (monotonic clock), not parsing or printing.
//
//   engine-harness [--repeat N] [--warmup N] [--no-values]
// --warmup solves every system N more times first, untimed (steady state rather than first-call costs).
import Foundation
import LayoutLintEngine

struct Tokens {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Substring? {
        while position < bytes.count, bytes[position] <= 32 { position += 1 }
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count, bytes[position] > 32 { position += 1 }
        return Substring(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func int() -> Int {
        guard let token = next(), let value = Int(token) else { fail("expected an integer") }
        return value
    }

    mutating func double() -> Double {
        guard let token = next(), let value = Double(token) else { fail("expected a number") }
        return value
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("engine-harness: \(message)\n".utf8))
    exit(64)
}

var repeats = 1
var warmups = 0
var printValues = true
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--repeat":
        guard let count = arguments.popFirst().flatMap({ Int($0) }), count > 0 else { fail("--repeat needs a positive count") }
        repeats = count
    case "--warmup":
        guard let count = arguments.popFirst().flatMap({ Int($0) }), count >= 0 else { fail("--warmup needs a count") }
        warmups = count
    case "--no-values": printValues = false
    default: fail("unknown argument \(argument)")
    }
}

var tokens = Tokens(Array(FileHandle.standardInput.readDataToEndOfFile()))
var systems: [LinearSystemSolver] = []
while let keyword = tokens.next() {
    guard keyword == "system" else { fail("expected `system`, found `\(keyword)`") }
    let variableCount = tokens.int()
    let constraintCount = tokens.int()
    var constraints: [LinearConstraint] = []
    constraints.reserveCapacity(constraintCount)
    for _ in 0..<constraintCount {
        let relation: ConstraintRelation
        switch tokens.next() {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: fail("expected a relation (=, <, >)")
        }
        let priority = tokens.double()
        let tag = tokens.int()
        var expression = LinearExpression(constant: tokens.double())
        for _ in 0..<tokens.int() {
            let variable = tokens.int()
            guard (0..<variableCount).contains(variable) else { fail("variable \(variable) out of range") }
            expression.add(LinearExpression(Variable(variable), times: tokens.double()))
        }
        constraints.append(LinearConstraint(expression, relation, priority: priority, tag: tag))
    }
    systems.append(LinearSystemSolver(variableCount: variableCount, constraints: constraints))
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1e9 }

for _ in 0..<warmups {
    for system in systems { _ = system.solve() }
}

var times = [[Double]](repeating: [], count: systems.count)
var totals: [Double] = []
var solutions: [LinearSolution] = []
for round in 0..<repeats {
    var total = 0.0
    for (index, system) in systems.enumerated() {
        let start = DispatchTime.now().uptimeNanoseconds
        let solution = system.solve()
        let elapsed = seconds(start, DispatchTime.now().uptimeNanoseconds)
        total += elapsed
        times[index].append(elapsed)
        if round == 0 {
            solutions.append(solution)
        } else if solution.values != solutions[index].values || solution.movable != solutions[index].movable {
            fail("system \(index): a repeated solve gave a different answer")
        }
    }
    totals.append(total)
}

var output = ""
output.reserveCapacity(printValues ? systems.reduce(0) { $0 + $1.variableCount * 24 } : 64 * systems.count)
for (index, solution) in solutions.enumerated() {
    output += "system \(index) seconds \(median(times[index]))\n"
    guard printValues else { continue }
    output += "values"
    for value in solution.values { output += " \(value)" }
    output += "\nmovable"
    for movable in solution.movable { output += movable ? " 1" : " 0" }
    output += "\nconflicts"
    for conflict in solution.conflicts { output += " \(conflict.broken):" + conflict.tags.map(String.init).joined(separator: ",") }
    output += "\ntied"
    for tag in solution.tiedTags { output += " \(tag)" }
    output += "\n"
}
output += "total seconds \(median(totals))\n"
FileHandle.standardOutput.write(Data(output.utf8))
