import Foundation
import LayoutLintInput
import LayoutLintModel
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every kind of bad input gets an `InputError` naming the file, the line (where there is one) and
/// the problem — never a crash, a hang, or a document built from something that is not one.
final class BadInputTests: TemporaryDirectoryTestCase {

    /// Loads `path`, expecting an `InputError`; checks the invariants every input error keeps.
    private func loadError(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        do {
            let document = try DocumentLoader.load(path: path)
            XCTFail("expected an InputError, got a document with \(document.scenes.count) scene(s)", file: file, line: line)
            return nil
        } catch let error as InputError {
            XCTAssertEqual(error.path, path, "the error names the file", file: file, line: line)
            XCTAssertFalse(error.message.isEmpty, file: file, line: line)
            XCTAssertFalse(error.description.contains("\n"), "a diagnostic is one line: \(error.description)", file: file, line: line)
            XCTAssertTrue(error.description.hasPrefix(path + (error.line.map { ":\($0):" } ?? ": ")), error.description,
                          file: file, line: line)
            if let errorLine = error.line { XCTAssertGreaterThan(errorLine, 0, file: file, line: line) }
            return error
        } catch {
            XCTFail("expected an InputError, got \(type(of: error)): \(error)", file: file, line: line)
            return nil
        }
    }

    private func write(_ name: String, _ text: String) throws -> String { try directory.write(name, text) }
    private func write(_ name: String, bytes: [UInt8]) throws -> String { try directory.write(name, bytes: bytes) }

    // MARK: Sanity

    func testFixtureLoads() throws {
        let document = try DocumentLoader.load(path: try write("Main.storyboard", Fixtures.clean))
        XCTAssertEqual(document.scenes.count, 1)
        XCTAssertEqual(document.scenes.first?.constraints.count, 3)
        XCTAssertEqual(document.scenes.first?.constraints[1].location, SourceLocation(line: Fixtures.secondConstraintLine,
                                                                                     column: Fixtures.secondConstraintColumn))
    }

    func testDescriptionHasCompilerShape() {
        let withLine = InputError(kind: .malformedXML, path: "a/b.xib", line: 3, column: 7, message: "malformed XML: oops")
        XCTAssertEqual(withLine.description, "a/b.xib:3:7: error: malformed XML: oops")
        let lineOnly = InputError(kind: .binary, path: "b.xib", line: 2, message: "not a text file")
        XCTAssertEqual(lineOnly.description, "b.xib:2:1: error: not a text file")
        let noLine = InputError(kind: .empty, path: "c.xib", message: "file is empty")
        XCTAssertEqual(noLine.description, "c.xib: error: file is empty")
    }

    // MARK: Malformed XML

    func testTruncatedMidElement() throws {
        let text = Fixtures.clean
        // Cut inside the label's start tag, just after `text="Title"` on line 13.
        let cut = text.range(of: "text=\"Title\"")!.upperBound
        let truncated = String(text[..<cut])
        let path = try write("Truncated.storyboard", truncated)
        let error = try XCTUnwrap(loadError(path))
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.line, Fixtures.labelLine, "the line where the file ends")
        XCTAssertNotNil(error.column)
        XCTAssertTrue(error.message.hasPrefix("malformed XML: "), error.message)
        XCTAssertTrue(error.message.contains("Premature end of data") || error.message.contains("end"), error.message)
    }

    func testTruncatedAtEveryKindOfPlace() throws {
        let text = Fixtures.clean
        let markers = ["<scene", "sceneID=\"tne", "<viewController id=", "</subviews>", "constant=\"1", "</document"]
        for marker in markers {
            let cut = text.range(of: marker)!.lowerBound
            let prefix = String(text[..<text.index(cut, offsetBy: marker.count / 2)])
            let path = try write("Cut.storyboard", prefix)
            let error = try XCTUnwrap(loadError(path), marker)
            XCTAssertEqual(error.kind, .malformedXML, marker)
            XCTAssertEqual(error.line, prefix.filter { $0 == "\n" }.count + 1, "cut at \(marker): \(error)")
        }
    }

    func testMismatchedTagNamesTheLine() throws {
        let text = Fixtures.clean.replacingOccurrences(of: "</subviews>", with: "</subview>")
        let error = try XCTUnwrap(loadError(try write("Mismatch.storyboard", text)))
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.line, 16)
        XCTAssertTrue(error.message.contains("subview"), error.message)
    }

    // MARK: Not Interface Builder

    func testPlistIsNotInterfaceBuilder() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a property list, not a storyboard -->
            <plist version="1.0">
            <dict/>
            </plist>

            """
        let error = try XCTUnwrap(loadError(try write("Info.xib", text)))
        XCTAssertEqual(error.kind, .notInterfaceBuilder)
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.message.contains("not an Interface Builder document"), error.message)
        XCTAssertTrue(error.message.contains("<plist>"), error.message)
    }

    func testDocumentOfAnotherType() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="something.else" version="1.0">
                <scenes/>
            </document>

            """
        let error = try XCTUnwrap(loadError(try write("Other.storyboard", text)))
        XCTAssertEqual(error.kind, .notInterfaceBuilder)
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.message.contains("not an Interface Builder document"), error.message)
        XCTAssertTrue(error.message.contains("something.else"), error.message)
    }

    func testLegacyArchiveXib() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00">
                <data>
                    <int key="IBDocument.SystemTarget">1060</int>
                </data>
            </archive>

            """
        let error = try XCTUnwrap(loadError(try write("Legacy.xib", text)))
        XCTAssertEqual(error.kind, .legacyArchive)
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.message.contains("unsupported legacy format"), error.message)
    }

    // MARK: Empty and binary

    func testEmptyFile() throws {
        let error = try XCTUnwrap(loadError(try write("Empty.xib", bytes: [])))
        XCTAssertEqual(error.kind, .empty)
        XCTAssertNil(error.line, "an empty file has no line to point at")
        XCTAssertTrue(error.message.contains("empty"), error.message)
    }

    func testWhitespaceOnlyFile() throws {
        let error = try XCTUnwrap(loadError(try write("Blank.storyboard", "  \n\t\r\n\n   \n")))
        XCTAssertEqual(error.kind, .empty)
        XCTAssertNil(error.line)
        XCTAssertTrue(error.message.contains("empty"), error.message)
    }

    func testByteOrderMarkAndWhitespaceIsEmpty() throws {
        let error = try XCTUnwrap(loadError(try write("Bom.xib", bytes: [0xEF, 0xBB, 0xBF, 0x20, 0x0A])))
        XCTAssertEqual(error.kind, .empty)
    }

    func testRandomBytesWithNULs() throws {
        var generator = SeededBytes(seed: 0x1A70_0717)
        var bytes = generator.bytes(4096)
        bytes[0] = 0x01  // not a byte order mark
        bytes[1] = 0x02
        bytes[1000] = 0
        let firstNUL = try XCTUnwrap(bytes.firstIndex(of: 0))
        let expectedLine = bytes[..<firstNUL].filter { $0 == 0x0A }.count + 1
        let error = try XCTUnwrap(loadError(try write("Random.xib", bytes: bytes)))
        XCTAssertEqual(error.kind, .binary)
        XCTAssertEqual(error.line, expectedLine)
        XCTAssertTrue(error.message.contains("not a text file"), error.message)
        XCTAssertTrue(error.message.contains("offset \(firstNUL)"), error.message)
    }

    func testImageRenamedAsXib() throws {
        // A PNG signature: \x89PNG\r\n\x1a\n, then a chunk length starting with NULs.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        let error = try XCTUnwrap(loadError(try write("Icon.xib", bytes: png)))
        XCTAssertEqual(error.kind, .binary)
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.message.contains("NUL byte at offset 8"), error.message)
    }

    // MARK: Encodings

    func testInvalidUTF8InAttributeValue() throws {
        var bytes = Array(Fixtures.storyboard(labelText: "Ti@@tle").utf8)
        let marker = Array("@@".utf8)
        let offset = try XCTUnwrap((0...(bytes.count - 2)).first { Array(bytes[$0..<$0 + 2]) == marker })
        bytes.replaceSubrange(offset..<offset + 2, with: [0xFF, 0xC3])  // 0xFF never occurs in UTF-8; 0xC3 lacks its continuation
        let error = try XCTUnwrap(loadError(try write("BadBytes.storyboard", bytes: bytes)))
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.line, Fixtures.labelLine)
        XCTAssertTrue(error.message.contains("invalid UTF-8"), error.message)
        XCTAssertTrue(error.message.contains("0xFF"), "names the offending byte: \(error.message)")
    }

    func testUTF16WithByteOrderMarkParsesLikeUTF8() throws {
        let utf8Document = try DocumentLoader.load(path: try write("UTF8.storyboard", Fixtures.invalidConstraint))
        for bigEndian in [false, true] {
            let text = Fixtures.storyboard(labelText: "Tïtle ✓ 𝄞", topConstraintSecondAttribute: "width", encoding: "UTF-16")
            let path = try write("UTF16-\(bigEndian ? "BE" : "LE").storyboard", bytes: text.utf16Bytes(bigEndian: bigEndian))
            let document = try DocumentLoader.load(path: path)
            XCTAssertEqual(document.path, path)
            XCTAssertEqual(document.scenes.count, 1)
            let scene = try XCTUnwrap(document.scenes.first)
            XCTAssertEqual(scene.items.map(\.id), utf8Document.scenes[0].items.map(\.id))
            XCTAssertEqual(scene.items.first { $0.id == "abc-12-def" }?.text, "Tïtle ✓ 𝄞", "non-ASCII text survives")
            XCTAssertEqual(scene.constraints.map(\.location.line), utf8Document.scenes[0].constraints.map(\.location.line))
        }
    }

    func testUTF16WithUnpairedSurrogate() throws {
        var bytes = Fixtures.clean.utf16Bytes(bigEndian: false)
        // Replace the label's "T" (line 13) with a lone high surrogate, D800.
        let text = Array(Fixtures.clean.utf16)
        let index = try XCTUnwrap((0..<text.count - 6).first { Array(text[$0..<$0 + 6]) == Array("\"Title".utf16) }) + 1
        bytes[2 + 2 * index] = 0x00
        bytes[2 + 2 * index + 1] = 0xD8
        let error = try XCTUnwrap(loadError(try write("Surrogate.storyboard", bytes: bytes)))
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.line, Fixtures.labelLine)
        XCTAssertTrue(error.message.contains("UTF-16"), error.message)
    }

    func testUTF16WithoutByteOrderMark() throws {
        var bytes: [UInt8] = []
        for unit in Fixtures.clean.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = try XCTUnwrap(loadError(try write("NoBom.storyboard", bytes: bytes)))
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.line, 1)
        XCTAssertTrue(error.message.contains("UTF-16 without a byte order mark"), error.message)
    }

    // MARK: Entities

    private static let secretMarker = "LAYOUTLINT-SECRET-7d1f9c2e"

    /// Entities pointing at a secret file are rejected, and its contents appear nowhere.
    func testExternalEntityIsRejectedAndNeverRead() throws {
        let secret = try write("secret.txt", "\(Self.secretMarker)\n")
        let url = URL(fileURLWithPath: secret).absoluteString
        let variants: [(name: String, prolog: String, use: String)] = [
            ("attribute", "<!DOCTYPE document [\n<!ENTITY xxe SYSTEM \"\(url)\">\n]>", "userLabel=\"&xxe;\""),
            ("relative", "<!DOCTYPE document [\n<!ENTITY xxe SYSTEM \"secret.txt\">\n]>", "userLabel=\"&xxe;\""),
            ("parameter", "<!DOCTYPE document [\n<!ENTITY % ext SYSTEM \"\(url)\">\n%ext;\n]>", "userLabel=\"x\""),
            ("external subset", "<!DOCTYPE document SYSTEM \"\(url)\">", "userLabel=\"x\""),
            ("after a comment", "<!-- harmless -->\n<!DOCTYPE document [\n<!ENTITY xxe SYSTEM \"\(url)\">\n]>", "userLabel=\"&xxe;\""),
        ]
        for variant in variants {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                \(variant.prolog)
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s1"><objects><viewController id="vc"><view key="view" id="root" \(variant.use)/></viewController></objects></scene></scenes>
                </document>

                """
            for (name, bytes) in [("XXE.storyboard", Array(text.utf8)), ("XXE16.storyboard", text.utf16Bytes(bigEndian: false))] {
                let path = try write(name, bytes: bytes)
                let error = try XCTUnwrap(loadError(path), variant.name)
                XCTAssertEqual(error.kind, .doctypeNotAllowed, variant.name)
                let doctypeLine = variant.name == "after a comment" ? 3 : 2
                XCTAssertEqual(error.line, doctypeLine, variant.name)
                XCTAssertTrue(error.message.contains("DOCTYPE"), error.message)
                XCTAssertFalse(String(describing: error).contains(Self.secretMarker), variant.name)
                XCTAssertFalse(String(reflecting: error).contains(Self.secretMarker), variant.name)
            }
        }
    }

    /// Even where no DOCTYPE is needed, an undeclared entity reference is an error, not a lookup.
    func testUndeclaredEntityIsMalformed() throws {
        let text = Fixtures.storyboard(labelText: "&xxe;")
        let error = try XCTUnwrap(loadError(try write("Undeclared.storyboard", text)))
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.line, Fixtures.labelLine)
        XCTAssertTrue(error.message.contains("xxe"), error.message)
    }

    func testBillionLaughsFinishesFastAndIsRejected() throws {
        var prolog = "<!DOCTYPE document [\n<!ENTITY lol \"lol\">\n"
        prolog += "<!ENTITY lol1 \"\(String(repeating: "&lol;", count: 10))\">\n"
        for level in 2...9 {
            prolog += "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">\n"
        }
        prolog += "]>"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            \(prolog)
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s1"><objects><viewController id="vc"><view key="view" id="root" userLabel="&lol9;"><string key="text">&lol9;</string></view></viewController></objects></scene></scenes>
            </document>

            """
        let path = try write("Laughs.storyboard", text)
        let start = Date()
        let error = try XCTUnwrap(loadError(path))
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 2, "entity expansion must not run")
        XCTAssertEqual(error.kind, .doctypeNotAllowed)
        XCTAssertEqual(error.line, 2)
        XCTAssertFalse(error.description.contains("lollol"))
    }

    // MARK: Nesting

    func testTenThousandDeepNestingIsRejectedWithALine() throws {
        // document/scenes/scene/objects/viewController/view + 10,000 levels of <subviews><view>.
        let path = try write("Deep.storyboard", Fixtures.nestedViews(5_000))
        let start = Date()
        let error = try XCTUnwrap(loadError(path))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertEqual(error.kind, .malformedXML)
        let line = try XCTUnwrap(error.line)
        XCTAssertGreaterThan(line, Fixtures.headLineCount, "points into the nesting, not at the top")
        XCTAssertLessThan(line, Fixtures.headLineCount + 5_000)
        XCTAssertTrue(error.message.contains("nested"), error.message)
        XCTAssertFalse(error.message.contains("XML_PARSE_HUGE"), "libxml2's API advice means nothing to the user: \(error.message)")
    }

    func testDeepButAllowedNestingLoads() throws {
        // 120 nested views: 247 levels of elements, inside libxml2's limit; the builder must not overflow.
        let document = try DocumentLoader.load(path: try write("DeepOK.storyboard", Fixtures.nestedViews(120)))
        let items = try XCTUnwrap(document.scenes.first?.items)
        XCTAssertEqual(items.count, 121)
        XCTAssertEqual(items.last?.parent, "v118")
    }

    // MARK: The file system

    func testPathThatDoesNotExist() throws {
        let path = directory.url.appendingPathComponent("Missing.storyboard").path
        let error = try XCTUnwrap(loadError(path))
        XCTAssertEqual(error.kind, .fileNotFound)
        XCTAssertNil(error.line)
        XCTAssertTrue(error.message.contains("no such file"), error.message)
        XCTAssertEqual(error.description, "\(path): error: no such file")
    }

    func testPathThroughAFile() throws {
        let file = try write("Main.storyboard", Fixtures.clean)
        let error = try XCTUnwrap(loadError(file + "/Inner.xib"))
        XCTAssertEqual(error.kind, .fileNotFound)
        XCTAssertNil(error.line)
    }

    func testDirectoryPassedAsAFile() throws {
        let path = directory.url.appendingPathComponent("Folder.storyboard").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let error = try XCTUnwrap(loadError(path))
        XCTAssertEqual(error.kind, .unreadable)
        XCTAssertNil(error.line)
        XCTAssertTrue(error.message.contains("directory"), error.message)
    }

    func testFileWithoutReadPermission() throws {
        if getuid() == 0 { throw XCTSkip("root can read any file") }
        let path = try write("Private.storyboard", Fixtures.clean)
        XCTAssertEqual(chmod(path, 0o200), 0)
        defer { chmod(path, 0o644) }
        let error = try XCTUnwrap(loadError(path))
        XCTAssertEqual(error.kind, .unreadable)
        XCTAssertNil(error.line)
        XCTAssertTrue(error.message.contains("ermission denied"), error.message)
    }
}
