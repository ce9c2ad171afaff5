import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// Where Interface Builder puts a root view's safe area: the device the document is shown as, the
/// Xcode that saved it, the bars the scene infers and the root's own size.
final class SafeAreaTests: XCTestCase {
    /// A view controller scene whose root (`root-<id>`) has a safe area guide `safe-<id>`.
    private func scene(_ id: String, width: Double = 375, height: Double = 667, inside: String = "", after: String = "") -> String {
        """
        <scene sceneID="\(id)">
            <objects>
                <viewController id="vc-\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        \(inside)
                        <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                    </view>
                    \(after)
                </viewController>
            </objects>
        </scene>
        """
    }

    /// `plugin`: the version of the Interface Builder plug-in the document depends on, if any.
    private func storyboard(_ scenes: String, device: String = "retina4_7", toolsVersion: String = "22505",
                            plugin: String? = nil) -> String {
        let dependencies = plugin.map {
            "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"\($0)\"/></dependencies>"
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            \(dependencies)
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    /// The solved safe area guide of scene `id`'s root, in the root's coordinates.
    private func safeArea(_ xml: String, path: String = "Test.storyboard", scene id: String,
                          file: StaticString = #filePath, line: UInt = #line) throws -> Rect {
        let document = try DocumentLoader.parse(text: xml, path: path)
        // A xib's scene is its top-level object; a storyboard's is found by its id.
        let scene = try XCTUnwrap(document.kind == .xib ? document.scenes.first : document.scenes.first { $0.id == id }, file: file, line: line)
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
        return try XCTUnwrap(layout.frames["safe-\(id)"], file: file, line: line)
    }

    func testTheKeyboardGuideIsTheBandBelowTheSafeAreaWhileTheKeyboardIsHidden() throws {
        let keyboard = #"<keyboardLayoutGuide key="keyboard" id="keyboard-k"/>"#
        let xml = storyboard(scene("k", width: 375, height: 812, inside: keyboard), device: "retina5_9", toolsVersion: "22505")
        let document = try DocumentLoader.parse(text: xml, path: "Test.storyboard")
        let scene = try XCTUnwrap(document.scenes.first)
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
        XCTAssertEqual(layout.frames["keyboard-k"], Rect(x: 0, y: 812 - 34, width: 375, height: 34))
        XCTAssertEqual(layout.ambiguity(of: "keyboard-k"), [])
    }

    func testANavigationItemShowsANavigationBarOnlyInsideANavigationStack() throws {
        let navigation = """
        <scene sceneID="nav">
            <objects>
                <navigationController id="nc" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                    <connections><segue destination="vc-a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects>
        </scene>
        """
        // `a` is the stack's root; a button of `a` pushes `b`; `c` keeps a navigation item but no
        // navigation controller leads to it (its stack lives in another storyboard).
        let button = """
        <subviews><button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="push">
            <rect key="frame" x="0" y="100" width="46" height="30"/>
            <connections><segue destination="vc-b" kind="show" id="s1"/></connections>
        </button></subviews>
        """
        let item = #"<navigationItem key="navigationItem" id="item-%@"/>"#
        let xml = storyboard(navigation
            + scene("a", inside: button, after: String(format: item, "a"))
            + scene("b", after: String(format: item, "b"))
            + scene("c", after: String(format: item, "c")))
        XCTAssertEqual(try safeArea(xml, scene: "a").y, 64)
        XCTAssertEqual(try safeArea(xml, scene: "b").y, 64)
        XCTAssertEqual(try safeArea(xml, scene: "c").y, 20)
    }

    func testALargeTitleBarIs52PointsTallerUnlessTheItemDeclinesIt() throws {
        let navigation = """
        <scene sceneID="nav">
            <objects>
                <navigationController id="nc" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>
                    <connections><segue destination="vc-a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects>
        </scene>
        """
        let button = """
        <subviews><button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="push">
            <rect key="frame" x="0" y="200" width="46" height="30"/>
            <connections><segue destination="vc-b" kind="show" id="s1"/></connections>
        </button></subviews>
        """
        let xml = storyboard(navigation
            + scene("a", inside: button, after: #"<navigationItem key="navigationItem" id="item-a"/>"#)
            + scene("b", after: #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="item-b"/>"#))
        // Hero's navigation example: the root's views sit 40 below a safe area starting at 116.
        XCTAssertEqual(try safeArea(xml, scene: "a").y, 20 + 96)
        XCTAssertEqual(try safeArea(xml, scene: "b").y, 64)
    }

    func testXcode16_3DoublesTheNotchedBandsAndXcode26DrawsA54PointNavigationBar() throws {
        // No navigation controller in this storyboard leads to `x` (it is pushed from another
        // one): its navigation item shows no bar in any Xcode.
        let item = #"<navigationItem key="navigationItem" id="item-x"/>"#
        let xcode26 = storyboard(scene("x", width: 414, height: 896, after: item), device: "retina6_1", toolsVersion: "24127")
        XCTAssertEqual(try safeArea(xcode26, scene: "x").y, 2 * 48)
        let xcode15 = storyboard(scene("x", width: 414, height: 896, after: item), device: "retina6_1", toolsVersion: "22505")
        XCTAssertEqual(try safeArea(xcode15, scene: "x").y, 48)
        let island = try safeArea(storyboard(scene("i", width: 393, height: 852), device: "retina6_12", toolsVersion: "23727"), scene: "i")
        XCTAssertEqual(island, Rect(x: 0, y: 2 * 59, width: 393, height: 852 - 2 * 59 - 2 * 34))
        let xcode16 = try safeArea(storyboard(scene("i", width: 393, height: 852), device: "retina6_12", toolsVersion: "23504"), scene: "i")
        XCTAssertEqual(xcode16, Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        // Xcode 16.3 on shows `retina6_7` as the 430×932 iPhone.
        XCTAssertEqual(try safeArea(storyboard(scene("p", width: 430, height: 932), device: "retina6_7", toolsVersion: "24506"), scene: "p").y, 2 * 59)
        // A navigation bar: 54 points from Xcode 26 on, on any phone.
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        XCTAssertEqual(try safeArea(storyboard(scene("n", width: 393, height: 852, after: bar), device: "retina6_12", toolsVersion: "24765"), scene: "n").y,
                       2 * 59 + 54)
        XCTAssertEqual(try safeArea(storyboard(scene("n", after: bar), toolsVersion: "24506"), scene: "n").y, 20 + 54)
        XCTAssertEqual(try safeArea(storyboard(scene("n", after: bar), toolsVersion: "23727"), scene: "n").y, 20 + 44)
    }

    func testASceneShownFromOneThatChoosesANavigationBarInheritsIt() throws {
        // `a` chooses a navigation bar in its simulated metrics and shows `b`, which infers its bars.
        let push = #"<connections><segue destination="vc-b" kind="show" id="s1"/></connections>"#
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let xml = storyboard(scene("a", after: bar + push) + scene("b"), toolsVersion: "14109")
        XCTAssertEqual(try safeArea(xml, scene: "b").y, 64)
        // Without the bar, `b` keeps the status bar only.
        XCTAssertEqual(try safeArea(storyboard(scene("a", after: push) + scene("b"), toolsVersion: "14109"), scene: "b").y, 20)
        // A navigation controller's root that chooses no top bar passes none to what it pushes.
        let none = #"<nil key="simulatedTopBarMetrics"/>"#
        let stack = storyboard(navigation("nav", root: "a") + scene("a", after: none + push) + scene("b"), toolsVersion: "14109")
        XCTAssertEqual(try safeArea(stack, scene: "a").y, 20)
        XCTAssertEqual(try safeArea(stack, scene: "b").y, 20)
    }

    /// A navigation controller scene whose root view controller is `vc-<root>`; `bar`: the
    /// navigation bar's extra attributes.
    private func navigation(_ id: String, root: String, bar: String = "") -> String {
        """
        <scene sceneID="\(id)"><objects>
            <navigationController id="\(id)-controller" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="\(id)-bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                <connections><segue destination="vc-\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/></connections>
            </navigationController>
        </objects></scene>
        """
    }

    /// A tab bar controller scene (controller `controller`) whose tabs are the controllers `tabs`.
    private func tabBarController(_ id: String, controller: String, tabs: [String]) -> String {
        let segues = tabs.map { #"<segue destination="\#($0)" kind="relationship" relationship="viewControllers" id="\#(id)-\#($0)"/>"# }
        return """
        <scene sceneID="\(id)"><objects>
            <tabBarController id="\(controller)" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                <connections>\(segues.joined())</connections>
            </tabBarController>
        </objects></scene>
        """
    }

    func testARootUnderAnOpaqueNavigationBarStartsBelowIt() throws {
        // Whatever height the file stores (bitwarden's 414×830 roots, duckduckgo's 414×666).
        let xml = storyboard(navigation("nav", root: "o", bar: #"translucent="NO""#) + scene("o", height: 620))
        XCTAssertEqual(try safeArea(xml, scene: "o").y, 0)
        let translucent = storyboard(navigation("nav", root: "o") + scene("o", height: 620))
        XCTAssertEqual(try safeArea(translucent, scene: "o").y, 64)
    }

    func testATabsNavigationStackShowsTheTabBarAndATabBarControllerInAStackShowsItsBar() throws {
        let push = #"<connections><segue destination="vc-%@" kind="show" id="push-%@"/></connections>"#
        // A tab bar controller whose tab is a navigation controller: its root and what it pushes
        // are above the tab bar.
        let nested = storyboard(tabBarController("tabs", controller: "tabs-controller", tabs: ["nav-controller"]) + navigation("nav", root: "root")
            + scene("root", after: String(format: push, "pushed", "pushed")) + scene("pushed"), toolsVersion: "22505")
        XCTAssertEqual(try safeArea(nested, scene: "root").height, 667 - 64 - 49)
        XCTAssertEqual(try safeArea(nested, scene: "pushed").height, 667 - 64 - 49)
        // A navigation controller whose root is the tab bar controller: its tabs show the
        // navigation bar, and what a tab pushes covers the tab bar.
        let outer = storyboard(navigation("nav", root: "tabs") + tabBarController("tabs", controller: "vc-tabs", tabs: ["vc-tab"])
            + scene("tab", after: String(format: push, "covering", "covering")) + scene("covering"), toolsVersion: "22505")
        XCTAssertEqual(try safeArea(outer, scene: "tab"), Rect(x: 0, y: 64, width: 375, height: 667 - 64 - 49))
        XCTAssertEqual(try safeArea(outer, scene: "covering"), Rect(x: 0, y: 64, width: 375, height: 667 - 64))
    }

    func testARootAsTallAsTheScreenBelowTheSensorHousingStartsAtTheTop() throws {
        // 896 − 44: a notched iPhone's housing is no bar (AdguardForiOS's 414×852 roots).
        XCTAssertEqual(try safeArea(storyboard(scene("h", width: 414, height: 852), device: "retina6_1", toolsVersion: "19162"), scene: "h").y, 44)
        // A classic status bar is: a 375×647 root starts below it.
        XCTAssertEqual(try safeArea(storyboard(scene("c", height: 647), toolsVersion: "14490"), scene: "c").y, 0)
    }

    func testACellsContentIsNeverUnderTheBars() throws {
        // A table at the top of a root under a navigation bar: its cell at y 0 of the content would
        // overlap the 64-point band by its design frame, but the table's adjusted content inset keeps
        // it below the bar, so a label pinned to the content view's safe area sits at its constant.
        let table = """
        <subviews>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                    <rect key="frame" x="16" y="10" width="24" height="24"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="cellSafe"/>
                            <constraints>
                                <constraint firstItem="dot" firstAttribute="top" secondItem="cellSafe" secondAttribute="top" constant="10" id="c1"/>
                                <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c2"/>
                                <constraint firstItem="dot" firstAttribute="width" constant="24" id="c3"/>
                                <constraint firstItem="dot" firstAttribute="height" constant="24" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
        </subviews>
        <constraints>
            <constraint firstItem="table" firstAttribute="top" secondItem="root-t" secondAttribute="top" id="t1"/>
            <constraint firstItem="table" firstAttribute="bottom" secondItem="root-t" secondAttribute="bottom" id="t2"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root-t" secondAttribute="leading" id="t3"/>
            <constraint firstItem="table" firstAttribute="trailing" secondItem="root-t" secondAttribute="trailing" id="t4"/>
        </constraints>
        """
        let xml = storyboard(scene("t", inside: table, after: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        let document = try DocumentLoader.parse(text: xml, path: "Test.storyboard")
        let scene = try XCTUnwrap(document.scenes.first { $0.id == "t" })
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
        XCTAssertEqual(layout.frames["dot"]?.y, 10)
    }

    /// A cell xib whose 24-point dot is pinned to its content view's top and leading margins: the
    /// dot's solved frame.
    private func marginPinnedDot(toolsVersion: String, device: String = "retina6_1",
                                 cellWidth: Double = 414, cellHeight: Double = 60) throws -> Rect? {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(cellHeight)"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(cellHeight)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                <rect key="frame" x="20" y="15" width="24" height="24"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                            <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                            <constraint firstItem="dot" firstAttribute="width" constant="24" id="c3"/>
                            <constraint firstItem="dot" firstAttribute="height" constant="24" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        return try solveDocument(xml, path: "Cell.xib").frames["dot"]
    }

    func testXcode26GivesCellContentWiderMargins() throws {
        XCTAssertEqual(try marginPinnedDot(toolsVersion: "24127"), Rect(x: 20, y: 15, width: 24, height: 24))
        XCTAssertEqual(try marginPinnedDot(toolsVersion: "22505", device: "retina4_7"), Rect(x: 16, y: 11, width: 24, height: 24))
        // Before Xcode 26 a wide cell on a 414-point iPhone already takes the device's 20 at the
        // sides, with iOS 11's 11 above.
        XCTAssertEqual(try marginPinnedDot(toolsVersion: "22505"), Rect(x: 20, y: 11, width: 24, height: 24))
    }

    func testACellAloneInAXibTakesTheDevicesMarginsOnlyWhenWiderThanSmallPhones() throws {
        // ChatSecure's 380-point server cell on a 414-point iPhone; WordPressAuthenticator's 320-point cells.
        XCTAssertEqual(try marginPinnedDot(toolsVersion: "16096", cellWidth: 380, cellHeight: 90)?.x, 20)
        XCTAssertEqual(try marginPinnedDot(toolsVersion: "16096", cellWidth: 320, cellHeight: 90)?.x, 16)
        // From Xcode 26 on, a narrow cell takes its device's too (20 on a 393-point iPhone).
        XCTAssertEqual(try marginPinnedDot(toolsVersion: "24127", device: "retina6_12", cellWidth: 339, cellHeight: 90)?.x, 20)
    }

    func testCellsOnA375PointPhoneKeep16AtTheSidesInXcode26() throws {
        XCTAssertEqual(try marginPinnedDot(toolsVersion: "24127", device: "retina4_7", cellWidth: 375),
                       Rect(x: 16, y: 15, width: 24, height: 24))
    }

    func testNotchedStatusBarsFollowTheXcodeThatSavedTheDocument() throws {
        let mini = storyboard(scene("m", width: 375, height: 812), device: "retina5_9", toolsVersion: "22505")
        XCTAssertEqual(try safeArea(mini, scene: "m").y, 50)
        XCTAssertEqual(try safeArea(mini, scene: "m").height, 812 - 50 - 34)
        let older = storyboard(scene("m", width: 375, height: 812), device: "retina5_9", toolsVersion: "17156")
        XCTAssertEqual(try safeArea(older, scene: "m").y, 44)
        let eleven = storyboard(scene("e", width: 414, height: 896), device: "retina6_1", toolsVersion: "21507")
        XCTAssertEqual(try safeArea(eleven, scene: "e").y, 48)
        // The placeholder version with no plug-in version to tell the Xcode stores the older metrics.
        let placeholder = storyboard(scene("e", width: 414, height: 896), device: "retina6_1", toolsVersion: "32700.99.1234")
        XCTAssertEqual(try safeArea(placeholder, scene: "e").y, 44)
    }

    func testThePluginVersionTellsTheXcodeBehindAPlaceholderToolsVersion() throws {
        // Xcode 15's plug-in (22xxx) behind the placeholder: Xcode 15's 48-point status bar.
        let xcode15 = storyboard(scene("e", width: 414, height: 896), device: "retina6_1", toolsVersion: "32700.99.1234", plugin: "22685")
        XCTAssertEqual(try safeArea(xcode15, scene: "e").y, 48)
        // A real tools version is read as written, whatever the plug-in says.
        let real = storyboard(scene("e", width: 414, height: 896), device: "retina6_1", toolsVersion: "17156", plugin: "22685")
        XCTAssertEqual(try safeArea(real, scene: "e").y, 44)
    }

    func testTheProMaxKeeps44PointsWhereTheElevenShows48() throws {
        // Both are 414×896: the device id tells the 3x OLED phone from the XR and the 11.
        let proMax = storyboard(scene("p", width: 414, height: 896), device: "retina6_5", toolsVersion: "22505")
        XCTAssertEqual(try safeArea(proMax, scene: "p").y, 44)
        XCTAssertEqual(try safeArea(proMax, scene: "p").height, 896 - 44 - 34)
        let eleven = storyboard(scene("e", width: 414, height: 896), device: "retina6_1", toolsVersion: "22505")
        XCTAssertEqual(try safeArea(eleven, scene: "e").y, 48)
    }

    func testAFreeformSceneKeepsTheStatusBarOfItsDevice() throws {
        let freeform = storyboard(scene("f", width: 815, height: 660, after: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#))
        let guide = try safeArea(freeform, scene: "f")
        XCTAssertEqual(guide.y, 20)
        XCTAssertEqual(guide.height, 640)
        let notched = storyboard(scene("f", width: 758, height: 703), device: "retina5_9", toolsVersion: "19162")
        XCTAssertEqual(try safeArea(notched, scene: "f").y, 44)
    }

    func testARootShorterThanTheScreenSitsBetweenTheBarsItLeavesRoomFor() throws {
        // 667 − 64: the root starts below the status and navigation bars.
        let underBars = storyboard(scene("u", height: 603, after: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        XCTAssertEqual(try safeArea(underBars, scene: "u").y, 0)
        // 667 − 49: a tab bar below it; the status bar still overlaps its top.
        let aboveTabBar = storyboard(scene("t", height: 618, after: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#))
        let guide = try safeArea(aboveTabBar, scene: "t")
        XCTAssertEqual(guide.y, 20)
        XCTAssertEqual(guide.height, 598)
    }

    func testARootStoredBelowTheTopReachesPastTheScreensBottom() throws {
        // Under an opaque navigation bar Xcode stores the root at y 64 with the screen's height:
        // the bottom 64 points are off the screen, outside the safe area.
        let xml = storyboard("""
            <scene sceneID="r">
                <objects>
                    <viewController id="vc-r" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-r">
                            <rect key="frame" x="0.0" y="64" width="375" height="667"/>
                            <viewLayoutGuide key="safeArea" id="safe-r"/>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    </viewController>
                </objects>
            </scene>
            """)
        XCTAssertEqual(try safeArea(xml, scene: "r"), Rect(x: 0, y: 0, width: 375, height: 603))
    }

    func testXcode16_3KeepsTwiceTheHomeIndicatorBelowTheSafeAreaOfNotchedPhones() throws {
        let xml = storyboard(scene("n", width: 414, height: 896), device: "retina6_1", toolsVersion: "24127")
        let guide = try safeArea(xml, scene: "n")
        XCTAssertEqual(guide.y + guide.height, 896 - 68)
    }

    func testAFreeformSceneIsLaidOutOnItsSimulatedSize() throws {
        // 500×667 with a navigation bar: a 500×603 root starts below the status and navigation bars.
        let bars = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let sized = storyboard(scene("f", width: 500, height: 603, after: bars + #"<size key="freeformSize" width="500" height="667"/>"#),
                               toolsVersion: "14490")
        XCTAssertEqual(try safeArea(sized, scene: "f").y, 0)
        // Without its size, the root sits at the top of the screen, under both bars.
        let unsized = storyboard(scene("f", width: 500, height: 603, after: bars), toolsVersion: "14490")
        XCTAssertEqual(try safeArea(unsized, scene: "f").y, 64)
    }

    func testAToolbarAboveTheHomeIndicatorIs49Tall() throws {
        let xml = storyboard(scene("t", width: 375, height: 812, after: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#),
                             device: "retina5_9", toolsVersion: "23089")
        let guide = try safeArea(xml, scene: "t")
        XCTAssertEqual(guide.y + guide.height, 812 - 83)
    }

    /// A xib with one top-level view `root-x` (safe area `safe-x`) saved by `toolsVersion`.
    private func xib(width: Double, height: Double, toolsVersion: String, device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-x">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <viewLayoutGuide key="safeArea" id="safe-x"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    func testAClassicStatusBarIsShownExceptByXcode11To14_2() throws {
        XCTAssertEqual(try safeArea(storyboard(scene("s"), toolsVersion: "14490"), scene: "s").y, 20)
        XCTAssertEqual(try safeArea(storyboard(scene("s"), toolsVersion: "16097"), scene: "s").y, 0)
        XCTAssertEqual(try safeArea(storyboard(scene("s"), toolsVersion: "21507"), scene: "s").y, 0)
        XCTAssertEqual(try safeArea(storyboard(scene("s"), toolsVersion: "21701"), scene: "s").y, 20)
        XCTAssertEqual(try safeArea(storyboard(scene("s"), toolsVersion: "22154"), scene: "s").y, 20)
        XCTAssertEqual(try safeArea(xib(width: 375, height: 667, toolsVersion: "14113"), path: "T.xib", scene: "x").y, 20)
        XCTAssertEqual(try safeArea(xib(width: 375, height: 667, toolsVersion: "16097"), path: "T.xib", scene: "x").y, 0)
        XCTAssertEqual(try safeArea(xib(width: 465, height: 154, toolsVersion: "22505"), path: "T.xib", scene: "x").y, 20)
        // A notched device's sensor housing is there whatever the version.
        XCTAssertEqual(try safeArea(xib(width: 414, height: 258, toolsVersion: "17506", device: "retina6_1"), path: "T.xib", scene: "x").y, 44)
    }

    func testXcode10DrawsAFreeformXibRootWithoutTheStatusBar() throws {
        // A 466×95 view and a 375×30 one in xibs shown on a 375×667 phone: before Xcode 11 their
        // own size leaves out the status bar the phone would show; a screen-sized root keeps it,
        // as Xcode 15 keeps it above freeform views too.
        XCTAssertEqual(try safeArea(xib(width: 466, height: 95, toolsVersion: "13771"), path: "T.xib", scene: "x").y, 0)
        XCTAssertEqual(try safeArea(xib(width: 375, height: 30, toolsVersion: "14835"), path: "T.xib", scene: "x").y, 0)
        XCTAssertEqual(try safeArea(xib(width: 375, height: 667, toolsVersion: "14113"), path: "T.xib", scene: "x").y, 20)
        XCTAssertEqual(try safeArea(xib(width: 465, height: 154, toolsVersion: "22505"), path: "T.xib", scene: "x").y, 20)
    }

    func testAXibRootWiderThanItsNotchedPhoneTakesTheWholeSafeAreaFromXcode12On() throws {
        // A 600×154 view on a 414×896 iPhone does not fit its screen: Xcode 12 draws it with the
        // sensor housing above and the home indicator's band below.
        XCTAssertEqual(try safeArea(xib(width: 600, height: 154, toolsVersion: "17156", device: "retina6_1"), path: "T.xib", scene: "x"),
                       Rect(x: 0, y: 44, width: 600, height: 76))
        // One that fits sits at the top of the screen, clear of the bottom band; so did a wider
        // one before Xcode 12.
        XCTAssertEqual(try safeArea(xib(width: 275, height: 154, toolsVersion: "17156", device: "retina6_1"), path: "T.xib", scene: "x"),
                       Rect(x: 0, y: 44, width: 275, height: 110))
        XCTAssertEqual(try safeArea(xib(width: 600, height: 154, toolsVersion: "16097", device: "retina6_1"), path: "T.xib", scene: "x"),
                       Rect(x: 0, y: 44, width: 600, height: 110))
    }

    func testAXibRootWiderThanItsNotchedPhoneTakesThePhonesSideMargins() throws {
        // A view pinned to the root's leading and trailing margins: the 414-point phone's 20,
        // not the 16 of a landscape screen of the root's own size.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="154"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="44" width="560" height="76"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
        let document = try DocumentLoader.parse(text: xml, path: "T.xib")
        let scene = try XCTUnwrap(document.scenes.first)
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
        XCTAssertEqual(layout.frames["box"], Rect(x: 20, y: 44, width: 560, height: 76))
    }

    func testASceneWithoutAStatusBarStillHasOneFromXcode15On() throws {
        // `<nil key="simulatedStatusBarMetrics"/>` hides it for the Xcodes that offered the
        // choice; Xcode 15 and later show it anyway (duckduckgo's Tab storyboard, iPad 9.7).
        let noStatusBar = #"<nil key="simulatedStatusBarMetrics"/>"#
        XCTAssertEqual(try safeArea(storyboard(scene("s", after: noStatusBar), toolsVersion: "14490"), scene: "s").y, 0)
        XCTAssertEqual(try safeArea(storyboard(scene("s", after: noStatusBar), toolsVersion: "22505"), scene: "s").y, 20)
        XCTAssertEqual(try safeArea(storyboard(scene("s", width: 768, height: 1024, after: noStatusBar), device: "ipad9_7",
                                               toolsVersion: "32700.99.1234"), scene: "s").y, 20)
    }

    func testASmallerTvOSRootKeepsOnlyTheTopOverscanInset() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="15705" targetRuntime="AppleTV" useAutolayout="YES" useSafeAreas="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes>\(scene("full", width: 1920, height: 1080))\(scene("part", width: 1536, height: 260))\(scene("band", width: 1920, height: 890))</scenes>
        </document>
        """
        // Xcode 11 (tools 15705) shows the sides 90 in; Xcode 12 and later 80.
        XCTAssertEqual(try safeArea(xml, scene: "full"), Rect(x: 90, y: 60, width: 1740, height: 960))
        XCTAssertEqual(try safeArea(xml, scene: "part"), Rect(x: 0, y: 60, width: 1536, height: 200))
        // As wide as the screen, a shorter root spans both side bands wherever it sits.
        XCTAssertEqual(try safeArea(xml, scene: "band"), Rect(x: 90, y: 60, width: 1740, height: 830))
        let later = xml.replacingOccurrences(of: "toolsVersion=\"15705\"", with: "toolsVersion=\"21507\"")
        XCTAssertEqual(try safeArea(later, scene: "full"), Rect(x: 80, y: 60, width: 1760, height: 960))
    }

    func testTvOSNavigationBarsSitUnderTheOverscanBandOrUnderTheTabBar() throws {
        // `tabbed` is the root of a navigation controller that is a tab of a tab bar controller;
        // `stacked` is the root of a navigation controller on its own; `tab` is a tab itself.
        // tvOS's bars are at the top:
        // a 145-point navigation bar from 157 (the tab bar's band) or from 60 (the overscan band).
        func navigation(_ id: String, root: String) -> String {
            """
            <scene sceneID="\(id)"><objects>
                <navigationController id="\(id)-controller" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0.0" y="60" width="1920" height="145"/></navigationBar>
                    <connections><segue destination="vc-\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/></connections>
                </navigationController>
            </objects></scene>
            """
        }
        let tabs = """
            <scene sceneID="tabs"><objects>
                <tabBarController id="tabs-controller" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar"><rect key="frame" x="0.0" y="0.0" width="1920" height="0.0"/></tabBar>
                    <connections><segue destination="one-controller" kind="relationship" relationship="viewControllers" id="tabs-one"/><segue destination="vc-tab" kind="relationship" relationship="viewControllers" id="tabs-tab"/></connections>
                </tabBarController>
            </objects></scene>
            """
        let item = #"<navigationItem key="navigationItem" id="item-%@"/>"#
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="15705" targetRuntime="AppleTV" useAutolayout="YES" useSafeAreas="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes>\(tabs)\(navigation("one", root: "tabbed"))\(navigation("two", root: "stacked"))\(scene("tabbed", width: 1920, height: 1080, after: String(format: item, "tabbed")))\(scene("stacked", width: 1920, height: 1080, after: String(format: item, "stacked")))\(scene("bare", width: 1920, height: 1080))\(scene("tab", width: 1920, height: 1080))</scenes>
        </document>
        """
        XCTAssertEqual(try safeArea(xml, scene: "tabbed").y, 302)
        XCTAssertEqual(try safeArea(xml, scene: "stacked").y, 205)
        XCTAssertEqual(try safeArea(xml, scene: "bare").y, 60)
        // A tab without a navigation bar starts below the tab bar's band (anime365-tvOS).
        XCTAssertEqual(try safeArea(xml, scene: "tab").y, 157)
    }

    func testAFullHeightTVColumnKeepsTheBottomBand() throws {
        // Provenance's licenses pane: a 1285.5-point-wide, full-height root keeps the 60-point
        // overscan band at the bottom as well as at the top; a short one keeps only the top.
        func xml(height: Double) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="15705" targetRuntime="AppleTV" useAutolayout="YES" useSafeAreas="YES">
                <device id="appleTV" orientation="landscape"/>
                <scenes>\(scene("pane", width: 1285.5, height: height))</scenes>
            </document>
            """
        }
        let column = try safeArea(xml(height: 1080), scene: "pane")
        XCTAssertEqual(column.y, 60)
        XCTAssertEqual(column.height, 1080 - 60 - 60)
        let strip = try safeArea(xml(height: 440), scene: "pane")
        XCTAssertEqual(strip.height, 440 - 60)
    }

    func testATvOSCollectionCellIsLaidOutAtTheScreensOrigin() throws {
        // Interface Builder lays a tvOS collection view cell out on its own at the screen's
        // origin: a xib's cell 778 x 1032 takes the overscan band it overlaps there (80 at the
        // leading side from Xcode 12 on, 60 above, and the 12 points it reaches into the bottom
        // band); one wider than the screen takes the whole band.
        func cellXib(width: Double, height: Double) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="21225" targetRuntime="AppleTV" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="appleTV" appearance="light"/>
                <objects>
                    <collectionViewCell opaque="NO" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <view key="contentView" opaque="NO" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="art">
                                    <rect key="frame" x="80" y="60" width="100" height="100"/>
                                </view>
                            </subviews>
                        </view>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="safe" firstAttribute="leading" secondItem="art" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="top" secondItem="art" secondAttribute="top" id="t"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="art" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="art" secondAttribute="bottom" id="b"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        }
        XCTAssertEqual(try solveDocument(cellXib(width: 778, height: 1032), path: "Cell.xib").frames["art"],
                       Rect(x: 80, y: 60, width: 698, height: 960))
        XCTAssertEqual(try solveDocument(cellXib(width: 533, height: 172), path: "Cell.xib").frames["art"],
                       Rect(x: 80, y: 60, width: 453, height: 112))
        XCTAssertEqual(try solveDocument(cellXib(width: 2013, height: 400), path: "Cell.xib").frames["art"],
                       Rect(x: 80, y: 60, width: 1853, height: 280))
    }

    func testATvOSStoryboardCollectionCellTakesTheBandAtTheOriginNotWhereItSits() throws {
        // A cell 40 points in and 188 down its full-screen collection view (tools 15705: the sides
        // 90 in): its margins are its own 8 plus the band at the screen's origin, 90 and 60.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="15705" targetRuntime="AppleTV" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes><scene sceneID="s"><objects><collectionViewController id="vc" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="500" height="500"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="cell" id="cell">
                            <rect key="frame" x="40" y="188" width="500" height="500"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="500" height="500"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="art">
                                        <rect key="frame" x="98" y="68" width="394" height="424"/>
                                    </imageView>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstItem="art" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="l"/>
                                <constraint firstAttribute="bottomMargin" secondItem="art" secondAttribute="bottom" id="b"/>
                                <constraint firstItem="art" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="t"/>
                                <constraint firstAttribute="trailingMargin" secondItem="art" secondAttribute="trailing" id="r"/>
                            </constraints>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </collectionViewController></objects></scene></scenes>
        </document>
        """
        XCTAssertEqual(try solveDocument(xml, path: "TV.storyboard").frames["art"], Rect(x: 98, y: 68, width: 394, height: 424))
    }

    func testXcode7TVOSHasNoOverscanGuide() throws {
        // tvOS 9 (Xcode 7, tools 10117): the safe area of a full-screen root is the whole screen.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="10117" targetRuntime="AppleTV" useAutolayout="YES" useSafeAreas="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes>\(scene("full", width: 1920, height: 1080))</scenes>
        </document>
        """
        XCTAssertEqual(try safeArea(xml, scene: "full"), Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    func testATvOSRootsMarginsReach16PastTheOverscanBand() throws {
        // A full-screen tvOS root whose box is pinned to its leading and trailing margins: the
        // overscan band at the sides (80 from Xcode 12 on, 90 before) and 16 more.
        func box(toolsVersion: String) throws -> Rect? {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="AppleTV" useAutolayout="YES" useTraitCollections="YES">
                <device id="appleTV" orientation="landscape"/>
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="96" y="100" width="1728" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                    </view>
                </viewController></objects></scene></scenes>
            </document>
            """
            return try solveDocument(xml, path: "TV.storyboard").frames["box"]
        }
        XCTAssertEqual(try box(toolsVersion: "19455"), Rect(x: 96, y: 100, width: 1728, height: 50))
        XCTAssertEqual(try box(toolsVersion: "14113"), Rect(x: 106, y: 100, width: 1708, height: 50))
    }

    /// A plain table's cell whose label is pinned to its content view's leading and top margins,
    /// in a document without safe areas saved by `toolsVersion`.
    /// `cellMargins`: the cell's own `layoutMargins` element; `preserving`: whether the content
    /// view preserves its superview's (the cell's) margins.
    private func cellLabelFrame(toolsVersion: String, cellMargins: String = "", preserving: Bool = false) throws -> Rect? {
        let preserves = preserving ? #"preservesSuperviewLayoutMargins="YES""# : ""
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects><tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" \(preserves) tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="11" width="100" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w"/>
                                            <constraint firstAttribute="height" constant="20" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                </constraints>
                            </tableViewCellContentView>
                            \(cellMargins)
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController></objects></scene></scenes>
        </document>
        """
        return try solveDocument(xml, path: "Test.storyboard").frames["box"]
    }

    /// A root view in a navigation stack, in a document with top and bottom layout guides (no
    /// safe areas) saved by `toolsVersion`, whose subview is pinned to the root's top margin.
    private func viewPinnedToTheTopMarginOfALegacyRoot(toolsVersion: String) throws -> Rect? {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="n"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="tr"/>
                                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="T" id="item"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
        let document = try DocumentLoader.parse(text: xml, path: "Test.storyboard")
        let scene = try XCTUnwrap(document.scenes.first { $0.id == "s" })
        return LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document)).frames["box"]
    }

    func testARootsMarginsTakeInTheBarsFromXcode9OnWithOrWithoutSafeAreas() throws {
        // iOS 11's views inset their layout margins from the safe area whether or not the file
        // draws a safe area guide: Xcode 10 stores the view below the status and navigation bars.
        XCTAssertEqual(try viewPinnedToTheTopMarginOfALegacyRoot(toolsVersion: "14460.31"), Rect(x: 0, y: 64, width: 375, height: 603))
        // Before iOS 11 the margins of a root view were 0 above and below, under the bars.
        XCTAssertEqual(try viewPinnedToTheTopMarginOfALegacyRoot(toolsVersion: "11762"), Rect(x: 0, y: 0, width: 375, height: 667))
    }

    func testCellContentMarginsAreIOS11sFromXcode9OnWithOrWithoutSafeAreas() throws {
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "18122"), Rect(x: 16, y: 11, width: 100, height: 20))
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "11762"), Rect(x: 8, y: 8, width: 100, height: 20))
    }

    func testAnInsetGroupedRowStoredAtTheTablesFullWidthLaysItsContentOutInTheInsetRow() throws {
        // A 390-point phone's inset-grouped table insets its rows 20 from each side: a row stored
        // 390 wide has its content laid out in the 350-point row, from the content view's leading
        // edge, so a field between the margins ends 40 short of the stored content view's margin.
        func fieldFrame(cellX: Double, cellWidth: Double) throws -> Rect? {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_0" orientation="portrait"/>
                <scenes><scene sceneID="s"><objects><tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="insetGrouped" rowHeight="-1" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <sections><tableViewSection id="sec"><cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                                <rect key="frame" x="\(cellX)" y="18" width="\(cellWidth)" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                            <rect key="frame" x="20" y="11" width="310" height="22"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="22" id="h"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="field" secondAttribute="trailing" id="r"/>
                                        <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController></objects></scene></scenes>
            </document>
            """
            return try solveDocument(xml, path: "Test.storyboard").frames["field"]
        }
        // Stored at the full width (x 0, 390 wide): the field is 310 wide, as in the inset row.
        XCTAssertEqual(try fieldFrame(cellX: 0, cellWidth: 390)?.width, 310)
        // Stored inset (x 20, 350 wide): the row's own margins, the same 310.
        XCTAssertEqual(try fieldFrame(cellX: 20, cellWidth: 350)?.width, 310)
    }

    func testAContentViewPreservingItsCellsOwnMarginsTakesTheWiderOnes() throws {
        // A cell that sets its margins to 30 at the sides and 8 above and below: a content view
        // that preserves them is 30 in from the sides, its own 11 above (wider than 8); one that
        // does not keeps the table's 16.
        let margins = #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "18122", cellMargins: margins, preserving: true),
                       Rect(x: 30, y: 11, width: 100, height: 20))
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "18122", cellMargins: margins), Rect(x: 16, y: 11, width: 100, height: 20))
    }

    func testXcode10_2To11DrawACellAloneInAXibOnA375PointPhone15FromItsSides() throws {
        // LoopKit's, openfoodfacts' and passforios' cell xibs: 15 from Xcode 10.2 (14810) to 11,
        // 16 before and after; a phone wider than 375 points keeps 16 for a narrow cell.
        func boxX(toolsVersion: String, device: String = "retina4_7") throws -> Double? {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="11" width="100" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="20" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="t"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
            return try solveDocument(xml, path: "Cell.xib").frames["box"]?.x
        }
        XCTAssertEqual(try boxX(toolsVersion: "14490.70"), 16)
        XCTAssertEqual(try boxX(toolsVersion: "14868"), 15)
        XCTAssertEqual(try boxX(toolsVersion: "16097.3"), 15)
        XCTAssertEqual(try boxX(toolsVersion: "16097.3", device: "retina6_1"), 16)
        XCTAssertEqual(try boxX(toolsVersion: "21507"), 16)
    }

    func testAXibsTopLevelViewTakesTheSystemMinimumMargins() throws {
        let xml = sceneDocument(width: 375, height: 100, toolsVersion: "23094",
                                documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES""#, device: "retina6_1", rootID: "header",
                                rootAttributes: #"insetsLayoutMarginsFromSafeArea="NO""#, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="16" y="10" width="343" height="20"/>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="header" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
            """)
        let layout = try solveDocument(xml, path: "Header.xib")
        XCTAssertEqual(layout.frames["box"], Rect(x: 16, y: 10, width: 343, height: 20))
    }

    func testAWideShortFreeformXibRootTakesTheMarginsOfItsWidth() throws {
        // A 414×58 header (no screen has that size) in a xib shown on a 414-point phone: its
        // width, not its short side, decides its system minimum margins, 20 (Xcode 11).
        func header(width: Double) -> String {
            sceneDocument(width: width, height: 58, toolsVersion: "15705",
                          documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES""#, device: "retina6_1", rootID: "header",
                          rootAttributes: #"insetsLayoutMarginsFromSafeArea="NO""#, subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="10" width="\(width - 40)" height="20"/>
                </view>
                """, constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="header" secondAttribute="top" constant="10" id="t"/>
                <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
                """)
        }
        XCTAssertEqual(try solveDocument(header(width: 414), path: "Header.xib").frames["box"],
                       Rect(x: 20, y: 10, width: 374, height: 20))
        // A narrower one keeps 16.
        XCTAssertEqual(try solveDocument(header(width: 320), path: "Header.xib").frames["box"],
                       Rect(x: 16, y: 10, width: 288, height: 20))
    }

    func testAXibsTopLevelCollectionViewCellTakesTheSystemMinimumMargins() throws {
        // A cell's subview pinned 10 inside the cell's margins: at x 26 with the 375-point
        // phone's minimum of 16 (a top-level view of a xib, as Interface Builder shows it), not
        // at 18 (UIView's default 8).
        func imageX(cell element: String) throws -> Double? {
            let content = "view"
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <\(element) opaque="NO" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <\(content) key="contentView" opaque="NO" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                            <subviews>
                                <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                                    <rect key="frame" x="26" y="10" width="20" height="20"/>
                                </imageView>
                            </subviews>
                        </\(content)>
                        <constraints>
                            <constraint firstItem="image" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" constant="10" id="l"/>
                            <constraint firstItem="image" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="10" id="t"/>
                            <constraint firstItem="image" firstAttribute="width" constant="20" id="w"/>
                            <constraint firstItem="image" firstAttribute="height" constant="20" id="h"/>
                        </constraints>
                    </\(element)>
                </objects>
            </document>
            """
            return try solveDocument(xml, path: "Cell.xib").frames["image"]?.x
        }
        XCTAssertEqual(try imageX(cell: "collectionViewCell"), 26)
    }

    func testAViewInAScrollViewsContentIsClearOfTheBarsUnlessTheScrollViewDoesNotAdjust() throws {
        // Provenance's cheat editor: a scroll view fills an iPhone 11's screen (48 points of
        // sensor housing above it); a content view that keeps its autoresizing mask sits at the top
        // of the content, and a label is pinned 20 below the content view's own safe area. The
        // scroll view insets its content by the safe area, so the content view is never under the
        // band and the label sits at 20; a scroll view whose contentInsetAdjustmentBehavior is
        // never leaves the content view under the band, and the label below it.
        func label(adjusting: Bool) throws -> Rect {
            let behavior = adjusting ? "" : #"contentInsetAdjustmentBehavior="never""#
            let inside = """
                <subviews>
                    <scrollView \(behavior) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="949"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                <subviews>
                                    <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="30" y="20" width="45" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="content-safe"/>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="content-safe" secondAttribute="leading" constant="30" id="c1"/>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="content-safe" secondAttribute="top" constant="20" id="c2"/>
                                </constraints>
                            </view>
                        </subviews>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root-s" secondAttribute="leading" id="p1"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="p2"/>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root-s" secondAttribute="top" id="p3"/>
                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="p4"/>
                </constraints>
                """
            let document = try DocumentLoader.parse(text: storyboard(scene("s", width: 414, height: 896, inside: inside), device: "retina6_1"),
                                                    path: "Test.storyboard")
            let scene = try XCTUnwrap(document.scenes.first)
            let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
            return try XCTUnwrap(layout.frames["name"])
        }
        XCTAssertEqual(try label(adjusting: true), Rect(x: 30, y: 20, width: 45, height: 21))
        XCTAssertEqual(try label(adjusting: false).y, 68)
    }

    func testAPageSheetOnANotchedPhoneHasNoStatusBarA56PointNavigationBarAndTheHomeIndicatorBelow() throws {
        // A root 10 points below the sensor housing, reaching the screen's bottom: 896 − 44 − 10
        // on the 414×896 phone, 812 − 44 − 10 on the 375×812 one (Xcode 11 to 13).
        let wide = storyboard(navigation("nav", root: "s") + scene("s", width: 414, height: 842), device: "retina6_1", toolsVersion: "17156")
        XCTAssertEqual(try safeArea(wide, scene: "s"), Rect(x: 0, y: 56, width: 414, height: 842 - 56 - 34))
        let bare = storyboard(scene("b", width: 375, height: 758), device: "retina5_9", toolsVersion: "15505")
        XCTAssertEqual(try safeArea(bare, scene: "b"), Rect(x: 0, y: 0, width: 375, height: 758 - 34))
        // A root of the full screen keeps the housing and the bar above it.
        let full = storyboard(navigation("nav", root: "f") + scene("f", width: 414, height: 896), device: "retina6_1", toolsVersion: "17156")
        XCTAssertEqual(try safeArea(full, scene: "f"), Rect(x: 0, y: 44 + 44, width: 414, height: 896 - 88 - 34))
        // A shorter root of another height is no sheet: at the top of the screen, under the
        // housing, its bottom above the home indicator's band.
        let other = storyboard(scene("o", width: 414, height: 850), device: "retina6_1", toolsVersion: "17156")
        XCTAssertEqual(try safeArea(other, scene: "o"), Rect(x: 0, y: 44, width: 414, height: 850 - 44))
    }

    func testAPageSheetSavedByXcode26KeepsOneHousingOrItsBarAndNoHomeIndicatorBand() throws {
        // Xcode 16.3 and later: a root one housing shorter than the screen (852 − 59 on the
        // 393×852 phone, 896 − 48 on the 414×896 one), under the doubled bands of a full screen.
        let bare = storyboard(scene("b", width: 393, height: 793), device: "retina6_12", toolsVersion: "24765")
        XCTAssertEqual(try safeArea(bare, scene: "b"), Rect(x: 0, y: 59, width: 393, height: 793 - 59))
        let wide = storyboard(scene("w", width: 414, height: 848), device: "retina6_1", toolsVersion: "24506")
        XCTAssertEqual(try safeArea(wide, scene: "w"), Rect(x: 0, y: 48, width: 414, height: 848 - 48))
        // Its navigation bar sits 16 below the sheet's top, 54 tall (Xcode 26).
        let barred = storyboard(navigation("nav", root: "n") + scene("n", width: 393, height: 793), device: "retina6_12", toolsVersion: "24765")
        XCTAssertEqual(try safeArea(barred, scene: "n"), Rect(x: 0, y: 16 + 54, width: 393, height: 793 - 70))
        // The full screen keeps the doubled housing, the bar and the doubled home indicator band.
        let full = storyboard(navigation("nav", root: "f") + scene("f", width: 393, height: 852), device: "retina6_12", toolsVersion: "24765")
        XCTAssertEqual(try safeArea(full, scene: "f"), Rect(x: 0, y: 118 + 54, width: 393, height: 852 - 172 - 68))
    }
}
