import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// The small value types the rest of the model is built from.
final class ModelValueTests: XCTestCase {
    private func sampleDocument() -> Document {
        var item = LayoutItem(id: "v", kind: .view, element: "view", className: "UIView", name: "View",
                              location: SourceLocation(line: 2))
        item.installation.set(false, for: TraitKey(width: .compact))
        item.frameOverrides.set(Rect(x: 0, y: 0, width: 1, height: 1), for: TraitKey(height: .regular))
        var stack = StackProperties()
        stack.axisOverrides.set(.vertical, for: TraitKey(width: .compact, height: .regular))
        stack.alignmentOverrides.set("top", for: TraitKey(otherTraits: ["userInterfaceIdiom=mac"]))
        item.stack = stack
        var constraint = Constraint(id: "c", location: SourceLocation(line: 3), owner: "v",
                                    first: Anchor(item: "v", attribute: .width))
        constraint.installation.set(true, for: .any)
        constraint.constantOverrides.set(4, for: TraitKey(width: .regular))
        let scene = Scene(id: "s", name: "Scene", location: SourceLocation(line: 1), items: [item], constraints: [constraint])
        return Document(path: "x.storyboard", kind: .storyboard, platform: .iOS, targetRuntime: "iOS.CocoaTouch", scenes: [scene])
    }

    func testTraitKeysUsedCollectsEverySource() {
        XCTAssertEqual(sampleDocument().traitKeysUsed.map(\.ibKey), [
            // Equally specific keys sort by width, then height: the idiom-only key (Any × Any) comes first.
            "default", "userInterfaceIdiom=mac", "heightClass=regular", "widthClass=compact", "widthClass=regular",
            "heightClass=regular-widthClass=compact",
        ])
    }

    func testDocumentDefaults() {
        let document = Document(path: "p", kind: .xib, platform: .macOS, targetRuntime: "MacOSX.Cocoa")
        XCTAssertTrue(document.usesAutolayout)
        XCTAssertEqual(document.traitKeysUsed, [])
        XCTAssertNil(document.device)
    }

    func testPlatformClassPrefix() {
        XCTAssertEqual(Platform.iOS.classPrefix, "UI")
        XCTAssertEqual(Platform.tvOS.classPrefix, "UI")
        XCTAssertEqual(Platform.macOS.classPrefix, "NS")
        XCTAssertEqual(Platform.watchOS.classPrefix, "WK")
        XCTAssertEqual(Platform.unknown.classPrefix, "UI")
    }

    func testAutoresizingMaskLogNotation() {
        XCTAssertEqual(AutoresizingMask().logNotation, "h=--- v=---")
        XCTAssertEqual(AutoresizingMask(widthSizable: true, heightSizable: true).logNotation, "h=-&- v=-&-")
        XCTAssertEqual(AutoresizingMask(flexibleMaxX: true, flexibleMaxY: true).logNotation, "h=--& v=--&")
        XCTAssertEqual(AutoresizingMask(flexibleMinX: true, flexibleMinY: true).logNotation, "h=&-- v=&--")
        XCTAssertEqual(AutoresizingMask(flexibleMinX: true, widthSizable: true, flexibleMaxX: true,
                                        flexibleMinY: true, heightSizable: true, flexibleMaxY: true).logNotation,
                       "h=&&& v=&&&")
    }

    func testAxisPairSubscript() {
        var pair = AxisPair(horizontal: 1, vertical: 2)
        XCTAssertEqual(pair[.horizontal], 1)
        XCTAssertEqual(pair[.vertical], 2)
        pair[.vertical] = 5
        XCTAssertEqual(pair, AxisPair(horizontal: 1, vertical: 5))
    }

    func testLayoutItemDefaults() {
        let item = LayoutItem(id: "v", kind: .view, element: "view", className: "UIView", name: "View",
                              location: SourceLocation(line: 1))
        XCTAssertTrue(item.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(item.contentHugging, AxisPair(horizontal: .defaultLow, vertical: .defaultLow))
        XCTAssertEqual(item.compressionResistance, AxisPair(horizontal: .defaultHigh, vertical: .defaultHigh))
        XCTAssertTrue(item.insetsLayoutMarginsFromSafeArea)
        XCTAssertTrue(item.isScrollEnabled)
        XCTAssertTrue(item.kind.isView)
        XCTAssertFalse(ItemKind.layoutGuide(.safeArea).isView)
    }

    func testTableAutomaticRowHeight() {
        XCTAssertTrue(TableProperties(rowHeight: -1).usesAutomaticRowHeight)
        XCTAssertTrue(TableProperties(estimatedRowHeight: 44).usesAutomaticRowHeight)
        XCTAssertFalse(TableProperties(rowHeight: 44, estimatedRowHeight: 44).usesAutomaticRowHeight)
        XCTAssertFalse(TableProperties().usesAutomaticRowHeight)
    }

    func testSourceLocationOrder() {
        XCTAssertLessThan(SourceLocation(line: 3, column: 9), SourceLocation(line: 4, column: 1))
        XCTAssertLessThan(SourceLocation(line: 4, column: 1), SourceLocation(line: 4, column: 2))
        XCTAssertEqual(SourceLocation(line: 7).column, 1)
    }
}
