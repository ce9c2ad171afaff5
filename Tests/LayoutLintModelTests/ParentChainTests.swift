import LayoutLintModel
import XCTest

final class ParentChainTests: XCTestCase {
    private func chain(from id: ObjectID, _ parents: [ObjectID: ObjectID]) -> [ObjectID] {
        Array(ParentChain(from: id) { parents[$0] })
    }

    func testAnIntactHierarchyGivesEachAncestorOnceNearestFirst() {
        let parents = ["label": "stack", "stack": "content", "content": "root"]
        XCTAssertEqual(chain(from: "label", parents), ["label", "stack", "content", "root"])
        XCTAssertEqual(Array(ParentChain.ancestors(of: "label") { parents[$0] }), ["stack", "content", "root"])
        XCTAssertEqual(chain(from: "root", parents), ["root"])
    }

    func testACycleOfParentsEnds() {
        // Colliding ids: a view inside its own subview, after a long tail.
        XCTAssertEqual(chain(from: "a", ["a": "a"]), ["a"])
        XCTAssertEqual(Set(chain(from: "a", ["a": "b", "b": "a"])), ["a", "b"])
        var parents: [ObjectID: ObjectID] = [:]
        for index in 0..<100 { parents["v\(index)"] = "v\(index + 1)" }
        parents["v100"] = "v98"
        let walked = chain(from: "v0", parents)
        XCTAssertEqual(Set(walked).count, 101)
        XCTAssertLessThanOrEqual(walked.count, 2 * 101)
    }
}
