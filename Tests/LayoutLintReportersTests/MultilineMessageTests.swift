import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules
import XCTest

/// A multi-line message (UIKit's console block) stays one diagnostic line for line-based consumers.
final class MultilineMessageTests: XCTestCase {
    func testIndentedLineBreaksAndBlankLinesFoldIntoSingleSpaces() {
        let finding = Finding(
            ruleID: "unsatisfiable-constraints", severity: .error, path: "Main.storyboard",
            location: SourceLocation(line: 42, column: 9), element: "c1",
            message: "Unable to simultaneously satisfy constraints.\n\tProbably one you don't want. \n(\n    \"<A>\",\n    \"<B>\"\n)\n\nWill attempt to recover by breaking constraint \n<B>")
        XCTAssertEqual(DiagnosticFormatter.line(for: finding),
                       #"Main.storyboard:42:9: error: Unable to simultaneously satisfy constraints. Probably one you don't want. ( "<A>", "<B>" ) Will attempt to recover by breaking constraint <B> [unsatisfiable-constraints]"#)
    }
}
