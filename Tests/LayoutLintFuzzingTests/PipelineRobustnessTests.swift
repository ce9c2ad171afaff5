import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutLintFuzzing
import LayoutLintReporters
import XCTest

/// Hostile numbers, conflict storms and huge scenes through the whole pipeline (parse → every
/// rule → every reporter): each must finish, within a bounded time, with well-formed output from
/// every reporter. The two failures issue 25 reported have their regression tests here.
final class PipelineRobustnessTests: XCTestCase {
    private func run(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [ReporterKind: String] {
        let outputs = FuzzPipeline.run(Array(text.utf8))
        XCTAssertEqual(outputs.count, ReporterKind.allCases.count, file: file, line: line)
        for kind in [ReporterKind.json, .sarif, .codeclimate] {
            let data = Data((outputs[kind] ?? "").utf8)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), "\(kind) output is not JSON", file: file, line: line)
        }
        for kind in [ReporterKind.junit, .checkstyle] {
            let parser = XMLParser(data: Data((outputs[kind] ?? "").utf8))
            XCTAssertTrue(parser.parse(), "\(kind) output is not XML", file: file, line: line)
        }
        return outputs
    }

    // MARK: Issue 25's crash: a huge size reached Int(_:) in DeviceCatalog.device(ofSize:)

    func testHugeRootSizeIsAnInvalidNumberNotATrap() {
        let text = StressDocuments.storyboard(views: 1, constraints: [#"<constraint firstItem="v0" firstAttribute="width" constant="10" id="c0"/>"#],
                                              frame: #"x="0" y="0" width="1e308" height="1e308""#)
        let json = run(text)[.json] ?? ""
        XCTAssertTrue(json.contains("invalid number"), json)
        XCTAssertTrue(json.contains("1e308"), json)
    }

    func testEveryHostileNumberInEveryNumericAttributeFinishes() {
        let constraint = #"<constraint firstItem="v0" firstAttribute="width" secondItem="v1" secondAttribute="width" multiplier="M" constant="C" priority="P" id="c0"/>"#
        for hostile in ["1e308", "-1e308", "nan", "inf", "-inf", "1e-320", "9223372036854775808", "1e300:1e-300", "0x1p1023"] {
            let variants = [
                StressDocuments.storyboard(views: 2, constraints: [], frame: #"x="\#(hostile)" y="0" width="390" height="844""#),
                StressDocuments.storyboard(views: 2, constraints: [constraint.replacingOccurrences(of: "C", with: hostile)
                    .replacingOccurrences(of: "M", with: "1").replacingOccurrences(of: "P", with: "1000")]),
                StressDocuments.storyboard(views: 2, constraints: [constraint.replacingOccurrences(of: "M", with: hostile)
                    .replacingOccurrences(of: "C", with: "0").replacingOccurrences(of: "P", with: "1000")]),
                StressDocuments.storyboard(views: 2, constraints: [constraint.replacingOccurrences(of: "P", with: hostile)
                    .replacingOccurrences(of: "C", with: "0").replacingOccurrences(of: "M", with: "1")]),
            ]
            for text in variants { _ = run(text) }
        }
    }

    func testAnInvalidNumberNamesItsLine() {
        let text = StressDocuments.storyboard(views: 1, constraints: [#"<constraint firstItem="v0" firstAttribute="width" constant="inf" id="c0"/>"#])
        let xcode = run(text)[.xcode] ?? ""
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"constant="inf""#) }! + 1
        XCTAssertTrue(xcode.contains("fuzz.storyboard:\(line):"), xcode)
        XCTAssertTrue(xcode.contains(#"constant="inf""#), xcode)
    }

    // MARK: Issue 25's hang: a 10-view scene with ~300 conflicting constraints

    func testConflictStormFinishesInBoundedTime() {
        let text = StressDocuments.storyboard(views: 10, constraints: StressDocuments.randomConstraints(views: 10, count: 300, seed: 25))
        let start = Date()
        let json = run(text)[.json] ?? ""
        XCTAssertTrue(json.contains("unsatisfiable-constraints"))
        // Debug build, shared machine: generous; the release build takes about a second.
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }

    // MARK: Bounded work: 1,000 views, 5,000 random constraints

    func testHugeSceneIsCutShortWithANote() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["LAYOUTLINT_SKIP_HUGE"] != nil)
        let text = StressDocuments.storyboard(views: 1000, constraints: StressDocuments.randomConstraints(views: 1000, count: 5000, seed: 7))
        let start = Date()
        let json = run(text)[.json] ?? ""
        XCTAssertTrue(json.contains("work budget"), String(json.prefix(2000)))
        XCTAssertLessThan(Date().timeIntervalSince(start), 300)
    }
}
