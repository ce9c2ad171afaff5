import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// Which elements become layout items, and how they nest.
final class ViewHierarchyTests: XCTestCase {
    private let hierarchy = Fixture.iOSView("""
        <subviews>
            <label opaque="NO" text="Hello" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="59" width="42" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" systemColor="labelColor"/>
                <nil key="highlightedColor"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="16" y="100" width="80" height="34"/>
                <state key="normal" title="Go"/>
                <connections>
                    <action selector="go:" destination="vc" eventType="touchUpInside" id="action-1"/>
                </connections>
            </button>
            <fancyWidget someSetting="7" translatesAutoresizingMaskIntoConstraints="NO" id="fancy">
                <rect key="frame" x="16" y="150" width="100" height="40"/>
                <color key="tintColor" systemColor="systemPinkColor"/>
            </fancyWidget>
            <mysteryThing id="frameless"/>
            <view contentMode="scaleToFill" id="plain"/>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="200" width="393" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll-content">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="deep-image">
                                <rect key="frame" x="10" y="10" width="120" height="40"/>
                            </imageView>
                        </subviews>
                    </view>
                </subviews>
            </scrollView>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="500" width="393" height="200"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cell-content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="cell-label">
                                    <rect key="frame" x="20" y="11" width="40" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="cell-label" firstAttribute="leading" secondItem="cell-content" secondAttribute="leadingMargin" id="cell-leading"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
                <connections>
                    <outlet property="dataSource" destination="vc" id="table-data-source"/>
                </connections>
            </tableView>
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
                <rect key="frame" x="0.0" y="700" width="393" height="100"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="50" height="50"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="tile-content">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView image="star" translatesAutoresizingMaskIntoConstraints="NO" id="tile-image">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                </imageView>
                            </subviews>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                    <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="OldTile" id="old-tile">
                        <rect key="frame" x="60" y="0.0" width="50" height="50"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="old-tile-content">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        </view>
                    </collectionViewCell>
                </cells>
            </collectionView>
        </subviews>
        """)

    func testEveryViewElementBecomesAnItemWithItsParent() throws {
        let document = try parse(hierarchy)
        let scene = try XCTUnwrap(document.scenes.first)
        let expected: [(id: String, element: String, parent: String?)] = [
            ("root", "view", nil),
            ("label", "label", "root"),
            ("button", "button", "root"),
            ("fancy", "fancyWidget", "root"),
            ("frameless", "mysteryThing", "root"),
            ("plain", "view", "root"),
            ("scroll", "scrollView", "root"),
            ("scroll-content", "view", "scroll"),
            ("deep-image", "imageView", "scroll-content"),
            ("table", "tableView", "root"),
            ("cell", "tableViewCell", "table"),
            ("cell-content", "tableViewCellContentView", "cell"),
            ("cell-label", "label", "cell-content"),
            ("collection", "collectionView", "root"),
            ("tile", "collectionViewCell", "collection"),
            ("tile-content", "collectionViewCellContentView", "tile"),
            ("tile-image", "imageView", "tile-content"),
            ("old-tile", "collectionViewCell", "collection"),
            ("old-tile-content", "view", "old-tile"),
            ("safe", "viewLayoutGuide", "root"),
        ]
        XCTAssertEqual(scene.items.map(\.id), expected.map(\.id))
        XCTAssertEqual(scene.items.map(\.element.rawValue), expected.map(\.element))
        XCTAssertEqual(scene.items.map(\.parent), expected.map(\.parent))
        XCTAssertEqual(scene.items.filter { $0.kind == .view }.count, expected.count - 1)
        assertParentsPrecedeChildren(document)
    }

    func testUnknownElementIsKeptAsAGenericView() throws {
        let document = try parse(hierarchy)
        let fancy = try document.item("fancy")
        XCTAssertEqual(fancy.kind, .view)
        XCTAssertEqual(fancy.element, "fancyWidget")
        XCTAssertEqual(fancy.frame, Rect(x: 16, y: 150, width: 100, height: 40))
        XCTAssertEqual(fancy.name, "Fancy Widget")
        XCTAssertFalse(fancy.translatesAutoresizingMaskIntoConstraints)
        // Without a frame, inside <subviews>, it is still a view.
        let frameless = try document.item("frameless")
        XCTAssertEqual(frameless.kind, .view)
        XCTAssertNil(frameless.frame)
        XCTAssertEqual(frameless.name, "Mystery Thing")
        XCTAssertNil(try document.item("plain").frame)
    }

    func testRootViewHasNoParentAndTheViewRole() throws {
        let root = try parse(hierarchy).item("root")
        XCTAssertNil(root.parent)
        XCTAssertEqual(root.role, "view")
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(root.className, "UIView")
    }

    func testCellContentViews() throws {
        let document = try parse(hierarchy)
        let tableContent = try document.item("cell-content")
        XCTAssertEqual(tableContent.role, "contentView")
        XCTAssertEqual(tableContent.className, "UITableViewCellContentView")
        XCTAssertEqual(tableContent.name, "Content View")
        XCTAssertTrue(tableContent.preservesSuperviewLayoutMargins)
        XCTAssertFalse(tableContent.insetsLayoutMarginsFromSafeArea)
        let tileContent = try document.item("tile-content")
        XCTAssertEqual(tileContent.role, "contentView")
        XCTAssertEqual(tileContent.className, "UIView")
        XCTAssertEqual(tileContent.name, "Content View")
        XCTAssertEqual(try document.item("old-tile-content").role, "contentView")
        XCTAssertEqual(try document.item("cell").className, "UITableViewCell")
        XCTAssertEqual(try document.item("tile").className, "UICollectionViewCell")
        XCTAssertEqual(try document.item("cell").frame, Rect(x: 0, y: 50, width: 393, height: 44))
        // The constraint inside the content view is owned by it.
        let constraint = try document.constraint("cell-leading")
        XCTAssertEqual(constraint.owner, "cell-content")
        XCTAssertEqual(constraint.second, Anchor(item: "cell-content", attribute: .leadingMargin))
    }

    func testNonViewChildrenAreNotItems() throws {
        let document = try parse(hierarchy)
        let ids = Set(document.allItems.map(\.id))
        for notAView in ["vc", "flow", "action-1", "table-data-source", "fr-scene-1", "scene-1"] {
            XCTAssertFalse(ids.contains(notAView), "\(notAView) should not be a layout item")
        }
    }

    func testXcode8FrameInsetsAreFramesInTheirSuperview() throws {
        // Xcode 8.0 wrote some frames as insets from the superview's bounds: left-out insets are
        // 0, an inset from the far edge takes the superview's size, an empty one fills it.
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <view id="box">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="45"/>
                    <subviews>
                        <view id="sized"><frame key="frameInset" width="320" height="44"/></view>
                        <view id="placed"><frame key="frameInset" minX="8" minY="12" width="75" height="20"/></view>
                        <view id="trailing"><frame key="frameInset" maxX="10" minY="5" width="40" maxY="5"/></view>
                        <view id="filling"><frame key="frameInset"/></view>
                    </subviews>
                </view>
            </subviews>
            """))
        XCTAssertEqual(try document.item("sized").frame, Rect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(try document.item("placed").frame, Rect(x: 8, y: 12, width: 75, height: 20))
        XCTAssertEqual(try document.item("trailing").frame, Rect(x: 270, y: 5, width: 40, height: 35))
        XCTAssertEqual(try document.item("filling").frame, Rect(x: 0, y: 0, width: 320, height: 45))
    }

    func testContentViewWithoutFrameIsStillAView() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <tableView id="t">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <prototypes>
                        <tableViewCell id="c">
                            <tableViewCellContentView key="contentView" id="cc"/>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </subviews>
            """))
        XCTAssertEqual(try document.item("cc").parent, "c")
        XCTAssertEqual(try document.item("c").parent, "t")
    }

    func testViewWithOnlyConstraintsOrSubviewsOutsideAContainerIsAView() throws {
        // Elements hung on a key (table header, accessory) count as views when they have a frame,
        // constraints, subviews, or an autoresizing flag and children; childless leaves are not views.
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <tableView id="t">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <view key="tableHeaderView" id="header">
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="header-height"/>
                        </constraints>
                    </view>
                    <view key="tableFooterView" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <view key="backgroundView" translatesAutoresizingMaskIntoConstraints="NO" id="leaf"/>
                    <inset key="separatorInset" minX="15" minY="0.0" maxX="0.0" maxY="0.0"/>
                </tableView>
            </subviews>
            """))
        XCTAssertEqual(try document.item("header").parent, "t")
        XCTAssertEqual(try document.item("header").role, "tableHeaderView")
        XCTAssertEqual(try document.item("footer").parent, "t")
        XCTAssertFalse(document.allItems.contains { $0.id == "leaf" })
        XCTAssertEqual(try document.constraint("header-height").owner, "header")
    }

    func testSeveralRootsInAXibEachHaveNoParent() throws {
        let document = try parse(Fixture.xib("""
                <view contentMode="scaleToFill" id="one">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                <view contentMode="scaleToFill" id="two">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            """), path: "Two.xib")
        XCTAssertEqual(document.scenes.count, 2)
        XCTAssertNil(try document.item("one").parent)
        XCTAssertNil(try document.item("two").parent)
        XCTAssertNil(try document.item("one").role)
    }

    func testItemWithoutIDGetsAStableSyntheticID() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <view contentMode="scaleToFill">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
            """))
        let scene = try XCTUnwrap(document.scenes.first)
        XCTAssertEqual(scene.items.count, 3)
        XCTAssertTrue(scene.items[1].id.hasPrefix("view@"), scene.items[1].id)
        XCTAssertEqual(scene.items[1].id, "view@\(scene.items[1].location.line)")
    }

    func testStaticTableCells() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <tableView style="grouped" dataMode="static" translatesAutoresizingMaskIntoConstraints="NO" id="static-table">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                    <sections>
                        <tableViewSection headerTitle="Account" id="section">
                            <cells>
                                <tableViewCell id="static-cell">
                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    <tableViewCellContentView key="contentView" id="static-content">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </subviews>
            """))
        XCTAssertEqual(try document.item("static-cell").parent, "static-table")
        XCTAssertEqual(try document.item("static-content").parent, "static-cell")
        XCTAssertFalse(document.allItems.contains { $0.id == "section" })
        XCTAssertTrue(document.declarations.contains { $0.id == "section" && $0.type == "tableViewSection" })
    }

    func testAppKitTableWithPrototypeCellViews() throws {
        let document = try parse(Fixture.macView("""
                <subviews>
                    <scrollView autohidesScrollers="YES" horizontalLineScroll="24" translatesAutoresizingMaskIntoConstraints="NO" id="mac-scroll">
                        <rect key="frame" x="20" y="20" width="440" height="230"/>
                        <clipView key="contentView" id="mac-clip">
                            <rect key="frame" x="1" y="1" width="438" height="228"/>
                            <subviews>
                                <tableView columnAutoresizingStyle="lastColumnOnly" rowHeight="24" id="mac-table">
                                    <rect key="frame" x="0.0" y="0.0" width="438" height="228"/>
                                    <tableColumns>
                                        <tableColumn identifier="Name" width="400" minWidth="40" maxWidth="1000" id="column">
                                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" title="Name" id="header-cell"/>
                                            <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text Cell" id="data-cell"/>
                                            <prototypeCellViews>
                                                <tableCellView id="cell-view">
                                                    <rect key="frame" x="1" y="1" width="400" height="24"/>
                                                    <subviews>
                                                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="cell-field">
                                                            <rect key="frame" x="0.0" y="4" width="400" height="16"/>
                                                            <textFieldCell key="cell" title="Table View Cell" id="cell-field-cell"/>
                                                        </textField>
                                                    </subviews>
                                                </tableCellView>
                                            </prototypeCellViews>
                                        </tableColumn>
                                    </tableColumns>
                                </tableView>
                            </subviews>
                        </clipView>
                        <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="h-scroller">
                            <rect key="frame" x="1" y="213" width="438" height="16"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                    </scrollView>
                </subviews>
            """))
        XCTAssertEqual(try document.item("mac-clip").parent, "mac-scroll")
        XCTAssertEqual(try document.item("mac-table").parent, "mac-clip")
        XCTAssertEqual(try document.item("mac-table").table?.rowHeight, 24)
        XCTAssertEqual(try document.item("cell-view").parent, "mac-table")
        XCTAssertEqual(try document.item("cell-view").className, "NSTableCellView")
        XCTAssertEqual(try document.item("cell-view").name, "Table Cell View")
        XCTAssertEqual(try document.item("cell-field").parent, "cell-view")
        XCTAssertEqual(try document.item("cell-field").name, "Table View Cell")
        XCTAssertEqual(try document.item("h-scroller").parent, "mac-scroll")
        XCTAssertTrue(try document.item("h-scroller").isHidden)
        for notAView in ["column", "header-cell", "data-cell", "cell-field-cell"] {
            XCTAssertFalse(document.allItems.contains { $0.id == notAView }, notAView)
        }
        assertParentsPrecedeChildren(document)
    }
}
