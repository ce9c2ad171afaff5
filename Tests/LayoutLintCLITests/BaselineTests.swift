import Foundation
@testable import LayoutLintCLI
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules
import XCTest

/// `--write-baseline` and `--baseline`: adopting layoutlint on a project that already has findings.
final class BaselineTests: TemporaryDirectoryTestCase {
    private func lint(_ arguments: [String], in folder: URL? = nil, file: StaticString = #filePath,
                      line: UInt = #line) throws -> LayoutLintProcess.Result {
        try LayoutLintProcess.run(arguments, in: folder ?? directory.url, file: file, line: line)
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit applies")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func testRoundTripOnTheSamples() throws {
        let samples = try LayoutLintProcess.copySamples(to: directory.url)
        let before = try lint(["SampleStoryboards"])
        XCTAssertEqual(before.status, 1)

        let written = try lint(["--write-baseline", "layoutlint-baseline.json", "SampleStoryboards"])
        XCTAssertEqual(written.status, 0, "recording the baseline accepts today's findings")
        XCTAssertEqual(written.stdout, before.stdout, "the report is still printed")
        let baselineText = try String(contentsOfFile: directory.path + "/layoutlint-baseline.json", encoding: .utf8)
        XCTAssertFalse(baselineText.contains("\"line\""), "keyed without line numbers")

        let clean = try lint(["--baseline", "layoutlint-baseline.json", "SampleStoryboards"])
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "")
        XCTAssertTrue(clean.stderr.contains("more in the baseline"), clean.stderr)

        // Lines inserted above every finding move them all; none comes back.
        let invalid = samples.appendingPathComponent("invalid-constraint.xib").path
        try edit(invalid) { $0.replacingOccurrences(of: "<objects>", with: "<objects>\n        <!-- edited -->\n\n") }
        try edit(samples.appendingPathComponent("dangling-reference.storyboard").path) {
            $0.replacingOccurrences(of: "<scenes>", with: "<scenes>\n<!-- a new comment -->")
        }
        // duplicate-id's message names the line of the other element: that number moves too.
        try edit(samples.appendingPathComponent("duplicate-id.xib").path) {
            $0.replacingOccurrences(of: "<objects>", with: "<objects>\n<!-- one -->\n<!-- two -->")
        }
        let edited = try lint(["--baseline", "layoutlint-baseline.json", "SampleStoryboards"])
        XCTAssertEqual(edited.status, 0, edited.stdout)
        XCTAssertEqual(edited.stdout, "")
        XCTAssertNotEqual(try lint(["SampleStoryboards"]).stdout, before.stdout, "the findings did move")

        // A new problem is reported, and only it.
        try edit(invalid) {
            $0.replacingOccurrences(of: "secondAttribute=\"top\" constant=\"16\" id=\"Inv-cn-c06\"",
                                    with: "secondAttribute=\"top\" constant=\"16\" priority=\"1500\" id=\"Inv-cn-c06\"")
        }
        let added = try lint(["--baseline", "layoutlint-baseline.json", "SampleStoryboards"])
        XCTAssertEqual(added.status, 1)
        let lines = added.stdout.lines
        XCTAssertEqual(lines.filter { $0.hasSuffix("[invalid-constraint]") }.count, 1, added.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("SampleStoryboards/invalid-constraint.xib:35:") }, added.stdout)
        XCTAssertTrue(added.stdout.contains("priority 1500"), added.stdout)

        // The same baseline works from another working directory: paths are relative to the baseline.
        let fromInside = try lint(["--baseline", "../layoutlint-baseline.json", "."], in: samples)
        XCTAssertEqual(fromInside.stdout.lines.filter { $0.hasSuffix("[invalid-constraint]") }.count, 1, fromInside.stdout)
    }

    func testMultiplicity() {
        func finding(_ line: Int) -> Finding {
            Finding(ruleID: "duplicate-id", severity: .error, path: "UI/A.xib", location: SourceLocation(line: line),
                    element: "x-1", message: "same")
        }
        let old = LintReport(files: [FileReport(path: "UI/A.xib", rules: [], findings: [finding(3), finding(9)])])
        let baseline = Baseline(recording: old, directory: FileManager.default.currentDirectoryPath)
        XCTAssertTrue(baseline.serialized().contains("\"count\": 2"), baseline.serialized())
        let now = LintReport(files: [FileReport(path: "UI/A.xib", rules: [], findings: [finding(4), finding(10), finding(20)])])
        XCTAssertEqual(baseline.filter(now).findings.map(\.location.line), [20], "two old, one new")
        let fewer = LintReport(files: [FileReport(path: "./UI/A.xib", rules: [], findings: [finding(5)])])
        XCTAssertEqual(baseline.filter(fewer).findings, [], "a fixed finding leaves nothing behind")
    }

    func testABadBaselineIsAUsageError() throws {
        try directory.write("Main.storyboard", Fixtures.clean)
        try directory.write("baseline.json", "{\"version\": 7}")
        let result = try lint(["--baseline", "baseline.json", "Main.storyboard"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("not a layoutlint baseline"), result.stderr)
        XCTAssertEqual(try lint(["--baseline", "missing.json", "Main.storyboard"]).status, 64)
    }
}
