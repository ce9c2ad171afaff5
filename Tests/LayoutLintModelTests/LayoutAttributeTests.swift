import LayoutLintModel
import XCTest

final class LayoutAttributeTests: XCTestCase {
    private let horizontal: [LayoutAttribute] = [
        .left, .right, .leading, .trailing, .width, .centerX,
        .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
    ]
    private let vertical: [LayoutAttribute] = [
        .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins,
    ]

    func testEveryNameRoundTrips() {
        for attribute in horizontal + vertical + [.notAnAttribute] {
            XCTAssertEqual(LayoutAttribute(ibName: attribute.name), attribute, attribute.name)
        }
    }

    func testBaselineIsTheOldNameOfLastBaseline() {
        XCTAssertEqual(LayoutAttribute(ibName: "baseline"), .lastBaseline)
        XCTAssertEqual(LayoutAttribute(ibName: "baseline").name, "lastBaseline")
    }

    func testUnknownNamesAreKept() {
        XCTAssertEqual(LayoutAttribute(ibName: "diagonal"), .unknown("diagonal"))
        XCTAssertEqual(LayoutAttribute(ibName: "diagonal").name, "diagonal")
        XCTAssertEqual(LayoutAttribute(ibName: "Leading"), .unknown("Leading"))
        XCTAssertNil(LayoutAttribute.unknown("diagonal").axis)
        XCTAssertFalse(LayoutAttribute.unknown("diagonal").isPosition)
    }

    func testAxis() {
        for attribute in horizontal { XCTAssertEqual(attribute.axis, .horizontal, attribute.name) }
        for attribute in vertical { XCTAssertEqual(attribute.axis, .vertical, attribute.name) }
        XCTAssertNil(LayoutAttribute.notAnAttribute.axis)
    }

    func testSizeAndPosition() {
        XCTAssertTrue(LayoutAttribute.width.isSize)
        XCTAssertTrue(LayoutAttribute.height.isSize)
        XCTAssertFalse(LayoutAttribute.width.isPosition)
        XCTAssertFalse(LayoutAttribute.height.isPosition)
        for attribute in (horizontal + vertical) where !attribute.isSize {
            XCTAssertTrue(attribute.isPosition, attribute.name)
        }
        XCTAssertFalse(LayoutAttribute.notAnAttribute.isPosition)
        XCTAssertFalse(LayoutAttribute.notAnAttribute.isSize)
    }

    func testMargins() {
        let margins: [LayoutAttribute] = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        for attribute in horizontal + vertical {
            XCTAssertEqual(attribute.isMargin, margins.contains(attribute), attribute.name)
        }
    }

    func testDirection() {
        for attribute: LayoutAttribute in [.left, .right, .leftMargin, .rightMargin] {
            XCTAssertEqual(attribute.direction, .absolute, attribute.name)
        }
        for attribute: LayoutAttribute in [.leading, .trailing, .leadingMargin, .trailingMargin] {
            XCTAssertEqual(attribute.direction, .languageDirectional, attribute.name)
        }
        for attribute: LayoutAttribute in [.width, .centerX, .centerXWithinMargins, .top, .height, .notAnAttribute, .unknown("x")] {
            XCTAssertNil(attribute.direction, attribute.name)
        }
    }
}
