import LayoutLintEngine
import LayoutLintModel
import XCTest

/// `ContentSizes.refined`: the measured content size comes first, and the stored frame refines it
/// where the two agree within the measurement's error (Xcode stored the frame after measuring the
/// same content with the real font); where they disagree by more, the stored frame is a contest's
/// outcome (stretched, truncated) or stale, and the measurement stands. A second pass then gives
/// every view the measured solve left exactly at its measured size, in no contest (no broken or
/// tied content constraint), its stored size (`LayoutEngine.refiningUncontestedContentSizes`).
final class RefinedContentSizeTests: XCTestCase {
    private let pins = [
        constraint("c1", "l", "leading", "root", "leading", constant: 16),
        constraint("c2", "l", "top", "root", "top", constant: 40),
    ].joined()

    /// "Label" (17-point system font) placed by its leading and top edges, stored `width` wide and
    /// `height` tall, solved with `contentSizes`.
    private func solved(_ text: String = "Label", width: Double, height: Double = 20.5, font: String = "",
                        _ contentSizes: ContentSizes) throws -> SceneLayout {
        let label = """
        <label opaque="NO" userInteractionEnabled="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="16" y="40" width="\(width)" height="\(height)"/>\(font)
        </label>
        """
        return try solveScene(label, pins, options: EngineOptions(contentSizes: contentSizes))
    }

    /// The label's measured content size (what `measured` mode gives it).
    private func measured(_ text: String = "Label", font: String = "") throws -> (width: Double, height: Double) {
        let layout = try solved(text, width: 200, height: 40, font: font, .measured)
        let frame = try XCTUnwrap(layout.frames["l"])
        return (frame.width, frame.height)
    }

    func testAStoredWidthWithinTheErrorRefinesTheMeasurement() throws {
        let text = try measured()
        // Xcode's reading of the same text, 2 points from layoutlint's (within 3 points).
        let stored = text.width + 2
        let layout = try solved(width: stored, .refined)
        XCTAssertEqual(layout.frames["l"]?.width, stored)
        XCTAssertEqual(layout.system.refinedContentSizes["l"], [.horizontal, .vertical])
        XCTAssertEqual(try solved(width: stored, .measured).frames["l"]?.width, text.width, "measured mode ignores it")
    }

    /// A label alone, placed by its leading and top edges, stored wider than its measured text by
    /// more than the error: nothing in the layout pulls it off its content size, so the stored
    /// width is Xcode's reading of the text; the measured solve finds it at its measured size and
    /// the second pass takes the stored width.
    func testALoneLabelAtItsMeasuredSizeTakesItsStoredWidth() throws {
        let text = try measured()
        for stored in [text.width + 3.5, 120] {
            let layout = try solved(width: stored, .refined)
            XCTAssertEqual(layout.frames["l"]?.width, stored, "stored \(stored)")
            XCTAssertEqual(layout.system.storedAtMeasuredSize, ["l": [.horizontal]])
            XCTAssertEqual(layout.system.refinedContentSizes["l"], [.horizontal, .vertical])
            XCTAssertEqual(try solved(width: stored, .measured).frames["l"]?.width, text.width, "measured mode ignores it")
        }
    }

    /// A label the layout stretches (a required width) or truncates (a required maximum width) is
    /// in a contest it loses: its stored frame is the contest's outcome, and the measurement stands.
    func testAStretchedOrTruncatedWidthBeyondTheErrorKeepsTheMeasurement() throws {
        let text = try measured()
        for (stored, relation) in [(120.0, "equal"), (text.width - 10, "lessThanOrEqual")] {
            let label = """
            <label opaque="NO" userInteractionEnabled="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="16" y="40" width="\(stored)" height="20.5"/>
            </label>
            """
            let width = #"<constraint firstItem="l" firstAttribute="width" relation="\#(relation)" constant="\#(stored)" id="w"/>"#
            let layout = try solveScene(label, pins + width, options: EngineOptions(contentSizes: .refined))
            XCTAssertEqual(layout.frames["l"]?.width, stored, relation)
            XCTAssertEqual(layout.system.refinedContentSizes["l"], [.vertical], relation)
            XCTAssertEqual(layout.system.storedAtMeasuredSize, [:], relation)
            let hugging = try XCTUnwrap(layout.system.constraints.first { $0.origin == .contentHugging("l", .horizontal) })
            XCTAssertEqual(-hugging.linear.expression.constant, text.width, accuracy: 1e-9, relation)
        }
    }

    /// A stretched member of a hugging tie (two labels at 251 between the root's edges, with
    /// slack) keeps its measured width, and so does the other member, though the solver left it
    /// at its measured size: its hugging is tied. Stored wider than their texts, beyond the error.
    func testTheMembersOfAHuggingTieKeepTheMeasuredSize() throws {
        let (a, b) = (try measured("Username").width, try measured("Password").width)
        let labels = [("a", "Username", 16.0, a + 10), ("b", "Password", 34 + a, 375 - 50 - a)].map { id, text, x, width in
            """
            <label opaque="NO" userInteractionEnabled="NO" horizontalHuggingPriority="251" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="40" width="\(width)" height="20.5"/>
            </label>
            """
        }.joined()
        let row = [
            constraint("c1", "a", "leading", "root", "leading", constant: 16),
            constraint("c2", "b", "leading", "a", "trailing", constant: 8),
            constraint("c3", "root", "trailing", "b", "trailing", constant: 16),
            constraint("c4", "a", "top", "root", "top", constant: 40),
            constraint("c5", "b", "top", "root", "top", constant: 40),
        ].joined()
        let layout = try solveScene(labels, row, options: EngineOptions(contentSizes: .refined))
        XCTAssertTrue(layout.tied.contains(.contentHugging("a", .horizontal)) && layout.tied.contains(.contentHugging("b", .horizontal)),
                      "\(layout.tied)")
        XCTAssertEqual(layout.system.storedAtMeasuredSize["a"]?.contains(.horizontal), nil)
        XCTAssertEqual(layout.system.storedAtMeasuredSize["b"]?.contains(.horizontal), nil)
        let widths = try [XCTUnwrap(layout.frames["a"]?.width), XCTUnwrap(layout.frames["b"]?.width)]
        XCTAssertTrue(widths.contains { abs($0 - a) < 1e-9 } || widths.contains { abs($0 - b) < 1e-9 },
                      "one member at its measured width: \(widths), \(a), \(b)")
        XCTAssertEqual(widths[0] + widths[1], 375 - 40, accuracy: 1e-9)
    }

    func testTheWidthErrorGrowsWithTheWidth() throws {
        // 5% of a long text's width is more than 3 points.
        let long = "A longer label whose text measures well over sixty points"
        let text = try measured(long)
        XCTAssertGreaterThan(text.width * 0.05, 5)
        XCTAssertEqual(try solved(long, width: text.width + 5, .refined).system.storedAtMeasuredSize, [:], "refined in the first solve")
        let beyond = try solved(long, width: text.width + text.width * 0.05 + 1, .refined)
        XCTAssertEqual(beyond.system.storedAtMeasuredSize, ["l": [.horizontal]], "measured first, then uncontested")
    }

    func testHeightsRefineWithinOnePoint() throws {
        let text = try measured()
        // Xcode 7's whole-point line (21 for the grid's 20.5) refines the measurement.
        XCTAssertEqual(try solved(width: text.width, height: text.height + 0.5, .refined).frames["l"]?.height, text.height + 0.5)
        XCTAssertEqual(try solved(width: text.width, height: text.height + 0.5, .refined).system.storedAtMeasuredSize, [:])
        // A label stored at two lines' height, held only by its top: measured at one line first,
        // in no contest, then the stored height.
        let tall = try solved(width: text.width, height: 41, .refined)
        XCTAssertEqual(tall.system.storedAtMeasuredSize, ["l": [.vertical]])
        XCTAssertEqual(tall.frames["l"]?.height, 41)
    }

    func testAnEstimateIsAlwaysRefinedByTheStoredFrame() throws {
        // Italic San Francisco is not fitted: the measurement's error is unknown.
        let italic = #"<fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>"#
        let layout = try solved(width: 120, font: italic, .refined)
        XCTAssertEqual(layout.frames["l"]?.width, 120)
        XCTAssertEqual(layout.system.refinedContentSizes["l"]?.contains(.horizontal), true)
        XCTAssertNotEqual(try solved(width: 120, font: italic, .measured).frames["l"]?.width, 120)
    }

    func testOtherModesRecordNoRefinement() throws {
        for mode in [ContentSizes.stored, .measured, .measuredWidths] {
            XCTAssertEqual(try solved(width: 43, mode).system.refinedContentSizes, [:], mode.rawValue)
        }
    }

    /// An image's size from the document's resources is exact: a stored frame one point larger is
    /// not a reading of it, and the measured solve takes the image's size; the image is in no
    /// contest there, so the second pass takes the stored width all the same.
    func testAnImageIsNotRefined() throws {
        let image = """
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="16" y="214" width="21" height="20"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="photo" id="cell"/>
        </imageView>
        """
        let resources = #"<image name="photo" width="20" height="20"/>"#
        let stored = try solveMac(image, pins, resources: resources, options: EngineOptions(contentSizes: .stored))
        XCTAssertEqual(stored.frames["l"]?.width, 21)
        let refined = try solveMac(image, pins, resources: resources, options: EngineOptions(contentSizes: .refined))
        XCTAssertEqual(refined.frames["l"]?.width, 21)
        XCTAssertEqual(refined.system.storedAtMeasuredSize, ["l": [.horizontal]], "the height agrees exactly")
    }

    /// A wrapping label measured at the width of the first solve: its stored height refines the
    /// wrapped lines within a point, and gives way to them beyond.
    func testAWrappedHeightIsRefinedWithinOnePoint() throws {
        let words = Array(repeating: "word", count: 12).joined(separator: " ")
        func layout(height: Double, _ contentSizes: ContentSizes) throws -> SceneLayout {
            let label = """
            <label opaque="NO" userInteractionEnabled="NO" text="\(words)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="16" y="40" width="100" height="\(height)"/>
            </label>
            """
            return try solveScene(label, [
                constraint("c1", "l", "leading", "root", "leading", constant: 16),
                constraint("c2", "l", "top", "root", "top", constant: 40),
                constraint("c3", "l", "width", constant: 100),
            ].joined(), options: EngineOptions(contentSizes: contentSizes))
        }
        let wrapped = try XCTUnwrap(try layout(height: 300, .measured).frames["l"]?.height)
        XCTAssertGreaterThan(wrapped, 60, "several lines")
        XCTAssertEqual(try layout(height: wrapped + 1, .refined).frames["l"]?.height, wrapped + 1)
        XCTAssertEqual(try layout(height: wrapped + 1, .refined).system.storedAtMeasuredSize, [:])
        // Beyond a point: the wrapped lines first; the label is in no contest, so then its stored height.
        XCTAssertEqual(try layout(height: wrapped + 21, .refined).system.storedAtMeasuredSize, ["l": [.vertical]])
    }
}
