import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintSourceCode
import XCTest

/// Checks the parser against the real Interface Builder files in `../shared/corpus` (1,393 files
/// from 138 projects).
///
/// The reference is independent of layoutlint's own libxml2 DOM walk: Foundation's event-based
/// `XMLParser` lists every element's name, id and line, and the model must agree with it.
final class CorpusTests: XCTestCase {
    /// The corpus's pre-Xcode 5 `<archive>` files (its README: "two pre-Xcode-5 `<archive>` files").
    private static let legacyArchiveCount = 2

    private static var corpusDirectory: URL? {
        if let override = ProcessInfo.processInfo.environment["LAYOUTLINT_CORPUS"] {
            return URL(fileURLWithPath: override)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
    }

    private func corpusFiles() throws -> [URL] {
        guard let directory = Self.corpusDirectory else {
            throw XCTSkip("../shared/corpus is not present; the corpus check only runs beside it")
        }
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["storyboard", "xib"].contains(url.pathExtension) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    func testEveryFileParsesWithEveryConstraintAndLine() throws {
        let files = try corpusFiles()
        XCTAssertGreaterThan(files.count, 1300, "the corpus should hold 1,393 files")
        var parsed = 0, legacy = 0, constraintsSeen = 0, itemsSeen = 0, elementsChecked = 0
        for file in files {
            let reference = try ReferenceScan(url: file)
            let document: Document
            do {
                document = try DocumentLoader.load(path: file.path)
            } catch let error as InputError where error.kind == .legacyArchive {
                XCTAssertEqual(reference.rootName, "archive", "\(file.lastPathComponent): only <archive> files are legacy")
                XCTAssertTrue(error.message.contains("unsupported legacy format"))
                legacy += 1
                continue
            } catch {
                XCTFail("\(file.path): \(error)")
                continue
            }
            parsed += 1
            let constraints = document.scenes.flatMap(\.constraints)
            let items = document.scenes.flatMap(\.items)
            XCTAssertEqual(constraints.count, reference.constraintCount,
                           "\(file.lastPathComponent): dump has \(constraints.count) constraints, the file \(reference.constraintCount)")
            constraintsSeen += constraints.count
            itemsSeen += items.count
            for constraint in constraints {
                // A list, not one line: merge-damaged files declare some ids twice.
                XCTAssertTrue(reference.lines[constraint.id]?.contains(constraint.location.line) == true,
                              "\(file.lastPathComponent): line of constraint \(constraint.id)")
                elementsChecked += 1
            }
            for item in items where reference.lines[item.id] != nil {
                XCTAssertTrue(reference.lines[item.id]!.contains(item.location.line),
                              "\(file.lastPathComponent): line of \(item.element) \(item.id)")
                elementsChecked += 1
            }
            // Every constraint item that exists in the file must have become a layout item.
            let itemIDs = Set(items.map(\.id))
            for constraint in constraints {
                for anchor in [constraint.first, constraint.second].compactMap({ $0 })
                where reference.elementNames[anchor.item].map(Self.isLayoutElement) == true {
                    XCTAssertTrue(itemIDs.contains(anchor.item),
                                  "\(file.lastPathComponent): <\(reference.elementNames[anchor.item]!)> \(anchor.item) is not an item")
                }
            }
        }
        print("corpus: \(files.count) files, \(parsed) parsed, \(legacy) legacy <archive>, "
              + "\(constraintsSeen) constraints, \(itemsSeen) items, \(elementsChecked) lines checked")
        XCTAssertEqual(legacy, Self.legacyArchiveCount)
    }

    /// Constraints can point at ids of other kinds (merge damage); only views and guides must be items.
    private static func isLayoutElement(_ name: String) -> Bool {
        !["constraint", "outlet", "action", "segue", "placeholder", "viewController", "scene"].contains(name)
    }

    func testLintingTheCorpusNeverCrashesAndIsDeterministic() throws {
        let files = try corpusFiles()
        let linter = Linter(sources: SourceCodeReader())
        var first: [Finding] = []
        var second: [Finding] = []
        var linted = 0
        for file in files {
            let document: Document
            do {
                document = try DocumentLoader.load(path: file.path)
            } catch let error as InputError where error.kind == .legacyArchive {
                continue
            }
            first += linter.lint(document)
            second += linter.lint(try DocumentLoader.load(path: file.path))
            linted += 1
        }
        // Every file but the pre-Xcode 5 archives was linted twice, so the comparison covers the corpus.
        XCTAssertEqual(linted, files.count - Self.legacyArchiveCount)
        XCTAssertFalse(first.isEmpty)
        XCTAssertEqual(first, second)
    }
}

/// An independent reading of a file: element names, ids and start lines from `XMLParser`.
private final class ReferenceScan: NSObject, XMLParserDelegate {
    private(set) var rootName: String?
    private(set) var constraintCount = 0
    private(set) var lines: [String: [Int]] = [:]
    private(set) var elementNames: [String: String] = [:]
    private weak var parser: XMLParser?

    init(url: URL) throws {
        super.init()
        let data = try Data(contentsOf: url)
        let parser = XMLParser(data: data)
        self.parser = parser
        parser.delegate = self
        guard parser.parse() else {
            throw NSError(domain: "ReferenceScan", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(url.path): \(String(describing: parser.parserError))"])
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if rootName == nil { rootName = elementName }
        if elementName == "constraint" { constraintCount += 1 }
        if let id = attributes["id"] {
            lines[id, default: []].append(parser.lineNumber)
            if elementNames[id] == nil { elementNames[id] = elementName }
        }
    }
}
