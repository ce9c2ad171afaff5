import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// AppKit containers: NSStackView, NSBox, NSScrollView/NSClipView, NSTabView, window content views.
final class AppKitContainerTests: XCTestCase {
    func testStackKeepsTheStoredCrossSizeOfAViewNothingSizes() throws {
        // A vertical, centred NSStackView 200 wide (its label says so) holding a 4-point-high
        // custom view with no width: Interface Builder keeps the 120 it shows and does not call
        // it ambiguous; UIStackView's suppression would give it zero width.
        let stack = """
        <stackView distribution="fill" orientation="vertical" alignment="centerX" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="20" width="200" height="24"/>
            <subviews>
                \(fixedCustomView("bar", x: 40, y: 20, width: 120, height: 4, fixing: [.vertical]))
                \(fixedCustomView("wide", x: 0, y: 0, width: 200, height: 16))
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, [
            pin("c1", "stack", "leading", "root", "leading", 20),
            pin("c2", "stack", "top", "root", "top", 226),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "bar"), [])
        XCTAssertEqual(layout.frames["bar"], Rect(x: 40, y: 20, width: 120, height: 4))
        XCTAssertEqual(layout.frames["stack"], Rect(x: 20, y: 20, width: 200, height: 24))
    }

    func testAFillStackGivesTheRoomLeftByEqualHuggingToItsLastView() throws {
        // A horizontal fill stack 440 wide holding two views of intrinsic width 100 that hug at
        // the same priority: 232 points are left over and either could take them. The stack
        // resolves the tie by index: the first keeps its intrinsic width, the last stretches,
        // and nothing is ambiguous.
        func view(_ id: String, x: Double, width: Double) -> String {
            """
            <customView horizontalHuggingPriority="250" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0" width="\(width)" height="20"/>
            </customView>
            """
        }
        let stack = """
        <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="230" width="440" height="20"/>
            <subviews>\(view("first", x: 0, width: 100))\(view("last", x: 108, width: 332))</subviews>
        </stackView>
        """
        let layout = try solveMac(stack, [
            pin("c1", "stack", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "stack", "trailing", 20),
            pin("c3", "stack", "top", "root", "top", 20),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["first"]?.width, 100)
        XCTAssertEqual(layout.frames["last"], Rect(x: 108, y: 0, width: 332, height: 20))
        XCTAssertEqual(layout.ambiguity(of: "first"), [])
        XCTAssertEqual(layout.ambiguity(of: "last"), [])
    }

    func testABaselineStackTallerThanItsViewsKeepsThemAtItsTop() throws {
        // A 40-point horizontal stack aligning a 19- and a 14-point view on their baselines
        // (their bottoms): nothing inside it says where the pair sits; AppKit keeps it at the top.
        func view(_ id: String, height: Double) -> String {
            """
            <customView placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="\(height)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="21" width="50" height="\(height)"/>
            </customView>
            """
        }
        let stack = """
        <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="210" width="108" height="40"/>
            <subviews>\(view("tall", height: 19))\(view("short", height: 14))</subviews>
            <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "tall"), [])
        // Bottom-up: both end 21 above the stack's bottom edge.
        XCTAssertEqual(layout.frames["tall"]?.y, 21)
        XCTAssertEqual(layout.frames["short"]?.y, 21)
    }

    func testAGridSizesItsTracksToTheirContentAndPlacesItsCells() throws {
        // Two rows of a trailing-placed label column and a 200-point field column, and a merged
        // bottom row holding a filled custom view: only the grid's origin is pinned.
        func field(_ id: String, width: Double) -> String {
            """
            <customView key="contentView" placeholderIntrinsicWidth="\(width)" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="\(width)" height="20"/>
            </customView>
            """
        }
        let grid = """
        <gridView xPlacement="trailing" yPlacement="center" rowAlignment="none" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="20" y="178" width="286" height="72"/>
            <rows><gridRow id="r1"/><gridRow id="r2"/><gridRow id="r3"/></rows>
            <columns><gridColumn id="c1"/><gridColumn xPlacement="leading" width="200" id="c2"/></columns>
            <gridCells>
                <gridCell row="r1" column="c1" id="a">\(field("short", width: 50))</gridCell>
                <gridCell row="r1" column="c2" id="b">\(field("wide", width: 120))</gridCell>
                <gridCell row="r2" column="c1" id="c">\(field("long", width: 80))</gridCell>
                <gridCell row="r2" column="c2" id="d"/>
                <gridCell row="r3" column="c1" headOfMergedCell="e" xPlacement="fill" id="e">
                    <customView key="contentView" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0" y="0" width="286" height="20"/>
                    </customView>
                </gridCell>
                <gridCell row="r3" column="c2" headOfMergedCell="e" id="f"/>
            </gridCells>
        </gridView>
        """
        let layout = try solveMac(grid, pinnedTwentyFromTheTopLeading("grid"))
        XCTAssertEqual(layout.conflicts, [])
        // The label column is as wide as its widest content (80), then 6, then 200.
        XCTAssertEqual(layout.frames["grid"], Rect(x: 20, y: 178, width: 286, height: 72))
        // Bottom-up inside the grid: the first row is on top.
        XCTAssertEqual(layout.frames["short"], Rect(x: 30, y: 52, width: 50, height: 20))
        XCTAssertEqual(layout.frames["wide"], Rect(x: 86, y: 52, width: 120, height: 20))
        XCTAssertEqual(layout.frames["long"], Rect(x: 0, y: 26, width: 80, height: 20))
        XCTAssertEqual(layout.frames["bar"], Rect(x: 0, y: 0, width: 286, height: 20))
        for view in ["grid", "short", "wide", "long", "bar"] {
            XCTAssertEqual(layout.ambiguity(of: view), [], view)
        }
    }

    /// A grid whose vertical hugging (750) equals its content's compression resistance: layoutlint's
    /// track hugs towards zero at 750 and so trades with the content's 750 resistance, a tie of its
    /// model only (an NSGridView sizes the row to its content). Interface Builder does not flag the
    /// content. A tie between tracks (a fixed grid height shared by two rows) is not this one and
    /// stays flagged; whether NSGridView settles that one itself is open (MacPass's autoresized
    /// grid, whose rows share its height, is not flagged by Xcode: one project).
    func testAGridRowDoesNotTieWithTheCompressionResistanceOfItsContent() throws {
        // Rows 20 tall and 6 apart from the grid's top; bottom-up inside the grid.
        func grid(rows: Int, height: Double) -> String {
            let rowList = (1...rows).map { #"<gridRow id="r\#($0)"/>"# }.joined()
            let cells = (1...rows).map { row in
                """
                <gridCell row="r\(row)" column="c1" id="cell\(row)">
                    <customView key="contentView" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v\(row)">
                        <rect key="frame" x="0" y="\(height - 20 - Double(row - 1) * 26)" width="80" height="20"/>
                    </customView>
                </gridCell>
                """
            }.joined()
            return """
            <gridView verticalHuggingPriority="750" xPlacement="leading" yPlacement="top" rowAlignment="none" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="20" y="\(250 - height)" width="80" height="\(height)"/>
                <rows>\(rowList)</rows>
                <columns><gridColumn id="c1"/></columns>
                <gridCells>\(cells)</gridCells>
            </gridView>
            """
        }
        let sized = try solveMac(grid(rows: 1, height: 20), pinnedTwentyFromTheTopLeading("grid"), interfaceBuilder: true)
        XCTAssertTrue(sized.tied.isEmpty, "the model's track hugging ties with the content's resistance, which is not a tie to report")
        XCTAssertEqual(sized.interfaceBuilderAmbiguity(of: "v1"), [])
        XCTAssertEqual(sized.interfaceBuilderAmbiguity(of: "grid"), [])
        // Two rows sharing a fixed 60 points (46 of content and spacing): which row takes the
        // 14 left over is a tie between the tracks.
        let fixed = try solveMac(grid(rows: 2, height: 60),
                                 pinnedTwentyFromTheTopLeading("grid") + pin("c3", "grid", "height", nil, nil, 60), interfaceBuilder: true)
        XCTAssertEqual(fixed.interfaceBuilderAmbiguity(of: "v2"), [.minY], "the second row starts where the first one ends")
    }

    func testGridPaddingLiesOutsideItsTracksAndANegativeOneStaysInsideTheGrid() throws {
        // Two 20-point rows: the first pulls the second 5 closer (bottom padding -5, spacing 6),
        // the second's bottom padding of -13 does not push it out of the grid.
        func cell(_ id: String, row: String) -> String {
            """
            <gridCell row="\(row)" column="c" id="cell-\(id)">
                <customView key="contentView" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0" y="0" width="40" height="20"/>
                </customView>
            </gridCell>
            """
        }
        let grid = """
        <gridView xPlacement="leading" yPlacement="top" rowAlignment="none" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="20" y="209" width="40" height="41"/>
            <rows><gridRow bottomPadding="-5" id="r1"/><gridRow bottomPadding="-13" id="r2"/></rows>
            <columns><gridColumn leadingPadding="4" id="c"/></columns>
            <gridCells>\(cell("top", row: "r1"))\(cell("bottom", row: "r2"))</gridCells>
        </gridView>
        """
        let layout = try solveMac(grid, pinnedTwentyFromTheTopLeading("grid"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["grid"], Rect(x: 20, y: 209, width: 44, height: 41))
        XCTAssertEqual(layout.frames["top"], Rect(x: 4, y: 21, width: 40, height: 20))
        XCTAssertEqual(layout.frames["bottom"], Rect(x: 4, y: 0, width: 40, height: 20))
    }

    func testABaselineRowPlacesItsViewsAsAGroupWithoutStretchingThem() throws {
        // A first-baseline row placed at the bottom: a label and a taller bezeled field share a
        // baseline, so they cannot both reach the row's bottom; the placement gives way and the
        // label keeps its 16 points instead of stretching down to the field's bottom.
        let grid = """
        <gridView xPlacement="leading" yPlacement="bottom" rowAlignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="20" y="229" width="206" height="21"/>
            <rows><gridRow id="r1"/></rows>
            <columns><gridColumn id="c1"/><gridColumn id="c2"/></columns>
            <gridCells>
                <gridCell row="r1" column="c1" id="a">
                    <textField key="contentView" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="-2" y="3" width="104" height="16"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Maximum size:" id="label-cell">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                </gridCell>
                <gridCell row="r1" column="c2" id="b">
                    <textField key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="106" y="0" width="100" height="21"/>
                        <constraints><constraint firstAttribute="width" constant="100" id="field-w"/></constraints>
                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="field-cell">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                </gridCell>
            </gridCells>
        </gridView>
        """
        let layout = try solveMac(grid, pinnedTwentyFromTheTopLeading("grid"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["label"]?.height, 16)
        XCTAssertEqual(layout.frames["field"]?.height, 21)
        // The row is as tall as the group, the field (the lowest view) at its bottom.
        XCTAssertEqual(layout.frames["field"]?.y, 0)
    }

    func testAScrollViewTilesAClipViewThatDoesNotTranslateItsMask() throws {
        // The clip view says translatesAutoresizingMaskIntoConstraints NO and nothing places it:
        // NSScrollView still fills itself with it (less its 1-point border), and the document
        // view pinned to the clip view is 198 × 98. Interface Builder, which lays the clip view
        // out by its constraints (only those to the document view), flags it.
        let scroll = """
        <scrollView borderType="line" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="20" y="150" width="200" height="100"/>
            <clipView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="clip">
                <rect key="frame" x="1" y="1" width="198" height="98"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="doc">
                        <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="doc" firstAttribute="leading" secondItem="clip" secondAttribute="leading" id="d1"/>
                    <constraint firstAttribute="trailing" secondItem="doc" secondAttribute="trailing" id="d2"/>
                    <constraint firstItem="doc" firstAttribute="top" secondItem="clip" secondAttribute="top" id="d3"/>
                    <constraint firstAttribute="bottom" secondItem="doc" secondAttribute="bottom" id="d4"/>
                </constraints>
            </clipView>
        </scrollView>
        """
        let layout = try solveScrollView(scroll, interfaceBuilder: true)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["clip"], Rect(x: 1, y: 1, width: 198, height: 98))
        XCTAssertEqual(layout.frames["doc"], Rect(x: 0, y: 0, width: 198, height: 98))
        XCTAssertEqual(layout.ambiguity(of: "doc"), [])
        XCTAssertEqual(layout.ambiguity(of: "clip"), [])
        XCTAssertEqual(Set(layout.interfaceBuilderAmbiguity(of: "clip")), Set(LayoutQuantity.allCases))
        // Without the document view's constraints Interface Builder keeps the stored frame.
        let unconstrained = scroll.components(separatedBy: "<constraints>")[0]
            + scroll.components(separatedBy: "</constraints>")[1]
        XCTAssertEqual(try solveScrollView(unconstrained, interfaceBuilder: true).interfaceBuilderAmbiguity(of: "clip"), [])
    }

    func testAnAppKitImageViewWithoutAnImageHasASizeOfItsOwn() throws {
        // iina's log window: an image view whose image is bound at run time, pinned by its top
        // and centre only.
        let image = """
        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
            <rect key="frame" x="232" y="234" width="16" height="16"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="icon-cell"/>
        </imageView>
        """
        let layout = try solveMac(image, pin("c1", "icon", "centerX", "root", "centerX") + pin("c2", "icon", "top", "root", "top", 20))
        XCTAssertEqual(layout.ambiguity(of: "icon"), [])
        XCTAssertEqual(layout.frames["icon"], Rect(x: 232, y: 234, width: 16, height: 16))
    }

    func testAVerticalSliderIsAsWideAsItsTrackAndAsLongAsTheLayoutSays() throws {
        // A small linear slider stored 20 × 104, taller than wide: AppKit takes it as vertical
        // (`NSSlider.isVertical`), so it has an intrinsic width and no intrinsic height. Centred
        // and pinned top and bottom, it is placed on both axes; the same slider stored wide has
        // no width of its own and floats across.
        func slider(width: Double, height: Double) -> String {
            """
            <slider horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="volume">
                <rect key="frame" x="230" y="83" width="\(width)" height="\(height)"/>
                <sliderCell key="cell" controlSize="small" continuous="YES" alignment="left" maxValue="1" doubleValue="1" tickMarkPosition="right" sliderType="linear" id="volume-cell"/>
            </slider>
            """
        }
        let constraints = pin("c1", "volume", "centerX", "root", "centerX") + pin("c2", "volume", "top", "root", "top", 83)
            + pin("c3", "root", "bottom", "volume", "bottom", 83)
        let vertical = try solveMac(slider(width: 20, height: 104), constraints)
        XCTAssertEqual(vertical.conflicts, [])
        XCTAssertEqual(vertical.ambiguity(of: "volume"), [])
        let horizontal = try solveMac(slider(width: 104, height: 20), constraints)
        XCTAssertEqual(horizontal.ambiguity(of: "volume"), [.minX, .width])
    }

    func testARatingLevelIndicatorIsAsWideAsItsStars() throws {
        // OpenEmu's game rating: centred, its height fixed, nothing across. A rating indicator
        // has a width of its own (its stars); a capacity bar has none.
        func indicator(style: String) -> String {
            """
            <levelIndicator verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                <rect key="frame" x="210" y="20" width="60" height="11"/>
                <levelIndicatorCell key="cell" editable="YES" alignment="left" doubleValue="2" maxValue="5" levelIndicatorStyle="\(style)" id="rating-cell"/>
            </levelIndicator>
            """
        }
        let constraints = pin("c1", "rating", "centerX", "root", "centerX") + pin("c2", "root", "bottom", "rating", "bottom", 20)
            + pin("c3", "rating", "height", nil, nil, 11)
        let rating = try solveMac(indicator(style: "rating"), constraints)
        XCTAssertEqual(rating.ambiguity(of: "rating"), [])
        XCTAssertEqual(rating.frames["rating"], Rect(x: 210, y: 20, width: 60, height: 11))
        XCTAssertEqual(try solveMac(indicator(style: "continuousCapacity"), constraints).ambiguity(of: "rating"), [.minX, .width])
    }

    func testATableLaidOutByConstraintsIsAsTallAsItsRows() throws {
        // iina's filter presets: a table that does not translate its mask, pinned to the top of
        // its clip view and to the scroll view's sides. Its rows give it its height (NSTableView's
        // intrinsic height); the sides are the scroll view's frame, not its content area.
        let scroll = """
        <scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="20" y="150" width="200" height="100"/>
            <clipView key="contentView" id="clip">
                <rect key="frame" x="1" y="1" width="198" height="98"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" rowSizeStyle="automatic" viewBased="YES" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                        <rect key="frame" x="-1" y="0.0" width="200" height="60"/>
                        <tableColumns>
                            <tableColumn width="188" minWidth="40" maxWidth="1000" id="column"/>
                        </tableColumns>
                    </tableView>
                </subviews>
                <constraints>
                    <constraint firstItem="table" firstAttribute="top" secondItem="clip" secondAttribute="top" id="t1"/>
                </constraints>
            </clipView>
            <constraints>
                <constraint firstItem="table" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="t2"/>
                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
            </constraints>
        </scrollView>
        """
        let layout = try solveScrollView(scroll)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "table"), [])
        XCTAssertEqual(layout.frames["table"], Rect(x: -1, y: 0, width: 200, height: 60))
    }

    func testATableStoredWithoutAFrameFillsItsClipViewAndPlacesItsCellViewsAsStored() throws {
        // Xcode 6 wrote no frame for such a table (xamarin's Earthquakes): the cell view keeps
        // its stored place in it, and the text field centred in the cell view is determined.
        let scroll = """
        <scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="20" y="150" width="200" height="100"/>
            <clipView key="contentView" id="clip">
                <rect key="frame" x="1" y="1" width="198" height="98"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" rowSizeStyle="automatic" viewBased="YES" id="table">
                        <autoresizingMask key="autoresizingMask"/>
                        <tableColumns>
                            <tableColumn width="116" minWidth="40" maxWidth="1000" id="column">
                                <prototypeCellViews>
                                    <tableCellView id="cellView">
                                        <rect key="frame" x="1" y="1" width="116" height="17"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <textField verticalHuggingPriority="750" horizontalCompressionResistancePriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                                <rect key="frame" x="1" y="0.0" width="114" height="17"/>
                                                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Time" id="fieldCell">
                                                    <font key="font" metaFont="system"/>
                                                </textFieldCell>
                                            </textField>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="field" firstAttribute="centerY" secondItem="cellView" secondAttribute="centerY" id="f1"/>
                                            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="3" id="f2"/>
                                            <constraint firstItem="field" firstAttribute="leading" secondItem="cellView" secondAttribute="leading" constant="3" id="f3"/>
                                        </constraints>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
                </subviews>
            </clipView>
        </scrollView>
        """
        let layout = try solveScrollView(scroll, toolsVersion: "6246")
        XCTAssertEqual(layout.frames["cellView"], Rect(x: 1, y: 1, width: 116, height: 17))
        XCTAssertEqual(layout.ambiguity(of: "cellView"), [])
        XCTAssertEqual(layout.frames["field"], Rect(x: 1, y: 0, width: 114, height: 17))
        XCTAssertEqual(layout.ambiguity(of: "field"), [])
    }

    func testAStackKeepsAViewNothingSizesAboveItsOwnFit() throws {
        // A leading-aligned vertical stack pinned at its top and leading edges only, holding a
        // 200-point view and a separator-like view with no width stored 300 wide: the stack is as
        // wide as the stored view (HandBrake's preference panes), not shrunk to the 200.
        let stack = """
        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="222" width="300" height="28"/>
            <subviews>
                \(fixedCustomView("fixed", x: 0, y: 12, width: 200, height: 16))
                \(fixedCustomView("line", x: 0, y: 0, width: 300, height: 4, fixing: [.vertical]))
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["stack"], Rect(x: 20, y: 222, width: 300, height: 28))
        XCTAssertEqual(layout.frames["line"], Rect(x: 0, y: 0, width: 300, height: 4))
    }

    func testAStackThatDetachesHiddenViewsDoesNotCollapseThemToNothing() throws {
        // A horizontal NSStackView detaching hidden views, holding a field and a hidden 12-point
        // button (Mastonaut's profile rows): AppKit takes the button out of the arrangement, with no
        // size constraint of UIStackView's 'UISV-hiding' kind, so its own width is no conflict.
        let hiddenButton = fixedCustomView("button", x: 0, y: 2, width: 12, height: 12, fixing: [.horizontal])
            .replacingOccurrences(of: "<customView ", with: #"<customView hidden="YES" "#)
        let stack = """
        <stackView distribution="fill" orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="234" width="100" height="16"/>
            <subviews>
                \(fixedCustomView("field", x: 0, y: 0, width: 100, height: 16))
                \(hiddenButton)
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["field"], Rect(x: 0, y: 0, width: 100, height: 16))
        XCTAssertEqual(layout.frames["button"]?.width, 12)
    }

    func testAStackThatDetachedAllItsViewsIsEmpty() throws {
        // A vertical NSStackView detaching hidden views whose two views are both hidden: with
        // them detached it is an empty stack, no size and nothing ambiguous, as Interface Builder
        // stores it; the detached views sit at its start.
        func hidden(_ id: String, width: Double) -> String {
            fixedCustomView(id, x: 0, y: -20, width: width, height: 20, fixing: [.horizontal])
                .replacingOccurrences(of: "<customView ", with: #"<customView hidden="YES" "#)
        }
        let stack = """
        <stackView distribution="fill" orientation="vertical" alignment="centerX" spacing="0.0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="240" y="135" width="0.0" height="0.0"/>
            <subviews>
                \(hidden("first", width: 243))
                \(hidden("second", width: 244))
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, [
            pin("c1", "stack", "centerX", "root", "centerX", 0),
            pin("c2", "stack", "centerY", "root", "centerY", 0),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["stack"], Rect(x: 240, y: 135, width: 0, height: 0))
        XCTAssertEqual(layout.ambiguity(of: "stack"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "stack"), [])
        XCTAssertEqual(layout.frames["first"]?.x, 0)
    }

    func testAViewTheDocumentPlacesAcrossAStackGivesUpItsAlignment() throws {
        // A centred horizontal stack holding a 20-point view whose top the document ties to its
        // 60-point neighbour's: the stack's centring gives way (HandBrake's "Options:" label,
        // baseline-aligned with the first of a column of check boxes). No conflict; the short
        // view sits at the top, both keep their heights.
        let stack = """
        <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="190" width="108" height="60"/>
            <subviews>
                \(fixedCustomView("short", x: 0, y: 40, width: 50, height: 20))
                \(fixedCustomView("tall", x: 58, y: 0, width: 50, height: 60))
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack") + pin("c3", "short", "top", "tall", "top"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["short"], Rect(x: 0, y: 40, width: 50, height: 20))
        XCTAssertEqual(layout.frames["tall"], Rect(x: 58, y: 0, width: 50, height: 60))
        XCTAssertEqual(layout.ambiguity(of: "short"), [])
    }

    func testAnEqualCenteringStackCentresViewsThatDoNotFillIt() throws {
        // A 440-point equal-centering stack (both ends pinned) holding one 100-point view: the
        // view sits in the middle (Rectangle's preference panes), not stretched or at the start.
        let stack = """
        <stackView distribution="equalCentering" orientation="horizontal" alignment="centerY" spacing="0" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="230" width="440" height="20"/>
            <subviews>
                \(fixedCustomView("view", x: 170, y: 0, width: 100, height: 20))
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack") + pin("c3", "root", "trailing", "stack", "trailing", 20))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["view"], Rect(x: 170, y: 0, width: 100, height: 20))
        XCTAssertEqual(layout.ambiguity(of: "view"), [])
    }

    func testAnEqualCenteringStackCentresANestedStackAtItsContentsWidth() throws {
        // The nested stack hugs its view at the default stack hugging (249.99998), the same
        // priority as the outer stack's hugging: Xcode stores it at its content's width in the
        // middle (Rectangle's preference panes, 733 of 850 points), not stretched to the ends.
        let stack = """
        <stackView distribution="equalCentering" orientation="horizontal" alignment="centerY" spacing="0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="230" width="440" height="20"/>
            <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="leading" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="170" y="0" width="100" height="20"/>
                    <subviews>\(fixedCustomView("view", x: 0, y: 0, width: 100, height: 20))</subviews>
                </stackView>
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack") + pin("c3", "root", "trailing", "stack", "trailing", 20))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["inner"], Rect(x: 170, y: 0, width: 100, height: 20))
        XCTAssertEqual(layout.ambiguity(of: "inner"), [])
    }

    func testAFillEquallyStackKeepsViewsOfUnequalRequiredSizesWithoutAConflict() throws {
        // Three rows whose contents require 24, 24 and 23 points (iina's preferences): AppKit
        // keeps them equal only as far as it can, so nothing conflicts and each keeps its height.
        let stack = """
        <stackView distribution="fillEqually" orientation="vertical" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="163" width="100" height="87"/>
            <subviews>
                \(fixedCustomView("row1", x: 0, y: 63, width: 100, height: 24))
                \(fixedCustomView("row2", x: 0, y: 31, width: 100, height: 24))
                \(fixedCustomView("row3", x: 0, y: 0, width: 100, height: 23))
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["row1"], Rect(x: 0, y: 63, width: 100, height: 24))
        XCTAssertEqual(layout.frames["row3"], Rect(x: 0, y: 0, width: 100, height: 23))
        XCTAssertEqual(layout.frames["stack"]?.height, 87)
    }

    func testAFillEquallyStackSharesWhatItsFirstViewLeavesEquallyAmongTheOthers() throws {
        // A 440-point row whose first view requires 200: the other two share the remaining 224
        // points equally (Rectangle's row of 265, 165 and 165), a single answer, not a tie.
        let stack = """
        <stackView distribution="fillEqually" orientation="horizontal" alignment="centerY" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="230" width="440" height="20"/>
            <subviews>
                \(fixedCustomView("first", x: 0, y: 0, width: 200, height: 20))
                \(fixedCustomView("second", x: 208, y: 0, width: 112, height: 20, fixing: []))
                \(fixedCustomView("third", x: 328, y: 0, width: 112, height: 20, fixing: []))
            </subviews>
        </stackView>
        """
        let layout = try solveMac(stack, pinnedTwentyFromTheTopLeading("stack") + pin("c3", "root", "trailing", "stack", "trailing", 20))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["second"], Rect(x: 208, y: 0, width: 112, height: 20))
        XCTAssertEqual(layout.frames["third"], Rect(x: 328, y: 0, width: 112, height: 20))
        XCTAssertEqual(layout.ambiguity(of: "second"), [])
        XCTAssertEqual(layout.ambiguity(of: "third"), [])
    }

    func testAStackBelowRequiredClippingResistanceLetsItsViewsOverflow() throws {
        // A vertical stack held 0 tall (an optional clipping resistance of 999 against a
        // required height) with one 24-point view: the view keeps its height and hangs below the
        // stack's top edge (Rectangle's todo-mode rows), instead of being squeezed to nothing.
        func stack(clipping: String) -> String {
            """
            <stackView distribution="fill" orientation="vertical" alignment="leading" \(clipping) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="250" width="100" height="0.0"/>
                <subviews>
                    \(fixedCustomView("row", x: 0, y: -24, width: 100, height: 24))
                </subviews>
                <constraints><constraint firstAttribute="height" constant="0.0" id="h0"/></constraints>
            </stackView>
            """
        }
        let layout = try solveMac(stack(clipping: #"verticalClippingResistancePriority="999""#), pinnedTwentyFromTheTopLeading("stack"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["row"], Rect(x: 0, y: -24, width: 100, height: 24))
        // At the default (required) resistance the same stack is a conflict.
        XCTAssertFalse(try solveMac(stack(clipping: ""), pinnedTwentyFromTheTopLeading("stack")).conflicts.isEmpty)
    }

    func testAnEmptyStackKeepsTheSizeInterfaceBuilderShows() throws {
        // Filled in code: nothing sizes it, and Interface Builder does not call it ambiguous.
        let stack = """
        <stackView distribution="fill" orientation="horizontal" alignment="bottom" spacing="19" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="200" y="190" width="80" height="60"/>
        </stackView>
        """
        let layout = try solveMac(stack, [
            pin("c1", "stack", "centerX", "root", "centerX", 0),
            pin("c2", "stack", "top", "root", "top", 20),
        ].joined())
        XCTAssertEqual(layout.frames["stack"], Rect(x: 200, y: 190, width: 80, height: 60))
        XCTAssertEqual(layout.ambiguity(of: "stack"), [])
    }

    func testATabViewIsSizedByTheItemItShowsOnly() throws {
        // NSTabView makes only its selected item's view a subview: the tab view is 140 tall, as
        // its shown item's content needs (20 + 100 + 20); the other item's content, which needs
        // 240, is laid out on its own and neither stretches the tab view nor conflicts with it.
        func item(_ id: String, contentHeight: Double) -> String {
            """
            <tabViewItem label="\(id)" identifier="\(id)" id="\(id)-item">
                <view key="view" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="140"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-content">
                            <rect key="frame" x="20" y="20" width="440" height="\(contentHeight)"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-content" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="20" id="\(id)-l"/>
                        <constraint firstAttribute="trailing" secondItem="\(id)-content" secondAttribute="trailing" constant="20" id="\(id)-r"/>
                        <constraint firstItem="\(id)-content" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="20" id="\(id)-t"/>
                        <constraint firstAttribute="bottom" secondItem="\(id)-content" secondAttribute="bottom" constant="20" id="\(id)-b"/>
                        <constraint firstItem="\(id)-content" firstAttribute="height" constant="\(contentHeight)" id="\(id)-h"/>
                    </constraints>
                </view>
            </tabViewItem>
            """
        }
        let tabs = """
        <tabView type="noTabsNoBorder" initialItem="shown-item" translatesAutoresizingMaskIntoConstraints="NO" id="tab">
            <rect key="frame" x="0.0" y="130" width="480" height="140"/>
            <font key="font" metaFont="system"/>
            <tabViewItems>\(item("hidden", contentHeight: 200))\(item("shown", contentHeight: 100))</tabViewItems>
        </tabView>
        """
        let layout = try solveMac(tabs, [
            pin("c1", "tab", "leading", "root", "leading", 0),
            pin("c2", "root", "trailing", "tab", "trailing", 0),
            pin("c3", "tab", "top", "root", "top", 0),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["tab"], Rect(x: 0, y: 130, width: 480, height: 140))
        XCTAssertEqual(layout.frames["shown-content"], Rect(x: 20, y: 20, width: 440, height: 100))
        XCTAssertEqual(layout.frames["hidden-content"]?.height, 200)
    }

    func testATabViewFillsItsShownItemsViewThatDoesNotTranslateItsMask() throws {
        // The shown item's view written with translatesAutoresizingMaskIntoConstraints="NO" and no
        // constraints of its own: NSTabView still sets it to its content rect.
        let tabs = """
        <tabView type="noTabsNoBorder" translatesAutoresizingMaskIntoConstraints="NO" id="tab">
            <rect key="frame" x="20" y="20" width="440" height="230"/>
            <font key="font" metaFont="system"/>
            <tabViewItems>
                <tabViewItem label="One" identifier="one" id="one-item">
                    <view key="view" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                        <rect key="frame" x="0.0" y="0.0" width="440" height="230"/>
                    </view>
                </tabViewItem>
            </tabViewItems>
        </tabView>
        """
        let layout = try solveMac(tabs, [
            pin("c1", "tab", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "tab", "trailing", 20),
            pin("c3", "tab", "top", "root", "top", 20),
            pin("c4", "root", "bottom", "tab", "bottom", 20),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "one"), [])
        XCTAssertEqual(layout.frames["one"], Rect(x: 0, y: 0, width: 440, height: 230))
    }

    func testABorderlessPrimaryBoxIsLaidOutByItsFrame() throws {
        // A primary box with no border (a background box) pinned to all four edges: nothing is
        // drawn outside its alignment rect, so its frame is the root's bounds, and so is its
        // content view's.
        let box = """
        <box borderType="none" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
            <view key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
        </box>
        """
        let layout = try solveMac(box, [
            pin("c1", "box", "leading", "root", "leading", 0),
            pin("c2", "root", "trailing", "box", "trailing", 0),
            pin("c3", "box", "top", "root", "top", 0),
            pin("c4", "root", "bottom", "box", "bottom", 0),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["box"], Rect(x: 0, y: 0, width: 480, height: 270))
        XCTAssertEqual(layout.frames["content"], Rect(x: 0, y: 0, width: 480, height: 270))
    }

    func testTheSubviewsOfAMisplacedViewAreLaidOutInItsStoredFrame() throws {
        // `panel` is stored 120 wide while its (optional) width constraint says 100: Xcode flags it
        // misplaced and leaves it, and lays `inner` out in the 120 it has.
        let panel = """
        <customView misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
            <rect key="frame" x="20" y="20" width="120" height="50"/>
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="10" y="10" width="100" height="30"/>
                </customView>
            </subviews>
            <constraints>
                <constraint firstAttribute="width" priority="750" constant="100" id="w"/>
                <constraint firstAttribute="height" constant="50" id="h"/>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="10" id="i1"/>
                <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="10" id="i2"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="i3"/>
                <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="10" id="i4"/>
            </constraints>
        </customView>
        """
        let layout = try solveMac(panel, [
            pin("c1", "panel", "leading", "root", "leading", 20),
            pin("c2", "root", "bottom", "panel", "bottom", 20),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["panel"]?.width, 100, "the misplaced view itself: the constraints' size")
        XCTAssertEqual(layout.frames["inner"], Rect(x: 10, y: 10, width: 100, height: 30))
    }

    func testAMisplacedRootLaysItsSubviewsOutAtTheHeightItsConstraintsGive() throws {
        // The root is stored 270 tall and flagged misplaced: its column of a view 20 from its top
        // and bottom that would be 100 tall (at 750, above the window's 500) makes it 140.
        // Interface Builder lays the view out in the 140 (Lunar's popovers, NetNewsWire's
        // sheets), so the view is stored 100 tall at y 20, not stretched to the stored 270.
        let column = """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="20" width="100" height="100"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="w"/>
                <constraint firstAttribute="height" priority="750" constant="100" id="h"/>
            </constraints>
        </customView>
        """
        let layout = try solveMac(column, [
            pin("c1", "column", "leading", "root", "leading", 20),
            pin("c2", "column", "top", "root", "top", 20),
            pin("c3", "root", "bottom", "column", "bottom", 20),
        ].joined(), rootAttributes: #"misplaced="YES""#)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["root"]?.height, 140)
        XCTAssertEqual(layout.frames["column"], Rect(x: 20, y: 20, width: 100, height: 100))
    }

    func testAMisplacedRootKeepsTheStoredHeightOfAViewNothingElseSizes() throws {
        // The root is stored 270 tall and flagged misplaced; its only subview, pinned 20 from
        // its top and bottom, has no height of its own and shows 200. Interface Builder keeps
        // the 200 and lays the root's content out in 240 (iina's welcome window, HandBrake's
        // subtitle defaults), rather than stretching the view to the stored 270.
        let panel = """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel">
            <rect key="frame" x="20" y="20" width="100" height="200"/>
            <constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints>
        </customView>
        """
        let layout = try solveMac(panel, [
            pin("c1", "panel", "leading", "root", "leading", 20),
            pin("c2", "panel", "top", "root", "top", 20),
            pin("c3", "root", "bottom", "panel", "bottom", 20),
        ].joined(), rootAttributes: #"misplaced="YES""#)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["panel"], Rect(x: 20, y: 20, width: 100, height: 200))
    }

    func testAClipViewIsFlippedOnlyWhenItsDocumentViewIs() throws {
        // A custom document view (flipped at run time, which Interface Builder cannot know) 100
        // high, pinned to the top of a 150-high clip view: stored bottom-up, 50 above the bottom.
        func scroll(_ id: String, document: String) -> String {
            """
            <scrollView borderType="none" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                <clipView key="contentView" drawsBackground="NO" id="\(id)-clip">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(document)</subviews>
                    <constraints>
                        <constraint firstItem="\(id)-doc" firstAttribute="top" secondItem="\(id)-clip" secondAttribute="top" id="\(id)-t"/>
                        <constraint firstItem="\(id)-doc" firstAttribute="leading" secondItem="\(id)-clip" secondAttribute="leading" id="\(id)-l"/>
                        <constraint firstAttribute="trailing" secondItem="\(id)-doc" secondAttribute="trailing" id="\(id)-r"/>
                    </constraints>
                </clipView>
            </scrollView>
            """
        }
        let custom = #"<view translatesAutoresizingMaskIntoConstraints="NO" customClass="FlippedView" id="a-doc"><rect key="frame" x="0.0" y="50" width="200" height="100"/><constraints><constraint firstAttribute="height" constant="100" id="a-h"/></constraints></view>"#
        let layout = try solveMac(scroll("a", document: custom), [
            pin("c1", "a", "leading", "root", "leading", 0),
            pin("c2", "a", "top", "root", "top", 0),
            #"<constraint firstItem="a" firstAttribute="width" constant="200" id="c3"/>"#,
            #"<constraint firstItem="a" firstAttribute="height" constant="150" id="c4"/>"#,
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["a-doc"], Rect(x: 0, y: 50, width: 200, height: 100))
    }

    func testAStackPadsItsViewsByItsEdgeInsetsUnlessPinnedOtherwise() throws {
        // A leading-aligned vertical NSStackView with a 10-point left inset: `a` sits 10 from the
        // stack's leading edge; `b` is pinned to the edge itself and wins over the alignment.
        let stack = """
        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="20" width="110" height="45"/>
            <subviews>
                \(fixedCustomView("a", x: 10, y: 25, width: 100, height: 20))
                \(fixedCustomView("b", x: 0, y: 0, width: 50, height: 20))
            </subviews>
            <edgeInsets key="edgeInsets" left="10" right="0.0" top="0.0" bottom="0.0"/>
            <constraints>
                <constraint firstItem="b" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="pinB"/>
            </constraints>
        </stackView>
        """
        let layout = try solveMac(stack, [
            pin("c1", "stack", "leading", "root", "leading", 20),
            pin("c2", "root", "bottom", "stack", "bottom", 20),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["a"], Rect(x: 10, y: 25, width: 100, height: 20))
        XCTAssertEqual(layout.frames["b"], Rect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(layout.frames["stack"], Rect(x: 20, y: 20, width: 110, height: 45))
    }

    /// A scroll view (id `scroll`) held 200 × 100 at (20, 20) in the root.
    private func solveScrollView(_ scroll: String, toolsVersion: String = "21701", interfaceBuilder: Bool = false) throws -> SceneLayout {
        try solveMac(scroll, [
            pin("c1", "scroll", "leading", "root", "leading", 20),
            pin("c2", "scroll", "top", "root", "top", 20),
            pin("c3", "scroll", "width", nil, nil, 200),
            pin("c4", "scroll", "height", nil, nil, 100),
        ].joined(), toolsVersion: toolsVersion, interfaceBuilder: interfaceBuilder)
    }

    /// ProtonVPN's upgrade features: a row as tall as its icon (required) and as its text (at 750)
    /// around a wrapping text field stored 50 tall, whose one short line is 17. Interface Builder
    /// measures the line, so the field's 750 hugging ties with the row's 750 bottom pin for the 5
    /// points between them; the stored 50 would satisfy both and hide the tie.
    func testAShortWrappingTextFieldIsOneLineInInterfaceBuildersVerdict() throws {
        func row(text: String) throws -> SceneLayout {
            let subviews = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="200" width="439" height="24"/>
                <subviews>
                    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="24" id="iw"/>
                            <constraint firstAttribute="height" constant="24" id="ih"/>
                        </constraints>
                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="iconCell"/>
                    </imageView>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        <rect key="frame" x="28" y="-26" width="405" height="50"/>
                        <textFieldCell key="cell" title="\(text)" id="textCell">
                            <font key="font" metaFont="system" size="14"/>
                        </textFieldCell>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="text" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="4" id="r1"/>
                    <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="6" id="r2"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="row" secondAttribute="top" id="r3"/>
                    <constraint firstItem="text" firstAttribute="top" secondItem="icon" secondAttribute="top" constant="2" id="r4"/>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="row" secondAttribute="leading" id="r5"/>
                    <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="icon" secondAttribute="bottom" id="r6"/>
                    <constraint firstAttribute="bottom" secondItem="text" secondAttribute="bottom" priority="750" id="r7"/>
                </constraints>
            </customView>
            """
            return try solveMac(subviews, [
                pin("c1", "row", "leading", "root", "leading", 20),
                pin("c2", "row", "top", "root", "top", 46),
                pin("c3", "row", "width", nil, nil, 439),
            ].joined(), interfaceBuilder: true)
        }
        let short = try row(text: "Hundreds of servers in 54 countries")
        XCTAssertEqual(short.ambiguity(of: "text"), [], "at its stored 50 points the field fits the row")
        XCTAssertTrue(short.interfaceBuilderAmbiguity(of: "text").contains(.height))
        // Text that may need a second line at 405 points keeps its stored height.
        let long = try row(text: String(repeating: "Advanced features: NetShield, Secure Core, ", count: 2))
        XCTAssertEqual(long.interfaceBuilderAmbiguity(of: "text"), [])
    }

    /// A bordered tab view with its tabs on top, pinned 20 inside the root, showing one item whose
    /// view holds a 100×20 view pinned 20 from its top leading corner.
    private func tabViewScene(type: String = "") -> String {
        """
        <tabView \(type) translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
            <rect key="frame" x="13" y="10" width="454" height="246"/>
            <font key="font" metaFont="system"/>
            <tabViewItems>
                <tabViewItem label="General" identifier="1" id="item">
                    <view key="view" id="page">
                        <rect key="frame" x="10" y="33" width="434" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>\(fixedCustomView("inner", x: 20, y: 160, width: 100, height: 20))</subviews>
                        <constraints>
                            <constraint firstItem="inner" firstAttribute="leading" secondItem="page" secondAttribute="leading" constant="20" id="i1"/>
                            <constraint firstItem="inner" firstAttribute="top" secondItem="page" secondAttribute="top" constant="20" id="i2"/>
                        </constraints>
                    </view>
                </tabViewItem>
            </tabViewItems>
        </tabView>
        """
    }

    func testBorderedTabViewDrawsItsBezelInsideItsFrameAndPlacesItsItemViewBelowTheTabs() throws {
        // Constraints place the bezel (the alignment rect): 20 inside the root on every side. The
        // frame reaches 7 past it at the sides, 6 above (the tabs) and 10 below; the item's view
        // fills the content rect, 33 below the flipped tab view's top and 10 and 13 inside its
        // other edges, and its own subviews are laid out in it.
        let layout = try solveMac(tabViewScene(), [
            pin("c1", "tabs", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "tabs", "trailing", 20),
            pin("c3", "tabs", "top", "root", "top", 20),
            pin("c4", "root", "bottom", "tabs", "bottom", 20),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["tabs"], Rect(x: 13, y: 10, width: 454, height: 246))
        XCTAssertEqual(layout.frames["page"], Rect(x: 10, y: 33, width: 434, height: 200))
        XCTAssertEqual(layout.frames["inner"], Rect(x: 20, y: 160, width: 100, height: 20))
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "inner"), [])
    }

    func testBorderlessTabViewDrawsToItsFrame() throws {
        let scene = tabViewScene(type: #"type="noTabsNoBorder""#)
            .replacingOccurrences(of: #"x="13" y="10" width="454" height="246""#, with: #"x="20" y="20" width="440" height="230""#)
            .replacingOccurrences(of: #"x="10" y="33" width="434" height="200""#, with: #"x="0.0" y="0.0" width="440" height="230""#)
        let layout = try solveMac(scene, [
            pin("c1", "tabs", "leading", "root", "leading", 20),
            pin("c2", "root", "trailing", "tabs", "trailing", 20),
            pin("c3", "tabs", "top", "root", "top", 20),
            pin("c4", "root", "bottom", "tabs", "bottom", 20),
        ].joined())
        XCTAssertEqual(layout.frames["tabs"], Rect(x: 20, y: 20, width: 440, height: 230))
        XCTAssertEqual(layout.frames["page"], Rect(x: 0, y: 0, width: 440, height: 230))
    }

    func testXcode26DrawsATitledBoxToItsFrame() throws {
        // A titled primary box pinned 20 from the root's leading edge: systems before macOS 26
        // drew its border 3 inside the frame, so the frame starts at 17; Xcode 26 stores it at 20.
        let box = """
        <box title="Proxy" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="150" width="200" height="100"/>
            <view key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="200" height="88"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="w"/>
                <constraint firstAttribute="height" constant="100" id="h"/>
            </constraints>
        </box>
        """
        let constraints = pinnedTwentyFromTheTopLeading("box")
        XCTAssertEqual(try solveMac(box, constraints, toolsVersion: "24765").frames["box"]?.x, 20)
        XCTAssertEqual(try solveMac(box, constraints, toolsVersion: "22505").frames["box"]?.x, 17)
    }

    func testASecondaryBoxIsDrawnAsAPrimaryOne() throws {
        // NSBox.h: the secondary type "has been identical to Primary since Mac OS X 10.3". A
        // titled secondary box with a line border pinned 20 from the leading edge and 30 above the
        // bottom of a 270-high root draws its border 3 inside the frame at the sides and 4 below.
        let box = """
        <box boxType="secondary" borderType="line" title="Metadata" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="17" y="26" width="206" height="104"/>
            <view key="contentView" id="content">
                <rect key="frame" x="3" y="3" width="200" height="86"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="w"/>
                <constraint firstAttribute="height" constant="100" id="h"/>
            </constraints>
        </box>
        """
        let constraints = [
            pin("c1", "box", "leading", "root", "leading", 20),
            pin("c2", "root", "bottom", "box", "bottom", 30),
        ].joined()
        XCTAssertEqual(try solveMac(box, constraints, toolsVersion: "22505").frames["box"], Rect(x: 17, y: 26, width: 206, height: 104))
    }

    func testASplitViewTilesAPaneThatDoesNotTranslateItsMask() throws {
        // A vertical split view filling the root: a 150-point pane that translates its mask, and a
        // content pane that does not and that no constraint places. The split view sets the pane's
        // frame from its divider, so the pane, and the view pinned inside it, are determined.
        let split = """
        <splitView dividerStyle="thin" vertical="YES" translatesAutoresizingMaskIntoConstraints="NO" id="split">
            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
            <subviews>
                <customView id="list"><rect key="frame" x="0.0" y="0.0" width="150" height="270"/><autoresizingMask key="autoresizingMask"/></customView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                    <rect key="frame" x="151" y="0.0" width="329" height="270"/>
                    <subviews>\(fixedCustomView("inner", x: 20, y: 230, width: 100, height: 20))</subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="i1"/>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="i2"/>
                    </constraints>
                </customView>
            </subviews>
        </splitView>
        """
        let layout = try solveMac(split, [
            pin("c1", "split", "leading", "root", "leading"), pin("c2", "root", "trailing", "split", "trailing"),
            pin("c3", "split", "top", "root", "top"), pin("c4", "root", "bottom", "split", "bottom"),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["pane"], Rect(x: 151, y: 0, width: 329, height: 270))
        XCTAssertEqual(layout.frames["inner"], Rect(x: 20, y: 230, width: 100, height: 20))
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "pane"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "inner"), [])
    }

    /// A tab view without tabs filling the root, whose two items' views are `first` and `second`
    /// (ids `firstView`, `secondView`), the first selected unless `initialItem` names another.
    private func tabView(first: String, second: String, initialItem: String? = nil) -> String {
        """
        <tabView type="noTabsNoBorder" \(initialItem.map { "initialItem=\"\($0)\"" } ?? "") translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
            <font key="font" metaFont="system"/>
            <tabViewItems>
                <tabViewItem label="First" identifier="1" id="firstItem">\(first)</tabViewItem>
                <tabViewItem label="Second" identifier="2" id="secondItem">\(second)</tabViewItem>
            </tabViewItems>
        </tabView>
        """
    }

    /// Constraints putting the tab view `inset` inside the root's edges.
    private func tabViewInTheRoot(inset: Double = 0) -> String {
        [pin("c1", "tabs", "leading", "root", "leading", inset), pin("c2", "root", "trailing", "tabs", "trailing", inset),
         pin("c3", "tabs", "top", "root", "top", inset), pin("c4", "root", "bottom", "tabs", "bottom", inset)].joined()
    }

    func testATabViewTilesItsSelectedItemViewThatDoesNotTranslateItsMask() throws {
        // The selected item's view does not translate its mask and no constraint places it: the
        // tab view sets its frame to its content rect, so it and the view pinned inside it are
        // determined.
        let first = """
        <view key="view" translatesAutoresizingMaskIntoConstraints="NO" id="firstView">
            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
            <subviews>\(fixedCustomView("inner", x: 20, y: 230, width: 100, height: 20))</subviews>
            <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="firstView" secondAttribute="leading" constant="20" id="i1"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="firstView" secondAttribute="top" constant="20" id="i2"/>
            </constraints>
        </view>
        """
        let second = #"<view key="view" id="secondView"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view>"#
        let layout = try solveMac(tabView(first: first, second: second), tabViewInTheRoot(), interfaceBuilder: true)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["firstView"], Rect(x: 0, y: 0, width: 480, height: 270))
        XCTAssertEqual(layout.frames["inner"], Rect(x: 20, y: 230, width: 100, height: 20))
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "firstView"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "inner"), [])
    }

    func testAnUnselectedTabItemViewKeepsTheFrameItWasLastLaidOutAt() throws {
        // The second item is not selected: its view is not in the window, and it keeps its stored
        // 700 × 200 frame whatever the size the tab view is laid out at, so the view pinned 20
        // inside its sides is 660 wide, not 620 (as its mask would make it in a 440-wide tab view).
        let first = #"<view key="view" id="firstView"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view>"#
        let second = """
        <view key="view" id="secondView">
            <rect key="frame" x="0.0" y="0.0" width="700" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>\(fixedCustomView("wide", x: 20, y: 160, width: 660, height: 20, fixing: [.vertical]))</subviews>
            <constraints>
                <constraint firstItem="wide" firstAttribute="leading" secondItem="secondView" secondAttribute="leading" constant="20" id="i1"/>
                <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" constant="20" id="i2"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="secondView" secondAttribute="top" constant="20" id="i3"/>
            </constraints>
        </view>
        """
        // The tab view is laid out 20 inside the root, 440 × 230: the selected item's view follows it.
        let layout = try solveMac(tabView(first: first, second: second), tabViewInTheRoot(inset: 20), interfaceBuilder: true)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["firstView"], Rect(x: 0, y: 0, width: 440, height: 230))
        XCTAssertEqual(layout.frames["secondView"], Rect(x: 0, y: 0, width: 700, height: 200))
        XCTAssertEqual(layout.frames["wide"], Rect(x: 20, y: 160, width: 660, height: 20))
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "wide"), [])
        // `initialItem` selects the second item: the first is the one kept at its frame, and the
        // second is laid out in the window again (by its mask, from the tab view).
        let selected = try solveMac(tabView(first: first, second: second, initialItem: "secondItem"), tabViewInTheRoot(inset: 20))
        XCTAssertNil(selected.system.items.first { $0.id == "firstView" }?.parent)
        XCTAssertEqual(selected.system.items.first { $0.id == "secondView" }?.parent, "tabs")
    }

    /// Two input fields in a row between the root's sides, stored `first` and `second` wide, with
    /// equal horizontal hugging: 440 points of room.
    private func twoFieldsInARow(first: Double, second: Double) throws -> SceneLayout {
        func field(_ id: String, x: Double, width: Double) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="230" width="\(width)" height="21"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="\(id)-cell"/>
            </textField>
            """
        }
        return try solveMac(field("a", x: 20, width: first) + field("b", x: 20 + first, width: second), [
            pin("c1", "a", "leading", "root", "leading", 20), pin("c2", "b", "leading", "a", "trailing"),
            pin("c3", "root", "trailing", "b", "trailing", 20), pin("c4", "a", "top", "root", "top", 19),
            pin("c5", "b", "top", "root", "top", 19),
        ].joined(), interfaceBuilder: true)
    }

    func testAnAppKitTieAPointAwayFromTheStoredFramesIsNotInterfaceBuildersVerdict() throws {
        // Stored 220 and 219 wide in 440 points: one field must grow a point, and which is a tie
        // at run time; the stored frames are Interface Builder's solution, so the point is
        // layoutlint's metrics, and Interface Builder flags neither.
        let close = try twoFieldsInARow(first: 220, second: 219)
        XCTAssertEqual(close.ambiguity(of: "a"), [.width])
        XCTAssertEqual(close.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(close.interfaceBuilderAmbiguity(of: "b"), [])
        // 40 points short: the fields' contents really leave room, and the tie is flagged.
        let far = try twoFieldsInARow(first: 200, second: 200)
        XCTAssertEqual(far.interfaceBuilderAmbiguity(of: "a"), [.width])
    }
}
