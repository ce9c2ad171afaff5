import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// unmodelled-feature reports a feature only where its effect can reach a layout layoutlint solves.
final class UnmodelledFeatureRuleTests: XCTestCase {
    private func notes(_ xml: String, path: String = "test.storyboard") throws -> [Finding] {
        let document = try DocumentLoader.parse(text: xml, path: path)
        return UnmodelledFeatureRule().check(LintContext(document: document)).sorted(by: Finding.deterministicOrder)
    }

    /// A storyboard: a navigation controller (when `inNavigation`) whose root is scene `content`'s
    /// controller, which has `extras` after its view.
    private func storyboard(inNavigation: Bool, extras: String, variation: String = "", panelHasSubviews: Bool = true) -> String {
        let inner = panelHasSubviews ? """
            <subviews>
                <view contentMode="scaleToFill" id="inner">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="to-margin"/>
            </constraints>
            """ : ""
        let navigation = inNavigation ? """
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """ : ""
        return """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(navigation)
                    <scene sceneID="content">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view autoresizesSubviews="NO" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="panel">
                                            <rect key="frame" x="0.0" y="100" width="393" height="100"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                            \(inner)
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
            \(variation)
                                </view>
            \(inNavigation ? #"<navigationItem key="navigationItem" id="item"/>"# : "")
            \(extras)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func testAPromptOnANavigationBarIsNoted() throws {
        let prompted = storyboard(inNavigation: true, extras: "").replacingOccurrences(
            of: #"<navigationItem key="navigationItem" id="item"/>"#,
            with: #"<navigationItem key="navigationItem" prompt="Pick one" id="item"/>"#)
        let inStack = try notes(prompted)
        XCTAssertEqual(inStack.map { $0.message.contains("changes the top bar") }, [true], inStack.map(\.message).joined())
        XCTAssertEqual(inStack.map(\.severity), [.note])
        XCTAssertEqual(inStack.map(\.sceneID), ["content"])
    }

    func testTopBarNoneIsReadNotNoted() throws {
        // Top Bar "None" is modelled (the scene shows no navigation bar), so it is no note.
        XCTAssertEqual(try notes(storyboard(inNavigation: true, extras: #"<nil key="simulatedTopBarMetrics"/>"#)), [])
    }

    func testResizingAndReadableMarginsMatterOnlyAtOtherSizes() throws {
        XCTAssertEqual(try notes(storyboard(inNavigation: false, extras: "")), [], "an iPhone document solved at its stored size")
        let varied = try notes(storyboard(inNavigation: false, extras: "", variation: """
            <variation key="heightClass=compact">
                <mask key="subviews">
                    <exclude reference="panel"/>
                </mask>
            </variation>
            """))
        XCTAssertEqual(varied.map { String($0.message.prefix(while: { $0 != " " })) },
                       [#"autoresizesSubviews="NO""#, #"layoutMarginsFollowReadableWidth="YES""#])
        // Without subviews there is nothing for autoresizing to resize, and no constraint uses the
        // panel's margins, so where they follow the readable width changes nothing either.
        let empty = try notes(storyboard(inNavigation: false, extras: "", variation: """
            <variation key="heightClass=compact">
                <mask key="subviews">
                    <exclude reference="panel"/>
                </mask>
            </variation>
            """, panelHasSubviews: false))
        XCTAssertEqual(empty, [])
        XCTAssertEqual(varied.map(\.element), ["panel", "panel"])
    }

    /// A bottom bar shown on a navigation controller's own scene (no constraints: only its bars)
    /// reaches no layout layoutlint reports, like a simulated size there.
    func testABottomBarOnASceneWithoutConstraintsIsNotNoted() throws {
        XCTAssertEqual(try notes("""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tabs-scene">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="to-nav"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """), [])
    }
}
