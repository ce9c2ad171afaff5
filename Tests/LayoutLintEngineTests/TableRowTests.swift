@testable import LayoutLintEngine
import LayoutLintModel
import XCTest

/// How a UIKit table sizes its rows: the stored height in a table with a fixed row height, the
/// content's in a table with automatic row heights (at run time; Interface Builder's canvas
/// holds the stored height), a static cell's own row height, and a content view as tall as its
/// cell.
final class TableRowTests: XCTestCase {
    /// A table filling the root whose one cell (stored 80 tall, its content view `contentHeight`)
    /// stacks two labels of equal vertical hugging 12 below its top and 12 above its bottom:
    /// 42 points of text in an 80-point row leave 14 that either label could take.
    private func stackedLabels(tableRowHeight: String, dataMode: String = "prototypes", cellRowHeight: String? = nil,
                               contentHeight: Double = 80) -> String {
        let own = cellRowHeight.map { #" rowHeight="\#($0)""# } ?? ""
        return #"""
        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="\#(dataMode)" style="plain" rowHeight="\#(tableRowHeight)" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill"\#(own) id="cell">
                    <rect key="frame" x="0.0" y="28" width="375" height="80"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\#(contentHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Title" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="12" width="343" height="21"/>
                            </label>
                            <label text="Detail" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                <rect key="frame" x="16" y="47" width="343" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="l1"/>
                            <constraint firstItem="detail" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="l2"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="12" id="v1"/>
                            <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" id="v2"/>
                            <constraint firstAttribute="bottom" secondItem="detail" secondAttribute="bottom" constant="12" id="v3"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """#
    }

    private func solve(_ table: String) throws -> SceneLayout {
        let (document, scene) = try parseScene(table, [
            constraint("p1", "table", "leading", "root", "leading"), constraint("p2", "root", "trailing", "table", "trailing"),
            constraint("p3", "table", "top", "root", "top"), constraint("p4", "root", "bottom", "table", "bottom"),
        ].joined())
        var layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
        LayoutEngine.addInterfaceBuilderAmbiguity(to: &layout, document: document, scene: scene)
        return layout
    }

    func testARowOfAFixedHeightTableKeepsItsHeightAndItsContentTies() throws {
        let layout = try solve(stackedLabels(tableRowHeight: "80"))
        XCTAssertTrue(layout.ambiguity(of: "title").contains(.height))
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "title").contains(.height))
        XCTAssertFalse(layout.tied.isEmpty)
    }

    func testASelfSizingRowIsAsTallAsItsContentAtRunTimeButNotOnTheCanvas() throws {
        let layout = try solve(stackedLabels(tableRowHeight: "-1"))
        // The run time sizes the row by its content: the labels keep their heights, no tie.
        XCTAssertEqual(layout.ambiguous["title"] ?? [], [])
        XCTAssertEqual(layout.ambiguous["detail"] ?? [], [])
        XCTAssertTrue(layout.tied.isEmpty)
        XCTAssertEqual(layout.conflicts, [])
        // The canvas holds the row at its stored 80 points: the frames are those, and Interface
        // Builder flags the labels that share the slack.
        XCTAssertEqual(layout.frames["cell"]?.height, 80)
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "title").contains(.height))
    }

    func testAStaticCellsOwnRowHeightHoldsAtRunTime() throws {
        let own = try solve(stackedLabels(tableRowHeight: "-1", dataMode: "static", cellRowHeight: "80"))
        XCTAssertTrue(own.ambiguous["title"]?.contains(.height) ?? false)
        // A prototype's own row height is only the canvas's: the table still sizes it.
        let prototype = try solve(stackedLabels(tableRowHeight: "-1", cellRowHeight: "80"))
        XCTAssertEqual(prototype.ambiguous["title"] ?? [], [])
    }

    func testAContentViewIsAsTallAsItsCellWhateverHeightItStores() throws {
        // A content view stored 120 tall in an 80-point cell: UIKit lays it out at the cell's
        // height (the stale frame would leave 54 points of slack).
        let layout = try solve(stackedLabels(tableRowHeight: "80", contentHeight: 120))
        XCTAssertEqual(layout.frames["cv"]?.height, 80)
        // Half a point less: the separator, which the file stores as part of the cell.
        let separated = try solve(stackedLabels(tableRowHeight: "80", contentHeight: 79.5))
        XCTAssertEqual(separated.frames["cv"]?.height, 79.5)
    }

    func testTheCanvasMeasuresSqueezedLabelsBeforeLookingForTies() throws {
        // Two 17-point system labels stored squeezed to 10 points in a chain their text fills
        // exactly: measured, neither hugging gives way, so no tie (the stored heights would
        // leave 20 points for them to share). AdguardForiOS's DnsSettings cells store such labels.
        // UILabel measures its line rounded up to the device's pixels: 20.5 on this 2x screen.
        let line = 20.5
        func squeezed(_ id: String, y: Int) -> String {
            #"<label text="\#(id)" numberOfLines="0" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="16" y="\#(y)" width="200" height="10"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        let layout = try solveScene(squeezed("title", y: 100) + squeezed("detail", y: 110), [
            constraint("x1", "title", "leading", "root", "leading", constant: 16),
            constraint("x2", "detail", "leading", "root", "leading", constant: 16),
            constraint("y1", "title", "top", "root", "top", constant: 100),
            constraint("y2", "detail", "top", "title", "bottom"),
            constraint("y3", "detail", "bottom", "root", "top", constant: 100 + 2 * line),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "title"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "detail"), [])
    }

    /// Xcode stores a row's height as a 32-bit float: 64⅔ on a 3x screen is 64.66666412353516,
    /// a few millionths short of the two 17-point lines (20⅓ each) and margins it was measured
    /// around. The canvas holds the row at the height it stands for, so the equal compression
    /// resistances of the labels do not tie over the millionths.
    func testAStoredRowHeightIsReadOnThePixelGrid() throws {
        func labelXML(_ id: String, y: String) -> String {
            #"<label text="\#(id)" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="16" y="\#(y)" width="200" height="20.333333333333332"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina5_5" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" id="cell">
                                <rect key="frame" x="0.0" y="28" width="414" height="64.666664123535156"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cv">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="64.666664123535156"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>\(labelXML("title", y: "12"))\(labelXML("detail", y: "32.333333333333336"))</subviews>
                                    <constraints>
                                        <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="l1"/>
                                        <constraint firstItem="detail" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="l2"/>
                                        <constraint firstItem="title" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="12" id="v1"/>
                                        <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" id="v2"/>
                                        <constraint firstAttribute="bottom" secondItem="detail" secondAttribute="bottom" constant="12" id="v3"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """
        let layout = try solveDocument(xml, path: "Rows.storyboard", interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "title"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "detail"), [])
        XCTAssertEqual(ViewPlacement.onPixelGrid(64.66666412353516, scale: 3), 64 + 2.0 / 3)
        XCTAssertEqual(ViewPlacement.onPixelGrid(64.6, scale: 3), 64.6, "a height off the grid by more is left as stored")
    }

    func testAContentViewBesideAnAccessoryEnds8PointsFromIt() throws {
        // A disclosure indicator takes 34 points of a 375-point row (stored): the content view is
        // 341 wide, and its trailing margin beside the accessory is 8, not the 16 at its leading side.
        let table = #"""
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="341" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                <rect key="frame" x="309" y="10" width="24" height="24"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailingMargin" secondItem="dot" secondAttribute="trailing" id="d1"/>
                            <constraint firstItem="dot" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" constant="293" id="d2"/>
                            <constraint firstItem="dot" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="d3"/>
                            <constraint firstItem="dot" firstAttribute="height" constant="24" id="d4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """#
        let layout = try solve(table)
        XCTAssertEqual(layout.frames["dot"], Rect(x: 309, y: 10, width: 24, height: 24))
        XCTAssertEqual(layout.conflicts, [])
    }
}
