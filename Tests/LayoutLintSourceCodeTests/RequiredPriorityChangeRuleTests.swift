import Foundation
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintSourceCode
import XCTest

/// The rule end to end: a project on disk, its storyboard, and its sources.
final class RequiredPriorityChangeRuleTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-priority-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: project)
    }

    @discardableResult
    private func write(_ relative: String, _ text: String) throws -> String {
        let url = project.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A storyboard whose `Card` scene (class `ownerClass`) has outlet `logoHeight` on a height
    /// constraint of priority `priority` (line 16), installed as `installation` says.
    private func storyboard(ownerClass: String = "CardViewController", priority: String = "1000", extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" customClass="\(ownerClass)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" userLabel="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                        <rect key="frame" x="135" y="100" width="120" height="120"/>
                                    </imageView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
                                    <constraint firstItem="logo" firstAttribute="height" constant="120" priority="\(priority)" id="height"/>
                                </constraints>
                                \(extra)
                            </view>
                            <connections>
                                <outlet property="logoHeight" destination="height" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private let cardController = """
        import UIKit

        final class CardViewController: UIViewController {
            @IBOutlet var logoHeight: NSLayoutConstraint!

            func shrink() {
                logoHeight.priority = .defaultLow
            }
        }
        """

    private func lint(_ path: String, sources: [String] = []) throws -> [Finding] {
        let document = try DocumentLoader.load(path: path)
        let context = LintContext(document: document, sources: SourceCodeReader(sourceDirectories: sources))
        return RequiredPriorityChangeRule().check(context).sorted(by: Finding.deterministicOrder)
    }

    func testFindsTheSourcesOfTheEnclosingProjectAndReportsBothEnds() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Card.xcodeproj"), withIntermediateDirectories: true)
        let document = try write("Card/Base.lproj/Main.storyboard", storyboard())
        let source = try write("Card/Controllers/CardViewController.swift", cardController)
        // Build products, dependencies and hidden folders are not the project's code.
        for skipped in ["build/Card.swift", "Pods/Lib/Card.swift", ".hidden/Card.swift", "DerivedData/Card.swift"] {
            try write(skipped, cardController)
        }
        let findings = try lint(document)
        XCTAssertEqual(findings.map(\.path), [document, source])
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 16, column: 29), SourceLocation(line: 7, column: 9)])
        XCTAssertEqual(findings.map(\.element), ["height", "height"])
        XCTAssertEqual(findings.map(\.severity), [.error, .error])
        XCTAssertEqual(findings[0].message, #"Constraint "Logo".height == 120 is required, but CardViewController.swift:7 sets the priority of its outlet "logoHeight" to 250 (.defaultLow); UIKit raises "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000." To fix it, give the constraint priority 999 in Interface Builder (it behaves as required while it can be satisfied)"#)
        XCTAssertEqual(findings[1].message, #"This sets the priority of outlet "logoHeight" to 250 (.defaultLow), but constraint "Logo".height == 120 (Main.storyboard:16) is required; UIKit raises "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000." To fix it, give the constraint priority 999 in Interface Builder (it behaves as required while it can be satisfied)"#)
    }

    func testOptionalToRequiredIsReportedAndOptionalToOptionalIsNot() throws {
        // Two projects: a source tree is read once per run, so each case gets its own.
        try write("a/.git/HEAD", "ref: refs/heads/main\n")
        try write("a/CardViewController.swift", cardController)
        XCTAssertEqual(try lint(try write("a/Main.storyboard", storyboard(priority: "999"))), [], "999 → 250 stays optional")
        try write("b/.git/HEAD", "ref: refs/heads/main\n")
        try write("b/CardViewController.swift", cardController.replacingOccurrences(of: ".defaultLow", with: "UILayoutPriority(rawValue: 1000)"))
        let document = try write("b/Main.storyboard", storyboard(priority: "999"))
        let findings = try lint(document).filter { $0.path == document }
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings[0].message.hasPrefix(#"Constraint "Logo".height == 120 @999 is optional (999), but CardViewController.swift:7 sets the priority of its outlet "logoHeight" to 1000 (UILayoutPriority(rawValue: 1000))"#), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("You passed priority 1000 and the existing priority was 999."))
        XCTAssertTrue(findings[0].message.hasSuffix("To fix it, assign 999 instead of 1000"))
    }

    func testPrefersTheFilesThatDeclareTheOutletsClass() throws {
        let sources = project.appendingPathComponent("Sources").path
        let document = try write("Main.storyboard", storyboard())
        try write("Sources/CardViewController.swift", cardController.replacingOccurrences(of: ".defaultLow", with: "999"))
        try write("Sources/CardViewController+Layout.swift", "extension CardViewController {\n    func grow() { logoHeight.priority = .defaultHigh }\n}\n")
        try write("Sources/OtherViewController.swift", "class OtherViewController {\n    func f() { logoHeight.priority = .defaultLow }\n}\n")
        let findings = try lint(document, sources: [sources])
        XCTAssertEqual(findings.map(\.path), [document, document, sources + "/CardViewController+Layout.swift", sources + "/CardViewController.swift"])
        XCTAssertEqual(findings.filter { $0.path != document }.map(\.location.line), [2, 7])

        // A class the sources never declare: every assignment through the name counts.
        let unknownOwner = try write("Other.storyboard", storyboard(ownerClass: "GeneratedController"))
        XCTAssertEqual(try lint(unknownOwner, sources: [sources]).count, 6)
    }

    func testObjectiveCSources() throws {
        let sources = project.appendingPathComponent("Legacy").path
        let document = try write("Main.storyboard", storyboard(ownerClass: "LegacyCardController"))
        try write("Legacy/LegacyCardController.m", """
            #import "LegacyCardController.h"
            @implementation LegacyCardController
            - (void)collapse {
                [_logoHeight setPriority:UILayoutPriorityDefaultLow];
            }
            @end
            """)
        let findings = try lint(document, sources: [sources])
        XCTAssertEqual(findings.map(\.path), [sources + "/LegacyCardController.m", document])
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 4, column: 5), SourceLocation(line: 16, column: 29)])
    }

    func testConstraintsThatAreNeverInstalledCannotRaise() throws {
        let sources = project.appendingPathComponent("Sources").path
        try write("Sources/CardViewController.swift", cardController)
        let uninstalled = """
            <variation key="default"><mask key="constraints"><exclude reference="height"/></mask></variation>
            """
        XCTAssertEqual(try lint(try write("Uninstalled.storyboard", storyboard(extra: uninstalled)), sources: [sources]), [])

        let compactOnly = uninstalled + """
            <variation key="heightClass=compact"><mask key="constraints"><include reference="height"/></mask></variation>
            """
        let findings = try lint(try write("Compact.storyboard", storyboard(extra: compactOnly)), sources: [sources])
        XCTAssertEqual(findings.map(\.sizeClasses), [[TraitKey(height: .compact)], [TraitKey(height: .compact)]])
    }

    func testNoSourcesNoFindings() throws {
        let document = try write("Main.storyboard", storyboard())
        XCTAssertEqual(try lint(document), [])
    }
}
