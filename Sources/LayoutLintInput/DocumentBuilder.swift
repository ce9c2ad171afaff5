import LayoutLintModel

/// Walks a libxml2 tree of an Interface Builder document and builds the model.
///
/// One pass collects scenes, items, constraints and every id; references (constraint items,
/// size-class masks, outlets) may point forward, so masks are applied after the walk.
final class DocumentBuilder {
    let path: String
    let lines: LineIndex
    private(set) var platform: Platform = .unknown

    var scenes: [Scene] = []
    private var declarations: [ObjectDeclaration] = []
    var references: [ObjectReference] = []
    private var outlets: [Outlet] = []
    private var imageSizes: [String: Size] = [:]
    private var symbolImageSizes: [String: Size] = [:]
    var pendingMasks: [PendingMask] = []
    /// The first numeric attribute out of range (see `NumericRange`); the file is rejected with it.
    var invalidNumber: InputError?
    /// A storyboard's controllers and segues, from which its scenes' top bars are inferred.
    var navigation = StoryboardNavigation()

    /// The scene being filled; `nil` outside scenes (xib placeholders, resources).
    var scene: Scene?
    /// Whether a scene is being filled. (Not `scene != nil`: that takes `Scene`'s `Equatable`
    /// comparison of two optionals, which copies the whole scene: 2 M instructions on a 28-file sample.)
    var isInScene: Bool {
        if case .some = scene { return true }
        return false
    }
    /// Whether the scene being filled got a legacy top/bottom guide with no parent, one that
    /// `adoptLegacyGuides` may move. Most scenes have none: then the walk skips that search,
    /// which every non-view element ran over the items created inside it. Reset with each scene.
    var sceneHasOrphanLegacyGuide = false

    /// What the walk knows about the elements enclosing the current one.
    struct Context {
        /// The nearest enclosing layout item.
        var item: ObjectID?
        /// The index of that item in the current scene's items.
        var itemIndex: Int?
        /// The nearest enclosing element with an id, and its class (for outlets).
        var object: ObjectID?
        var objectClass: String?
        /// The name of the parent element.
        var container: String = ""
        /// The tab view item an enclosing NSTabView shows (its `initialItem`, else its first).
        var shownTabItem: String?
        /// Inside a tab view item the tab view does not show: NSTabView makes only the selected
        /// item's view its subview, so the others' views are laid out on their own.
        var inHiddenTabItem = false
    }

    init(path: String, lines: LineIndex) {
        self.path = path
        self.lines = lines
    }

    func location(_ element: XMLElement) -> SourceLocation {
        let line = element.line
        return SourceLocation(line: line, column: lines.column(ofLine: line))
    }

    func build(root: XMLElement) throws -> Document {
        if root.isNamed("archive") {
            throw InputError(kind: .legacyArchive, path: path, line: root.line, column: lines.column(ofLine: root.line),
                             message: "unsupported legacy format: this is a pre-Xcode 5 <archive> xib; open it in Xcode and save it in the current format")
        }
        guard root.isNamed("document") else {
            throw InputError(kind: .notInterfaceBuilder, path: path, line: root.line, column: lines.column(ofLine: root.line),
                             message: "not an Interface Builder document: the root element is <\(root.name)>, expected <document>")
        }
        let type = root.attribute("type") ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw InputError(kind: .notInterfaceBuilder, path: path, line: root.line, column: lines.column(ofLine: root.line),
                             message: "not an Interface Builder document: <document type=\"\(type)\">")
        }
        let runtime = root.attribute("targetRuntime") ?? ""
        platform = Self.platform(runtime: runtime, type: type)
        var document = Document(
            path: path, kind: type.contains("Storyboard") ? .storyboard : .xib, platform: platform,
            targetRuntime: runtime, toolsVersion: root.attribute("toolsVersion"),
            usesAutolayout: root.boolAttribute("useAutolayout"),
            usesTraitCollections: root.boolAttribute("useTraitCollections"),
            usesSafeAreas: root.boolAttribute("useSafeAreas"))

        for child in root.children {
            if child.isNamed("device") {
                document.device = child.attribute("id").map { DeviceDescription(id: $0, orientation: child.attribute("orientation")) }
            } else if child.isNamed("scenes") {
                for sceneElement in child.children where sceneElement.isNamed("scene") {
                    visitStoryboardScene(sceneElement)
                }
            } else if child.isNamed("objects") {
                for object in child.children {
                    visitTopLevelObject(object)
                }
            } else if child.isNamed("resources") {
                readResources(child)
            } else {
                if child.isNamed("dependencies") { document.interfaceBuilderPluginVersion = Self.pluginVersion(in: child) }
                visit(child, Context(container: "document"))
            }
        }
        if let invalidNumber { throw invalidNumber }
        applyMasks()
        if document.kind == .storyboard { navigation.applyInferredNavigationBars(to: &scenes) }
        document.scenes = scenes
        document.imageSizes = imageSizes
        document.symbolImageSizes = symbolImageSizes
        document.outlets = outlets
        document.declarations = declarations
        document.references = references
        return document
    }

    /// The version of the Interface Builder plug-in among a document's dependencies.
    private static func pluginVersion(in dependencies: XMLElement) -> String? {
        dependencies.children.first {
            $0.isNamed("plugIn") && ($0.attribute("identifier") ?? "").hasPrefix("com.apple.InterfaceBuilder.")
        }?.attribute("version")
    }

    private static func platform(runtime: String, type: String) -> Platform {
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") { return .macOS }
        if runtime == "AppleTV" || type.contains("AppleTV") { return .tvOS }
        if runtime.lowercased().hasPrefix("watchkit") || type.contains("WatchKit") { return .watchOS }
        if runtime.hasPrefix("iOS") || type.contains("CocoaTouch") { return .iOS }
        return .unknown
    }

    // MARK: Scenes

    private func visitStoryboardScene(_ element: XMLElement) {
        let id = element.attribute("sceneID") ?? "scene@\(element.line)"
        declare(element, id: element.attribute("sceneID"))
        var controllerClass: String?
        var firstObjectName: String?
        if let objects = element.firstChild(named: "objects") {
            for object in objects.children where !object.isNamed("placeholder") {
                controllerClass = controllerClass ?? object.attribute("customClass")
                firstObjectName = firstObjectName ?? objectDisplayName(object)
                navigation.readController(object, scene: id)
            }
        }
        // A blank comment (hand edits, merges) would name the scene "": fall back as if it were absent.
        let comment = element.precedingComment.map { String($0.trimmingWhitespace()) }.flatMap { $0.isEmpty ? nil : $0 }
        let name = comment ?? firstObjectName ?? "Scene"
        scene = Scene(id: id, name: name, location: location(element), controllerClass: controllerClass)
        sceneHasOrphanLegacyGuide = false
        for child in element.children {
            visit(child, Context(container: "scene"))
        }
        scenes.append(scene!)
        scene = nil
    }

    private func visitTopLevelObject(_ element: XMLElement) {
        guard !element.isNamed("placeholder") else {
            visit(element, Context(container: "objects"))
            return
        }
        let id = element.attribute("id") ?? "object@\(element.line)"
        scene = Scene(id: id, name: objectDisplayName(element), location: location(element),
                      controllerClass: element.attribute("customClass"))
        sceneHasOrphanLegacyGuide = false
        visit(element, Context(container: "objects"))
        // A xib's top-level objects without views (menus, controllers, plain objects) are not layouts.
        if let built = scene, !built.items.isEmpty { scenes.append(built) }
        scene = nil
    }

    /// A top-level object's outline name: user label, title, or its type.
    private func objectDisplayName(_ element: XMLElement) -> String {
        if let label = element.attribute("userLabel") { return label }
        if let title = element.attribute("title"), !title.isEmpty { return title }
        if let custom = element.attribute("customClass") { return InterfaceBuilderVocabulary.displayName(ofClass: custom) }
        return InterfaceBuilderVocabulary.displayName(ofElement: element.name)
    }

    // MARK: The walk

    private func declare(_ element: XMLElement, id: String?) {
        guard let id else { return }
        declarations.append(ObjectDeclaration(id: id, type: element.name, location: location(element)))
    }

    /// The id of the item a tab view shows in the document: its `initialItem`, else its first.
    private func shownTabItem(of tabView: XMLElement) -> String? {
        if let initial = tabView.attribute("initialItem") { return initial }
        let items = tabView.children.first { $0.isNamed("tabViewItems") }
        return items?.children.first { $0.isNamed("tabViewItem") }?.attribute("id")
    }

    private func isView(_ element: XMLElement, name: String, container: String) -> Bool {
        if InterfaceBuilderVocabulary.isNeverView(name) { return false }
        if InterfaceBuilderVocabulary.holdsViews(container) { return true }
        if InterfaceBuilderVocabulary.isAlwaysView(name) { return true }
        // Outside a view container, a view always has children (a frame at least); leaves such as
        // colors and fonts, most of a document's elements, are settled here.
        var hasChildren = false
        for child in element.children {
            hasChildren = true
            if child.isNamed("rect"), child.attribute("key") == "frame" { return true }
            if child.isNamed("constraints") || child.isNamed("subviews") { return true }
        }
        return hasChildren && element.attribute("translatesAutoresizingMaskIntoConstraints") != nil
    }

    private func visit(_ element: XMLElement, _ outer: Context) {
        let name = element.name
        let id = element.attribute("id")
        var context = outer
        context.container = name
        if name == "tabView" { context.shownTabItem = shownTabItem(of: element) }
        if name == "tabViewItem" { context.inHiddenTabItem = id != outer.shownTabItem }

        switch name {
        case "constraint" where outer.container == "constraints":
            declare(element, id: id)
            readConstraint(element, id: id, owner: outer.item)
            return
        case "variation":
            readVariation(element, context: outer)
            return
        case "outlet", "outletCollection":
            declare(element, id: id)
            readOutlet(element, context: outer)
            return
        case "viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide", "keyboardLayoutGuide":
            declare(element, id: id)
            addGuide(element, name: name, id: id, context: outer)
            return
        default:
            readBars(element, name: name)
        }
        declare(element, id: id)

        let itemsBefore = scene?.items.count ?? 0
        if isInScene, isView(element, name: name, container: outer.container) {
            let index = addView(element, name: name, id: id, context: outer)
            context.item = scene!.items[index].id
            context.itemIndex = index
        }
        if let id {
            context.object = id
            context.objectClass = element.attribute("customClass")
        }
        recordUnmodelledFeatures(element, name: name, item: context.item)
        for child in element.children {
            visit(child, context)
        }
        if let index = context.itemIndex, index != outer.itemIndex {
            finishView(at: index, element: element)
        } else if isInScene, sceneHasOrphanLegacyGuide {
            adoptLegacyGuides(createdFrom: itemsBefore)
        }
    }

    /// A view controller's legacy top/bottom guides are written before its root view exists;
    /// once the controller's children are read, they belong to the root view.
    private func adoptLegacyGuides(createdFrom start: Int) {
        guard let items = scene?.items, start < items.count else { return }
        let created = items[start...]
        guard let rootIndex = created.firstIndex(where: { $0.role == .view && $0.kind == .view && $0.parent == nil }) else { return }
        func isOrphanGuide(_ item: LayoutItem) -> Bool {
            (item.kind == .layoutGuide(.topLayoutGuide) || item.kind == .layoutGuide(.bottomLayoutGuide)) && item.parent == nil
        }
        guard created.contains(where: isOrphanGuide) else { return }
        // Scene.items promises parents before children, so the guides also move to just after the
        // root view. Safe: every item of this range is finished, no open Context holds its index.
        var adopted = created.filter(isOrphanGuide)
        for index in adopted.indices { adopted[index].parent = items[rootIndex].id }
        var reordered: [LayoutItem] = []
        for index in created.indices where !isOrphanGuide(items[index]) {
            reordered.append(items[index])
            if index == rootIndex { reordered.append(contentsOf: adopted) }
        }
        scene!.items.replaceSubrange(start..., with: reordered)
    }

    // MARK: Outlets, resources

    private func readOutlet(_ element: XMLElement, context: Context) {
        guard let property = element.attribute("property"), let destination = element.attribute("destination"),
              let source = context.object else { return }
        let location = location(element)
        outlets.append(Outlet(property: property, source: source, sourceClass: context.objectClass,
                              destination: destination, location: location))
        references.append(ObjectReference(target: destination, source: element.attribute("id"),
                                          context: .outletDestination, location: location))
    }

    private func readResources(_ element: XMLElement) {
        for child in element.children where child.isNamed("image") {
            guard let name = child.attribute("name"), let width = number(child, "width"),
                  let height = number(child, "height") else { continue }
            imageSizes[name] = Size(width: width, height: height)
            if child.attribute("catalog") == "system" { symbolImageSizes[name] = Size(width: width, height: height) }
        }
    }
}
