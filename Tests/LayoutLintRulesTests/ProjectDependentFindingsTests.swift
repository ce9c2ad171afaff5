import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// An error that arises only in compact height (an iPhone in landscape) or only in regular width
/// and height (an iPad) rests on a project setting the file does not hold: the project decides
/// where it is found, else a warning saying so, unless the file gives the size class a variation.
final class ProjectDependentFindingsTests: XCTestCase {
    /// A 400-tall panel pinned 20 below the top and at least 20 above the bottom: it fits a phone
    /// in portrait (852 tall) and not in landscape (393 tall). `variation` goes on the width
    /// constraint, so the file has size classes at all.
    private func storyboard(variation: String, height: Int = 400) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="content">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="16" y="20" width="200" height="\(height)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="\(height)" id="tall"/>
                                            <constraint firstAttribute="width" constant="200" id="wide">
                                                \(variation)
                                            </constraint>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="lead"/>
                                    <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                                    <constraint firstItem="root" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" relation="greaterThanOrEqual" constant="20" id="room"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private struct ProjectSettings: SourceCodeProvider {
        var support: DeclaredSupport
        func sourceRoots(forDocumentAt path: String) -> [SourceRootSummary] { [] }
        func support(of trait: AppTrait, forDocumentAt path: String) -> DeclaredSupport { trait == .phoneLandscape ? support : .unknown }
    }

    private func conflicts(_ xml: String, support: DeclaredSupport? = nil) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: xml, path: "Main.storyboard")
        return Linter(sources: support.map(ProjectSettings.init)).lint(document).filter { $0.ruleID == "unsatisfiable-constraints" }
    }

    func testTheProjectsOrientationsDecideWhereTheyAreFound() throws {
        let xml = storyboard(variation: #"<variation key="widthClass=regular" constant="300"/>"#)
        let landscape = try conflicts(xml, support: .supported(declaredIn: "App/Info.plist"))
        XCTAssertFalse(landscape.isEmpty)
        XCTAssertEqual(Set(landscape.map(\.severity)), [.error])
        XCTAssertTrue(landscape.allSatisfy { $0.message.hasSuffix("the app supports landscape (App/Info.plist).") })
        let portrait = try conflicts(xml, support: .unsupported(declaredIn: ["App/Info.plist"]))
        XCTAssertEqual(Set(portrait.map(\.severity)), [.note])
        XCTAssertTrue(portrait.allSatisfy { $0.message.contains("portrait orientations only (App/Info.plist)") })
    }

    func testAConflictOnlyInLandscapeIsAWarningThatSaysWhatItAssumes() throws {
        let findings = try conflicts(storyboard(variation: #"<variation key="widthClass=regular" constant="300"/>"#))
        XCTAssertFalse(findings.isEmpty, "the panel does not fit in landscape")
        for finding in findings {
            XCTAssertTrue(finding.sizeClasses.allSatisfy { $0.height == .compact }, "\(finding.sizeClasses)")
            XCTAssertEqual(finding.severity, .warning)
            XCTAssertTrue(finding.message.contains("only if the app supports landscape"), finding.message)
        }
    }

    func testAFileDesignedForLandscapeKeepsTheError() throws {
        let findings = try conflicts(storyboard(variation: #"<variation key="heightClass=compact" constant="300"/>"#))
        XCTAssertFalse(findings.isEmpty)
        XCTAssertEqual(Set(findings.map(\.severity)), [.error])
    }

    func testAConflictInPortraitTooStaysAnError() throws {
        let findings = try conflicts(storyboard(variation: #"<variation key="widthClass=regular" constant="300"/>"#, height: 900))
        XCTAssertFalse(findings.isEmpty)
        XCTAssertTrue(findings.contains { $0.severity == .error && ($0.sizeClasses.isEmpty || !$0.sizeClasses.allSatisfy { $0.height == .compact }) })
    }

    /// A finding only in regular width and height (an iPad) of a file with no such variation.
    private func padOnly(_ keys: String, support: DeclaredSupport) throws -> Finding? {
        let document = try DocumentLoader.parse(text: storyboard(variation: keys), path: "Main.storyboard")
        let pad = try XCTUnwrap(TraitKey(ibKey: "heightClass=regular-widthClass=regular"))
        let finding = Finding(ruleID: "ambiguous-layout", severity: .error, path: "Main.storyboard", location: SourceLocation(line: 1, column: 1),
                              element: "panel", message: "Need constraints for: X position", sizeClasses: [pad])
        return ProjectDependentFindings.apply(to: [finding], document: document) { $0 == .pad ? support : .unknown }.first
    }

    func testAnErrorOnlyOnIPadDependsOnTheDeviceFamily() throws {
        let phoneVariation = #"<variation key="heightClass=regular-widthClass=compact" constant="300"/>"#
        let unknown = try XCTUnwrap(try padOnly(phoneVariation, support: .unknown))
        XCTAssertEqual(unknown.severity, .warning)
        XCTAssertTrue(unknown.message.contains("only if the app runs on iPad"), unknown.message)
        XCTAssertEqual(try padOnly(phoneVariation, support: .unsupported(declaredIn: ["App.xcodeproj/project.pbxproj"]))?.severity, .note)
        XCTAssertEqual(try padOnly(phoneVariation, support: .supported(declaredIn: "App.xcodeproj/project.pbxproj"))?.severity, .error)
        // A file with a regular-width variation was designed for the iPad.
        XCTAssertEqual(try padOnly(#"<variation key="widthClass=regular" constant="300"/>"#, support: .unknown)?.severity, .error)
    }
}
