import LayoutLintModel

/// Turns a scene, in one size-class configuration, into the linear system UIKit (or AppKit)
/// would solve: the document's constraints plus the ones the frameworks add.
///
/// Order matters for which constraint of a conflict is broken (see `LinearSystemSolver`):
/// system-generated constraints come first, then the document's in document order, so a
/// conflict is reported as the user's constraint being broken where the user wrote one.
public struct SceneSystemBuilder {
    public let document: Document
    public let scene: Scene
    public let configuration: TraitKey
    /// The root view's size in this configuration; `nil`: the size stored in the file.
    public let rootSize: Size?

    private var items: [LayoutItem] = []
    private var byID: [ObjectID: LayoutItem] = [:]
    private var variables: [ObjectID: EdgeVariables] = [:]
    private var contentAreas: [ObjectID: EdgeVariables] = [:]
    private var constraints: [SystemConstraint] = []
    private var variableCount = 0
    /// Design-time frames in the scene's top-down coordinates.
    private var absoluteFrames: [ObjectID: Rect] = [:]
    private var unflipped: Set<ObjectID> = []
    /// Per view with a bezel or padding: how far its frame extends beyond its alignment rect.
    private var alignmentInsets: [ObjectID: EdgeInsets] = [:]
    private var metrics: DeviceMetrics
    private var rootSafeArea: [ObjectID: EdgeInsets] = [:]

    public init(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size? = nil) {
        self.document = document
        self.scene = scene
        self.configuration = configuration
        self.rootSize = rootSize
        metrics = DeviceMetrics.forScreen(rootSize ?? Size(width: 0, height: 0), platform: document.platform)
    }

    public static func build(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size? = nil) -> SceneSystem {
        var builder = SceneSystemBuilder(document: document, scene: scene, configuration: configuration, rootSize: rootSize)
        return builder.build()
    }

    private mutating func build() -> SceneSystem {
        selectInstalledItems()
        computeDesignFrames()
        createVariables()
        for item in items where item.kind == .view { placeView(item) }
        for item in items { if case .layoutGuide(let kind) = item.kind { placeGuide(item, kind: kind) } }
        for item in items where item.stack != nil { StackArrangement.add(for: item, in: &self) }
        for constraint in scene.constraints { addDocumentConstraint(constraint) }
        return SceneSystem(scene: scene, configuration: configuration, metrics: metrics, items: items, variables: variables,
                           constraints: constraints, variableCount: variableCount, contentAreas: contentAreas,
                           unflippedParents: unflipped, alignmentInsets: alignmentInsets)
    }

    // MARK: - Items and frames

    private mutating func selectInstalledItems() {
        var installed = Set<ObjectID>()
        for item in scene.items {
            guard item.installation.isInstalled(in: configuration) else { continue }
            if let parent = item.parent, !installed.contains(parent) { continue }
            installed.insert(item.id)
            items.append(item)
            byID[item.id] = item
        }
    }

    func item(_ id: ObjectID) -> LayoutItem? { byID[id] }

    func frame(of item: LayoutItem) -> Rect? {
        item.frameOverrides.value(in: configuration) ?? item.frame
    }

    /// AppKit views are not flipped unless they say so; these are (their children's y is top-down).
    private static let flippedAppKitElements: Set<String> = [
        "tableView", "outlineView", "textView", "collectionView", "clipView", "matrix",
    ]

    /// An NSClipView is flipped when its document view is (`-[NSClipView isFlipped]`). Interface
    /// Builder knows the flippedness of AppKit's classes only: a custom flipped document view
    /// (iina's `FlippedView`) is laid out in an unflipped clip view. All 5 plain document views
    /// shorter or taller than their clip view in ../shared/corpus (2 projects) are stored
    /// bottom-up, with their top edge at the clip view's top.
    private func isFlippedAppKitView(_ item: LayoutItem) -> Bool {
        guard item.element == "clipView" else { return SceneSystemBuilder.flippedAppKitElements.contains(item.element) }
        guard let documentView = scene.items.first(where: { $0.parent == item.id && $0.kind == .view }) else { return true }
        return SceneSystemBuilder.flippedAppKitElements.contains(documentView.element)
    }

    private mutating func computeDesignFrames() {
        for item in items {
            guard var frame = frame(of: item) else { continue }
            if let parentID = item.parent, let parent = byID[parentID] {
                guard let parentFrame = absoluteFrames[parentID] else { continue }
                if document.platform == .macOS && !isFlippedAppKitView(parent) {
                    unflipped.insert(parentID)
                    frame.y = parentFrame.height - frame.y - frame.height
                }
                frame.x += parentFrame.x
                frame.y += parentFrame.y
            } else {
                frame.x = 0
                frame.y = 0
                // Another screen replaces a root shown full-screen; a freeform root (a cell, a
                // popover, a custom view in a xib) keeps its size on any device.
                let stored = Size(width: frame.width, height: frame.height)
                let isFullScreen = DeviceMetrics.forScreen(stored, platform: document.platform).isScreen
                if let rootSize, isFullScreen {
                    frame.width = rootSize.width
                    frame.height = rootSize.height
                }
                metrics = DeviceMetrics.forScreen(Size(width: frame.width, height: frame.height), platform: document.platform,
                                                  deviceID: rootSize == nil || !isFullScreen ? document.device?.id : nil)
            }
            absoluteFrames[item.id] = frame
            let insets = AlignmentInsets.of(item, frame: frame, in: document)
            if insets != .zero { alignmentInsets[item.id] = insets }
        }
    }

    func designFrame(_ id: ObjectID) -> Rect? { absoluteFrames[id] }

    /// The design-time alignment rect: what the edge variables of the item stand for.
    func alignmentFrame(_ id: ObjectID) -> Rect? {
        guard let frame = absoluteFrames[id] else { return nil }
        return alignmentInsets[id].map(frame.inset(by:)) ?? frame
    }

    private mutating func newVariable() -> Variable {
        variableCount += 1
        return Variable(variableCount - 1)
    }

    private mutating func newEdges() -> EdgeVariables {
        EdgeVariables(left: newVariable(), right: newVariable(), top: newVariable(), bottom: newVariable())
    }

    private mutating func createVariables() {
        for item in items {
            switch item.kind {
            case .layoutGuide(.frameLayoutGuide):
                continue // the scroll view's own frame, aliased below
            case .layoutGuide(.contentLayoutGuide):
                continue // the scroll view's content area, aliased below
            default:
                variables[item.id] = newEdges()
            }
        }
        for item in items where isScrollView(item) {
            contentAreas[item.id] = newEdges()
        }
        for item in items {
            guard let parent = item.parent else { continue }
            switch item.kind {
            case .layoutGuide(.frameLayoutGuide): variables[item.id] = variables[parent]
            case .layoutGuide(.contentLayoutGuide): variables[item.id] = contentAreas[parent]
            default: break
            }
        }
    }

    func isScrollView(_ item: LayoutItem) -> Bool {
        switch item.element {
        case "scrollView", "tableView", "collectionView", "textView": return document.platform != .macOS || item.element == "scrollView"
        default: return false
        }
    }

    func edges(_ id: ObjectID) -> EdgeVariables? { variables[id] }

    // MARK: - Emitting constraints

    mutating func add(_ origin: ConstraintOrigin, _ expression: LinearExpression, _ relation: ConstraintRelation = .equal,
                      priority: Double = 1000) {
        let tag = constraints.count
        constraints.append(SystemConstraint(origin: origin, linear: LinearConstraint(expression, relation, priority: priority, tag: tag)))
    }

    private mutating func pin(_ origin: ConstraintOrigin, _ edges: EdgeVariables, to frame: Rect, relativeTo parent: EdgeVariables?,
                              sizePriority: Double = 1000) {
        func offset(_ variable: Variable, _ base: Variable?) -> LinearExpression {
            base.map { LinearExpression(variable) - LinearExpression($0) } ?? LinearExpression(variable)
        }
        add(origin, offset(edges.left, parent?.left) + -frame.x)
        add(origin, offset(edges.top, parent?.top) + -frame.y)
        add(origin, edges.size(.horizontal) + -frame.width, priority: sizePriority)
        add(origin, edges.size(.vertical) + -frame.height, priority: sizePriority)
    }

    /// AppKit roots hold their size weakly: a window keeps its content size at
    /// NSLayoutPriorityWindowSizeStayPut (500), so content that needs more (compression
    /// resistance at 750) resizes the window instead of being squeezed, and a view controller's
    /// view is a window's content (or a popover's, a split or tab item's, which hold no harder).
    /// Holding the stored size as required instead made equal compression resistances of a row
    /// of controls a tie that Xcode does not flag (699 → 450 views only layoutlint called
    /// ambiguous over the corpus). UIKit roots are sized by their window or container: required.
    private func rootSizePriority(_ item: LayoutItem) -> Double {
        document.platform == .macOS ? 500 : 1000
    }

    private mutating func placeView(_ item: LayoutItem) {
        guard let edges = variables[item.id] else { return }
        if let scroll = contentAreas[item.id] {
            add(.scrollContent(item.id), LinearExpression(scroll.left) - LinearExpression(edges.left))
            add(.scrollContent(item.id), LinearExpression(scroll.top) - LinearExpression(edges.top))
        }
        guard let parentID = item.parent, let parentEdges = variables[parentID] else {
            if let frame = alignmentFrame(item.id) {
                pin(.root(item.id), edges, to: frame, relativeTo: nil, sizePriority: rootSizePriority(item))
            }
            return
        }
        let parentFrame = alignmentFrame(parentID)
        let frame = alignmentFrame(item.id)
        // Subviews of a scroll view live in its content area.
        let container = contentAreas[parentID] ?? parentEdges
        switch item.element {
        case "tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView", "tableCellView":
            if let frame, let parentFrame {
                let relative = Rect(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height)
                pin(.encapsulated(item.id), edges, to: relative, relativeTo: container)
            }
            return
        default:
            break
        }
        if item.role == "customView" || item.role == "titleView", let frame, let parentFrame {
            placeBarItemView(item, edges, frame: frame, parentFrame: parentFrame, container: container)
            return
        }
        if let parent = byID[parentID], parent.stack != nil, parent.stack!.arrangedSubviews.contains(item.id) {
            addIntrinsicSize(item, edges)
            return // the stack view positions it
        }
        // `fixedFrame`: Xcode 8+ lays the view out by its autoresizing mask (it writes NO for the
        // translation, yet the nib it compiles turns the translation on).
        if item.translatesAutoresizingMaskIntoConstraints || item.hasFixedFrame, let frame, let parentFrame {
            addAutoresizing(item, edges, frame: frame, container: container, parentEdges: parentEdges, parentFrame: parentFrame)
        }
        addIntrinsicSize(item, edges)
    }

    /// A bar button item's custom view or a navigation item's title view: the bar places it (its
    /// origin is the bar's business, like a cell's), and since iOS 11 the bar sizes it with Auto
    /// Layout, by the constraints on it when it has any, else at its frame's size. Its autoresizing
    /// mask is not turned into constraints against the bar (Interface Builder flags such a view
    /// ambiguous, not in conflict, when its constraints do not give it a size).
    private mutating func placeBarItemView(_ item: LayoutItem, _ edges: EdgeVariables, frame: Rect, parentFrame: Rect,
                                           container: EdgeVariables) {
        add(.encapsulated(item.id), LinearExpression(edges.left) - LinearExpression(container.left) + -(frame.x - parentFrame.x))
        add(.encapsulated(item.id), LinearExpression(edges.top) - LinearExpression(container.top) + -(frame.y - parentFrame.y))
        let constrained = scene.constraints.contains { constraint in
            !constraint.isPlaceholder && constraint.installation.isInstalled(in: configuration)
                && (constraint.first.item == item.id || constraint.second?.item == item.id)
        }
        if constrained {
            addIntrinsicSize(item, edges)
        } else {
            add(.encapsulated(item.id), edges.size(.horizontal) + -frame.width)
            add(.encapsulated(item.id), edges.size(.vertical) + -frame.height)
        }
    }

    private mutating func addIntrinsicSize(_ item: LayoutItem, _ edges: EdgeVariables) {
        for axis in Axis.allCases {
            guard let value = IntrinsicContentSize.value(of: item, axis: axis, platform: document.platform,
                                                         frame: intrinsicFrame(of: item), imageSizes: document.imageSizes) else { continue }
            let hugging = min(item.contentHugging[axis].rawValue, 1000)
            let resistance = min(item.compressionResistance[axis].rawValue, 1000)
            add(.contentHugging(item.id, axis), edges.size(axis) + -value, .lessThanOrEqual, priority: max(hugging, 1))
            add(.compressionResistance(item.id, axis), edges.size(axis) + -value, .greaterThanOrEqual, priority: max(resistance, 1))
        }
    }

    /// The stored frame as intrinsic sizes see it: intrinsic sizes measure the alignment rect.
    private func intrinsicFrame(of item: LayoutItem) -> Rect? {
        guard let frame = frame(of: item) else { return nil }
        return alignmentInsets[item.id].map(frame.inset(by:)) ?? frame
    }

    /// UIKit's translation of an autoresizing mask: the frame is fixed, except that a change of
    /// the superview's size is shared among the flexible parts in proportion to their sizes.
    private mutating func addAutoresizing(_ item: LayoutItem, _ edges: EdgeVariables, frame: Rect, container: EdgeVariables,
                                          parentEdges: EdgeVariables, parentFrame: Rect) {
        let mask = item.autoresizingMask ?? AutoresizingMask()
        let flippedY = document.platform == .macOS && unflipped.contains(item.parent ?? "")
        for axis in Axis.allCases {
            let horizontal = axis == .horizontal
            let start = horizontal ? frame.x - parentFrame.x : frame.y - parentFrame.y
            let size = horizontal ? frame.width : frame.height
            let parentSize = horizontal ? parentFrame.width : parentFrame.height
            let end = parentSize - start - size
            var flexibleStart = horizontal ? mask.flexibleMinX : mask.flexibleMinY
            var flexibleEnd = horizontal ? mask.flexibleMaxX : mask.flexibleMaxY
            if !horizontal && flippedY { swap(&flexibleStart, &flexibleEnd) }
            let flexibleSize = horizontal ? mask.widthSizable : mask.heightSizable
            let parts = [(flexibleStart, start), (flexibleSize, size), (flexibleEnd, end)]
            let flexibleTotal = parts.filter(\.0).reduce(0) { $0 + max($1.1, 0) }
            let flexibleCount = parts.filter(\.0).count
            func share(_ part: (Bool, Double)) -> Double {
                guard part.0 else { return 0 }
                return flexibleTotal > 0 ? max(part.1, 0) / flexibleTotal : 1 / Double(flexibleCount)
            }
            let startShare = share(parts[0]), sizeShare = share(parts[1])
            let parentSizeExpression = parentEdges.size(axis)
            // start − container.start = start₀ + share × (parentSize − parentSize₀)
            add(.autoresizing(item.id, axis),
                LinearExpression(edges.start(axis)) - LinearExpression(container.start(axis)) - parentSizeExpression * startShare
                    + -(start - startShare * parentSize))
            add(.autoresizing(item.id, axis),
                edges.size(axis) - parentSizeExpression * sizeShare + -(size - sizeShare * parentSize))
        }
    }

    // MARK: - Layout guides and margins

    private func isSceneRoot(_ item: LayoutItem) -> Bool { item.parent == nil }

    /// The safe-area insets of a root view: the device's, plus the bars the scene shows, less
    /// whatever the root's stored origin already clears (a root placed under an opaque bar).
    private func safeAreaOfRoot(_ root: LayoutItem) -> EdgeInsets {
        guard document.platform == .iOS || document.platform == .unknown || document.platform == .tvOS else {
            return .zero
        }
        var insets = metrics.safeArea
        if metrics.hasClassicStatusBar && !(scene.chrome.showsStatusBar ?? (document.kind == .storyboard)) { insets.top = 0 }
        if !metrics.isScreen { return .zero }
        let landscapePhone = metrics.screen.width > metrics.screen.height && min(metrics.screen.width, metrics.screen.height) < 744
        if scene.chrome.hasNavigationBar && document.platform != .tvOS { insets.top += landscapePhone ? 32 : 44 }
        if scene.chrome.hasTabBar && document.platform != .tvOS { insets.bottom += landscapePhone ? 32 : 49 }
        if scene.chrome.hasToolbar { insets.bottom += landscapePhone ? 32 : 44 }
        if let stored = root.frame, rootSize == nil, stored.y > 0 {
            insets.top = max(0, insets.top - stored.y)
        }
        return insets
    }

    /// Safe-area insets of any view: the part of the root's unsafe band its design frame overlaps.
    func safeArea(of id: ObjectID) -> EdgeInsets {
        guard let item = byID[id], let frame = absoluteFrames[id] else { return .zero }
        var root = item
        while let parent = root.parent, let next = byID[parent] { root = next }
        guard let rootFrame = absoluteFrames[root.id] else { return .zero }
        let rootInsets = safeAreaOfRoot(root)
        if root.id == id { return rootInsets }
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(rootFrame.y + rootInsets.top - frame.y, frame.height),
            leading: clamp(rootFrame.x + rootInsets.leading - frame.x, frame.width),
            bottom: clamp(frame.y + frame.height - (rootFrame.y + rootFrame.height - rootInsets.bottom), frame.height),
            trailing: clamp(frame.x + frame.width - (rootFrame.x + rootFrame.width - rootInsets.trailing), frame.width))
    }

    /// Layout margins in points from each edge of the view.
    func margins(of id: ObjectID) -> EdgeInsets {
        guard let item = byID[id] else { return .zero }
        let modern = document.usesSafeAreas
        var margins: EdgeInsets
        if isSceneRoot(item) && item.role == "view" && document.platform != .macOS {
            let side = metrics.minimumMargins
            margins = EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            if let explicit = item.layoutMargins {
                margins = EdgeInsets(top: explicit.top, leading: max(side, explicit.leading), bottom: explicit.bottom,
                                     trailing: max(side, explicit.trailing))
            }
        } else if let explicit = item.layoutMargins {
            margins = explicit
        } else if item.element == "tableViewCellContentView" {
            // Cells of an inset-grouped table (iOS 13+) take the system margins whatever the file's
            // safe-area setting: the style only exists where cells follow the table's margins.
            let table = item.parent.flatMap { byID[$0] }?.parent.flatMap { byID[$0] }
            let side: Double = modern || table?.table?.style == "insetGrouped" ? metrics.minimumMargins : 8
            margins = modern ? EdgeInsets(top: 11, leading: side, bottom: 11, trailing: side) : EdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
        } else {
            margins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        if modern && item.insetsLayoutMarginsFromSafeArea && document.platform != .macOS {
            let safe = safeArea(of: id)
            margins.top += safe.top
            margins.leading += safe.leading
            margins.bottom += safe.bottom
            margins.trailing += safe.trailing
        }
        return margins
    }

    private mutating func placeGuide(_ item: LayoutItem, kind: GuideKind) {
        guard let guide = variables[item.id], let ownerID = item.parent, let owner = variables[ownerID] else { return }
        func inset(_ insets: EdgeInsets) {
            add(.guide(item.id), LinearExpression(guide.left) - LinearExpression(owner.left) + -insets.leading)
            add(.guide(item.id), LinearExpression(owner.right) - LinearExpression(guide.right) + -insets.trailing)
            add(.guide(item.id), LinearExpression(guide.top) - LinearExpression(owner.top) + -insets.top)
            add(.guide(item.id), LinearExpression(owner.bottom) - LinearExpression(guide.bottom) + -insets.bottom)
        }
        switch kind {
        case .safeArea:
            inset(safeArea(of: ownerID))
        case .layoutMargins:
            inset(margins(of: ownerID))
        case .readableContent:
            inset(margins(of: ownerID))
        case .topLayoutGuide, .bottomLayoutGuide:
            let safe = byID[ownerID].map(safeAreaOfRoot) ?? .zero
            add(.guide(item.id), LinearExpression(guide.left) - LinearExpression(owner.left))
            add(.guide(item.id), LinearExpression(owner.right) - LinearExpression(guide.right))
            if kind == .topLayoutGuide {
                add(.guide(item.id), LinearExpression(guide.top) - LinearExpression(owner.top))
                add(.guide(item.id), LinearExpression(guide.bottom) - LinearExpression(owner.top) + -safe.top)
            } else {
                add(.guide(item.id), LinearExpression(owner.bottom) - LinearExpression(guide.bottom))
                add(.guide(item.id), LinearExpression(owner.bottom) - LinearExpression(guide.top) + -safe.bottom)
            }
        case .contentLayoutGuide, .frameLayoutGuide, .other:
            break
        }
    }

    // MARK: - The document's constraints

    private func isDescendant(_ id: ObjectID, of ancestor: ObjectID) -> Bool {
        var current = byID[id]?.parent
        while let parent = current {
            if parent == ancestor { return true }
            current = byID[parent]?.parent
        }
        return false
    }

    /// An anchor as a linear expression. Edges of a scroll view seen from its content are the
    /// content area's edges; its size and centre are the frame's.
    func expression(for anchor: Anchor, otherItem: ObjectID?) -> LinearExpression? {
        guard var edges = variables[anchor.item] else { return nil }
        let attribute = anchor.attribute
        if let content = contentAreas[anchor.item], let other = otherItem, isDescendant(other, of: anchor.item),
           attribute.isPosition, attribute != .centerX, attribute != .centerY {
            edges = content
        }
        let isGuide = !(byID[anchor.item]?.kind.isView ?? true)
        let margins = attribute.isMargin && !isGuide ? self.margins(of: anchor.item) : .zero
        let left = LinearExpression(edges.left), right = LinearExpression(edges.right)
        let top = LinearExpression(edges.top), bottom = LinearExpression(edges.bottom)
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return right - left
        case .height: return bottom - top
        case .centerX: return (left + right) * 0.5
        case .centerY: return (top + bottom) * 0.5
        case .leftMargin, .leadingMargin: return left + margins.leading
        case .rightMargin, .trailingMargin: return right + -margins.trailing
        case .topMargin: return top + margins.top
        case .bottomMargin: return bottom + -margins.bottom
        case .centerXWithinMargins: return (left + right + (margins.leading - margins.trailing)) * 0.5
        case .centerYWithinMargins: return (top + bottom + (margins.top - margins.bottom)) * 0.5
        case .firstBaseline, .lastBaseline: return baseline(of: anchor.item, top: top, bottom: bottom)
        case .notAnAttribute, .unknown: return nil
        }
    }

    /// Text baselines sit about a fifth of the line height above the bottom; other views use their
    /// bottom edge, as UIKit does for views without text. Fonts are not rendered, so this is an
    /// approximation that is exact for views of one font aligned with each other.
    private func baseline(of id: ObjectID, top: LinearExpression, bottom: LinearExpression) -> LinearExpression {
        switch byID[id]?.element {
        case "label", "textField", "button", "textView":
            return bottom - (bottom - top) * 0.2
        default:
            return bottom
        }
    }

    private mutating func addDocumentConstraint(_ constraint: Constraint) {
        guard !constraint.isPlaceholder, constraint.installation.isInstalled(in: configuration),
              let multiplier = constraint.multiplier.value, multiplier.isFinite else { return }
        guard let first = expression(for: constraint.first, otherItem: constraint.second?.item) else { return }
        var expression = first
        if let second = constraint.second, second.attribute != .notAnAttribute {
            guard let secondExpression = self.expression(for: second, otherItem: constraint.first.item) else { return }
            expression.add(secondExpression, times: -multiplier)
        }
        expression.constant -= constraint.constant(in: configuration)
        // The engine's relations are spelled as the model's (`==`, `<=`, `>=`).
        let relation = ConstraintRelation(rawValue: constraint.relation.rawValue)!
        let priority = min(max(constraint.priority.rawValue, 1), 1000)
        add(.document(constraint.id), expression, relation, priority: priority)
    }
}
