import Foundation
import LayoutLintReporters
import XCTest

/// `--reporter`, `--output`, `--jobs`, `--strict`, colours and progress, through the built binary.
final class ReportingTests: TemporaryDirectoryTestCase {
    private func lint(_ arguments: [String], environment: [String: String] = [:], file: StaticString = #filePath,
                      line: UInt = #line) throws -> LayoutLintProcess.Result {
        try LayoutLintProcess.run(arguments, in: directory.url, environment: environment, file: file, line: line)
    }

    func testEveryReporterReportsTheSamplesOnStandardOutputOnly() throws {
        _ = try LayoutLintProcess.copySamples(to: directory.url)
        let xcode = try lint(["SampleStoryboards"])
        XCTAssertEqual(xcode.status, 1)
        let findingLines = xcode.stdout.lines
        XCTAssertFalse(findingLines.isEmpty)
        for kind in ReporterKind.allCases {
            let result = try lint(["--reporter", kind.rawValue, "SampleStoryboards"])
            XCTAssertEqual(result.status, 1, "\(kind): \(result.stderr)")
            XCTAssertFalse(result.stdout.isEmpty, "\(kind)")
            XCTAssertTrue(result.stdout.hasSuffix("\n"), "\(kind) ends with a line break")
            XCTAssertFalse(result.stdout.contains("\u{1B}"), "\(kind): no colours in a pipe")
            for finding in findingLines {
                XCTAssertFalse(result.stderr.contains(finding), "\(kind): findings never go to standard error")
            }
            if kind == .summary {
                XCTAssertEqual(result.stderr, "", "the summary reporter's totals are not printed twice")
            } else {
                XCTAssertEqual(result.stderr.lines.count, 1, "\(kind): only the summary on standard error: \(result.stderr)")
            }
            let again = try lint(["--reporter", kind.rawValue, "SampleStoryboards"])
            XCTAssertEqual(result.stdout, again.stdout, "\(kind) is deterministic")
        }
    }

    func testParseErrorsWinOverFindingsInEveryFormat() throws {
        try directory.write("Broken & bad.xib", "<document")
        try directory.write("Bad.storyboard", Fixtures.invalidConstraint)
        for kind in ReporterKind.allCases {
            let result = try lint(["--reporter", kind.rawValue, "."])
            XCTAssertEqual(result.status, 2, "\(kind)")
            XCTAssertTrue(result.stdout.contains("parse-error") || result.stdout.contains("parse"), "\(kind): \(result.stdout)")
        }
    }

    func testOutputFileHoldsTheReportAndNothingElseIsLeftBehind() throws {
        try directory.write("Bad.storyboard", Fixtures.invalidConstraint)
        let expected = try lint(["--reporter", "sarif", "Bad.storyboard"])
        try directory.write("out/report.sarif", "old contents")
        let result = try lint(["--reporter", "sarif", "--output", "out/report.sarif", "Bad.storyboard"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "", "the report went to the file")
        XCTAssertEqual(try String(contentsOfFile: directory.path + "/out/report.sarif", encoding: .utf8), expected.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out"), ["report.sarif"],
                       "no temporary file is left beside it")
    }

    func testOutputIntoAMissingFolderFailsWithoutAReport() throws {
        try directory.write("Main.storyboard", Fixtures.clean)
        let result = try lint(["--output", "missing/folder/report.txt", "Main.storyboard"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot write"), result.stderr)
    }

    func testOutputNeverReplacesAFileBeingLinted() throws {
        let path = try directory.write("Main.storyboard", Fixtures.clean)
        let result = try lint(["--reporter", "json", "--output", "Main.storyboard", "."])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Fixtures.clean)
        let baseline = try lint(["--write-baseline", "./Main.storyboard", "Main.storyboard"])
        XCTAssertEqual(baseline.status, 64)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Fixtures.clean)
    }

    func testJobsDoNotChangeTheOutput() throws {
        _ = try LayoutLintProcess.copySamples(to: directory.url)
        for index in 0..<30 {
            try directory.write("many/\(index % 3)/File \(index).storyboard",
                                index % 4 == 0 ? Fixtures.invalidConstraint : index % 7 == 0 ? "<broken" : Fixtures.clean)
        }
        for kind in ReporterKind.allCases {
            let serial = try lint(["--jobs", "1", "--reporter", kind.rawValue, "SampleStoryboards", "many"])
            for jobs in ["2", "5"] {
                let parallel = try lint(["--jobs", jobs, "--reporter", kind.rawValue, "SampleStoryboards", "many"])
                XCTAssertEqual(parallel.status, serial.status, "\(kind) --jobs \(jobs)")
                XCTAssertEqual(parallel.stdout, serial.stdout, "\(kind) --jobs \(jobs)")
                XCTAssertEqual(parallel.stderr, serial.stderr, "\(kind) --jobs \(jobs)")
            }
        }
        XCTAssertEqual(try lint(["--jobs", "0", "many"]).status, 64)
    }

    func testStrictMakesWarningsFailAndQuietDropsTheSummary() throws {
        try directory.write("Bad.storyboard", Fixtures.invalidConstraint)
        try directory.write(".layoutlint.yml", "rules:\n  invalid-constraint: warning\n")
        let lenient = try lint(["Bad.storyboard"])
        XCTAssertEqual(lenient.status, 0, "warnings alone pass")
        XCTAssertTrue(lenient.stdout.contains(": warning: "), lenient.stdout)
        XCTAssertEqual(try lint(["--strict", "Bad.storyboard"]).status, 1)
        let quiet = try lint(["--strict", "--quiet", "Bad.storyboard"])
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.stderr, "")
    }

    func testReproducibleReportsHonourSourceDateEpoch() throws {
        try directory.write("Main.storyboard", Fixtures.clean)
        let result = try lint(["--reporter", "junit", "Main.storyboard"], environment: ["SOURCE_DATE_EPOCH": "86400"])
        XCTAssertTrue(result.stdout.contains("timestamp=\"1970-01-02T00:00:00\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("time=\"0.000\""), result.stdout)
    }

    // MARK: On a terminal

    /// Runs layoutlint under `script`, which gives it a pseudo-terminal for standard output and error.
    private func lintOnTerminal(_ arguments: String, environment: [String: String] = [:]) throws -> LayoutLintProcess.Result? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
              let executable = LayoutLintProcess.executable?.path else { return nil }
        return try LayoutLintProcess.run(["-qec", "'\(executable)' \(arguments)", "/dev/null"], in: directory.url,
                                         environment: environment, executable: URL(fileURLWithPath: "/usr/bin/script"))
    }

    func testColoursAndProgressOnlyOnATerminalAndNeverWithNoColorCIOrPreCommit() throws {
        try directory.write("Bad.storyboard", Fixtures.invalidConstraint)
        guard let terminal = try lintOnTerminal("Bad.storyboard") else { throw XCTSkip("script(1) is not installed") }
        XCTAssertEqual(terminal.status, 1)
        XCTAssertTrue(terminal.stdout.contains("\u{1B}[1;31merror:"), "coloured on a terminal: \(terminal.stdout)")
        XCTAssertTrue(terminal.stdout.contains("[1/1] Bad.storyboard"), "progress on a terminal")
        let noColor = try XCTUnwrap(lintOnTerminal("Bad.storyboard", environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(noColor.stdout.contains("\u{1B}[1;31m"), noColor.stdout)
        for variable in ["CI", "PRE_COMMIT"] {
            let quietRun = try XCTUnwrap(lintOnTerminal("Bad.storyboard", environment: [variable: "1"]))
            XCTAssertFalse(quietRun.stdout.contains("[1/1]"), "\(variable): no progress")
        }
        let toFile = try XCTUnwrap(lintOnTerminal("--output report.txt Bad.storyboard"))
        XCTAssertEqual(toFile.status, 1)
        let report = try String(contentsOfFile: directory.path + "/report.txt", encoding: .utf8)
        XCTAssertFalse(report.contains("\u{1B}"), "a report file is never coloured")
    }
}
