import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// Storyboard scenes and xib top-level objects.
final class SceneTests: XCTestCase {
    func testStoryboardSceneNamesComeFromTheCommentBeforeTheScene() throws {
        let scenes = [
            Fixture.scene("", comment: "Login", sceneID: "s-login", controllerClass: "LoginViewController"),
            // Xcode's comments carry no padding, but a hand-edited one may.
            Fixture.scene("", comment: "  Settings Scene  ", sceneID: "s-settings", controllerClass: nil),
            // No comment: the controller's class, split into words.
            Fixture.scene("", comment: nil, sceneID: "s-profile", controllerClass: "ProfileViewController"),
            // No comment and no class: the controller's type.
            Fixture.scene("", comment: nil, sceneID: "s-plain", controllerClass: nil),
        ]
        let document = try parse(Fixture.storyboard(scenes.joined(separator: "\n")))
        XCTAssertEqual(document.scenes.map(\.id), ["s-login", "s-settings", "s-profile", "s-plain"])
        XCTAssertEqual(document.scenes.map(\.name), ["Login", "Settings Scene", "Profile View Controller", "View Controller"])
        XCTAssertEqual(document.scenes.map(\.controllerClass), ["LoginViewController", nil, "ProfileViewController", nil])
    }

    func testSceneFallbackNamesUseLabelThenTitleThenType() throws {
        let text = Fixture.storyboard("""
                <scene sceneID="s-labelled">
                    <objects>
                        <viewController title="Inbox" userLabel="Mail Box" id="vc-1" customClass="InboxViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s-titled">
                    <objects>
                        <tableViewController title="Inbox" id="vc-2" customClass="InboxViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="vc-3" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s-empty">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            """)
        let document = try parse(text)
        XCTAssertEqual(document.scenes.map(\.name), ["Mail Box", "Inbox", "Navigation Controller", "Scene"])
        // A scene without a view is still a scene of a storyboard, with nothing in it.
        XCTAssertEqual(document.scenes.map(\.items.count), [0, 0, 0, 0])
    }

    func testCommentBeforeAnEarlierSceneIsNotReused() throws {
        let text = Fixture.storyboard(
            Fixture.scene("", comment: "First", sceneID: "s1") + "\n"
                + Fixture.scene("", comment: nil, sceneID: "s2", controllerClass: "SecondViewController"))
        XCTAssertEqual(try parse(text).scenes.map(\.name), ["First", "Second View Controller"])
    }

    func testSceneHoldsItsControllersViewsAndLocation() throws {
        let document = try parse(Fixture.iOSView(""))
        let scene = try document.scene("scene-1")
        XCTAssertEqual(scene.name, "View Controller")
        XCTAssertEqual(scene.controllerClass, "SampleViewController")
        XCTAssertEqual(scene.items.map(\.id), ["root", "safe"])
        XCTAssertEqual(scene.location.line, 9)
        // The placeholder and the view controller are declared but are not layout items.
        XCTAssertTrue(document.declarations.contains { $0.id == "fr-scene-1" && $0.type == "placeholder" })
        XCTAssertTrue(document.declarations.contains { $0.id == "vc" && $0.type == "viewController" })
        XCTAssertTrue(document.declarations.contains { $0.id == "scene-1" && $0.type == "scene" })
    }

    func testXibTopLevelObjectsBecomeScenesOnlyWhenTheyHoldViews() throws {
        let text = Fixture.xib("""
                <view contentMode="scaleToFill" id="card" customClass="CardView" customModule="App">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="card-title">
                            <rect key="frame" x="8" y="8" width="60" height="21"/>
                        </label>
                    </subviews>
                </view>
                <customObject id="helper" customClass="CardHelper" customModule="App">
                    <connections>
                        <outlet property="titleLabel" destination="card-title" id="helper-outlet"/>
                    </connections>
                </customObject>
                <view contentMode="scaleToFill" id="footer" userLabel="Footer">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                <viewController id="orphan-controller" customClass="OrphanController"/>
                <tapGestureRecognizer id="tap"/>
            """, ownerClass: "CardOwner", ownerConnections: """
                    <outlet property="view" destination="card" id="owner-view"/>
                    <outlet property="footerView" destination="footer" id="owner-footer"/>
            """)
        let document = try parse(text, path: "Card.xib")
        XCTAssertEqual(document.scenes.map(\.id), ["card", "footer"])
        XCTAssertEqual(document.scenes.map(\.name), ["Card View", "Footer"])
        XCTAssertEqual(document.scenes.map(\.controllerClass), ["CardView", nil])
        XCTAssertEqual(document.scenes[0].items.map(\.id), ["card", "card-title"])
        XCTAssertNil(document.scenes[0].items[0].parent)
        XCTAssertEqual(document.scenes[0].items[1].parent, "card")
        // Placeholders are not scenes and not items.
        XCTAssertFalse(document.scenes.contains { $0.id == "-1" || $0.id == "-2" })
        XCTAssertFalse(document.allItems.contains { $0.id == "-1" })

        // File's Owner's outlets are kept, with the owner's class as their source class.
        let ownerOutlets = document.outlets.filter { $0.source == "-1" }
        XCTAssertEqual(ownerOutlets.map(\.property), ["view", "footerView"])
        XCTAssertEqual(ownerOutlets.map(\.destination), ["card", "footer"])
        XCTAssertEqual(ownerOutlets.map(\.sourceClass), ["CardOwner", "CardOwner"])
        // So are the outlets of top-level objects that are not layouts.
        let helperOutlet = try XCTUnwrap(document.outlets.first { $0.property == "titleLabel" })
        XCTAssertEqual(helperOutlet.source, "helper")
        XCTAssertEqual(helperOutlet.sourceClass, "CardHelper")
        XCTAssertEqual(helperOutlet.destination, "card-title")
    }

    func testXibWindowIsASceneNamedByItsTitle() throws {
        let text = Fixture.xib("""
                <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="window">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    </view>
                </window>
                <menu title="Main" id="menu">
                    <items>
                        <menuItem title="Quit" id="quit"/>
                    </items>
                </menu>
            """, mac: true)
        let document = try parse(text, path: "Preferences.xib")
        XCTAssertEqual(document.scenes.map(\.name), ["Preferences"])
        XCTAssertEqual(document.scenes[0].items.map(\.id), ["content"])
        XCTAssertEqual(document.scenes[0].items[0].role, "contentView")
        XCTAssertNil(document.scenes[0].items[0].parent)
        XCTAssertFalse(document.allItems.contains { $0.id == "window" || $0.id == "menu" || $0.id == "quit" })
    }

    func testEmptySceneCommentFallsBackToTheControllerName() throws {
        let text = Fixture.storyboard(
            Fixture.scene("", comment: "", sceneID: "s-empty-comment", controllerClass: "AboutViewController") + "\n"
                + Fixture.scene("", comment: "   ", sceneID: "s-blank-comment", controllerClass: nil))
        XCTAssertEqual(try parse(text).scenes.map(\.name), ["About View Controller", "View Controller"])
    }

    func testCustomObjectOutletsInAStoryboardScene() throws {
        let document = try parse(Fixture.iOSView("", controllerExtras: """
                <connections>
                    <outlet property="helper" destination="scene-helper" id="vc-helper"/>
                </connections>
            """).replacingOccurrences(of: "<point key=\"canvasLocation\"", with: """
            <customObject id="scene-helper" customClass="FormValidator">
                <connections>
                    <outlet property="owner" destination="vc" id="helper-owner"/>
                </connections>
            </customObject>
            <point key="canvasLocation"
            """))
        XCTAssertEqual(document.outlets.map(\.source), ["vc", "scene-helper"])
        XCTAssertEqual(document.outlets.map(\.sourceClass), ["SampleViewController", "FormValidator"])
        XCTAssertEqual(document.scenes.count, 1)
        XCTAssertFalse(document.allItems.contains { $0.id == "scene-helper" })
    }
}

/// The bars a scene is laid out under, inferred as Interface Builder infers them.
final class SceneChromeTests: XCTestCase {
    private func controller(_ id: String, segue: String = "", topBar: String = "") -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-view">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <navigationItem key="navigationItem" id="\(id)-item"/>
                    \(topBar)
                    <connections>\(segue)</connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    func testANavigationStackShowsItsBarOnWhatItsViewsPush() throws {
        let document = try parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="root" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="root-scene">
                        <objects>
                            <viewController id="root" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-view">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="push">
                                            <rect key="frame" x="0.0" y="100" width="46" height="30"/>
                                            <connections><segue destination="pushed" kind="show" id="s1"/></connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    \(controller("pushed"))
                    \(controller("modal"))
                </scenes>
            </document>
            """)
        let bars = Dictionary(uniqueKeysWithValues: document.scenes.map { ($0.id, $0.chrome.hasNavigationBar) })
        XCTAssertEqual(bars["root-scene"], true, "the navigation controller's root")
        XCTAssertEqual(bars["pushed-scene"], true, "pushed by a button of the root")
        XCTAssertEqual(bars["modal-scene"], false, "its navigation item alone shows no bar")
    }

    func testANavigationControllerThatHidesItsBarHidesItForWhatItShowsUnlessATopBarIsChosen() throws {
        let document = try parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="root" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \(controller("root", segue: #"<segue destination="pushed" kind="show" id="s1"/><segue destination="chosen" kind="show" id="s2"/>"#))
                    \(controller("pushed"))
                    \(controller("chosen", topBar: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
                    \(controller("elsewhere"))
                </scenes>
            </document>
            """)
        let bars = Dictionary(uniqueKeysWithValues: document.scenes.map { ($0.id, $0.chrome.hasNavigationBar) })
        XCTAssertEqual(bars["root-scene"], false)
        XCTAssertEqual(bars["pushed-scene"], false, "pushed by the same navigation controller")
        XCTAssertEqual(bars["chosen-scene"], true, "an explicit top bar is kept")
        XCTAssertEqual(bars["elsewhere-scene"], false, "a navigation item outside any navigation stack shows no bar")
    }
}
