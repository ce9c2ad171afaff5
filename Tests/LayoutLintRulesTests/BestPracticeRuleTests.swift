import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// Details of the best-practice rules the documented examples do not pin down: exact messages,
/// mirrored forms, and the size classes a finding names.
final class BestPracticeRuleTests: XCTestCase {
    private let compactHeight = TraitKey(height: .compact)
    private let regularHeight = TraitKey(height: .regular)

    /// A xib whose root view "Root" holds `subviews` and `constraints`.
    private func xib(_ subviews: String, _ constraints: String, extra: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" userLabel="Root" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
        \(extra)
                </view>
            </objects>
        </document>
        """
    }

    private func view(_ id: String, _ label: String) -> String {
        #"<view contentMode="scaleToFill" userLabel="\#(label)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    }

    private func check<R: Rule>(_ rule: R.Type, _ xml: String) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: xml, path: "test.xib")
        return R().check(LintContext(document: document)).sorted(by: Finding.deterministicOrder)
    }

    // MARK: duplicate-constraint

    func testMirroredConstraintsWithAMultiplierAreDuplicates() throws {
        let findings = try check(DuplicateConstraintRule.self, xib(view("a", "A") + view("b", "B"), """
            <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="2" constant="10" id="c1"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="1:2" constant="-5" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="top" relation="greaterThanOrEqual" constant="8" id="c3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" relation="lessThanOrEqual" constant="-8" id="c4"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" relation="greaterThanOrEqual" constant="-8" id="c5"/>
            """))
        XCTAssertEqual(findings.map(\.element), ["c2", "c4"])
        XCTAssertEqual(findings.first?.message,
                       #"Constraint "B".width == 0.5*"A".width - 5 duplicates the constraint c1 at line 9 ("A".width == 2*"B".width + 10); remove one of them"#)
        XCTAssertEqual(findings.first?.sizeClasses, [])
    }

    func testDuplicatesOnlyWhereSizeClassConstantsAgree() throws {
        let findings = try check(DuplicateConstraintRule.self, xib(view("a", "A"), """
            <constraint firstItem="a" firstAttribute="height" constant="60" id="c1"/>
            <constraint firstItem="a" firstAttribute="height" constant="80" id="c2">
                <variation key="heightClass=compact" constant="60"/>
            </constraint>
            """))
        XCTAssertEqual(findings.map(\.sizeClasses), [[compactHeight]])
    }

    func testAStandardSpacingIsNotTheSameAsItsDesignTimeConstant() throws {
        let findings = try check(DuplicateConstraintRule.self, xib(view("a", "A") + view("b", "B"), """
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" symbolic="YES" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
            """))
        XCTAssertEqual(findings, [])
    }

    // MARK: arranged-view-axis-constraint

    func testTheStackAxisOfEachSizeClassDecides() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" userLabel="Stack" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>\(view("a", "A"))\(view("b", "B"))</subviews>
                <variation key="heightClass=compact" axis="horizontal"/>
            </stackView>
            """
        let findings = try check(ArrangedViewAxisConstraintRule.self, xib(stack, """
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="4" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="4" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="stack" secondAttribute="top" constant="4" priority="750" id="c3"/>
            """))
        XCTAssertEqual(findings.map(\.element), ["c1", "c2"])
        XCTAssertEqual(findings.map(\.sizeClasses), [[regularHeight], [compactHeight]])
        XCTAssertEqual(findings.first?.message, #"Constraint "B".top == "A".bottom + 4 positions "B" along the axis of stack view "Stack" (vertical), which already positions its arranged views there, so the constraint repeats or fights the arrangement; use the stack view's spacing and alignment, or constrain the stack view instead"#)
    }

    func testConstraintsToTheStacksSuperviewCountButNotToOtherViews() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" userLabel="Stack" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>\(view("a", "A"))</subviews>
            </stackView>
            \(view("badge", "Badge"))
            """
        let findings = try check(ArrangedViewAxisConstraintRule.self, xib(stack, """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="c2"/>
            """))
        XCTAssertEqual(findings.map(\.element), ["c1"])
    }

    // MARK: unreliable-baseline, fixed-width-clipping, left-right-attribute, required-content-priority

    func testFixedHeightBaselineNamesTheSizeClassOfTheHeightConstraint() throws {
        let labels = #"""
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="0" y="0" width="50" height="21"/></label>
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="60" y="0" width="50" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
                <variation key="default"><mask key="constraints"><exclude reference="h"/></mask></variation>
                <variation key="heightClass=compact"><mask key="constraints"><include reference="h"/></mask></variation>
            </label>
            """#
        let findings = try check(UnreliableBaselineRule.self, xib(labels, """
            <constraint firstItem="name" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c1"/>
            """))
        XCTAssertEqual(findings.map(\.sizeClasses), [[compactHeight]])
        XCTAssertEqual(findings.first?.message, #"Constraint "Name".firstBaseline == "Title".firstBaseline aligns the baseline of "Title", whose height is fixed by "Title".height == 40; baselines line up only while a view is at its intrinsic height"#)
    }

    func testFixedWidthOnALabelInstalledInSomeSizeClasses() throws {
        let label = #"""
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="0" y="0" width="50" height="21"/>
                <constraints><constraint firstAttribute="width" constant="50" id="w"/></constraints>
            </label>
            """#
        let extra = #"<variation key="widthClass=regular"><mask key="subviews"><exclude reference="title"/></mask></variation>"#
        let findings = try check(FixedWidthClippingRule.self, xib(label, "", extra: extra))
        XCTAssertEqual(findings.map(\.sizeClasses), [[TraitKey(width: .compact)]])
        XCTAssertEqual(findings.first?.message, #"Fixed width constraints may cause clipping. "Title".width == 50 fixes the width of a label whose text sets its intrinsic width; use >= or <=, or let the text size it"#)
    }

    func testAWrappingLabelMayHaveAFixedWidth() throws {
        let labels = #"""
            <label text="Wraps" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wraps">
                <rect key="frame" x="0" y="0" width="50" height="42"/>
                <constraints><constraint firstAttribute="width" constant="50" id="w1"/></constraints>
            </label>
            <label text="Two lines" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                <rect key="frame" x="0" y="50" width="50" height="42"/>
                <constraints><constraint firstAttribute="width" constant="50" id="w2"/></constraints>
            </label>
            """#
        let document = try DocumentLoader.parse(text: xib(labels, ""), path: "test.xib")
        XCTAssertEqual(document.scenes.first?.items.map(\.numberOfLines), [1, 0, 2])
        XCTAssertEqual(try check(FixedWidthClippingRule.self, xib(labels, "")).map(\.element), ["w2"])
    }

    func testAnEditableAppKitFieldMayHaveAFixedWidth() throws {
        let xml = #"""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
                            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="18" y="60" width="100" height="16"/>
                                <constraints><constraint firstAttribute="width" constant="100" id="w1"/></constraints>
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="cell1"/>
                            </textField>
                            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                <rect key="frame" x="124" y="57" width="100" height="21"/>
                                <constraints><constraint firstAttribute="width" constant="100" id="w2"/></constraints>
                                <textFieldCell key="cell" scrollable="YES" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="cell2"/>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """#
        let document = try DocumentLoader.parse(text: xml, path: "test.xib")
        XCTAssertEqual(document.scenes.first?.items.map(\.isEditable), [false, false, true])
        XCTAssertEqual(try check(FixedWidthClippingRule.self, xml).map(\.element), ["w1"])
    }

    func testMixedDirectionsAreLeftToInvalidConstraint() throws {
        let findings = try check(LeftRightAttributeRule.self, xib(view("a", "A"), """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="left" id="c1"/>
            <constraint firstItem="a" firstAttribute="rightMargin" secondItem="root" secondAttribute="right" id="c2"/>
            """))
        XCTAssertEqual(findings.map(\.message), [#"Constraint "A".rightMargin == "Root".right uses left/right, which do not flip for right-to-left languages; replace rightMargin with trailingMargin and right with trailing unless the layout must not mirror"#])
    }

    func testEveryRequiredContentPriorityOfAViewInOneFinding() throws {
        let button = #"<button horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="50" height="30"/><state key="normal" title="Done"/></button>"#
        let findings = try check(RequiredContentPriorityRule.self, xib(button, ""))
        XCTAssertEqual(findings.map(\.message), [#""Done" has required horizontal content hugging, horizontal compression resistance and vertical compression resistance priorities (1000); use 999, so the view can give way instead of making the layout unsatisfiable"#])
    }

    /// Inside a misplaced view the canvas lays subviews out in the stored frame, where two labels
    /// that the run time squeezes still fit: the tie of their compression resistances is read from
    /// the run-time solution, so the finding keeps Interface Builder's fix-it wording.
    func testContentPriorityTieInsideAMisplacedViewIsJudgedAtRunTime() throws {
        let labels = [("a", "First", 0.0), ("b", "Second", 150.0)].map { id, text, x in
            #"<label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="\#(x)" y="0" width="150" height="20"/></label>"#
        }.joined()
        let row = #"<view contentMode="scaleToFill" misplaced="YES" userLabel="Row" translatesAutoresizingMaskIntoConstraints="NO" id="row"><rect key="frame" x="10" y="10" width="300" height="20"/><subviews>\#(labels)</subviews></view>"#
        let constraints = [
            #"<constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r1"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="20" id="r2"/>"#,
            #"<constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="r3"/>"#,
            #"<constraint firstItem="a" firstAttribute="leading" secondItem="row" secondAttribute="leading" id="l1"/>"#,
            #"<constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="l2"/>"#,
            #"<constraint firstItem="row" firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="l3"/>"#,
            #"<constraint firstItem="a" firstAttribute="top" secondItem="row" secondAttribute="top" id="l4"/>"#,
            #"<constraint firstItem="b" firstAttribute="top" secondItem="row" secondAttribute="top" id="l5"/>"#,
            #"<constraint firstItem="row" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="l6"/>"#,
        ].joined()
        // The row is 280 wide at run time (320 less 20 on each side), stored 300: the labels need
        // 300 and are squeezed by 20 at run time, not on the canvas.
        let findings = try check(EqualPriorityConflictRule.self, xib(row, constraints))
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.hasPrefix("Content Priority Ambiguity: Set horizontal compression resistance priority of") ?? false,
                      findings.first?.message ?? "no finding")
    }
}
