import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// Findings that rest on what the file does not fix: a tie whose squeeze Xcode's stored frames do
/// not show (layoutlint's baselines and intrinsic sizes), and a conflict through the stored frame
/// of a split view's pane, which the split view sets from its dividers at run time.
final class StoredFrameCertaintyTests: XCTestCase {
    private func findings<R: Rule>(_ xml: String, rule: R) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: xml, path: "test.xib")
        return rule.check(LintContext(document: document)).sorted(by: Finding.deterministicOrder)
    }

    /// A first-baseline row 22 points tall: a label (in a plain view) and a text view, both stored
    /// 22 tall at its top. layoutlint's baselines push the text view down, so the two compression
    /// resistances at 750 tie; Xcode's frames hold every constraint of the tie (the baselines within
    /// layoutlint's baseline error), so it is a note that names the estimates.
    private let baselineRow = sceneDocument(width: 343, height: 100,
                                            documentAttributes: #"propertyAccessControl="none" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#,
                                            device: "retina6_1", appearance: "light", subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
            <rect key="frame" x="0.0" y="0.0" width="343" height="22"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wrap" userLabel="Wrap">
                    <rect key="frame" x="0.0" y="0.0" width="65" height="22"/>
                    <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="251" text="What's New" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="Badge">
                                <rect key="frame" x="0.0" y="0.0" width="65" height="22"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="65" id="badge-width"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="badge" firstAttribute="top" secondItem="wrap" secondAttribute="top" id="w1"/>
                        <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" id="w2"/>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="wrap" secondAttribute="leading" id="w3"/>
                        <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" id="w4"/>
                    </constraints>
                </view>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Version Notes" textAlignment="natural" selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="notes" userLabel="Notes">
                    <rect key="frame" x="75" y="0.0" width="268" height="22"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="22" id="row-height"/>
            </constraints>
        </stackView>
        """, constraints: """
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r3"/>
        """, rootContent: """
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        """)

    func testATieXcodesFramesDoNotShowIsANoteThatNamesTheEstimates() throws {
        let ties = try findings(baselineRow, rule: EqualPriorityConflictRule())
        XCTAssertEqual(ties.count, 1, "\(ties.map(\.message))")
        XCTAssertEqual(ties.first?.severity, .note)
        XCTAssertTrue(ties.first?.message.contains("This tie rests on layoutlint's estimates") ?? false, "\(ties.map(\.message))")
        XCTAssertTrue(ties.first?.message.contains("baselines within 5") ?? false, "\(ties.map(\.message))")
    }

    /// A pane (autoresizing mask kept) stored 103 tall with a minimum height of 120 inside: in an
    /// NSSplitView the divider moves, so a warning; in a plain view the mask holds it, an error.
    private func pane(in container: String) -> String {
        sceneDocument(.macXib, width: 550, height: 400, documentAttributes: #"propertyAccessControl="none""#, subviews: """
            <\(container) translatesAutoresizingMaskIntoConstraints="NO" id="split">
                <rect key="frame" x="20" y="20" width="510" height="289"/>
                <subviews>
                    <customView id="pane" userLabel="Pane">
                        <rect key="frame" x="0.0" y="0.0" width="510" height="103"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <constraints>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="120" id="pane-min"/>
                        </constraints>
                    </customView>
                    <customView id="other" userLabel="Other">
                        <rect key="frame" x="0.0" y="112" width="510" height="177"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </customView>
                </subviews>
            </\(container)>
            """, constraints: """
            <constraint firstItem="split" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="split" secondAttribute="trailing" constant="20" id="s2"/>
            <constraint firstItem="split" firstAttribute="top" secondItem="root" secondAttribute="top" constant="91" id="s3"/>
            <constraint firstAttribute="bottom" secondItem="split" secondAttribute="bottom" constant="20" id="s4"/>
            """)
    }

    func testAConflictThroughASplitViewPanesStoredFrameIsAWarning() throws {
        let split = try findings(pane(in: "splitView"), rule: UnsatisfiableConstraintsRule())
        XCTAssertEqual(split.map(\.severity), [.warning])
        XCTAssertTrue(split.first?.message.contains("it is a pane of a split view") ?? false, "\(split.map(\.message))")
        let plain = try findings(pane(in: "customView"), rule: UnsatisfiableConstraintsRule())
        XCTAssertEqual(plain.map(\.severity), [.error])
    }

    /// A view-based table's cell view stored 29 wide in a column 24 wide, holding a 20-point
    /// view 2 points from each edge. The table gives the cell view its column's width at run
    /// time, so 2 + 20 + 2 against the stored 29 is a warning. With `widthOfCell`, the view is
    /// as wide as the cell view instead, which no width of the cell view satisfies: an error.
    private func tableCellView(widthOfCell: Bool) -> String {
        let width = widthOfCell
            ? #"<constraint firstItem="avatar" firstAttribute="width" secondItem="cellView" secondAttribute="width" id="a5"/>"#
            : ""
        return sceneDocument(.macXib, width: 200, height: 100, documentAttributes: #"propertyAccessControl="none""#, subviews: """
            <scrollView autohidesScrollers="YES" horizontalLineScroll="26" horizontalPageScroll="10" verticalLineScroll="26" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <clipView key="contentView" id="clip">
                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" rowHeight="24" rowSizeStyle="automatic" viewBased="YES" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableColumns>
                                <tableColumn identifier="avatar" width="24" minWidth="24" maxWidth="1000" id="column">
                                    <prototypeCellViews>
                                        <tableCellView identifier="avatar" misplaced="YES" id="cellView" userLabel="Avatar Cell">
                                            <rect key="frame" x="1" y="1" width="29" height="24"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <subviews>
                                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="avatar" userLabel="Avatar">
                                                    <rect key="frame" x="2" y="2" width="20" height="20"/>
                                                    <constraints>
                                                        \(widthOfCell ? "" : #"<constraint firstAttribute="width" constant="20" id="avatar-width"/>"#)
                                                        <constraint firstAttribute="height" constant="20" id="avatar-height"/>
                                                    </constraints>
                                                </customView>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="avatar" firstAttribute="leading" secondItem="cellView" secondAttribute="leading" constant="2" id="a1"/>
                                                <constraint firstAttribute="trailing" secondItem="avatar" secondAttribute="trailing" constant="2" id="a2"/>
                                                <constraint firstItem="avatar" firstAttribute="top" secondItem="cellView" secondAttribute="top" constant="2" id="a3"/>
                                                <constraint firstAttribute="bottom" secondItem="avatar" secondAttribute="bottom" constant="2" id="a4"/>
                                                \(width)
                                            </constraints>
                                        </tableCellView>
                                    </prototypeCellViews>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s2"/>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s3"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
            """)
    }

    func testAConflictThroughATableCellViewsStoredWidthIsAWarning() throws {
        let stored = try findings(tableCellView(widthOfCell: false), rule: UnsatisfiableConstraintsRule())
        XCTAssertEqual(stored.map(\.severity), [.warning], "\(stored.map(\.message))")
        XCTAssertTrue(stored.first?.message.contains("its table view sets it to its column's width") ?? false, "\(stored.map(\.message))")
        // 2 + w + 2 = w: no column width satisfies it.
        let always = try findings(tableCellView(widthOfCell: true), rule: UnsatisfiableConstraintsRule())
        XCTAssertEqual(always.map(\.severity), [.error], "\(always.map(\.message))")
    }

    /// A vertical NSStackView with equal spacing holding two fields, the last one also tied
    /// `bottomGap` above the stack's bottom. layoutlint holds the last view at the stack's end,
    /// which AppKit documents as required only for its fill distributions: a warning.
    private func equalSpacingStack(distribution: String) -> String {
        sceneDocument(.macXib, width: 200, height: 100, documentAttributes: #"propertyAccessControl="none""#, subviews: """
            <stackView distribution="\(distribution)" orientation="vertical" alignment="centerX" spacing="0.0" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="Stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="top" userLabel="Top">
                        <rect key="frame" x="50" y="60" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="top-width"/>
                            <constraint firstAttribute="height" constant="40" id="top-height"/>
                        </constraints>
                    </customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="bottom" userLabel="Bottom">
                        <rect key="frame" x="50" y="4" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="bottom-width"/>
                            <constraint firstAttribute="height" constant="20" id="bottom-height"/>
                        </constraints>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="4" id="gap"/>
                </constraints>
                <visibilityPriorities>
                    <integer value="1000"/>
                    <integer value="1000"/>
                </visibilityPriorities>
                <customSpacing>
                    <real value="3.4028234663852886e+38"/>
                    <real value="3.4028234663852886e+38"/>
                </customSpacing>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s3"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="s4"/>
            """)
    }

    func testAConflictWithTheEdgeOfAnEqualSpacingStackIsAWarning() throws {
        let spaced = try findings(equalSpacingStack(distribution: "equalSpacing"), rule: UnsatisfiableConstraintsRule())
        XCTAssertEqual(spaced.map(\.severity), [.warning], "\(spaced.map(\.message))")
        XCTAssertTrue(spaced.first?.message.contains("documents that hold as required only for a stack view that fills") ?? false,
                      "\(spaced.map(\.message))")
        // A filling stack ties its views to its edges at required hugging, as AppKit documents.
        let filled = try findings(equalSpacingStack(distribution: "fill"), rule: UnsatisfiableConstraintsRule())
        XCTAssertFalse(filled.isEmpty)
        XCTAssertTrue(filled.allSatisfy { $0.severity == .error }, "\(filled.map(\.message))")
    }
}
