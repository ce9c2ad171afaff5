import LayoutLintInput
import LayoutLintModel
import XCTest

/// Per-view attributes: content priorities, intrinsic size hints, images, autoresizing, margins,
/// table sizing and Xcode's cached verdicts.
final class ViewPropertyTests: XCTestCase {
    private func document(_ subviews: String, mac: Bool = false) throws -> Document {
        let content = "<subviews>\n\(subviews)\n</subviews>"
        return try parse(mac ? Fixture.macView(content) : Fixture.iOSView(content))
    }

    // MARK: Content priorities and intrinsic size

    func testContentPrioritiesDefaultTo250And750() throws {
        let item = try document("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """).item("v")
        XCTAssertEqual(item.contentHugging, AxisPair(horizontal: Priority(250), vertical: Priority(250)))
        XCTAssertEqual(item.compressionResistance, AxisPair(horizontal: Priority(750), vertical: Priority(750)))
        XCTAssertNil(item.placeholderIntrinsicSize.horizontal)
        XCTAssertNil(item.placeholderIntrinsicSize.vertical)
    }

    func testWrittenContentPriorities() throws {
        let item = try document("""
            <label horizontalHuggingPriority="251" verticalHuggingPriority="252" horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="1000" text="x" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            """).item("l")
        XCTAssertEqual(item.contentHugging.horizontal, Priority(251))
        XCTAssertEqual(item.contentHugging.vertical, Priority(252))
        XCTAssertEqual(item.compressionResistance.horizontal, Priority(749))
        XCTAssertEqual(item.compressionResistance.vertical, Priority(1000))
        XCTAssertEqual(item.contentHugging[.vertical], Priority(252))
    }

    func testOnlyOneAxisWrittenKeepsTheOtherDefault() throws {
        let item = try document("""
            <label verticalHuggingPriority="251" horizontalCompressionResistancePriority="751" text="x" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            """).item("l")
        XCTAssertEqual(item.contentHugging, AxisPair(horizontal: Priority(250), vertical: Priority(251)))
        XCTAssertEqual(item.compressionResistance, AxisPair(horizontal: Priority(751), vertical: Priority(750)))
    }

    func testAppKitFloatPriorities() throws {
        let item = try document("""
            <textField horizontalHuggingPriority="249.99998474121094" verticalHuggingPriority="750" horizontalCompressionResistancePriority="749.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </textField>
            """, mac: true).item("f")
        XCTAssertEqual(item.contentHugging.horizontal.rawValue, 249.99998474121094)
        XCTAssertEqual(item.contentHugging.vertical, Priority(750))
        XCTAssertEqual(item.compressionResistance.horizontal.rawValue, 749.99998474121094)
        XCTAssertLessThan(item.contentHugging.horizontal, Priority.defaultLow)
    }

    func testPlaceholderIntrinsicSizes() throws {
        let document = try document("""
            <view placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44.5" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view placeholderIntrinsicHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """)
        XCTAssertEqual(try document.item("a").placeholderIntrinsicSize.horizontal, .value(120))
        XCTAssertEqual(try document.item("a").placeholderIntrinsicSize.vertical, PlaceholderIntrinsicSize.none)
        XCTAssertEqual(try document.item("b").placeholderIntrinsicSize.horizontal, PlaceholderIntrinsicSize.none)
        XCTAssertEqual(try document.item("b").placeholderIntrinsicSize.vertical, .value(44.5))
        XCTAssertNil(try document.item("c").placeholderIntrinsicSize.horizontal)
        XCTAssertEqual(try document.item("c").placeholderIntrinsicSize.vertical, .value(60))
    }

    func testImageNamesAndResourceSizes() throws {
        let text = Fixture.iOSView("""
            <subviews>
                <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                </imageView>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <state key="normal" image="chevron.right" catalog="system"/>
                    <state key="selected" image="chevron.down"/>
                </button>
                <label text="No image" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </label>
            </subviews>
            """).replacingOccurrences(of: "</document>", with: """
                <resources>
                    <image name="logo" width="120" height="40"/>
                    <image name="chevron.right" catalog="system" width="9.5" height="16.5"/>
                    <image name="broken" width="12"/>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>
            """)
        let document = try parse(text)
        XCTAssertEqual(try document.item("image").imageName, "logo")
        XCTAssertEqual(try document.item("button").imageName, "chevron.right")
        XCTAssertNil(try document.item("label").imageName)
        XCTAssertEqual(document.imageSizes, [
            "logo": Size(width: 120, height: 40),
            "chevron.right": Size(width: 9.5, height: 16.5),
        ])
    }

    func testAppKitImageCell() throws {
        let item = try document("""
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyDown" image="AppIcon" id="icon-cell"/>
            </imageView>
            """, mac: true).item("icon")
        XCTAssertEqual(item.imageName, "AppIcon")
        XCTAssertEqual(item.className, "NSImageView")
    }

    func testSymbolImagesWrittenAsImageReferences() throws {
        let mac = try document("""
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                <rect key="frame" x="0.0" y="0.0" width="17.5" height="22"/>
                <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyDown" id="symbol-cell">
                    <imageReference key="image" image="exclamationmark.triangle.fill" catalog="system" symbolScale="default"/>
                </imageCell>
            </imageView>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="mac-symbol-button">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <buttonCell key="cell" type="inline" title="More" bezelStyle="inline" imagePosition="leading" id="mac-symbol-button-cell">
                    <imageReference key="image" image="chevron.down" catalog="system"/>
                </buttonCell>
            </button>
            """, mac: true)
        XCTAssertEqual(try mac.item("symbol").imageName, "exclamationmark.triangle.fill")
        XCTAssertEqual(try mac.item("mac-symbol-button").imageName, "chevron.down")

        let iOS = try document("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="configured">
                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="gear" catalog="system" symbolScale="medium"/>
                </buttonConfiguration>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="state-reference">
                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                <state key="normal">
                    <imageReference key="image" image="plus" catalog="system"/>
                </state>
            </button>
            """)
        XCTAssertEqual(try iOS.item("configured").imageName, "gear")
        XCTAssertEqual(try iOS.item("state-reference").imageName, "plus")
    }

    func testAUIKitImageViewShowingASymbol() throws {
        let iOS = try document("""
            <imageView clipsSubviews="YES" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="symbol-view">
                <rect key="frame" x="0.0" y="0.0" width="24" height="22"/>
                <imageReference key="image" image="star.fill" catalog="system"/>
            </imageView>
            """)
        XCTAssertEqual(try iOS.item("symbol-view").imageName, "star.fill")
    }

    // MARK: Autoresizing

    func testTranslatesAutoresizingMaskIntoConstraints() throws {
        let document = try document("""
            <view id="absent">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="no">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="YES" id="yes">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """)
        XCTAssertTrue(try document.item("absent").translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(try document.item("no").translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(try document.item("yes").translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(try document.item("root").translatesAutoresizingMaskIntoConstraints)
    }

    func testAutoresizingMaskBits() throws {
        let document = try document("""
            <view fixedFrame="YES" id="pinned">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view fixedFrame="YES" id="centered">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
            </view>
            <view id="empty-mask">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="no-mask">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """)
        let root = try document.item("root")
        XCTAssertEqual(root.autoresizingMask, AutoresizingMask(widthSizable: true, heightSizable: true))
        XCTAssertEqual(root.autoresizingMask?.logNotation, "h=-&- v=-&-")
        XCTAssertEqual(try document.item("pinned").autoresizingMask, AutoresizingMask(flexibleMaxX: true, flexibleMaxY: true))
        XCTAssertEqual(try document.item("pinned").autoresizingMask?.logNotation, "h=--& v=--&")
        XCTAssertEqual(try document.item("centered").autoresizingMask?.logNotation, "h=&-& v=&-&")
        XCTAssertEqual(try document.item("empty-mask").autoresizingMask, AutoresizingMask())
        XCTAssertEqual(try document.item("empty-mask").autoresizingMask?.logNotation, "h=--- v=---")
        XCTAssertNil(try document.item("no-mask").autoresizingMask)
    }

    func testFixedFrameHiddenAndScrolling() throws {
        let document = try document("""
            <view fixedFrame="YES" hidden="YES" id="a">
                <rect key="frame" x="1.5" y="-2" width="10.25" height="0.0"/>
            </view>
            <textView scrollEnabled="NO" text="x" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </textView>
            """)
        let a = try document.item("a")
        XCTAssertTrue(a.hasFixedFrame)
        XCTAssertTrue(a.isHidden)
        XCTAssertEqual(a.frame, Rect(x: 1.5, y: -2, width: 10.25, height: 0))
        XCTAssertTrue(a.isScrollEnabled)
        let text = try document.item("text")
        XCTAssertFalse(text.hasFixedFrame)
        XCTAssertFalse(text.isHidden)
        XCTAssertFalse(text.isScrollEnabled)
    }

    func testContentInsetAdjustment() throws {
        let document = try document("""
            <scrollView contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="never">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </scrollView>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="automatic">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </scrollView>
            """)
        XCTAssertFalse(try document.item("never").adjustsContentInsetsForSafeArea)
        XCTAssertTrue(try document.item("automatic").adjustsContentInsetsForSafeArea)
    }

    func testLayoutMargins() throws {
        let document = try document("""
            <view preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="edges">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <edgeInsets key="layoutMargins" top="8" left="16" bottom="4.5" right="20"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="directional">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="other-insets">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <edgeInsets key="contentInsets" top="9" left="9" bottom="9" right="9"/>
            </view>
            """)
        let edges = try document.item("edges")
        XCTAssertEqual(edges.layoutMargins, EdgeInsets(top: 8, leading: 16, bottom: 4.5, trailing: 20))
        XCTAssertTrue(edges.preservesSuperviewLayoutMargins)
        XCTAssertFalse(edges.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(try document.item("directional").layoutMargins, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertNil(try document.item("other-insets").layoutMargins)
        XCTAssertFalse(try document.item("directional").preservesSuperviewLayoutMargins)
        XCTAssertTrue(try document.item("directional").insetsLayoutMarginsFromSafeArea)
    }

    // MARK: Tables and verdicts

    func testTableRowHeights() throws {
        let document = try document("""
            <tableView style="insetGrouped" rowHeight="-1" estimatedRowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="automatic">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </tableView>
            <tableView style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </tableView>
            <tableView translatesAutoresizingMaskIntoConstraints="NO" id="bare">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </tableView>
            """)
        let automatic = try XCTUnwrap(document.item("automatic").table)
        XCTAssertEqual(automatic.rowHeight, -1)
        XCTAssertEqual(automatic.estimatedRowHeight, 44)
        XCTAssertEqual(automatic.style, "insetGrouped")
        XCTAssertTrue(automatic.usesAutomaticRowHeight)
        let fixed = try XCTUnwrap(document.item("fixed").table)
        XCTAssertEqual(fixed, TableProperties(rowHeight: 60, estimatedRowHeight: nil, style: "plain"))
        XCTAssertFalse(fixed.usesAutomaticRowHeight)
        XCTAssertEqual(try document.item("bare").table, TableProperties())
        XCTAssertNil(try document.item("root").table)
    }

    func testAControllersViewIsARootEvenInsideAView() throws {
        // A touch bar item's controller is written inside the view that owns the touch bar.
        let document = try document("""
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="owner">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <touchBar key="touchBar" id="bar">
                    <touchBarItems>
                        <touchBarItem id="barItem">
                            <viewController key="viewController" id="itemController">
                                <button key="view" translatesAutoresizingMaskIntoConstraints="NO" id="itemButton">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                </button>
                            </viewController>
                        </touchBarItem>
                    </touchBarItems>
                </touchBar>
            </customView>
            """, mac: true)
        XCTAssertEqual(try document.item("owner").parent, "root")
        XCTAssertNil(try document.item("itemButton").parent)
    }

    func testXcodeVerdicts() throws {
        let document = try document("""
            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ambiguous">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="misplaced">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view verifyAmbiguity="ignoreSizes" translatesAutoresizingMaskIntoConstraints="NO" id="ignore">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view ambiguous="NO" verifyAmbiguity="off" translatesAutoresizingMaskIntoConstraints="NO" id="off">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """)
        XCTAssertEqual(try document.item("ambiguous").xcode, XcodeVerdict(ambiguous: true))
        XCTAssertEqual(try document.item("misplaced").xcode, XcodeVerdict(misplaced: true))
        XCTAssertEqual(try document.item("ignore").xcode, XcodeVerdict(verifyAmbiguity: "ignoreSizes"))
        XCTAssertEqual(try document.item("off").xcode, XcodeVerdict(verifyAmbiguity: "off"))
        XCTAssertEqual(try document.item("root").xcode, XcodeVerdict())
    }
}
