import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// Constraints act on alignment rects; files store frames. Controls whose bezel or padding
/// extends beyond the alignment rect must come out with the frame Xcode would store.
final class AlignmentInsetsTests: XCTestCase {
    private func solveIOS(_ subviews: String, _ constraints: String, toolsVersion: String = "22505") throws -> SceneLayout {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </viewController></objects></scene></scenes>
        </document>
        """
        return try solveDocument(xml, path: "Test.storyboard")
    }

    func testSeparatorBoxIsAOnePointLineInAFiveHighFrame() throws {
        // A horizontal separator pinned at the sides and 20 below the top, with no height
        // constraint: its line is 1 thick (its only intrinsic size), drawn in a frame 2 thicker on
        // each side, which is what Interface Builder stores.
        let separator = #"<box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line"><rect key="frame" x="20" y="243" width="440" height="5"/></box>"#
        let layout = try solveMac(separator, [
            pin("c1", "line", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "line", "trailing", 20),
            pin("c3", "line", "top", "root", "top", 24),
        ].joined())
        // Line at 24…25 from the top of 270: its 5-high frame is 22…27, stored bottom-up as y 243.
        XCTAssertEqual(layout.frames["line"], Rect(x: 20, y: 243, width: 440, height: 5))
        XCTAssertEqual(layout.ambiguity(of: "line"), [], "the line's thickness is its intrinsic height")
    }

    func testSliderFrameOverhangsItsPinnedEdges() throws {
        let slider = #"<slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider"><rect key="frame" x="18" y="100" width="339" height="31"/></slider>"#
        let layout = try solveIOS(slider, [
            pin("c1", "slider", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "slider", "trailing", 20),
            pin("c3", "slider", "top", "root", "top", 100),
        ].joined())
        // Alignment rect 20…355 × 100…130; the thumb overhangs 2 at each end and 1 below.
        XCTAssertEqual(layout.frames["slider"], Rect(x: 18, y: 100, width: 339, height: 31))
        XCTAssertEqual(layout.ambiguity(of: "slider"), [])
        // iOS 26's (Xcode 26) 34-point slider keeps its thumb inside its frame.
        let slider26 = #"<slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider"><rect key="frame" x="20" y="100" width="335" height="34"/></slider>"#
        let layout26 = try solveIOS(slider26, [
            pin("c1", "slider", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "slider", "trailing", 20),
            pin("c3", "slider", "top", "root", "top", 100),
        ].joined(), toolsVersion: "24765")
        XCTAssertEqual(layout26.frames["slider"], Rect(x: 20, y: 100, width: 335, height: 34))
    }

    func testA32PointSegmentedControlEndsOneAboveItsFrame() throws {
        let control = #"<segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg"><rect key="frame" x="20" y="100" width="200" height="32"/><segments><segment title="First"/><segment title="Second"/></segments></segmentedControl>"#
        let below = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below"><rect key="frame" x="20" y="131" width="200" height="10"/></view>"#
        let layout = try solveIOS(control + below, [
            pin("c1", "seg", "leading", "root", "leading", 20),
            pin("c2", "seg", "top", "root", "top", 100),
            pin("c3", "below", "top", "seg", "bottom", 0),
            pin("c4", "below", "leading", "root", "leading", 20),
            pin("c5", "below", "width", nil, nil, 200),
            pin("c6", "below", "height", nil, nil, 10),
        ].joined())
        // The segments' alignment rect is 31 tall: the view pinned below it starts at 131.
        XCTAssertEqual(layout.frames["below"]?.y, 131)
    }

    func testAStretchedIOS13SegmentedControlStillEndsOneAboveItsFrame() throws {
        // A segmented control whose top and bottom are pinned to a 40-point view: its segments
        // span the 40 points, its frame 41 (Xcode 11 and later draw iOS 13's control at any height).
        let control = #"<segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg"><rect key="frame" x="100" y="100" width="200" height="41"/><segments><segment title="First"/><segment title="Second"/></segments></segmentedControl>"#
        let side = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="side"><rect key="frame" x="20" y="100" width="60" height="40"/></view>"#
        let constraints = [
            pin("c1", "side", "leading", "root", "leading", 20),
            pin("c2", "side", "top", "root", "top", 100),
            pin("c3", "side", "width", nil, nil, 60),
            pin("c4", "side", "height", nil, nil, 40),
            pin("c5", "seg", "leading", "side", "trailing", 20),
            pin("c6", "seg", "top", "side", "top", 0),
            pin("c7", "seg", "bottom", "side", "bottom", 0),
        ].joined()
        let layout = try solveIOS(control + side, constraints, toolsVersion: "20037")
        XCTAssertEqual(layout.frames["seg"], Rect(x: 100, y: 100, width: 200, height: 41))
        // Xcode 10 drew the earlier control inside its frame.
        let old = control.replacingOccurrences(of: #"height="41""#, with: #"height="40""#)
        let oldLayout = try solveIOS(old + side, constraints, toolsVersion: "14490")
        XCTAssertEqual(oldLayout.frames["seg"], Rect(x: 100, y: 100, width: 200, height: 40))
    }

    func testSwitchFrameReachesPastItsTrailingEdge() throws {
        let toggle = #"<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="310" y="100" width="51" height="31"/></switch>"#
        let layout = try solveIOS(toggle, [
            pin("c1", "root", "trailing", "toggle", "trailing", 16),
            pin("c2", "toggle", "top", "root", "top", 100),
        ].joined())
        // The 49-point switch ends 16 from the edge (359); its frame ends 2 further right.
        XCTAssertEqual(layout.frames["toggle"], Rect(x: 310, y: 100, width: 51, height: 31))
    }

    func testInsetGroupedCellsTakeTheSystemMargins() throws {
        // No safe areas in the file, yet an inset-grouped table's cells use the system margins
        // (20 on a 414-point phone), not the legacy 8.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_5" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects><tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                            <rect key="frame" x="20" y="55.5" width="374" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="374" height="44"/>
                                <subviews>
                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                        <rect key="frame" x="305" y="6.666666666666667" width="51" height="31"/>
                                    </switch>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="c1"/>
                                    <constraint firstItem="toggle" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController></objects></scene></scenes>
        </document>
        """
        let layout = try solveDocument(xml, path: "Test.storyboard")
        // Centred at 6.5, snapped to the 3x grid of the device (as Xcode stores it).
        XCTAssertEqual(layout.frames["toggle"], Rect(x: 305, y: 6.667, width: 51, height: 31))
    }

    func testSliderSubclassKeepsTheSlidersInsets() throws {
        let slider = #"<slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" customClass="SnappingSlider" translatesAutoresizingMaskIntoConstraints="NO" id="slider"><rect key="frame" x="18" y="100" width="339" height="31"/></slider>"#
        let layout = try solveIOS(slider, [
            pin("c1", "slider", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "slider", "trailing", 20),
            pin("c3", "slider", "top", "root", "top", 100),
        ].joined())
        XCTAssertEqual(layout.frames["slider"], Rect(x: 18, y: 100, width: 339, height: 31))
    }

    func testMacStackViewStoresItsArrangedViewsBottomUp() throws {
        // NSStackView is not flipped: the first (top) view of a vertical stack has the largest y.
        let stack = """
        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="20" width="100" height="110"/>
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="top"><rect key="frame" x="0" y="60" width="100" height="50"/></customView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="bottom"><rect key="frame" x="0" y="0" width="100" height="50"/></customView>
            </subviews>
            <constraints>
                <constraint firstItem="top" firstAttribute="width" constant="100" id="w1"/>
                <constraint firstItem="top" firstAttribute="height" constant="50" id="h1"/>
                <constraint firstItem="bottom" firstAttribute="width" constant="100" id="w2"/>
                <constraint firstItem="bottom" firstAttribute="height" constant="50" id="h2"/>
            </constraints>
        </stackView>
        """
        let layout = try solveMac(stack, [
            pin("c1", "stack", "leading", "root", "leading", 20),
            pin("c2", "root", "bottom", "stack", "bottom", 20),
        ].joined())
        XCTAssertEqual(layout.frames["top"], Rect(x: 0, y: 60, width: 100, height: 50))
        XCTAssertEqual(layout.frames["bottom"], Rect(x: 0, y: 0, width: 100, height: 50))
    }

    func testStackViewWithCustomMarginsArrangesInsideThem() throws {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0" y="100" width="375" height="70"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="32" y="10" width="311" height="50"/>
                    <constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>
                </view>
            </subviews>
            <edgeInsets key="layoutMargins" top="10" left="32" bottom="10" right="32"/>
        </stackView>
        """
        let layout = try solveIOS(stack, [
            pin("c1", "stack", "leading", "root", "leading", 0),
            pin("c2", "root", "trailing", "stack", "trailing", 0),
            pin("c3", "stack", "top", "root", "top", 100),
        ].joined())
        XCTAssertEqual(layout.frames["box"], Rect(x: 32, y: 10, width: 311, height: 50))
        XCTAssertEqual(layout.frames["stack"], Rect(x: 0, y: 100, width: 375, height: 70))
    }

    func testAUIStackViewsOwnMarginsAreZero() throws {
        // A stack whose top margin is pinned 8 below a 100-point header sits 8 below it
        // (ProtonVPN's upsell screens): a stack's margins are zero, not UIView's 8.
        let views = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
        </view>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="108" width="335" height="30"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="335" height="30"/>
                    <constraints><constraint firstAttribute="height" constant="30" id="rh"/></constraints>
                </view>
            </subviews>
        </stackView>
        """
        let constraints = [
            constraint("h1", "header", "top", "root", "top"), constraint("h2", "header", "leading", "root", "leading"),
            constraint("h3", "root", "trailing", "header", "trailing"), constraint("h4", "header", "height", nil, nil, constant: 100),
            constraint("s1", "stack", "topMargin", "header", "bottom", constant: 8),
            constraint("s2", "stack", "leading", "root", "leading", constant: 20), constraint("s3", "root", "trailing", "stack", "trailing", constant: 20),
        ].joined()
        let layout = try solveIOS(views, constraints)
        XCTAssertEqual(layout.frames["stack"], Rect(x: 20, y: 108, width: 335, height: 30))
    }

    func testStandardSpacingStackSeparatesItsViewsByEight() throws {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0" y="100" width="375" height="40"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0" y="0" width="183.5" height="40"/></view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two"><rect key="frame" x="191.5" y="0" width="183.5" height="40"/></view>
            </subviews>
            <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
        </stackView>
        """
        let layout = try solveIOS(stack, [
            pin("c1", "stack", "leading", "root", "leading", 0),
            pin("c2", "root", "trailing", "stack", "trailing", 0),
            pin("c3", "stack", "top", "root", "top", 100),
        ].joined())
        XCTAssertEqual(layout.frames["two"], Rect(x: 191.5, y: 0, width: 183.5, height: 40))
    }

    func testAppKitLabelPadsItsTextByTwo() throws {
        let label = """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="18" y="234" width="104" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="cell"><font key="font" metaFont="system"/></textFieldCell>
        </textField>
        """
        let layout = try solveMac(label, [
            pin("c1", "label", "leading", "root", "leading", 20),
            pin("c2", "label", "top", "root", "top", 20),
        ].joined())
        // The intrinsic width is the stored width less the padding, so the frame keeps its size.
        XCTAssertEqual(layout.frames["label"], Rect(x: 18, y: 234, width: 104, height: 16))
    }

    func testBorderlessTokenFieldPadsLikeALabel() throws {
        func tokenField(_ cellAttributes: String) -> String {
            """
            <tokenField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tokens">
                <rect key="frame" x="0" y="0" width="444" height="16"/>
                <tokenFieldCell key="cell" selectable="YES" editable="YES" \(cellAttributes) alignment="left" id="cell"><font key="font" metaFont="system"/></tokenFieldCell>
            </tokenField>
            """
        }
        let constraints = [
            pin("c1", "tokens", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "tokens", "trailing", 20),
            pin("c3", "tokens", "top", "root", "top", 20),
        ].joined()
        let borderless = try solveMac(tokenField(""), constraints)
        XCTAssertEqual(borderless.frames["tokens"], Rect(x: 18, y: 234, width: 444, height: 16))
        // A bezeled one draws its frame edge.
        let bezeled = try solveMac(tokenField(#"borderStyle="bezel" drawsBackground="YES""#), constraints)
        XCTAssertEqual(bezeled.frames["tokens"], Rect(x: 20, y: 234, width: 440, height: 16))
    }

    func testLabelWithABackgroundHasNoInsets() throws {
        let label = """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="234" width="100" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" drawsBackground="YES" id="cell"/>
        </textField>
        """
        let layout = try solveMac(label, [
            pin("c1", "label", "leading", "root", "leading", 20),
            pin("c2", "label", "top", "root", "top", 20),
        ].joined())
        XCTAssertEqual(layout.frames["label"], Rect(x: 20, y: 234, width: 100, height: 16))
    }

    func testBezeledTextFieldHasNoInsets() throws {
        let field = """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="20" y="229" width="200" height="21"/>
            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="cell"/>
        </textField>
        """
        let layout = try solveMac(field, [
            pin("c1", "field", "leading", "root", "leading", 20),
            pin("c2", "field", "top", "root", "top", 20),
        ].joined())
        XCTAssertEqual(layout.frames["field"], Rect(x: 20, y: 229, width: 200, height: 21))
    }

    private let pushButton = """
    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
        <rect key="frame" x="0" y="0" width="76" height="32"/>
        <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cell"/>
    </button>
    """

    func testPushButtonShadowExtendsBelowAndBesideTheBezel() throws {
        let constraints = [
            pin("c1", "root", "trailing", "ok", "trailing", 20),
            pin("c2", "root", "bottom", "ok", "bottom", 20),
        ].joined()
        // macOS 11 metrics: 7 at the sides and below, 5 above. The bezel ends 20 from the
        // corner; the frame, stored bottom-up, starts 7 below and beside it.
        let modern = try solveMac(pushButton, constraints, toolsVersion: "21701")
        XCTAssertEqual(modern.frames["ok"], Rect(x: 391, y: 13, width: 76, height: 32))
        // Earlier systems: 6 at the sides (a 64-point bezel ending at 460).
        let older = try solveMac(pushButton, constraints, toolsVersion: "14490.70")
        XCTAssertEqual(older.frames["ok"], Rect(x: 390, y: 13, width: 76, height: 32))
    }

    func testLargePushButtonReachesSixBesideItsBezel() throws {
        let large = pushButton.replacingOccurrences(of: #"height="32""#, with: #"height="40""#)
            .replacingOccurrences(of: #"bezelStyle="rounded""#, with: #"bezelStyle="rounded" controlSize="large""#)
        let layout = try solveMac(large, [
            pin("c1", "ok", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "ok", "trailing", 20),
            pin("c3", "ok", "top", "root", "top", 20),
        ].joined(), toolsVersion: "19529")
        XCTAssertEqual(layout.frames["ok"]?.x, 14)
        XCTAssertEqual(layout.frames["ok"]?.width, 452)
    }

    func testStretchedLargePushButtonKeepsSixAroundItsBezel() throws {
        // Aerial's sidebar Close button (tools 21225): a large push button pinned 10 inside a
        // 50-point view on every side stores a 42-point frame 6 beyond each pin.
        let large = pushButton.replacingOccurrences(of: #"height="32""#, with: #"height="42""#)
            .replacingOccurrences(of: #"bezelStyle="rounded""#, with: #"bezelStyle="rounded" controlSize="large""#)
        let layout = try solveMac(large, [
            pin("c1", "ok", "leading", "root", "leading", 10),
            pin("c2", "root", "trailing", "ok", "trailing", 10),
            pin("c3", "ok", "top", "root", "top", 10),
            pin("c4", "root", "bottom", "ok", "bottom", 230),
        ].joined(), toolsVersion: "21225")
        XCTAssertEqual(layout.frames["ok"], Rect(x: 4, y: 224, width: 472, height: 42))
    }

    func testRadioButtonsWithoutABezelStyleDrawAsRegularSquareOnes() throws {
        // Textual's chat filter sheet (tools 18122) stacks radio buttons whose cells name no bezel
        // style, 4 apart: their 18-point frames reach 2 before the leading pin and 1 above and
        // below the 16-point buttons, as those of regular-square cells do.
        func radio(_ id: String, bezel: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="102" height="18"/>
                <buttonCell key="cell" type="radio" title="Do Not Limit" \(bezel) imagePosition="left" alignment="left" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        func frames(bezel: String) throws -> [Rect?] {
            let layout = try solveMac(radio("first", bezel: bezel) + radio("second", bezel: bezel), [
                pin("c1", "first", "leading", "root", "leading", 20),
                pin("c2", "first", "top", "root", "top", 20),
                pin("c3", "second", "leading", "first", "leading"),
                pin("c4", "second", "top", "first", "bottom", 4),
            ].joined(), toolsVersion: "18122")
            return [layout.frames["first"], layout.frames["second"]]
        }
        let expected = [Rect(x: 18, y: 233, width: 102, height: 18), Rect(x: 18, y: 213, width: 102, height: 18)]
        XCTAssertEqual(try frames(bezel: ""), expected)
        XCTAssertEqual(try frames(bezel: #"bezelStyle="regularSquare""#), expected)
    }

    func testXcode12FilesPushButtonsTellWhichSystemDrewThem() throws {
        // Xcode 12.0 to 12.4 (tools 17xxx) ran on macOS 10.15 and 11. A push button pinned 20
        // from its superview's trailing edge and stored 7 beyond it (x 391) shows macOS 11's
        // bezel (398…460); stored 6 beyond it (x 390), macOS 10.15's (396…460). The button
        // chained 12 before it follows: a bezel ending at 386 in a frame 7 beyond it, or at 384
        // in a frame 6 beyond it.
        let other = pushButton.replacingOccurrences(of: #"id="ok""#, with: #"id="other""#)
            .replacingOccurrences(of: #"id="cell""#, with: #"id="other-cell""#)
        func solved(storedX: Int) throws -> (layout: SceneLayout, generation: AppKitControlGeneration) {
            let ok = pushButton.replacingOccurrences(of: #"x="0" y="0""#, with: #"x="\#(storedX)" y="13""#)
            let constraints = [
                pin("c1", "root", "trailing", "ok", "trailing", 20),
                pin("c2", "root", "bottom", "ok", "bottom", 20),
                pin("c3", "ok", "leading", "other", "trailing", 12),
                pin("c4", "root", "bottom", "other", "bottom", 20),
            ].joined()
            let layout = try solveMac(ok + other, constraints, toolsVersion: "17506")
            let shown = try controlGenerationShown(ok + other, constraints, toolsVersion: "17506")
            XCTAssertTrue(shown.fromControls)
            return (layout, shown.generation)
        }
        let bigSur = try solved(storedX: 391)
        XCTAssertEqual(bigSur.generation, .macOS11)
        XCTAssertEqual(bigSur.layout.frames["other"]?.x, 317)
        let catalina = try solved(storedX: 390)
        XCTAssertEqual(catalina.generation, .beforeMacOS11)
        XCTAssertEqual(catalina.layout.frames["other"]?.x, 314)
    }

    func testXcode12FilesPushButtonsOfAConstantWidthTellWhichSystemDrewThem() throws {
        // A push button whose width a required constant gives (200), centred so that no side pin
        // tells, is stored 14 wider than it with macOS 11's bezel (7 beside it each side) and 12
        // with macOS 10.15's (6). The button chained 12 after it follows: its bezel starts at 352,
        // its frame 7 or 6 before that.
        let other = pushButton.replacingOccurrences(of: #"id="ok""#, with: #"id="other""#)
            .replacingOccurrences(of: #"id="cell""#, with: #"id="other-cell""#)
        func solved(storedX: Int, storedWidth: Int) throws -> (layout: SceneLayout, generation: AppKitControlGeneration) {
            let ok = pushButton.replacingOccurrences(of: #"x="0" y="0" width="76""#,
                                                     with: #"x="\#(storedX)" y="13" width="\#(storedWidth)""#)
            let constraints = [
                constraint("c1", "ok", "width", nil, nil, constant: 200),
                pin("c2", "ok", "centerX", "root", "centerX"),
                pin("c3", "root", "bottom", "ok", "bottom", 20),
                pin("c4", "other", "leading", "ok", "trailing", 12),
                pin("c5", "root", "bottom", "other", "bottom", 20),
            ].joined()
            let layout = try solveMac(ok + other, constraints, toolsVersion: "17701")
            let shown = try controlGenerationShown(ok + other, constraints, toolsVersion: "17701")
            XCTAssertTrue(shown.fromControls)
            return (layout, shown.generation)
        }
        let bigSur = try solved(storedX: 133, storedWidth: 214)
        XCTAssertEqual(bigSur.generation, .macOS11)
        XCTAssertEqual(bigSur.layout.frames["ok"]?.x, 133)
        XCTAssertEqual(bigSur.layout.frames["ok"]?.width, 214)
        XCTAssertEqual(bigSur.layout.frames["other"]?.x, 345)
        let catalina = try solved(storedX: 134, storedWidth: 212)
        XCTAssertEqual(catalina.generation, .beforeMacOS11)
        XCTAssertEqual(catalina.layout.frames["ok"]?.x, 134)
        XCTAssertEqual(catalina.layout.frames["ok"]?.width, 212)
        XCTAssertEqual(catalina.layout.frames["other"]?.x, 346)
    }

    func testLargePopUpAndCheckBoxSitInsideTheirFrames() throws {
        // macOS 11's large controls: a 40-point pop-up 5 beside its bezel and 6 above and below;
        // a 22-point check box 3 before its box and 2.5 above and below, ending at its title.
        let subviews = """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="0" y="0" width="130" height="40"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="large" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="menu-cell"/>
        </popUpButton>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="0" width="120" height="22"/>
            <buttonCell key="cell" type="check" title="Enabled" bezelStyle="regularSquare" imagePosition="left" controlSize="large" inset="2" id="box-cell"/>
        </button>
        """
        let layout = try solveMac(subviews, [
            pin("c1", "menu", "leading", "root", "leading", 20),
            pin("c2", "menu", "top", "root", "top", 20),
            pin("c3", "box", "leading", "root", "leading", 20),
            pin("c4", "box", "top", "root", "top", 100),
        ].joined(), toolsVersion: "23094")
        // Pop-up bezel from 20 (top and leading): frame 14…54 from the top, stored y 216.
        XCTAssertEqual(layout.frames["menu"], Rect(x: 15, y: 216, width: 130, height: 40))
        // Box from 100: frame 97.5…119.5 from the top, stored y 150.5.
        XCTAssertEqual(layout.frames["box"], Rect(x: 17, y: 150.5, width: 120, height: 22))
    }

    func testToolsVersion24FileShowingMacOS15PushButtonsKeepsTheirShadow() throws {
        // Xcode 16.3 and later write tools 24xxx on macOS 15 too: a 32-point push button says the
        // file shows macOS 15's controls, 7 beside and below the bezel.
        let constraints = [
            pin("c1", "root", "trailing", "ok", "trailing", 20),
            pin("c2", "root", "bottom", "ok", "bottom", 20),
        ].joined()
        let macOS15 = try solveMac(pushButton, constraints, toolsVersion: "24127")
        XCTAssertEqual(macOS15.frames["ok"], Rect(x: 391, y: 13, width: 76, height: 32))
        // macOS 26's 24-point push button is laid out without insets.
        let macOS26Button = pushButton.replacingOccurrences(of: #"height="32""#, with: #"height="24""#)
        let macOS26 = try solveMac(macOS26Button, constraints, toolsVersion: "24127")
        XCTAssertEqual(macOS26.frames["ok"], Rect(x: 384, y: 20, width: 76, height: 24))
    }

    func testControlGenerationIsReadFromThePushButtonsHeights() throws {
        func generation(_ heights: [Int], toolsVersion: String) throws -> (AppKitControlGeneration, Bool) {
            let buttons = heights.enumerated().map { index, height in
                pushButton.replacingOccurrences(of: #"id="ok""#, with: #"id="ok\#(index)""#)
                    .replacingOccurrences(of: #"id="cell""#, with: #"id="cell\#(index)""#)
                    .replacingOccurrences(of: #"height="32""#, with: #"height="\#(height)""#)
            }.joined()
            let shown = try controlGenerationShown(buttons, "", toolsVersion: toolsVersion)
            return (shown.generation, shown.fromControls)
        }
        XCTAssertTrue(try generation([32, 32, 24], toolsVersion: "24506") == (.macOS11, true))
        XCTAssertTrue(try generation([24], toolsVersion: "24506") == (.macOS26, true))
        // No push button, or a tie: the tools version decides.
        XCTAssertTrue(try generation([], toolsVersion: "24506") == (.macOS26, false))
        XCTAssertTrue(try generation([32, 24], toolsVersion: "23504") == (.macOS11, false))
        // Xcode 11 and earlier cannot have drawn macOS 11's or 26's controls.
        XCTAssertTrue(try generation([24], toolsVersion: "15705") == (.beforeMacOS11, false))
    }

    func testPopUpButtonArrowsSideIsWider() throws {
        let popUp = """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="0" y="0" width="207" height="26"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="cell"/>
        </popUpButton>
        """
        let layout = try solveMac(popUp, [
            pin("c1", "menu", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "menu", "trailing", 260),
            pin("c3", "menu", "top", "root", "top", 20),
        ].joined())
        // Bezel 20…220 and 20…41 from the top; frame 3 before, 4 after, 1 above, 4 below.
        XCTAssertEqual(layout.frames["menu"], Rect(x: 17, y: 225, width: 207, height: 26))
    }

    func testPopUpButtonsBeforeMacOS11SitCloserToTheirBezel() throws {
        // Xcode 10 (NetNewsWire's OPML sheets): a 25-point frame 2 before the bezel, 3 after, 2
        // above and 3 below; the title 4 below the frame's top, where a label tied to it by
        // baseline starts its text.
        let subviews = """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="name">
            <rect key="frame" x="0" y="0" width="63" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Account:" id="name-cell"><font key="font" metaFont="system"/></textFieldCell>
        </textField>
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="0" y="0" width="205" height="25"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="cell"/>
        </popUpButton>
        """
        let layout = try solveMac(subviews, [
            pin("c1", "menu", "leading", "root", "leading", 100),
            pin("c2", "root", "trailing", "menu", "trailing", 180),
            pin("c3", "menu", "top", "root", "top", 20),
            pin("c4", "name", "leading", "root", "leading", 20),
            pin("c5", "name", "baseline", "menu", "baseline"),
        ].joined(), toolsVersion: "14460.31")
        // Bezel 100…300 and 20…40 from the top; the frame 98…303 and 18…43 (stored y 227).
        XCTAssertEqual(layout.frames["menu"], Rect(x: 98, y: 227, width: 205, height: 25))
        // The label's text 22…38 from the top: stored y 232.
        XCTAssertEqual(layout.frames["name"]?.y ?? .nan, 232, accuracy: 0.01)
    }

    func testXcode8SmallCheckBoxesAndPopUpsSitFurtherInsideTheirFrames() throws {
        // MacDown's Xcode 8 preferences: an 18-point small check box frame 3 above, below and
        // before its box; a 22-point small pop-up 1 above and 3 before, after and below its bezel.
        let subviews = """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="0" width="100" height="18"/>
            <buttonCell key="cell" type="check" title="Show line numbers" bezelStyle="regularSquare" imagePosition="left" controlSize="small" inset="2" id="box-cell"><font key="font" metaFont="smallSystem"/></buttonCell>
        </button>
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="0" y="0" width="186" height="22"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="cell"><font key="font" metaFont="smallSystem"/></popUpButtonCell>
        </popUpButton>
        """
        let layout = try solveMac(subviews, [
            pin("c1", "box", "leading", "root", "leading", 20),
            pin("c2", "box", "top", "root", "top", 20),
            pin("c3", "menu", "leading", "root", "leading", 200),
            pin("c4", "menu", "top", "root", "top", 20),
            pin("c5", "menu", "width", nil, nil, 180),
        ].joined(), toolsVersion: "12121")
        // The box's frame 17…35 from the top (stored y 235), 17 from the leading edge.
        XCTAssertEqual(layout.frames["box"]?.x, 17)
        XCTAssertEqual(layout.frames["box"]?.y, 235)
        // The pop-up's 180×18 bezel at 200, 20: its frame 197…383 and 19…41 (stored y 229).
        XCTAssertEqual(layout.frames["menu"], Rect(x: 197, y: 229, width: 186, height: 22))
    }

    func testVerticalSliderOverhangsItsTrackOnEverySide() throws {
        let slider = """
        <slider horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="eq">
            <rect key="frame" x="18" y="130" width="17" height="120"/>
            <sliderCell key="cell" controlSize="mini" alignment="left" minValue="-12" maxValue="12" tickMarkPosition="left" sliderType="linear" id="cell"/>
        </slider>
        """
        let layout = try solveMac(slider, pin("c1", "eq", "leading", "root", "leading", 20) + pin("c2", "eq", "top", "root", "top", 20)
                                  + pin("c3", "eq", "width", nil, nil, 13) + pin("c4", "eq", "height", nil, nil, 116),
                                  toolsVersion: "23094")
        // A 13×116 track 20 from the top-left corner; the frame 2 beyond it on each side.
        XCTAssertEqual(layout.frames["eq"], Rect(x: 18, y: 132, width: 17, height: 120))
    }

    func testActionImageReachesAboveAndBelowItsSquare() throws {
        let gear = """
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="gear">
            <rect key="frame" x="20" y="0" width="16" height="27"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" id="cell"/>
        </imageView>
        """
        let constraints = pin("c1", "gear", "leading", "root", "leading", 20) + pin("c2", "gear", "top", "root", "top", 20)
            + pin("c3", "gear", "width", nil, nil, 16) + pin("c4", "gear", "height", nil, nil, 16)
        let large = #"<image name="NSActionTemplate" width="20" height="20"/>"#
        // The 16-point square 20…36 from the top; the 20-point gear's frame reaches 11 beyond its
        // 9-point cap-height band, 6 above and 5 below the square: 14…41, stored bottom-up as
        // 270 − 41 = 229.
        let symbol = try solveMac(gear, constraints, toolsVersion: "24506", resources: large)
        XCTAssertEqual(symbol.frames["gear"], Rect(x: 20, y: 229, width: 16, height: 27))
        // A 15-point gear (Xcode 12.5 to 13's) reaches 6 beyond: 3.5 above and 2.5 below,
        // 16.5…38.5 (stored at 270 − 38.5).
        let small = try solveMac(gear, constraints, toolsVersion: "19455",
                                 resources: #"<image name="NSActionTemplate" width="15" height="15"/>"#)
        XCTAssertEqual(small.frames["gear"], Rect(x: 20, y: 231.5, width: 16, height: 22))
        // Before macOS 11 the gear was a bitmap drawn inside its frame.
        let bitmap = try solveMac(gear, constraints, toolsVersion: "9060", resources: large)
        XCTAssertEqual(bitmap.frames["gear"], Rect(x: 20, y: 234, width: 16, height: 16))
    }

    func testSymbolImageViewReachesBeyondItsCapHeightBand() throws {
        // An image view showing the system's `circle` symbol (15 × 15), held 16 × 16 at 20, 20:
        // its frame reaches 15 − 9 = 6 beyond the square, the band half a point below the image's
        // middle: 3.5 above and 2.5 below, 16.5…38.5 from the top, stored bottom-up at 231.5.
        let circle = """
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="dot">
            <rect key="frame" x="20" y="0" width="16" height="22"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="circle" catalog="system" id="cell"/>
        </imageView>
        """
        let constraints = pin("c1", "dot", "leading", "root", "leading", 20) + pin("c2", "dot", "top", "root", "top", 20)
            + pin("c3", "dot", "width", nil, nil, 16) + pin("c4", "dot", "height", nil, nil, 16)
        let symbol = try solveMac(circle, constraints, toolsVersion: "24765",
                                  resources: #"<image name="circle" catalog="system" width="15" height="15"/>"#)
        XCTAssertEqual(symbol.frames["dot"], Rect(x: 20, y: 231.5, width: 16, height: 22))
        // A large-scale symbol written as an `<imageReference>`, 20 points tall: 11 beyond the
        // 28 × 34 rect its constraints give, 6 above and 5 below (14…59, stored at 270 − 59).
        let bubble = """
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="bubble">
            <rect key="frame" x="20" y="0" width="28" height="45"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" id="cell">
                <imageReference key="image" image="text.bubble" catalog="system" symbolScale="large"/>
            </imageCell>
        </imageView>
        """
        let large = try solveMac(bubble, pin("c1", "bubble", "leading", "root", "leading", 20)
                                 + pin("c2", "bubble", "top", "root", "top", 20)
                                 + pin("c3", "bubble", "width", nil, nil, 28) + pin("c4", "bubble", "height", nil, nil, 34),
                                 toolsVersion: "23094",
                                 resources: #"<image name="text.bubble" catalog="system" width="22" height="20"/>"#)
        XCTAssertEqual(large.frames["bubble"], Rect(x: 20, y: 211, width: 28, height: 45))
        // The project's own image of the same name (no catalog) is a bitmap drawn to the frame.
        let asset = circle.replacingOccurrences(of: #" catalog="system""#, with: "")
        let bitmap = try solveMac(asset, constraints, toolsVersion: "24765",
                                  resources: #"<image name="circle" width="64" height="64"/><image name="circle" catalog="system" width="15" height="15"/>"#)
        XCTAssertEqual(bitmap.frames["dot"], Rect(x: 20, y: 234, width: 16, height: 16))
    }

    func testSymbolImageButtonReachesBeyondItsCapHeightBand() throws {
        // A borderless image-only button showing the system's `trash` symbol (15 × 17), held
        // 24 × 24 at 20, 20: its frame reaches 17 − 9 = 8 beyond, 4.5 above and 3.5 below
        // (15.5…47.5 from the top, stored bottom-up at 270 − 47.5 = 222.5).
        let trash = """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="trash">
            <rect key="frame" x="20" y="0" width="24" height="32"/>
            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="trash" catalog="system" imagePosition="only" alignment="center" imageScaling="proportionallyUpOrDown" inset="2" id="cell"/>
        </button>
        """
        let layout = try solveMac(trash, pin("c1", "trash", "leading", "root", "leading", 20)
                                  + pin("c2", "trash", "top", "root", "top", 20)
                                  + pin("c3", "trash", "width", nil, nil, 24) + pin("c4", "trash", "height", nil, nil, 24),
                                  toolsVersion: "24765",
                                  resources: #"<image name="trash" catalog="system" width="15" height="17"/>"#)
        XCTAssertEqual(layout.frames["trash"], Rect(x: 20, y: 222.5, width: 24, height: 32))
        // A recessed button aligns by the bezel it draws around the symbol: no overhang.
        let recessed = try solveMac(trash.replacingOccurrences(of: #"type="square" bezelStyle="shadowlessSquare""#,
                                                               with: #"type="recessed" bezelStyle="recessed""#),
                                    pin("c1", "trash", "leading", "root", "leading", 20)
                                    + pin("c2", "trash", "top", "root", "top", 20)
                                    + pin("c3", "trash", "width", nil, nil, 24) + pin("c4", "trash", "height", nil, nil, 24),
                                    toolsVersion: "24765",
                                    resources: #"<image name="trash" catalog="system" width="15" height="17"/>"#)
        XCTAssertEqual(recessed.frames["trash"]?.height, 24)
    }

    func testPlusAndMinusSymbolsOverhangAndFallShortOfTheirSquares() throws {
        // iina's add/remove pair: two borderless image buttons, 20 × 20 by their constraints, side
        // by side 20 from the root's leading edge and 20 above its bottom. The plus sign's frame
        // reaches 2 above and below its square; the minus sign's is 2 shorter above and 3 below.
        func button(_ id: String, _ image: String, x: Double, y: Double, height: Double) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="20" height="\(height)"/>
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="\(image)" imagePosition="only" alignment="center" inset="2" id="\(id)-cell"/>
            </button>
            """
        }
        let buttons = button("add", "NSAddTemplate", x: 20, y: 18, height: 24) + button("remove", "NSRemoveTemplate", x: 40, y: 23, height: 15)
        var constraints = pin("c1", "add", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "add", "bottom", 20)
        constraints += pin("c3", "remove", "leading", "add", "trailing") + pin("c4", "remove", "bottom", "add", "bottom")
        for id in ["add", "remove"] { constraints += pin("w-\(id)", id, "width", nil, nil, 20) + pin("h-\(id)", id, "height", nil, nil, 20) }
        // Squares 20…40 above the bottom (stored bottom-up): the plus frame 18…42, the minus 23…38.
        let symbols = try solveMac(buttons, constraints, toolsVersion: "23077")
        XCTAssertEqual(symbols.frames["add"], Rect(x: 20, y: 18, width: 20, height: 24))
        XCTAssertEqual(symbols.frames["remove"], Rect(x: 40, y: 23, width: 20, height: 15))
        // Before macOS 11 the images were bitmaps drawn inside the frame.
        let bitmaps = try solveMac(buttons, constraints, toolsVersion: "12121")
        XCTAssertEqual(bitmaps.frames["add"], Rect(x: 20, y: 20, width: 20, height: 20))
    }

    func testBorderlessBevelButtonAlignsByItsTemplateSymbol() throws {
        // A bevel button without its border draws only its image, like a borderless square one:
        // a stop symbol in a 20 × 15 rect (20 from the leading edge, 20 above the bottom) stores
        // a frame reaching 3 above and below it. A bordered bevel button draws its bezel: no overhang.
        func stop(bordered: Bool) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="stop">
                <rect key="frame" x="20" y="17" width="20" height="21"/>
                <buttonCell key="cell" type="bevel" bezelStyle="regularSquare" image="NSStopProgressFreestandingTemplate" imagePosition="only" alignment="center" \(bordered ? #"borderStyle="border" "# : "")inset="2" id="stop-cell"/>
            </button>
            """
        }
        let constraints = pin("c1", "stop", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "stop", "bottom", 20)
            + pin("c3", "stop", "width", nil, nil, 20) + pin("c4", "stop", "height", nil, nil, 15)
        let borderless = try solveMac(stop(bordered: false), constraints, toolsVersion: "21225")
        XCTAssertEqual(borderless.frames["stop"], Rect(x: 20, y: 17, width: 20, height: 21))
        let bordered = try solveMac(stop(bordered: true), constraints, toolsVersion: "21225")
        XCTAssertEqual(bordered.frames["stop"], Rect(x: 20, y: 20, width: 20, height: 15))
    }

    func testXcode26SegmentedControlAndTexturedPopUpShareTheirBezelHeight() throws {
        // HandBrake's preset list: a pop-up as tall as a segmented control and centred on it.
        // With their bezels 20 tall neither content priority has to give way: no tie, no ambiguity.
        let controls = """
        <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
            <rect key="frame" x="17" y="18" width="71" height="24"/>
            <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="momentary" id="segments-cell">
                <segments><segment image="NSAddTemplate" width="32"/><segment image="NSRemoveTemplate" width="32" tag="1"/></segments>
            </segmentedCell>
        </segmentedControl>
        <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="90" y="16" width="51" height="25"/>
            <popUpButtonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" imagePosition="only" alignment="center" lineBreakMode="truncatingTail" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" pullsDown="YES" id="menu-cell"/>
        </popUpButton>
        """
        let constraints = pin("c1", "segments", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "segments", "bottom", 20)
            + pin("c3", "menu", "leading", "segments", "trailing", 8) + pin("c4", "menu", "height", "segments", "height")
            + pin("c5", "menu", "centerY", "segments", "centerY")
        let layout = try solveMac(controls, constraints, toolsVersion: "24127")
        // Bezels 20 above the bottom, 20…85 and 93…138 across; the frames 3 to the sides, the
        // segments 2 below, the pop-up 4 below.
        XCTAssertEqual(layout.frames["segments"], Rect(x: 17, y: 18, width: 71, height: 24))
        XCTAssertEqual(layout.frames["menu"], Rect(x: 90, y: 16, width: 51, height: 25))
        XCTAssertEqual(layout.ambiguous["segments"] ?? [], [])
        XCTAssertEqual(layout.ambiguous["menu"] ?? [], [])
        XCTAssertEqual(layout.tied, [])
    }

    func testXcode26SmallSegmentedControlCheckBoxAndHelpButton() throws {
        // HandBrake's audio defaults (tools 24506): a small segmented control 20 from the
        // root's leading edge and 40 above its bottom, a titled small check box 13 after it and
        // centred on it, a small help button 15 below it. Their frames: the segments 2 above,
        // 3 below and 3 at the sides; the box 1 before its box and none after its title; the
        // help button's circle 1 above and 2 below.
        let controls = """
        <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
            <rect key="frame" x="17" y="48" width="54" height="21"/>
            <segmentedCell key="cell" controlSize="small" borderStyle="border" alignment="left" style="rounded" trackingMode="momentary" id="segments-cell">
                <font key="font" metaFont="menu" size="11"/>
                <segments><segment image="NSAddTemplate" width="24"/><segment image="NSRemoveTemplate" width="24" tag="1"/></segments>
            </segmentedCell>
        </segmentedControl>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="80" y="51" width="245" height="16"/>
            <buttonCell key="cell" type="check" title="Use only first encoder for secondary audio" bezelStyle="regularSquare" imagePosition="left" controlSize="small" state="on" inset="2" id="box-cell">
                <font key="font" metaFont="menu" size="11"/>
            </buttonCell>
        </button>
        <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
            <rect key="frame" x="19" y="18" width="18" height="19"/>
            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="help-cell">
                <font key="font" metaFont="menu" size="11"/>
            </buttonCell>
        </button>
        """
        let constraints = pin("c1", "segments", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "segments", "bottom", 204)
            + pin("c3", "box", "leading", "segments", "trailing", 13) + pin("c4", "box", "centerY", "segments", "centerY")
            + pin("c5", "help", "top", "segments", "bottom", 15) + pin("c6", "help", "leading", "segments", "leading")
        let layout = try solveMac(controls, constraints, toolsVersion: "24506")
        XCTAssertEqual(layout.frames["segments"]?.x, 17)
        XCTAssertEqual(layout.frames["box"]?.x, 80)
        XCTAssertEqual(layout.frames["box"]?.y, (layout.frames["segments"]?.y ?? 0) + 3)
        XCTAssertEqual(layout.frames["help"]?.y, (layout.frames["segments"]?.y ?? 0) - 30)
    }

    func testATitledSmallCheckBoxEndsAtItsTitleFromMacOS11sControlsOn() throws {
        // A titled 16-point small check box 20 from the leading edge, 100 wide by constraint: its
        // frame 1 before the box, and from macOS 11's controls on (Xcode 12.5 and later) none
        // after the title, as a regular 18-point box (1 after it before).
        func frame(toolsVersion: String, plugin: String? = nil) throws -> Rect? {
            let dependencies = plugin.map {
                "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.CocoaPlugin\" version=\"\($0)\"/></dependencies>"
            } ?? ""
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                \(dependencies)
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="19" y="234" width="101" height="16"/>
                                <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" controlSize="small" inset="2" id="box-cell">
                                    <font key="font" metaFont="menu" size="11"/>
                                </buttonCell>
                            </button>
                        </subviews>
                        <constraints>\(pin("c1", "box", "leading", "root", "leading", 20) + pin("c2", "box", "top", "root", "top", 20)
                                        + pin("c3", "box", "width", nil, nil, 100))</constraints>
                    </customView>
                </objects>
            </document>
            """
            return try solveDocument(xml, path: "Test.xib").frames["box"]
        }
        XCTAssertEqual(try frame(toolsVersion: "16097")?.width, 102)
        XCTAssertEqual(try frame(toolsVersion: "20037")?.width, 101)
        XCTAssertEqual(try frame(toolsVersion: "22505")?.width, 101)
        XCTAssertEqual(try frame(toolsVersion: "23094")?.width, 101)
        // The placeholder tools version read as its plug-in's Xcode 15 build, after 15.0.
        XCTAssertEqual(try frame(toolsVersion: "32700.99.1234", plugin: "22690")?.width, 101)
        XCTAssertEqual(try frame(toolsVersion: "32700.99.1234", plugin: "22690")?.x, 19)
    }

    func testXcode26SmallSquareAndSmallRoundRectButtonsReachBelowTheirBezels() throws {
        // NetNewsWire's add button (24 tall by constraint, stored 26) and HandBrake's Done
        // button (a small round-rect one stored 17 tall), each pinned 20 above the root's bottom.
        let buttons = """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="add">
            <rect key="frame" x="20" y="19" width="32" height="26"/>
            <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" state="on" borderStyle="border" inset="2" id="add-cell"/>
            <constraints>
                <constraint firstAttribute="height" constant="24" id="h1"/>
                <constraint firstAttribute="width" constant="32" id="w1"/>
            </constraints>
        </button>
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="done">
            <rect key="frame" x="100" y="19" width="42" height="17"/>
            <buttonCell key="cell" type="roundRect" title="Done" bezelStyle="roundedRect" alignment="center" controlSize="small" borderStyle="border" inset="2" id="done-cell">
                <font key="font" metaFont="smallSystem"/>
            </buttonCell>
        </button>
        """
        let popUp = """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="filter">
            <rect key="frame" x="200" y="19" width="118" height="17"/>
            <popUpButtonCell key="cell" type="roundRect" title="All Articles" bezelStyle="roundedRect" alignment="center" controlSize="small" lineBreakMode="truncatingTail" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="filter-cell">
                <font key="font" metaFont="smallSystem"/>
            </popUpButtonCell>
        </popUpButton>
        """
        let constraints = pin("c1", "add", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "add", "bottom", 20)
            + pin("c3", "done", "leading", "root", "leading", 100) + pin("c4", "root", "bottom", "done", "bottom", 20)
            + pin("c5", "filter", "leading", "root", "leading", 200) + pin("c6", "root", "bottom", "filter", "bottom", 20)
        let layout = try solveMac(buttons + popUp, constraints, toolsVersion: "24765")
        XCTAssertEqual(layout.frames["add"], Rect(x: 20, y: 19, width: 32, height: 26))
        XCTAssertEqual(layout.frames["done"], Rect(x: 100, y: 19, width: 42, height: 17))
        XCTAssertEqual(layout.frames["filter"], Rect(x: 200, y: 19, width: 118, height: 17))
    }

    func testRegularAndMiniRoundRectButtonsReachBelowTheirBezels() throws {
        // Aerial's sidebar stop button (a regular round-rect one stored 19 tall, pinned 18 above
        // its view's bottom, stored at y 17) and a mini one stored 15 tall pinned likewise: each
        // frame reaches 1 below the bezel. A regular one of another height (16) keeps its frame.
        func button(_ id: String, x: Double, height: Double, controlSize: String) -> String {
            """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="17" width="60" height="\(height)"/>
                <buttonCell key="cell" type="roundRect" title="Stop" bezelStyle="roundedRect" alignment="center" \(controlSize) borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
                <constraints><constraint firstAttribute="width" constant="60" id="\(id)-w"/></constraints>
            </button>
            """
        }
        let buttons = button("regular", x: 20, height: 19, controlSize: "")
            + button("mini", x: 100, height: 15, controlSize: #"controlSize="mini""#)
            + button("other", x: 180, height: 16, controlSize: "")
        let constraints = pin("c1", "regular", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "regular", "bottom", 18)
            + pin("c3", "mini", "leading", "root", "leading", 100) + pin("c4", "root", "bottom", "mini", "bottom", 18)
            + pin("c5", "other", "leading", "root", "leading", 180) + pin("c6", "root", "bottom", "other", "bottom", 18)
        let layout = try solveMac(buttons, constraints, toolsVersion: "21225")
        XCTAssertEqual(layout.frames["regular"], Rect(x: 20, y: 17, width: 60, height: 19))
        XCTAssertEqual(layout.frames["mini"], Rect(x: 100, y: 17, width: 60, height: 15))
        XCTAssertEqual(layout.frames["other"], Rect(x: 180, y: 18, width: 60, height: 16))
    }

    func testTexturedRoundedButtonsDrawTheirBezelInsideTheirFrame() throws {
        // A regular 23-point and a small 19-point textured rounded button, each pinned 20 from
        // the root's leading edge and 20 above its bottom: the frames reach 1 before the bezel
        // and 2 below it (the shadow), 1 above it and 1 after it.
        func button(_ id: String, y: Double, height: Double, controlSize: String) -> String {
            """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="19" y="\(y)" width="60" height="\(height)"/>
                <buttonCell key="cell" type="roundTextured" title="Clear" bezelStyle="texturedRounded" alignment="center" \(controlSize) borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
                <constraints><constraint firstAttribute="width" constant="58" id="\(id)-w"/></constraints>
            </button>
            """
        }
        let buttons = button("regular", y: 18, height: 23, controlSize: "")
            + button("small", y: 118, height: 19, controlSize: #"controlSize="small""#)
        let constraints = pin("c1", "regular", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "regular", "bottom", 20)
            + pin("c3", "small", "leading", "root", "leading", 20) + pin("c4", "root", "bottom", "small", "bottom", 120)
        let layout = try solveMac(buttons, constraints, toolsVersion: "20037")
        XCTAssertEqual(layout.frames["regular"], Rect(x: 19, y: 18, width: 60, height: 23))
        XCTAssertEqual(layout.frames["small"], Rect(x: 19, y: 118, width: 60, height: 19))
    }

    func testTexturedRoundedButtonsOfOtherHeightsHaveNoInsets() throws {
        // Heights not measured (a regular one stored 20 tall) keep their frame as alignment rect.
        let button = """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="20" y="20" width="20" height="20"/>
            <buttonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="b-cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
        let constraints = pin("c1", "b", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "b", "bottom", 20)
        let layout = try solveMac(button, constraints, toolsVersion: "23727")
        XCTAssertEqual(layout.frames["b"], Rect(x: 20, y: 20, width: 20, height: 20))
    }

    func testXcode26SmallPopUpsOtherThan22PointsHaveNoInsets() throws {
        // HandBrake's "When Done" pop-up (tools 24506): a small 20-point pop-up pinned 20 from the
        // root's leading edge is stored at x 20, not 4 left of it as a 22-point one would be.
        func popUp(height: Double) -> String {
            """
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
                <rect key="frame" x="20" y="20" width="161" height="\(height)"/>
                <popUpButtonCell key="cell" type="push" title="Do Nothing" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="menu-cell">
                    <font key="font" metaFont="message" size="11"/>
                </popUpButtonCell>
            </popUpButton>
            """
        }
        let constraints = pin("c1", "menu", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "menu", "bottom", 20)
        XCTAssertEqual(try solveMac(popUp(height: 20), constraints, toolsVersion: "24506").frames["menu"]?.x, 20)
        XCTAssertEqual(try solveMac(popUp(height: 22), constraints, toolsVersion: "24506").frames["menu"]?.x, 16)
    }

    func testProgressBarDrawsItsTrackInsideItsFrame() throws {
        func bar(height: Double) -> String {
            """
            <progressIndicator maxValue="1" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="20" y="0" width="200" height="\(height)"/>
            </progressIndicator>
            """
        }
        let constraints = pin("c1", "bar", "leading", "root", "leading", 20) + pin("c2", "bar", "top", "root", "top", 20)
            + pin("c3", "bar", "width", nil, nil, 200)
        // A 23-point frame around a 21-point track starting 20 from the top: the frame starts
        // at 19 and ends at 42, stored bottom-up as 270 − 42 = 228.
        XCTAssertEqual(try solveMac(bar(height: 23), constraints, toolsVersion: "24506").frames["bar"],
                       Rect(x: 20, y: 228, width: 200, height: 23))
        // The 20-point bars of earlier Xcodes reach 1 beyond an 18-point track too: 19…39,
        // stored as y 231.
        XCTAssertEqual(try solveMac(bar(height: 20), constraints).frames["bar"], Rect(x: 20, y: 231, width: 200, height: 20))
    }

    func testAutoresizedControlKeepsItsStoredFrame() throws {
        // No constraints: the stored frame is the input and must come out unchanged.
        let label = """
        <textField id="label">
            <rect key="frame" x="18" y="100" width="104" height="16"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="cell"/>
        </textField>
        """
        let layout = try solveMac(label, "")
        XCTAssertEqual(layout.frames["label"], Rect(x: 18, y: 100, width: 104, height: 16))
    }
}

/// Which generation of AppKit controls the xib `solveMac` lays out (`subviews` and `constraints`
/// in its 480 × 270 custom view) shows, and whether its controls told or its tools version did.
private func controlGenerationShown(_ subviews: String, _ constraints: String,
                                    toolsVersion: String) throws -> (generation: AppKitControlGeneration, fromControls: Bool) {
    let xml = sceneDocument(.macXib, width: 480, height: 270, toolsVersion: toolsVersion, subviews: subviews, constraints: constraints)
    let shown = AppKitControlGeneration.shown(in: try DocumentLoader.parse(text: xml, path: "Test.xib"))
    return (shown.generation, shown.fromControls)
}
