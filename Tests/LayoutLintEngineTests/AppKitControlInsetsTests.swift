import XCTest
@testable import LayoutLintEngine
import LayoutLintModel

/// Alignment insets of AppKit controls that depend on the system Interface Builder ran on: help
/// buttons, bordered small square buttons, colour wells, large sliders and round-rect and textured
/// segmented controls. Frames are the file's (bottom-up in the 480 × 270 root).
final class AppKitControlInsetsTests: XCTestCase {
    private func helpButton() -> String {
        """
        <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
            <rect key="frame" x="17" y="16" width="25" height="25"/>
            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="help-cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    func testHelpButtonReachesThreeBeforeItsCircleFromMacOS11On() throws {
        // Pinned 20 from the root's leading and bottom edges: the frame starts 3 before the
        // circle (macOS 11 on) and reaches 4 below it.
        let constraints = pin("c1", "help", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "help", "bottom", 20)
        let modern = try solveMac(helpButton(), constraints, toolsVersion: "22503")
        XCTAssertEqual(modern.frames["help"], Rect(x: 17, y: 16, width: 25, height: 25))
        // Xcode 11 and earlier drew the circle from the frame's leading edge.
        let classic = try solveMac(helpButton(), constraints, toolsVersion: "15400")
        XCTAssertEqual(classic.frames["help"]?.x, 20)
    }

    private func smallSquare(_ id: String, x: Double, height: Double, constraintHeight: Double, bordered: Bool) -> String {
        """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="24" width="30" height="\(height)"/>
            <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" \(bordered ? #"borderStyle="border" "# : "")imageScaling="proportionallyDown" inset="2" id="\(id)-cell"/>
            <constraints>
                <constraint firstAttribute="width" constant="30" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(constraintHeight)" id="\(id)-h"/>
            </constraints>
        </button>
        """
    }

    func testBorderedSmallSquareButtonDrawsItsBezelOneInsideItsFrame() throws {
        // Each pinned 25 above the root's bottom: the bordered one's 23-point frame holds a
        // 21-point bezel (Xcode 15, as Xcode 12.5 and 26 draw it); a borderless one draws to its frame.
        let buttons = smallSquare("add", x: 54, height: 23, constraintHeight: 21, bordered: true)
            + smallSquare("plain", x: 100, height: 16, constraintHeight: 16, bordered: false)
        let constraints = pin("c1", "add", "leading", "root", "leading", 54) + pin("c2", "root", "bottom", "add", "bottom", 25)
            + pin("c3", "plain", "leading", "root", "leading", 100) + pin("c4", "root", "bottom", "plain", "bottom", 25)
        let layout = try solveMac(buttons, constraints, toolsVersion: "22154")
        XCTAssertEqual(layout.frames["add"], Rect(x: 54, y: 24, width: 30, height: 23))
        XCTAssertEqual(layout.frames["plain"], Rect(x: 100, y: 25, width: 30, height: 16))
        // Before macOS 11 the bezel filled the frame.
        let classic = try solveMac(smallSquare("add", x: 54, height: 23, constraintHeight: 23, bordered: true),
                                   pin("c1", "add", "leading", "root", "leading", 54) + pin("c2", "root", "bottom", "add", "bottom", 25),
                                   toolsVersion: "16097")
        XCTAssertEqual(classic.frames["add"], Rect(x: 54, y: 25, width: 30, height: 23))
    }

    private func colorWell(width: Double, height: Double, constraintWidth: Double, constraintHeight: Double) -> String {
        """
        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well">
            <rect key="frame" x="20" y="20" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(constraintWidth)" id="well-w"/>
                <constraint firstAttribute="height" constant="\(constraintHeight)" id="well-h"/>
            </constraints>
            <color key="color" red="0.05" green="0.05" blue="1" alpha="1" colorSpace="calibratedRGB"/>
        </colorWell>
        """
    }

    func testColorWellDrawsItsBezelInsideItsFrameFromXcode14_3On() throws {
        let constraints = pin("c1", "well", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "well", "bottom", 20)
        // Xcode 14.3 (macOS 13's well): 3 beside the bezel, 2 above and below it.
        let ventura = try solveMac(colorWell(width: 50, height: 27, constraintWidth: 44, constraintHeight: 23), constraints,
                                   toolsVersion: "21701")
        XCTAssertEqual(ventura.frames["well"], Rect(x: 17, y: 18, width: 50, height: 27))
        // Xcode 14.0 and earlier: the frame is the well.
        let earlier = try solveMac(colorWell(width: 48, height: 24, constraintWidth: 48, constraintHeight: 24), constraints,
                                   toolsVersion: "21507")
        XCTAssertEqual(earlier.frames["well"], Rect(x: 20, y: 20, width: 48, height: 24))
    }

    func testStepperDatePickerReachesPastItsTrailingEdge() throws {
        // A regular text-field-and-stepper date picker pinned 20 from the root's leading and
        // trailing edges (the root is 480 wide): the rect between the pins is 440 wide, its
        // stepper's frame 3 more; a text-field-only one draws to its frame.
        func picker(style: String) -> String {
            """
            <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                <rect key="frame" x="20" y="20" width="443" height="28"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" \(style) id="date-cell">
                    <font key="font" metaFont="system"/>
                    <date key="date" timeIntervalSinceReferenceDate="0.0"/>
                </datePickerCell>
            </datePicker>
            """
        }
        let constraints = [
            pin("c1", "date", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "date", "trailing", 20),
            pin("c3", "root", "bottom", "date", "bottom", 20),
        ].joined()
        let stepper = try solveMac(picker(style: ""), constraints, toolsVersion: "22503")
        XCTAssertEqual(stepper.frames["date"], Rect(x: 20, y: 20, width: 443, height: 28))
        let field = try solveMac(picker(style: #"datePickerStyle="textField""#), constraints, toolsVersion: "22503")
        XCTAssertEqual(field.frames["date"], Rect(x: 20, y: 20, width: 440, height: 28))
    }

    func testStepperDatePickerReachesAboveItsTop() throws {
        // A regular stepper date picker pinned 20 below the root's top (the root is 270 tall, y
        // grows upward): the rect the pin places is 24 tall (250 down to 226), the stepper's frame
        // reaches 4 above it; a label centred on the picker is centred on that rect, not the frame.
        let views = """
        <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="date">
            <rect key="frame" x="20" y="226" width="86" height="28"/>
            <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="date-cell">
                <font key="font" metaFont="system"/>
                <date key="date" timeIntervalSinceReferenceDate="0.0"/>
            </datePickerCell>
        </datePicker>
        \(fixedCustomView("mark", x: 200, y: 233, width: 10, height: 10))
        """
        let constraints = pin("c1", "date", "leading", "root", "leading", 20) + pin("c2", "date", "top", "root", "top", 20)
            + pin("c3", "mark", "leading", "root", "leading", 200) + pin("c4", "mark", "centerY", "date", "centerY")
        let layout = try solveMac(views, constraints, toolsVersion: "22503")
        XCTAssertEqual(layout.frames["date"], Rect(x: 20, y: 226, width: 86, height: 28))
        XCTAssertEqual(layout.frames["mark"], Rect(x: 200, y: 233, width: 10, height: 10))
    }

    func testLargeTwentyEightPointSliderOverhangsLikeATickMarkedOne() throws {
        // Pinned 4 below the root's top: its frame starts 2 above the track, and a label pinned 4
        // below the slider sits 6 below the frame's bottom.
        let views = """
        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
            <rect key="frame" x="18" y="240" width="221" height="28"/>
            <constraints>
                <constraint firstAttribute="width" constant="217" id="slider-w"/>
            </constraints>
            <sliderCell key="cell" controlSize="large" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" id="slider-cell"/>
        </slider>
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="18" y="226" width="40" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="label-cell">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """
        let constraints = pin("c1", "slider", "leading", "root", "leading", 20) + pin("c2", "slider", "top", "root", "top", 4)
            + pin("c3", "label", "leading", "root", "leading", 20) + pin("c4", "label", "top", "slider", "bottom", 4)
        let layout = try solveMac(views, constraints, toolsVersion: "21701")
        XCTAssertEqual(layout.frames["slider"], Rect(x: 18, y: 240, width: 221, height: 28))
        XCTAssertEqual(layout.frames["label"], Rect(x: 18, y: 226, width: 40, height: 16))
    }

    func testGrayBezelImageViewDrawsItsBezelOutsideItsAlignmentRect() throws {
        // 200 × 125 by constraint, pinned 20 from the root's top and leading edges: the gray
        // bezel takes 3 more on every side.
        let image = """
        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="image">
            <rect key="frame" x="17" y="122" width="206" height="131"/>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="image-w"/>
                <constraint firstAttribute="height" constant="125" id="image-h"/>
            </constraints>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" imageFrameStyle="grayBezel" image="picture" id="image-cell"/>
        </imageView>
        """
        let layout = try solveMac(image, pinnedTwentyFromTheTopLeading("image"))
        XCTAssertEqual(layout.frames["image"], Rect(x: 17, y: 122, width: 206, height: 131))
    }

    func testRoundRectSegmentedControlsDrawTheirSegmentsOneInsideTheirFrame() throws {
        // A regular 20-point and a small 18-point round-rect segmented control, pinned 20 from
        // the root's leading edge and 20 (and 120) above its bottom: each frame reaches 1 beyond
        // its segments on every side.
        func control(_ id: String, y: Double, height: Double, controlSize: String) -> String {
            """
            <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="19" y="\(y)" width="71" height="\(height)"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="roundRect" trackingMode="momentary" \(controlSize) id="\(id)-cell">
                    <font key="font" metaFont="cellTitle"/>
                    <segments>
                        <segment width="32"/>
                        <segment width="32" tag="1"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """
        }
        let controls = control("regular", y: 19, height: 20, controlSize: "")
            + control("small", y: 119, height: 18, controlSize: #"controlSize="small""#)
        let constraints = pin("c1", "regular", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "regular", "bottom", 20)
            + pin("c3", "small", "leading", "root", "leading", 20) + pin("c4", "root", "bottom", "small", "bottom", 120)
        let layout = try solveMac(controls, constraints, toolsVersion: "20037")
        XCTAssertEqual(layout.frames["regular"], Rect(x: 19, y: 19, width: 71, height: 20))
        XCTAssertEqual(layout.frames["small"], Rect(x: 19, y: 119, width: 71, height: 18))
    }

    func testTexturedSquareSegmentedControlDrawsTheTexturedButtonsBezel() throws {
        // A regular 23-point textured square segmented control pinned 20 from the root's leading
        // edge and 20 above its bottom: its frame reaches 1 before the segments and 2 below them.
        let control = """
        <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="attach">
            <rect key="frame" x="19" y="18" width="42" height="23"/>
            <segmentedCell key="cell" borderStyle="border" alignment="left" style="texturedSquare" trackingMode="momentary" id="attach-cell">
                <font key="font" metaFont="system"/>
                <segments>
                    <segment label="Attach" width="32"/>
                </segments>
            </segmentedCell>
        </segmentedControl>
        """
        let constraints = pin("c1", "attach", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "attach", "bottom", 20)
        let layout = try solveMac(control, constraints, toolsVersion: "19455")
        XCTAssertEqual(layout.frames["attach"], Rect(x: 19, y: 18, width: 42, height: 23))
    }

    func testRegularTexturedRoundedSegmentedControlsDrawAsRoundedOnesBeforeXcode26() throws {
        // iina-plus's codec control (tools 23727): a regular 24-point textured rounded segmented
        // control pinned 20 from the root's leading edge and 20 below its top reaches 2 before its
        // segments and 1 above them, as a rounded one does; Xcode 26's (orbot-apple, tools 24765)
        // sits at its pins.
        func control(toolsVersion: String) throws -> Rect? {
            let control = """
            <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="codec">
                <rect key="frame" x="18" y="227" width="126" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="texturedRounded" trackingMode="selectOne" id="codec-cell">
                    <font key="font" metaFont="system"/>
                    <segments>
                        <segment label="AV1"/>
                        <segment label="HEVC" selected="YES" tag="1"/>
                    </segments>
                </segmentedCell>
                <constraints><constraint firstAttribute="width" constant="122" id="codec-w"/></constraints>
            </segmentedControl>
            """
            let constraints = pin("c1", "codec", "leading", "root", "leading", 20) + pin("c2", "codec", "top", "root", "top", 20)
            return try solveMac(control, constraints, toolsVersion: toolsVersion).frames["codec"]
        }
        XCTAssertEqual(try control(toolsVersion: "23727"), Rect(x: 18, y: 227, width: 126, height: 24))
        XCTAssertEqual(try control(toolsVersion: "24765"), Rect(x: 20, y: 226, width: 122, height: 24))
    }

    func testXcode26LaysOutRegularPopUpsOfOtherHeightsWithoutInsets() throws {
        // Tools 24xxx: a regular pop-up held 20 tall by its constraint sits at its pins; one stored
        // at macOS 15's 25 points keeps the insets (3 before the bezel).
        func popUp(_ id: String, y: Double, height: Double, constraint: String) -> String {
            """
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="96" height="\(height)"/>
                <constraints>\(constraint)</constraints>
                <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="message"/>
                </popUpButtonCell>
            </popUpButton>
            """
        }
        let views = popUp("short", y: 20, height: 20, constraint: #"<constraint firstAttribute="height" constant="20" id="short-h"/><constraint firstAttribute="width" constant="96" id="short-w"/>"#)
            + popUp("classic", y: 96, height: 25, constraint: #"<constraint firstAttribute="width" constant="89" id="classic-w"/>"#)
        let constraints = pin("c1", "short", "leading", "root", "leading", 20) + pin("c2", "root", "bottom", "short", "bottom", 20)
            + pin("c3", "classic", "leading", "root", "leading", 23) + pin("c4", "root", "bottom", "classic", "bottom", 100)
        let layout = try solveMac(views, constraints, toolsVersion: "24765")
        XCTAssertEqual(layout.frames["short"], Rect(x: 20, y: 20, width: 96, height: 20))
        XCTAssertEqual(layout.frames["classic"], Rect(x: 20, y: 96, width: 96, height: 25))
    }
}
