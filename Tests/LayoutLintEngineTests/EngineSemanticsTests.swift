import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// The semantic rules of `docs/ENGINE.md` (in `../shared`) that the other engine tests do not
/// already pin down, one hand-made scene each, grouped by the section that states the rule.
/// Expected values are worked out by hand in the comments.
final class EngineSemanticsTests: XCTestCase {
    // MARK: - §1 Attributes are measured in their common ancestor's coordinates

    func testAMultiplierScalesPositionsFromTheCommonAncestorsOrigin() throws {
        // `box` sits at (100, 200), 200 × 100. In box's own coordinates its centre is (100, 50):
        // box.centerX == dot.centerX × 1.6 puts dot's centre at 62.5 (x 52.5), and
        // dot.centerY == box.centerY × 0.5 at 25 (y 15). Measured from the window instead, the
        // dot would sit at centre x (200 / 1.6 = 125) − 100 and centre y 250 × 0.5 − 200: both
        // outside the box.
        let box = view("box", frame: #"x="100" y="200" width="200" height="100""#,
                       subviews: view("dot", frame: #"x="52.5" y="15" width="20" height="20""#), constraints: """
                           <constraint firstAttribute="centerX" secondItem="dot" secondAttribute="centerX" multiplier="1.6" id="m1"/>
                           <constraint firstItem="dot" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" multiplier="0.5" id="m2"/>
                           \(constraint("d1", "dot", "width", constant: 20))\(constraint("d2", "dot", "height", constant: 20))
                           """)
        let layout = try solveScene(box, [
            constraint("b1", "box", "leading", "root", "leading", constant: 100), constraint("b2", "box", "top", "root", "top", constant: 200),
            constraint("b3", "box", "width", constant: 200), constraint("b4", "box", "height", constant: 100),
        ].joined())
        XCTAssertEqual(layout.frames["dot"], Rect(x: 52.5, y: 15, width: 20, height: 20))
        XCTAssertEqual(layout.conflicts, [])
    }

    // MARK: - §2 Priorities are levels; §5 a broken constraint stays at 1100

    func testABrokenRequiredConstraintStillOutranksEveryOptionalOne() throws {
        // width >= 100 and width <= 50 cannot both hold; the later one is broken and kept as an
        // error at 1100, so it still beats the 999 pull towards 300: the width stops at 100.
        let layout = try solveScene(view("a"), [
            constraint("x", "a", "leading", "root", "leading"), constraint("y", "a", "top", "root", "top"),
            constraint("h", "a", "height", constant: 10),
            constraint("min", "a", "width", constant: 100, relation: "greaterThanOrEqual"),
            constraint("max", "a", "width", constant: 50, relation: "lessThanOrEqual"),
            constraint("pull", "a", "width", constant: 300, priority: 999),
        ].joined())
        XCTAssertEqual(layout.conflicts.count, 1)
        XCTAssertEqual(Set(layout.conflicts[0].constraints), [.document("min"), .document("max")])
        XCTAssertEqual(layout.conflicts[0].broken, .document("max"))
        XCTAssertEqual(layout.frames["a"]?.width, 100)
    }

    func testEveryIndependentConflictIsFound() throws {
        // Breaking the first conflict must not stop the search: the second one, on another view
        // and axis, is reported too, each with the later constraint broken.
        let layout = try solveScene(view("a") + view("b"), [
            constraint("ax", "a", "leading", "root", "leading"), constraint("ay", "a", "top", "root", "top"),
            constraint("bx", "b", "leading", "root", "leading"), constraint("by", "b", "top", "root", "top", constant: 50),
            constraint("ah", "a", "height", constant: 10), constraint("bw", "b", "width", constant: 10),
            constraint("aw1", "a", "width", constant: 10), constraint("aw2", "a", "width", constant: 20),
            constraint("bh1", "b", "height", constant: 10), constraint("bh2", "b", "height", constant: 30),
        ].joined())
        XCTAssertEqual(layout.conflicts.map { Set($0.constraints) },
                       [[.document("aw1"), .document("aw2")], [.document("bh1"), .document("bh2")]])
        XCTAssertEqual(layout.conflicts.map(\.broken), [.document("aw2"), .document("bh2")])
        XCTAssertEqual(layout.frames["a"]?.width, 10)
        XCTAssertEqual(layout.frames["b"]?.height, 10)
    }

    // MARK: - §3 Constraints UIKit adds, and the ones it removes

    func testPlaceholderConstraintsDoNotExistAtRunTime() throws {
        // The 100-point width would conflict with the pins to both edges, but it is removed at
        // build time: the view spans the 375-point screen.
        let layout = try solveScene(view("a"), [
            constraint("l", "a", "leading", "root", "leading"), constraint("t", "root", "trailing", "a", "trailing"),
            constraint("y", "a", "top", "root", "top"), constraint("h", "a", "height", constant: 10),
            #"<constraint firstItem="a" firstAttribute="width" constant="100" placeholder="YES" id="p"/>"#,
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["a"]?.width, 375)
    }

    func testAutoresizingMasksShareTheSuperviewsGrowthAmongTheirFlexibleParts() throws {
        // Stored in a 375-point root; solved on a 475-point one (100 wider).
        // Flexible left and right margins (50 and 150): they grow in proportion, 25 and 75.
        // Flexible width only: the margins stay, the width takes all 100.
        let margins = #"""
            <view contentMode="scaleToFill" id="margins">
                <rect key="frame" x="50" y="0" width="175" height="10"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="stretchy">
                <rect key="frame" x="20" y="20" width="335" height="10"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            """#
        let (document, scene) = try parseScene(margins, "")
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document),
                                        rootSize: Size(width: 475, height: 667))
        XCTAssertEqual(layout.frames["margins"], Rect(x: 75, y: 0, width: 175, height: 10))
        XCTAssertEqual(layout.frames["stretchy"], Rect(x: 20, y: 20, width: 435, height: 10))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "margins"), [])
    }

    func testSizeClassVariationsInstallConstraintsAndOverrideConstants() throws {
        // The width is 100 by default and 180 for compact width; the 30-point top is installed
        // for compact height only, the 60-point one everywhere else.
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            <constraint firstItem="a" firstAttribute="width" constant="100" id="w">
                <variation key="widthClass=compact" constant="180"/>
            </constraint>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="top-portrait"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="top-landscape"/>
            """#
        let masks = #"""
            <variation key="default"><mask key="constraints"><exclude reference="top-landscape"/></mask></variation>
            <variation key="heightClass=compact">
                <mask key="constraints"><exclude reference="top-portrait"/><include reference="top-landscape"/></mask>
            </variation>
            """#
        let (document, scene) = try parseScene(view("a"), constraints, rootVariations: masks)
        let portraitPhone = LayoutEngine.solve(document: document, scene: scene, configuration: TraitKey(width: .compact, height: .regular), rootSize: nil)
        let landscapePad = LayoutEngine.solve(document: document, scene: scene, configuration: TraitKey(width: .regular, height: .compact), rootSize: nil)
        XCTAssertEqual(portraitPhone.frames["a"], Rect(x: 0, y: 60, width: 180, height: 10))
        XCTAssertEqual(landscapePad.frames["a"], Rect(x: 0, y: 30, width: 100, height: 10))
        XCTAssertEqual(portraitPhone.conflicts, [])
        XCTAssertEqual(landscapePad.conflicts, [])
    }

    func testRootViewsTakeTheSystemMarginsAndOtherViewsEight() throws {
        // On a compact-width iPhone the root view's side margins are 16; an ordinary view's are 8;
        // a view whose file sets its margins uses those.
        let box = view("box", frame: #"x="16" y="100" width="200" height="100""#,
                       subviews: view("inner"), constraints: [
                           constraint("i1", "inner", "leading", "box", "leadingMargin"),
                           constraint("i2", "inner", "top", "box", "topMargin"),
                           constraint("i3", "box", "trailingMargin", "inner", "trailing"),
                           constraint("i4", "inner", "height", constant: 10),
                       ].joined())
        let custom = #"""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="0" y="300" width="200" height="100"/>
                <subviews>\#(view("tight"))</subviews>
                <edgeInsets key="layoutMargins" top="2" left="30" bottom="2" right="40"/>
                <constraints>
                    <constraint firstItem="tight" firstAttribute="leading" secondItem="custom" secondAttribute="leadingMargin" id="t1"/>
                    <constraint firstItem="tight" firstAttribute="top" secondItem="custom" secondAttribute="topMargin" id="t2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="tight" secondAttribute="trailing" id="t3"/>
                    <constraint firstItem="tight" firstAttribute="height" constant="10" id="t4"/>
                </constraints>
            </view>
            """#
        let layout = try solveScene(box + custom, [
            constraint("b1", "box", "leading", "root", "leadingMargin"), constraint("b2", "box", "top", "root", "top", constant: 100),
            constraint("b3", "box", "width", constant: 200), constraint("b4", "box", "height", constant: 100),
            constraint("c1", "custom", "leading", "root", "leading"), constraint("c2", "custom", "top", "root", "top", constant: 300),
            constraint("c3", "custom", "width", constant: 200), constraint("c4", "custom", "height", constant: 100),
        ].joined())
        XCTAssertEqual(layout.frames["box"], Rect(x: 16, y: 100, width: 200, height: 100))
        XCTAssertEqual(layout.frames["inner"], Rect(x: 8, y: 8, width: 184, height: 10))
        XCTAssertEqual(layout.frames["tight"], Rect(x: 30, y: 2, width: 130, height: 10))
    }

    func testLegacyLayoutGuidesSpanTheStatusBarAndTheBottomEdge() throws {
        // A pre-safe-area storyboard: the top guide's bottom is the 20-point status bar's bottom,
        // the bottom guide's top is the screen's bottom (no tab bar).
        let xml = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="28" width="375" height="623"/></view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
                                        <constraint firstItem="bottom" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="16" id="c2"/>
                                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """#
        let layout = try solveDocument(xml, path: "Legacy.storyboard")
        XCTAssertEqual(layout.frames["a"], Rect(x: 0, y: 28, width: 375, height: 623))
        XCTAssertEqual(layout.ambiguity(of: "a"), [])
    }

    // MARK: - §3 Stack views

    /// A stack view pinned to the root's leading edge and top, with the given attributes and size
    /// constraints, holding `arranged`.
    private func solveStack(_ attributes: String, width: Double, height: Double, _ arranged: String,
                            _ extra: String = "", interfaceBuilder: Bool = false) throws -> SceneLayout {
        let stack = """
            <stackView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="100" width="\(width)" height="\(height)"/>
                <subviews>\(arranged)</subviews>
            </stackView>
            """
        return try solveScene(stack, [
            constraint("s1", "stack", "leading", "root", "leading"), constraint("s2", "stack", "top", "root", "top", constant: 100),
            constraint("s3", "stack", "width", constant: width), constraint("s4", "stack", "height", constant: height),
        ].joined() + extra, interfaceBuilder: interfaceBuilder)
    }

    func testEqualSpacingSharesTheSpareRoomBetweenTheViews() throws {
        // 375 − 3 × 50 = 225 spare points, two gaps of 112.5.
        let fifty = (1...3).map { view("v\($0)", constraints: constraint("w\($0)", "v\($0)", "width", constant: 50)) }.joined()
        let layout = try solveStack(#"distribution="equalSpacing""#, width: 375, height: 40, fifty)
        XCTAssertEqual(layout.frames["v1"], Rect(x: 0, y: 0, width: 50, height: 40))
        XCTAssertEqual(layout.frames["v2"], Rect(x: 162.5, y: 0, width: 50, height: 40))
        XCTAssertEqual(layout.frames["v3"], Rect(x: 325, y: 0, width: 50, height: 40))
        XCTAssertEqual(layout.conflicts, [])
    }

    func testCenterAlignmentCentresEachViewAcrossTheAxis() throws {
        // A vertical stack 200 wide: views 100 and 50 wide sit at 50 and 75.
        let views = view("wide", constraints: constraint("ww", "wide", "width", constant: 100) + constraint("wh", "wide", "height", constant: 20))
            + view("narrow", constraints: constraint("nw", "narrow", "width", constant: 50) + constraint("nh", "narrow", "height", constant: 20))
        let layout = try solveStack(#"axis="vertical" alignment="center" spacing="10""#, width: 200, height: 50, views)
        XCTAssertEqual(layout.frames["wide"], Rect(x: 50, y: 0, width: 100, height: 20))
        XCTAssertEqual(layout.frames["narrow"], Rect(x: 75, y: 30, width: 50, height: 20))
        XCTAssertEqual(layout.ambiguity(of: "narrow"), [])
    }

    /// A horizontal UIStackView at y 100 holding a 17-point label (text baseline 16.18 below its
    /// top, 20.5 tall) and then a 30-point button (title baseline 20.33 below its top), aligned
    /// on `alignment`; nothing sizes the stack's height.
    private func labelThenButton(alignedOn alignment: String) throws -> SceneLayout {
        let button = #"<button translatesAutoresizingMaskIntoConstraints="NO" id="go"><rect key="frame" x="68" y="0" width="30" height="30"/></button>"#
        let name = label("name", "Name", frame: #"x="0" y="0" width="60" height="20.5""#)
        let stack = """
            <stackView alignment="\(alignment)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="100" width="98" height="26"/>
                <subviews>\(name)\(button)</subviews>
            </stackView>
            """
        return try solveScene(stack, [
            constraint("s1", "stack", "leading", "root", "leading", constant: 20), constraint("s2", "stack", "top", "root", "top", constant: 100),
            constraint("b1", "go", "width", constant: 30), constraint("b2", "go", "height", constant: 30),
        ].joined())
    }

    func testFirstBaselineAlignmentPinsOnlyTheFirstViewsTopToTheStack() throws {
        // UISV-canvas-connection holds the first view's top only: the button, whose text sits
        // lower in its frame, reaches 4.15 above the stack (Interface Builder stores it at y −4).
        let layout = try labelThenButton(alignedOn: "firstBaseline")
        XCTAssertEqual(layout.frames["name"]?.y ?? .nan, 0, accuracy: 0.01)
        XCTAssertEqual(layout.frames["go"]?.y ?? .nan, -4.15, accuracy: 0.2)
        XCTAssertEqual(layout.frames["stack"]?.height ?? .nan, 25.85, accuracy: 0.2)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "go"), [])
    }

    func testLastBaselineAlignmentPinsOnlyTheFirstViewsBottomToTheStack() throws {
        // Mirrored: every top inside the stack, the label's bottom at the stack's, the button's
        // 5.35 below it.
        let layout = try labelThenButton(alignedOn: "lastBaseline")
        XCTAssertEqual(layout.frames["go"]?.y ?? .nan, 0, accuracy: 0.2)
        let stackHeight = layout.frames["stack"]?.height ?? .nan
        XCTAssertEqual(stackHeight, 24.65, accuracy: 0.2)
        XCTAssertEqual((layout.frames["name"]?.y ?? .nan) + 20.5, stackHeight, accuracy: 0.01)
        XCTAssertEqual(layout.conflicts, [])
    }

    func testFillProportionallyKeepsTheIntrinsicProportions() throws {
        // Labels 60 and 120 wide in a 270-point stack: sizes in proportion at 999 beat the
        // labels' hugging (250), so they become 90 and 180.
        let labels = label("short", "Short", frame: #"x="0" y="0" width="60" height="21""#)
            + label("long", "Much longer", frame: #"x="60" y="0" width="120" height="21""#)
        let layout = try solveStack(#"distribution="fillProportionally""#, width: 270, height: 21, labels)
        XCTAssertEqual(layout.frames["short"]?.width, 90)
        XCTAssertEqual(layout.frames["long"], Rect(x: 90, y: 0, width: 180, height: 21))
        XCTAssertEqual(layout.tied, [])
    }

    func testFillProportionallyLeavesViewsWithoutAnIntrinsicSizeOutOfTheProportions() throws {
        // A plain view (stored 100 wide) between labels 60 and 120 wide, in a 300-point stack:
        // only intrinsic sizes are proportioned, so the labels keep theirs and the view takes the
        // remaining 120, not a third share by its stored width.
        let labels = label("short", "Short", frame: #"x="0" y="0" width="60" height="21""#)
            + view("plain", frame: #"x="60" y="0" width="100" height="21""#)
            + label("long", "Much longer", frame: #"x="160" y="0" width="120" height="21""#)
        let layout = try solveStack(#"distribution="fillProportionally""#, width: 300, height: 21, labels)
        XCTAssertEqual(layout.frames["short"]?.width, 60)
        XCTAssertEqual(layout.frames["plain"], Rect(x: 60, y: 0, width: 120, height: 21))
        XCTAssertEqual(layout.frames["long"]?.width, 120)

        // Two such views and nothing with an intrinsic size: a UIStackView keeps them in the
        // proportions they show (AdGuard's today extension: three plain views around labels
        // pinned to a share of their width, none flagged), 100 and 200 of 300.
        let spacers = view("left", frame: #"x="0" y="0" width="100" height="21""#)
            + view("right", frame: #"x="100" y="0" width="200" height="21""#)
        let shown = try solveStack(#"distribution="fillProportionally""#, width: 300, height: 21, spacers, interfaceBuilder: true)
        XCTAssertEqual(shown.frames["left"], Rect(x: 0, y: 0, width: 100, height: 21))
        XCTAssertEqual(shown.frames["right"], Rect(x: 100, y: 0, width: 200, height: 21))
        XCTAssertEqual(shown.interfaceBuilderAmbiguity(of: "left"), [])
        XCTAssertEqual(shown.interfaceBuilderAmbiguity(of: "right"), [])

        // An NSStackView shares the room between them in no particular proportion: both widths
        // are free (iTerm2's CommandInfoViewController: two spacers in a proportional stack, flagged).
        let appKitSpacers = """
        <stackView distribution="fillProportionally" orientation="horizontal" alignment="top" spacing="0" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="229" width="300" height="21"/>
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="left"><rect key="frame" x="0" y="0" width="100" height="21"/></customView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="right"><rect key="frame" x="100" y="0" width="200" height="21"/></customView>
            </subviews>
        </stackView>
        """
        let free = try solveMac(appKitSpacers, pinnedTwentyFromTheTopLeading("stack") + pin("c3", "stack", "width", nil, nil, 300)
                                + pin("c4", "stack", "height", nil, nil, 21))
        XCTAssertEqual(free.ambiguity(of: "left"), [.width])
        XCTAssertEqual(free.ambiguity(of: "right"), [.minX, .width])
    }

    func testWhereAHiddenArrangedViewSitsGivesWayToTheDocument() throws {
        // Two hidden labels before a visible view, spaced 24 apart by the document (firebase's
        // filter stack): no conflict, and each wants the same place, so both places are free.
        let arranged = view("first", "label", frame: #"x="-36" y="0" width="0" height="21""#, extra: #"hidden="YES" text="First""#)
            + view("second", "label", frame: #"x="-12" y="0" width="0" height="21""#, extra: #"hidden="YES" text="Second""#)
            + view("shown", frame: #"x="0" y="0" width="300" height="21""#)
        let layout = try solveStack(#"spacing="24""#, width: 300, height: 21, arranged,
                                    constraint("gap", "second", "leading", "first", "trailing", constant: 24))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["first"]?.width, 0)
        XCTAssertEqual(layout.ambiguity(of: "first"), [.minX])
        XCTAssertEqual(layout.ambiguity(of: "second"), [.minX])
        XCTAssertEqual(layout.frames["shown"], Rect(x: 0, y: 0, width: 300, height: 21))
    }

    func testAHiddenArrangedViewCollapsesAndItsRequiredSizeConflicts() throws {
        // The middle view is hidden: it takes no room and no spacing, so the third view follows
        // the first at 30 + 10. A required 30-point height on it fights 'UISV-hiding' at run time
        // (the familiar console log; 999 is the usual fix).
        func arranged(_ hiddenHeightPriority: Int) -> String {
            view("one", constraints: constraint("h1", "one", "height", constant: 30))
                + view("two", extra: #"hidden="YES""#, constraints: constraint("h2", "two", "height", constant: 30, priority: hiddenHeightPriority))
                + view("three", constraints: constraint("h3", "three", "height", constant: 30))
        }
        let settled = try solveStack(#"axis="vertical" spacing="10""#, width: 100, height: 70, arranged(999))
        XCTAssertEqual(settled.conflicts, [])
        XCTAssertEqual(settled.frames["two"]?.height, 0)
        XCTAssertEqual(settled.frames["three"], Rect(x: 0, y: 40, width: 100, height: 30))

        let conflicting = try solveStack(#"axis="vertical" spacing="10""#, width: 100, height: 70, arranged(1000))
        XCTAssertEqual(conflicting.conflicts.count, 1)
        let members = try XCTUnwrap(conflicting.conflicts.first?.constraints)
        XCTAssertTrue(members.contains(.document("h2")))
        XCTAssertTrue(members.contains(.stack("stack", "UISV-hiding")))
        // Interface Builder's canvas keeps the hidden view at its required height, where the
        // stack collapses it (mid-gap), and lays the visible views out without it.
        XCTAssertEqual(conflicting.frames["two"], Rect(x: 0, y: 35, width: 100, height: 30))
        XCTAssertEqual(conflicting.frames["three"], Rect(x: 0, y: 40, width: 100, height: 30))
    }

    // MARK: - §3 Scroll views and cells

    func testScrollContentPinnedToTheContentGuideAndSizedByTheFrameGuide() throws {
        // Edges to the content layout guide set the content size; the width equal to the frame
        // layout guide makes it as wide as the scroll view. Without a height the content height,
        // and so the vertical content size, stays open.
        let (scroll, pins) = scrollContentScene(layoutGuides: true, contentHeight: 900)
        let open = try solveScene(scroll, pins)
        XCTAssertEqual(open.ambiguousContentSize["scroll"], [.vertical])
        let closed = try solveScene(scroll, pins + constraint("c6", "content", "height", constant: 900))
        XCTAssertNil(closed.ambiguousContentSize["scroll"])
        XCTAssertEqual(closed.frames["content"], Rect(x: 0, y: 0, width: 375, height: 900))
        XCTAssertEqual(closed.ambiguity(of: "content"), [])
    }

    func testACellsContentViewTakesTheTablesWidth() throws {
        // Stored on a 375-point phone, solved on a 414-point one: the table spans the screen, its
        // cell and the cell's content view follow the table's width (not the width the file
        // stored), and the label pinned to the content view's margins (20 on this phone) is
        // 414 − 40 wide.
        let table = #"""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="11" width="343" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="t1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t2"/>
                                <constraint firstItem="title" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="t3"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """#
        let (document, scene) = try parseScene(table, [
            constraint("p1", "table", "leading", "root", "leading"), constraint("p2", "root", "trailing", "table", "trailing"),
            constraint("p3", "table", "top", "root", "top"), constraint("p4", "root", "bottom", "table", "bottom"),
        ].joined())
        let layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document),
                                        rootSize: Size(width: 414, height: 896))
        XCTAssertEqual(layout.frames["table"]?.width, 414)
        XCTAssertEqual(layout.frames["cell"]?.width, 414)
        XCTAssertEqual(layout.frames["cv"]?.width, 414)
        XCTAssertEqual(layout.frames["title"]?.x, 20)
        XCTAssertEqual(layout.frames["title"]?.width, 374)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "title"), [])
        // A 390-point phone's table gives its cells 20 at the sides too (its root keeps 16).
        let narrower = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document),
                                          rootSize: Size(width: 390, height: 844))
        XCTAssertEqual(narrower.frames["title"]?.x, 20)
    }

    // MARK: - §5 Explaining

    func testThreePullsAtOneLevelSettleOnTheMedianWithoutATie() throws {
        // |w − 100| + |w − 200| + |w − 300| is least at w = 200 and only there: a violated
        // optional constraint with a unique optimum is no tie and no ambiguity.
        let layout = try solveScene(view("a"), [
            constraint("x", "a", "leading", "root", "leading"), constraint("y", "a", "top", "root", "top"),
            constraint("h", "a", "height", constant: 10),
            constraint("p1", "a", "width", constant: 100, priority: 500),
            constraint("p2", "a", "width", constant: 200, priority: 500),
            constraint("p3", "a", "width", constant: 300, priority: 500),
        ].joined())
        XCTAssertEqual(layout.frames["a"]?.width, 200)
        XCTAssertEqual(layout.ambiguity(of: "a"), [])
        XCTAssertEqual(layout.tied, [])
    }

    func testAConflictAmongTheViewsAloneIsNotDeviceSpecific() throws {
        // A 50-point view pinned to both edges of a 100-point one conflicts on every screen (the
        // device-specific case, pins to the screen's edges, is in SceneLayoutTests).
        let structural = try solveScene(view("a", subviews: view("b")), [
            constraint("x", "a", "leading", "root", "leading"), constraint("y", "a", "top", "root", "top"),
            constraint("h", "a", "height", constant: 10), constraint("w", "a", "width", constant: 100),
            constraint("bx", "b", "leading", "a", "leading"), constraint("bt", "a", "trailing", "b", "trailing"),
            constraint("by", "b", "top", "a", "top"), constraint("bh", "b", "height", constant: 10),
            constraint("bw", "b", "width", constant: 50),
        ].joined())
        XCTAssertEqual(structural.conflicts.count, 1)
        XCTAssertEqual(Set(structural.conflicts[0].constraints), [.document("w"), .document("bx"), .document("bt"), .document("bw")])
        XCTAssertFalse(structural.conflicts[0].isDeviceSpecific)
    }
}
