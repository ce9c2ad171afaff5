import ArgumentParser
import Foundation
@testable import LayoutLintCLI
import XCTest

/// The paths set aside before swift-argument-parser runs (issue 23): the command parsed must be the
/// one the parser alone would give, and the output of a run the same.
final class PathArgumentsTests: TemporaryDirectoryTestCase {

    func testSetsAsideEveryPathButTheFirst() {
        let split = PathArguments.split(["lint", "--reporter", "json", "a.xib", "--quiet", "b.xib", "--jobs=2", "c.xib"])
        XCTAssertEqual(split.arguments, ["lint", "--reporter", "json", "a.xib", "--quiet", "--jobs=2"])
        XCTAssertEqual(split.paths, ["b.xib", "c.xib"])
    }

    func testDefaultSubcommandAndDump() {
        XCTAssertEqual(PathArguments.split(["a", "--sources", "Src", "b", "c"]),
                       .init(arguments: ["a", "--sources", "Src"], paths: ["b", "c"]))
        XCTAssertEqual(PathArguments.split(["dump", "--format", "text", "a", "b"]),
                       .init(arguments: ["dump", "--format", "text", "a"], paths: ["b"]))
    }

    func testLeavesAmbiguousCommandLinesToTheParser() {
        for arguments in [["lint", "a", "--", "b", "c"], ["lint", "a", "-", "c"], ["a", "rules", "b"],
                          ["rules", "a", "b"], ["explain", "a.xib", "b"], ["log", "a", "b"], ["help", "lint"], []] {
            XCTAssertEqual(PathArguments.split(arguments).paths, [], "\(arguments)")
        }
    }

    /// Whatever the command line, the command parsed is the one swift-argument-parser alone gives.
    func testParsesAsTheParserAlone() throws {
        let lines: [[String]] = [
            ["a", "b", "c"], ["lint", "a", "b", "--strict", "c"], ["--quiet", "a", "b"],
            ["lint", "--output", "out.txt", "a", "--baseline", "base.json", "b", "--write-baseline", "w.json", "c"],
            ["lint", "--config", "c.yml", "--sources", "S", "a", "--sources=T", "b", "--jobs", "3", "c", "d"],
            ["lint", "--reporter", "sarif", "x", "y", "x"],
        ]
        for line in lines {
            let expected = try XCTUnwrap(LayoutLintCommand.parseAsRoot(line) as? Lint, "\(line)")
            let parsed = try XCTUnwrap(PathArguments.parse(line) as? Lint, "\(line)")
            XCTAssertEqual(describe(parsed), describe(expected), "\(line)")
        }
        let dumpLine = ["dump", "a", "--solve", "b", "--size-class", "all", "c", "--format", "json"]
        let expected = try XCTUnwrap(LayoutLintCommand.parseAsRoot(dumpLine) as? Dump)
        let parsed = try XCTUnwrap(PathArguments.parse(dumpLine) as? Dump)
        XCTAssertEqual(parsed.files, expected.files)
        XCTAssertEqual([parsed.solve.description, parsed.format.rawValue, parsed.sizeClass.rawValue],
                       [expected.solve.description, expected.format.rawValue, expected.sizeClass.rawValue])
    }

    /// Errors stay errors: a missing value, an unknown option, no file for `dump`.
    func testUsageErrorsStay() {
        for line in [["lint", "a", "b", "--jobs"], ["lint", "a", "--frobnicate", "b", "c"], ["dump", "--solve"],
                     ["lint", "a", "b", "--reporter", "nope", "c"]] {
            XCTAssertThrowsError(try PathArguments.parse(line), "\(line)")
        }
    }

    /// `optionsWithValues` must name every option that takes a value, as the help shows them.
    func testOptionsWithValuesMatchTheHelp() {
        XCTAssertEqual(Lint.optionsWithValues, optionsWithValues(inHelpOf: Lint.self))
        XCTAssertEqual(Dump.optionsWithValues, optionsWithValues(inHelpOf: Dump.self))
    }

    /// The executable: options among many paths, the report in the order given.
    func testManyPathsOnTheCommandLine() throws {
        var names: [String] = []
        for index in 0..<40 {
            let name = String(format: "s%02d.storyboard", 39 - index)
            try directory.write(name, index % 7 == 3 ? Fixtures.invalidConstraint : Fixtures.clean)
            names.append(name)
        }
        let middle = names.count / 2
        let mixed = Array(names[..<middle]) + ["--reporter", "json", "--quiet"] + Array(names[middle...])
        let run = try LayoutLintProcess.run(["lint", "--jobs", "2"] + mixed, in: directory.url)
        let plain = try LayoutLintProcess.run(["lint", "--reporter", "json", "--quiet", "--jobs", "2", "--"] + names, in: directory.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, plain.stdout)
        XCTAssertEqual(run.stderr, plain.stderr)
        let files = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])["files"] as? [[String: Any]]
        XCTAssertEqual(files?.compactMap { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }, names)
    }

    private func describe(_ lint: Lint) -> String {
        "\(lint.paths) \(String(describing: lint.reporter)) \(String(describing: lint.output)) \(String(describing: lint.config)) "
            + "\(String(describing: lint.baseline)) \(String(describing: lint.writeBaseline)) \(lint.sources) "
            + "\(String(describing: lint.jobs)) \(lint.strict) \(lint.quiet)"
    }

    private func optionsWithValues(inHelpOf command: ParsableCommand.Type) -> Set<String> {
        let help = command.helpMessage(columns: 1000)
        var names = Set<String>()
        for line in help.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0].hasPrefix("--"), words[1].hasPrefix("<") else { continue }
            names.insert(String(words[0]))
        }
        return names
    }
}
