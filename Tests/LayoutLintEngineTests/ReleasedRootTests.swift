import XCTest
@testable import LayoutLintEngine
import LayoutLintModel

/// A free-standing UIKit top-level view whose constraints cannot hold at its stored size on the
/// canvas: Interface Builder lets go of that length and flags it, and what depends on it
/// (`LayoutEngine.viewsFreedByReleasingRoots`).
final class ReleasedRootTests: XCTestCase {
    /// A 320×120 xib view holding `subviews` and `constraints`; `controller` puts it in a
    /// storyboard scene as its view controller's root instead.
    private func solveXib(_ subviews: String, _ constraints: String, controller: Bool = false) throws -> SceneLayout {
        let root = """
            <view \(controller ? #"key="view" "# : "")contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
            </view>
            """
        let body = controller
            ? #"<scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">\#(root)</viewController></objects></scene></scenes>"#
            : "<objects>\(root)</objects>"
        let type = controller ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina6_1" orientation="portrait"/>
                \(body)
            </document>
            """
        return try solveDocument(xml, path: controller ? "Test.storyboard" : "Test.xib", interfaceBuilder: true)
    }

    /// A column 10 tall at the top, a 40-point bar under it and 8 to the bottom: 66 points of
    /// content in the 120-point root, with a view pinned to the top leading corner and a 30-point
    /// view pinned to the trailing edge.
    private let column = (
        subviews: view("a", frame: #"x="16" y="8" width="40" height="10""#) + view("b", frame: #"x="16" y="26" width="288" height="40""#)
            + view("t", frame: #"x="274" y="8" width="30" height="30""#),
        constraints: constraint("c1", "a", "leading", "root", "leading", constant: 16) + constraint("c2", "a", "top", "root", "top", constant: 8)
            + constraint("c3", "a", "height", constant: 10) + constraint("c4", "a", "width", constant: 40)
            + constraint("c5", "b", "top", "a", "bottom", constant: 8) + constraint("c6", "b", "height", constant: 40)
            + constraint("c7", "b", "leading", "root", "leading", constant: 16) + constraint("c8", "root", "trailing", "b", "trailing", constant: 16)
            + constraint("c9", "root", "bottom", "b", "bottom", constant: 8)
            + constraint("c10", "root", "trailing", "t", "trailing", constant: 16) + constraint("c11", "t", "top", "root", "top", constant: 8)
            + constraint("c12", "t", "width", constant: 30) + constraint("c13", "t", "height", constant: 30))

    func testAConflictThroughTheRootsHeightFlagsTheRootOnly() throws {
        // Content 66 tall in a root stored 120 tall: let go, the root's height is the content's,
        // and nothing inside depends on it; the root's width is not in the conflict.
        let layout = try solveXib(column.subviews, column.constraints)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "root"), [.height])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "a"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "b"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "t"), [], "placed from the trailing edge: the width is not let go")
    }

    func testPastSixteenTopLevelViewsTheCheckIsSkipped() throws {
        // The conflicting column as a storyboard scene's extra view, beside `extras` more empty
        // ones: past 16 top-level views (each a solve or two) nothing is let go; the check only
        // adds flags.
        func layout(extras: Int) throws -> SceneLayout {
            let empty = (0..<extras).map { #"<view contentMode="scaleToFill" id="extra\#($0)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"# }
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                    <device id="retina6_1" orientation="portrait"/>
                    <scenes><scene sceneID="s"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                        </viewController>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                            <subviews>\(column.subviews)</subviews>
                            <constraints>\(column.constraints)</constraints>
                        </view>
                        \(empty.joined())
                    </objects></scene></scenes>
                </document>
                """
            return try solveDocument(xml, path: "Test.storyboard", interfaceBuilder: true)
        }
        XCTAssertEqual(try layout(extras: 0).interfaceBuilderAmbiguity(of: "root"), [.height])
        XCTAssertEqual(try layout(extras: 16).interfaceBuilderAmbiguity(of: "root"), [])
    }

    func testAConflictThroughTheRootsWidthFlagsWhatDependsOnIt() throws {
        // A view pinned 200 from the leading edge whose centre is the root's: at 320 wide its
        // width would be -80; let go, the root's width is free (at least 400), and so are the
        // views laid out from its trailing edge or centre.
        let subviews = view("n", frame: #"x="200" y="80" width="0" height="10""#) + view("t", frame: #"x="274" y="8" width="30" height="30""#)
        let constraints = constraint("c1", "n", "leading", "root", "leading", constant: 200) + constraint("c2", "n", "centerX", "root", "centerX")
            + constraint("c3", "n", "top", "root", "top", constant: 80) + constraint("c4", "n", "height", constant: 10)
            + constraint("c10", "root", "trailing", "t", "trailing", constant: 16) + constraint("c11", "t", "top", "root", "top", constant: 8)
            + constraint("c12", "t", "width", constant: 30) + constraint("c13", "t", "height", constant: 30)
        let layout = try solveXib(subviews, constraints)
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "root").contains(.width))
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "n").contains(.width))
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "t").contains(.minX))
        XCTAssertFalse(layout.interfaceBuilderAmbiguity(of: "t").contains(.minY))
    }

    func testAViewControllersRootKeepsItsSize() throws {
        // A controller's root is sized by its screen, not free-standing: the conflict is the
        // run time's, and nothing is flagged for it.
        let layout = try solveXib(column.subviews, column.constraints, controller: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "root"), [])
    }

    func testASatisfiableXibIsNotFlagged() throws {
        let constraints = column.constraints.replacingOccurrences(of: #"constant="8.0" id="c9""#, with: #"constant="54.0" id="c9""#)
        XCTAssertNotEqual(constraints, column.constraints, "the bottom pin now fits the content")
        let layout = try solveXib(column.subviews, constraints)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "root"), [])
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "t"), [])
    }

    /// A vertical stack filling the root, arranging `masked` (written without
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, stored `height` tall at the top) and an
    /// empty view under it.
    private func stackWithMaskedView(height: Double) throws -> SceneLayout {
        let masked = #"<view contentMode="scaleToFill" id="masked"><rect key="frame" x="0.0" y="0.0" width="320" height="\#(height)"/>"#
            + #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
        let empty = view("empty", frame: #"x="0" y="\#(height)" width="320" height="\#(max(120 - height, 0))""#)
        let stack = view("stack", "stackView", frame: #"x="0" y="0" width="320" height="120""#, extra: #"axis="vertical""#,
                         subviews: masked + empty)
        let constraints = constraint("s1", "stack", "top", "root", "top") + constraint("s2", "root", "bottom", "stack", "bottom")
            + constraint("s3", "stack", "leading", "root", "leading") + constraint("s4", "root", "trailing", "stack", "trailing")
        return try solveXib(stack, constraints)
    }

    func testAnArrangedViewKeepingItsMaskHoldsItsStoredFrameOnTheCanvas() throws {
        // Stored 150 tall in a 120-point stack: held by its mask on the canvas, it overfills the
        // stack, so the root's height is let go; the stack and the empty view hang on it, the
        // masked view does not. At run time the stack arranges it without its mask: no conflict.
        let overfilled = try stackWithMaskedView(height: 150)
        XCTAssertTrue(overfilled.conflicts.isEmpty)
        XCTAssertEqual(overfilled.interfaceBuilderAmbiguity(of: "root"), [.height])
        XCTAssertTrue(overfilled.interfaceBuilderAmbiguity(of: "stack").contains(.height))
        XCTAssertTrue(overfilled.interfaceBuilderAmbiguity(of: "empty").contains(.height))
        XCTAssertEqual(overfilled.interfaceBuilderAmbiguity(of: "masked"), [])
        // Stored 60 tall, it fits: the mask fixes its height and the empty view takes the rest.
        let fitting = try stackWithMaskedView(height: 60)
        XCTAssertEqual(fitting.interfaceBuilderAmbiguity(of: "root"), [])
        XCTAssertEqual(fitting.interfaceBuilderAmbiguity(of: "masked"), [])
        XCTAssertEqual(fitting.interfaceBuilderAmbiguity(of: "empty"), [])
        XCTAssertTrue(fitting.ambiguity(of: "empty").contains(.height), "at run time neither arranged view has a height")
    }

    func testAConflictRestingOnAStoredIntrinsicSizeLetsNothingGo() throws {
        // An image view stored 100 tall, hugging at 1000, pinned to both of the root's 120-point
        // edges: the conflict needs its stored height taken for its image's, an estimate, so the
        // root keeps its height. The same with a required height constraint of 100 (the
        // document's own) lets the root's height go.
        let image = view("image", "imageView", frame: #"x="0" y="0" width="320" height="100""#,
                         extra: #"image="picture" verticalHuggingPriority="1000""#)
        let pins = constraint("p1", "image", "top", "root", "top") + constraint("p2", "root", "bottom", "image", "bottom")
            + constraint("p3", "image", "leading", "root", "leading") + constraint("p4", "root", "trailing", "image", "trailing")
        XCTAssertEqual(try solveXib(image, pins).interfaceBuilderAmbiguity(of: "root"), [])
        let fixed = try solveXib(image, pins + constraint("p5", "image", "height", constant: 100))
        XCTAssertEqual(fixed.interfaceBuilderAmbiguity(of: "root"), [.height])
    }
}
