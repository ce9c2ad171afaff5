import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// UIStackView and NSStackView properties, arrangement and size-class overrides.
final class StackViewTests: XCTestCase {
    func testUIKitStackProperties() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="12.5" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="100" width="200" height="120"/>
                    <subviews>
                        <label text="Third in id order" translatesAutoresizingMaskIntoConstraints="NO" id="z-label">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                        </label>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="a-button">
                            <rect key="frame" x="0.0" y="42.5" width="200" height="30"/>
                        </button>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="m-view"/>
                    </subviews>
                    <edgeInsets key="layoutMargins" top="4" left="4" bottom="4" right="4"/>
                </stackView>
            </subviews>
            """))
        let item = try document.item("stack")
        let stack = try XCTUnwrap(item.stack)
        XCTAssertEqual(item.className, "UIStackView")
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.distribution, "fillEqually")
        XCTAssertEqual(stack.alignment, "center")
        XCTAssertEqual(stack.spacing, 12.5)
        XCTAssertTrue(stack.isBaselineRelativeArrangement)
        XCTAssertTrue(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(stack.arrangedSubviews, ["z-label", "a-button", "m-view"])
        XCTAssertEqual(try document.item("m-view").parent, "stack")
        XCTAssertTrue(try document.item("m-view").isHidden)
        XCTAssertTrue(stack.axisOverrides.isEmpty)
        XCTAssertNil(try document.item("z-label").stack)
    }

    func testUIKitStackDefaults() throws {
        let stack = try XCTUnwrap(parse(Fixture.iOSView("""
            <subviews>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </stackView>
            </subviews>
            """)).item("stack").stack)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, "fill")
        XCTAssertEqual(stack.alignment, "fill")
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertFalse(stack.isBaselineRelativeArrangement)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(stack.arrangedSubviews, [])
        XCTAssertNil(stack.stackHuggingPriority)
    }

    func testStackVariationsOverrideAxisSpacingDistributionAndAlignment() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <stackView axis="horizontal" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <subviews>
                        <view id="one"/>
                        <view id="two"/>
                    </subviews>
                    <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
                    <variation key="widthClass=regular" spacing="20" distribution="fillEqually" alignment="top"/>
                </stackView>
            </subviews>
            """))
        let stack = try XCTUnwrap(document.item("stack").stack)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.axisOverrides.value(in: .size(.compact, .regular)), .vertical)
        XCTAssertNil(stack.axisOverrides.value(in: .size(.regular, .regular)))
        XCTAssertNil(stack.axisOverrides.value(in: .size(.compact, .compact)))
        XCTAssertEqual(stack.spacingOverrides.value(in: .size(.regular, .compact)), 20)
        XCTAssertNil(stack.spacingOverrides.value(in: .size(.compact, .regular)))
        XCTAssertEqual(stack.distributionOverrides.value(in: .size(.regular, .regular)), "fillEqually")
        XCTAssertEqual(stack.alignmentOverrides.value(in: .size(.regular, .any)), "top")
        XCTAssertEqual(stack.arrangedSubviews, ["one", "two"])
        XCTAssertEqual(document.traitKeysUsed.map(\.ibKey), ["widthClass=regular", "heightClass=regular-widthClass=compact"])
    }

    func testAxisVariationOnAPlainViewIsIgnored() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <variation key="widthClass=compact" axis="vertical"/>
                </view>
            </subviews>
            """))
        XCTAssertNil(try document.item("plain").stack)
        XCTAssertEqual(document.traitKeysUsed, [])
    }

    func testAppKitGravityAreas() throws {
        let document = try parse(Fixture.macView("""
                <subviews>
                    <stackView orientation="vertical" alignment="leading" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="750" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="20" y="20" width="200" height="100"/>
                        <beginningViews>
                            <textField translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                <rect key="frame" x="-2" y="84" width="60" height="16"/>
                                <textFieldCell key="cell" title="First" id="b1-cell"/>
                            </textField>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="b2"/>
                        </beginningViews>
                        <middleViews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="m1">
                                <rect key="frame" x="0.0" y="40" width="20" height="20"/>
                            </customView>
                        </middleViews>
                        <endViews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="e1">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            </button>
                        </endViews>
                        <visibilityPriorities>
                            <integer value="1000"/>
                            <integer value="1000"/>
                            <real value="499.5"/>
                            <integer value="250"/>
                        </visibilityPriorities>
                        <customSpacing>
                            <real value="3.4028234663852886e+38"/>
                            <real value="12"/>
                            <real value="3.4028234663852886e+38"/>
                            <real value="3.4028234663852886e+38"/>
                        </customSpacing>
                    </stackView>
                </subviews>
            """))
        let item = try document.item("stack")
        let stack = try XCTUnwrap(item.stack)
        XCTAssertEqual(item.className, "NSStackView")
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.alignment, "leading")
        XCTAssertTrue(stack.detachesHiddenViews)
        XCTAssertEqual(stack.stackHuggingPriority,
                       AxisPair(horizontal: Priority(249.99998474121094), vertical: Priority(750)))
        XCTAssertEqual(stack.arrangedSubviews, ["b1", "b2", "m1", "e1"])
        XCTAssertEqual(stack.visibilityPriorities, [Priority(1000), Priority(1000), Priority(499.5), Priority(250)])
        XCTAssertEqual(stack.customSpacing, [3.4028234663852886e+38, 12, 3.4028234663852886e+38, 3.4028234663852886e+38])
        for id in ["b1", "b2", "m1", "e1"] {
            XCTAssertEqual(try document.item(id).parent, "stack", id)
            XCTAssertEqual(try document.item(id).kind, .view, id)
        }
        XCTAssertEqual(try document.item("b1").name, "First")
        // NSStackView's defaults when Interface Builder writes nothing: gravity areas, 8 points apart.
        XCTAssertEqual(stack.distribution, "gravityAreas")
        XCTAssertEqual(stack.spacing, 8)
    }

    func testAppKitStackWithDistribution() throws {
        let document = try parse(Fixture.macView("""
                <subviews>
                    <stackView distribution="fillEqually" orientation="horizontal" alignment="centerY" spacing="0.0" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="20" y="20" width="200" height="20"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="left">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            </button>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="right">
                                <rect key="frame" x="100" y="0.0" width="100" height="20"/>
                            </button>
                        </subviews>
                    </stackView>
                    <stackView orientation="horizontal" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="default-spacing">
                        <rect key="frame" x="20" y="60" width="200" height="20"/>
                    </stackView>
                </subviews>
            """))
        let stack = try XCTUnwrap(document.item("stack").stack)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, "fillEqually")
        XCTAssertEqual(stack.alignment, "centerY")
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertEqual(stack.arrangedSubviews, ["left", "right"])
        XCTAssertEqual(stack.visibilityPriorities, [])
        XCTAssertEqual(try document.item("default-spacing").stack?.spacing, 8)
    }

    func testArrangedSubviewWithoutIDUsesTheSameSyntheticIDAsItsItem() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <subviews>
                        <view id="first"/>
                        <view contentMode="scaleToFill"/>
                    </subviews>
                </stackView>
            </subviews>
            """))
        let stack = try XCTUnwrap(document.item("stack").stack)
        let children = document.allItems.filter { $0.parent == "stack" }.map(\.id)
        XCTAssertEqual(children.count, 2)
        XCTAssertEqual(stack.arrangedSubviews, children)
    }
}
