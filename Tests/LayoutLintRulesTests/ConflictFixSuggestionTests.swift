import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// The fix a conflict suggests names the constraint that decides it, not one that holds the
/// layout's structure: weakening a scroll view's content width makes the content scroll sideways
/// instead of resolving why it does not fit.
final class ConflictFixSuggestionTests: XCTestCase {
    /// A 320-point scene whose scroll view's content view is as wide as the scroll view and holds a
    /// view pinned to both its sides: `inner` is what is written on that view (a fixed width, or
    /// nothing), `element` and `extra` its kind and attributes, `width` its stored width (an image
    /// view's intrinsic width).
    private func scene(inner: String, element: String = "view", extra: String = "", width: Int = 320) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" userLabel="Content" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                                <subviews>
                                                    <\(element) contentMode="scaleToFill" userLabel="Banner" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                                                        <constraints>
                                                            \(inner)
                                                            <constraint firstAttribute="height" constant="100" id="bh"/>
                                                        </constraints>
                                                    </\(element)>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="banner" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="bl"/>
                                                    <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="br"/>
                                                    <constraint firstItem="banner" firstAttribute="top" secondItem="content" secondAttribute="top" id="bt"/>
                                                    <constraint firstAttribute="bottom" secondItem="banner" secondAttribute="bottom" id="bb"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
                                            <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
                                            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
                                            <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
                                        </constraints>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sr"/>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
                                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func fix(_ text: String) throws -> String {
        let document = try DocumentLoader.parse(text: text, path: "Scroll.storyboard")
        let findings = UnsatisfiableConstraintsRule().check(LintContext(document: document))
        XCTAssertEqual(findings.count, 1, findings.map(\.message).joined(separator: "\n"))
        let message = findings.first?.message ?? ""
        return message.components(separatedBy: "\n").first { $0.hasPrefix("Fix:") } ?? message
    }

    func testAFixedWidthIsSuggestedRatherThanTheContentWidth() throws {
        let suggestion = try fix(scene(inner: #"<constraint firstAttribute="width" constant="400" id="bw"/>"#))
        XCTAssertTrue(suggestion.contains("\"Banner\".width == 400"), suggestion)
        XCTAssertFalse(suggestion.contains("id cw"), suggestion)
    }

    func testARequiredHuggingIsSuggestedFirst() throws {
        // A 200-point image that hugs its width at 1000 cannot be 320 wide.
        let image = scene(inner: "", element: "imageView",
                          extra: #"horizontalHuggingPriority="1000" image="wide" "#, width: 200)
            .replacingOccurrences(of: "</scenes>", with: """
                </scenes>
                <resources>
                    <image name="wide" width="200" height="100"/>
                </resources>
                """)
        let suggestion = try fix(image)
        XCTAssertTrue(suggestion.contains("horizontal content hugging priority of \"Banner\""), suggestion)
        XCTAssertTrue(suggestion.contains("from 1000 to 999"), suggestion)
    }

    func testAWrittenBrokenConstraintIsStillTheSuggestion() throws {
        // Nothing structural broken: two widths written on one view, the broken one is the fix.
        let suggestion = try fix(scene(inner: """
            <constraint firstAttribute="width" constant="320" id="bw"/>
            <constraint firstAttribute="width" constant="300" id="bw2"/>
            """))
        XCTAssertTrue(suggestion.hasPrefix("Fix: lower the priority of \"Banner\".width =="), suggestion)
    }

    func testATableHeaderKeepsItsFrameAndTheFixSaysSo() throws {
        // A 40-point table header whose content needs 50: the table sizes the header by its frame,
        // so turning its autoresizing translation off is not the fix.
        let document = try DocumentLoader.parse(text: """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="scn">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <view key="tableHeaderView" contentMode="scaleToFill" userLabel="Header" id="header">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" userLabel="Banner" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="50" id="bh"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="banner" firstAttribute="top" secondItem="header" secondAttribute="top" id="bt"/>
                                            <constraint firstAttribute="bottom" secondItem="banner" secondAttribute="bottom" id="bb"/>
                                            <constraint firstItem="banner" firstAttribute="leading" secondItem="header" secondAttribute="leading" id="bl"/>
                                            <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="br"/>
                                        </constraints>
                                    </view>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, path: "Header.storyboard")
        let findings = UnsatisfiableConstraintsRule().check(LintContext(document: document))
        XCTAssertEqual(findings.count, 1, findings.map(\.message).joined(separator: "\n"))
        let fix = findings.first?.message.components(separatedBy: "\n").first { $0.hasPrefix("Fix:") } ?? ""
        XCTAssertTrue(fix.contains("is the table's header view, which the table sizes by its frame"), fix)
        XCTAssertFalse(fix.contains("translatesAutoresizingMaskIntoConstraints"), fix)
    }
}
