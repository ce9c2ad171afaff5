import Foundation
import LayoutLintRules
import XCTest

/// `Sources/LayoutLintRules/RuleDocuments.generated.swift` embeds `Rules/*.md` so that an installed
/// `layoutlint rules ID` can print them. This test fails when the two differ; run
/// `LAYOUTLINT_UPDATE_RULE_DOCUMENTS=1 swift test --filter RuleDocumentsTests` to regenerate (the
/// embedded-document check passes from the next build on).
final class RuleDocumentsTests: XCTestCase {
    static let generatedFile = RuleDocumentationTests.packageRoot
        .appendingPathComponent("Sources/LayoutLintRules/RuleDocuments.generated.swift")

    func testGeneratedFileIsCurrent() throws {
        let expected = try Self.generate()
        if ProcessInfo.processInfo.environment["LAYOUTLINT_UPDATE_RULE_DOCUMENTS"] == "1" {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        XCTAssertTrue(actual == expected, """
            RuleDocuments.generated.swift is stale: run \
            LAYOUTLINT_UPDATE_RULE_DOCUMENTS=1 swift test --filter RuleDocumentsTests
            """)
    }

    func testEveryRuleHasItsDocumentEmbedded() throws {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let markdown = try String(contentsOf: RuleDocumentationTests.rulesDirectory.appendingPathComponent("\(id).md"), encoding: .utf8)
            XCTAssertEqual(RuleDocuments.document(for: id), markdown, id)
        }
        XCTAssertNil(RuleDocuments.document(for: "no-such-rule"))
    }

    static func generate() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: RuleDocumentationTests.rulesDirectory.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        var text = """
            // Generated from Rules/*.md by Tests/LayoutLintRulesTests/RuleDocumentsTests.swift. Do not edit:
            // change the Markdown, then run LAYOUTLINT_UPDATE_RULE_DOCUMENTS=1 swift test --filter RuleDocumentsTests

            /// The document of every rule (`Rules/<id>.md`), built into the binary for `layoutlint rules ID`.
            public enum RuleDocuments {
                public static func document(for id: String) -> String? { byID[id] }

                static let byID: [String: String] = [

            """
        for name in names {
            let markdown = try String(contentsOf: RuleDocumentationTests.rulesDirectory.appendingPathComponent(name), encoding: .utf8)
            let hashes = String(repeating: "#", count: delimiterLength(for: markdown))
            // A multi-line string literal drops the line break before its closing delimiter; keep the file's own.
            text += "        \"\(name.dropLast(3))\": \(hashes)\"\"\"\n\(markdown)\n\"\"\"\(hashes),\n"
        }
        text += "    ]\n}\n"
        return text
    }

    /// More `#` than any run after a quote or backslash in the text, so nothing inside ends the
    /// raw string or reads as an escape.
    private static func delimiterLength(for text: String) -> Int {
        var longest = 0
        var run = 0
        var counting = false
        for character in text {
            if character == "#" && counting {
                run += 1
                longest = max(longest, run)
            } else {
                counting = character == "\"" || character == "\\"
                run = 0
            }
        }
        return longest + 1
    }
}
