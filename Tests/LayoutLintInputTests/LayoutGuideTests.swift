import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// Safe area, scroll view guides and the legacy top/bottom layout guides.
final class LayoutGuideTests: XCTestCase {
    func testSafeAreaGuideBelongsToItsView() throws {
        let document = try parse(Fixture.iOSView(""))
        let safe = try document.item("safe")
        XCTAssertEqual(safe.kind, .layoutGuide(.safeArea))
        XCTAssertFalse(safe.kind.isView)
        XCTAssertEqual(safe.element, "viewLayoutGuide")
        XCTAssertEqual(safe.role, "safeArea")
        XCTAssertEqual(safe.parent, "root")
        XCTAssertEqual(safe.className, "UILayoutGuide")
        XCTAssertEqual(safe.name, "Safe Area")
        XCTAssertNil(safe.frame)
    }

    func testScrollViewContentAndFrameLayoutGuides() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="1200"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll-content-guide" secondAttribute="top" id="c-top"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll-frame-guide" secondAttribute="width" id="c-width"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="scroll-content-guide"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="scroll-frame-guide" userLabel="Visible Area"/>
                </scrollView>
            </subviews>
            """))
        let contentGuide = try document.item("scroll-content-guide")
        XCTAssertEqual(contentGuide.kind, .layoutGuide(.contentLayoutGuide))
        XCTAssertEqual(contentGuide.parent, "scroll")
        XCTAssertEqual(contentGuide.role, "contentLayoutGuide")
        XCTAssertEqual(contentGuide.name, "Content Layout Guide")
        let frameGuide = try document.item("scroll-frame-guide")
        XCTAssertEqual(frameGuide.kind, .layoutGuide(.frameLayoutGuide))
        XCTAssertEqual(frameGuide.parent, "scroll")
        XCTAssertEqual(frameGuide.name, "Visible Area")
        XCTAssertEqual(frameGuide.userLabel, "Visible Area")
        // Guides written after the constraints that use them are still referenced by id.
        XCTAssertEqual(try document.constraint("c-top").second?.item, "scroll-content-guide")
        XCTAssertEqual(try document.constraint("c-width").second, Anchor(item: "scroll-frame-guide", attribute: .width))
        assertParentsPrecedeChildren(document)
    }

    private let legacyGuides = Fixture.storyboard("""
            <!--Legacy-->
            <scene sceneID="legacy-scene">
                <objects>
                    <viewController id="legacy-vc" customClass="LegacyViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-guide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="legacy-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="legacy-label">
                                    <rect key="frame" x="16" y="28" width="20" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="legacy-label" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="8" id="legacy-top"/>
                                <constraint firstItem="bottom-guide" firstAttribute="top" relation="greaterThanOrEqual" secondItem="legacy-label" secondAttribute="bottom" constant="8" id="legacy-bottom"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        """, flags: #"useAutolayout="YES""#)

    func testLegacyTopAndBottomGuidesBelongToTheRootView() throws {
        let document = try parse(legacyGuides)
        let top = try document.item("top-guide")
        XCTAssertEqual(top.kind, .layoutGuide(.topLayoutGuide))
        XCTAssertEqual(top.element, "viewControllerLayoutGuide")
        XCTAssertEqual(top.parent, "legacy-root")
        XCTAssertEqual(top.role, "topLayoutGuide")
        XCTAssertEqual(top.className, "_UILayoutGuide")
        XCTAssertEqual(top.name, "Top Layout Guide")
        let bottom = try document.item("bottom-guide")
        XCTAssertEqual(bottom.kind, .layoutGuide(.bottomLayoutGuide))
        XCTAssertEqual(bottom.parent, "legacy-root")
        XCTAssertEqual(bottom.role, "bottomLayoutGuide")
        XCTAssertEqual(bottom.name, "Bottom Layout Guide")
        XCTAssertNil(try document.item("legacy-root").parent)
        XCTAssertEqual(try document.constraint("legacy-top").second, Anchor(item: "top-guide", attribute: .bottom))
        XCTAssertEqual(try document.constraint("legacy-bottom").first, Anchor(item: "bottom-guide", attribute: .top))
    }

    func testLegacyGuidesComeAfterTheirRootViewInTheItemList() throws {
        // Scene.items promises parents before children, although the guides are written first.
        let document = try parse(legacyGuides)
        assertParentsPrecedeChildren(document)
        XCTAssertEqual(document.scenes.first?.items.first?.id, "legacy-root")
        XCTAssertEqual(Set(document.scenes.first?.items.map(\.id) ?? []),
                       ["legacy-root", "top-guide", "bottom-guide", "legacy-label"])
    }

    func testLegacyGuidesOfEachSceneGoToThatScenesRootView() throws {
        let second = legacyGuides
            .replacingOccurrences(of: "legacy-", with: "other-")
            .replacingOccurrences(of: "top-guide", with: "other-top")
            .replacingOccurrences(of: "bottom-guide", with: "other-bottom")
        let scenes = [legacyGuides, second].map { text -> String in
            let start = text.range(of: "<!--Legacy-->")!.lowerBound
            let end = text.range(of: "</scene>")!.upperBound
            return String(text[start..<end])
        }
        let document = try parse(Fixture.storyboard(scenes.joined(separator: "\n")))
        XCTAssertEqual(try document.item("top-guide").parent, "legacy-root")
        XCTAssertEqual(try document.item("other-top").parent, "other-root")
        XCTAssertEqual(try document.item("other-bottom").parent, "other-root")
        XCTAssertEqual(document.scenes.map { $0.items.count }, [4, 4])
        assertParentsPrecedeChildren(document)
    }

    func testGuideKindsFromKeysAndTypes() throws {
        let document = try parse(Fixture.iOSView("""
            <viewLayoutGuide key="layoutMarginsGuide" id="margins-guide"/>
            <viewLayoutGuide key="readableContentGuide" id="readable-guide"/>
            <viewLayoutGuide key="keyboardLayoutGuide" id="keyboard-guide"/>
            """))
        XCTAssertEqual(try document.item("margins-guide").kind, .layoutGuide(.layoutMargins))
        XCTAssertEqual(try document.item("margins-guide").name, "Layout Margins Guide")
        XCTAssertEqual(try document.item("readable-guide").kind, .layoutGuide(.readableContent))
        XCTAssertEqual(try document.item("readable-guide").name, "Readable Content Guide")
        XCTAssertEqual(try document.item("keyboard-guide").kind, .layoutGuide(.other))
        XCTAssertEqual(try document.item("keyboard-guide").name, "Layout Guide")
        XCTAssertEqual(try document.item("keyboard-guide").role, "keyboardLayoutGuide")
        XCTAssertEqual(try document.item("keyboard-guide").parent, "root")
    }

    func testTheKeyboardLayoutGuideAsXcodeWritesIt() throws {
        let document = try parse(Fixture.iOSView("""
            <keyboardLayoutGuide key="keyboard" id="keyboard"/>
            """))
        let guide = try document.item("keyboard")
        XCTAssertEqual(guide.kind, .layoutGuide(.keyboard))
        XCTAssertEqual(guide.name, "Keyboard Layout Guide")
        XCTAssertEqual(guide.className, "UIKeyboardLayoutGuide")
        XCTAssertEqual(guide.role, "keyboard")
        XCTAssertEqual(guide.parent, "root")
    }

    func testGuidesAreDeclared() throws {
        let document = try parse(legacyGuides)
        let guides = document.declarations.filter { $0.type == "viewControllerLayoutGuide" }
        XCTAssertEqual(guides.map(\.id), ["top-guide", "bottom-guide"])
    }

    func testLegacyGuidesOfAXibViewController() throws {
        let document = try parse(Fixture.xib("""
                <viewController id="xib-vc" customClass="DetailViewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="xib-top"/>
                        <viewControllerLayoutGuide type="bottom" id="xib-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="xib-root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </view>
                </viewController>
            """), path: "Detail.xib")
        let scene = try document.scene("xib-vc")
        XCTAssertEqual(scene.name, "Detail View Controller")
        XCTAssertEqual(scene.items.map(\.id), ["xib-root", "xib-top", "xib-bottom"])
        XCTAssertEqual(scene.items.map(\.parent), [nil, "xib-root", "xib-root"])
    }

    func testLegacyGuidesWrittenAfterTheViewKeepTheirPlace() throws {
        let document = try parse(Fixture.storyboard("""
                <scene sceneID="late">
                    <objects>
                        <viewController id="late-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="late-root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <view id="late-child"/>
                                </subviews>
                            </view>
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="late-top"/>
                            </layoutGuides>
                        </viewController>
                    </objects>
                </scene>
            """))
        let scene = try document.scene("late")
        XCTAssertEqual(Set(scene.items.map(\.id)), ["late-root", "late-child", "late-top"])
        XCTAssertEqual(try document.item("late-top").parent, "late-root")
        XCTAssertEqual(scene.items.first?.id, "late-root")
        assertParentsPrecedeChildren(document)
    }
}
