import Foundation
@testable import LayoutLintRules
import XCTest

/// `Sources/LayoutLintRules/RuleDocuments.generated.swift` embeds `Rules/*.md` so that an installed
/// `layoutlint rules ID` can print them; `Scripts/generate_rule_documents.py` writes it.
final class RuleDocumentsTests: XCTestCase {
    func testGeneratedFileIsCurrent() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: RuleDocumentationTests.rulesDirectory.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
        var markdown: [String: String] = [:]
        for name in names {
            let url = RuleDocumentationTests.rulesDirectory.appendingPathComponent(name)
            markdown[String(name.dropLast(3))] = try String(contentsOf: url, encoding: .utf8)
        }
        // The ids only: a message with both texts in it would be a hundred kilobytes long.
        let stale = Set(markdown.keys).union(RuleDocuments.byID.keys).filter { markdown[$0] != RuleDocuments.byID[$0] }
        XCTAssertEqual(stale.sorted(), [], "RuleDocuments.generated.swift is stale: run python3 Scripts/generate_rule_documents.py")
    }

    func testEveryRuleHasItsDocumentEmbedded() throws {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let markdown = try String(contentsOf: RuleDocumentationTests.rulesDirectory.appendingPathComponent("\(id).md"), encoding: .utf8)
            XCTAssertEqual(RuleDocuments.document(for: id), markdown, id)
        }
        XCTAssertNil(RuleDocuments.document(for: "no-such-rule"))
    }
}
