import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// AppKit controls' frames around the rects their constraints place, per control size and the
/// stored height that tells which system drew them.
final class ControlMetricsTests: XCTestCase {
    func testSmallPushButtonFrameExtendsBeyondItsBezel() throws {
        let button = """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
            <rect key="frame" x="0" y="0" width="70" height="27"/>
            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="ok-cell"><font key="font" metaFont="smallSystem"/></buttonCell>
        </button>
        """
        let layout = try solveMac(button, [
            pin("c1", "root", "trailing", "ok", "trailing", 20),
            pin("c2", "root", "bottom", "ok", "bottom", 20),
        ].joined())
        // Bezel ends 20 from the corner; the frame reaches 6 beyond it at the side, 7 below.
        XCTAssertEqual(layout.frames["ok"], Rect(x: 480 - 20 + 6 - 70, y: 13, width: 70, height: 27))
    }

    func testSmallPopUpFrameReachesTwoAboveAndFourBelow() throws {
        let popUp = """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="0" y="0" width="100" height="22"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="menu-cell"/>
        </popUpButton>
        """
        let layout = try solveMac(popUp, [
            pin("c1", "menu", "leading", "root", "leading", 20),
            pin("c2", "menu", "top", "root", "top", 20),
        ].joined())
        // Bezel from 20 below the top; frame 18…40, stored as 270 − 40.
        XCTAssertEqual(layout.frames["menu"], Rect(x: 16, y: 230, width: 100, height: 22))
    }

    func testSliderWithTickMarksReachesSixBelowItsTrack() throws {
        let slider = """
        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
            <rect key="frame" x="0" y="0" width="200" height="28"/>
            <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear" id="slider-cell"/>
        </slider>
        """
        let layout = try solveMac(slider, [
            pin("c1", "slider", "leading", "root", "leading", 20),
            pin("c2", "root", "bottom", "slider", "bottom", 20),
            pin("c3", "root", "trailing", "slider", "trailing", 264),
        ].joined())
        // Track from x 20, ending 20 above the bottom; the frame 2 beyond at the start, 6 below.
        XCTAssertEqual(layout.frames["slider"], Rect(x: 18, y: 14, width: 200, height: 28))
    }

    func testSmallSegmentedControlReachesOneAboveAndTwoBelow() throws {
        let segmented = """
        <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
            <rect key="frame" x="0" y="0" width="120" height="21"/>
            <segmentedCell key="cell" borderStyle="border" alignment="left" controlSize="small" style="rounded" trackingMode="selectOne" id="segments-cell">
                <segments><segment label="One"/><segment label="Two" selected="YES" tag="1"/></segments>
            </segmentedCell>
        </segmentedControl>
        """
        let layout = try solveMac(segmented, [
            pin("c1", "segments", "leading", "root", "leading", 20),
            pin("c2", "segments", "top", "root", "top", 20),
        ].joined())
        // Segments from 20 below the top; the frame 19…40, stored as 270 − 40.
        XCTAssertEqual(layout.frames["segments"], Rect(x: 20, y: 230, width: 120, height: 21))
    }

    func testColorWellBezelIsInsetFromItsFrame() throws {
        let well = """
        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well">
            <rect key="frame" x="0" y="0" width="44" height="23"/>
            <color key="color" red="0.05" green="0.05" blue="0.05" alpha="1" colorSpace="calibratedRGB"/>
        </colorWell>
        """
        let layout = try solveMac(well, [
            pin("c1", "well", "leading", "root", "leading", 20),
            pin("c2", "well", "top", "root", "top", 20),
            #"<constraint firstItem="well" firstAttribute="height" constant="19" id="c3"/>"#,
        ].joined())
        // A 19-point well 20 below the top and 20 from the leading edge: the frame 3 beyond it at
        // the side (x 17) and 2 above and below (18…41 from the top, stored as 270 − 41).
        XCTAssertEqual(layout.frames["well"], Rect(x: 17, y: 229, width: 44, height: 23))
    }

    func testSwitchTrackIsInsetInItsFrame() throws {
        let toggle = """
        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <rect key="frame" x="0" y="0" width="42" height="25"/>
        </switch>
        """
        let layout = try solveMac(toggle, [
            pin("c1", "toggle", "leading", "root", "leading", 20),
            pin("c2", "root", "bottom", "toggle", "bottom", 20),
        ].joined())
        // The 38×22 track from x 20, ending 20 above the bottom: the frame 2 beyond it at the side
        // and below.
        XCTAssertEqual(layout.frames["toggle"], Rect(x: 18, y: 18, width: 42, height: 25))
    }

    func testXcode16CheckBoxesAndPopUpsHaveNoInsets() throws {
        let box = """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="0" width="80" height="16"/>
            <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="box-cell"><font key="font" metaFont="system"/></buttonCell>
        </button>
        <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="0" y="0" width="120" height="24"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="menu-cell"/>
        </popUpButton>
        """
        let constraints = [
            pin("c1", "box", "leading", "root", "leading", 20),
            pin("c2", "box", "top", "root", "top", 20),
            pin("c3", "menu", "leading", "root", "leading", 20),
            pin("c4", "menu", "top", "box", "bottom", 8),
        ].joined()
        let modern = try solveMac(box, constraints, toolsVersion: "24765")
        XCTAssertEqual(modern.frames["box"], Rect(x: 20, y: 234, width: 80, height: 16))
        XCTAssertEqual(modern.frames["menu"], Rect(x: 20, y: 202, width: 120, height: 24))
        // macOS 11 to 14: the box's frame 1 beyond its leading edge.
        let older = try solveMac(box, constraints, toolsVersion: "21701")
        XCTAssertEqual(older.frames["box"], Rect(x: 19, y: 234, width: 80, height: 16))
    }

    func testEighteenPointCheckBoxEndsAtItsTitleFromXcode12_5() throws {
        // A box pinned 20 from both sides of the 480-point root: from Xcode 12.5 on its frame
        // reaches 2 before the box image and ends at the trailing constraint.
        let box = """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="18" y="233" width="442" height="18"/>
            <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="box-cell"><font key="font" metaFont="system"/></buttonCell>
        </button>
        """
        let constraints = [
            pin("c1", "box", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "box", "trailing", 20),
            pin("c3", "box", "top", "root", "top", 20),
        ].joined()
        let xcode13 = try solveMac(box, constraints, toolsVersion: "19529")
        XCTAssertEqual(xcode13.frames["box"], Rect(x: 18, y: 233, width: 442, height: 18))
        // Xcode 12.0 to 12.4 drew it 2 past the trailing edge too.
        let xcode12 = try solveMac(box, constraints, toolsVersion: "17506")
        XCTAssertEqual(xcode12.frames["box"], Rect(x: 18, y: 233, width: 444, height: 18))
    }

    func testTwentyThreePointComboBoxDrawsItsArrowInsideTheFrame() throws {
        let combo = """
        <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="combo">
            <rect key="frame" x="19" y="227" width="444" height="23"/>
            <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" completes="NO" numberOfVisibleItems="5" id="combo-cell"><font key="font" metaFont="system"/></comboBoxCell>
        </comboBox>
        """
        let layout = try solveMac(combo, [
            pin("c1", "combo", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "combo", "trailing", 20),
            pin("c3", "combo", "top", "root", "top", 20),
        ].joined())
        // The field starts 1 inside the frame, the arrow ends 3 inside it.
        XCTAssertEqual(layout.frames["combo"], Rect(x: 19, y: 227, width: 444, height: 23))
    }

    func testTwentyFivePointComboBoxReachesBelowAndAfterItsField() throws {
        // macOS 11 and 12 draw a regular combo box in a 25-point frame: the field from the frame's
        // leading edge, the arrow 3 inside the trailing one, 2 below the top and 4 above the bottom.
        let combo = """
        <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="combo">
            <rect key="frame" x="20" y="227" width="443" height="25"/>
            <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" completes="NO" numberOfVisibleItems="5" id="combo-cell"><font key="font" metaFont="system"/></comboBoxCell>
        </comboBox>
        """
        let constraints = [
            pin("c1", "combo", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "combo", "trailing", 20),
            pin("c3", "combo", "top", "root", "top", 20),
        ].joined()
        // The 440-point field 20…460, 20…39 from the top; the frame 18…43 (stored at 270 − 43).
        let layout = try solveMac(combo, constraints, toolsVersion: "21507")
        XCTAssertEqual(layout.frames["combo"], Rect(x: 20, y: 227, width: 443, height: 25))
        // Later systems' 25-point combo boxes are not measured: laid out without insets.
        let macOS26 = try solveMac(combo, constraints, toolsVersion: "24765")
        XCTAssertEqual(macOS26.frames["combo"], Rect(x: 20, y: 225, width: 440, height: 25))
    }

    func testOlderEighteenPointCheckBoxesReachTwoAboveAndBelowTheBox() throws {
        func box(_ id: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="120" height="18"/>
                <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="\(id)-cell"><font key="font" metaFont="system"/></buttonCell>
            </button>
            """
        }
        let constraints = [
            pin("c1", "first", "leading", "root", "leading", 20),
            pin("c2", "first", "top", "root", "top", 20),
            pin("c3", "second", "leading", "root", "leading", 20),
            pin("c4", "second", "top", "first", "bottom", 6),
        ].joined()
        // Xcode 6: 14-point boxes 6 apart, in 18-point frames 20 apart (bottom-up: 270 − 18 − 18).
        let xcode6 = try solveMac(box("first") + box("second"), constraints, toolsVersion: "6254")
        XCTAssertEqual(xcode6.frames["first"]?.y, 234)
        XCTAssertEqual(xcode6.frames["second"]?.y, 214)
        // Tools 23xxx: a box pinned 20 from both sides of the 480-point root ends at its
        // trailing constraint, its frame 2 left of the leading one.
        let pinned = try solveMac(box("first"), pin("c1", "first", "leading", "root", "leading", 20)
                                    + pin("c2", "root", "trailing", "first", "trailing", 20)
                                    + pin("c3", "first", "top", "root", "top", 20), toolsVersion: "23502")
        XCTAssertEqual(pinned.frames["first"]?.x, 18)
        XCTAssertEqual(pinned.frames["first"]?.width, 442)
        // Tools 19xxx and later: 16-point boxes in 18-point frames, 22 apart.
        let later = try solveMac(box("first") + box("second"), constraints, toolsVersion: "19529")
        XCTAssertEqual(later.frames["first"]?.y, 233)
        XCTAssertEqual(later.frames["second"]?.y, 211)
    }

    func testSteppersArrowsAreInsetInTheirFrame() throws {
        let steppers = """
        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="small">
            <rect key="frame" x="0" y="0" width="15" height="22"/>
            <stepperCell key="cell" controlSize="small" continuous="YES" alignment="left" maxValue="100" id="small-cell"/>
        </stepper>
        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="regular">
            <rect key="frame" x="0" y="0" width="19" height="27"/>
            <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="regular-cell"/>
        </stepper>
        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
            <rect key="frame" x="0" y="0" width="19" height="28"/>
            <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="tall-cell"/>
        </stepper>
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
            <rect key="frame" x="0" y="0" width="19" height="10"/>
            <constraints><constraint firstAttribute="height" constant="10" id="below-h"/><constraint firstAttribute="width" constant="19" id="below-w"/></constraints>
        </customView>
        """
        let layout = try solveMac(steppers, [
            pin("c1", "small", "leading", "root", "leading", 20),
            pin("c2", "small", "top", "root", "top", 20),
            pin("c3", "regular", "leading", "root", "leading", 100),
            pin("c4", "regular", "top", "root", "top", 20),
            pin("c5", "tall", "leading", "root", "leading", 200),
            pin("c6", "tall", "top", "root", "top", 20),
            pin("c7", "below", "leading", "root", "leading", 200),
            pin("c8", "below", "top", "tall", "bottom", 6),
        ].joined())
        // Small: 2 beside, 1 above (frame 19…41 from the top); regular: 3 beside, 2 above (18…45).
        XCTAssertEqual(layout.frames["small"], Rect(x: 18, y: 229, width: 15, height: 22))
        XCTAssertEqual(layout.frames["regular"], Rect(x: 97, y: 225, width: 19, height: 27))
        // A 28-point frame (macOS 11 on) centres a 20-point bezel, 4 above and below it, as
        // transmission's creator window stores one between a field 4 above it and a separator 6
        // below it: frame 16…44 from the top, the view below from 46.
        XCTAssertEqual(layout.frames["tall"], Rect(x: 197, y: 226, width: 19, height: 28))
        XCTAssertEqual(layout.frames["below"], Rect(x: 200, y: 214, width: 19, height: 10))
    }

    func testRegularRoundedSegmentedControlIsInsetTwoAtTheSidesAndOneAboveAndBelow() throws {
        func segmented(_ style: String) -> String {
            """
            <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                <rect key="frame" x="0" y="0" width="124" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="\(style)" trackingMode="selectOne" id="segments-cell">
                    <segments><segment label="One"/><segment label="Two" selected="YES" tag="1"/></segments>
                </segmentedCell>
            </segmentedControl>
            """
        }
        let constraints = [
            pin("c1", "segments", "leading", "root", "leading", 20),
            pin("c2", "segments", "top", "root", "top", 20),
        ].joined()
        // Segments from (20, 20): the frame 2 before and 1 above them (19…43 from the top).
        let rounded = try solveMac(segmented("rounded"), constraints)
        XCTAssertEqual(rounded.frames["segments"], Rect(x: 18, y: 227, width: 124, height: 24))
        // Capsule-style segments draw to their frame.
        let capsule = try solveMac(segmented("capsule"), constraints)
        XCTAssertEqual(capsule.frames["segments"], Rect(x: 20, y: 226, width: 124, height: 24))
    }

    func testXcode16SlidersHaveNoInsets() throws {
        let slider = """
        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
            <rect key="frame" x="0" y="0" width="200" height="28"/>
            <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear" id="slider-cell"/>
        </slider>
        """
        let layout = try solveMac(slider, [
            pin("c1", "slider", "leading", "root", "leading", 20),
            pin("c2", "root", "bottom", "slider", "bottom", 20),
            pin("c3", "root", "trailing", "slider", "trailing", 260),
        ].joined(), toolsVersion: "24127")
        XCTAssertEqual(layout.frames["slider"], Rect(x: 20, y: 20, width: 200, height: 28))
    }

    func testStackedSmallRadioButtonsReachOneAboveTheirButtonOnly() throws {
        func radio(_ id: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="80" height="15"/>
                <buttonCell key="cell" type="radio" title="Choice" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="\(id)-cell"><font key="font" metaFont="smallSystem"/></buttonCell>
            </button>
            """
        }
        let layout = try solveMac(radio("one") + radio("two"), [
            pin("c1", "one", "leading", "root", "leading", 20),
            pin("c2", "one", "top", "root", "top", 20),
            pin("c3", "two", "leading", "one", "leading", 0),
            pin("c4", "two", "top", "one", "bottom", 6),
        ].joined())
        // Buttons 14 tall: the first spans 20…34 (frame 19…34), the second 40…54 (frame 39…54).
        XCTAssertEqual(layout.frames["one"], Rect(x: 19, y: 236, width: 80, height: 15))
        XCTAssertEqual(layout.frames["two"], Rect(x: 19, y: 216, width: 80, height: 15))
    }

    func testHelpButtonFrameReachesBelowAndPastItsCircle() throws {
        let help = """
        <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
            <rect key="frame" x="0" y="0" width="25" height="25"/>
            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="help-cell"><font key="font" metaFont="system"/></buttonCell>
        </button>
        """
        let layout = try solveMac(help, [
            pin("c1", "root", "trailing", "help", "trailing", 20),
            pin("c2", "root", "bottom", "help", "bottom", 20),
        ].joined())
        // The circle ends 20 from the corner; the frame 2 past it and 4 below.
        XCTAssertEqual(layout.frames["help"], Rect(x: 480 - 20 + 2 - 25, y: 16, width: 25, height: 25))
    }
}
