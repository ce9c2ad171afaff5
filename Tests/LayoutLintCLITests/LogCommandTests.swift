import Foundation
import XCTest

/// `layoutlint log` end to end: bad input gets a clear message and exit code 2, never a crash;
/// the JSON has the shape issue 26 gives; `--project` fills in the sources.
final class LogCommandTests: TemporaryDirectoryTestCase {
    static let block = """
        2024-03-01 10:22:31.118204+0100 Profile[4242:118811] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "<NSLayoutConstraint:0x600000071d10 UIView:0x7f8a1c00e150.width == 64   (active)>",
            "<NSLayoutConstraint:0x600000071d60 UIView:0x7f8a1c00e150.height == UIView:0x7f8a1c00e150.width   (active)>",
            "<NSLayoutConstraint:0x600000071db0 UIView:0x7f8a1c00e150.height == 80   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600000071d60 UIView:0x7f8a1c00e150.height == UIView:0x7f8a1c00e150.width   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

        """

    private func log(_ arguments: [String]) throws -> LayoutLintProcess.Result {
        try LayoutLintProcess.run(["log"] + arguments, in: directory.url)
    }

    func testEmptyFileIsAClearError() throws {
        try directory.write("empty.log", "")
        let result = try log(["empty.log"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("empty.log: empty"), result.stderr)
    }

    func testLogWithoutBlockIsAClearError() throws {
        try directory.write("app.log", "2024-03-01 10:22:31.118 App[1:2] Hello\nnothing about layout here\n")
        let result = try log(["app.log"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("app.log: no Auto Layout block found"), result.stderr)
    }

    func testBinaryDataIsAClearError() throws {
        try directory.write("core.bin", bytes: [0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 7] + Array(repeating: 0, count: 100))
        let result = try log(["core.bin"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("binary data"), result.stderr)
    }

    func testMissingFileIsAClearError() throws {
        let result = try log(["absent.log"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("absent.log: no such file"), result.stderr)
    }

    func testTruncatedBlockKeepsWhatItHas() throws {
        let cut = Self.block.components(separatedBy: "\n").prefix(7).joined(separator: "\n") + "\n    \"<NSLayoutConstraint:0x600000071d60 UIView:0x7f8a1c00e150.hei"
        try directory.write("cut.log", cut)
        let result = try log(["cut.log", "--reporter", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let block = try XCTUnwrap(((json["logs"] as? [[String: Any]])?.first?["blocks"] as? [[String: Any]])?.first)
        let constraints = try XCTUnwrap(block["constraints"] as? [[String: Any]])
        XCTAssertEqual(constraints.count, 2)
        XCTAssertEqual(constraints[0]["parsed"] as? Bool, true)
        XCTAssertEqual(constraints[1]["parsed"] as? Bool, false)
        XCTAssertTrue((constraints[1]["reason"] as? String)?.contains("cut short") == true)
        XCTAssertTrue(block["broken"] is NSNull)
    }

    func testJSONShapeAndProjectSources() throws {
        try directory.write("console.log", "unrelated line\n" + Self.block + "more unrelated output\n")
        try directory.write("Profile/Main.storyboard", Self.storyboard)
        let result = try log(["console.log", "--project", "Profile", "--reporter", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let log = try XCTUnwrap((json["logs"] as? [[String: Any]])?.first)
        XCTAssertEqual(log["file"] as? String, "console.log")
        let block = try XCTUnwrap((log["blocks"] as? [[String: Any]])?.first)
        XCTAssertEqual(block["kind"] as? String, "unsatisfiable")
        XCTAssertEqual(block["line"] as? Int, 2)
        let constraints = try XCTUnwrap(block["constraints"] as? [[String: Any]])
        XCTAssertEqual(constraints.map { $0["line"] as? Int }, [8, 9, 10])
        XCTAssertEqual(constraints.map { ($0["source"] as? [String: Any])?["id"] as? String }, ["c1", "c2", "c3"])
        let source = try XCTUnwrap(constraints[0]["source"] as? [String: Any])
        XCTAssertTrue((source["file"] as? String)?.hasSuffix("Profile/Main.storyboard") == true)
        XCTAssertEqual(source["line"] as? Int, 12)
        let broken = try XCTUnwrap(block["broken"] as? [String: Any])
        XCTAssertEqual((broken["source"] as? [String: Any])?["id"] as? String, "c2")
        XCTAssertEqual(broken["parsed"] as? Bool, true)
    }

    func testTextReportExplainsAndLocates() throws {
        try directory.write("console.log", Self.block)
        try directory.write("Main.storyboard", Self.storyboard)
        let result = try log(["console.log", "--project", "Main.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("console.log:1: unsatisfiable constraints (UIKit): 3 listed\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("means: the height of UIView must equal 80"), result.stdout)
        XCTAssertTrue(result.stdout.contains("from: Main.storyboard:14 (constraint c3)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Visible in the storyboard alone: layoutlint reports this conflict at Main.storyboard:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("UIKit broke the one that says the height of UIView must equal the width of UIView"), result.stdout)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <scenes>
                <scene sceneID="scn">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view userLabel="Avatar" translatesAutoresizingMaskIntoConstraints="NO" id="avt">
                                        <constraints>
                                            <constraint firstAttribute="width" constant="64" id="c1"/>
                                            <constraint firstAttribute="height" secondItem="avt" secondAttribute="width" id="c2"/>
                                            <constraint firstAttribute="height" constant="80" id="c3"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
