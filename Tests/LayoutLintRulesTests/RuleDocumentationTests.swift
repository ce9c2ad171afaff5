import Foundation
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintSourceCode
import XCTest

/// Every rule has a document in `Rules/`, and the document's examples behave as it says.
final class RuleDocumentationTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let rulesDirectory = packageRoot.appendingPathComponent("Rules")

    /// Rules that judge a whole layout (is it complete, is every frame where it belongs) rather than
    /// something wrong in one place.
    static let completenessRules: Set<String> = ["ambiguous-layout", "scroll-content-size", "self-sizing-cell", "misplaced-view"]

    struct Example {
        var triggering: Bool
        var xml: String
        /// The line of the document where the example's first XML line stands.
        var firstLine: Int
    }

    /// A source file a document shows (```` ```swift source Name.swift ````); the examples of that
    /// document are linted with these files, and only these, as their `--sources`.
    struct SourceFile {
        var name: String
        var text: String
        var lineCount: Int { text.components(separatedBy: "\n").count }
    }

    static func sourceFiles(in markdown: String) -> [SourceFile] {
        var files: [SourceFile] = []
        var current: (name: String, lines: [String])?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = current {
                if trimmed == "```" {
                    files.append(SourceFile(name: open.name, text: open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (open.name, open.lines + [line])
                }
            } else if trimmed.hasPrefix("```swift source ") || trimmed.hasPrefix("```objc source ") {
                current = (String(trimmed.split(separator: " ").last!), [])
            }
        }
        return files
    }

    static func examples(in markdown: String) -> [Example] {
        var examples: [Example] = []
        var current: (triggering: Bool, lines: [String], firstLine: Int)?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = current {
                if trimmed == "```" {
                    examples.append(Example(triggering: open.triggering, xml: open.lines.joined(separator: "\n"), firstLine: open.firstLine))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if trimmed == "```xml triggering" {
                current = (true, [], index + 2)
            } else if trimmed == "```xml non-triggering" {
                current = (false, [], index + 2)
            }
        }
        return examples
    }

    func testEveryRuleHasADocumentWithBothKindsOfExample() throws {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let url = Self.rulesDirectory.appendingPathComponent("\(id).md")
            let markdown = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(markdown.hasPrefix("# \(id)\n"), "\(id).md must start with its id as the title")
            XCTAssertTrue(markdown.contains("**Default severity:** \(rule.description.defaultSeverity.rawValue)"),
                          "\(id).md must state the default severity the code uses")
            let examples = Self.examples(in: markdown)
            XCTAssertTrue(examples.contains { $0.triggering }, "\(id).md needs a triggering example")
            XCTAssertTrue(examples.contains { !$0.triggering }, "\(id).md needs a non-triggering example")
        }
    }

    func testEveryDocumentIsARuleAndListedInTheCatalogIndex() throws {
        let index = try String(contentsOf: Self.rulesDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        let documents = try FileManager.default.contentsOfDirectory(atPath: Self.rulesDirectory.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
        XCTAssertEqual(Set(documents.map { String($0.dropLast(3)) }), Set(RuleCatalog.all.map { $0.description.id }))
        for rule in RuleCatalog.all {
            XCTAssertTrue(index.contains("[\(rule.description.id)](\(rule.description.id).md)"), "Rules/README.md lists \(rule.description.id)")
        }
    }

    func testDocumentedExamplesBehaveAsDocumented() throws {
        var checked = 0
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let markdown = try String(contentsOf: Self.rulesDirectory.appendingPathComponent("\(id).md"), encoding: .utf8)
            // Every document gets a sources folder of its own (empty for most), so no example ever
            // picks up source files from around the test run.
            let sources = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-rule-doc-\(id)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: sources) }
            let sourceFiles = Self.sourceFiles(in: markdown)
            for file in sourceFiles {
                try file.text.write(to: sources.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
            }
            let sourceCode = SourceCodeReader(sourceDirectories: [sources.path])
            for (number, example) in Self.examples(in: markdown).enumerated() {
                let name = "Rules/\(id).md example \(number + 1) (line \(example.firstLine))"
                let document: Document
                do {
                    document = try DocumentLoader.parse(text: example.xml, path: name)
                } catch {
                    XCTFail("\(name) does not parse: \(error)")
                    continue
                }
                let findings = rule.init().check(LintContext(document: document, sources: sourceCode))
                let exampleLines = example.xml.components(separatedBy: "\n").count
                if example.triggering {
                    XCTAssertFalse(findings.isEmpty, "\(name) should trigger \(id)")
                    for finding in findings {
                        XCTAssertEqual(finding.ruleID, id)
                        if finding.path == name {
                            XCTAssertTrue((1...exampleLines).contains(finding.location.line), "\(name): finding outside the example")
                        } else {
                            let file = sourceFiles.first { finding.path == sources.appendingPathComponent($0.name).path }
                            XCTAssertNotNil(file, "\(name): finding in \(finding.path), neither the example nor a source of the document")
                            XCTAssertTrue((1...(file?.lineCount ?? 0)).contains(finding.location.line), "\(name): finding outside \(finding.path)")
                        }
                    }
                } else {
                    XCTAssertEqual(findings.map(\.message), [], "\(name) should not trigger \(id)")
                }
                // Examples are clean for every other rule, so each shows one problem only. The rules
                // that judge a whole layout are left out for the other rules' examples: those are
                // snippets cut down to one problem, not whole layouts with Xcode's frames.
                for other in RuleCatalog.all where other.description.id != id
                    && (Self.completenessRules.contains(id) || !Self.completenessRules.contains(other.description.id)) {
                    XCTAssertEqual(other.init().check(LintContext(document: document, sources: sourceCode)).map(\.message), [],
                                   "\(name) also triggers \(other.description.id)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 2 * RuleCatalog.all.count)
    }
}
