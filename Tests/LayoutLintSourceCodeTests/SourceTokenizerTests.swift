import LayoutLintModel
import LayoutLintSourceCode
import XCTest

final class SourceTokenizerTests: XCTestCase {
    private func texts(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceTokenizer.tokens(of: source, language: language).map { $0.kind == .string ? "<string>" : $0.text }
    }

    func testOptionalChainingSplitsIntoPostfixAndDot() {
        XCTAssertEqual(texts("self.x?.priority = .defaultLow"), ["self", ".", "x", "?", ".", "priority", "=", ".", "defaultLow"])
        XCTAssertEqual(texts("x!.priority=.required"), ["x", "!", ".", "priority", "=", ".", "required"])
        XCTAssertEqual(texts("a != b ?? c...d"), ["a", "!=", "b", "??", "c", "...", "d"])
    }

    func testCommentsAreSkippedAndBlockCommentsNestInSwift() {
        XCTAssertEqual(texts("a // x.priority = 1\nb"), ["a", "b"])
        XCTAssertEqual(texts("a /* outer /* inner */ still comment */ b"), ["a", "b"])
        // C block comments do not nest: the first */ ends it.
        XCTAssertEqual(texts("a /* outer /* inner */ b", .objectiveC), ["a", "b"])
    }

    func testStringsAreOneTokenWhateverTheyHold() {
        XCTAssertEqual(texts(#"let s = "x.priority = 1 // not a comment""#), ["let", "s", "=", "<string>"])
        XCTAssertEqual(texts(#"let s = "a \"quoted\" \(x.priority) b"; c"#), ["let", "s", "=", "<string>", ";", "c"])
        XCTAssertEqual(texts(#"let s = "\(f("nested \(g(")"))")) end"; c"#), ["let", "s", "=", "<string>", ";", "c"])
    }

    func testMultilineAndRawStrings() {
        let multiline = "let s = \"\"\"\n  x.priority = 1\n  \"quoted\" \\(value)\n  \"\"\"\nnext"
        XCTAssertEqual(texts(multiline), ["let", "s", "=", "<string>", "next"])
        XCTAssertEqual(texts(##"let r = #"raw "quote" \(not interpolation) \#(real(")"))"#; c"##), ["let", "r", "=", "<string>", ";", "c"])
        XCTAssertEqual(texts(###"let r = ##"a "# still inside"##; c"###), ["let", "r", "=", "<string>", ";", "c"])
        XCTAssertEqual(texts("let m = #\"\"\"\n\"\"\" inside\n\"\"\"#\nc"), ["let", "m", "=", "<string>", "c"])
        XCTAssertEqual(texts(#"let re = #/a"b/#; c"#), ["let", "re", "=", "<string>", ";", "c"])
    }

    func testUnterminatedStringEndsAtTheLine() {
        XCTAssertEqual(texts("let s = \"open\nx.priority = 1"), ["let", "s", "=", "<string>", "x", ".", "priority", "=", "1"])
    }

    func testIdentifiersNumbersAndDirectives() {
        XCTAssertEqual(texts("`default` café #if DEBUG #endif"), ["default", "café", "#if", "DEBUG", "#endif"])
        XCTAssertEqual(texts("1_000 250.5 1e-3 0x3E8 1.description"), ["1_000", "250.5", "1e-3", "0x3E8", "1", ".", "description"])
        XCTAssertEqual(texts("x = 250.f; y = 999.0F; z = -1;", .objectiveC), ["x", "=", "250.f", ";", "y", "=", "999.0F", ";", "z", "=", "-", "1", ";"])
    }

    func testObjectiveCStringsCharactersAndPreprocessor() {
        let source = """
            #import "Header.h"
            #define SET(x) \\
                x.priority = 1
            NSString *s = @"x.priority = 1"; char c = '"';
            [self.x setPriority:UILayoutPriorityDefaultLow];
            """
        XCTAssertEqual(texts(source, .objectiveC), [
            "NSString", "*", "s", "=", "@", "<string>", ";", "char", "c", "=", "<string>", ";",
            "[", "self", ".", "x", "setPriority", ":", "UILayoutPriorityDefaultLow", "]", ";",
        ])
    }

    func testLocationsAndLineStarts() {
        let tokens = SourceTokenizer.tokens(of: "/* é */ let a\n  = 1", language: .swift)
        XCTAssertEqual(tokens.map(\.location), [SourceLocation(line: 1, column: 9), SourceLocation(line: 1, column: 13),
                                                 SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 5)])
        XCTAssertEqual(tokens.map(\.startsLine), [true, false, true, false])
        // CRLF and lone CR both end lines.
        XCTAssertEqual(SourceTokenizer.tokens(of: "a\r\nb\rc", language: .swift).map(\.location.line), [1, 2, 3])
    }

    func testSourceLanguageByExtension() {
        XCTAssertEqual(SourceLanguage(pathExtension: "swift"), .swift)
        XCTAssertEqual(SourceLanguage(pathExtension: "m"), .objectiveC)
        XCTAssertEqual(SourceLanguage(pathExtension: "MM"), .objectiveC)
        XCTAssertNil(SourceLanguage(pathExtension: "h"))
    }
}
