import LayoutLintFuzzing
import XCTest

/// The mutator is deterministic and its mutations go through the pipeline.
final class XMLMutatorTests: XCTestCase {
    private let seed = Array(StressDocuments.storyboard(views: 3, constraints: StressDocuments.randomConstraints(views: 3, count: 6, seed: 1)).utf8)

    func testTheSameSeedGivesTheSameMutation() {
        var first = XMLMutator(seed: 42), second = XMLMutator(seed: 42)
        XCTAssertEqual(first.mutate(seed), second.mutate(seed))
    }

    func testMutationsChangeTheDocumentAndLintWithoutTrapping() {
        var changed = 0
        for value in 0..<200 {
            var mutator = XMLMutator(seed: UInt64(value))
            guard let mutated = mutator.mutate(seed) else { continue }
            if mutated != seed { changed += 1 }
            FuzzPipeline.run(mutated)
        }
        XCTAssertGreaterThan(changed, 100)
    }
}
