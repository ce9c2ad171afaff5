import Foundation
import LayoutLintConsoleLog
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// layoutlint's own conflict blocks are in UIKit's grammar with Interface Builder ids in place of
/// pointers: `layoutlint log` must read them back, and map every constraint to the id it stands for
/// (a document constraint to itself, a constraint UIKit makes to the view it belongs to).
final class RoundTripTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every sample: the blocks of `explain` (every conflict in every size class) and of the
    /// unsatisfiable-constraints findings.
    func testEverySampleBlockParsesBackAndMapsToItsIDs() throws {
        let folder = Self.packageRoot.appendingPathComponent("SampleStoryboards")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            guard let document = try? DocumentLoader.load(path: folder.appendingPathComponent(name).path) else { continue }
            var texts = [try LayoutExplanation(document: document, sceneID: nil, viewID: nil, sizeClass: nil).render()]
            texts += Linter().lint(document).filter { $0.ruleID == "unsatisfiable-constraints" }.map(\.message)
            checked += try Self.check(texts.joined(separator: "\n"), document: document, name: name)
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// Scans `text`, and checks each entry of each unsatisfiable block; returns how many were checked.
    static func check(_ text: String, document: Document, name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        var blocks: [LogBlock] = []
        let scanner = LogBlockScanner { blocks.append($0) }
        for (index, row) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() { scanner.consume(row, line: index + 1) }
        scanner.finish()
        let mapping = ProjectMapping(documents: [document])
        let expected = text.components(separatedBy: "Unable to simultaneously satisfy constraints").count - 1
        XCTAssertEqual(blocks.filter { $0.kind == .unsatisfiable }.count, expected, name, file: file, line: line)
        var checked = 0
        for block in blocks where block.kind == .unsatisfiable {
            XCTAssertEqual(block.platform, document.platform == .macOS ? .appkit : .uikit, name, file: file, line: line)
            XCTAssertNotNil(block.broken?.constraint, "\(name): \(block.broken?.text ?? "no breaking line")", file: file, line: line)
            for entry in block.constraints + [block.broken].compactMap({ $0 }) {
                checked += 1
                guard let constraint = entry.constraint else {
                    XCTFail("\(name): does not parse back: \(entry.text): \(entry.failure ?? "")", file: file, line: line)
                    continue
                }
                XCTAssertEqual(mapping.source(of: constraint)?.id, constraint.address, "\(name): \(entry.text)", file: file, line: line)
            }
        }
        return checked
    }
}
