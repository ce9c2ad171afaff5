import LayoutLintInput
import LayoutLintModel
import XCTest

/// `<constraint>` elements: every attribute, every form Interface Builder writes, and broken ones.
final class ConstraintTests: XCTestCase {
    private let fixture = Fixture.iOSView("""
        <subviews>
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="79" width="42" height="21"/>
                <constraints>
                    <constraint firstAttribute="width" constant="120" id="label-width"/>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" secondAttribute="notAnAttribute" constant="21" id="label-height"/>
                </constraints>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="120" width="100" height="56"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="16:9" id="box-ratio"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="implicit"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="explicit"/>
            <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/3" id="m-fraction"/>
            <constraint firstItem="box" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.25" id="m-decimal"/>
            <constraint firstItem="root" firstAttribute="width" secondItem="box" secondAttribute="width" multiplier="4" id="m-integer"/>
            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="abc" id="m-invalid"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" multiplier="1:0" id="m-zero"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="-12.5" id="c-negative"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="label" secondAttribute="leading" constant="0.5" id="c-fraction"/>
            <constraint firstItem="box" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="safe" secondAttribute="bottom" priority="750" id="p-750"/>
            <constraint firstItem="label" firstAttribute="top" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="top" priority="999" id="p-999"/>
            <constraint firstItem="label" firstAttribute="centerY" relation="approximately" secondItem="box" secondAttribute="centerY" id="r-unknown"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" symbolic="YES" id="symbolic"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" placeholder="YES" id="placeholder"/>
            <constraint firstItem="label" firstAttribute="baseline" secondItem="box" secondAttribute="firstBaseline" identifier="title-baseline" userLabel="Title Baseline" id="baseline"/>
            <constraint firstItem="label" firstAttribute="topMargin" secondItem="box" secondAttribute="bottomMargin" id="margins-v"/>
            <constraint firstItem="label" firstAttribute="centerXWithinMargins" secondItem="box" secondAttribute="centerYWithinMargins" id="margins-center"/>
            <constraint firstItem="label" firstAttribute="leftMargin" secondItem="box" secondAttribute="rightMargin" id="margins-h"/>
            <constraint firstItem="label" firstAttribute="left" secondItem="box" secondAttribute="right" id="absolute"/>
            <constraint firstItem="box" firstAttribute="height" constant="wide" priority="high" id="unreadable"/>
            <constraint firstItem="box" firstAttribute="diagonal" secondItem="label" secondAttribute="lastBaseline" id="unknown-attribute"/>
            <constraint firstItem="box" firstAttribute="width" secondAttribute="width" constant="10" id="second-without-item"/>
            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" id="second-without-attribute"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="1e2" priority="249.99998474121094" id="scientific"/>
        </constraints>
        """)

    private var document: Document!

    override func setUpWithError() throws {
        document = try parse(fixture)
    }

    func testConstraintsAreKeptInDocumentOrder() throws {
        let ids = try XCTUnwrap(document.scenes.first).constraints.map(\.id)
        XCTAssertEqual(ids.prefix(4), ["label-width", "label-height", "box-ratio", "implicit"])
        XCTAssertEqual(ids.last, "scientific")
        XCTAssertEqual(ids.count, 27)
    }

    func testImplicitFirstItemIsTheOwner() throws {
        let constraint = try document.constraint("implicit")
        XCTAssertEqual(constraint.owner, "root")
        XCTAssertTrue(constraint.firstItemWasImplicit)
        XCTAssertEqual(constraint.first, Anchor(item: "root", attribute: .trailing))
        XCTAssertEqual(constraint.second, Anchor(item: "label", attribute: .trailing))
        XCTAssertEqual(constraint.constant, 20)
    }

    func testExplicitConstraintWithDefaults() throws {
        let constraint = try document.constraint("explicit")
        XCTAssertEqual(constraint.owner, "root")
        XCTAssertFalse(constraint.firstItemWasImplicit)
        XCTAssertEqual(constraint.first, Anchor(item: "label", attribute: .leading))
        XCTAssertEqual(constraint.second, Anchor(item: "root", attribute: .leadingMargin))
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertEqual(constraint.multiplier, Multiplier.one)
        XCTAssertNil(constraint.multiplier.written)
        XCTAssertEqual(constraint.multiplier.value, 1)
        XCTAssertEqual(constraint.constant, 0)
        XCTAssertEqual(constraint.priority, Priority(1000))
        XCTAssertTrue(constraint.priority.isRequired)
        XCTAssertFalse(constraint.isSymbolic)
        XCTAssertFalse(constraint.isPlaceholder)
        XCTAssertNil(constraint.identifier)
        XCTAssertNil(constraint.userLabel)
        XCTAssertEqual(constraint.unreadable, [:])
        XCTAssertTrue(constraint.constantOverrides.isEmpty)
        XCTAssertTrue(constraint.installation.isEmpty)
    }

    func testConstantOnlySizeConstraintsAreOwnedByTheirView() throws {
        let width = try document.constraint("label-width")
        XCTAssertEqual(width.owner, "label")
        XCTAssertTrue(width.firstItemWasImplicit)
        XCTAssertEqual(width.first, Anchor(item: "label", attribute: .width))
        XCTAssertNil(width.second)
        XCTAssertEqual(width.constant, 120)
        XCTAssertEqual(width.unreadable, [:])
        let height = try document.constraint("label-height")
        XCTAssertNil(height.second)
        XCTAssertEqual(height.relation, .greaterThanOrEqual)
        XCTAssertEqual(height.unreadable, [:], "secondAttribute=\"notAnAttribute\" is the normal spelling of no second item")
    }

    func testMultiplierForms() throws {
        func multiplier(_ id: String) throws -> Multiplier { try document.constraint(id).multiplier }
        XCTAssertEqual(try multiplier("box-ratio").written, "16:9")
        XCTAssertEqual(try XCTUnwrap(multiplier("box-ratio").value), 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertEqual(try document.constraint("box-ratio").owner, "box")
        XCTAssertEqual(try document.constraint("box-ratio").second, Anchor(item: "box", attribute: .height))
        XCTAssertEqual(try XCTUnwrap(multiplier("m-fraction").value), 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(try multiplier("m-fraction").written, "1/3")
        XCTAssertEqual(try multiplier("m-decimal"), Multiplier(written: "0.25", value: 0.25))
        XCTAssertEqual(try multiplier("m-integer"), Multiplier(written: "4", value: 4))
        XCTAssertEqual(try multiplier("m-invalid"), Multiplier(written: "abc", value: nil))
        XCTAssertEqual(try multiplier("m-zero"), Multiplier(written: "1:0", value: nil))
    }

    func testConstants() throws {
        XCTAssertEqual(try document.constraint("c-negative").constant, -12.5)
        XCTAssertEqual(try document.constraint("c-fraction").constant, 0.5)
        XCTAssertEqual(try document.constraint("scientific").constant, 100)
    }

    func testPriorities() throws {
        XCTAssertEqual(try document.constraint("p-750").priority, Priority(750))
        XCTAssertEqual(try document.constraint("p-999").priority, Priority(999))
        XCTAssertFalse(try document.constraint("p-999").priority.isRequired)
        XCTAssertEqual(try document.constraint("scientific").priority.rawValue, 249.99998474121094)
    }

    func testRelations() throws {
        XCTAssertEqual(try document.constraint("p-750").relation, .lessThanOrEqual)
        XCTAssertEqual(try document.constraint("p-999").relation, .greaterThanOrEqual)
        let unknown = try document.constraint("r-unknown")
        XCTAssertEqual(unknown.relation, .equal)
        XCTAssertEqual(unknown.unreadable, ["relation": "approximately"])
    }

    func testFlagsIdentifierAndLabel() throws {
        XCTAssertTrue(try document.constraint("symbolic").isSymbolic)
        XCTAssertFalse(try document.constraint("symbolic").isPlaceholder)
        XCTAssertTrue(try document.constraint("placeholder").isPlaceholder)
        XCTAssertEqual(try document.constraint("placeholder").constant, 20)
        let baseline = try document.constraint("baseline")
        XCTAssertEqual(baseline.identifier, "title-baseline")
        XCTAssertEqual(baseline.userLabel, "Title Baseline")
    }

    func testAttributeNames() throws {
        let baseline = try document.constraint("baseline")
        XCTAssertEqual(baseline.first, Anchor(item: "label", attribute: .lastBaseline))
        XCTAssertEqual(baseline.second, Anchor(item: "box", attribute: .firstBaseline))
        XCTAssertEqual(try document.constraint("margins-v").first.attribute, .topMargin)
        XCTAssertEqual(try document.constraint("margins-v").second?.attribute, .bottomMargin)
        XCTAssertEqual(try document.constraint("margins-center").first.attribute, .centerXWithinMargins)
        XCTAssertEqual(try document.constraint("margins-center").second?.attribute, .centerYWithinMargins)
        XCTAssertEqual(try document.constraint("margins-h").first.attribute, .leftMargin)
        XCTAssertEqual(try document.constraint("margins-h").second?.attribute, .rightMargin)
        XCTAssertEqual(try document.constraint("absolute").first.attribute, .left)
        XCTAssertEqual(try document.constraint("absolute").second?.attribute, .right)
        XCTAssertEqual(try document.constraint("m-invalid").first.attribute, .centerX)
        XCTAssertEqual(try document.constraint("unknown-attribute").first.attribute, .unknown("diagonal"))
        XCTAssertEqual(try document.constraint("unknown-attribute").second?.attribute, .lastBaseline)
    }

    func testUnreadableValuesAreRecordedAndDefaulted() throws {
        let constraint = try document.constraint("unreadable")
        XCTAssertEqual(constraint.unreadable, ["constant": "wide", "priority": "high"])
        XCTAssertEqual(constraint.constant, 0)
        XCTAssertEqual(constraint.priority, .required)
        XCTAssertNil(constraint.second)
    }

    func testSecondAttributeWithoutSecondItem() throws {
        let constraint = try document.constraint("second-without-item")
        XCTAssertNil(constraint.second)
        XCTAssertEqual(constraint.unreadable, ["secondAttribute": "width"])
        let missingAttribute = try document.constraint("second-without-attribute")
        XCTAssertEqual(missingAttribute.second, Anchor(item: "root", attribute: .unknown("")))
    }

    func testGuideAsConstraintItem() throws {
        XCTAssertEqual(try document.constraint("p-750").second, Anchor(item: "safe", attribute: .bottom))
    }

    func testMissingFirstAttributeAndID() throws {
        let document = try parse(Fixture.iOSView("""
            <constraints>
                <constraint firstItem="root" secondItem="safe" secondAttribute="top"/>
            </constraints>
            """))
        let constraint = try XCTUnwrap(document.scenes.first?.constraints.first)
        XCTAssertEqual(constraint.first, Anchor(item: "root", attribute: .unknown("")))
        XCTAssertEqual(constraint.id, "constraint@\(constraint.location.line)")
    }

    func testAppKitConstraintsInAXib() throws {
        let document = try parse(Fixture.macView("""
                <subviews>
                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="18" y="234" width="100" height="16"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" symbolic="YES" id="mac-leading"/>
                    <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" priority="249.99998474121094" id="mac-top"/>
                </constraints>
            """), path: "Mac.xib")
        let leading = try document.constraint("mac-leading")
        XCTAssertEqual(leading.owner, "root")
        XCTAssertTrue(leading.isSymbolic)
        XCTAssertEqual(leading.constant, 20)
        XCTAssertEqual(try document.constraint("mac-top").priority, Priority(249.99998474121094))
        XCTAssertEqual(document.scenes.first?.constraints.count, 2)
    }
}
