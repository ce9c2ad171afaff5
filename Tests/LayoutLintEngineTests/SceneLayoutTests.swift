@testable import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// The engine on hand-made scenes: what UIKit adds (ENGINE.md §3), conflicts whose minimal set is
/// known and ambiguities whose free quantity is known.
final class SceneLayoutTests: XCTestCase {
    func testARootIsReportedWhereTheFilePutsIt() throws {
        // Nothing places a scene's roots: a navigation controller's bar stays below the status bar
        // at the origin the file stores, with its solved size.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <navigationBar contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
            </objects>
        </document>
        """
        XCTAssertEqual(try solveDocument(xml, path: "Bar.xib").frames["bar"], Rect(x: 0, y: 20, width: 375, height: 44))
    }

    func testABarButtonCustomViewIsSizedByItsConstraintsNotItsAutoresizingMask() throws {
        // Stored 0 wide with an autoresizing mask, and a 40-point label pinned inside: the bar
        // sizes the custom view by its constraints (UIKit since iOS 11), so nothing conflicts.
        let toolbar = #"""
            <toolbar opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                <items>
                    <barButtonItem style="plain" id="item">
                        <view key="customView" contentMode="scaleToFill" id="custom">
                            <rect key="frame" x="16" y="5.5" width="0.0" height="33"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <label text="50%" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                                    <rect key="frame" x="0.0" y="6" width="40" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="value" firstAttribute="width" constant="40" id="w"/>
                                <constraint firstItem="value" firstAttribute="leading" secondItem="custom" secondAttribute="leading" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" id="t"/>
                                <constraint firstItem="value" firstAttribute="centerY" secondItem="custom" secondAttribute="centerY" id="y"/>
                            </constraints>
                        </view>
                    </barButtonItem>
                </items>
            </toolbar>
            """#
        let layout = try solveScene(toolbar, [
            constraint("b1", "bar", "leading", "root", "leading"),
            constraint("b2", "root", "trailing", "bar", "trailing"),
            constraint("b3", "root", "bottom", "bar", "bottom"),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["custom"]?.width, 40)
        XCTAssertEqual(layout.frames["custom"]?.x, 16, "the bar keeps it where it is")
        // The label is centred, so the constraints leave the height open: the bar gives it.
        XCTAssertEqual(layout.frames["custom"]?.height, 33)
        XCTAssertEqual(layout.ambiguity(of: "custom"), [])
        XCTAssertEqual(layout.ambiguity(of: "value"), [])
    }

    func testAnAppKitRootGrowsForItsContentInsteadOfSqueezingIt() throws {
        // Two labels in a row need 60 + 8 + 60 + 2 × 20 = 168 points; the window's content view
        // is stored 150 wide. AppKit holds a window's size at 500, below compression resistance
        // (750): the content view grows, so neither label is squeezed and nothing is left to a tie.
        // (Xcode flags such a content view misplaced: its stored size is not the constraints'.)
        let xib = #"""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <window title="Window" id="window">
                        <rect key="contentRect" x="0.0" y="0.0" width="150" height="40"/>
                        <view key="contentView" misplaced="YES" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="150" height="40"/>
                            <subviews>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="18" y="12" width="64" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="First" id="a-cell"/>
                                </textField>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="86" y="12" width="64" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Second" id="b-cell"/>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="c3"/>
                                <constraint firstItem="a" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c4"/>
                                <constraint firstItem="b" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c5"/>
                            </constraints>
                        </view>
                    </window>
                </objects>
            </document>
            """#
        let layout = try solveDocument(xib, path: "Window.xib")
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "a"), [])
        XCTAssertEqual(layout.ambiguity(of: "b"), [])
        XCTAssertEqual(layout.tied, [], "no equal compression resistances traded against each other")
        let width = try XCTUnwrap(layout.frames["content"]?.width)
        XCTAssertGreaterThan(width, 150, "the content view grew")
    }

    /// A window's content view that does not translate its autoresizing mask is placed by
    /// nothing the document can hold: Interface Builder flags it (not its subviews).
    func testInterfaceBuilderFlagsAWindowContentViewThatDoesNotTranslateItsMask() throws {
        func solve(translates: Bool) throws -> SceneLayout {
            let xib = #"""
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                    <objects>
                        <window title="History" id="window">
                            <rect key="contentRect" x="0.0" y="0.0" width="600" height="300"/>
                            <view key="contentView" \#(translates ? "" : #"translatesAutoresizingMaskIntoConstraints="NO""#) id="content">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="300"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0.0" y="268" width="600" height="32"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" id="c3"/>
                                    <constraint firstItem="bar" firstAttribute="height" constant="32" id="c4"/>
                                </constraints>
                            </view>
                        </window>
                    </objects>
                </document>
                """#
            return try solveDocument(xib, path: "Window.xib", interfaceBuilder: true)
        }
        let constrained = try solve(translates: false)
        XCTAssertEqual(Set(constrained.interfaceBuilderAmbiguity(of: "content")), Set(LayoutQuantity.allCases))
        XCTAssertEqual(constrained.interfaceBuilderAmbiguity(of: "bar"), [])
        XCTAssertEqual(constrained.ambiguity(of: "content"), [], "at run time the window's frame is kept")
        XCTAssertEqual(try solve(translates: true).interfaceBuilderAmbiguity(of: "content"), [])
    }

    /// An AppKit root whose size an optional constraint (here `width == 360 @900`, above the
    /// window's 500) would change: Interface Builder lays the subviews out in the root's stored
    /// frame, which is the size it solved unless it flagged the root misplaced.
    private func appKitRootWithAStrongerWidth(misplaced: Bool, translatesMask: Bool = false) throws -> SceneLayout {
        let translates = translatesMask ? "" : #"translatesAutoresizingMaskIntoConstraints="NO""#
        let xib = #"""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView \#(misplaced ? #"misplaced="YES""# : "") \#(translates) id="root">
                        <rect key="frame" x="0.0" y="0.0" width="367" height="100"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="20" y="40" width="327" height="20"/>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="c2"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c3"/>
                            <constraint firstItem="bar" firstAttribute="height" constant="20" id="c4"/>
                            <constraint firstAttribute="width" priority="900" constant="360" id="c5"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """#
        return try solveDocument(xib, path: "Root.xib")
    }

    func testAnAppKitRootsSubviewsAreLaidOutInItsStoredFrame() throws {
        let layout = try appKitRootWithAStrongerWidth(misplaced: false)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["root"], Rect(x: 0, y: 0, width: 367, height: 100))
        XCTAssertEqual(layout.frames["bar"], Rect(x: 20, y: 40, width: 327, height: 20))
        XCTAssertEqual(layout.ambiguity(of: "bar"), [])
    }

    func testAMisplacedAppKitRootKeepsItsSubviewsInItsStoredFrame() throws {
        // Flagged misplaced: the root's own solved size is the constraints' (360), but Interface
        // Builder left its frame at 367 and laid the subviews out in that.
        let layout = try appKitRootWithAStrongerWidth(misplaced: true)
        XCTAssertEqual(layout.frames["root"]?.width, 360)
        XCTAssertEqual(layout.frames["bar"], Rect(x: 20, y: 40, width: 327, height: 20))
    }

    func testAMisplacedAppKitRootItsOwnerSizesLaysItsSubviewsOutAtTheConstraintsWidth() throws {
        // A root that translates its autoresizing mask (a window's content view, a controller's
        // view) holds its stored width only as weakly as a window holds its size: flagged
        // misplaced, its subviews are laid out in the 360 its `width == 360 @900` gives (Xit's
        // push panel, ShadowsocksX-NG's preferences, SourceCodeSyntaxHighlight's theme editor).
        let layout = try appKitRootWithAStrongerWidth(misplaced: true, translatesMask: true)
        XCTAssertEqual(layout.frames["root"]?.width, 360)
        XCTAssertEqual(layout.frames["bar"], Rect(x: 20, y: 40, width: 320, height: 20))
        // Not flagged, the stored frame is the size Xcode solved, whatever the root translates.
        let placed = try appKitRootWithAStrongerWidth(misplaced: false, translatesMask: true)
        XCTAssertEqual(placed.frames["bar"], Rect(x: 20, y: 40, width: 327, height: 20))
    }

    func testPinnedViewIsPlacedAgainstTheSafeArea() throws {
        let layout = try solveScene(view("box"), [
            constraint("c1", "box", "leading", "safe", "leading", constant: 16),
            constraint("c2", "box", "top", "safe", "top", constant: 10),
            constraint("c3", "box", "width", constant: 100),
            constraint("c4", "box", "height", constant: 50),
        ].joined())
        XCTAssertEqual(layout.frames["box"], Rect(x: 16, y: 30, width: 100, height: 50))
        XCTAssertEqual(layout.ambiguity(of: "box"), [])
        XCTAssertEqual(layout.conflicts, [])
    }

    func testMissingConstraintsLeaveTheRightQuantitiesFree() throws {
        // Leading and top only: the width and height of a plain view are undetermined.
        let layout = try solveScene(view("box"), [
            constraint("c1", "box", "leading", "root", "leading", constant: 16),
            constraint("c2", "box", "top", "root", "top", constant: 10),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "box"), [.width, .height])
    }

    func testIntrinsicSizeDeterminesALabel() throws {
        let label = view("title", "label", frame: #"x="16" y="40" width="120" height="21""#, extra: #"text="Title""#)
        let layout = try solveScene(label, [
            constraint("c1", "title", "leading", "root", "leading", constant: 16),
            constraint("c2", "title", "top", "root", "top", constant: 40),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "title"), [])
        XCTAssertEqual(layout.frames["title"], Rect(x: 16, y: 40, width: 120, height: 21))
    }

    func testATextViewThatDoesNotScrollIsSizedByItsTextOnBothAxes() throws {
        // PopcornTimeTV's people column: a non-scrolling text view pinned at its leading edge and
        // capped at 340 wide, with labels placed after its trailing edge. Xcode flags neither the
        // text view nor the views placed from it: its text decides its width, as it does its height.
        let text = view("people", "textView", frame: #"x="0" y="40" width="337" height="200""#,
                        extra: #"scrollEnabled="NO" text="Lorem ipsum""#)
        let title = view("title", "label", frame: #"x="360" y="40" width="80" height="21""#, extra: #"text="Title""#)
        let layout = try solveScene(text + title, [
            constraint("c1", "people", "leading", "root", "leading"),
            constraint("c2", "people", "top", "root", "top", constant: 40),
            constraint("c3", "people", "width", constant: 340, relation: "lessThanOrEqual"),
            constraint("c4", "title", "leading", "people", "trailing", constant: 23),
            constraint("c5", "title", "top", "people", "top"),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.ambiguity(of: "people"), [])
        XCTAssertEqual(layout.ambiguity(of: "title"), [])
        XCTAssertEqual(layout.frames["title"]?.x, 360)
        // A text view that scrolls has no intrinsic size: the same constraints leave it open.
        let scrolling = try solveScene(text.replacingOccurrences(of: #"scrollEnabled="NO" "#, with: "") + title, [
            constraint("c1", "people", "leading", "root", "leading"),
            constraint("c2", "people", "top", "root", "top", constant: 40),
            constraint("c3", "people", "width", constant: 340, relation: "lessThanOrEqual"),
            constraint("c4", "title", "leading", "people", "trailing", constant: 23),
            constraint("c5", "title", "top", "people", "top"),
        ].joined())
        XCTAssertEqual(scrolling.ambiguity(of: "people"), [.width, .height])
    }

    func testCenteringUsesTheSuperviewsWidth() throws {
        let layout = try solveScene(view("box"), [
            constraint("c1", "box", "centerX", "root", "centerX"),
            constraint("c2", "box", "centerY", "root", "centerY"),
            constraint("c3", "box", "width", constant: 75),
            constraint("c4", "box", "height", constant: 67),
        ].joined())
        XCTAssertEqual(layout.frames["box"], Rect(x: 150, y: 300, width: 75, height: 67))
    }

    func testConflictingWidthsGiveTheMinimalSetAndBreakTheLaterOne() throws {
        let layout = try solveScene(view("box"), [
            constraint("pin-l", "box", "leading", "root", "leading"),
            constraint("pin-r", "root", "trailing", "box", "trailing"),
            constraint("pin-t", "box", "top", "root", "top"),
            constraint("h", "box", "height", constant: 10),
            constraint("w", "box", "width", constant: 100),
        ].joined())
        XCTAssertEqual(layout.conflicts.count, 1)
        XCTAssertEqual(Set(layout.conflicts[0].constraints), [.document("pin-l"), .document("pin-r"), .document("w"),
                                                               .root("root")])
        XCTAssertEqual(layout.conflicts[0].broken, .document("w"))
        XCTAssertTrue(layout.conflicts[0].isDeviceSpecific, "the screen's width is part of it")
    }

    func testOptionalConstraintYieldsWithoutConflict() throws {
        let layout = try solveScene(view("box"), [
            constraint("pin-l", "box", "leading", "root", "leading"),
            constraint("pin-r", "root", "trailing", "box", "trailing"),
            constraint("pin-t", "box", "top", "root", "top"),
            constraint("h", "box", "height", constant: 10),
            constraint("w", "box", "width", constant: 100, priority: 750),
        ].joined())
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["box"]?.width, 375)
    }

    func testAutoresizingViewKeepsItsFrameAndConflictsWithConstraints() throws {
        let fixed = #"<view contentMode="scaleToFill" id="old"><rect key="frame" x="10" y="20" width="30" height="40"/></view>"#
        let layout = try solveScene(fixed, constraint("c1", "old", "width", constant: 50))
        XCTAssertEqual(layout.conflicts.count, 1)
        XCTAssertEqual(layout.conflicts[0].constraints, [.autoresizing("old", .horizontal), .document("c1")])
        XCTAssertFalse(layout.conflicts[0].isDeviceSpecific, "30 == 50 on every screen")
        XCTAssertEqual(layout.frames["old"], Rect(x: 10, y: 20, width: 30, height: 40))
    }

    func testEqualHuggingTieIsAnAmbiguity() throws {
        // Two labels between the edges with the same hugging: which one stretches is left to chance.
        let first = view("a", "label", frame: #"x="0" y="20" width="50" height="21""#, extra: #"text="A""#)
        let second = view("b", "label", frame: #"x="50" y="20" width="50" height="21""#, extra: #"text="B""#)
        let layout = try solveScene(first + second, [
            constraint("c1", "a", "leading", "root", "leading"),
            constraint("c2", "b", "leading", "a", "trailing"),
            constraint("c3", "root", "trailing", "b", "trailing"),
            constraint("c4", "a", "top", "root", "top", constant: 20),
            constraint("c5", "b", "top", "root", "top", constant: 20),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "a"), [.width])
        XCTAssertEqual(layout.ambiguity(of: "b"), [.minX, .width])
        XCTAssertTrue(layout.tied.contains(.contentHugging("a", .horizontal)))
        XCTAssertTrue(layout.tied.contains(.contentHugging("b", .horizontal)))
    }

    func testViewPinnedInsideAnAmbiguousContainerIsNotAmbiguous() throws {
        // The card has no horizontal position; the badge is pinned inside it. Interface Builder
        // flags only the card: the badge's frame in the card is determined.
        let card = """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="20" y="100" width="200" height="100"/>
            <subviews>\(view("badge", frame: #"x="10" y="10" width="20" height="20""#))</subviews>
        </view>
        """
        let layout = try solveScene(card, [
            constraint("c1", "card", "top", "root", "top", constant: 100),
            constraint("c2", "card", "width", constant: 200),
            constraint("c3", "card", "height", constant: 100),
            constraint("c4", "badge", "leading", "card", "leading", constant: 10),
            constraint("c5", "badge", "top", "card", "top", constant: 10),
            constraint("c6", "badge", "width", constant: 20),
            constraint("c7", "badge", "height", constant: 20),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "card"), [.minX])
        XCTAssertEqual(layout.ambiguity(of: "badge"), [])
        XCTAssertEqual(layout.frames["badge"], Rect(x: 10, y: 10, width: 20, height: 20))
    }

    func testInterfaceBuilderFlagsOnlyTheDescendantsWhoseFrameInTheContainerIsUndetermined() throws {
        // The card's width is free. A frame is stored in its superview's coordinates, so the
        // badge pinned to the card's leading edge is determined there and Interface Builder does
        // not flag it; the dot centred in the card moves with the card's width and is flagged.
        // (Over the corpus, 170 of 175 descendants determined in their container, in 13
        // repositories of both halves, are unflagged: see docs/measurements.md,
        // `LayoutEngine.viewsHangingOnOverfilledRows`.)
        let card = """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="20" y="100" width="200" height="100"/>
            <subviews>\(view("badge", frame: #"x="10" y="10" width="20" height="20""#))\(view("dot", frame: #"x="95" y="45" width="10" height="10""#))</subviews>
        </view>
        """
        let layout = try solveScene(card, [
            constraint("c1", "card", "top", "root", "top", constant: 100),
            constraint("c2", "card", "leading", "root", "leading", constant: 20),
            constraint("c3", "card", "height", constant: 100),
            constraint("c4", "badge", "leading", "card", "leading", constant: 10),
            constraint("c5", "badge", "top", "card", "top", constant: 10),
            constraint("c6", "badge", "width", constant: 20),
            constraint("c7", "badge", "height", constant: 20),
            constraint("c8", "dot", "centerX", "card", "centerX"),
            constraint("c9", "dot", "centerY", "card", "centerY"),
            constraint("c10", "dot", "width", constant: 10),
            constraint("c11", "dot", "height", constant: 10),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "card"), [.width])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "badge"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "dot"), [.minX])
    }

    func testFixedFrameViewKeepsItsFrame() throws {
        // Xcode writes translatesAutoresizingMaskIntoConstraints="NO" with fixedFrame="YES" on a
        // view it lays out by its autoresizing mask; the view has no constraints and is not ambiguous.
        let panel = view("panel", frame: #"x="20" y="100" width="200" height="80""#, extra: #"fixedFrame="YES""#)
        let layout = try solveScene(panel, "")
        XCTAssertEqual(layout.ambiguity(of: "panel"), [])
        XCTAssertEqual(layout.frames["panel"], Rect(x: 20, y: 100, width: 200, height: 80))
    }

    func testAViewWithoutAnyConstraintKeepsItsFrameEvenWithoutFixedFrame() throws {
        // Interface Builder keeps a view no constraint mentions where it is, whatever the file
        // says about translating its mask; a view with a constraint in another size class only
        // is laid out by constraints (and is ambiguous where they are not installed).
        let field = view("field", "textField", frame: #"x="139" y="7" width="220" height="30""#)
        let layout = try solveScene(field, "")
        XCTAssertEqual(layout.ambiguity(of: "field"), [])
        XCTAssertEqual(layout.frames["field"], Rect(x: 139, y: 7, width: 220, height: 30))

        let elsewhere = view("other", frame: #"x="20" y="100" width="200" height="80""#,
                             constraints: #"<constraint firstAttribute="height" constant="80" id="h"/>"#)
        let masked = #"<variation key="default"><mask key="constraints"><exclude reference="h"/></mask></variation>"#
        let (document, scene) = try parseScene(elsewhere.replacingOccurrences(of: "</view>", with: masked + "</view>"), "")
        let other = LayoutEngine.solve(document: document, scene: scene, configuration: .any)
        XCTAssertEqual(other.ambiguity(of: "other"), [.minX, .width, .minY, .height])
    }

    func testAViewPreservingItsSuperviewsMarginsTakesTheWiderOnes() throws {
        // The root's margins are 16 on a 375-point phone; a full-width container that preserves
        // them passes 16 on to its own margins (UIView's default 8 otherwise), and a view inside
        // it 10 from its edge keeps only what reaches past it: 16 − 10 = 6, less than its own 8.
        func container(preserving: Bool) -> String {
            let inner = view("inner", frame: #"x="10" y="10" width="355" height="100""#,
                             extra: preserving ? #"preservesSuperviewLayoutMargins="YES""# : "",
                             subviews: view("deep", frame: #"x="8" y="0" width="339" height="10""#))
            return view("box", frame: #"x="0" y="100" width="375" height="200""#,
                        extra: preserving ? #"preservesSuperviewLayoutMargins="YES""# : "",
                        subviews: view("pinned", frame: #"x="16" y="0" width="343" height="10""#) + inner)
        }
        let constraints = [
            constraint("c1", "box", "leading", "root", "leading"), constraint("c2", "root", "trailing", "box", "trailing"),
            constraint("c3", "box", "top", "root", "top", constant: 100), constraint("c4", "box", "height", constant: 200),
            constraint("c5", "pinned", "leading", "box", "leadingMargin"), constraint("c6", "box", "trailingMargin", "pinned", "trailing"),
            constraint("c7", "pinned", "top", "box", "top"), constraint("c8", "pinned", "height", constant: 10),
            constraint("c9", "inner", "leading", "box", "leading", constant: 10), constraint("c10", "root", "trailing", "inner", "trailing", constant: 10),
            constraint("c11", "inner", "top", "box", "top", constant: 10), constraint("c12", "inner", "height", constant: 100),
            constraint("c13", "deep", "leading", "inner", "leadingMargin"), constraint("c14", "inner", "trailingMargin", "deep", "trailing"),
            constraint("c15", "deep", "top", "inner", "top"), constraint("c16", "deep", "height", constant: 10),
        ].joined()
        let preserving = try solveScene(container(preserving: true), constraints)
        XCTAssertEqual(preserving.frames["pinned"], Rect(x: 16, y: 0, width: 343, height: 10))
        XCTAssertEqual(preserving.frames["deep"], Rect(x: 8, y: 0, width: 339, height: 10))
        let plain = try solveScene(container(preserving: false), constraints)
        XCTAssertEqual(plain.frames["pinned"], Rect(x: 8, y: 0, width: 359, height: 10))
    }

    func testViewPlacedAgainstAnAmbiguousSiblingIsAmbiguous() throws {
        // Relative positions are asked in the superview: a sibling's freedom still propagates.
        let layout = try solveScene(view("a") + view("b"), [
            constraint("c1", "a", "top", "root", "top"),
            constraint("c2", "a", "width", constant: 10),
            constraint("c3", "a", "height", constant: 10),
            constraint("c4", "b", "leading", "a", "trailing", constant: 8),
            constraint("c5", "b", "top", "root", "top"),
            constraint("c6", "b", "width", constant: 10),
            constraint("c7", "b", "height", constant: 10),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "a"), [.minX])
        XCTAssertEqual(layout.ambiguity(of: "b"), [.minX])
    }

    /// A third of a 100-point view: on the 3x grid of an iPhone X as Xcode stores it, on the 2x
    /// grid of an iPhone 8, and on the 2x grid of a file that names no device.
    func testFramesSnapToTheDevicesPixelGrid() throws {
        func third(device: String) throws -> Rect? {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                \(device)
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="third">
                                <rect key="frame" x="0.0" y="0.0" width="33" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="third" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstItem="third" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                            <constraint firstItem="third" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:3" id="c3"/>
                            <constraint firstItem="third" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="1:3" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
            return try solveDocument(xml, path: "Third.xib").frames["third"]
        }
        XCTAssertEqual(try third(device: #"<device id="retina5_9" orientation="portrait"/>"#), Rect(x: 10, y: 0, width: 33.333, height: 33.333))
        XCTAssertEqual(try third(device: #"<device id="retina4_7" orientation="portrait"/>"#), Rect(x: 10, y: 0, width: 33.5, height: 33.5))
        XCTAssertEqual(try third(device: ""), Rect(x: 10, y: 0, width: 33.5, height: 33.5))
    }

    func testFillEquallyStackSplitsItsWidth() throws {
        let stack = """
        <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0" y="100" width="375" height="40"/>
            <subviews>\(view("one"))\(view("two"))\(view("three"))</subviews>
        </stackView>
        """
        let layout = try solveScene(stack, [
            constraint("c1", "stack", "leading", "root", "leading"),
            constraint("c2", "root", "trailing", "stack", "trailing"),
            constraint("c3", "stack", "top", "root", "top", constant: 100),
            constraint("c4", "stack", "height", constant: 40),
        ].joined())
        // 128.333…246.667, each edge snapped to the 2x pixel grid.
        XCTAssertEqual(layout.frames["two"], Rect(x: 128.5, y: 0, width: 118, height: 40))
        XCTAssertEqual(layout.ambiguity(of: "three"), [])
    }

    func testCenteredStackKeepsAViewNothingSizesAtItsStoredWidth() throws {
        let line = view("line", frame: #"x="0" y="0" width="375" height="10""#, constraints: constraint("h", "line", "height", constant: 10))
        let spacer = view("spacer", frame: #"x="67.5" y="30" width="240" height="10""#, constraints: constraint("h3", "spacer", "height", constant: 10))
        let stack = """
        <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0" y="100" width="375" height="40"/>
            <subviews>\(line)\(view("sized", constraints: constraint("w", "sized", "width", constant: 100) + constraint("h2", "sized", "height", constant: 20)))\(spacer)\(view("empty", "stackView"))</subviews>
        </stackView>
        """
        let layout = try solveScene(stack, [
            constraint("c1", "stack", "leading", "root", "leading"),
            constraint("c2", "root", "trailing", "stack", "trailing"),
            constraint("c3", "stack", "top", "root", "top", constant: 100),
        ].joined())
        // Interface Builder keeps a plain view at the width it shows, not UIKit's run-time zero:
        // the stack's full width for one, 240 for the other.
        XCTAssertEqual(layout.frames["line"], Rect(x: 0, y: 0, width: 375, height: 10))
        XCTAssertEqual(layout.frames["sized"], Rect(x: 137.5, y: 10, width: 100, height: 20))
        XCTAssertEqual(layout.frames["spacer"], Rect(x: 67.5, y: 30, width: 240, height: 10))
        XCTAssertEqual(layout.ambiguity(of: "spacer"), [])
        // A nested stack is sized by its own arranged views: none, so zero.
        XCTAssertEqual(layout.frames["empty"]?.width, 0)
    }

    /// A stack whose arranged views are all hidden arranges nothing: it collapses to no size in
    /// both axes where nothing else sizes it, without a conflict with a hidden view's own required
    /// size, and Interface Builder calls nothing ambiguous; the hidden views sit at its start.
    func testAStackWhoseArrangedViewsAreAllHiddenCollapses() throws {
        let hidden = view("a", extra: #"hidden="YES""#, constraints: constraint("ha", "a", "height", constant: 54))
            + view("b", extra: #"hidden="YES""#)
        let vertical = """
        <stackView axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0" y="100" width="375" height="0"/>
            <subviews>\(hidden)</subviews>
        </stackView>
        """
        let pinned = try solveScene(vertical, [
            constraint("c1", "stack", "leading", "root", "leading"),
            constraint("c2", "root", "trailing", "stack", "trailing"),
            constraint("c3", "stack", "top", "root", "top", constant: 100),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(pinned.frames["stack"], Rect(x: 0, y: 100, width: 375, height: 0))
        XCTAssertEqual(pinned.ambiguity(of: "stack"), [])
        XCTAssertEqual(pinned.interfaceBuilderAmbiguity(of: "stack"), [])
        XCTAssertEqual(pinned.frames["a"]?.x, 0)
        // Across a horizontal stack a hidden view neither sizes nor bounds it (its required
        // height would otherwise hold the stack 36 tall, or conflict with its bottom alignment).
        let fixed = constraint("h", "button", "height", constant: 36)
        let horizontal = """
        <stackView alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="140" y="40" width="0" height="0"/>
            <subviews>\(view("button", extra: #"hidden="YES""#, constraints: fixed))</subviews>
        </stackView>
        """
        let centred = try solveScene(horizontal, [
            constraint("c1", "stack", "centerX", "root", "centerX", constant: -47.5),
            constraint("c2", "stack", "top", "root", "top", constant: 40),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(centred.conflicts, [])
        XCTAssertEqual(centred.frames["stack"], Rect(x: 140, y: 40, width: 0, height: 0))
        XCTAssertEqual(centred.ambiguity(of: "stack"), [])
        XCTAssertEqual(centred.frames["button"], Rect(x: 0, y: 0, width: 0, height: 36))
    }

    func testAHiddenArrangedViewCollapsesInTheMiddleOfItsGap() throws {
        let stack = """
        <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0" y="100" width="375" height="50"/>
            <subviews>\(view("a", constraints: constraint("ha", "a", "height", constant: 20)))\(view("b", extra: #"hidden="YES""#, constraints: constraint("hb", "b", "height", constant: 20, priority: 999)))\(view("c", constraints: constraint("hc", "c", "height", constant: 20)))</subviews>
        </stackView>
        """
        let layout = try solveScene(stack, [
            constraint("c1", "stack", "leading", "root", "leading"),
            constraint("c2", "root", "trailing", "stack", "trailing"),
            constraint("c3", "stack", "top", "root", "top", constant: 100),
        ].joined())
        XCTAssertEqual(layout.frames["b"], Rect(x: 0, y: 25, width: 375, height: 0))
        XCTAssertEqual(layout.frames["c"], Rect(x: 0, y: 30, width: 375, height: 20))
    }

    /// An equal-spacing stack whose end nothing holds fits its views (its gaps stay at the
    /// spacing) instead of leaving its length free; with `baselineRelativeArrangement` a vertical
    /// one measures that spacing from baseline to baseline.
    func testAnEqualSpacingStackFitsItsViewsAndCanSpaceThemByBaseline() throws {
        func stack(baselineRelative: Bool) -> String {
            let labels = label("first", "First", frame: #"x="0" y="0" width="60" height="20""#)
                + label("second", "Second", frame: #"x="0" y="29" width="60" height="20""#)
            return #"<stackView axis="vertical" distribution="equalSpacing" alignment="leading" spacing="29" baselineRelativeArrangement="\#(baselineRelative ? "YES" : "NO")" translatesAutoresizingMaskIntoConstraints="NO" id="stack"><rect key="frame" x="20" y="100" width="60" height="49"/><subviews>\#(labels)</subviews></stackView>"#
        }
        let constraints = [
            constraint("c1", "stack", "leading", "root", "leading", constant: 20),
            constraint("c2", "stack", "top", "root", "top", constant: 100),
        ].joined()
        let byBaseline = try solveScene(stack(baselineRelative: true), constraints)
        XCTAssertEqual(byBaseline.ambiguity(of: "stack"), [])
        XCTAssertEqual(byBaseline.frames["stack"]?.height, 49, "two 20-point labels, baselines 29 apart")
        XCTAssertEqual(byBaseline.frames["second"]?.y, 29)
        let byEdges = try solveScene(stack(baselineRelative: false), constraints)
        XCTAssertEqual(byEdges.ambiguity(of: "stack"), [])
        XCTAssertEqual(byEdges.frames["stack"]?.height, 69, "20 + 29 + 20")
    }

    func testScrollViewContentSizeNeedsAChain() throws {
        let (scroll, pins) = scrollContentScene(layoutGuides: false, contentHeight: 1000)
        let open = try solveScene(scroll, pins)
        XCTAssertEqual(open.ambiguousContentSize["scroll"], [.vertical])
        let closed = try solveScene(scroll, pins + constraint("c6", "content", "height", constant: 1000))
        XCTAssertNil(closed.ambiguousContentSize["scroll"])
        XCTAssertEqual(closed.frames["content"], Rect(x: 0, y: 0, width: 375, height: 1000))
    }

    /// Interface Builder checks a UIScrollView's content size only where Auto Layout places its
    /// content (constraints between the scroll view and its subviews, or content layout guides);
    /// content laid out by autoresizing masks leaves the run-time content size open, unchecked.
    func testInterfaceBuilderChecksTheContentSizeOfConstrainedScrollContentOnly() throws {
        let (scroll, pins) = scrollContentScene(layoutGuides: false, contentHeight: 1000)
        let constrained = try solveScene(scroll, pins, interfaceBuilder: true)
        XCTAssertEqual(constrained.interfaceBuilderAmbiguousContentSize(of: "scroll"), [.vertical])
        let autoresized = """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" id="content">
                        <rect key="frame" x="0" y="0" width="375" height="1000"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
            </scrollView>
            """
        let unchecked = try solveScene(autoresized, pinnedToTheRootsEdges("scroll", ids: "s"), interfaceBuilder: true)
        XCTAssertFalse(unchecked.ambiguousContentSize["scroll", default: []].isEmpty, "open at run time")
        XCTAssertEqual(unchecked.interfaceBuilderAmbiguousContentSize(of: "scroll"), [])
    }

    /// Xcode 7 flags every constrained view in a scroll view whose content size is open, also
    /// those laid out from the content's top (Emergence's show screen, tools 10117); later Xcodes
    /// flag only what leaves the size open.
    func testXcode7FlagsEveryConstrainedViewInAScrollViewWhoseContentSizeIsOpen() throws {
        let (scroll, pins) = scrollContentScene(layoutGuides: false, contentHeight: 1000)
        // `content` leaves the content's height open; `title` is pinned inside it at the top.
        let withTitle = scroll.replacingOccurrences(
            of: #"width="375" height="1000.0"/>"#,
            with: #"width="375" height="1000.0"/><subviews>"# + label("title", "Title", frame: #"x="16" y="8" width="100" height="21""#) + "</subviews>")
        let titlePins = constraint("c7", "title", "leading", "content", "leading", constant: 16)
            + constraint("c8", "title", "top", "content", "top", constant: 8)
        XCTAssertNotEqual(withTitle, scroll)
        let xcode7 = try solveScene(withTitle, pins + titlePins, interfaceBuilder: true, toolsVersion: "10117")
        XCTAssertEqual(xcode7.interfaceBuilderAmbiguousContentSize(of: "scroll"), [.vertical])
        XCTAssertEqual(xcode7.interfaceBuilderAmbiguity(of: "title"), [.minY])
        XCTAssertEqual(xcode7.ambiguity(of: "title"), [], "determined relative to its superview at run time")
        let xcode15 = try solveScene(withTitle, pins + titlePins, interfaceBuilder: true)
        XCTAssertEqual(xcode15.interfaceBuilderAmbiguity(of: "title"), [])
    }

    /// `panel` is stored 120 wide while required edges 20 from each side of the 375-point root
    /// make it 335: on the canvas the required constraints give way too, and `inner` is laid out
    /// in the 120 the panel has (MediBand's tables, stored 600 wide against edges that give 592,
    /// lay their cells out 600 wide). The panel's own frame and the run-time answers stay the
    /// constraints'.
    func testAViewMisplacedByRequiredConstraintsLaysItsSubviewsOutInItsStoredFrame() throws {
        let inner = view("inner", frame: #"x="10" y="10" width="100" height="30""#)
        let panel = view("panel", frame: #"x="20" y="100" width="120" height="50""#, extra: #"misplaced="YES""#, subviews: inner)
        let constraints = [
            constraint("c1", "panel", "leading", "root", "leading", constant: 20),
            constraint("c2", "root", "trailing", "panel", "trailing", constant: 20),
            constraint("c3", "panel", "top", "root", "top", constant: 100),
            constraint("c4", "panel", "height", constant: 50),
            constraint("i1", "inner", "leading", "panel", "leading", constant: 10),
            constraint("i2", "panel", "trailing", "inner", "trailing", constant: 10),
            constraint("i3", "inner", "top", "panel", "top", constant: 10),
            constraint("i4", "panel", "bottom", "inner", "bottom", constant: 10),
        ].joined()
        let layout = try solveScene(panel, constraints)
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["panel"], Rect(x: 20, y: 100, width: 335, height: 50))
        XCTAssertEqual(layout.frames["inner"], Rect(x: 10, y: 10, width: 100, height: 30))
        XCTAssertEqual(layout.ambiguity(of: "inner"), [])
    }

    /// Xcode 8.0 left out the frames of views its constraints place: a collection view stored
    /// without one still places its cells where they are stored, and the cell its content view.
    func testCellsOfACollectionViewStoredWithoutAFrameStayWhereTheyAreStored() throws {
        let collection = """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="375" height="50"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="50" width="375" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="title"/>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t1"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="t2"/>
                            <constraint firstAttribute="bottomMargin" secondItem="title" secondAttribute="bottom" id="t3"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="t4"/>
                        </constraints>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """
        let layout = try solveScene(collection, pinnedToTheRootsEdges("list", ids: "e"))
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.frames["cell"], Rect(x: 0, y: 50, width: 375, height: 50))
        XCTAssertEqual(layout.frames["content"], Rect(x: 0, y: 0, width: 375, height: 50))
        for id in ["cell", "content", "title"] { XCTAssertEqual(layout.ambiguity(of: id), [], id) }
    }

    /// Xcode 6 and 7 wrote no frame for some cells' content views: the content view fills its
    /// cell, and what is pinned to it is placed.
    func testACellContentViewStoredWithoutAFrameFillsItsCell() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="8" y="8" width="304" height="44"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = try solveDocument(xml, path: "Cell.xib")
        XCTAssertEqual(layout.conflicts, [])
        XCTAssertEqual(layout.ambiguity(of: "content"), [])
        XCTAssertEqual(layout.ambiguity(of: "box"), [])
        XCTAssertEqual(layout.frames["box"], Rect(x: 8, y: 8, width: 304, height: 44))
    }

    /// Interface Builder's canvas keeps placeholder constraints ("Remove at build time"): a view
    /// that only a placeholder pins down is ambiguous at run time but not in Interface Builder,
    /// and a placeholder on one scene does not change another's answer.
    func testPlaceholderConstraintsCountInInterfaceBuildersAmbiguityOnly() throws {
        let box = view("box", frame: #"x="20" y="100" width="100" height="120""#)
        let pins = [
            constraint("p1", "box", "leading", "root", "leading", constant: 20),
            constraint("p2", "box", "top", "root", "top", constant: 100),
            constraint("p3", "box", "width", constant: 100),
        ].joined()
        let layout = try solveScene(box, pins + constraint("p4", "box", "height", constant: 120, placeholder: true), interfaceBuilder: true)
        XCTAssertEqual(layout.ambiguity(of: "box"), [.height])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "box"), [])
        XCTAssertEqual(layout.frames["box"]?.width, 100)

        let withoutPlaceholder = try solveScene(box, pins, interfaceBuilder: true)
        XCTAssertNil(withoutPlaceholder.interfaceBuilderAmbiguity)
        XCTAssertEqual(withoutPlaceholder.interfaceBuilderAmbiguity(of: "box"), [.height])
    }

    /// A vertical stack view's first baseline is its first arranged view's, its last baseline its
    /// last one's (UIStackView's viewForFirstBaselineLayout / viewForLastBaselineLayout), not its
    /// bottom edge.
    func testAVerticalStackTakesItsBaselinesFromItsFirstAndLastArrangedViews() throws {
        let frame = #"x="0" y="0" width="60" height="20""#
        let stack = """
        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="60" height="40"/>
            <subviews>\(label("first", "First", frame: frame))\(label("second", "Second", frame: frame))</subviews>
        </stackView>
        """
        let layout = try solveScene(stack + label("top", "Top", frame: frame) + label("bottom", "Bottom", frame: frame), [
            constraint("c1", "stack", "leading", "root", "leading", constant: 20),
            constraint("c2", "stack", "top", "root", "top", constant: 100),
            constraint("c3", "top", "leading", "root", "leading", constant: 200),
            constraint("c4", "top", "firstBaseline", "stack", "firstBaseline"),
            constraint("c5", "bottom", "leading", "root", "leading", constant: 280),
            constraint("c6", "bottom", "lastBaseline", "stack", "lastBaseline"),
        ].joined())
        XCTAssertEqual(layout.frames["top"]?.y, 100)
        XCTAssertEqual(layout.frames["bottom"]?.y, 120)
        XCTAssertEqual(layout.ambiguity(of: "top"), [])
    }

    /// A label in a file that stores no frame for it still has an intrinsic size at run time.
    func testALabelWithoutAStoredFrameStillHasAnIntrinsicSize() throws {
        let frameless = #"<label translatesAutoresizingMaskIntoConstraints="NO" text="Hello" id="hello"/>"#
        let layout = try solveScene(frameless, [
            constraint("c1", "hello", "leading", "root", "leading", constant: 20),
            constraint("c2", "hello", "top", "root", "top", constant: 100),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "hello"), [])
    }

    /// An AppKit table with automatic row heights sizes a cell view by its content (Interface
    /// Builder flags a stored cell frame of another height misplaced); a fixed row holds the
    /// stored height, so the same content conflicts with it.
    func testAnAppKitCellViewWithAutomaticRowHeightsTakesItsContentsHeight() throws {
        func xib(automatic: Bool) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>
                            <tableView rowHeight="30" usesAutomaticRowHeights="\(automatic ? "YES" : "NO")" viewBased="YES" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <tableColumns>
                                    <tableColumn width="200" id="column">
                                        <prototypeCellViews>
                                            <tableCellView misplaced="YES" id="cell">
                                                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                                                <subviews>
                                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                        <rect key="frame" x="0.0" y="14" width="200" height="16"/>
                                                    </customView>
                                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                                        <rect key="frame" x="0.0" y="0.0" width="200" height="16"/>
                                                    </customView>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="a" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="4" id="c1"/>
                                                    <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="4" id="c2"/>
                                                    <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="4" id="c3"/>
                                                    <constraint firstItem="a" firstAttribute="height" constant="16" id="c4"/>
                                                    <constraint firstItem="b" firstAttribute="height" constant="16" id="c5"/>
                                                    <constraint firstItem="a" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c6"/>
                                                    <constraint firstItem="b" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c7"/>
                                                    <constraint firstItem="a" firstAttribute="width" constant="100" id="c8"/>
                                                    <constraint firstItem="b" firstAttribute="width" constant="100" id="c9"/>
                                                </constraints>
                                            </tableCellView>
                                        </prototypeCellViews>
                                    </tableColumn>
                                </tableColumns>
                            </tableView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        }
        func solve(_ text: String) throws -> SceneLayout {
            return try solveDocument(text, path: "Table.xib")
        }
        let automatic = try solve(xib(automatic: true))
        XCTAssertEqual(automatic.conflicts, [])
        XCTAssertEqual(automatic.frames["cell"]?.height, 44)
        XCTAssertEqual(automatic.ambiguity(of: "cell"), [])
        XCTAssertEqual(automatic.ambiguity(of: "b"), [])
        let fixed = try solve(xib(automatic: false))
        XCTAssertEqual(fixed.frames["cell"]?.height, 30)
        XCTAssertFalse(fixed.conflicts.isEmpty)
    }

    /// A label stored shorter than one line of its text was squeezed: Interface Builder measures
    /// the text, so the label's compression resistance (750) ties with the other 750-level sizes
    /// sharing the length, and the view on the other side of the tie is flagged; at run time (and
    /// with a font whose metrics are unknown) the stored height stands for the text.
    func testInterfaceBuilderMeasuresALabelSqueezedBelowOneLineOfItsText() throws {
        func scene(font: String) -> (String, String) {
            let title = view("title", "label", frame: #"x="20" y="20" width="335" height="3""#,
                             extra: #"text="A title" numberOfLines="0""#,
                             subviews: "").replacingOccurrences(of: "</label>", with: "\(font)</label>")
            let row = view("row", frame: #"x="20" y="23" width="335" height="35""#)
            let constraints = constraint("c1", "title", "top", "root", "top", constant: 20)
                + constraint("c2", "row", "top", "title", "bottom")
                + constraint("c3", "root", "bottom", "row", "bottom", constant: 609)
                + constraint("c4", "row", "height", constant: 35, priority: 750)
                + constraint("c5", "title", "leading", "root", "leading", constant: 20)
                + constraint("c6", "title", "trailing", "root", "trailing", constant: -20)
                + constraint("c7", "row", "leading", "root", "leading", constant: 20)
                + constraint("c8", "row", "trailing", "root", "trailing", constant: -20)
            return (title + row, constraints)
        }
        let system = #"<fontDescription key="fontDescription" type="system" pointSize="31"/>"#
        let (subviews, constraints) = scene(font: system)
        let squeezed = try solveScene(subviews, constraints, interfaceBuilder: true)
        XCTAssertEqual(squeezed.frames["title"]?.height, 3, "frames keep the stored height")
        XCTAssertEqual(squeezed.ambiguity(of: "row"), [])
        XCTAssertEqual(squeezed.interfaceBuilderAmbiguity(of: "row"), [.minY, .height])
        let custom = scene(font: #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="31"/>"#)
        XCTAssertEqual(try solveScene(custom.0, custom.1, interfaceBuilder: true).interfaceBuilderAmbiguity(of: "row"), [])
    }

    /// Two one-line labels in a text style whose lines (14.5 each, 14.32 rounded up to the 2x
    /// screen's pixels) need more than the 28 points they share: Interface Builder measures
    /// them, so the one with the lower compression resistance gives way and nothing ties
    /// (simplenote's sort bar). In a font whose metrics are unknown the stored heights stand for
    /// the text: they fill the length exactly, and nothing ties either.
    func testInterfaceBuilderMeasuresOneLineLabelsOfAKnownFont() throws {
        func scene(font: String) -> (String, String) {
            func caption(_ id: String, y: Double, height: Double, resistance: Int) -> String {
                view(id, "label", frame: #"x="0" y="\#(y)" width="65" height="\#(height)""#,
                     extra: #"verticalHuggingPriority="251" verticalCompressionResistancePriority="\#(resistance)" text="\#(id)""#)
                    .replacingOccurrences(of: "</label>", with: "\(font)</label>")
            }
            let labels = caption("title", y: 10, height: 14.5, resistance: 751) + caption("detail", y: 26.5, height: 13.5, resistance: 750)
            let constraints = [
                constraint("c1", "bar", "top", "root", "top", constant: 100),
                constraint("c2", "bar", "height", constant: 49),
                constraint("c3", "bar", "leading", "root", "leading"),
                constraint("c4", "bar", "width", constant: 65),
                constraint("c5", "title", "top", "bar", "top", constant: 10),
                constraint("c6", "detail", "top", "title", "bottom", constant: 2),
                constraint("c7", "bar", "bottom", "detail", "bottom", constant: 9),
                constraint("c8", "title", "leading", "bar", "leading"),
                constraint("c9", "detail", "leading", "bar", "leading"),
            ].joined()
            return (view("bar", frame: #"x="0" y="100" width="65" height="49""#, subviews: labels), constraints)
        }
        let measured = scene(font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>"#)
        let layout = try solveScene(measured.0, measured.1, interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "title"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "detail"), [])
        let guessed = scene(font: #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="12"/>"#)
        XCTAssertEqual(try solveScene(guessed.0, guessed.1, interfaceBuilder: true).interfaceBuilderAmbiguity(of: "title"), [])
    }

    /// A text field's height is its font's line and its border's padding, whatever its text: two
    /// stacked in a length they fit exactly do not tie the way two labels do.
    func testInterfaceBuilderDoesNotGuessTextFieldHeights() throws {
        let (labels, constraints) = twoLabelsSharingAFixedHeight(secondHugging: 251, labelAttributes: #"borderStyle="roundedRect""#)
        let fields = labels.replacingOccurrences(of: "<label ", with: "<textField ").replacingOccurrences(of: "</label>", with: "</textField>")
        let layout = try solveScene(fields, constraints, interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "b"), [])
    }

    /// Interface Builder flags two labels of equal content priorities that share a fixed length
    /// their lines leave room in (content-priority ambiguity): two 17-point lines, 20.5 tall
    /// each on a 2x screen, in a chain their stored 21 points fill; unequal hugging settles it.
    /// Where the lines fill the length exactly nothing ties (AdguardForiOS's DnsSettings cells).
    /// The file's other labels show lines measured in the device's pixels (`pixelLines`).
    func testInterfaceBuilderFlagsEqualContentPrioritiesThatShareAFixedLengthTheirLinesLeaveRoomIn() throws {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let (labels, constraints) = twoLabelsSharingAFixedHeight(secondHugging: 251, font: font)
        let tiedScene = labels + pixelLines
        let tied = try solveScene(tiedScene, constraints, interfaceBuilder: true)
        XCTAssertEqual(tied.ambiguity(of: "a"), [], "the stored sizes fit exactly: nothing moves at run time")
        XCTAssertEqual(tied.interfaceBuilderAmbiguity(of: "a"), [.height])
        XCTAssertEqual(tied.interfaceBuilderAmbiguity(of: "b"), [.minY, .height])
        let settled = try solveScene(twoLabelsSharingAFixedHeight(secondHugging: 252, font: font).subviews + pixelLines, constraints,
                                     interfaceBuilder: true)
        XCTAssertEqual(settled.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(settled.interfaceBuilderAmbiguity(of: "b"), [])
        let exact = try solveScene(twoLabelsSharingAFixedHeight(secondHugging: 251, font: font, height: 20.5).subviews,
                                   constraints.replacingOccurrences(of: #"constant="58.0""#, with: #"constant="59.0""#),
                                   interfaceBuilder: true)
        XCTAssertEqual(exact.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(exact.interfaceBuilderAmbiguity(of: "b"), [])
        // Xcode 7's canvas showed no device and measured the lines unrounded (20.29 points): the
        // same 20.5-point labels leave it room.
        let xcode7 = try solveScene(twoLabelsSharingAFixedHeight(secondHugging: 251, font: font, height: 20.5).subviews,
                                    constraints.replacingOccurrences(of: #"constant="58.0""#, with: #"constant="59.0""#),
                                    interfaceBuilder: true, toolsVersion: "10117")
        XCTAssertEqual(xcode7.interfaceBuilderAmbiguity(of: "a"), [.height])
    }

    /// In a font whose metrics are unknown, and in files of Xcodes before San Francisco became
    /// iOS's system font (Xcode 7), the stored heights stand for the text: labels that fill
    /// their length exactly do not tie.
    func testInterfaceBuilderDoesNotGuessTheTextOfLabelsItCannotMeasure() throws {
        let (unknown, constraints) = twoLabelsSharingAFixedHeight(secondHugging: 251)
        XCTAssertEqual(try solveScene(unknown, constraints, interfaceBuilder: true).interfaceBuilderAmbiguity(of: "a"), [])
        let helvetica = twoLabelsSharingAFixedHeight(secondHugging: 251,
                                                     font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let xcode6 = try solveScene(helvetica.subviews, constraints, interfaceBuilder: true, toolsVersion: "7706")
        XCTAssertEqual(xcode6.interfaceBuilderAmbiguity(of: "a"), [])
    }

    /// A wrapping label stored less than a point taller than one line shows one line, which
    /// Interface Builder measures (AdguardForiOS's main menu rows); one stored two lines tall
    /// keeps its stored height.
    func testInterfaceBuilderMeasuresAWrappingLabelStoredOneLineTall() throws {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let (oneLine, constraints) = twoLabelsSharingAFixedHeight(secondHugging: 251, labelAttributes: #"numberOfLines="0""#, font: font)
        XCTAssertEqual(try solveScene(oneLine, constraints, interfaceBuilder: true).interfaceBuilderAmbiguity(of: "a"), [.height])
        let twoLines = try solveScene(twoLabelsSharingAFixedHeight(secondHugging: 251, labelAttributes: #"numberOfLines="0""#,
                                                                   font: font, height: 41).subviews,
                                      constraints.replacingOccurrences(of: #"constant="58.0""#, with: #"constant="18.0""#),
                                      interfaceBuilder: true)
        XCTAssertEqual(twoLines.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(twoLines.interfaceBuilderAmbiguity(of: "b"), [])
    }

    /// Wrapping labels (`numberOfLines="0"`) are as tall as their text at their width: the same
    /// two labels sharing a fixed height at equal hugging are not a content-priority ambiguity.
    func testInterfaceBuilderLeavesTheHeightOfWrappingLabelsOutOfTheContentPriorityCheck() throws {
        let (box, constraints) = twoLabelsSharingAFixedHeight(secondHugging: 251, labelAttributes: #"numberOfLines="0""#)
        let layout = try solveScene(box, constraints, interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "b"), [])
    }

    /// Two labels `height` (21) tall, hugging vertically at 251 and `secondHugging`, stacked 50
    /// apart in a 200-point box with 50 above and 58 below: 21-point labels fill it exactly.
    /// Three unconstrained one-line 17-point labels stored at the device's pixels (20.5 on this
    /// 2x screen): a file whose labels Interface Builder measured in pixels.
    private var pixelLines: String {
        ["p1", "p2", "p3"].enumerated().map { index, id in
            view(id, "label", frame: #"x="10" y="\#(500 + 30 * index)" width="40" height="20.5""#, extra: #"text="Pixel""#)
                .replacingOccurrences(of: "</label>", with: #"<fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#)
        }.joined()
    }

    /// Where a file's one-line labels are stored at whole points (21 for a 17-point line on a 2x
    /// screen, where its pixels give 20.5), Interface Builder measured them in whole points: the
    /// same two labels filling their stored 21 points exactly do not tie (orbot's API access cell,
    /// RyuSeHwa's detail scene). The run-time answer is not affected.
    func testInterfaceBuilderMeasuresLinesInWholePointsWhereTheFileShowsThem() throws {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let (labels, constraints) = twoLabelsSharingAFixedHeight(secondHugging: 251, font: font)
        let whole = try solveScene(labels, constraints, interfaceBuilder: true)
        XCTAssertEqual(whole.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(whole.interfaceBuilderAmbiguity(of: "b"), [])
        let pixels = try solveScene(labels + pixelLines, constraints, interfaceBuilder: true)
        XCTAssertEqual(pixels.interfaceBuilderAmbiguity(of: "a"), [.height])
        let (document, _) = try parseScene(labels, constraints)
        XCTAssertTrue(SavingXcode(document).measuresLabelLinesInWholePoints)
        let (pixelDocument, _) = try parseScene(labels + pixelLines, constraints)
        XCTAssertFalse(SavingXcode(pixelDocument).measuresLabelLinesInWholePoints, "3 labels at pixels outnumber 2 at whole points")
        let (misplacedDocument, _) = try parseScene(labels.replacingOccurrences(of: "<label ", with: #"<label misplaced="YES" "#),
                                                    constraints)
        XCTAssertFalse(SavingXcode(misplacedDocument).measuresLabelLinesInWholePoints, "misplaced labels tell nothing")
        let (flaggedDocument, _) = try parseScene(labels.replacingOccurrences(of: "<label ", with: #"<label ambiguous="YES" "#),
                                                  constraints)
        XCTAssertFalse(SavingXcode(flaggedDocument).measuresLabelLinesInWholePoints, "labels Xcode flagged tell nothing")
    }

    private func twoLabelsSharingAFixedHeight(secondHugging: Int, labelAttributes: String = "", font: String = "",
                                              height: Double = 21) -> (subviews: String, constraints: String) {
        let labels = view("a", "label", frame: #"x="80" y="50" width="80" height="\#(height)""#,
                          extra: #"verticalHuggingPriority="251" \#(labelAttributes) text="First""#)
            + view("b", "label", frame: #"x="80" y="\#(100 + height)" width="80" height="\#(height)""#,
                   extra: #"verticalHuggingPriority="\#(secondHugging)" \#(labelAttributes) text="Second""#)
        let constraints = [
            constraint("c1", "box", "leading", "root", "leading", constant: 67),
            constraint("c2", "box", "top", "root", "top", constant: 233),
            constraint("c3", "box", "width", constant: 240),
            constraint("c4", "box", "height", constant: 200),
            constraint("c5", "a", "top", "box", "top", constant: 50),
            constraint("c6", "b", "top", "a", "bottom", constant: 50),
            constraint("c7", "box", "bottom", "b", "bottom", constant: 58),
            constraint("c8", "a", "leading", "box", "leading", constant: 13),
            constraint("c9", "b", "leading", "box", "leading", constant: 13),
        ].joined()
        let box = view("box", frame: #"x="67" y="233" width="240" height="200""#, subviews: labels)
        return (font.isEmpty ? box : box.replacingOccurrences(of: "</label>", with: "\(font)</label>"), constraints)
    }
}

extension SceneLayoutTests {
    /// Xcode 26's canvas flags the constrained views of a cell that reaches past its table's
    /// bottom, whatever their constraints; earlier Xcodes and the run-time answer do not.
    func testXcode26FlagsTheViewsOfACellBelowItsTable() throws {
        func cell(_ id: String, y: Double) -> String {
            """
            <tableViewCell contentMode="scaleToFill" rowHeight="44" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-field">
                            <rect key="frame" x="5" y="5" width="310" height="34"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-field" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="5" id="\(id)-l"/>
                        <constraint firstItem="\(id)-field" firstAttribute="top" secondItem="\(id)-content" secondAttribute="top" constant="5" id="\(id)-t"/>
                        <constraint firstAttribute="trailing" secondItem="\(id)-field" secondAttribute="trailing" constant="5" id="\(id)-r"/>
                        <constraint firstAttribute="bottom" secondItem="\(id)-field" secondAttribute="bottom" constant="5" id="\(id)-b"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        func solve(toolsVersion: String) throws -> SceneLayout {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="s">
                            <objects>
                                <tableViewController id="tvc" sceneMemberID="viewController">
                                    <tableView key="view" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <sections>
                                            <tableViewSection id="section">
                                                <cells>\(cell("inside", y: 0))\(cell("crossing", y: 280))</cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            return try solveDocument(xml, path: "Static.storyboard", interfaceBuilder: true)
        }
        let xcode26 = try solve(toolsVersion: "24127")
        XCTAssertEqual(xcode26.interfaceBuilderAmbiguity(of: "inside-field"), [])
        XCTAssertEqual(xcode26.interfaceBuilderAmbiguity(of: "crossing-field"), LayoutQuantity.allCases)
        XCTAssertEqual(xcode26.interfaceBuilderAmbiguity(of: "crossing-content"), [], "the content view is sized by the cell")
        XCTAssertEqual(xcode26.ambiguity(of: "crossing-field"), [], "at run time the cell's content is determined")
        XCTAssertEqual(xcode26.frames["crossing-field"], Rect(x: 5, y: 5, width: 310, height: 34))

        let xcode15 = try solve(toolsVersion: "23727")
        XCTAssertEqual(xcode15.interfaceBuilderAmbiguity(of: "crossing-field"), [])
    }
}

extension SceneLayoutTests {
    func testInterfaceBuilderFlagsACellContentViewItsRowCannotHold() throws {
        // A 44-point cell whose label sits 11 below the content view's top and 11 above its bottom
        // with a required height: 52 points of required constraints in a 44-point row. Interface
        // Builder flags the content view; with a 22-point label (44 exactly) it does not.
        func cell(labelHeight: Double) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" rowHeight="44" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="11" width="100" height="\(labelHeight)"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="\(labelHeight)" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="t"/>
                                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="11" id="b"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        }
        let overfilled = try solveDocument(cell(labelHeight: 30), path: "Cell.xib", interfaceBuilder: true)
        XCTAssertEqual(overfilled.interfaceBuilderAmbiguity(of: "content"), [.height])
        XCTAssertEqual(overfilled.interfaceBuilderAmbiguity(of: "box"), [])
        let fitting = try solveDocument(cell(labelHeight: 22), path: "Cell.xib", interfaceBuilder: true)
        XCTAssertEqual(fitting.interfaceBuilderAmbiguity(of: "content"), [])

        // The scene's own solution answers without a second solve only where it meets the floors
        // (no conflict, no negative height); either way the answer is the floored solve's.
        for (height, expected) in [(30.0, ["content"]), (22.0, [])] as [(Double, [ObjectID])] {
            let document = try DocumentLoader.parse(text: cell(labelHeight: height), path: "Cell.xib")
            let scene = try XCTUnwrap(document.scenes.first)
            let system = SceneSystemBuilder.build(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document))
            let solution = system.solve()
            XCTAssertEqual(solution.conflicts.isEmpty, height == 22)
            XCTAssertEqual(LayoutEngine.contentViewsOverfilledByTheirRow(system), expected)
            XCTAssertEqual(LayoutEngine.contentViewsOverfilledByTheirRow(system, solved: solution), expected)
        }
    }

    func testInterfaceBuilderFlagsTheViewsCentredInAContentViewItsRowCannotHold() throws {
        // The same 52 points of required constraints in a 44-point row, with a badge centred
        // vertically in the content view and a note placed below the box and pinned to the
        // content's bottom as well. The content view's height is flagged; the badge's place in it
        // follows from that height and is flagged too; the box and the note, placed from the
        // content's top, are not.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="44" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="11" width="100" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="bw"/>
                                    <constraint firstAttribute="height" constant="20" id="bh"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                <rect key="frame" x="16" y="31" width="100" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="nw"/>
                                    <constraint firstAttribute="height" constant="10" id="nh"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="280" y="14" width="16" height="16"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="16" id="gw"/>
                                    <constraint firstAttribute="height" constant="16" id="gh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="bl"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="bt"/>
                            <constraint firstItem="note" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="nl"/>
                            <constraint firstItem="note" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="nt"/>
                            <constraint firstAttribute="bottom" secondItem="note" secondAttribute="bottom" constant="11" id="nb"/>
                            <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="24" id="gr"/>
                            <constraint firstItem="badge" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="gy"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let layout = try solveDocument(xml, path: "Cell.xib", interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "content"), [.height])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "badge"), [.minY])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "box"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "note"), [])
    }

    func testTheContentOfARowThatCannotHoldItIsLaidOutAtItsOwnHeight() throws {
        // Esri's animation rows: a 21-point label 11 below the top of a 44-point row, a 31-point
        // slider 8 below it and 5 above the bottom need 76 points. UIKit's solution squeezes the
        // label (its compression resistance is optional) to a negative height; Interface Builder
        // flags the content view and stores the label whole and the slider past the row's bottom.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" rowHeight="44" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <label text="Camera Distance" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="11" width="131" height="21"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                    <rect key="frame" x="16" y="40" width="288" height="31"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="31" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l1"/>
                                <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="t1"/>
                                <constraint firstItem="slider" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l2"/>
                                <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="16" id="r2"/>
                                <constraint firstItem="slider" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="t2"/>
                                <constraint firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" constant="5" id="b2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = try solveDocument(xml, path: "Cell.xib", interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "content"), [.height])
        XCTAssertEqual(layout.frames["content"], Rect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(layout.frames["title"], Rect(x: 16, y: 11, width: 131, height: 21))
        XCTAssertEqual(layout.frames["slider"], Rect(x: 16, y: 40, width: 288, height: 31))
    }

    func testInterfaceBuilderNeverGivesAViewANegativeSize() throws {
        // simplenote's popover: a container no taller than 50 holds a view that keeps its
        // autoresizing mask, stored 0 tall at the bottom of the container's 50 points. At run time
        // the container may be any height up to 50 (the inner view's height then goes negative);
        // Interface Builder's canvas never sizes a view below zero, so the inner view's 0 pins the
        // container at 50, and Xcode does not flag it.
        let inner = #"""
            <view contentMode="scaleToFill" id="inner">
                <rect key="frame" x="0.0" y="0.0" width="60" height="0.0"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            """#
        let container = view("container", frame: #"x="16" y="50" width="300" height="50""#, subviews: inner,
                             constraints: constraint("h", "container", "height", constant: 50, relation: "lessThanOrEqual"))
        let layout = try solveScene(container, [
            constraint("l", "container", "leading", "root", "leading", constant: 16),
            constraint("t", "container", "top", "root", "top", constant: 50),
            constraint("w", "container", "width", constant: 300),
        ].joined(), interfaceBuilder: true)
        XCTAssertEqual(layout.ambiguity(of: "container"), [.height])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "container"), [])
    }
    func testSolvedFramesNeverGiveAViewANegativeSize() throws {
        // A box pulled to zero height at 500 holds a 20-point view above a view with no height:
        // the run-time optimum makes the second view −20 tall to bring the box to zero; Interface
        // Builder's canvas stops it at 0 (PopcornTimeTV's equal-spacing stack in a scroll view,
        // whose container view the run-time solution makes 1,216 points negative), and the box is
        // 20 tall.
        let inner = view("a", frame: #"x="0" y="0" width="100" height="20""#, constraints: constraint("ah", "a", "height", constant: 20))
            + view("b", frame: #"x="0" y="20" width="100" height="0""#)
        let box = view("box", frame: #"x="16" y="50" width="100" height="20""#, subviews: inner, constraints: [
            constraint("c1", "a", "top", "box", "top"), constraint("c2", "b", "top", "a", "bottom"),
            constraint("c3", "box", "bottom", "b", "bottom"),
            constraint("c4", "a", "leading", "box", "leading"), constraint("c5", "a", "trailing", "box", "trailing"),
            constraint("c6", "b", "leading", "box", "leading"), constraint("c7", "b", "trailing", "box", "trailing"),
            constraint("c8", "box", "height", constant: 0, priority: 500),
        ].joined())
        let layout = try solveScene(box, [
            constraint("l", "box", "leading", "root", "leading", constant: 16),
            constraint("t", "box", "top", "root", "top", constant: 50),
            constraint("w", "box", "width", constant: 100),
        ].joined())
        XCTAssertEqual(layout.frames["b"], Rect(x: 0, y: 20, width: 100, height: 0))
        XCTAssertEqual(layout.frames["box"], Rect(x: 16, y: 50, width: 100, height: 20))
    }
}
