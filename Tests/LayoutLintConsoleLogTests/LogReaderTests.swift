import Foundation
import LayoutLintConsoleLog
import XCTest

/// The streaming reader and the block scanner over generated input.
final class LogReaderTests: XCTestCase {
    func scan(_ text: String) -> [LogBlock] {
        var blocks: [LogBlock] = []
        let scanner = LogBlockScanner { blocks.append($0) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        for (index, line) in lines.enumerated() { scanner.consume(line, line: index + 1) }
        scanner.finish()
        return blocks
    }

    /// A long dump of unrelated output, chunked, with blocks between: found at their lines; an
    /// endless line is cut rather than held.
    func testLongDumpIsStreamed() throws {
        let filler = String(repeating: "2024-03-01 10:22:31.118 App[1:2] network: fetched 200 OK /api/items?page=12\n", count: 20_000)
        let block = "Unable to simultaneously satisfy constraints:\n(\n    \"<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>\"\n)\n"
        let endless = String(repeating: "x", count: LogLineReader.maximumLineLength * 3) + "\n"
        let chunks = [filler, block, endless, filler, "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.\n"]
        var data = Data(chunks.joined().utf8)
        let chunkSize = 4096
        var blocks: [LogBlock] = []
        let scanner = LogBlockScanner { blocks.append($0) }
        var longest = 0
        let count = try LogLineReader.read(chunks: {
            let chunk = data.prefix(chunkSize)
            data.removeFirst(chunk.count)
            return Data(chunk)
        }, name: "dump") { line, number in
            longest = max(longest, line.utf8.count)
            scanner.consume(line, line: number)
        }
        scanner.finish()
        XCTAssertEqual(count, 40_000 + 4 + 1 + 1)
        XCTAssertLessThanOrEqual(longest, LogLineReader.maximumLineLength)
        XCTAssertEqual(blocks.map(\.kind), [.unsatisfiable, .priorityMutation])
        XCTAssertEqual(blocks.first?.line, 20_001)
        XCTAssertEqual(blocks.first?.platform, .appkit)
        XCTAssertEqual(blocks.last?.priorityChange?.passed, 250)
        XCTAssertEqual(blocks.last?.priorityChange?.existing, 1000)
    }

    func testTraceBlockStartsAtItsTree() {
        let blocks = scan("""
            (lldb) po [[UIWindow keyWindow] _autolayoutTrace]

            •UIWindow:0x7fdb69d06bb0
            |   •UIView:0x7fdb69e09f10
            |   |   *UILabel:0x7fdb69d00f90'Testing out NSLayoutConst...'- AMBIGUOUS LAYOUT for UILabel:0x7fdb69d00f90'Testing out NSLayoutConst...'.minY{id: 25}, UILabel:0x7fdb69d00f90'Testing out NSLayoutConst...'.Height{id: 26}

            Legend:
            \t* - is laid out with auto layout
            """)
        XCTAssertEqual(blocks.map(\.kind), [.ambiguous])
        XCTAssertEqual(blocks.first?.line, 3)
        XCTAssertEqual(blocks.first?.ambiguousViews.first?.item.text, "Testing out NSLayoutConst...")
        XCTAssertEqual(blocks.first?.ambiguousViews.first?.variables, ["minY", "Height"])
    }

    func testRecoverLineOnTheSameLineAndLabelWithARealNewline() {
        let blocks = scan("""
            Unable to simultaneously satisfy constraints.
            (
            "<NSLayoutConstraint:0x1 V:[UILabel:0x2'One\\nTwo'(>=121)]>",
            "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x4(44)]>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x1 V:[UILabel:0x2'One
            Two'(>=121)]>
            """)
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks.first?.constraints.count, 2)
        XCTAssertEqual(blocks.first?.broken?.constraint?.first.item.text, "One\\nTwo")
        XCTAssertEqual(blocks.first?.broken?.constraint?.relation, ">=")
        XCTAssertEqual(blocks.first?.platform, .uikit)
    }

    /// The default reporter joins a finding's lines: the block is on one line, and still reads.
    func testBlockJoinedOnOneLine() {
        let blocks = scan(#"Main.storyboard:26:37: error: Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. ( "<NSLayoutConstraint:c1 UIView:avt'Avatar'.width == 64   (active)>", "<NSLayoutConstraint:c2 UIView:avt'Avatar'.width == 80   (active)>" ) Will attempt to recover by breaking constraint <NSLayoutConstraint:c2 UIView:avt'Avatar'.width == 80   (active)> Where they are (Interface Builder ids stand in for the pointers): c1  Main.storyboard:25  "Avatar".width == 64 [unsatisfiable-constraints]"#)
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks.first?.constraints.map { $0.constraint?.address }, ["c1", "c2"])
        XCTAssertEqual(blocks.first?.broken?.constraint?.address, "c2")
    }

    func testCellZeroHeightWarning() {
        let blocks = scan("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead.")
        XCTAssertEqual(blocks.map(\.kind), [.cellZeroHeight])
    }
}
