@testable import LayoutLintEngine
import XCTest

/// `SymbolTable` (the tableau's rows and column sets) against a `Dictionary` under long random
/// runs of the operations the simplex uses: insertions, accumulations that cancel, removals that
/// move later members of a probe run back.
final class SymbolTableTests: XCTestCase {
    /// A deterministic generator, so that a failure repeats.
    private struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    func testRandomOperationsMatchADictionary() {
        var random = SplitMix(state: 23)
        for keySpace in [4, 16, 64, 1_000] {
            var table = SymbolTable<Double>()
            var model: [Int: Double] = [:]
            for step in 0..<20_000 {
                let key = random.next(keySpace)
                switch random.next(4) {
                case 0:
                    let value = Double(random.next(7) + 1)
                    XCTAssertEqual(table.insert(key, value), model[key] == nil)
                    model[key] = value
                case 1:
                    // Half of the time the exact negation, so the sum cancels and the key goes.
                    let delta = random.next(2) == 0 ? -(model[key] ?? 1) : Double(random.next(5) + 1)
                    let (old, sum) = table.accumulate(key, delta, epsilon: 1e-8)
                    XCTAssertEqual(old, model[key] ?? 0)
                    let expected = (model[key] ?? 0) + delta
                    if abs(expected) < 1e-8 {
                        XCTAssertEqual(sum, 0)
                        model[key] = nil
                    } else {
                        XCTAssertEqual(sum, expected)
                        model[key] = expected
                    }
                default:
                    XCTAssertEqual(table.removeValue(forKey: key), model.removeValue(forKey: key))
                }
                if step % 97 == 0 || step == 19_999 {
                    XCTAssertEqual(table.count, model.count)
                    var seen: [Int: Double] = [:]
                    table.forEachEntry { seen[$0] = $1 }
                    XCTAssertEqual(seen, model, "key space \(keySpace), step \(step)")
                    for probe in 0..<keySpace { XCTAssertEqual(table[probe], model[probe]) }
                }
            }
        }
    }
}
