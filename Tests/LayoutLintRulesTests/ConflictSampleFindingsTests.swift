import Foundation
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintSourceCode
import LayoutLintTestSupport
import XCTest

/// Golden findings of the samples of the conflict rules: every line of UIKit's console block.
final class ConflictSampleFindingsTests: XCTestCase {
    private func findings(_ sample: String) throws -> [String] {
        let url = RuleDocumentationTests.packageRoot.appendingPathComponent("SampleStoryboards/\(sample)")
        let document = try DocumentLoader.load(path: url.path)
        return Linter(sources: SourceCodeReader()).lint(document).map { finding in
            let sizeClasses = finding.sizeClasses.isEmpty ? "" : " {\(finding.sizeClasses.map(\.description).joined(separator: "; "))}"
            return "\(finding.location.line):\(finding.location.column) \(finding.severity.rawValue) [\(finding.ruleID)] \(finding.element ?? "-")\(sizeClasses) \(finding.message)"
        }
    }

    func testUnsatisfiableConstraintsSample() throws {
        let header = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            """
        XCTAssertEqual(try findings("unsatisfiable-constraints.storyboard"), [
            "26:37 error [unsatisfiable-constraints] Uns-pf-c02 " + header + """

                (
                    "<NSLayoutConstraint:Uns-pf-c01 UIView:Uns-pf-Avt'Avatar'.width == 64   (active)>",
                    "<NSLayoutConstraint:Uns-pf-c02 UIView:Uns-pf-Avt'Avatar'.height == UIView:Uns-pf-Avt'Avatar'.width   (active)>",
                    "<NSLayoutConstraint:Uns-pf-c03 UIView:Uns-pf-Avt'Avatar'.height == 80   (active)>"
                )

                Will attempt to recover by breaking constraint 
                <NSLayoutConstraint:Uns-pf-c02 UIView:Uns-pf-Avt'Avatar'.height == UIView:Uns-pf-Avt'Avatar'.width   (active)>

                Where they are (Interface Builder ids stand in for the pointers):
                    Uns-pf-c01  unsatisfiable-constraints.storyboard:25  "Avatar".width == 64
                    Uns-pf-c02  unsatisfiable-constraints.storyboard:26  "Avatar".height == "Avatar".width
                    Uns-pf-c03  unsatisfiable-constraints.storyboard:27  "Avatar".height == 80

                Fix: lower the priority of "Avatar".height == "Avatar".width (id Uns-pf-c02, line 26) to 999 so it gives way, or remove it or another of the constraints in the list.
                """,
            "41:29 error [unsatisfiable-constraints] Uns-pf-c06 " + header + """

                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
                (
                    "<NSAutoresizingMaskLayoutConstraint:Uns-pf-Bnr h=-&- v=--& UIView:Uns-pf-Bnr'Promo Banner'.height == 50   (active)>",
                    "<NSLayoutConstraint:Uns-pf-c06 UIView:Uns-pf-Bnr'Promo Banner'.height == 60   (active)>"
                )

                Will attempt to recover by breaking constraint 
                <NSLayoutConstraint:Uns-pf-c06 UIView:Uns-pf-Bnr'Promo Banner'.height == 60   (active)>

                Where they are (Interface Builder ids stand in for the pointers):
                    Uns-pf-Bnr  unsatisfiable-constraints.storyboard:30  "Promo Banner".height == 50 (autoresizing mask h=-&- v=--&, translated into constraints)
                    Uns-pf-c06  unsatisfiable-constraints.storyboard:41  "Promo Banner".height == 60

                Fix: "Promo Banner" (id Uns-pf-Bnr, line 30) still translates its autoresizing mask into constraints; set translatesAutoresizingMaskIntoConstraints = NO (in Interface Builder, give it constraints instead of an autoresizing mask), or remove the constraints that place it.
                """,
        ])
    }

    func testEqualPriorityConflictSample() throws {
        XCTAssertEqual(try findings("equal-priority-conflict.xib"), [
            #"13:17 warning [equal-priority-conflict] Epc-st-Nam Content Priority Ambiguity: Set horizontal hugging priority of "Name" to 252. "Name" and "Jane Appleseed" have the same horizontal content hugging priority (251), so which one grows beyond its content is undetermined."#,
        ])
    }

    /// The same ties as Xcode saves them: one label stored stretched, one truncated, and a label
    /// truncated beside a button. The stored
    /// frames show no slack; the measured text widths do.
    func testEqualPriorityConflictSampleAsXcodeSavesIt() throws {
        XCTAssertEqual(try findings("equal-priority-conflict-saved.xib"), [
            #"16:17 warning [equal-priority-conflict] Eps-rw-Nam Content Priority Ambiguity: Set horizontal hugging priority of "Name" to 252. "Name" and "Jane Appleseed" have the same horizontal content hugging priority (251), so which one grows beyond its text is undetermined: their texts measure 45 and 122 points and the row, laid out at 45 and 290, is wider than both by more than measurement error."#,
            #"28:17 warning [equal-priority-conflict] Eps-rw-Ttl Content Priority Ambiguity: Set horizontal compression resistance priority of "Notifications and Sounds" to 751. "Notifications and Sounds" and "Every day at eight in the morning" have the same horizontal compression resistance priority (750), so which one is truncated is undetermined: their texts measure 190 and 250 points and the row, laid out at 83.5 and 251.5, is narrower than both by more than measurement error."#,
            #"40:17 warning [equal-priority-conflict] Eps-rw-Nws Content Priority Ambiguity: Set horizontal compression resistance priority of "Receive our weekly newsletter by email" to 751. "Receive our weekly newsletter by email" and "Subscribe" have the same horizontal compression resistance priority (750), so which one is truncated is undetermined: their texts measure 298.5 and 69.5 points and the row, laid out at 265.5 and 69.5, is narrower than both by more than measurement error."#,
        ])
    }

    /// The system constraints of a conflict are written in UIKit's notation, the id of the view they
    /// belong to in place of the pointer.
    func testSystemConstraintsInUIKitNotation() throws {
        let xml = sceneDocument(width: 320, height: 100, toolsVersion: nil, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="12" userLabel="Buttons" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="10" y="10" width="300" height="44"/>
                <subviews>
                    <view contentMode="scaleToFill" userLabel="Cancel" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                        <rect key="frame" x="0.0" y="0.0" width="144" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="144" id="w1"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" userLabel="Save" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                        <rect key="frame" x="156" y="0.0" width="144" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="150" id="w2"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="10" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            """)
        let document = try DocumentLoader.parse(text: xml, path: "stack.xib")
        let messages = UnsatisfiableConstraintsRule().check(LintContext(document: document)).map(\.message)
        XCTAssertEqual(messages.count, 1)
        let entries = messages.first?.split(separator: "\n").filter { $0.hasPrefix("    \"<") }.map(String.init) ?? []
        XCTAssertEqual(entries, [
            #"    "<NSLayoutConstraint:root 'UIView-Encapsulated-Layout-Width' UIView:root.width == 320   (active)>","#,
            #"    "<NSLayoutConstraint:stack 'UISV-canvas-connection' UIStackView:stack'Buttons'.leading == UIView:cancel'Cancel'.leading   (active)>","#,
            #"    "<NSLayoutConstraint:stack 'UISV-canvas-connection' UIStackView:stack'Buttons'.trailing == UIView:save'Save'.trailing   (active)>","#,
            #"    "<NSLayoutConstraint:stack 'UISV-spacing' UIView:save'Save'.leading == UIView:cancel'Cancel'.trailing + 12   (active)>","#,
            #"    "<NSLayoutConstraint:w1 UIView:cancel'Cancel'.width == 144   (active)>","#,
            #"    "<NSLayoutConstraint:w2 UIView:save'Save'.width == 150   (active)>","#,
            #"    "<NSLayoutConstraint:c1 H:|-(10)-[UIStackView:stack'Buttons']   (active, names: '|':UIView:root )>","#,
            #"    "<NSLayoutConstraint:c2 H:[UIStackView:stack'Buttons']-(10)-|   (active, names: '|':UIView:root )>""#,
        ])
    }
}

/// What the equal-priority rule leaves alone, and how names with line breaks are written.
final class ConflictRuleEdgeTests: XCTestCase {
    private func document(_ body: String) throws -> LayoutLintModel.Document {
        try DocumentLoader.parse(text: """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            \(body)
                    </view>
                </objects>
            </document>
            """, path: "edge.xib")
    }

    /// Two labels of a Fill stack view, both hugging at 251, in a stack wider than their texts.
    private let stackedLabels = """
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="16" y="12" width="288" height="20"/>
                            <subviews>
                                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="0.0" y="0.0" width="42" height="20"/>
                                </label>
                                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two&#10;lines" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                                    <rect key="frame" x="50" y="0.0" width="34" height="20"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c2"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c3"/>
                    </constraints>
        """

    func testAConflictThroughTheRootSizeSaysItDependsOnTheDevice() throws {
        let pinned = #"""
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstItem="bar" firstAttribute="height" constant="44" id="c4"/>
                        <constraint firstItem="bar" firstAttribute="width" constant="375" id="c5"/>
                        <constraint firstItem="bar" firstAttribute="height" constant="40" id="c6"/>
                    </constraints>
        """#
        let findings = UnsatisfiableConstraintsRule().check(LintContext(document: try document(pinned)))
        let messages = findings.map(\.message)
        XCTAssertEqual(messages.count, 2)
        let device = messages.filter { $0.contains("The root view's size (320 × 44 pt as stored) is part of this conflict") }
        XCTAssertEqual(device.count, 1, "375 wide on a 320 root depends on the root's size; 44 == 40 does not")
        XCTAssertTrue(device.first?.contains("(id c5, line") == true)
        XCTAssertFalse(device.first?.contains("screen") == true, "a xib's freeform root is sized by its container, not a screen")
        // The stored size may not be the one its container gives: a warning. 44 == 40 is certain.
        XCTAssertEqual(findings.map { $0.message.contains("as stored) is part") ? "root" : "any" }.sorted(),
                       ["any", "root"])
        for finding in findings {
            XCTAssertEqual(finding.severity, finding.message.contains("as stored) is part") ? .warning : .error)
        }
    }

    func testABaselineConflictWithinTheBaselineEstimateIsNotReported() throws {
        // A label and a button with equal first baselines, their tops 3 points apart: whether
        // that holds depends on font metrics layoutlint only estimates, so it is not an error.
        // 40 points apart it cannot hold with any font.
        func rows(_ gap: Int) -> String {
            #"""
                    <subviews>
                        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="0.0" y="11" width="60" height="21"/>
                        </label>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="100" y="8" width="60" height="30"/>
                            <state key="normal" title="Edit"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c2"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(8 + gap)" id="c3"/>
                        <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c4"/>
                        <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="button" secondAttribute="firstBaseline" id="c5"/>
                    </constraints>
            """#
        }
        XCTAssertEqual(UnsatisfiableConstraintsRule().check(LintContext(document: try document(rows(3)))).map(\.message), [])
        let far = UnsatisfiableConstraintsRule().check(LintContext(document: try document(rows(40)))).map(\.message)
        XCTAssertEqual(far.count, 1)
        XCTAssertTrue(far.first?.contains("(id c5, line") == true, far.first ?? "")
    }

    func testAConflictWithTheScreenNamesTheOtherScreensItHappensOn() throws {
        // A 390-point bar pinned to both edges of an iPhone 8's 375-point screen: of the other
        // iPhone screens in portrait only the 390-point one (iPhone 12 to 14) fits it.
        let storyboard = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                                        <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                                        <constraint firstItem="bar" firstAttribute="height" constant="44" id="c4"/>
                                        <constraint firstItem="bar" firstAttribute="width" constant="390" id="c5"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """#
        let document = try DocumentLoader.parse(text: storyboard, path: "Screen.storyboard")
        let messages = UnsatisfiableConstraintsRule().check(LintContext(document: document)).map(\.message)
        XCTAssertEqual(messages.count, 1)
        let message = try XCTUnwrap(messages.first)
        XCTAssertTrue(message.contains("The screen is part of this conflict (the root view's size or its safe area, here 375 × 667 pt). "
            + "Solved on the 10 other screens of this size class, it also conflicts on 320 × 568 (iPhone SE (1st generation)), "), message)
        XCTAssertTrue(message.hasSuffix("; it does not on 390 × 844 (iPhone 14, 13, 12)."), message)
    }

    func testAStackViewSettlesItsArrangedViewsTies() throws {
        let context = LintContext(document: try document(stackedLabels))
        XCTAssertEqual(EqualPriorityConflictRule().check(context).map(\.message), [])
    }

    func testLineBreaksInNamesAreEscapedInTheConsoleWording() throws {
        let body = stackedLabels.replacingOccurrences(of: #"<constraint firstItem="stack" firstAttribute="top""#,
                                                      with: #"<constraint firstItem="value" firstAttribute="width" constant="60" id="c4"/><constraint firstItem="value" firstAttribute="width" constant="70" id="c5"/><constraint firstItem="stack" firstAttribute="top""#)
        let messages = UnsatisfiableConstraintsRule().check(LintContext(document: try document(body))).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains(#"UILabel:value'Two\nlines'.width == 60   (active)>"#) == true, messages.first ?? "")
    }
}
