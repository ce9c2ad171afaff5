@testable import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// One-line label widths from their text and font (San Francisco's fitted advances, the named
/// fonts' metric-compatible tables), rounded up to the pixel grid, and the content size `dump
/// --solve` reports with its source.
final class TextMeasurementTests: XCTestCase {
    /// The label `l` of `text` in `font` (a `<fontDescription>`'s attributes; none: UILabel's default).
    private func labelItem(_ text: String, font: String? = nil, lines: Int = 1, device: String = "retina4_7") throws -> (LayoutItem, Document) {
        let fontElement = font.map { #"<fontDescription key="fontDescription" \#($0)/>"# } ?? ""
        let subviews = """
        <label opaque="NO" text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="16" y="40" width="300" height="21"/>\(fontElement)
        </label>
        """
        let document = try deviceDocument(subviews, device: device)
        let item = try XCTUnwrap(document.scenes.first?.items.first { $0.id == "l" })
        return (item, document)
    }

    private func deviceDocument(_ subviews: String, device: String, resources: String = "") throws -> Document {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(subviews)</subviews>
                </view>
            </viewController></objects></scene></scenes>
            \(resources)
        </document>
        """
        return try DocumentLoader.parse(text: xml, path: "Test.storyboard")
    }

    private func measured(_ text: String, font: String? = nil, device: String = "retina4_7") throws -> TextMeasurement.Measured {
        let (item, document) = try labelItem(text, font: font, device: device)
        return try XCTUnwrap(TextMeasurement.label(item, scale: ContentSize.scale(of: document)))
    }

    func testTheDefaultLabelIsInterfaceBuildersFortyTwoByTwentyAndAHalf() throws {
        // A new label in Interface Builder: "Label" in the 17-point system font, 42 × 20.5 at 2x.
        let label = try measured("Label")
        XCTAssertEqual(label.width, 42, accuracy: 1)
        XCTAssertEqual(label.height, 20.5, "one line of 17-point San Francisco (20.28) rounded up to half points")
        XCTAssertFalse(label.isEstimate)
        let written = try measured("Label", font: #"type="system" pointSize="17""#)
        XCTAssertEqual(written, label, "the default font is the 17-point system font")
    }

    func testWidthsRoundUpToTheScreensPixels() throws {
        for (device, scale) in [("retina4_7", 2.0), ("retina6_12", 3.0)] {
            for text in ["Label", "Settings", "Sign in with email", "1,234.56"] {
                let width = try measured(text, device: device).width
                XCTAssertEqual((width * scale).rounded(), width * scale, accuracy: 1e-9, "\(text) on \(device): \(width)")
            }
        }
    }

    func testHeavierWeightsAreWiderAlongTheWeightAxis() throws {
        // Every weight lies on San Francisco's weight axis: each heavier one is wider, the fitted
        // ones (regular, semibold, bold) and the estimated ones between and beyond them.
        let text = "Notifications and Sounds"
        var previous = 0.0
        for weight in ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"] {
            let width = try measured(text, font: #"type="system" weight="\#(weight)" pointSize="17""#).width
            XCTAssertGreaterThan(width, previous, weight)
            previous = width
        }
        XCTAssertEqual(try measured(text, font: #"type="boldSystem" pointSize="17""#),
                       try measured(text, font: #"type="system" weight="bold" pointSize="17""#))
    }

    func testSemiboldIsBetweenRegularAndBold() throws {
        // Semibold's place, fitted on its own labels, is nearer bold than regular (its weight class
        // puts it at two thirds), and far from bold's widths the first step's fallback gave it.
        let text = "Notifications and Sounds"
        func width(_ weight: String) throws -> Double {
            try measured(text, font: #"type="system" weight="\#(weight)" pointSize="17""#).width
        }
        let (regular, semibold, bold) = (try width("regular"), try width("semibold"), try width("bold"))
        let place = (semibold - regular) / (bold - regular)
        XCTAssertGreaterThan(place, 0.4)
        XCTAssertLessThan(place, 0.85)
    }

    func testAWeightWithoutEnoughLabelsInTheCorpusIsAnEstimate() throws {
        for weight in ["ultraLight", "light", "medium", "heavy", "black"] {
            let measured = try measured("Title", font: #"type="system" weight="\#(weight)" pointSize="17""#)
            XCTAssertTrue(measured.isEstimate, weight)
        }
        XCTAssertTrue(try measured("Title", font: #"type="italicSystem" pointSize="17""#).isEstimate)
        XCTAssertFalse(try measured("Title", font: #"type="system" weight="semibold" pointSize="17""#).isEstimate)
        XCTAssertFalse(try measured("Title", font: #"type="boldSystem" pointSize="17""#).isEstimate)
        // The Display optical size (from 20 points) takes SF Text's advances: an estimate.
        XCTAssertTrue(try measured("Title", font: #"type="boldSystem" pointSize="28""#).isEstimate)
        XCTAssertTrue(try measured("Title", font: #"type="system" pointSize="28""#).isEstimate)
        XCTAssertFalse(try measured("Title", font: #"type="system" pointSize="19""#).isEstimate)
    }

    func testSanFranciscoKernsThePairsInterKerns() throws {
        // "Av", "Te", "Wa" are set closer than their advances (Inter's pairs, San Francisco's
        // estimate); a pair no font kerns ("nn") is not.
        for pair in ["Av", "Te", "Wa", "AV"] {
            XCTAssertLessThan(TextKerning.ems(of: Array(pair.unicodeScalars), weight: "regular"), -0.03, pair)
        }
        XCTAssertEqual(TextKerning.ems(of: Array("nn".unicodeScalars), weight: "regular"), 0)
        XCTAssertEqual(TextKerning.ems(of: Array("A".unicodeScalars), weight: "regular"), 0, "one character has no pair")
        // A label's width takes them: "Available" is narrower than its advances and tracking alone.
        let kerned = try measured("Available Sizes").width
        let scalars = Array("Available Sizes".unicodeScalars)
        let advances = scalars.reduce(0.0) { $0 + TextMetricsTables.system["regular"]![Int($1.value) - 0x20] } * 17
        let unkerned = TextMeasurement.roundUp(advances + TextMeasurement.tracking(at: 17) * Double(scalars.count), scale: 2)
        XCTAssertLessThan(kerned, unkerned - 0.5)
    }

    func testKerningBlendsFromRegularsPairsToBolds() throws {
        // Semibold's kerning lies between regular's and bold's; lighter weights take regular's, heavier bold's.
        let pair = Array("Te".unicodeScalars)
        let (regular, semibold, bold) = (TextKerning.ems(of: pair, weight: "regular"), TextKerning.ems(of: pair, weight: "semibold"),
                                         TextKerning.ems(of: pair, weight: "bold"))
        XCTAssertEqual(semibold, regular + (bold - regular) * 2 / 3, accuracy: 1e-9)
        XCTAssertEqual(TextKerning.ems(of: pair, weight: "light"), regular)
        XCTAssertEqual(TextKerning.ems(of: pair, weight: "black"), bold)
    }

    func testKerningTablesParseTheirEntries() {
        let pairs = TextKerning.parse("41,76,-68 54,65,-80\n  57,61,-51 bad 1,2")
        XCTAssertEqual(pairs.count, 3)
        XCTAssertEqual(pairs[0x41 << 32 | 0x76], -0.068)
        XCTAssertEqual(pairs[0x57 << 32 | 0x61], -0.051)
    }

    func testSanFranciscosDigitsAreProportional() throws {
        // San Francisco's digits have proportional widths by default (Apple's fonts page): a "1" is
        // narrower than a "0" (the prior was Arial's, whose digits are all alike).
        let table = try XCTUnwrap(TextMetricsTables.system["regular"])
        func advance(_ c: Character) -> Double { table[Int(c.unicodeScalars.first!.value) - 0x20] }
        XCTAssertLessThan(advance("1"), advance("0") - 0.1)
        XCTAssertLessThan(try measured("111").width, try measured("000").width)
    }

    func testTextStylesTakeTheirDefaultSizeAndWeight() throws {
        XCTAssertEqual(try measured("Inbox", font: #"style="UICTFontTextStyleHeadline""#),
                       try measured("Inbox", font: #"type="system" weight="semibold" pointSize="17""#))
        XCTAssertEqual(try measured("Inbox", font: #"style="UICTFontTextStyleFootnote""#),
                       try measured("Inbox", font: #"type="system" pointSize="13""#))
    }

    func testDisplaySizesTrackLooserThanTextSizes() throws {
        // SF Pro's documented tracking: tight at 17 points, loose again from 24.
        XCTAssertEqual(TextMeasurement.tracking(at: 17), -0.43, accuracy: 1e-9)
        XCTAssertEqual(TextMeasurement.tracking(at: 12), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(TextMeasurement.tracking(at: 34), 0)
        XCTAssertEqual(TextMeasurement.tracking(at: 41), 0.37, accuracy: 1e-9, "between 40 and 44: interpolated")
    }

    func testDisplaySizesSetTighterThanSFTextsAdvances() throws {
        // SF Display's spacing comes in from 20 points and is full from 28: none at Text sizes.
        XCTAssertEqual(TextMeasurement.displayTightening(at: 17), 0)
        XCTAssertEqual(TextMeasurement.displayTightening(at: 20), 0)
        let full = TextMetricsTables.displayTightening
        XCTAssertLessThan(full, 0)
        XCTAssertEqual(TextMeasurement.displayTightening(at: 24), full * 0.5 * 24, accuracy: 1e-9, "half way at 24")
        XCTAssertEqual(TextMeasurement.displayTightening(at: 34), full * 34, accuracy: 1e-9)
        let title = try measured("Settings", font: #"type="system" pointSize="34""#)
        XCTAssertTrue(title.isEstimate, "Display widths stay estimates")
        // Hangul comes from Apple SD Gothic Neo: its advance is not tightened.
        let hangul = try measured("설정", font: #"type="system" pointSize="34""#)
        XCTAssertEqual(hangul.width, TextMeasurement.roundUp(2 * (TextMetricsTables.hangulAdvance * 34 + TextMeasurement.tracking(at: 34)), scale: 2))
    }

    /// A UIKit button `b` with a title, a font and optional extra XML inside it.
    private func buttonItem(_ title: String, font: String? = #"type="system" pointSize="15""#, extra: String = "") throws -> LayoutItem {
        let fontElement = font.map { #"<fontDescription key="fontDescription" \#($0)/>"# } ?? ""
        let subviews = """
        <button opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="16" y="40" width="200" height="30"/>\(fontElement)
            <state key="normal" title="\(title)"/>\(extra)
        </button>
        """
        return try XCTUnwrap(try deviceDocument(subviews, device: "retina4_7").scenes.first?.items.first { $0.id == "b" })
    }

    func testAClassicButtonIsItsTitlePlusItsContentInsets() throws {
        let title = try measured("Subscribe", font: #"type="system" pointSize="15""#)
        let button = try XCTUnwrap(TextMeasurement.button(try buttonItem("Subscribe"), scale: 2))
        XCTAssertEqual(button.width, title.width)
        XCTAssertNil(button.height, "a button's height is not one line of its title")
        XCTAssertFalse(button.isEstimate)
        let inset = try buttonItem("Subscribe", extra: #"<inset key="contentEdgeInsets" minX="12" minY="4" maxX="8" maxY="4"/>"#)
        XCTAssertEqual(try XCTUnwrap(TextMeasurement.button(inset, scale: 2)).width,
                       TextMeasurement.roundUp(title.width + 20, scale: 2), accuracy: 0.5)
        let item = try buttonItem("Subscribe")
        let size = ContentSize.of(item, platform: .iOS, imageSizes: [:], scale: 2)
        XCTAssertEqual(size, ContentSize(width: title.width, height: 30, source: .text))
    }

    func testButtonsShowingMoreThanATitleAreNotMeasured() throws {
        XCTAssertNil(TextMeasurement.button(try buttonItem("Subscribe", font: nil), scale: 2), "no font in the file")
        XCTAssertNil(TextMeasurement.button(try buttonItem("Subscribe", extra: #"<buttonConfiguration key="configuration" style="filled" title="Subscribe"/>"#), scale: 2))
        let highlighted = #"<state key="highlighted" title="Subscribe now"/>"#
        XCTAssertNotNil(TextMeasurement.button(try buttonItem("Subscribe", extra: highlighted), scale: 2), "other states do not size it")
        let withImage = try buttonItem("Subscribe").with { $0.imageName = "star" }
        XCTAssertNil(TextMeasurement.button(withImage, scale: 2))
        XCTAssertTrue(try XCTUnwrap(TextMeasurement.button(try buttonItem("+"), scale: 2)).isEstimate,
                      "a short title's button may be kept wider than it")
    }

    func testNamedFontsTakeTheirMetricCompatibleFontsAdvances() throws {
        // Helvetica's widths are Arial's (Liberation Sans): "Label" is 2.4468 em, 41.6 at 17 points.
        XCTAssertEqual(try measured("Label", font: #"name="Helvetica" family="Helvetica" pointSize="17""#).width, 42)
        // Courier New and Menlo are monospaced: 0.6 and 0.602 em a character, no tracking.
        XCTAssertEqual(try measured("abcd", font: #"name="CourierNewPSMT" family="Courier New" pointSize="10""#).width, 24.5)
        XCTAssertEqual(try measured("abcd", font: #"name="Menlo-Regular" family="Menlo" pointSize="10""#).width, 24.5)
        XCTAssertEqual(try measured("abcd", font: #"name="Menlo-Regular" family="Menlo" pointSize="10""#, device: "retina6_12").width,
                       24 + 1.0 / 3, accuracy: 1e-9)
        let times = try measured("Label", font: #"name="TimesNewRomanPSMT" family="Times New Roman" pointSize="17""#)
        XCTAssertLessThan(times.width, 42, "Times is narrower than Helvetica")
        XCTAssertNil(times.height, "a named font's line height is not known")
    }

    func testFontsWithoutMetricsAreNotMeasured() throws {
        let (item, _) = try labelItem("Label", font: #"name="Avenir-Book" family="Avenir" pointSize="17""#)
        XCTAssertNil(TextMeasurement.label(item, scale: 2))
    }

    func testHangulAndChineseAreMarkedAsEstimates() throws {
        let latin = try measured("Login")
        let hangul = try measured("로그인")
        let chinese = try measured("登录")
        XCTAssertTrue(hangul.isEstimate)
        XCTAssertTrue(chinese.isEstimate)
        XCTAssertFalse(latin.isEstimate)
        // 0.86 em a Hangul syllable and 1 em a Han character, with 17-point tracking: estimates.
        XCTAssertEqual(hangul.width, ((3 * 0.86 * 17 - 3 * 0.43) * 2).rounded(.up) / 2, accuracy: 1e-9)
        XCTAssertEqual(chinese.width, ((2 * 17 - 2 * 0.43) * 2).rounded(.up) / 2, accuracy: 1e-9)
    }

    // MARK: - AppKit labels

    /// The AppKit text field `f` titled `text`, its cell's attributes and font given.
    private func appKitField(_ text: String, cell: String = #"lineBreakMode="clipping""#,
                             font: String = #"metaFont="system""#) throws -> LayoutItem {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="f">
                            <rect key="frame" x="18" y="234" width="300" height="16"/>
                            <textFieldCell key="cell" \(cell) title="\(text)" id="f-cell"><font key="font" \(font)/></textFieldCell>
                        </textField>
                    </subviews>
                </customView>
            </objects>
        </document>
        """
        let document = try DocumentLoader.parse(text: xml, path: "Test.xib")
        return try XCTUnwrap(document.scenes.first?.items.first { $0.id == "f" })
    }

    func testAnAppKitLabelIsItsTextPlusTheCellsInsetsInWholePoints() throws {
        let label = try XCTUnwrap(TextMeasurement.appKitLabel(try appKitField("Label")))
        let text = try measured("Label", font: #"type="system" pointSize="13""#, device: "retina4_7")
        XCTAssertEqual(label.width, label.width.rounded(), "whole points")
        XCTAssertEqual(label.width, (text.width + 4).rounded(.up), accuracy: 0.5, "the text and 2 points each side")
        XCTAssertEqual(label.height, 16, "one line of 13-point San Francisco, rounded up")
        let small = try XCTUnwrap(TextMeasurement.appKitLabel(try appKitField("Label", font: #"metaFont="smallSystem""#)))
        XCTAssertLessThan(small.width, label.width)
        XCTAssertEqual(small.height, 14)
        let bold = try XCTUnwrap(TextMeasurement.appKitLabel(try appKitField("Label", font: #"metaFont="systemBold""#)))
        XCTAssertGreaterThan(bold.width, label.width)
        let menlo = try XCTUnwrap(TextMeasurement.appKitLabel(try appKitField("abcd", font: #"size="10" name="Menlo-Regular""#)))
        XCTAssertEqual(menlo.width, 29, "4 × 0.602 em × 10 + 4, rounded up")
    }

    /// NSTextField's `preferredMaxLayoutWidth` is the most its intrinsic width may be: a one-line
    /// label whose text is longer is clipped there, and its frame is that width plus the cell's insets
    /// (Aerial's "Video format:" at 14 points, `preferredMaxLayoutWidth="79"`, stored 83 wide).
    func testAnExplicitPreferredWidthCapsAOneLineAppKitLabel() throws {
        let field = try appKitField("Video format:", font: #"metaFont="system" size="14""#)
        let free = try XCTUnwrap(TextMeasurement.appKitLabel(field))
        XCTAssertGreaterThan(free.width, 83)
        let capped = try XCTUnwrap(TextMeasurement.appKitLabel(field.with { $0.preferredMaxLayoutWidth = 79 }))
        XCTAssertEqual(capped.width, 83)
        XCTAssertEqual(capped.height, free.height)
        let wide = try XCTUnwrap(TextMeasurement.appKitLabel(field.with { $0.preferredMaxLayoutWidth = 200 }))
        XCTAssertEqual(wide.width, free.width, "text narrower than the preferred width keeps its width")
    }

    func testWrappingAndBezeledAppKitFieldsAreNotMeasured() throws {
        XCTAssertNil(TextMeasurement.appKitLabel(try appKitField("Label", cell: "")), "word wrapping (the default)")
        XCTAssertNil(TextMeasurement.appKitLabel(try appKitField("Label", cell: #"lineBreakMode="clipping" borderStyle="bezel""#)))
        XCTAssertNil(TextMeasurement.appKitLabel(try appKitField("Label", cell: #"lineBreakMode="clipping" editable="YES""#)))
    }

    // MARK: - Content size and its source

    func testContentSizeSources() throws {
        let resources = #"<resources><image name="star" width="24" height="22"/></resources>"#
        let subviews = """
        <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="one">
            <rect key="frame" x="16" y="40" width="120" height="21"/>
        </label>
        <label opaque="NO" text="Two lines of text" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="many">
            <rect key="frame" x="16" y="80" width="60" height="41"/>
        </label>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" image="star" id="image">
            <rect key="frame" x="16" y="140" width="30" height="30"/>
        </imageView>
        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="button">
            <rect key="frame" x="16" y="180" width="46" height="30"/>
            <state key="normal" title="Button"/>
        </button>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="plain">
            <rect key="frame" x="16" y="220" width="50" height="50"/>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="infinite" id="custom">
            <rect key="frame" x="16" y="280" width="80" height="50"/>
        </view>
        """
        let document = try deviceDocument(subviews, device: "retina4_7", resources: resources)
        let items = try XCTUnwrap(document.scenes.first?.items)
        func size(_ id: String) throws -> ContentSize {
            let item = try XCTUnwrap(items.first { $0.id == id })
            return ContentSize.of(item, platform: document.platform, imageSizes: document.imageSizes, scale: 2)
        }
        let one = try size("one")
        XCTAssertEqual(one.source, .text)
        XCTAssertEqual(one.height, 20.5)
        XCTAssertNotEqual(one.width, 120, "measured, not the stored width")
        XCTAssertEqual(try size("many"), ContentSize(width: 60, height: 41, source: .stored), "wrapping is not measured yet")
        XCTAssertEqual(try size("image"), ContentSize(width: 24, height: 22, source: .image))
        XCTAssertEqual(try size("button"), ContentSize(width: 46, height: 30, source: .stored))
        XCTAssertEqual(try size("plain"), ContentSize(source: .none))
        XCTAssertEqual(try size("custom"), ContentSize(width: 80, height: nil, source: .placeholder))
    }

    /// A system image's size (an SF Symbol, an AppKit named image) is the saving Mac's: an estimate,
    /// whose error is unknown to refined mode and to conflicts (`MeasurementEstimates.unbounded`).
    func testSystemImagesAreEstimates() throws {
        let resources = #"<resources><image name="star" width="24" height="22"/><image name="star.fill" catalog="system" width="20" height="19"/></resources>"#
        let subviews = """
        <imageView translatesAutoresizingMaskIntoConstraints="NO" image="star" id="asset">
            <rect key="frame" x="16" y="140" width="30" height="30"/>
        </imageView>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" image="star.fill" catalog="system" id="symbol">
            <rect key="frame" x="16" y="180" width="30" height="30"/>
        </imageView>
        """
        let document = try deviceDocument(subviews, device: "retina4_7", resources: resources)
        let items = try XCTUnwrap(document.scenes.first?.items)
        func item(_ id: String) throws -> LayoutItem { try XCTUnwrap(items.first { $0.id == id }) }
        XCTAssertFalse(ContentSize.of(try item("asset"), platform: .iOS, imageSizes: document.imageSizes, scale: 2).isEstimate)
        let symbol = ContentSize.of(try item("symbol"), platform: .iOS, imageSizes: document.imageSizes, scale: 2)
        XCTAssertEqual(symbol.source, .image)
        XCTAssertTrue(symbol.isEstimate)
        func error(_ id: String, _ estimates: MeasurementEstimates) throws -> Double? {
            ContentSizePolicy.measurementError(of: try item(id), axis: .horizontal, document: document, scale: 2, wrapWidth: nil,
                                               estimates: estimates)
        }
        XCTAssertEqual(try error("asset", .unbounded), 0, "an asset's size is exact")
        XCTAssertEqual(try error("symbol", .unbounded), .infinity)
        XCTAssertEqual(try error("symbol", .asFitted), 0, "weighed as an asset would be")
    }

    /// One bound for every use: a text width's error is 3 points or 5%, a height's 1 point; an
    /// estimate's is unknown (`unbounded`) or taken as a fitted measurement's (`asFitted`).
    func testTheMeasurementErrorPolicy() throws {
        let (item, document) = try labelItem("Label", device: "retina4_7")
        let width = try XCTUnwrap(ContentSize.of(item, platform: .iOS, imageSizes: [:], scale: 2).width)
        for estimates in [MeasurementEstimates.unbounded, .asFitted] {
            XCTAssertEqual(ContentSizePolicy.measurementError(of: item, axis: .horizontal, document: document, scale: 2, wrapWidth: nil,
                                                              estimates: estimates), TextMeasurement.widthError(of: width))
            XCTAssertEqual(ContentSizePolicy.measurementError(of: item, axis: .vertical, document: document, scale: 2, wrapWidth: nil,
                                                              estimates: estimates), TextMeasurement.heightError)
        }
        XCTAssertEqual(TextMeasurement.widthError(of: 40), 3)
        XCTAssertEqual(TextMeasurement.widthError(of: 200), 10)
    }

    /// A wrapped text's height errs by one point a line: each line is laid out at the font's line
    /// height, and whatever that height is off by, each line repeats.
    func testAWrappedHeightsErrorGrowsWithItsLines() throws {
        let (item, document) = try labelItem("Support free and open source multimedia", font: #"type="system" pointSize="15""#, lines: 0)
        func error(wrappingAt width: Double) throws -> Double? {
            ContentSizePolicy.measurementError(of: item, axis: .vertical, document: document, scale: 2, wrapWidth: width,
                                               estimates: .unbounded)
        }
        let oneLine = try XCTUnwrap(ContentSize.of(item, platform: .iOS, imageSizes: [:], scale: 2, wrapWidth: 1_000).height)
        let twoLines = try XCTUnwrap(ContentSize.of(item, platform: .iOS, imageSizes: [:], scale: 2, wrapWidth: 200).height)
        XCTAssertGreaterThan(twoLines, oneLine * 1.5, "the text wraps into two lines at 200 points")
        XCTAssertEqual(try error(wrappingAt: 1_000), TextMeasurement.heightError)
        XCTAssertEqual(try error(wrappingAt: 200), 2 * TextMeasurement.heightError)
        XCTAssertEqual(TextMeasurement.heightError(of: item, height: 0, platform: .iOS), TextMeasurement.heightError,
                       "never less than one line's")
    }

    func testTheScaleIsTheDocumentsDevices() throws {
        XCTAssertEqual(ContentSize.scale(of: try labelItem("x", device: "retina6_12").1), 3)
        XCTAssertEqual(ContentSize.scale(of: try labelItem("x", device: "retina4_7").1), 2)
        XCTAssertEqual(ContentSize.scale(of: try labelItem("x", device: "unknownDevice").1), 2)
    }
}

private extension LayoutItem {
    func with(_ change: (inout LayoutItem) -> Void) -> LayoutItem {
        var copy = self
        change(&copy)
        return copy
    }
}
