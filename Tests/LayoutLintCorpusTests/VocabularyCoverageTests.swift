import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutLintInput
import LayoutLintModel
import XCTest

/// Every element name, attribute name and `key=` the corpus uses is in `KnownVocabulary`, and what
/// that table calls read is read.
///
/// The corpus is walked with Foundation's `XMLParser`, independent of the input layer's libxml2
/// walk. What counts as read is checked against the input layer's own sources: a name the table
/// says the parser reads must be a string literal there (an `attribute("…")`, an `isNamed("…")`,
/// a `case "…"`), or, for elements and keys, one of the model's kinds and roles (`ElementKind`,
/// `ItemRole`) the engine branches on.
final class VocabularyCoverageTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static var corpusDirectory: URL? {
        if let override = ProcessInfo.processInfo.environment["LAYOUTLINT_CORPUS"] {
            return URL(fileURLWithPath: override)
        }
        let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
    }

    func testTableListsNoNameTwice() {
        XCTAssertEqual(KnownVocabulary.duplicates, [])
    }

    func testWhatTheTableCallsReadIsRead() throws {
        let inputLiterals = try Self.stringLiterals(in: "Sources/LayoutLintInput", excluding: ["KnownVocabulary.swift", "VocabularyHandling.swift"])
        let kinds = try Self.stringLiterals(in: "Sources/LayoutLintModel/Vocabulary", excluding: [])
        XCTAssertTrue(inputLiterals.contains("stackView") && kinds.contains("tableViewCell"), "the sources' literals were not found")
        for (name, handling) in KnownVocabulary.attributes where handling == .read {
            XCTAssertTrue(inputLiterals.contains(name), "attribute \(name) is called read, but the input layer never names it")
        }
        for (name, handling) in KnownVocabulary.elements where handling == .read {
            XCTAssertTrue(inputLiterals.contains(name) || kinds.contains(name), "element <\(name)> is called read, but neither the input layer nor ElementKind names it")
        }
        // The parser finds these by the element's name or by its key: one of them must be named.
        for (pair, handling) in KnownVocabulary.keys where handling == .read {
            let parts = pair.split(separator: "@", maxSplits: 1).map(String.init)
            XCTAssertTrue(parts.count == 2 && (inputLiterals.contains(parts[0]) || inputLiterals.contains(parts[1])),
                          "key \(pair) is called read, but the input layer names neither the element nor the key")
        }
        for (role, handling) in KnownVocabulary.roles where handling == .read {
            XCTAssertTrue(kinds.contains(role), "role \(role) is called read, but ItemRole does not name it")
        }
    }

    func testEveryNameTheCorpusUsesIsKnown() throws {
        guard let directory = Self.corpusDirectory else {
            throw XCTSkip("../shared/corpus is not present; the vocabulary check only runs beside it")
        }
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["storyboard", "xib"].contains(url.pathExtension) { files.append(url) }
        }
        XCTAssertGreaterThan(files.count, 1300, "the corpus should hold 1,393 files")
        var unknown = UnknownNames()
        for file in files.sorted(by: { $0.path < $1.path }) {
            let scan = VocabularyScan(file: String(file.path.dropFirst(directory.path.count + 1)))
            let parser = XMLParser(contentsOf: file)!
            parser.delegate = scan
            XCTAssertTrue(parser.parse(), "\(file.path) does not parse")
            unknown.merge(scan.unknown)
        }
        XCTAssertTrue(unknown.isEmpty, "names KnownVocabulary does not list (add each with its handling):\n" + unknown.report)
    }

    /// Every `"…"` literal of the Swift files under `folder` (relative to the package).
    private static func stringLiterals(in folder: String, excluding: Set<String>) throws -> Set<String> {
        let directory = packageRoot.appendingPathComponent(folder)
        var literals = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") && !excluding.contains(name) {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let regex = try NSRegularExpression(pattern: #""([A-Za-z0-9_.=-]+)""#)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { literals.insert(String(text[range])) }
            }
        }
        return literals
    }
}

/// Unknown names, each with the first file it appears in and how often it appears.
private struct UnknownNames {
    var names: [String: (file: String, count: Int)] = [:]

    var isEmpty: Bool { names.isEmpty }

    mutating func add(_ name: String, file: String) {
        names[name, default: (file, 0)].count += 1
    }

    mutating func merge(_ other: UnknownNames) {
        for (name, entry) in other.names {
            names[name, default: (entry.file, 0)].count += entry.count
        }
    }

    var report: String {
        names.keys.sorted().map { "  \($0) (\(names[$0]!.count)×, first in \(names[$0]!.file))" }.joined(separator: "\n")
    }
}

/// One file's names that `KnownVocabulary` does not list. A pre-Xcode 5 `<archive>` file is
/// skipped (layoutlint rejects it). The keys inside `<customFonts>` (font files) and a binding's
/// `<dictionary key="options">` (NSBindingOption names) are data, not vocabulary.
private final class VocabularyScan: NSObject, XMLParserDelegate {
    let file: String
    var unknown = UnknownNames()
    private var stack: [String] = []
    private var dataKeysDepth: Int?
    private var isArchive = false

    init(file: String) {
        self.file = file
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if stack.isEmpty && elementName == "archive" { isArchive = true }
        defer { stack.append(elementName) }
        guard !isArchive else { return }
        if KnownVocabulary.elements[elementName] == nil { unknown.add("<\(elementName)>", file: file) }
        for name in attributes.keys where KnownVocabulary.attributes[name] == nil {
            unknown.add("\(name)=", file: file)
        }
        for attribute in ["firstAttribute", "secondAttribute"] where elementName == "constraint" {
            if let value = attributes[attribute], case .unknown = LayoutAttribute(ibName: value), value != "notAnAttribute" {
                unknown.add("\(attribute)=\"\(value)\"", file: file)
            }
        }
        guard let key = attributes["key"] else { return }
        if dataKeysDepth == nil, KnownVocabulary.handling(ofElement: elementName, key: key) == nil {
            unknown.add("<\(elementName) key=\"\(key)\">", file: file)
        }
        if dataKeysDepth == nil, elementName == "customFonts" || (elementName == "dictionary" && key == "options" && stack.last == "binding") {
            dataKeysDepth = stack.count
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if dataKeysDepth == stack.count { dataKeysDepth = nil }
    }
}
