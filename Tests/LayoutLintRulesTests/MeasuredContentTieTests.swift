import LayoutLintInput
import LayoutLintModel
@testable import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// Content-priority ties found from measured text widths in rows Xcode saved laid out: reported only
/// beyond measurement error, at equal priorities, for text layoutlint measures without estimates.
final class MeasuredContentTieTests: XCTestCase {
    /// A row of two labels across a 375-point view: `first` then `second`, stored at the given widths.
    private func row(_ first: String, _ second: String, widths: (Double, Double), hugging: (Int, Int) = (251, 251),
                     firstHold: String = "leading", font: String = #"type="system" pointSize="17""#) throws -> [MeasuredContentTie] {
        let xml = sceneDocument(width: 375, height: 44, device: "retina4_7", subviews: """
            <label opaque="NO" horizontalHuggingPriority="\(hugging.0)" text="\(first)" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="16" y="12" width="\(widths.0)" height="20.5"/>
                <fontDescription key="fontDescription" \(font)/>
            </label>
            <label opaque="NO" horizontalHuggingPriority="\(hugging.1)" text="\(second)" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="\(24 + widths.0)" y="12" width="\(widths.1)" height="20.5"/>
                <fontDescription key="fontDescription" \(font)/>
            </label>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="\(firstHold)" secondItem="root" secondAttribute="\(firstHold)" constant="\(firstHold == "leading" ? 16 : 16 + widths.0 / 2 - 187.5)" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c4"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c5"/>
            """)
        let document = try DocumentLoader.parse(text: xml, path: "Row.xib")
        let scene = try XCTUnwrap(document.scenes.first)
        // Laid out as Xcode saved it: the stored frames.
        let frames = Dictionary(uniqueKeysWithValues: scene.items.compactMap { item in item.frame.map { (item.id, $0) } })
        return MeasuredContentTie.ties(in: scene, document: document, laidOut: frames, index: SceneIndex(scene))
    }

    /// A label then a classic button (15-point title) across a 375-point view, at their stored widths;
    /// both at the default compression resistance (750), the label hugging at 251, the button at `buttonHugging`.
    private func labelAndButton(_ text: String, _ title: String, widths: (Double, Double), buttonHugging: Int = 250,
                                insets: String = "") throws -> [MeasuredContentTie] {
        let xml = sceneDocument(width: 375, height: 44, device: "retina4_7", subviews: """
            <label opaque="NO" horizontalHuggingPriority="251" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="16" y="12" width="\(widths.0)" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <button opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" horizontalHuggingPriority="\(buttonHugging)" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="\(24 + widths.0)" y="7" width="\(widths.1)" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="\(title)"/>\(insets)
            </button>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c4"/>
            <constraint firstItem="b" firstAttribute="centerY" secondItem="a" secondAttribute="centerY" id="c5"/>
            """)
        let document = try DocumentLoader.parse(text: xml, path: "Row.xib")
        let scene = try XCTUnwrap(document.scenes.first)
        let frames = Dictionary(uniqueKeysWithValues: scene.items.compactMap { item in item.frame.map { (item.id, $0) } })
        return MeasuredContentTie.ties(in: scene, document: document, laidOut: frames, index: SceneIndex(scene))
    }

    func testALabelBesideAButtonTooNarrowForBothIsACompressionTie() throws {
        // 298.5 + 69.5 points of text in 335: Xcode stored the label truncated.
        let ties = try labelAndButton("Receive our weekly newsletter by email", "Subscribe", widths: (265.5, 69.5))
        XCTAssertEqual(ties.map(\.kind), ["compression resistance"])
        XCTAssertEqual(ties.first?.trailing, "b")
    }

    func testALabelBesideAStretchedButtonAtTheSameHuggingIsATie() throws {
        XCTAssertEqual(try labelAndButton("Email", "Change", widths: (42, 293), buttonHugging: 251).map(\.kind), ["hugging"])
        // At UIKit's default 250 the button hugs less than the label: it takes the slack, no tie.
        XCTAssertEqual(try labelAndButton("Email", "Change", widths: (42, 293)).count, 0)
    }

    func testAButtonsContentInsetsAreItsWidth() throws {
        // "Change" is 52 points of title; with 241 points of insets it fills the row beside "Email".
        let insets = #"<inset key="contentEdgeInsets" minX="120" minY="0" maxX="121" maxY="0"/>"#
        XCTAssertEqual(try labelAndButton("Email", "Change", widths: (42, 293), buttonHugging: 251, insets: insets).count, 0)
    }

    func testAStretchedLabelAtTheSameHuggingIsATie() throws {
        let ties = try row("Name", "Jane Appleseed", widths: (45, 290))
        XCTAssertEqual(ties.map(\.kind), ["hugging"])
        XCTAssertEqual(ties.first?.leading, "a")
        XCTAssertEqual(ties.first?.trailing, "b")
    }

    func testATruncatedLabelAtTheSameCompressionResistanceIsATie() throws {
        let ties = try row("Notifications and Sounds", "Every day at eight in the morning", widths: (83.5, 251.5))
        XCTAssertEqual(ties.map(\.kind), ["compression resistance"])
    }

    func testDifferentPrioritiesSettleIt() throws {
        XCTAssertEqual(try row("Name", "Jane Appleseed", widths: (45, 290), hugging: (252, 251)).count, 0)
    }

    func testACentredLabelBesideAnEdgeHeldOneIsNoTie() throws {
        // Centred, "Name" gives the row half a point per point it grows; "Jane Appleseed" a whole
        // one at the same cost: UIKit stretches the latter, no tie.
        XCTAssertEqual(try row("Name", "Jane Appleseed", widths: (45, 290), firstHold: "centerX").count, 0)
    }

    func testWithinMeasurementErrorIsNoTie() throws {
        // A row whose stored widths are the texts' give or take a few points: no evidence of slack.
        XCTAssertEqual(try row("Name", "Jane Appleseed", widths: (45, 121 + 3)).count, 0)
    }

    func testTextMeasuredOnlyAsAnEstimateIsNotUsed() throws {
        // Hangul takes an estimated advance, and a named font without metrics is not measured.
        XCTAssertEqual(try row("이름", "홍길동", widths: (40, 290)).count, 0)
        XCTAssertEqual(try row("Name", "Jane Appleseed", widths: (45, 290), font: #"name="AvenirNext-Regular" family="Avenir Next" pointSize="17""#).count, 0)
    }
}
