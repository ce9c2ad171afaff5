import Foundation
import LayoutLintFuzzing
import XCTest

/// Every input in Regressions/ (see its README) through the whole pipeline, in bounded time.
final class FuzzRegressionTests: XCTestCase {
    func testEveryRegressionInputFinishes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "README.md" }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let start = Date()
            let outputs = FuzzPipeline.run(Array(data), path: name)
            XCTAssertFalse(outputs.isEmpty, name)
            XCTAssertLessThan(Date().timeIntervalSince(start), 10, name)
        }
    }
}
