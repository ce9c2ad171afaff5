import LayoutLintModel

/// Walks a libxml2 tree of an Interface Builder document and builds the model.
///
/// One pass collects scenes, items, constraints and every id; references (constraint items,
/// size-class masks, outlets) may point forward, so masks are applied after the walk.
final class DocumentBuilder {
    private let path: String
    private let lines: LineIndex
    private var platform: Platform = .unknown

    private var scenes: [Scene] = []
    private var declarations: [ObjectDeclaration] = []
    private var references: [ObjectReference] = []
    private var outlets: [Outlet] = []
    private var imageSizes: [String: Size] = [:]
    private var pendingMasks: [PendingMask] = []
    /// Per storyboard scene (by scene id): its controller's id, whether it is a navigation
    /// controller that hides its bar, and its segues (destination, kind, relationship).
    private var controllerOfScene: [ObjectID: ObjectID] = [:]
    private var hidesNavigationBar: Set<ObjectID> = []
    /// Navigation controllers (by scene) whose bar shows large titles, and scenes whose
    /// navigation item declines them (`largeTitleDisplayMode="never"`).
    private var largeTitleNavigationControllers: Set<ObjectID> = []
    private var declinesLargeTitle: Set<ObjectID> = []
    /// Scenes whose controller is a navigation controller.
    private var navigationControllers: Set<ObjectID> = []
    private var tabBarControllers: Set<ObjectID> = []
    private var seguesOfScene: [ObjectID: [(destination: ObjectID, kind: String, relationship: String?)]] = [:]
    /// Scenes whose top bar is chosen explicitly (simulated metrics), not inferred.
    private var explicitTopBar: Set<ObjectID> = []

    /// The scene being filled; `nil` outside scenes (xib placeholders, resources).
    private var scene: Scene?

    private struct PendingMask {
        var key: TraitKey
        var target: ObjectID
        var installed: Bool
    }

    /// What the walk knows about the elements enclosing the current one.
    private struct Context {
        /// The nearest enclosing layout item.
        var item: ObjectID?
        /// The index of that item in the current scene's items.
        var itemIndex: Int?
        /// The nearest enclosing element with an id, and its class (for outlets).
        var object: ObjectID?
        var objectClass: String?
        /// The name of the parent element.
        var container: String = ""
    }

    init(path: String, lines: LineIndex) {
        self.path = path
        self.lines = lines
    }

    private func location(_ element: XMLElement) -> SourceLocation {
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
                visit(child, Context(container: "document"))
            }
        }
        applyMasks()
        if document.kind == .storyboard { applyInferredNavigationBars() }
        document.scenes = scenes
        document.imageSizes = imageSizes
        document.outlets = outlets
        document.declarations = declarations
        document.references = references
        return document
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
                guard object.attribute("sceneMemberID") == "viewController", let controller = object.attribute("id") else { continue }
                controllerOfScene[id] = controller
                if object.isNamed("tabBarController") { tabBarControllers.insert(id) }
                if object.isNamed("navigationController") {
                    navigationControllers.insert(id)
                    if object.attribute("navigationBarHidden") == "YES" { hidesNavigationBar.insert(id) }
                    if object.children.contains(where: { $0.isNamed("navigationBar") && $0.attribute("key") == "navigationBar"
                        && $0.attribute("largeTitles") == "YES" }) {
                        largeTitleNavigationControllers.insert(id)
                    }
                }
                // The controller's own segues (relationships, manual segues) and those of its
                // buttons, cells and gesture recognizers (a table cell's show segue pushes too).
                var stack = [object]
                while let element = stack.popLast() {
                    for child in element.children.reversed() {
                        if child.isNamed("segue") {
                            guard let destination = child.attribute("destination"), let kind = child.attribute("kind") else { continue }
                            seguesOfScene[id, default: []].append((destination, kind, child.attribute("relationship")))
                        } else {
                            stack.append(child)
                        }
                    }
                }
            }
        }
        // A blank comment (hand edits, merges) would name the scene "": fall back as if it were absent.
        let comment = element.precedingComment.map { String($0.trimmingWhitespace()) }.flatMap { $0.isEmpty ? nil : $0 }
        let name = comment ?? firstObjectName ?? "Scene"
        scene = Scene(id: id, name: name, location: location(element), controllerClass: controllerClass)
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
        case "navigationItem" where element.attribute("key") == "navigationItem":
            scene?.chrome.hasNavigationBar = true
            if element.attribute("largeTitleDisplayMode") == "never", let id = scene?.id { declinesLargeTitle.insert(id) }
        case "tabBarItem" where element.attribute("key") == "tabBarItem":
            scene?.chrome.hasTabBar = true
        case "simulatedNavigationBarMetrics" where element.attribute("key") == "simulatedTopBarMetrics":
            scene?.chrome.hasNavigationBar = true
            if let id = scene?.id { explicitTopBar.insert(id) }
        case "simulatedStatusBarMetrics" where element.attribute("key") == "simulatedStatusBarMetrics":
            scene?.chrome.showsStatusBar = true
        case "nil" where element.attribute("key") == "simulatedStatusBarMetrics":
            scene?.chrome.showsStatusBar = false
        case "size" where element.attribute("key") == "freeformSize":
            if let width = number(element.attribute("width")), let height = number(element.attribute("height")) {
                scene?.chrome.freeformSize = Size(width: width, height: height)
            }
        case "simulatedTabBarMetrics":
            scene?.chrome.hasTabBar = true
        case "simulatedToolbarMetrics":
            scene?.chrome.hasToolbar = true
        case "viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide":
            declare(element, id: id)
            addGuide(element, name: name, id: id, context: outer)
            return
        default:
            break
        }
        declare(element, id: id)

        let itemsBefore = scene?.items.count ?? 0
        if scene != nil, isView(element, name: name, container: outer.container) {
            let index = addView(element, name: name, id: id, context: outer)
            context.item = scene!.items[index].id
            context.itemIndex = index
        }
        if let id {
            context.object = id
            context.objectClass = element.attribute("customClass")
        }
        for child in element.children {
            visit(child, context)
        }
        if let index = context.itemIndex, index != outer.itemIndex {
            finishView(at: index, element: element)
        } else if scene != nil {
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

    // MARK: Items

    private func addGuide(_ element: XMLElement, name: String, id: String?, context: Context) {
        guard scene != nil else { return }
        let key = element.attribute("key")
        let guide = InterfaceBuilderVocabulary.guideKind(element: name, key: key, type: element.attribute("type"))
        var item = LayoutItem(
            id: id ?? "guide@\(element.line)", kind: .layoutGuide(guide), element: ElementKind(rawValue: name),
            className: InterfaceBuilderVocabulary.guideClass(guide, platform: platform),
            name: element.attribute("userLabel") ?? InterfaceBuilderVocabulary.displayName(of: guide),
            parent: context.item, location: location(element))
        item.role = (key ?? element.attribute("type").map { "\($0)LayoutGuide" }).map(ItemRole.init(rawValue:))
        item.userLabel = element.attribute("userLabel")
        scene!.items.append(item)
    }

    private func addView(_ element: XMLElement, name: String, id: String?, context: Context) -> Int {
        let customClass = element.attribute("customClass")
        let userLabel = element.attribute("userLabel")
        let text = visibleText(of: element, name: name)
        // A controller's view is a root wherever the controller is written: a touch bar item's
        // controller sits inside the view that owns the touch bar, yet its view is not a subview.
        let ownedByController = context.container.lowercased().hasSuffix("controller")
        var item = LayoutItem(
            id: id ?? "view@\(element.line)", kind: .view, element: ElementKind(rawValue: name),
            className: customClass ?? InterfaceBuilderVocabulary.platformClass(of: name, platform: platform),
            name: "", parent: ownedByController ? nil : context.item, location: location(element))
        item.customClass = customClass
        item.userLabel = userLabel
        item.text = text
        item.role = element.attribute("key").map(ItemRole.init(rawValue:))
        item.name = outlineName(element: element, name: name, userLabel: userLabel, text: text, customClass: customClass)
        item.xcode = XcodeVerdict(ambiguous: element.boolAttribute("ambiguous"), misplaced: element.boolAttribute("misplaced"),
                                  verifyAmbiguity: element.attribute("verifyAmbiguity"))
        item.translatesAutoresizingMaskIntoConstraints = element.attribute("translatesAutoresizingMaskIntoConstraints") != "NO"
        item.hasFixedFrame = element.boolAttribute("fixedFrame")
        item.isHidden = element.boolAttribute("hidden")
        item.isScrollEnabled = element.attribute("scrollEnabled") != "NO"
        item.adjustsContentInsetsForSafeArea = element.attribute("contentInsetAdjustmentBehavior") != "never"
        item.numberOfLines = element.attribute("numberOfLines").flatMap { Int($0) } ?? 1
        if name == "textField", let cell = element.children.first(where: { $0.isNamed("textFieldCell") }) {
            item.isEditable = cell.boolAttribute("editable")
        }
        item.preservesSuperviewLayoutMargins = element.boolAttribute("preservesSuperviewLayoutMargins")
        item.insetsLayoutMarginsFromSafeArea = element.attribute("insetsLayoutMarginsFromSafeArea") != "NO"
        readContentPriorities(element, into: &item)
        item.appearance = appearance(of: element)
        item.imageName = imageName(of: element)
        if name == "stackView" { item.stack = stackProperties(element) }
        if name == "tableView" || name == "outlineView" {
            item.table = TableProperties(rowHeight: number(element.attribute("rowHeight")),
                                         estimatedRowHeight: number(element.attribute("estimatedRowHeight")),
                                         style: element.attribute("style"),
                                         usesAutomaticRowHeights: element.boolAttribute("usesAutomaticRowHeights"))
        }
        for child in element.children {
            if child.isNamed("rect"), child.attribute("key") == "frame" {
                item.frame = rect(child)
            } else if child.isNamed("frame"), child.attribute("key") == "frameInset", item.frame == nil {
                let parentFrame = item.parent == nil ? nil : context.itemIndex.flatMap { scene?.items[$0].frame }
                item.frame = frameInset(child, in: parentFrame)
            } else if child.isNamed("autoresizingMask"), child.attribute("key") == "autoresizingMask" {
                item.autoresizingMask = AutoresizingMask(
                    flexibleMinX: child.boolAttribute("flexibleMinX"), widthSizable: child.boolAttribute("widthSizable"),
                    flexibleMaxX: child.boolAttribute("flexibleMaxX"), flexibleMinY: child.boolAttribute("flexibleMinY"),
                    heightSizable: child.boolAttribute("heightSizable"), flexibleMaxY: child.boolAttribute("flexibleMaxY"))
            } else if child.isNamed("edgeInsets"), child.attribute("key") == "layoutMargins" {
                item.layoutMargins = edgeInsets(child)
            } else if child.isNamed("directionalEdgeInsets"), child.attribute("key") == "directionalLayoutMargins" {
                item.layoutMargins = edgeInsets(child)
            }
        }
        scene!.items.append(item)
        return scene!.items.count - 1
    }

    /// Work that needs the view's children: the stack view's arrangement, the grid view's cells.
    private func finishView(at index: Int, element: XMLElement) {
        if element.isNamed("gridView") { scene!.items[index].grid = gridProperties(element) }
        guard scene!.items[index].stack != nil else { return }
        var arranged: [ObjectID] = []
        for child in element.children {
            if child.isNamed("subviews") || child.isNamed("beginningViews") || child.isNamed("middleViews") || child.isNamed("endViews") {
                for view in child.children {
                    // The same fallback id `addView` gives a view written without one.
                    arranged.append(view.attribute("id") ?? "view@\(view.line)")
                }
            } else if child.isNamed("visibilityPriorities") {
                scene!.items[index].stack!.visibilityPriorities = child.children.compactMap { number($0.attribute("value")).map(Priority.init) }
            } else if child.isNamed("customSpacing") {
                scene!.items[index].stack!.customSpacing = child.children.compactMap { number($0.attribute("value")) }
            }
        }
        scene!.items[index].stack!.arrangedSubviews = arranged
    }

    private func outlineName(element: XMLElement, name: String, userLabel: String?, text: String?, customClass: String?) -> String {
        if let userLabel { return userLabel }
        if let text, !text.isEmpty { return text }
        if let customClass, !customClass.hasPrefix("UI"), !customClass.hasPrefix("NS") {
            return InterfaceBuilderVocabulary.displayName(ofClass: customClass)
        }
        if name == "textField", element.attribute("borderStyle") == "roundedRect" { return "Round Style Text Field" }
        return InterfaceBuilderVocabulary.displayName(ofElement: name)
    }

    /// The text or title a view shows: a label's text, a button's normal title, an AppKit cell's title.
    private func visibleText(of element: XMLElement, name: String) -> String? {
        if let text = element.attribute("text") { return text }
        if let title = element.attribute("title") { return title }
        for child in element.children {
            if child.isNamed("string"), child.attribute("key") == "text", let content = textContent(child) { return content }
            if child.isNamed("state"), child.attribute("key") == "normal", let title = child.attribute("title") { return title }
            if child.isNamed("buttonConfiguration"), let title = child.attribute("title") { return title }
            if child.attribute("key") == "cell" {
                if let title = child.attribute("title"), !title.isEmpty { return title }
                for cellChild in child.children where cellChild.isNamed("string") && cellChild.attribute("key") == "title" {
                    return textContent(cellChild)
                }
            }
        }
        return nil
    }

    private func textContent(_ element: XMLElement) -> String? {
        guard let content = xmlNodeContent(element) else { return nil }
        return content
    }

    private func imageName(of element: XMLElement) -> String? {
        if let image = element.attribute("image") { return image }
        for child in element.children {
            let holdsImage = child.isNamed("state") && child.attribute("key") == "normal"
                || child.attribute("key") == "cell" || child.isNamed("buttonConfiguration")
            guard holdsImage else { continue }
            if let image = child.attribute("image") { return image }
            // Symbol images are written as a child: `<imageReference key="image" image="gear" catalog="system"/>`.
            if let image = child.child("imageReference", key: "image")?.attribute("image") { return image }
        }
        return nil
    }

    /// The attributes that decide a control's alignment-rect insets; the cell's win over the view's.
    private func appearance(of element: XMLElement) -> ControlAppearance {
        var appearance = ControlAppearance()
        func read(_ source: XMLElement) {
            if let value = source.attribute("type"), source.attribute("key") == "cell" { appearance.cellType = value }
            if let value = source.attribute("bezelStyle") { appearance.bezelStyle = value }
            if let value = source.attribute("borderStyle") { appearance.borderStyle = value }
            if let value = source.attribute("controlSize") { appearance.controlSize = value }
            if let value = source.attribute("boxType") { appearance.boxType = value }
            if let value = source.attribute("titlePosition") { appearance.titlePosition = value }
            if let value = source.attribute("borderType") { appearance.borderType = value }
            if let value = source.attribute("sliderType") { appearance.sliderType = value }
            if let value = source.attribute("imagePosition") { appearance.imagePosition = value }
            if source.isNamed("segmentedCell"), let value = source.attribute("style") { appearance.segmentStyle = value }
            if source.isNamed("progressIndicator"), let value = source.attribute("style") { appearance.progressStyle = value }
            if source.isNamed("levelIndicatorCell"), let value = source.attribute("levelIndicatorStyle") {
                appearance.levelIndicatorStyle = value
            }
            if source.boolAttribute("drawsBackground") { appearance.drawsBackground = true }
            if source.attribute("key") == "cell", let value = source.attribute("lineBreakMode") { appearance.lineBreakMode = value }
            if let font = source.child("font", key: "font") {
                appearance.fontName = font.attribute("metaFont") ?? font.attribute("name")
                    ?? (font.boolAttribute("usesAppearanceFont") ? "appearance" : nil)
                if let size = number(font.attribute("size")) { appearance.fontSize = size }
            } else if let font = source.child("fontDescription", key: "fontDescription") {
                appearance.fontName = font.attribute("type") ?? font.attribute("style") ?? font.attribute("name")
                if let size = number(font.attribute("pointSize")) { appearance.fontSize = size }
            }
        }
        read(element)
        if let cell = element.children.first(where: { $0.attribute("key") == "cell" }) { read(cell) }
        return appearance
    }

    private func readContentPriorities(_ element: XMLElement, into item: inout LayoutItem) {
        if let value = number(element.attribute("horizontalHuggingPriority")) { item.contentHugging.horizontal = Priority(value) }
        if let value = number(element.attribute("verticalHuggingPriority")) { item.contentHugging.vertical = Priority(value) }
        if let value = number(element.attribute("horizontalCompressionResistancePriority")) {
            item.compressionResistance.horizontal = Priority(value)
        }
        if let value = number(element.attribute("verticalCompressionResistancePriority")) {
            item.compressionResistance.vertical = Priority(value)
        }
        item.placeholderIntrinsicSize.horizontal = placeholderSize(element.attribute("placeholderIntrinsicWidth"))
        item.placeholderIntrinsicSize.vertical = placeholderSize(element.attribute("placeholderIntrinsicHeight"))
    }

    private func placeholderSize(_ text: String?) -> PlaceholderIntrinsicSize? {
        guard let text else { return nil }
        if text == "infinite" { return PlaceholderIntrinsicSize.none }
        return number(text).map(PlaceholderIntrinsicSize.value)
    }

    /// An `<gridView>`'s `<rows>`, `<columns>` and `<gridCells>`.
    private func gridProperties(_ element: XMLElement) -> GridProperties {
        var grid = GridProperties()
        grid.xPlacement = element.attribute("xPlacement").map(GridPlacement.init(xmlValue:))
        grid.yPlacement = element.attribute("yPlacement").map(GridPlacement.init(xmlValue:))
        grid.rowAlignment = element.attribute("rowAlignment").map(GridRowAlignment.init(xmlValue:))
        if let spacing = number(element.attribute("rowSpacing")) { grid.rowSpacing = spacing }
        if let spacing = number(element.attribute("columnSpacing")) { grid.columnSpacing = spacing }
        for child in element.children {
            if child.isNamed("rows") {
                grid.rows = child.children.filter { $0.isNamed("gridRow") }.map { row in
                    var track = GridProperties.Track(id: row.attribute("id") ?? "gridRow@\(row.line)")
                    track.size = number(row.attribute("height"))
                    track.leadingPadding = number(row.attribute("topPadding")) ?? 0
                    track.trailingPadding = number(row.attribute("bottomPadding")) ?? 0
                    track.placement = row.attribute("yPlacement").map(GridPlacement.init(xmlValue:))
                    track.rowAlignment = row.attribute("rowAlignment").map(GridRowAlignment.init(xmlValue:))
                    return track
                }
            } else if child.isNamed("columns") {
                grid.columns = child.children.filter { $0.isNamed("gridColumn") }.map { column in
                    var track = GridProperties.Track(id: column.attribute("id") ?? "gridColumn@\(column.line)")
                    track.size = number(column.attribute("width"))
                    track.leadingPadding = number(column.attribute("leadingPadding")) ?? 0
                    track.trailingPadding = number(column.attribute("trailingPadding")) ?? 0
                    track.placement = column.attribute("xPlacement").map(GridPlacement.init(xmlValue:))
                    return track
                }
            } else if child.isNamed("gridCells") {
                for cellElement in child.children where cellElement.isNamed("gridCell") {
                    guard let row = cellElement.attribute("row"), let column = cellElement.attribute("column") else { continue }
                    var cell = GridProperties.Cell(id: cellElement.attribute("id") ?? "gridCell@\(cellElement.line)", row: row, column: column)
                    cell.headOfMergedCell = cellElement.attribute("headOfMergedCell")
                    cell.xPlacement = cellElement.attribute("xPlacement").map(GridPlacement.init(xmlValue:))
                    cell.yPlacement = cellElement.attribute("yPlacement").map(GridPlacement.init(xmlValue:))
                    cell.rowAlignment = cellElement.attribute("rowAlignment").map(GridRowAlignment.init(xmlValue:))
                    // The same fallback id `addView` gives a view written without one.
                    cell.contentView = cellElement.children.first { $0.attribute("key") == "contentView" }
                        .map { $0.attribute("id") ?? "view@\($0.line)" }
                    grid.cells.append(cell)
                }
            }
        }
        return grid
    }

    private func stackProperties(_ element: XMLElement) -> StackProperties {
        var stack = StackProperties()
        if let axis = element.attribute("axis") ?? element.attribute("orientation") {
            stack.axis = axis == "vertical" ? .vertical : .horizontal
        }
        if let distribution = element.attribute("distribution") { stack.distribution = StackDistribution(xmlValue: distribution) }
        if let alignment = element.attribute("alignment") { stack.alignment = StackAlignment(xmlValue: alignment) }
        // Interface Builder leaves out defaults, and NSStackView's differ from UIStackView's:
        // no `distribution` means gravity areas, no `spacing` means 8 (never written; 0 is "0.0").
        if platform == .macOS, element.attribute("distribution") == nil { stack.distribution = .gravityAreas }
        // NSStackView centres across its axis unless told otherwise.
        if platform == .macOS, element.attribute("alignment") == nil { stack.alignment = .center }
        stack.spacing = number(element.attribute("spacing")) ?? (platform == .macOS ? 8 : 0)
        // `spacingType="standard"` is UIStackView.spacingUseSystem: the system's spacing between
        // sibling views, 8 points (the standard sibling spacing), in place of a constant.
        if element.attribute("spacingType") == "standard", element.attribute("spacing") == nil { stack.spacing = 8 }
        stack.isBaselineRelativeArrangement = element.boolAttribute("baselineRelativeArrangement")
        stack.isLayoutMarginsRelativeArrangement = element.boolAttribute("layoutMarginsRelativeArrangement")
        // Interface Builder's stack view inspector has no separate switch: custom margins on a
        // UIStackView are laid out against (all 8 such stacks in ../shared/corpus store their
        // arranged views inside the margins, none writes the attribute).
        if platform != .macOS, element.children.contains(where: { child in
            (child.isNamed("edgeInsets") || child.isNamed("directionalEdgeInsets"))
                && (child.attribute("key") == "layoutMargins" || child.attribute("key") == "directionalLayoutMargins")
        }) {
            stack.isLayoutMarginsRelativeArrangement = true
        }
        if platform == .macOS, let insets = element.children.first(where: { $0.isNamed("edgeInsets") && $0.attribute("key") == "edgeInsets" }) {
            stack.edgeInsets = edgeInsets(insets)
        }
        stack.detachesHiddenViews = element.boolAttribute("detachesHiddenViews")
        if let horizontal = number(element.attribute("horizontalStackHuggingPriority")),
           let vertical = number(element.attribute("verticalStackHuggingPriority")) {
            stack.stackHuggingPriority = AxisPair(horizontal: Priority(horizontal), vertical: Priority(vertical))
        }
        if let horizontal = number(element.attribute("horizontalClippingResistancePriority")) {
            stack.clippingResistancePriority.horizontal = Priority(horizontal)
        }
        if let vertical = number(element.attribute("verticalClippingResistancePriority")) {
            stack.clippingResistancePriority.vertical = Priority(vertical)
        }
        return stack
    }

    // MARK: Constraints

    private func readConstraint(_ element: XMLElement, id: String?, owner: ObjectID?) {
        guard scene != nil, let owner else { return }
        var unreadable: [String: String] = [:]
        let firstItem = element.attribute("firstItem")
        let firstAttribute = element.attribute("firstAttribute").map(LayoutAttribute.init(ibName:)) ?? .unknown("")
        var relation = Relation.equal
        switch element.attribute("relation") {
        case nil, "equal"?: relation = .equal
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case let other?: unreadable["relation"] = other
        }
        var second: Anchor?
        if let secondItem = element.attribute("secondItem") {
            second = Anchor(item: secondItem, attribute: element.attribute("secondAttribute").map(LayoutAttribute.init(ibName:)) ?? .unknown(""))
        } else if let secondAttribute = element.attribute("secondAttribute"), secondAttribute != "notAnAttribute" {
            unreadable["secondAttribute"] = secondAttribute
        }
        let location = location(element)
        let constraint = Constraint(
            id: id ?? "constraint@\(location.line)", location: location, owner: owner,
            first: Anchor(item: firstItem ?? owner, attribute: firstAttribute), relation: relation, second: second,
            multiplier: element.attribute("multiplier").map(Multiplier.init(parsing:)) ?? .one,
            constant: readNumber(element, "constant", default: 0, unreadable: &unreadable),
            priority: Priority(readNumber(element, "priority", default: 1000, unreadable: &unreadable)),
            isSymbolic: element.boolAttribute("symbolic"), isPlaceholder: element.boolAttribute("placeholder"),
            identifier: element.attribute("identifier"), userLabel: element.attribute("userLabel"),
            firstItemWasImplicit: firstItem == nil, unreadable: unreadable)
        scene!.constraints.append(constraint)
        let index = scene!.constraints.count - 1
        for child in element.children where child.isNamed("variation") {
            guard let key = child.attribute("key").flatMap(TraitKey.init(ibKey:)) else { continue }
            if let constant = number(child.attribute("constant")) {
                scene!.constraints[index].constantOverrides.set(constant, for: key)
            }
        }
    }

    private func readNumber(_ element: XMLElement, _ attribute: StaticString, default fallback: Double,
                            unreadable: inout [String: String]) -> Double {
        guard let text = element.attribute(attribute) else { return fallback }
        if let value = number(text) { return value }
        unreadable[attribute.description] = text
        return fallback
    }

    // MARK: Variations, outlets, resources

    private func readVariation(_ element: XMLElement, context: Context) {
        guard let key = element.attribute("key").flatMap(TraitKey.init(ibKey:)) else { return }
        if let index = context.itemIndex, scene != nil {
            if let axis = element.attribute("axis"), scene!.items[index].stack != nil {
                scene!.items[index].stack!.axisOverrides.set(axis == "vertical" ? .vertical : .horizontal, for: key)
            }
            if let spacing = number(element.attribute("spacing")), scene!.items[index].stack != nil {
                scene!.items[index].stack!.spacingOverrides.set(spacing, for: key)
            }
            if let distribution = element.attribute("distribution"), scene!.items[index].stack != nil {
                scene!.items[index].stack!.distributionOverrides.set(StackDistribution(xmlValue: distribution), for: key)
            }
            if let alignment = element.attribute("alignment"), scene!.items[index].stack != nil {
                scene!.items[index].stack!.alignmentOverrides.set(StackAlignment(xmlValue: alignment), for: key)
            }
        }
        for child in element.children {
            if child.isNamed("mask") {
                for entry in child.children {
                    guard let target = entry.attribute("reference") else { continue }
                    let installed = entry.isNamed("include")
                    guard installed || entry.isNamed("exclude") else { continue }
                    pendingMasks.append(PendingMask(key: key, target: target, installed: installed))
                    references.append(ObjectReference(target: target, source: context.item ?? context.object,
                                                      context: .variationMask, location: location(entry)))
                }
            } else if child.isNamed("rect"), child.attribute("key") == "frame", let index = context.itemIndex, scene != nil {
                scene!.items[index].frameOverrides.set(rect(child), for: key)
            }
        }
    }

    /// An `<edgeInsets>` (left, right) or `<directionalEdgeInsets>` (leading, trailing) element.
    private func edgeInsets(_ element: XMLElement) -> EdgeInsets {
        let directional = element.isNamed("directionalEdgeInsets")
        return EdgeInsets(top: number(element.attribute("top")) ?? 0,
                          leading: number(element.attribute(directional ? "leading" : "left")) ?? 0,
                          bottom: number(element.attribute("bottom")) ?? 0,
                          trailing: number(element.attribute(directional ? "trailing" : "right")) ?? 0)
    }

    /// Interface Builder's inferred top bar is a navigation bar only for a view controller in a
    /// navigation stack of the storyboard: the root view controller of a navigation controller and
    /// the ones it pushes (show and push segues), transitively. A navigation item alone does not
    /// show one: a scene reached from another storyboard, presented modally or left unconnected
    /// keeps its navigation item but gets the status bar only (over `../shared/corpus`, 26 scenes
    /// with a navigation item outside any stack in 8 files of 6 projects, Esri, IQKeyboardManager,
    /// WordPressAuthenticator among them, put their safe area or top layout guide at the status
    /// bar's height; the scenes inside stacks at status bar + 44). Xcode 26 shows a bar for those
    /// too, so the model keeps them apart (`hasNavigationItemOutsideStack`) for the engine.
    /// A navigation controller with "Shows Navigation Bar" off (`navigationBarHidden="YES"`) hides
    /// the bar of its root view controller and of the ones it pushes. A scene that chooses its top
    /// bar explicitly (simulated metrics) keeps it either way.
    private func applyInferredNavigationBars() {
        var sceneOfController: [ObjectID: ObjectID] = [:]
        for (scene, controller) in controllerOfScene { sceneOfController[controller] = scene }
        var pending: [(scene: ObjectID, hidden: Bool, large: Bool)] = []
        for navigation in navigationControllers.sorted() {
            for segue in seguesOfScene[navigation] ?? [] where segue.relationship == "rootViewController" {
                if let scene = sceneOfController[segue.destination] {
                    pending.append((scene, hidesNavigationBar.contains(navigation), largeTitleNavigationControllers.contains(navigation)))
                }
            }
        }
        var shown = Set<ObjectID>(), hidden = Set<ObjectID>(), large = Set<ObjectID>()
        while let (scene, isHidden, isLarge) = pending.popLast() {
            guard isHidden ? hidden.insert(scene).inserted : shown.insert(scene).inserted else { continue }
            if isLarge && !isHidden { large.insert(scene) }
            for segue in seguesOfScene[scene] ?? [] where segue.kind == "show" || segue.kind == "push" {
                if let next = sceneOfController[segue.destination], !navigationControllers.contains(next) { pending.append((next, isHidden, isLarge)) }
            }
        }
        // Tabs: a tab bar controller's children, and the stacks of the navigation controllers among them.
        var tabs: [ObjectID] = []
        for tabBar in tabBarControllers.sorted() {
            for segue in seguesOfScene[tabBar] ?? [] where segue.relationship == "viewControllers" {
                if let scene = sceneOfController[segue.destination] { tabs.append(scene) }
            }
        }
        var inTabs = Set<ObjectID>()
        while let scene = tabs.popLast() {
            guard inTabs.insert(scene).inserted else { continue }
            for segue in seguesOfScene[scene] ?? [] {
                guard let next = sceneOfController[segue.destination] else { continue }
                if segue.relationship == "rootViewController" || (segue.kind == "show" || segue.kind == "push") && !navigationControllers.contains(next) {
                    tabs.append(next)
                }
            }
        }
        for index in scenes.indices where inTabs.contains(scenes[index].id) { scenes[index].chrome.isInTabBarController = true }
        for index in scenes.indices where !explicitTopBar.contains(scenes[index].id) {
            let hadNavigationItem = scenes[index].chrome.hasNavigationBar
            scenes[index].chrome.hasNavigationBar = shown.contains(scenes[index].id)
            scenes[index].chrome.showsLargeTitle = large.contains(scenes[index].id) && !declinesLargeTitle.contains(scenes[index].id)
            scenes[index].chrome.hasNavigationItemOutsideStack = hadNavigationItem && !shown.contains(scenes[index].id)
                && !hidden.contains(scenes[index].id)
        }
    }

    private func applyMasks() {
        guard !pendingMasks.isEmpty else { return }
        var constraintIndex: [ObjectID: (scene: Int, index: Int)] = [:]
        var itemIndex: [ObjectID: (scene: Int, index: Int)] = [:]
        for (sceneOffset, scene) in scenes.enumerated() {
            for (offset, constraint) in scene.constraints.enumerated() { constraintIndex[constraint.id] = (sceneOffset, offset) }
            for (offset, item) in scene.items.enumerated() { itemIndex[item.id] = (sceneOffset, offset) }
        }
        for mask in pendingMasks {
            if let position = constraintIndex[mask.target] {
                scenes[position.scene].constraints[position.index].installation.set(mask.installed, for: mask.key)
            } else if let position = itemIndex[mask.target] {
                scenes[position.scene].items[position.index].installation.set(mask.installed, for: mask.key)
            }
        }
    }

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
            guard let name = child.attribute("name"), let width = number(child.attribute("width")),
                  let height = number(child.attribute("height")) else { continue }
            imageSizes[name] = Size(width: width, height: height)
        }
    }

    // MARK: Values

    private func rect(_ element: XMLElement) -> Rect {
        Rect(x: number(element.attribute("x")) ?? 0, y: number(element.attribute("y")) ?? 0,
             width: number(element.attribute("width")) ?? 0, height: number(element.attribute("height")) ?? 0)
    }

    /// Xcode 8.0's `<frame key="frameInset">`: the frame as insets from the superview's bounds,
    /// `minX`/`minY` from its leading and top edges, `maxX`/`maxY` from its trailing and bottom
    /// ones, and `width`/`height` where the size is fixed; what is left out is 0 (an empty one
    /// fills the superview). `nil` when an inset from the far edge needs a superview size the file
    /// does not give.
    private func frameInset(_ element: XMLElement, in parent: Rect?) -> Rect? {
        func span(_ minKey: StaticString, _ maxKey: StaticString, _ sizeKey: StaticString,
                  _ parentSize: Double?) -> (origin: Double, size: Double)? {
            let low = number(element.attribute(minKey)), high = number(element.attribute(maxKey))
            if let size = number(element.attribute(sizeKey)) {
                if low == nil, let high { return parentSize.map { ($0 - high - size, size) } }
                return (low ?? 0, size)
            }
            return parentSize.map { (low ?? 0, $0 - (low ?? 0) - (high ?? 0)) }
        }
        guard let x = span("minX", "maxX", "width", parent?.width),
              let y = span("minY", "maxY", "height", parent?.height) else { return nil }
        return Rect(x: x.origin, y: y.origin, width: x.size, height: y.size)
    }

    private func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
