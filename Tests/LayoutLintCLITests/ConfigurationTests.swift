import Foundation
@testable import LayoutLintCLI
import LayoutLintEngine
import LayoutLintRules
import XCTest

/// `.layoutlint.yml`: every setting, and every mistake reported with its file and line.
final class ConfigurationTests: TemporaryDirectoryTestCase {
    private func lint(_ arguments: [String], in folder: String? = nil, file: StaticString = #filePath,
                      line: UInt = #line) throws -> LayoutLintProcess.Result {
        let url = folder.map { directory.url.appendingPathComponent($0) } ?? directory.url
        return try LayoutLintProcess.run(arguments, in: url, file: file, line: line)
    }

    private func parse(_ yaml: String) throws -> Configuration {
        try Configuration.parse(yaml, path: ".layoutlint.yml", directory: directory.path)
    }

    private func assertError(_ yaml: String, line: Int, contains text: String, file: StaticString = #filePath,
                             line sourceLine: UInt = #line) {
        XCTAssertThrowsError(try parse(yaml), file: file, line: sourceLine) { error in
            let error = error as? ConfigurationError
            XCTAssertEqual(error?.line, line, "\(String(describing: error))", file: file, line: sourceLine)
            XCTAssertTrue(error?.description.contains(text) == true, "\(String(describing: error))", file: file, line: sourceLine)
        }
    }

    // MARK: Mistakes

    func testUnknownKeysAndBadValuesAreErrorsWithTheirLine() {
        assertError("reporter: junit\nrulez:\n  duplicate-id: off\n", line: 2, contains: "unknown key 'rulez'")
        assertError("reporter: xml\n", line: 1, contains: "unknown reporter 'xml'")
        assertError("rules:\n  duplicate-id: loud\n", line: 2, contains: "'loud' is not a rule setting")
        assertError("rules:\n  no-such-rule: off\n", line: 2, contains: "unknown rule 'no-such-rule'")
        assertError("rules:\n  duplicate-id:\n    severity: fatal\n", line: 3, contains: "'fatal' is not a severity")
        assertError("rules:\n  duplicate-id:\n    enable: false\n", line: 3, contains: "unknown key 'enable'")
        assertError("strict: maybe\n", line: 1, contains: "true or false")
        assertError("excluded: Legacy/**\n", line: 1, contains: "must be a list")
        assertError("overrides:\n  - rules:\n      duplicate-id: off\n", line: 2, contains: "needs 'paths'")
        assertError("overrides:\n  - paths: [a]\n    severity: error\n", line: 3, contains: "unknown key 'severity'")
        assertError("size_classes: [widthClass=tiny]\n", line: 1, contains: "is not a size class")
        assertError("device: \"iPhone 15\"\n", line: 1, contains: "not an Interface Builder device id")
        assertError("device: retina9_9\n", line: 1, contains: "use one of ipad10_2, ipad10_5")
        assertError("sources: [NoSuchFolder]\n", line: 1, contains: "does not exist")
        assertError("strict: true\nrules:\n  duplicate-id: off\n  duplicate-id: on\n", line: 3, contains: "'duplicate-id' appears twice")
        assertError("rules: [\n", line: 2, contains: "invalid YAML")
        assertError("- just\n- a list\n", line: 1, contains: "must be a mapping")
    }

    func testABadConfigurationFileExits78WithTheFileAndLine() throws {
        try directory.write("Main.storyboard", Fixtures.clean)
        try directory.write(".layoutlint.yml", "# settings\nrules:\n  duplicate-id: off\nreportr: junit\n")
        let result = try lint(["Main.storyboard"])
        XCTAssertEqual(result.status, 78)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix(".layoutlint.yml:4:1: error: unknown key 'reportr'") || result.stderr.contains("/.layoutlint.yml:4:1: error: unknown key 'reportr'"),
                      result.stderr)
    }

    // MARK: Settings

    func testARuleOffByDefaultRunsOnlyWhenSwitchedOn() throws {
        let defaults = try parse("strict: false\n").rules(for: "Main.storyboard").map { $0.rule.description.id }
        XCTAssertFalse(defaults.contains("misplaced-view"))
        XCTAssertTrue(defaults.contains("ambiguous-layout"))
        let enabled = try parse("rules:\n  misplaced-view: on\n").rules(for: "Main.storyboard").map { $0.rule.description.id }
        XCTAssertTrue(enabled.contains("misplaced-view"))
    }

    func testEverySettingIsRead() throws {
        try directory.write("Sources/App/.keep", "")
        let configuration = try parse("""
            reporter: sarif
            strict: true
            included: [App]
            excluded: ["Legacy/**", "**/*Old.xib"]
            rules:
              duplicate-id: off
              invalid-constraint: warning
              dangling-reference:
                enabled: true
                severity: note
            overrides:
              - paths: ["Legacy/**"]
                rules:
                  duplicate-id: on
            size_classes: [default, widthClass=compact-heightClass=regular, any]
            device: retina6_1
            sources: [Sources/App]
            """)
        XCTAssertEqual(configuration.reporter, .sarif)
        XCTAssertEqual(configuration.strict, true)
        XCTAssertEqual(configuration.included, ["App"])
        XCTAssertTrue(configuration.isExcluded("Legacy/Screens/A.xib"))
        XCTAssertTrue(configuration.isExcluded("UI/CellOld.xib"))
        XCTAssertFalse(configuration.isExcluded("UI/Cell.xib"))
        XCTAssertEqual(configuration.sizeClasses, ["default", "heightClass=regular-widthClass=compact", "default"])
        XCTAssertEqual(configuration.device, "retina6_1")
        XCTAssertEqual(configuration.sources.count, 1)
        XCTAssertTrue(configuration.sources[0].hasSuffix("Sources/App"), configuration.sources[0])

        let everywhere = configuration.rules(for: "UI/A.xib")
        XCTAssertFalse(everywhere.contains { $0.rule.description.id == "duplicate-id" })
        XCTAssertEqual(everywhere.first { $0.rule.description.id == "invalid-constraint" }?.severity, .warning)
        XCTAssertEqual(everywhere.first { $0.rule.description.id == "dangling-reference" }?.severity, .note)
        let legacy = configuration.rules(for: "Legacy/A.xib")
        XCTAssertTrue(legacy.contains { $0.rule.description.id == "duplicate-id" }, "the override turns it back on")
        XCTAssertEqual(legacy.count, RuleCatalog.enabledByDefault.count)
    }

    func testAnEmptyFileMeansDefaults() throws {
        let configuration = try parse("")
        XCTAssertNil(configuration.reporter)
        XCTAssertEqual(configuration.rules(for: "A.xib").count, RuleCatalog.enabledByDefault.count)
    }

    func testGlobs() {
        XCTAssertTrue(Glob("Legacy").matches("Legacy/A.xib"))
        XCTAssertTrue(Glob("Legacy/").matches("Legacy/Deep/A.xib"))
        XCTAssertTrue(Glob("**/*.xib").matches("A.xib"))
        XCTAssertTrue(Glob("**/*.xib").matches("a/b/c/A.xib"))
        XCTAssertFalse(Glob("*.xib").matches("a/A.storyboard"))
        XCTAssertTrue(Glob("a/**/c/*.xib").matches("a/c/X.xib"))
        XCTAssertTrue(Glob("a/**/c/*.xib").matches("a/b/b/c/X.xib"))
        XCTAssertFalse(Glob("a/*/c").matches("a/b/b/c"))
        XCTAssertTrue(Glob("Screen?.xib").matches("Screen1.xib"))
        XCTAssertTrue(Glob("[A-C]*.xib").matches("Banner.xib"))
        XCTAssertFalse(Glob("[!A-C]*.xib").matches("Banner.xib"))
        XCTAssertTrue(Glob("./My Screens/*").matches("My Screens/A b.xib"))
    }

    func testConfigurationFromAParentFolderDisablesAndReSeversRules() throws {
        try directory.write("App/UI/Bad.storyboard", Fixtures.invalidConstraint)
        try directory.write("App/Legacy/Bad.storyboard", Fixtures.invalidConstraint)
        try directory.write("App/Generated/Bad.storyboard", Fixtures.invalidConstraint)
        try directory.write(".layoutlint.yml", """
            excluded: [App/Generated]
            rules:
              invalid-constraint: warning
            overrides:
              - paths: ["App/Legacy/**"]
                rules:
                  invalid-constraint: off
            """)
        let result = try lint(["."], in: "App")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.lines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("./UI/Bad.storyboard:"), result.stdout)
        XCTAssertTrue(result.stdout.contains(": warning: "), result.stdout)
        XCTAssertTrue(result.stderr.contains("2 files checked"), "the excluded file is not linted: \(result.stderr)")
    }

    func testIncludedPathsAndDefaultReporterAndExplicitConfig() throws {
        try directory.write("App/Bad.storyboard", Fixtures.invalidConstraint)
        try directory.write("Other/Bad.storyboard", Fixtures.invalidConstraint)
        try directory.write(".layoutlint.yml", "included: [App]\nreporter: checkstyle\n")
        let result = try lint([])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("<file name=\"App/Bad.storyboard\">"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Other"))
        XCTAssertTrue(try lint(["--reporter", "xcode", "App"]).stdout.hasPrefix("App/Bad.storyboard:"), "the flag wins")

        try directory.write("settings/strict.yml", "rules:\n  invalid-constraint: off\n")
        let explicit = try lint(["--config", "settings/strict.yml", "App"])
        XCTAssertEqual(explicit.status, 0)
        XCTAssertEqual(explicit.stdout, "")
        XCTAssertEqual(try lint(["--config", "settings/missing.yml", "App"]).status, 78)
    }

    func testSourcesFlagAndConfigurationReachLintOptions() throws {
        try directory.write("Code/.keep", "")
        let configuration = try parse("sources: [Code]\nsize_classes: [widthClass=regular]\ndevice: ipad12_9\n")
        XCTAssertEqual(configuration.sizeClasses, ["widthClass=regular"])
        let lint = try Lint.parse(["--sources", "More", "--sources", "Other", "A.xib"])
        XCTAssertEqual(lint.sources, ["More", "Other"])
    }

    /// The measured-first content sizes (issue 22) are chosen by `LAYOUTLINT_CONTENT_SIZES`, read
    /// by the CLI once and passed to the engine as an option; anything else keeps stored sizes.
    func testContentSizesComeFromTheEnvironmentIntoTheEngineOptions() throws {
        let configuration = try parse("device: ipad12_9\n")
        let cases: [(String?, ContentSizes)] = [(nil, .stored), ("measured", .measured), ("measured-widths", .measuredWidths),
                                                ("refined", .refined), ("stored", .stored), ("bogus", .stored)]
        for (value, expected) in cases {
            let environment = value.map { ["LAYOUTLINT_CONTENT_SIZES": $0] } ?? [:]
            let options = Lint.options(configuration, environment: environment)
            XCTAssertEqual(options.engine.contentSizes, expected, "\(value ?? "unset")")
            XCTAssertEqual(options.device, "ipad12_9")
        }
    }
}
