import LayoutLintEngine
import LayoutLintModel
import XCTest

/// `EngineOptions.contentSizes`: with `measured` the solver takes a view's measured content size
/// first and its stored frame only as the fallback (issue 22); by default it keeps the stored frame.
final class ContentSizePolicyTests: XCTestCase {
    /// "Label" in the default 17-point system font, placed by its leading and top edges only, but
    /// saved 120 points wide (as Xcode saves a label stretched by a contest it lost).
    private func solvedWidth(_ contentSizes: ContentSizes) throws -> Double? {
        let stretched = label("l", "Label", frame: #"x="16" y="40" width="120" height="20.5""#)
        let layout = try solveScene(stretched, [
            constraint("c1", "l", "leading", "root", "leading", constant: 16),
            constraint("c2", "l", "top", "root", "top", constant: 40),
        ].joined(), options: EngineOptions(contentSizes: contentSizes))
        return layout.frames["l"]?.width
    }

    func testTheStoredWidthIsTheContentWidthByDefault() throws {
        XCTAssertEqual(EngineOptions().contentSizes, .stored)
        XCTAssertEqual(try solvedWidth(.stored), 120)
    }

    func testTheOptionGivesTheLabelItsMeasuredWidth() throws {
        let width = try XCTUnwrap(try solvedWidth(.measured))
        XCTAssertEqual(width, 42, accuracy: 1, "the measured width of \"Label\" (Interface Builder's 42)")
    }

    func testMeasuredWidthsKeepTheStoredHeight() throws {
        // `measured-widths` takes the measured width only; the height stays the stored one.
        let stretched = label("l", "Label", frame: #"x="16" y="40" width="120" height="30""#)
        let layout = try solveScene(stretched, [
            constraint("c1", "l", "leading", "root", "leading", constant: 16),
            constraint("c2", "l", "top", "root", "top", constant: 40),
        ].joined(), options: EngineOptions(contentSizes: .measuredWidths))
        XCTAssertEqual(try XCTUnwrap(layout.frames["l"]?.width), 42, accuracy: 1)
        XCTAssertEqual(layout.frames["l"]?.height, 30)
    }

    /// An AppKit label's measured size is its frame (its text and the cell's 2-point insets); the
    /// content-size constraints hold its alignment rect, so the insets come off once, not twice.
    func testAnAppKitLabelGetsItsMeasuredFrameWidth() throws {
        let label = """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="18" y="234" width="104" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="cell"><font key="font" metaFont="system"/></textFieldCell>
        </textField>
        """
        let constraints = [
            constraint("c1", "label", "leading", "root", "leading", constant: 20),
            constraint("c2", "label", "top", "root", "top", constant: 20),
        ].joined()
        let layout = try solveMac(label, constraints, options: EngineOptions(contentSizes: .measured))
        let item = try XCTUnwrap(layout.system.items.first { $0.id == "label" })
        let measured = try XCTUnwrap(ContentSize.of(item, platform: .macOS, imageSizes: [:], scale: 1).width)
        XCTAssertLessThan(measured, 104)
        XCTAssertEqual(layout.frames["label"]?.width, measured)
        XCTAssertEqual(layout.frames["label"]?.x, 18, "the frame starts 2 points before the alignment rect")
    }

    /// The second looks of Interface Builder's verdict are built with the options of the layout.
    func testTheSystemKeepsItsOptions() throws {
        let layout = try solveScene(label("l", "Label", frame: #"x="16" y="40" width="120" height="20.5""#),
                                    constraint("c1", "l", "leading", "root", "leading", constant: 16),
                                    options: EngineOptions(contentSizes: .measured))
        XCTAssertEqual(layout.system.options.contentSizes, .measured)
    }
}
