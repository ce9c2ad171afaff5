import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules
import XCTest

/// Every reporter against a checked-in expected output. The report is built by hand so that it
/// holds every character a format must escape: `& < > " '`, commas, colons, `%`, line breaks,
/// and file names with spaces. Run with `LAYOUTLINT_UPDATE_GOLDEN=1` to rewrite the files after an
/// intended change, then read the diff.
final class ReporterGoldenTests: XCTestCase {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let ruleA = RuleDescription(id: "rule-a", name: "Rule A", summary: "Checks <a> & \"b\".", defaultSeverity: .error)
    static let ruleB = RuleDescription(id: "rule-b", name: "Rule B", summary: "Checks 'c', d: e.", defaultSeverity: .warning)

    static let tricky: LintReport = {
        let path = "Main Screen/Login & Sign-up.storyboard"
        let findings = [
            Finding(ruleID: "rule-a", severity: .error, path: path, location: SourceLocation(line: 12, column: 9),
                    element: "a&b-<1>", sceneID: "sc-1",
                    message: "Label \"Name\" & 'Title' <x>, at 50%: two\nlines\r\nand a CR",
                    sizeClasses: [TraitKey(width: .compact, height: .regular)]),
            Finding(ruleID: "rule-a", severity: .warning, path: path, location: SourceLocation(line: 40, column: 1),
                    element: "v2", message: "Second, with a tab\there"),
            Finding(ruleID: "rule-b", severity: .note, path: path, location: SourceLocation(line: 41, column: 3),
                    element: nil, message: "Note: no element %0A"),
        ]
        return LintReport(files: [
            FileReport(path: "Clean View.xib", rules: [ruleA, ruleB], duration: 0.0004),
            FileReport(path: path, rules: [ruleA, ruleB], findings: findings, duration: 1.23456),
            FileReport(path: "Broken,file:1%.xib", rules: [ruleA, ruleB],
                       failure: ParseFailure(path: "Broken,file:1%.xib", line: 3, column: 5,
                                             message: "malformed XML: expected '>' after \"<view\"")),
        ], environment: ReportEnvironment(timestamp: "2024-01-02T03:04:05", hostname: "ci-host", toolVersion: "9.9.9"))
    }()

    static let clean = LintReport(
        files: [FileReport(path: "Clean.storyboard", rules: [ruleA, ruleB])],
        environment: ReportEnvironment(timestamp: "2024-01-02T03:04:05", hostname: "ci-host", toolVersion: "9.9.9"))

    static let empty = LintReport(
        files: [], environment: ReportEnvironment(timestamp: "2024-01-02T03:04:05", hostname: "ci-host", toolVersion: "9.9.9"))

    static func fileExtension(_ kind: ReporterKind) -> String {
        switch kind {
        case .json, .sarif, .codeclimate: return "json"
        case .junit, .checkstyle: return "xml"
        case .xcode, .github, .summary: return "txt"
        case .html: return "html"
        }
    }

    private func assertGolden(_ kind: ReporterKind, _ report: LintReport, _ name: String,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = kind.makeReporter().render(report)
        XCTAssertEqual(actual, kind.makeReporter().render(report), "\(kind) is deterministic", file: file, line: line)
        let url = Self.goldenDirectory.appendingPathComponent("\(kind.rawValue)-\(name).\(Self.fileExtension(kind))")
        if ProcessInfo.processInfo.environment["LAYOUTLINT_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "\(kind) \(name) differs from \(url.lastPathComponent)", file: file, line: line)
    }

    func testEveryReporterMatchesItsGoldenFileWithTrickyCharacters() throws {
        for kind in ReporterKind.allCases { try assertGolden(kind, Self.tricky, "tricky") }
    }

    func testEveryReporterMatchesItsGoldenFileOnACleanRun() throws {
        for kind in ReporterKind.allCases { try assertGolden(kind, Self.clean, "clean") }
    }

    func testEveryReporterMatchesItsGoldenFileWithNoFiles() throws {
        for kind in ReporterKind.allCases { try assertGolden(kind, Self.empty, "empty") }
    }

    // MARK: Properties the golden files alone would not make obvious

    func testMachineReadableReportsParseAndStayComplete() throws {
        for report in [Self.tricky, Self.clean, Self.empty] {
            let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any]
            XCTAssertEqual((json?["findings"] as? [Any])?.count, report.files.flatMap(\.problems).count)
            let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any]
            let run = (sarif?["runs"] as? [[String: Any]])?.first
            XCTAssertEqual((run?["results"] as? [Any])?.count, report.files.flatMap(\.problems).count,
                           "results is present, [] when clean")
            let issues = try JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(report).utf8)) as? [Any]
            XCTAssertEqual(issues?.count, report.files.flatMap(\.problems).count)
            for kind in [ReporterKind.junit, .checkstyle] {
                let parser = XMLParser(data: Data(kind.makeReporter().render(report).utf8))
                XCTAssertTrue(parser.parse(), "\(kind) is well-formed XML: \(String(describing: parser.parserError))")
            }
        }
    }

    func testXMLAttributesRoundTripEveryCharacter() throws {
        final class Collector: NSObject, XMLParserDelegate {
            var messages: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if name == "error", let message = attributes["message"] { messages.append(message) }
            }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(CheckstyleReporter().render(Self.tricky).utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(collector.messages.first, Self.tricky.files[1].findings[0].message,
                       "quotes, ampersands, angle brackets and line breaks (CR too) survive")
        XCTAssertEqual(collector.messages[1], "Second, with a tab\there", "a tab is not normalised to a space")
        XCTAssertEqual(collector.messages.last, "malformed XML: expected '>' after \"<view\"")
    }

    func testGitHubCommandsEscapeDataAndProperties() {
        let lines = GitHubReporter().render(Self.tricky).split(separator: "\n")
        XCTAssertEqual(lines.count, 4, "one command per line: messages' line breaks are encoded")
        XCTAssertTrue(lines.contains { $0.hasPrefix("::error file=Broken%2Cfile%3A1%25.xib,line=3,col=5,title=parse-error::") })
        XCTAssertTrue(lines.contains { $0.hasSuffix("at 50%25: two%0Alines%0D%0Aand a CR") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("::notice ") && $0.hasSuffix("::Note: no element %250A") })
    }

    func testSARIFURIsArePercentEncodedAndRelative() throws {
        let text = SARIFReporter().render(Self.tricky)
        XCTAssertTrue(text.contains("\"uri\": \"Main%20Screen/Login%20%26%20Sign-up.storyboard\""))
        XCTAssertTrue(text.contains("\"uri\": \"Broken%2Cfile%3A1%25.xib\""))
        var report = Self.clean
        report.environment.workingDirectory = "/work/app"
        report.files = [FileReport(path: "/work/app/UI/A.xib", rules: [], failure: ParseFailure(path: "/work/app/UI/A.xib", message: "x")),
                        FileReport(path: "/elsewhere/B.xib", rules: [], failure: ParseFailure(path: "/elsewhere/B.xib", message: "x"))]
        let sarif = SARIFReporter().render(report)
        XCTAssertTrue(sarif.contains("\"uri\": \"UI/A.xib\""), "absolute paths under the working directory become relative")
        XCTAssertTrue(sarif.contains("\"uri\": \"file:///elsewhere/B.xib\""), "others stay absolute, as file URIs")
    }

    func testJUnitCountsTestCasesAndAggregatesFailures() {
        let text = JUnitReporter().render(Self.tricky)
        XCTAssertTrue(text.contains("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"1.235\""), text)
        XCTAssertTrue(text.contains("tests=\"3\" failures=\"0\" errors=\"1\" skipped=\"2\" time=\"0.000\""), text)
        XCTAssertTrue(text.contains("(+1 more)"), "one failure per test case, naming how many findings it holds")
        XCTAssertEqual(text.components(separatedBy: "<failure ").count - 1, 1, "a note alone does not fail its test case")
        XCTAssertEqual(JUnitReporter.seconds(0.0004), "0.000")
        XCTAssertEqual(JUnitReporter.seconds(1e-9), "0.000")
        XCTAssertEqual(JUnitReporter.seconds(12345.6789), "12345.679")
    }

    func testCodeClimateFingerprintsIgnoreLinesAndTellDuplicatesApart() throws {
        func fingerprints(_ report: LintReport) throws -> [String] {
            let issues = try JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(report).utf8)) as? [[String: Any]]
            return issues?.compactMap { $0["fingerprint"] as? String } ?? []
        }
        var moved = Self.tricky
        moved.files[1].findings = moved.files[1].findings.map { finding in
            var finding = finding
            finding.location.line += 7
            return finding
        }
        XCTAssertEqual(try fingerprints(Self.tricky), try fingerprints(moved), "moving lines keeps fingerprints")
        var duplicated = Self.tricky
        duplicated.files[1].findings.append(duplicated.files[1].findings[0])
        let prints = try fingerprints(duplicated)
        XCTAssertEqual(Set(prints).count, prints.count, "fingerprints are unique in a report")
    }

    func testIdentityMasksLineNumbersInMessages() {
        XCTAssertEqual(FindingIdentity.stableMessage("already used by the <label> at line 15; ids must be unique"),
                       "already used by the <label> at line #; ids must be unique")
        XCTAssertEqual(FindingIdentity.stableMessage("Lines 3, 40 and 7 on retina6_1, priority 250"),
                       "Lines #, # and 7 on retina6_1, priority 250")
    }

    /// ASCII messages take a byte-wise path, others walk Characters: both give the same result
    /// (a non-ASCII word at the end sends the same message down the Character path).
    func testIdentityASCIIPathMatchesCharacterPath() {
        let messages = ["Line 5x 12", "line5x 12", "LINES 1,2 ,3;4", "at line\t9 and lines 10-11", "x1line 2", "line", "9 lines"]
        for message in messages {
            XCTAssertEqual(FindingIdentity.stableMessage(message + " é"), FindingIdentity.stableMessage(message) + " é", message)
        }
        XCTAssertEqual(FindingIdentity.stableMessage("Line 5x 12"), "Line #x 12")
        XCTAssertEqual(FindingIdentity.stableMessage("line5x 12"), "line5x 12")
        XCTAssertEqual(FindingIdentity.stableMessage("line\r\n5"), "line\r\n#", "CRLF is one Character")
    }

    func testSHA256KnownAnswer() {
        XCTAssertEqual(FindingIdentity.sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(FindingIdentity.sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(FindingIdentity.sha256Hex(String(repeating: "a", count: 1000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
