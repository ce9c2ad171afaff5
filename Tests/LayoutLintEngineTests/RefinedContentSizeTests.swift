import LayoutLintEngine
import LayoutLintModel
import XCTest

/// `ContentSizes.refined`: the measured content size comes first, and the stored frame refines it
/// where the two agree within the measurement's error (Xcode stored the frame after measuring the
/// same content with the real font); where they disagree by more, the stored frame is a contest's
/// outcome (stretched, truncated) or stale, and the measurement stands.
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

    func testAStretchedWidthBeyondTheErrorGivesWayToTheMeasurement() throws {
        let text = try measured()
        for stored in [text.width + 3.5, 120] {
            let layout = try solved(width: stored, .refined)
            XCTAssertEqual(layout.frames["l"]?.width, text.width, "stored \(stored)")
            XCTAssertEqual(layout.system.refinedContentSizes["l"], [.vertical])
        }
        // Truncated (squeezed by a compression-resistance contest): the measurement too.
        XCTAssertEqual(try solved(width: text.width - 10, .refined).frames["l"]?.width, text.width)
    }

    func testTheWidthErrorGrowsWithTheWidth() throws {
        // 5% of a long text's width is more than 3 points.
        let long = "A longer label whose text measures well over sixty points"
        let text = try measured(long)
        XCTAssertGreaterThan(text.width * 0.05, 5)
        XCTAssertEqual(try solved(long, width: text.width + 5, .refined).frames["l"]?.width, text.width + 5)
        XCTAssertEqual(try solved(long, width: text.width + text.width * 0.05 + 1, .refined).frames["l"]?.width, text.width)
    }

    func testHeightsRefineWithinOnePoint() throws {
        let text = try measured()
        // Xcode 7's whole-point line (21 for the grid's 20.5) refines the measurement.
        XCTAssertEqual(try solved(width: text.width, height: text.height + 0.5, .refined).frames["l"]?.height, text.height + 0.5)
        // A label stored at two lines' height, held only by its top: one line.
        XCTAssertEqual(try solved(width: text.width, height: 41, .refined).frames["l"]?.height, text.height)
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
    /// not a reading of it.
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
        XCTAssertEqual(refined.frames["l"]?.width, 20)
        XCTAssertEqual(refined.system.refinedContentSizes["l"], [.vertical], "the height agrees exactly")
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
        XCTAssertEqual(try layout(height: wrapped + 21, .refined).frames["l"]?.height, wrapped)
    }
}
