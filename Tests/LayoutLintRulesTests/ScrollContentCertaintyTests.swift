import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// scroll-content-size is an error only when it is certain: a chain broken by a plain view without
/// a height is one; a chain broken by a view of a custom class rests on what that class does at run
/// time (an intrinsic size, a nib it loads), so it is a warning that says what was assumed.
final class ScrollContentCertaintyTests: XCTestCase {
    /// A scroll view filling the root, its content view pinned to its four edges and as wide as it,
    /// with no height and nothing inside; `customClass` gives the content view a class of its own.
    private func scene(customClass: String?) -> String {
        let classAttribute = customClass.map { #"customClass="\#($0)" "# } ?? ""
        return sceneDocument(width: 320, height: 480, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view \(classAttribute)contentMode="scaleToFill" userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="800"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c2"/>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c3"/>
                    <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c4"/>
                    <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="c5"/>
                    <constraint firstItem="card" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c1"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c8"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c9"/>
            """)
    }

    private func findings(_ xml: String) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: xml, path: "test.xib")
        return ScrollContentSizeRule().check(LintContext(document: document))
    }

    func testAPlainViewWithoutAHeightIsAnError() throws {
        let found = try findings(scene(customClass: nil))
        XCTAssertEqual(found.map(\.severity), [.error])
        XCTAssertFalse(found.contains { $0.message.contains("assuming") })
    }

    func testAViewOfACustomClassWithoutAHeightIsAWarningThatSaysWhatWasAssumed() throws {
        let found = try findings(scene(customClass: "IntroCardView"))
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertTrue(found.first?.message.contains("assuming, as Interface Builder does, that its class IntroCardView has no intrinsic size")
                      ?? false, found.map(\.message).joined())
    }

    /// Content laid out by its autoresizing mask (a strip wider than the scroll view, flexible
    /// right margin): nothing pins its trailing or bottom edge, so no constraint sizes the
    /// content and the `contentSize` code sets decides at run time; Interface Builder flags the
    /// scroll view all the same. A warning that says so, on each axis.
    func testFrameBasedContentIsAWarningThatSaysTheCodeDecides() throws {
        let found = try findings(sceneDocument(width: 320, height: 480, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <subviews>
                    <view contentMode="scaleToFill" userLabel="Sliders" id="strip">
                        <rect key="frame" x="0.0" y="0.0" width="800" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" heightSizable="YES"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c8"/>
            <constraint firstItem="scroll" firstAttribute="height" constant="120" id="c9"/>
            """))
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertTrue(found.allSatisfy { $0.message.contains("keeps its frame by its autoresizing mask") }, found.map(\.message).joined())
    }
}
