import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

// Hand-made scenes shared by the engine's tests: a 375×667 iPhone view controller (20-point
// status bar, safe area guide `safe`) whose root view `root` holds the given subviews and
// constraints, and the XML snippets they are written with.

/// The scene, solved in the document's saved size class; with `interfaceBuilder`, its
/// `interfaceBuilderAmbiguity` added as `dump --solve` adds it.
func solveScene(_ subviews: String, _ constraints: String, interfaceBuilder: Bool = false, toolsVersion: String = "22505",
                options: EngineOptions = EngineOptions(), file: StaticString = #filePath, line: UInt = #line) throws -> SceneLayout {
    let (document, scene) = try parseScene(subviews, constraints, toolsVersion: toolsVersion, file: file, line: line)
    var layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document),
                                    options: options)
    if interfaceBuilder { LayoutEngine.addInterfaceBuilderAmbiguity(to: &layout, document: document, scene: scene) }
    return layout
}

/// The scene's document, unsolved, for tests that choose the configuration or the screen;
/// `rootVariations` follow the root view's constraints (size-class masks). Saved by Xcode 15
/// (tools 22505) unless `toolsVersion` says otherwise.
func parseScene(_ subviews: String, _ constraints: String, rootVariations: String = "", toolsVersion: String = "22505",
                file: StaticString = #filePath, line: UInt = #line) throws -> (Document, Scene) {
    let xml = sceneDocument(.iOSStoryboard(), width: 375, height: 667, toolsVersion: toolsVersion,
                            documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES""#, device: "retina4_7",
                            subviews: subviews, constraints: constraints,
                            rootContent: #"<viewLayoutGuide key="safeArea" id="safe"/>"# + rootVariations)
    let document = try DocumentLoader.parse(text: xml, path: "Test.storyboard")
    return (document, try XCTUnwrap(document.scenes.first, file: file, line: line))
}

/// A view (or another element) that does not translate its autoresizing mask, with optional
/// subviews and constraints of its own.
func view(_ id: String, _ element: String = "view", frame: String = #"x="0" y="0" width="10" height="10""#,
          extra: String = "", subviews: String = "", constraints: String = "") -> String {
    let inner = (subviews.isEmpty ? "" : "<subviews>\(subviews)</subviews>") + (constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
    return #"<\#(element) translatesAutoresizingMaskIntoConstraints="NO" \#(extra) id="\#(id)"><rect key="frame" \#(frame)/>\#(inner)</\#(element)>"#
}

func label(_ id: String, _ text: String, frame: String = #"x="0" y="0" width="60" height="21""#) -> String {
    view(id, "label", frame: frame, extra: #"text="\#(text)""#)
}

func constraint(_ id: String, _ first: String, _ firstAttribute: String, _ second: String? = nil, _ secondAttribute: String? = nil,
                constant: Double = 0, relation: String? = nil, priority: Int? = nil, placeholder: Bool = false) -> String {
    var text = #"<constraint firstItem="\#(first)" firstAttribute="\#(firstAttribute)""#
    if let second { text += #" secondItem="\#(second)" secondAttribute="\#(secondAttribute ?? firstAttribute)""# }
    if let relation { text += #" relation="\#(relation)""# }
    if let priority { text += #" priority="\#(priority)""# }
    if placeholder { text += #" placeholder="YES""# }
    return text + #" constant="\#(constant)" id="\#(id)"/>"#
}

/// An AppKit xib whose 480×270 custom view `root` (not flipped: stored y grows upward) holds the
/// given subviews and constraints, saved by `toolsVersion` (Xcode 13's 21701) and solved as saved.
/// `rootAttributes` go on the root's element (`misplaced="YES"`, say); with `interfaceBuilder`,
/// `interfaceBuilderAmbiguity` is added as `dump --solve` adds it; `resources` go in the document's
/// `<resources>` (image sizes).
func solveMac(_ subviews: String, _ constraints: String, toolsVersion: String = "21701", rootAttributes: String = "",
              resources: String = "", interfaceBuilder: Bool = false, options: EngineOptions = EngineOptions(),
              file: StaticString = #filePath, line: UInt = #line) throws -> SceneLayout {
    let xml = sceneDocument(.macXib, width: 480, height: 270, toolsVersion: toolsVersion,
                            documentAttributes: #"propertyAccessControl="none" customObjectInstantitationMethod="direct""#,
                            rootAttributes: rootAttributes, subviews: subviews, constraints: constraints, resources: resources)
    return try solveDocument(xml, path: "Test.xib", interfaceBuilder: interfaceBuilder, options: options, file: file, line: line)
}

/// The first scene of the document `xml`, solved as saved; with `interfaceBuilder`, its
/// `interfaceBuilderAmbiguity` added as `dump --solve` adds it.
func solveDocument(_ xml: String, path: String, interfaceBuilder: Bool = false, options: EngineOptions = EngineOptions(),
                   file: StaticString = #filePath, line: UInt = #line) throws -> SceneLayout {
    let document = try DocumentLoader.parse(text: xml, path: path)
    let scene = try XCTUnwrap(document.scenes.first, file: file, line: line)
    var layout = LayoutEngine.solve(document: document, scene: scene, configuration: LayoutEngine.savedConfiguration(of: document),
                                    options: options)
    if interfaceBuilder { LayoutEngine.addInterfaceBuilderAmbiguity(to: &layout, document: document, scene: scene) }
    return layout
}

/// `constraint` with the constant in the position the AppKit tests write it.
func pin(_ id: String, _ first: String, _ firstAttribute: String, _ second: String?, _ secondAttribute: String?,
         _ constant: Double = 0) -> String {
    constraint(id, first, firstAttribute, second, secondAttribute, constant: constant)
}

/// An AppKit custom view stored at `x`, `y`, `width` × `height`, with `width` and `height`
/// constraints of those values on the axes in `fixing` (both by default; none leaves the stored
/// frame as all it has).
func fixedCustomView(_ id: String, x: Double, y: Double, width: Double, height: Double,
                     fixing axes: Set<Axis> = [.horizontal, .vertical]) -> String {
    var constraints = ""
    if axes.contains(.horizontal) { constraints += #"<constraint firstAttribute="width" constant="\#(width)" id="\#(id)-w"/>"# }
    if axes.contains(.vertical) { constraints += #"<constraint firstAttribute="height" constant="\#(height)" id="\#(id)-h"/>"# }
    return """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
        </customView>
        """
}

/// Constraints putting `id` 20 points from the AppKit root's leading and top edges.
func pinnedTwentyFromTheTopLeading(_ id: String) -> String {
    pin("c1", id, "leading", "root", "leading", 20) + pin("c2", id, "top", "root", "top", 20)
}

/// A scroll view filling the root, with a content view stored `contentHeight` tall pinned on every
/// side to the content and as wide as the scroll view: through the scroll view's own edges and
/// width (files before Xcode 11), or through its content and frame layout guides.
func scrollContentScene(layoutGuides: Bool, contentHeight: Double) -> (subviews: String, constraints: String) {
    let guides = layoutGuides ? #"<viewLayoutGuide key="contentLayoutGuide" id="cg"/><viewLayoutGuide key="frameLayoutGuide" id="fg"/>"# : ""
    let (content, frame) = layoutGuides ? ("cg", "fg") : ("scroll", "scroll")
    let scroll = """
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews>\(view("content", frame: #"x="0" y="0" width="375" height="\#(contentHeight)""#))</subviews>
            \(guides)
        </scrollView>
        """
    let pins = pinnedToTheRootsEdges("scroll", ids: "s") + [
        constraint("c1", "content", "leading", content, "leading"), constraint("c2", content, "trailing", "content", "trailing"),
        constraint("c3", "content", "top", content, "top"), constraint("c4", content, "bottom", "content", "bottom"),
        constraint("c5", "content", "width", frame, "width"),
    ].joined()
    return (scroll, pins)
}

/// Constraints (ids `<ids>1`…`<ids>4`) holding `id` to the four edges of the root view `root`.
func pinnedToTheRootsEdges(_ id: String, ids: String) -> String {
    [
        constraint("\(ids)1", id, "leading", "root", "leading"), constraint("\(ids)2", "root", "trailing", id, "trailing"),
        constraint("\(ids)3", id, "top", "root", "top"), constraint("\(ids)4", "root", "bottom", id, "bottom"),
    ].joined()
}
