import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// Baseline constraints between AppKit controls: each kind's title sits at its own distance from
/// its frame's top, and a label's first and last baselines differ once it wraps.
final class TextBaselinesTests: XCTestCase {
    /// A label of the system font (13 pt unless `font` says otherwise), stored `height` tall.
    private func label(_ id: String, height: Double, font: String = #"metaFont="system""#, controlSize: String = "") -> String {
        """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0" y="0" width="104" height="\(height)"/>
            <textFieldCell key="cell" \(controlSize) lineBreakMode="clipping" title="Label" id="\(id)-cell"><font key="font" \(font)/></textFieldCell>
        </textField>
        """
    }

    private func assertFrame(_ layout: SceneLayout, _ id: String, y: Double, height: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = layout.frames[id] else { return XCTFail("no frame for \(id)", file: file, line: line) }
        XCTAssertEqual(frame.y, y, accuracy: 0.01, "y of \(id)", file: file, line: line)
        XCTAssertEqual(frame.height, height, accuracy: 0.01, "height of \(id)", file: file, line: line)
    }

    /// A regular 21-point bezeled field in `font`.
    private func field(font: String = #"metaFont="system""#) -> String {
        """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="130" y="0" width="200" height="21"/>
            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="field-cell"><font key="font" \(font)/></textFieldCell>
        </textField>
        """
    }

    /// The system-font label `name` baseline-aligned with the field `field` pinned 20 from the top.
    private func labelBesideField(_ field: String) throws -> SceneLayout {
        try solveMac(label("name", height: 16) + field, [
            pin("c1", "name", "leading", "root", "leading", 20),
            pin("c2", "field", "leading", "name", "trailing", 8),
            pin("c3", "field", "top", "root", "top", 20),
            pin("c4", "name", "lastBaseline", "field", "lastBaseline"),
        ].joined())
    }

    func testLabelSitsTwoBelowTheTopOfABezeledFieldItIsBaselineAlignedWith() throws {
        let layout = try labelBesideField(field())
        // Field 20…41 from the top; the label's text 2 lower than the field's: 22…38, stored
        // bottom-up as 270 − 38 = 232.
        assertFrame(layout, "field", y: 229, height: 21)
        assertFrame(layout, "name", y: 232, height: 16)
    }

    func testAFieldTallerThanOneLineStartsItsTextAtTheTop() throws {
        // A 60-point field (its height a constraint) draws its line from the top, as a 22-point one
        // does: the label's text 2 below the field's top, not centred in it.
        let tall = field().replacingOccurrences(of: #"height="21"/>"#, with: #"height="60"/><constraints><constraint firstAttribute="height" constant="60" id="tall-h"/></constraints>"#)
        let layout = try solveMac(label("name", height: 16) + tall, [
            pin("c1", "name", "leading", "root", "leading", 20),
            pin("c2", "field", "leading", "name", "trailing", 8),
            pin("c3", "field", "top", "root", "top", 20),
            pin("c4", "name", "firstBaseline", "field", "firstBaseline"),
        ].joined())
        // Field 20…80 from the top (stored y 190); the label's text 22…38, stored 270 − 38 = 232.
        assertFrame(layout, "field", y: 190, height: 60)
        assertFrame(layout, "name", y: 232, height: 16)
    }

    func testLargePopUpTitleIsTenBelowItsFrameTopInItsOwnFont() throws {
        // macOS 11's 40-point large pop-up, titled in a 14-point font: its title line starts 10
        // below the frame's top; a 14-point label tied to it by baseline starts its text there.
        let popUp = """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="200" y="0" width="120" height="40"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="large" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="menu-cell"><font key="font" metaFont="system" size="14"/></popUpButtonCell>
        </popUpButton>
        """
        let layout = try solveMac(label("name", height: 17, font: #"metaFont="system" size="14""#) + popUp, [
            pin("c1", "name", "leading", "root", "leading", 20),
            pin("c2", "menu", "leading", "name", "trailing", 8),
            pin("c3", "menu", "top", "root", "top", 40),
            pin("c4", "name", "firstBaseline", "menu", "firstBaseline"),
        ].joined(), toolsVersion: "23094")
        // Bezel from 40, frame from 34 (6 above it; stored y 270 − 74 = 196); the label's 17-point
        // line from 44, stored 270 − 61 = 209.
        assertFrame(layout, "menu", y: 196, height: 40)
        assertFrame(layout, "name", y: 209, height: 17)
    }

    func testAFieldInTheAppearanceFontStartsItsTextOneLower() throws {
        let layout = try labelBesideField(field(font: #"usesAppearanceFont="YES""#))
        // The label's text 3 below the field's top: 23…39, stored as 270 − 39 = 231.
        assertFrame(layout, "field", y: 229, height: 21)
        assertFrame(layout, "name", y: 231, height: 16)
    }

    func testALargeFieldStartsItsTextThreeBelowItsTop() throws {
        // A large 22-point field in a 14-point font: its text 3 below its top (a regular field's 2
        // would put the label a point higher, at 231).
        let large = field(font: #"metaFont="system" size="14""#)
            .replacingOccurrences(of: #"height="21"/>"#, with: #"height="22"/>"#)
            .replacingOccurrences(of: #"<textFieldCell key="cell" "#, with: #"<textFieldCell key="cell" controlSize="large" "#)
        let layout = try solveMac(label("name", height: 17, font: #"metaFont="system" size="14""#, controlSize: #"controlSize="large""#) + large, [
            pin("c1", "name", "leading", "root", "leading", 20),
            pin("c2", "field", "leading", "name", "trailing", 8),
            pin("c3", "field", "top", "root", "top", 20),
            pin("c4", "name", "firstBaseline", "field", "firstBaseline"),
        ].joined(), toolsVersion: "23094")
        // Field 20…42 from the top (stored 270 − 42 = 228); the label's 17-point line from 23,
        // stored 270 − 40 = 230.
        assertFrame(layout, "field", y: 228, height: 22)
        assertFrame(layout, "name", y: 230, height: 17)
    }

    func testPushButtonTitleIsSixBelowItsFrameTop() throws {
        let button = """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
            <rect key="frame" x="200" y="0" width="76" height="32"/>
            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="ok-cell"><font key="font" metaFont="system"/></buttonCell>
        </button>
        """
        let layout = try solveMac(label("caption", height: 16) + button, [
            pin("c1", "caption", "leading", "root", "leading", 20),
            pin("c2", "ok", "leading", "caption", "trailing", 8),
            pin("c3", "ok", "top", "root", "top", 40),
            pin("c4", "caption", "firstBaseline", "ok", "firstBaseline"),
        ].joined())
        // The bezel starts 40 from the top, its 32-point frame 5 higher (35); the title 6 below
        // the frame's top, level with the label's text: the label spans 41…57, stored as y 213.
        assertFrame(layout, "ok", y: 270 - 35 - 32, height: 32)
        assertFrame(layout, "caption", y: 213, height: 16)
    }

    /// A textured rounded button `id` of `controlSize` stored `height` tall.
    private func texturedButton(_ id: String, height: Double, controlSize: String = "") -> String {
        """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="200" y="0" width="52" height="\(height)"/>
            <buttonCell key="cell" type="roundTextured" title="Reset" bezelStyle="texturedRounded" alignment="center" \(controlSize) borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)-cell"><font key="font" metaFont="system"/></buttonCell>
        </button>
        """
    }

    func testTexturedRoundedButtonTitleIsTwoBelowItsFrameTop() throws {
        let layout = try solveMac(label("caption", height: 16) + texturedButton("reset", height: 23), [
            pin("c1", "caption", "leading", "root", "leading", 20),
            pin("c2", "reset", "leading", "caption", "trailing", 8),
            pin("c3", "reset", "top", "root", "top", 40),
            pin("c4", "caption", "firstBaseline", "reset", "firstBaseline"),
        ].joined())
        // The bezel starts 40 from the top, the 23-point frame 1 higher (39…62); the title 2
        // below the frame's top, level with the label's text: 41…57, stored as y 213.
        assertFrame(layout, "reset", y: 270 - 62, height: 23)
        assertFrame(layout, "caption", y: 213, height: 16)
    }

    func testSmallTexturedRoundedButtonTitleIsOneBelowItsFrameTop() throws {
        let layout = try solveMac(label("caption", height: 14, font: #"metaFont="smallSystem""#)
            + texturedButton("show", height: 19, controlSize: #"controlSize="small""#), [
            pin("c1", "caption", "leading", "root", "leading", 20),
            pin("c2", "show", "leading", "caption", "trailing", 8),
            pin("c3", "show", "top", "root", "top", 40),
            pin("c4", "caption", "firstBaseline", "show", "firstBaseline"),
        ].joined())
        // The bezel starts 40 from the top, the 19-point frame 1 higher (39…58); the title 1
        // below the frame's top, where the 11-point label's text starts: 40…54, stored as y 216.
        assertFrame(layout, "show", y: 270 - 58, height: 19)
        assertFrame(layout, "caption", y: 216, height: 14)
    }

    func testHelpButtonTitleLineIsThreeBelowTheTopOfItsTallerFrame() throws {
        // iina's subtitle preferences tie labels' baselines to 26-point help buttons.
        let button = """
        <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
            <rect key="frame" x="200" y="0" width="25" height="26"/>
            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="help-cell"><font key="font" metaFont="system"/></buttonCell>
        </button>
        """
        let layout = try solveMac(label("caption", height: 16) + button, [
            pin("c1", "caption", "leading", "root", "leading", 20),
            pin("c2", "help", "leading", "caption", "trailing", 8),
            pin("c3", "help", "top", "root", "top", 40),
            pin("c4", "caption", "baseline", "help", "baseline"),
        ].joined())
        // The circle starts 40 from the top, the frame 1 higher (39…65); the title line 3 below
        // the frame's top, where the label's text starts: 42…58, stored as y 212.
        assertFrame(layout, "help", y: 270 - 65, height: 26)
        assertFrame(layout, "caption", y: 212, height: 16)
    }

    func testUIKitLabelBaselinesKeepToTheTextsLineInATallerFrame() throws {
        // A label stretched to 22 points by a height constraint, and a 17-point label at its
        // one-line height (20.5) aligned with it: by first baselines their tops are level
        // (Esri's cells), by last baselines their bottoms (firebase's post cell).
        func solve(_ attribute: String) throws -> SceneLayout {
            try solveScene(
                LayoutLintEngineTests.label("tall", "Altitude", frame: #"x="20" y="78" width="80" height="22""#)
                    + LayoutLintEngineTests.label("short", "0", frame: #"x="200" y="78" width="10.5" height="20.5""#), [
                    constraint("c1", "tall", "leading", "root", "leading", constant: 20),
                    constraint("c2", "tall", "top", "root", "top", constant: 78),
                    constraint("c3", "tall", "height", constant: 22),
                    constraint("c4", "short", "leading", "root", "leading", constant: 200),
                    constraint("c5", "short", attribute, "tall", attribute),
                ].joined())
        }
        XCTAssertEqual(try solve("firstBaseline").frames["short"]?.y ?? .nan, 78, accuracy: 0.01)
        XCTAssertEqual(try solve("lastBaseline").frames["short"]?.y ?? .nan, 79.5, accuracy: 0.01)
    }

    func testUIKitButtonTitleIsCentredInItsFrame() throws {
        // A 30-point button (15-point title, UIKit's default) and a 17-point label aligned by
        // first baseline: the title's line (17.9) centred in the frame puts its baseline 20.33
        // below the button's top, the label's 16.18 below its own.
        let button = #"<button translatesAutoresizingMaskIntoConstraints="NO" id="go"><rect key="frame" x="200" y="100" width="30" height="30"/></button>"#
        let layout = try solveScene(
            LayoutLintEngineTests.label("name", "Name", frame: #"x="20" y="104" width="60" height="20.5""#) + button, [
                constraint("c1", "go", "leading", "root", "leading", constant: 200),
                constraint("c2", "go", "top", "root", "top", constant: 100),
                constraint("c3", "go", "width", constant: 30),
                constraint("c4", "go", "height", constant: 30),
                constraint("c5", "name", "leading", "root", "leading", constant: 20),
                constraint("c6", "name", "firstBaseline", "go", "firstBaseline"),
            ].joined())
        // 100 + 6.05 + 14.28 − 16.18 = 104.15, on the 2× screen's pixel grid 104 (a fifth of
        // each height above the bottom, the earlier estimate, gave 108).
        XCTAssertEqual(layout.frames["name"]?.y, 104)
    }

    func testSmallLabelAndRegularLabelShareTheirLastBaseline() throws {
        let small = label("small", height: 14, font: #"metaFont="smallSystem""#, controlSize: #"controlSize="small""#)
        let layout = try solveMac(label("regular", height: 16) + small, [
            pin("c1", "regular", "leading", "root", "leading", 20),
            pin("c2", "small", "leading", "regular", "trailing", 8),
            pin("c3", "regular", "top", "root", "top", 100),
            pin("c4", "small", "lastBaseline", "regular", "lastBaseline"),
        ].joined())
        // Ascents 12.38 and 10.47: the 11-point label's top is 1.9 below the 13-point one's
        // (154.096 from the bottom, snapped to the 2x pixel grid).
        assertFrame(layout, "small", y: 154, height: 14)
    }

    func testOneLineLabelsTextKeepsToTheBottomOfItsFrame() throws {
        // Two 11-point labels, one stored a point shorter than its line: first baselines level
        // means bottoms level.
        let font = #"metaFont="message" size="11""#
        let layout = try solveMac(label("short", height: 13, font: font) + label("tall", height: 14, font: font), [
            pin("c1", "short", "leading", "root", "leading", 20),
            pin("c2", "tall", "leading", "short", "trailing", 8),
            pin("c3", "short", "top", "root", "top", 100),
            pin("c4", "tall", "firstBaseline", "short", "firstBaseline"),
        ].joined())
        // The short label spans 100…113; the tall one 99…113, stored as 270 − 113.
        assertFrame(layout, "tall", y: 157, height: 14)
    }

    func testWrappedLabelsFirstBaselineIsItsFirstLineAndLastBaselineItsLast() throws {
        let wrapped = label("wrapped", height: 48)
        let first = try solveMac(label("single", height: 16) + wrapped, [
            pin("c1", "single", "leading", "root", "leading", 20),
            pin("c2", "wrapped", "leading", "single", "trailing", 8),
            pin("c3", "single", "top", "root", "top", 100),
            pin("c4", "wrapped", "firstBaseline", "single", "firstBaseline"),
        ].joined())
        // First lines level: the tops are level (100…148, stored as 270 − 148).
        assertFrame(first, "wrapped", y: 122, height: 48)
        let last = try solveMac(label("single", height: 16) + wrapped, [
            pin("c1", "single", "leading", "root", "leading", 20),
            pin("c2", "wrapped", "leading", "single", "trailing", 8),
            pin("c3", "single", "top", "root", "top", 100),
            pin("c4", "wrapped", "lastBaseline", "single", "lastBaseline"),
        ].joined())
        // Last lines level: the bottoms are level (68…116, stored as 270 − 116).
        assertFrame(last, "wrapped", y: 154, height: 48)
    }

    func testSmallPopUpTitleIsThreeBelowItsFrameTop() throws {
        let popUp = """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="130" y="0" width="100" height="22"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="menu-cell"><font key="font" metaFont="smallSystem"/></popUpButtonCell>
        </popUpButton>
        """
        let small = label("small", height: 14, font: #"metaFont="smallSystem""#, controlSize: #"controlSize="small""#)
        let layout = try solveMac(small + popUp, [
            pin("c1", "small", "leading", "root", "leading", 20),
            pin("c2", "menu", "leading", "small", "trailing", 8),
            pin("c3", "small", "top", "root", "top", 100),
            pin("c4", "menu", "lastBaseline", "small", "lastBaseline"),
        ].joined())
        // The pop-up's frame top is 3 above the label's: 97…119, stored as 270 − 119.
        assertFrame(layout, "menu", y: 151, height: 22)
    }

    func testSmallPushButtonTitleIsFiveBelowItsFrameTop() throws {
        // A small push button (27-point frame) beside a small label and a small pop-up, all three
        // tied by their baselines: its title starts 1 inside its bezel, which begins 4 below the
        // frame's top, so the frame's top is 5 above the label's text and 2 above the pop-up's.
        let button = """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="font">
            <rect key="frame" x="240" y="0" width="76" height="27"/>
            <buttonCell key="cell" type="push" title="Font…" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="font-cell"><font key="font" metaFont="smallSystem"/></buttonCell>
        </button>
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
            <rect key="frame" x="130" y="0" width="100" height="22"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="menu-cell"><font key="font" metaFont="smallSystem"/></popUpButtonCell>
        </popUpButton>
        """
        let small = label("small", height: 14, font: #"metaFont="smallSystem""#, controlSize: #"controlSize="small""#)
        let layout = try solveMac(small + button, [
            pin("c1", "small", "leading", "root", "leading", 20),
            pin("c2", "menu", "leading", "small", "trailing", 8),
            pin("c3", "font", "leading", "menu", "trailing", 8),
            pin("c4", "small", "top", "root", "top", 100),
            pin("c5", "menu", "firstBaseline", "small", "firstBaseline"),
            pin("c6", "font", "firstBaseline", "menu", "firstBaseline"),
        ].joined())
        // The button's frame spans 95…122 (stored as 270 − 122), the pop-up's 97…119.
        assertFrame(layout, "font", y: 148, height: 27)
        assertFrame(layout, "menu", y: 151, height: 22)
    }

    func testStackViewsBaselinesAreItsArrangedViews() throws {
        // A vertical stack of two bezeled fields: its first baseline is the top field's, its last
        // the bottom field's.
        let stack = """
        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="130" y="0" width="200" height="52"/>
            <subviews>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="upper">
                    <rect key="frame" x="0" y="31" width="200" height="21"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="upper-cell"><font key="font" metaFont="system"/></textFieldCell>
                </textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="lower">
                    <rect key="frame" x="0" y="0" width="200" height="21"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="lower-cell"><font key="font" metaFont="system"/></textFieldCell>
                </textField>
            </subviews>
        </stackView>
        """
        let layout = try solveMac(label("first", height: 16) + label("last", height: 16) + stack, [
            pin("c1", "first", "leading", "root", "leading", 20),
            pin("c2", "last", "leading", "root", "leading", 20),
            pin("c3", "stack", "leading", "first", "trailing", 8),
            pin("c4", "stack", "top", "root", "top", 20),
            pin("c5", "first", "firstBaseline", "stack", "firstBaseline"),
            pin("c6", "last", "lastBaseline", "stack", "lastBaseline"),
        ].joined())
        // Fields at 20…41 and 51…72 from the top; the labels' text 2 below each field's top:
        // 22…38 and 53…69, stored as 270 − 38 and 270 − 69.
        assertFrame(layout, "first", y: 232, height: 16)
        assertFrame(layout, "last", y: 201, height: 16)
    }

    /// A 42×25 switch 20 from the root's top-left corner, and a label 8 after it tied to it by
    /// `baseline` (`firstBaseline` or `lastBaseline`).
    private func captionBesideSwitch(by baseline: String) throws -> SceneLayout {
        let toggle = """
        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <rect key="frame" x="0" y="0" width="42" height="25"/>
        </switch>
        """
        return try solveMac(toggle + label("caption", height: 16), [
            pin("c1", "toggle", "leading", "root", "leading", 20),
            pin("c2", "toggle", "top", "root", "top", 20),
            pin("c3", "caption", "leading", "toggle", "trailing", 8),
            pin("c4", "caption", baseline, "toggle", baseline),
        ].joined())
    }

    func testSwitchBaselineIsAnAscentBelowTheTopOfItsTrack() throws {
        let layout = try captionBesideSwitch(by: "lastBaseline")
        // The track from 20 below the top; the label's text level with its top: 20…36, stored
        // as 270 − 36.
        assertFrame(layout, "caption", y: 234, height: 16)
    }

    func testSwitchFirstBaselineIsThreeBelowItsLastBaseline() throws {
        let layout = try captionBesideSwitch(by: "firstBaseline")
        // The frame from 19 below the top (the track's alignment rect starts 1 lower); the first
        // baseline a 13-point ascent below 19 + 4, so the label's text runs 23…39, stored as 270 − 39.
        assertFrame(layout, "caption", y: 231, height: 16)
    }

    /// A switch stored 26 tall (one point taller than its standard 25) 20 below the root's top,
    /// and a caption 8 after it tied to it by each of `baselines`; with `pinnedCaption`, the
    /// caption's top is pinned 22 below the root's top as well.
    private func captionBesideTallSwitch(by baselines: [String], pinnedCaption: Bool = false) throws -> SceneLayout {
        let toggle = """
        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <rect key="frame" x="20" y="224" width="42" height="26"/>
        </switch>
        """
        var constraints = [
            pin("c1", "toggle", "leading", "root", "leading", 20),
            pin("c2", "toggle", "top", "root", "top", 20),
            pin("c3", "caption", "leading", "toggle", "trailing", 8),
        ]
        for (index, baseline) in baselines.enumerated() {
            constraints.append(pin("b\(index)", "caption", baseline, "toggle", baseline))
        }
        if pinnedCaption { constraints.append(pin("c4", "caption", "top", "root", "top", 22)) }
        return try solveMac(toggle + label("caption", height: 16), constraints.joined(), interfaceBuilder: true)
    }

    func testATallerSwitchKeepsItsLastBaselineAboveItsBottom() throws {
        let layout = try captionBesideTallSwitch(by: ["lastBaseline"])
        // The switch's frame 20…46 from the top; its last baseline 11.6 above the bottom, at
        // 34.4 (25 − 1 − a 13-point ascent, as in a 25-point frame); the label's text ends 3.6
        // below it: 22…38, stored as 270 − 38.
        assertFrame(layout, "caption", y: 232, height: 16)
    }

    func testBothBaselinesOfATallerSwitchDetermineItsCaption() throws {
        // The first baseline is measured from the switch's top, the last from its bottom: a
        // caption pinned at its top and tied to both is placed, not tied between its height and
        // the switch's (the two are not one constraint counted twice).
        let layout = try captionBesideTallSwitch(by: ["firstBaseline", "lastBaseline"], pinnedCaption: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "caption"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "toggle"), [])
    }
}
