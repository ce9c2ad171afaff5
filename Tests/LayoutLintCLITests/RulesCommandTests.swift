import Foundation
import XCTest

/// `layoutlint rules [ID]`, and source paths as `layoutlint` prints them.
final class RulesCommandTests: TemporaryDirectoryTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let executable: URL? = {
        var folders = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return folders.map { $0.appendingPathComponent("layoutlint") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `layoutlint arguments…` in the temporary directory; standard error goes to a file, so
    /// neither pipe can fill up while the other is read.
    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = try XCTUnwrap(Self.executable, "layoutlint is not built next to the test bundle")
        process.arguments = arguments
        process.currentDirectoryURL = directory.url
        let output = Pipe()
        let errorFile = directory.url.appendingPathComponent(".stderr-\(UUID().uuidString)")
        XCTAssertTrue(FileManager.default.createFile(atPath: errorFile.path, contents: nil))
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let errors = try String(contentsOf: errorFile, encoding: .utf8)
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), errors)
    }

    private let ruleIDs = [
        "invalid-constraint", "dangling-reference", "duplicate-id", "required-priority-change", "required-content-priority",
        "fixed-width-clipping", "left-right-attribute", "unreliable-baseline", "arranged-view-axis-constraint", "duplicate-constraint",
        "placeholder-dependency", "redundant-constraint",
        "unsatisfiable-constraints", "equal-priority-conflict",
        "ambiguous-layout", "scroll-content-size", "self-sizing-cell", "misplaced-view", "unmodelled-feature",
    ]

    func testListsEveryRuleWithSeverityAndSummary() throws {
        let result = try run(["rules"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdout.lines
        XCTAssertTrue(lines.first?.hasPrefix("ID ") == true)
        XCTAssertEqual(lines.dropFirst().map { String($0.split(separator: " ").first ?? "") }, ruleIDs)
        XCTAssertTrue(lines.contains { $0.hasPrefix("required-priority-change ") && $0.contains(" error ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("duplicate-constraint ") && $0.contains(" warning ") })
    }

    func testPrintsARulesDocumentAsWritten() throws {
        for id in ["required-priority-change", "arranged-view-axis-constraint"] {
            let result = try run(["rules", id])
            XCTAssertEqual(result.status, 0)
            let markdown = try String(contentsOf: Self.packageRoot.appendingPathComponent("Rules/\(id).md"), encoding: .utf8)
            XCTAssertEqual(result.stdout, markdown)
        }
    }

    func testUnknownRuleIsAUsageErrorWithASuggestion() throws {
        let typo = try run(["rules", "fixed-width-cliping"])
        XCTAssertEqual(typo.status, 64)
        XCTAssertEqual(typo.stdout, "")
        XCTAssertEqual(typo.stderr, "layoutlint: unknown rule \"fixed-width-cliping\"; did you mean \"fixed-width-clipping\"? (`layoutlint rules` lists them all)\n")
        let nothingClose = try run(["rules", "ambiguity"])
        XCTAssertEqual(nothingClose.status, 64)
        XCTAssertFalse(nothingClose.stderr.contains("did you mean"))
    }

    func testSourceFindingsPrintPathsRelativeToTheProject() throws {
        try directory.write("Package.swift", "// swift-tools-version:5.9\n")
        try directory.write("App/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" customClass="MainViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" userLabel="Root" id="root">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <constraints>
            <constraint firstItem="root" firstAttribute="width" constant="390" id="w"/>
            </constraints>
            </view>
            <connections><outlet property="rootWidth" destination="w" id="o"/></connections>
            </viewController>
            </objects></scene></scenes>
            </document>
            """)
        try directory.write("App/Sources/MainViewController.swift", """
            class MainViewController {
                func f() { rootWidth.priority = .defaultHigh }
            }
            """)
        let result = try run(["App/Base.lproj/Main.storyboard"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.lines.map { $0.components(separatedBy: ": error: ").first ?? "" },
                       ["App/Base.lproj/Main.storyboard:8:1", "App/Sources/MainViewController.swift:2:16"])
    }
}
