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
        /// Without its `↓` markers.
        var xml: String
        /// The line of the document where the example's first XML line stands.
        var firstLine: Int
        /// Where the `↓` markers stood: where the findings of a triggering example must point.
        var marks: Set<SourceLocation>
    }

    /// A source file a document shows (```` ```swift source Name.swift ````); the examples of that
    /// document are linted with these files, and only these, as their `--sources`.
    struct SourceFile {
        var name: String
        /// Without its `↓` markers.
        var text: String
        /// Where the document's triggering examples, between them, must have findings in this file.
        var marks: Set<SourceLocation>
        var lineCount: Int { text.components(separatedBy: "\n").count }
    }

    static func sourceFiles(in markdown: String) -> [SourceFile] {
        var files: [SourceFile] = []
        var current: (name: String, lines: [String])?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = current {
                if trimmed == "```" {
                    let marked = FindingMarkers(open.lines.joined(separator: "\n"))
                    files.append(SourceFile(name: open.name, text: marked.text, marks: marked.marks))
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
                    let marked = FindingMarkers(open.lines.joined(separator: "\n"))
                    examples.append(Example(triggering: open.triggering, xml: marked.text, firstLine: open.firstLine, marks: marked.marks))
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
            var sourceFindings: [String: Set<SourceLocation>] = [:]
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
                    var pointedAt = Set<SourceLocation>()
                    for finding in findings {
                        XCTAssertEqual(finding.ruleID, id)
                        if finding.path == name {
                            XCTAssertTrue((1...exampleLines).contains(finding.location.line), "\(name): finding outside the example")
                            pointedAt.insert(finding.location)
                        } else {
                            let file = sourceFiles.first { finding.path == sources.appendingPathComponent($0.name).path }
                            XCTAssertNotNil(file, "\(name): finding in \(finding.path), neither the example nor a source of the document")
                            XCTAssertTrue((1...(file?.lineCount ?? 0)).contains(finding.location.line), "\(name): finding outside \(finding.path)")
                            if let file { sourceFindings[file.name, default: []].insert(finding.location) }
                        }
                    }
                    XCTAssertEqual(FindingMarkers.describe(pointedAt), FindingMarkers.describe(example.marks),
                                   "\(name): the findings point at the first places, the ↓ markers at the second")
                } else {
                    XCTAssertEqual(findings.map(\.message), [], "\(name) should not trigger \(id)")
                    XCTAssertEqual(FindingMarkers.describe(example.marks), "", "\(name): ↓ in an example that should not trigger")
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
            // A source file is shared by the document's examples: each finding in it must point at a
            // marked place, and every marked place must be found by one example or another.
            for file in sourceFiles {
                XCTAssertEqual(FindingMarkers.describe(sourceFindings[file.name] ?? []), FindingMarkers.describe(file.marks),
                               "Rules/\(id).md: the findings in \(file.name) point at the first places, its ↓ markers at the second")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 2 * RuleCatalog.all.count)
    }
}
