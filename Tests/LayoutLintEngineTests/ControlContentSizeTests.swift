@testable import LayoutLintEngine
import LayoutLintModel
import XCTest

/// Measured content sizes of controls (issue 22): text fields from their text or placeholder,
/// pop-up buttons from their widest item, segmented controls from their widest segment, and labels
/// that wrap at an explicit `preferredMaxLayoutWidth`.
final class ControlContentSizeTests: XCTestCase {
    private func item(_ layout: SceneLayout, _ id: String) throws -> LayoutItem {
        try XCTUnwrap(layout.system.items.first { $0.id == id })
    }

    /// A view placed by its leading and top edges only, saved 250 points wide (stretched).
    private func placedAlone(_ id: String) -> String {
        [constraint("c1", id, "leading", "root", "leading", constant: 16),
         constraint("c2", id, "top", "root", "top", constant: 40)].joined()
    }

    private func uiTextField(_ attributes: String) throws -> SceneLayout {
        let field = view("f", "textField", frame: #"x="16" y="40" width="250" height="34""#,
                         extra: attributes + #" borderStyle="roundedRect""#)
            .replacingOccurrences(of: "</textField>", with: #"<fontDescription key="fontDescription" type="system" pointSize="14"/></textField>"#)
        return try solveScene(field, placedAlone("f"), options: EngineOptions(contentSizes: .measured))
    }

    func testARoundedTextFieldMeasuresItsPlaceholderPlusItsBorder() throws {
        let layout = try uiTextField(#"placeholder="Email""#)
        let field = try item(layout, "f")
        XCTAssertEqual(field.placeholderText, "Email")
        let size = ContentSize.of(field, platform: .iOS, imageSizes: [:], scale: 2)
        XCTAssertEqual(size.source, .text)
        let text = TextMeasurement.measure("Email", font: .init(family: .system(weight: "regular"), size: 14), scale: 2)
        let padding = try XCTUnwrap(TextMeasurement.uiTextFieldPadding["roundedRect"])
        XCTAssertEqual(try XCTUnwrap(size.width), text.width + padding, accuracy: 0.5)
        XCTAssertTrue(size.isEstimate, "UIKit's text insets are not fitted")
        XCTAssertEqual(layout.frames["f"]?.width, size.width, "the stretched 250 points give way to the content")
        XCTAssertEqual(size.height, 34, "the stored height stays")
    }

    func testTheTextGoesBeforeThePlaceholder() throws {
        let short = ContentSize.of(try item(try uiTextField(#"text="Hi" placeholder="A much longer placeholder""#), "f"),
                                   platform: .iOS, imageSizes: [:], scale: 2)
        let empty = ContentSize.of(try item(try uiTextField(""), "f"), platform: .iOS, imageSizes: [:], scale: 2)
        XCTAssertLessThan(try XCTUnwrap(short.width), 40)
        XCTAssertEqual(empty.width, TextMeasurement.uiTextFieldPadding["roundedRect"], "an empty field is its border")
    }

    func testStoredSizesKeepTheStretchedField() throws {
        let field = view("f", "textField", frame: #"x="16" y="40" width="250" height="34""#,
                         extra: #"placeholder="Email" borderStyle="roundedRect""#)
        let layout = try solveScene(field, placedAlone("f"))
        XCTAssertEqual(layout.frames["f"]?.width, 250)
    }

    /// AppKit's editable fields keep their stored size (see `TextMeasurement.uiTextField`).
    func testAnAppKitInputFieldIsNotMeasured() throws {
        let field = """
        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="f">
            <rect key="frame" x="20" y="20" width="300" height="21"/>
            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" placeholderString="Name" drawsBackground="YES" id="fc">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """
        let layout = try solveMac(field, placedAlone("f"), options: EngineOptions(contentSizes: .measured))
        let item = try item(layout, "f")
        XCTAssertEqual(item.placeholderText, "Name")
        XCTAssertEqual(ContentSize.of(item, platform: .macOS, imageSizes: [:], scale: 1).source, .stored)
        XCTAssertEqual(layout.frames["f"]?.width, 300)
    }

    /// A regular rounded pop-up stored `height` tall whose menu shows "One" and "A much longer item"
    /// (a separator and a hidden, longer item besides).
    private func popUpButton(height: Double = 25) -> String {
        """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="p">
            <rect key="frame" x="18" y="20" width="300" height="\(height)"/>
            <popUpButtonCell key="cell" type="push" title="One" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="i1" id="pc">
                <font key="font" metaFont="menu"/>
                <menu key="menu" id="m">
                    <items>
                        <menuItem title="One" state="on" id="i1"/>
                        <menuItem title="A much longer item" id="i2"/>
                        <menuItem isSeparatorItem="YES" id="i3"/>
                        <menuItem title="A hidden item that is longer than every other" hidden="YES" id="i4"/>
                    </items>
                </menu>
            </popUpButtonCell>
        </popUpButton>
        """
    }

    func testAPopUpButtonIsAsWideAsItsWidestItem() throws {
        let popUp = popUpButton()
        let layout = try solveMac(popUp, placedAlone("p"), options: EngineOptions(contentSizes: .measured))
        let popUpItem = try item(layout, "p")
        XCTAssertEqual(popUpItem.itemTitles, ["One", "A much longer item"])
        // The menu font draws a regular pop-up's title at 13 points.
        let widest = TextMeasurement.measure("A much longer item", font: .init(family: .system(weight: "regular"), size: 13), scale: 1)
        let size = ContentSize.of(popUpItem, platform: .macOS, imageSizes: [:], scale: 1)
        XCTAssertEqual(try XCTUnwrap(size.width), widest.width + TextMeasurement.popUpPadding, accuracy: 1)
        XCTAssertEqual(size.height, 25, "the height stays the stored one")
        // An item with an image: the pop-up is not measured.
        let withImage = popUp.replacingOccurrences(of: #"<menuItem title="One" state="on" id="i1"/>"#,
                                                   with: #"<menuItem title="One" state="on" image="star" id="i1"/>"#)
        let imageLayout = try solveMac(withImage, placedAlone("p"), options: EngineOptions(contentSizes: .measured))
        XCTAssertEqual(try item(imageLayout, "p").itemTitles, [])
        XCTAssertEqual(imageLayout.frames["p"]?.width, 300)
    }

    /// The room beside a regular pop-up's title follows the system that drew it, which its own
    /// stored height tells: Xcode 26 (tools 24xxx) stores macOS 26's pop-up 24 tall, without
    /// insets, and macOS 15's 25 tall, as earlier Xcodes do; macOS 26's gives its title 7 more
    /// points. Measured first, the pop-up placed by one edge takes that width.
    func testAPopUpsRoomBesideItsTitleFollowsTheSystemThatDrewIt() throws {
        func measured(height: Double, toolsVersion: String) throws -> (content: Double, frame: Double?) {
            let layout = try solveMac(popUpButton(height: height), placedAlone("p"), toolsVersion: toolsVersion,
                                      options: EngineOptions(contentSizes: .measured))
            let size = ContentSize.of(try item(layout, "p"), platform: .macOS, imageSizes: [:], scale: 1, xcode: layout.system.xcode)
            return (try XCTUnwrap(size.width), layout.frames["p"]?.width)
        }
        let widest = TextMeasurement.measure("A much longer item", font: .init(family: .system(weight: "regular"), size: 13), scale: 1)
        let macOS26 = try measured(height: 24, toolsVersion: "24765")
        let macOS15 = try measured(height: 25, toolsVersion: "24765")
        let older = try measured(height: 25, toolsVersion: "21701")
        XCTAssertEqual(macOS26.content, (widest.width + TextMeasurement.macOS26PopUpPadding).rounded(.up))
        XCTAssertEqual(macOS15.content, (widest.width + TextMeasurement.popUpPadding).rounded(.up))
        XCTAssertEqual(older.content, macOS15.content, "Xcode 26 on macOS 15 draws the earlier pop-up")
        XCTAssertEqual(macOS26.content - macOS15.content, 7)
        // The frame is the measured width in each: macOS 26's has no insets, the earlier ones'
        // 3 and 4 beside the bezel come off the content size and back onto the frame.
        XCTAssertEqual(macOS26.frame, macOS26.content)
        XCTAssertEqual(macOS15.frame, macOS15.content)
        // Xcode 26 draws a pop-up held at another height (27 points) as macOS 26's.
        XCTAssertEqual(try measured(height: 27, toolsVersion: "24765").content, macOS26.content)
    }

    func testASegmentedControlGivesEverySegmentTheWidestTitle() throws {
        let segments = view("s", "segmentedControl", frame: #"x="16" y="40" width="300" height="32""#,
                            extra: #"segmentControlStyle="plain" selectedSegmentIndex="0""#)
            .replacingOccurrences(of: "</segmentedControl>",
                                  with: #"<segments><segment title="First"/><segment title="Second"/><segment title="Third"/></segments></segmentedControl>"#)
        let layout = try solveScene(segments, placedAlone("s"), options: EngineOptions(contentSizes: .measured))
        let control = try item(layout, "s")
        XCTAssertEqual(control.itemTitles, ["First", "Second", "Third"])
        let widest = TextMeasurement.measure("Second", font: .init(family: .system(weight: "regular"), size: 13), scale: 2)
        let width = try XCTUnwrap(ContentSize.of(control, platform: .iOS, imageSizes: [:], scale: 2).width)
        XCTAssertEqual(width, 3 * (widest.width + TextMeasurement.segmentPadding), accuracy: 1)
        XCTAssertEqual(layout.frames["s"]?.width, width)
    }

    /// A wrapping label pinned across the 375-point root: without an explicit width it wraps at
    /// the 343 points it gets; with `preferredMaxLayoutWidth="100"` at 100, whatever it gets.
    func testAnExplicitPreferredMaxLayoutWidthSetsWhereTheTextWraps() throws {
        func height(_ extra: String) throws -> Double? {
            let text = Array(repeating: "Label", count: 8).joined(separator: " ")
            let wrapping = view("l", "label", frame: #"x="16" y="40" width="343" height="100""#,
                                extra: #"text="\#(text)" numberOfLines="0" \#(extra)"#)
            let layout = try solveScene(wrapping, [
                constraint("c1", "l", "leading", "root", "leading", constant: 16),
                constraint("c3", "l", "top", "root", "top", constant: 40),
            ].joined(), options: EngineOptions(contentSizes: .measured))
            XCTAssertEqual(try item(layout, "l").preferredMaxLayoutWidth, extra.isEmpty ? nil : 100)
            return layout.frames["l"]?.height
        }
        let line = 17 * (TextBaselines.ascender + TextBaselines.descender)
        // Eight "Label"s (about 360 points) fit one 375-point line unwrapped; at 100 points, two a line.
        XCTAssertEqual(try XCTUnwrap(try height(#"preferredMaxLayoutWidth="100""#)), 4 * line, accuracy: 0.5)
        XCTAssertLessThan(try XCTUnwrap(try height("")), 2.5 * line)
    }

    func testAnAppKitWrappingLabelMeasuresItsLinesAtItsPreferredWidth() throws {
        let label = """
        <textField translatesAutoresizingMaskIntoConstraints="NO" preferredMaxLayoutWidth="80" id="l">
            <rect key="frame" x="18" y="20" width="84" height="200"/>
            <textFieldCell key="cell" selectable="YES" title="Label Label Label Label" id="lc">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """
        let layout = try solveMac(label, placedAlone("l"), options: EngineOptions(contentSizes: .measured))
        let size = ContentSize.of(try item(layout, "l"), platform: .macOS, imageSizes: [:], scale: 1)
        XCTAssertEqual(size.source, .text)
        // Two "Label"s (about 70 points with the insets) a line: two lines of 13-point text.
        XCTAssertEqual(size.height, 2 * TextBaselines.lineHeight(13), "two lines of 16 points")
        XCTAssertLessThanOrEqual(try XCTUnwrap(size.width), 80)
    }

    func testAWrappingLabelsContentSizeIsItsTextAtTheWidthItWrapsTo() throws {
        var label = LayoutItem(id: "l", kind: .view, element: .label, className: "UILabel", name: "Label",
                               location: SourceLocation(line: 1))
        label.numberOfLines = 0
        label.text = "Label Label Label Label"
        label.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        XCTAssertEqual(ContentSize.of(label, platform: .iOS, imageSizes: [:], scale: 2).source, .stored, "no width known")
        let wrapped = ContentSize.of(label, platform: .iOS, imageSizes: [:], scale: 2, wrapWidth: 100)
        XCTAssertEqual(wrapped.source, .text)
        XCTAssertLessThanOrEqual(try XCTUnwrap(wrapped.width), 100)
        XCTAssertGreaterThan(try XCTUnwrap(wrapped.height), 40)
    }
}
