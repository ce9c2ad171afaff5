import Dispatch
import Foundation
import LayoutLintModel
import LayoutLintSourceCode
import XCTest

/// A reader reads each folder once, for every document and thread that asks: a run over many
/// storyboards beside the same sources must not read them again for each.
final class SourceCodeReaderTests: XCTestCase {
    func testEachFolderIsReadOnceWhateverAsksForIt() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-reader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let source = project.appendingPathComponent("Card.swift")
        try "func f() { height.priority = 250 }\n".write(to: source, atomically: true, encoding: .utf8)

        let reader = SourceCodeReader()
        let documents = (0..<16).map { project.appendingPathComponent("Scene\($0).storyboard").path }
        var roots = Array(repeating: [SourceRootSummary](), count: documents.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let found = reader.sourceRoots(forDocumentAt: documents[index])
            lock.lock()
            roots[index] = found
            lock.unlock()
        }
        XCTAssertEqual(Set(roots.map { $0.map(\.files) }).count, 1)
        XCTAssertEqual(roots[0].map { $0.files.map(\.relativePath) }, [["Card.swift"]])

        // Changed on disk, the folder still reads as it did: the reader does not look again.
        try "func f() {}\n".write(to: source, atomically: true, encoding: .utf8)
        XCTAssertEqual(reader.sourceRoots(forDocumentAt: documents[0]).first?.files.first?.assignments.count, 1)
        XCTAssertEqual(SourceCodeReader().sourceRoots(forDocumentAt: documents[0]).first?.files.first?.assignments.count, 0)
    }
}
