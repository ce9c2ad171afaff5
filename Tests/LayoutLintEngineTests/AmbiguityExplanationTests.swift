@testable import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// Root causes of ambiguity on hand-made scenes whose answer is known: which view is missing what,
/// which views are ambiguous only because of it, ties, scroll content and self-sizing cells.
final class AmbiguityExplanationTests: XCTestCase {
    private func key(_ id: ObjectID, _ axis: Axis) -> AmbiguityKey { AmbiguityKey(.item(id), axis) }

    func testAContainerIsTheRootAndItsPinnedLabelADependant() throws {
        // The card has no vertical position; the title inside it is pinned to it on every side.
        let card = view("card", frame: #"x="16" y="100" width="343" height="80""#, subviews: label("title", "Title"))
        let layout = try solveScene(card, [
            constraint("c1", "card", "leading", "root", "leading", constant: 16),
            constraint("c2", "root", "trailing", "card", "trailing", constant: 16),
            constraint("c3", "card", "height", constant: 80),
            constraint("c4", "title", "leading", "card", "leading", constant: 8),
            constraint("c5", "title", "top", "card", "top", constant: 8),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "card"), [.minY])
        // Positions are judged relative to the superview, as Interface Builder flags them; on the
        // screen the title moves with the card, which the explanation reports as its dependant.
        XCTAssertEqual(layout.ambiguity(of: "title"), [])
        let explanation = layout.explainAmbiguity()
        XCTAssertEqual(explanation.roots.map(\.key), [key("card", .vertical)])
        XCTAssertEqual(explanation.roots[0].dependants, [key("title", .vertical)])
        XCTAssertEqual(explanation.roots[0].freedom, AxisFreedom(position: true, size: false, linked: false))
        XCTAssertEqual(explanation.roots[0].cause, .missingConstraints)
        XCTAssertEqual(explanation.dependencies[key("title", .vertical)], [0])
    }

    func testPositionAndSizeMovingTogetherAreLinked() throws {
        // Only the trailing edge: one more constraint (leading or width) decides both.
        let layout = try solveScene(view("box"), [
            constraint("c1", "root", "trailing", "box", "trailing", constant: 16),
            constraint("c2", "box", "top", "root", "top", constant: 100),
            constraint("c3", "box", "height", constant: 40),
        ].joined())
        let roots = layout.explainAmbiguity().roots
        XCTAssertEqual(roots.map(\.key), [key("box", .horizontal)])
        XCTAssertEqual(roots[0].freedom, AxisFreedom(position: true, size: true, linked: true))
    }

    func testNothingOnAnAxisLeavesTwoIndependentQuantities() throws {
        let layout = try solveScene(view("box"), [
            constraint("c1", "box", "top", "root", "top", constant: 100),
            constraint("c2", "box", "height", constant: 40),
        ].joined())
        let roots = layout.explainAmbiguity().roots
        XCTAssertEqual(roots.map(\.key), [key("box", .horizontal)])
        XCTAssertEqual(roots[0].freedom, AxisFreedom(position: true, size: true, linked: false))
    }

    func testOnlyTheWidthFreeIsSizeOnly() throws {
        let layout = try solveScene(view("box"), [
            constraint("c1", "box", "leading", "root", "leading", constant: 16),
            constraint("c2", "box", "top", "root", "top", constant: 100),
            constraint("c3", "box", "height", constant: 40),
        ].joined())
        let roots = layout.explainAmbiguity().roots
        XCTAssertEqual(roots.map(\.key), [key("box", .horizontal)])
        XCTAssertEqual(roots[0].freedom, AxisFreedom(position: false, size: true, linked: false))
    }

    func testAChainOfAmbiguousViewsHasItsFirstViewAsRoot() throws {
        // Whichever view of the chain gets a position fixes the others: the first in the document
        // is the root, and the whole chain's one missing position and the middle width are its.
        let layout = try solveScene(view("left") + view("middle") + view("right"), [
            constraint("c1", "left", "width", constant: 40), constraint("c2", "right", "width", constant: 40),
            constraint("c3", "middle", "leading", "left", "trailing", constant: 8),
            constraint("c4", "right", "leading", "middle", "trailing", constant: 8),
            constraint("v1", "left", "top", "root", "top", constant: 100), constraint("v2", "left", "height", constant: 40),
            constraint("v3", "middle", "top", "root", "top", constant: 100), constraint("v4", "middle", "height", constant: 40),
            constraint("v5", "right", "top", "root", "top", constant: 100), constraint("v6", "right", "height", constant: 40),
        ].joined())
        let explanation = layout.explainAmbiguity()
        XCTAssertEqual(explanation.roots.map(\.key), [key("left", .horizontal), key("middle", .horizontal)])
        XCTAssertEqual(explanation.roots[1].freedom, AxisFreedom(position: true, size: true, linked: false))
        XCTAssertEqual(explanation.dependencies[key("right", .horizontal)], [1])
    }

    func testAViewWithOnlyItsSizeFreeIsTheRootOfWhatHangsBelowIt() throws {
        // The card's top is pinned and nothing gives it a height; the icon, written first, hangs
        // 8 points below it with a height of its own. Fixing either decides the other, but the card
        // is what lacks a constraint: its height is the root, the icon's Y follows from it.
        let layout = try solveScene(view("icon") + view("card"), [
            constraint("h1", "icon", "leading", "root", "leading", constant: 16), constraint("h2", "icon", "width", constant: 24),
            constraint("h3", "card", "leading", "root", "leading", constant: 16), constraint("h4", "card", "width", constant: 200),
            constraint("v1", "card", "top", "root", "top", constant: 100),
            constraint("v2", "icon", "top", "card", "bottom", constant: 8), constraint("v3", "icon", "height", constant: 24),
        ].joined())
        XCTAssertEqual(layout.ambiguity(of: "icon"), [.minY])
        XCTAssertEqual(layout.ambiguity(of: "card"), [.height])
        let explanation = layout.explainAmbiguity()
        XCTAssertEqual(explanation.roots.map(\.key), [key("card", .vertical)])
        XCTAssertEqual(explanation.roots[0].freedom, AxisFreedom(position: false, size: true, linked: false))
        XCTAssertEqual(explanation.dependencies[key("icon", .vertical)], [0])
    }

    func testAViewSpanningTheGapBetweenTwoAmbiguousViewsIsNoRoot() throws {
        // "middle" has no constraint to anything fixed, yet its position and width both follow
        // from the two ambiguous views it spans.
        let layout = try solveScene(view("left") + view("right") + view("middle"), [
            constraint("c1", "left", "width", constant: 40), constraint("c2", "right", "width", constant: 40),
            constraint("c3", "middle", "leading", "left", "trailing", constant: 8),
            constraint("c4", "right", "leading", "middle", "trailing", constant: 8),
            constraint("v1", "left", "top", "root", "top", constant: 100), constraint("v2", "left", "height", constant: 40),
            constraint("v3", "middle", "top", "root", "top", constant: 100), constraint("v4", "middle", "height", constant: 40),
            constraint("v5", "right", "top", "root", "top", constant: 100), constraint("v6", "right", "height", constant: 40),
        ].joined())
        let explanation = layout.explainAmbiguity()
        XCTAssertEqual(explanation.roots.map(\.key), [key("left", .horizontal), key("right", .horizontal)])
        XCTAssertEqual(explanation.dependencies[key("middle", .horizontal)], [0, 1])
        XCTAssertEqual(explanation.roots[0].dependants, [key("middle", .horizontal)])
        XCTAssertEqual(explanation.roots[1].dependants, [key("middle", .horizontal)])
    }

    /// A card whose vertical position is free (a container and its label as dependant) and a row
    /// of two labels tied for the width between them: the scene the kept-tableaux tests share.
    private func solveCardAndTiedRow() throws -> SceneLayout {
        let card = view("card", frame: #"x="16" y="100" width="343" height="80""#, subviews: label("title", "Title"))
        return try solveScene(card + label("name", "Name") + label("value", "Value"), [
            constraint("c1", "card", "leading", "root", "leading", constant: 16),
            constraint("c2", "root", "trailing", "card", "trailing", constant: 16),
            constraint("c3", "card", "height", constant: 80),
            constraint("c4", "title", "leading", "card", "leading", constant: 8),
            constraint("c5", "title", "top", "card", "top", constant: 8),
            constraint("c6", "name", "leading", "root", "leading", constant: 16),
            constraint("c7", "value", "leading", "name", "trailing", constant: 8),
            constraint("c8", "root", "trailing", "value", "trailing", constant: 16),
            constraint("c9", "name", "top", "root", "top", constant: 300),
            constraint("c10", "value", "top", "root", "top", constant: 300),
        ].joined())
    }

    func testTheFirstLookFromTheSolvedTableauxMatchesANewSolve() throws {
        // The run-time solve keeps its tableaux when something is ambiguous; the explanation's
        // first look takes what they determined and solves only the rest, instead of solving the
        // scene again, and must find what a new solve finds (a tie, a container and its dependant).
        let layout = try solveCardAndTiedRow()
        XCTAssertNotNil(layout.tableaux)
        var fresh = layout
        fresh.tableaux = nil
        let reused = layout.explainAmbiguity(), solved = fresh.explainAmbiguity()
        XCTAssertEqual(reused.roots, solved.roots)
        XCTAssertEqual(reused.dependencies, solved.dependencies)
        XCTAssertEqual(reused.roots.map(\.key), [key("card", .vertical), key("name", .horizontal)])
    }

    func testAssumptionsStartFromTheKeptTableauxAsANewSolveWould() throws {
        // With assumptions the first look solves the scene's movable part again from its kept
        // tableaux, holding the assumed quantities at the scene's values; a layout without kept
        // tableaux solves the scene and the assumptions whole. Both must find the same roots.
        let layout = try solveCardAndTiedRow()
        XCTAssertNotNil(layout.tableaux)
        var fresh = layout
        fresh.tableaux = nil
        let cases: [([ObjectID: Set<LayoutQuantity>], [AmbiguityKey])] = [
            (["name": [.width]], [key("card", .vertical)]),
            (["card": [.minY]], [key("name", .horizontal)]),
            (["value": [.width]], [key("card", .vertical)]),
            (["name": [.width], "card": [.minY]], []),
        ]
        for (assumed, expected) in cases {
            let reused = layout.explainAmbiguity(assumingDetermined: assumed), solved = fresh.explainAmbiguity(assumingDetermined: assumed)
            XCTAssertEqual(reused.roots, solved.roots, "\(assumed)")
            XCTAssertEqual(reused.dependencies, solved.dependencies, "\(assumed)")
            XCTAssertEqual(reused.roots.map(\.key), expected, "\(assumed)")
        }
    }

    func testEqualHuggingPrioritiesAreATie() throws {
        // Two labels fill the row between the edges; both hug at 250, so either may stretch.
        let layout = try solveScene(label("name", "Name") + label("value", "Value"), [
            constraint("c1", "name", "leading", "root", "leading", constant: 16),
            constraint("c2", "value", "leading", "name", "trailing", constant: 8),
            constraint("c3", "root", "trailing", "value", "trailing", constant: 16),
            constraint("c4", "name", "top", "root", "top", constant: 100),
            constraint("c5", "value", "top", "root", "top", constant: 100),
        ].joined())
        let explanation = layout.explainAmbiguity()
        XCTAssertEqual(explanation.roots.map(\.key), [key("name", .horizontal)])
        XCTAssertEqual(explanation.roots[0].dependants, [key("value", .horizontal)])
        guard case .tie(let origins) = explanation.roots[0].cause else { return XCTFail("expected a tie") }
        // The solver names the tied constraint whose error the solution pays; its partner is the
        // dependant's hugging, at zero error here.
        XCTAssertEqual(origins, [.contentHugging("name", .horizontal)])
    }

    func testATieKeepsItsCauseWhenRootsAreChosenOutsideSceneOrder() throws {
        // The row's labels come first in the scene but sit one level deeper than the box, so the
        // box is chosen as a root first; each root must keep its own cause when they are listed
        // in scene order.
        let row = view("row", frame: #"x="0" y="100" width="375" height="21""#,
                       subviews: label("name", "Name") + label("value", "Value"))
        let box = view("box", frame: #"x="16" y="200" width="100" height="40""#)
        let layout = try solveScene(row + box, [
            constraint("r1", "row", "leading", "root", "leading"),
            constraint("r2", "root", "trailing", "row", "trailing"),
            constraint("r3", "row", "top", "root", "top", constant: 100),
            constraint("r4", "row", "height", constant: 21),
            constraint("c1", "name", "leading", "row", "leading", constant: 16),
            constraint("c2", "value", "leading", "name", "trailing", constant: 8),
            constraint("c3", "row", "trailing", "value", "trailing", constant: 16),
            constraint("c4", "name", "top", "row", "top"),
            constraint("c5", "value", "top", "row", "top"),
            constraint("b1", "box", "leading", "root", "leading", constant: 16),
            constraint("b2", "box", "width", constant: 100),
            constraint("b3", "box", "height", constant: 40),
        ].joined())
        let roots = layout.explainAmbiguity().roots
        XCTAssertEqual(roots.map(\.key), [key("name", .horizontal), key("box", .vertical)])
        guard case .tie = roots[0].cause else { return XCTFail("the labels' hugging tie, found \(roots[0].cause)") }
        XCTAssertEqual(roots[1].cause, .missingConstraints)
    }

    func testAssumedSizesDetermineWhatFollowsFromThem() throws {
        let layout = try solveScene(view("box", subviews: view("inner")), [
            constraint("c1", "box", "leading", "root", "leading", constant: 16),
            constraint("c2", "box", "top", "root", "top", constant: 100),
            constraint("c3", "inner", "leading", "box", "leading"), constraint("c4", "inner", "trailing", "box", "trailing"),
            constraint("c5", "inner", "top", "box", "top"), constraint("c6", "inner", "bottom", "box", "bottom"),
        ].joined())
        XCTAssertEqual(layout.explainAmbiguity().roots.map(\.key), [key("box", .horizontal), key("box", .vertical)])
        XCTAssertEqual(layout.explainAmbiguity(assumingDetermined: ["box": [.width, .height]]).roots.map(\.key), [])
    }

    func testScrollContentIsTheRootOfTheContentViewsSize() throws {
        let scroll = view("scroll", "scrollView", frame: #"x="0" y="0" width="375" height="667""#,
                          subviews: view("content", frame: #"x="0" y="0" width="375" height="1000""#))
        let pins = [
            constraint("s1", "scroll", "leading", "root", "leading"), constraint("s2", "root", "trailing", "scroll", "trailing"),
            constraint("s3", "scroll", "top", "root", "top"), constraint("s4", "root", "bottom", "scroll", "bottom"),
            constraint("c1", "content", "leading", "scroll", "leading"), constraint("c2", "scroll", "trailing", "content", "trailing"),
            constraint("c3", "content", "top", "scroll", "top"), constraint("c4", "scroll", "bottom", "content", "bottom"),
            constraint("c5", "content", "width", "scroll", "width"),
        ]
        // Pinned on all four sides but with no height: the content size and the content view's
        // height are one unknown, and the content size is the root.
        let layout = try solveScene(scroll, pins.joined())
        let explanation = layout.explainAmbiguity()
        XCTAssertEqual(explanation.roots.map(\.key), [AmbiguityKey(.scrollContent("scroll"), .vertical)])
        XCTAssertEqual(explanation.roots[0].dependants, [key("content", .vertical)])
        let content = try XCTUnwrap(layout.system.contentAreas["scroll"])
        XCTAssertEqual(layout.system.chainGap(in: "scroll", area: content, axis: .vertical, undeterminedSizes: ["content"]),
                       .undeterminedSize("content"))
        // Without the bottom pin the content view's height is a second, independent unknown.
        let open = try solveScene(scroll, pins.filter { !$0.contains(#"id="c4""#) }.joined())
        XCTAssertEqual(open.explainAmbiguity().roots.map(\.key), [AmbiguityKey(.scrollContent("scroll"), .vertical), key("content", .vertical)])
        let openContent = try XCTUnwrap(open.system.contentAreas["scroll"])
        XCTAssertEqual(open.system.chainGap(in: "scroll", area: openContent, axis: .vertical, undeterminedSizes: ["content"]), .nothingAtEnd)
    }

    func testSelfSizingCellNeedsAChainFromTopToBottom() throws {
        func table(_ contentConstraints: String) -> String {
            let cell = """
            <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0" y="28" width="375" height="44"/>
                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                    <rect key="frame" x="0" y="0" width="375" height="44"/>
                    <subviews>\(label("text", "Text", frame: #"x="16" y="11" width="60" height="21""#))</subviews>
                    <constraints>\(contentConstraints)</constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
            return view("table", "tableView", frame: #"x="0" y="0" width="375" height="667""#,
                        extra: #"rowHeight="-1" estimatedRowHeight="-1""#, subviews: "").replacingOccurrences(
                of: "</tableView>", with: "<prototypes>\(cell)</prototypes></tableView>")
        }
        let pins = [constraint("t1", "table", "leading", "root", "leading"), constraint("t2", "root", "trailing", "table", "trailing"),
                    constraint("t3", "table", "top", "root", "top"), constraint("t4", "root", "bottom", "table", "bottom")].joined()
        let open = try solveScene(table(constraint("l1", "text", "leading", "cv", "leading", constant: 16)
                                       + constraint("l2", "text", "top", "cv", "top", constant: 11)), pins)
        XCTAssertEqual(open.system.selfSizingGaps(contentViews: ["cv"]), ["cv": .nothingAtEnd])
        let closed = try solveScene(table(constraint("l1", "text", "leading", "cv", "leading", constant: 16)
                                         + constraint("l2", "text", "top", "cv", "top", constant: 11)
                                         + constraint("l3", "cv", "bottom", "text", "bottom", constant: 11)), pins)
        XCTAssertEqual(closed.system.selfSizingGaps(contentViews: ["cv"]), [:])
        let nothing = try solveScene(table(constraint("l1", "text", "leading", "cv", "leading", constant: 16)), pins)
        XCTAssertEqual(nothing.system.selfSizingGaps(contentViews: ["cv"]), ["cv": .nothingAttached])
        // Centring places the label inside whatever height the content view has; it pins no edge.
        let centred = try solveScene(table(constraint("l1", "text", "leading", "cv", "leading", constant: 16)
                                          + constraint("l2", "text", "centerY", "cv", "centerY")), pins)
        XCTAssertEqual(centred.system.selfSizingGaps(contentViews: ["cv"]), ["cv": .nothingAttached])
    }
}
