import Foundation
import LayoutLintConsoleLog
import XCTest

/// Reads every real log in `../shared/uikit-logs` (112 logs people pasted into public issues,
/// 2014–2025; not part of the project) and checks that each block `INDEX.tsv` names is found and
/// that at least 99% of the constraint lines in the blocks found parse. The lines that do not
/// are printed with the reason.
final class RealLogsTests: XCTestCase {
    struct Indexed {
        var file: String
        var kind: String
    }

    private func logsFolder() throws -> URL {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/uikit-logs")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("INDEX.tsv").path) else {
            throw XCTSkip("../shared/uikit-logs is not present; the real-log check only runs beside it")
        }
        return folder
    }

    private func index(_ folder: URL) throws -> [Indexed] {
        let text = try String(contentsOf: folder.appendingPathComponent("INDEX.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count > 1 ? Indexed(file: String(fields[0]), kind: String(fields[1])) : nil
        }
    }

    /// The block kind the index's kind names; nil for `other` (dumps, lldb output: no block expected).
    static func expectedKind(_ indexKind: String) -> LogBlockKind? {
        switch indexKind {
        case "unsatisfiable-uikit", "unsatisfiable-appkit": return .unsatisfiable
        case "autolayout-trace": return .ambiguous
        case "priority-mutation": return .priorityMutation
        case "cell-height-zero": return .cellZeroHeight
        default: return nil
        }
    }

    func testEveryIndexedBlockIsFoundAndItsConstraintsParse() throws {
        let folder = try logsFolder()
        let logs = try index(folder)
        XCTAssertGreaterThanOrEqual(logs.count, 100)
        var lines = 0
        var parsed = 0
        var unparsed: [String] = []
        var redacted = 0
        for log in logs {
            var blocks: [LogBlock] = []
            let scanner = LogBlockScanner { blocks.append($0) }
            try LogLineReader.read(path: folder.appendingPathComponent(log.file).path) { scanner.consume($0, line: $1) }
            scanner.finish()
            if let kind = Self.expectedKind(log.kind) {
                XCTAssertTrue(blocks.contains { $0.kind == kind }, "\(log.file): no \(kind.rawValue) block among \(blocks.map(\.kind.rawValue))")
                if log.kind == "unsatisfiable-appkit" {
                    XCTAssertTrue(blocks.contains { $0.platform == .appkit }, "\(log.file): not recognised as AppKit")
                }
                if log.kind == "unsatisfiable-uikit" {
                    XCTAssertFalse(blocks.contains { $0.platform == .appkit }, "\(log.file): taken for AppKit")
                }
            }
            guard let kind = Self.expectedKind(log.kind) else { continue }
            for block in blocks where block.kind == kind {
                for entry in block.constraints + [block.broken].compactMap({ $0 }) {
                    if entry.failure?.contains("<private>") == true { redacted += 1; continue }
                    lines += 1
                    if entry.isParsed { parsed += 1 } else { unparsed.append("\(log.file):\(entry.line): \(entry.failure ?? "?"): \(entry.text)") }
                }
            }
        }
        print("uikit-logs: \(parsed) of \(lines) constraint lines parse (\(redacted) redacted by the unified log left out)")
        for line in unparsed { print("  not parsed: \(line)") }
        XCTAssertGreaterThan(lines, 300)
        XCTAssertGreaterThanOrEqual(Double(parsed), 0.99 * Double(lines), unparsed.joined(separator: "\n"))
    }
}
