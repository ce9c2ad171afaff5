import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// An error that arises only in compact height (an iPhone in landscape) rests on the app
/// supporting landscape, a project setting the file does not hold: a warning saying so, unless the
/// file gives compact height a variation of its own.
final class LandscapeOnlyFindingsTests: XCTestCase {
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
        var support: PhoneLandscapeSupport
        func sourceRoots(forDocumentAt path: String) -> [SourceRootSummary] { [] }
        func phoneLandscapeSupport(forDocumentAt path: String) -> PhoneLandscapeSupport { support }
    }

    private func conflicts(_ xml: String, support: PhoneLandscapeSupport? = nil) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: xml, path: "Main.storyboard")
        return Linter(sources: support.map(ProjectSettings.init)).lint(document).filter { $0.ruleID == "unsatisfiable-constraints" }
    }

    func testTheProjectsOrientationsDecideWhereTheyAreFound() throws {
        let xml = storyboard(variation: #"<variation key="widthClass=regular" constant="300"/>"#)
        let landscape = try conflicts(xml, support: .supported(declaredIn: "App/Info.plist"))
        XCTAssertFalse(landscape.isEmpty)
        XCTAssertEqual(Set(landscape.map(\.severity)), [.error])
        XCTAssertTrue(landscape.allSatisfy { $0.message.hasSuffix("the app supports landscape (App/Info.plist).") })
        let portrait = try conflicts(xml, support: .portraitOnly(declaredIn: ["App/Info.plist"]))
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
}
