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
    /// Interface Builder's design-time system instead of the run-time one: placeholder constraints
    /// ("Remove at build time") are kept. The canvas lays views out, and checks them for ambiguity,
    /// with its placeholders in force (silencing its own warnings is what they are for); the
    /// compiled nib leaves them out.
    public let keepsPlaceholders: Bool
    /// Added to every intrinsic size: Interface Builder's content-priority check asks whether the
    /// layout stays determined when content grows or shrinks (see `LayoutEngine.addInterfaceBuilderAmbiguity`).
    public let intrinsicSizeOffset: Double
    /// Labels in a font of known metrics get the height of their text as Interface Builder, which
    /// measures it, sees them: one line for a one-line label, and at least one line for any label
    /// stored shorter than that, and one line for an AppKit label-style text field whose text
    /// cannot need two (see `IntrinsicContentSize.measuredLabelHeight`); otherwise the stored
    /// height stands for the text.
    public let measuresLabelText: Bool

    private var items: [LayoutItem] = []
    private var byID: [ObjectID: LayoutItem] = [:]
    private var variables: [ObjectID: EdgeVariables] = [:]
    private var contentAreas: [ObjectID: EdgeVariables] = [:]
    private var constraints: [SystemConstraint] = []
    private var variableCount = 0
    /// Design-time frames in the scene's top-down coordinates.
    private var absoluteFrames: [ObjectID: Rect] = [:]
    /// Roots shown on another screen than the one they were stored for: that screen's size.
    private var screenSizes: [ObjectID: Size] = [:]
    private var unflipped: Set<ObjectID> = []
    /// Per view with a bezel or padding: how far its frame extends beyond its alignment rect.
    private var alignmentInsets: [ObjectID: EdgeInsets] = [:]
    private var metrics: DeviceMetrics
    private var rootSafeArea: [ObjectID: EdgeInsets] = [:]

    public init(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size? = nil, keepsPlaceholders: Bool = false,
                intrinsicSizeOffset: Double = 0, measuresLabelText: Bool = false) {
        self.intrinsicSizeOffset = intrinsicSizeOffset
        self.measuresLabelText = measuresLabelText
        self.document = document
        self.scene = scene
        self.configuration = configuration
        self.rootSize = rootSize
        self.keepsPlaceholders = keepsPlaceholders
        metrics = DeviceMetrics.forScreen(rootSize ?? Size(width: 0, height: 0), platform: document.platform)
    }

    public static func build(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size? = nil,
                             keepsPlaceholders: Bool = false, intrinsicSizeOffset: Double = 0,
                             measuresLabelText: Bool = false) -> SceneSystem {
        var builder = SceneSystemBuilder(document: document, scene: scene, configuration: configuration, rootSize: rootSize,
                                         keepsPlaceholders: keepsPlaceholders, intrinsicSizeOffset: intrinsicSizeOffset,
                                         measuresLabelText: measuresLabelText)
        return builder.build()
    }

    private mutating func build() -> SceneSystem {
        selectInstalledItems()
        computeDesignFrames()
        createVariables()
        for item in items where item.kind == .view { placeView(item) }
        for item in items { if case .layoutGuide(let kind) = item.kind { placeGuide(item, kind: kind) } }
        for item in items where item.stack != nil { StackArrangement.add(for: item, in: &self) }
        for item in items where item.grid != nil { GridArrangement.add(for: item, in: &self) }
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
    private static let flippedAppKitElements: Set<ElementKind> = [
        .tableView, .outlineView, .textView, .collectionView, .clipView, .matrix,
    ]

    /// An NSClipView is flipped when its document view is (`-[NSClipView isFlipped]`). Interface
    /// Builder knows the flippedness of AppKit's classes only: a custom flipped document view
    /// (iina's `FlippedView`) is laid out in an unflipped clip view. All 5 plain document views
    /// shorter or taller than their clip view in ../shared/corpus (2 projects) are stored
    /// bottom-up, with their top edge at the clip view's top.
    private func isFlippedAppKitView(_ item: LayoutItem) -> Bool {
        guard item.element == .clipView else { return SceneSystemBuilder.flippedAppKitElements.contains(item.element) }
        guard let documentView = scene.items.first(where: { $0.parent == item.id && $0.kind == .view }) else { return true }
        return SceneSystemBuilder.flippedAppKitElements.contains(documentView.element)
    }

    /// Xcode 6 wrote no frame for a table that fills its clip view (xamarin's Earthquakes): it
    /// is laid out in the clip view's bounds, and its cell views are placed in it as stored.
    private func documentViewFrameNotStored(_ item: LayoutItem) -> Rect? {
        guard document.platform == .macOS, item.element == .tableView || item.element == .outlineView,
              let clip = item.parent.flatMap({ byID[$0] }), clip.element == .clipView, let bounds = frame(of: clip) else { return nil }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    }

    /// Xcode 6 and 7 wrote no frame for some cells' content views (RxSwift's Wikipedia search
    /// cell): a cell's content view fills the cell, as 312 of the 571 content views the corpus
    /// stores do exactly (most others leave room for a separator or an accessory).
    private func contentViewFrameNotStored(_ item: LayoutItem) -> Rect? {
        guard item.element == .tableViewCellContentView || item.element == .collectionViewCellContentView,
              let cell = item.parent.flatMap({ byID[$0] }), let bounds = frame(of: cell) else { return nil }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    }

    private mutating func computeDesignFrames() {
        for item in items {
            guard var frame = frame(of: item) ?? documentViewFrameNotStored(item) ?? contentViewFrameNotStored(item) else { continue }
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
                // The design frames stay as stored: autoresizing masks and flipped coordinates are
                // relative to the size the file was laid out in, and only the root's pin takes the
                // new screen.
                let stored = Size(width: frame.width, height: frame.height)
                let isFullScreen = DeviceMetrics.forScreen(stored, platform: document.platform).isScreen
                var screen = stored
                if let rootSize, isFullScreen {
                    screen = rootSize
                    screenSizes[item.id] = rootSize
                }
                metrics = DeviceMetrics.forScreen(screen, platform: document.platform,
                                                  deviceID: rootSize == nil || !isFullScreen ? document.device?.id : nil,
                                                  toolsVersion: majorToolsVersion)
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

    mutating func newVariable() -> Variable {
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
        case .scrollView, .tableView, .collectionView, .textView: return document.platform != .macOS || item.element == .scrollView
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
        pinOrigin(origin, edges, x: frame.x, y: frame.y, relativeTo: parent)
        add(origin, edges.size(.horizontal) + -frame.width, priority: sizePriority)
        add(origin, edges.size(.vertical) + -frame.height, priority: sizePriority)
    }

    /// The item's leading and top edges at `x`, `y` from its container's (absolute for a root).
    private mutating func pinOrigin(_ origin: ConstraintOrigin, _ edges: EdgeVariables, x: Double, y: Double,
                                    relativeTo parent: EdgeVariables?) {
        func offset(_ variable: Variable, _ base: Variable?) -> LinearExpression {
            base.map { LinearExpression(variable) - LinearExpression($0) } ?? LinearExpression(variable)
        }
        add(origin, offset(edges.left, parent?.left) + -x)
        add(origin, offset(edges.top, parent?.top) + -y)
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
            if var frame = alignmentFrame(item.id) {
                if let screen = screenSizes[item.id] {
                    frame.width = screen.width
                    frame.height = screen.height
                }
                pin(.root(item.id), edges, to: frame, relativeTo: nil, sizePriority: rootSizePriority(item))
            }
            return
        }
        let parentFrame = alignmentFrame(parentID)
        let frame = alignmentFrame(item.id)
        // Subviews of a scroll view live in its content area.
        let container = contentAreas[parentID] ?? parentEdges
        let isTableRow = item.element == .tableViewCell || item.element == .tableViewCellContentView
        switch item.element {
        case _ where isTableRow && document.platform != .macOS:
            // A table gives its cells its own width (`UIView-Encapsulated-Layout-Width`) and the
            // cell its content view, less what the accessory takes, whatever width the file
            // stored; the row's height and place stay as stored.
            if let frame, let parentFrame {
                pinOrigin(.encapsulated(item.id), edges, x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, relativeTo: container)
                add(.encapsulated(item.id), edges.size(.horizontal) - parentEdges.size(.horizontal) + (parentFrame.width - frame.width))
                add(.encapsulated(item.id), edges.size(.vertical) + -frame.height)
            }
            return
        case .tableViewCell, .collectionViewCell, .tableViewCellContentView, .collectionViewCellContentView, .tableCellView:
            if let frame, let parentFrame {
                let relative = Rect(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height)
                if item.element == .tableCellView, byID[parentID]?.table?.usesAutomaticRowHeights == true {
                    placeSelfSizingCellView(item, edges, frame: relative, container: container)
                } else {
                    pin(.encapsulated(item.id), edges, to: relative, relativeTo: container)
                }
            } else if let stored = storedFrameInFramelessContainer(item) {
                pin(.encapsulated(item.id), edges, to: stored, relativeTo: container)
            }
            return
        case .collectionReusableView where parentFrame == nil, _ where item.role == .contentView && parentFrame == nil:
            if let stored = storedFrameInFramelessContainer(item) {
                pin(.encapsulated(item.id), edges, to: stored, relativeTo: container)
            }
            return
        default:
            break
        }
        if item.element == .clipView, document.platform == .macOS, byID[parentID]?.element == .scrollView,
           !item.translatesAutoresizingMaskIntoConstraints, !item.hasFixedFrame, let frame, let parentFrame {
            // NSScrollView tiles its clip view itself, whatever the clip view's translation flag
            // says: it fills the scroll view less the border and scrollers it stores around it
            // (iina's playlist clip views, translatesAutoresizingMaskIntoConstraints NO and
            // unconstrained, stay 240 × 411 in their scroll views). Interface Builder does not
            // know it and flags such a clip view ambiguous (3 in iina); the run time's layout is
            // what is solved here, and the table views inside then agree (27 views).
            add(.encapsulated(item.id), LinearExpression(edges.left) - LinearExpression(parentEdges.left) + -(frame.x - parentFrame.x))
            add(.encapsulated(item.id), LinearExpression(parentEdges.right) - LinearExpression(edges.right) + -((parentFrame.x + parentFrame.width) - (frame.x + frame.width)))
            add(.encapsulated(item.id), LinearExpression(edges.top) - LinearExpression(parentEdges.top) + -(frame.y - parentFrame.y))
            add(.encapsulated(item.id), LinearExpression(parentEdges.bottom) - LinearExpression(edges.bottom) + -((parentFrame.y + parentFrame.height) - (frame.y + frame.height)))
            return
        }
        if item.role == .customView || item.role == .titleView, let frame, let parentFrame {
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

    /// The frame a cell (a collection view's supplementary view, a cell's content view) stores,
    /// relative to its container, when that container has no frame in the file (Xcode 8.0 left out
    /// the frames of views its constraints place: IGListKit's test storyboard). The table or cell
    /// places it there all the same; UIKit only, where stored frames are top-down.
    private func storedFrameInFramelessContainer(_ item: LayoutItem) -> Rect? {
        guard document.platform != .macOS, let parent = item.parent, absoluteFrames[parent] == nil else { return nil }
        return frame(of: item)
    }

    /// A cell view of an AppKit table with automatic row heights: the table places it and gives it
    /// its width, and the row is as tall as the cell view's content makes it, where a fixed row
    /// would squeeze the content. Where the content leaves the height open (a label centred or
    /// pinned at the top only), Interface Builder keeps the stored height: the height is held there
    /// at NSLayoutPriorityFittingSizeCompression (50), below every content priority. Measured over
    /// the corpus: the 4 cell views whose content needs another height (HandBrake, 3 files) are
    /// flagged misplaced, and cell views whose content leaves the height open keep their stored
    /// height (iina LogWindowController, 19 for a 13-pt label pinned at the top; OpenEmu
    /// ShaderParametersViewController, 27 for a centred 17-pt label).
    private mutating func placeSelfSizingCellView(_ item: LayoutItem, _ edges: EdgeVariables, frame: Rect, container: EdgeVariables) {
        pinOrigin(.encapsulated(item.id), edges, x: frame.x, y: frame.y, relativeTo: container)
        add(.encapsulated(item.id), edges.size(.horizontal) + -frame.width)
        add(.encapsulated(item.id), edges.size(.vertical) + -frame.height, priority: 50)
    }

    /// A bar button item's custom view or a navigation item's title view: the bar places it (its
    /// origin is the bar's business, like a cell's), and since iOS 11 the bar sizes it with Auto
    /// Layout, by the constraints on it when it has any, else at its frame's size. Its autoresizing
    /// mask is not turned into constraints against the bar (Interface Builder flags such a view
    /// ambiguous, not in conflict, when its constraints do not give it a width). Its height is
    /// the bar's to give when its constraints leave it open: held at the stored height, weakly
    /// (Esri's surface placements toolbar: two custom views whose content is centred, unflagged).
    private mutating func placeBarItemView(_ item: LayoutItem, _ edges: EdgeVariables, frame: Rect, parentFrame: Rect,
                                           container: EdgeVariables) {
        pinOrigin(.encapsulated(item.id), edges, x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, relativeTo: container)
        let constrained = scene.constraints.contains { constraint in
            isInForce(constraint) && constraint.mentions(item.id)
        }
        if constrained {
            addIntrinsicSize(item, edges)
            add(.encapsulated(item.id), edges.size(.vertical) + -frame.height, priority: 50)
        } else {
            add(.encapsulated(item.id), edges.size(.horizontal) + -frame.width)
            add(.encapsulated(item.id), edges.size(.vertical) + -frame.height)
        }
    }

    private mutating func addIntrinsicSize(_ item: LayoutItem, _ edges: EdgeVariables) {
        for axis in Axis.allCases {
            guard var value = intrinsicSize(of: item, axis: axis) else { continue }
            if measuresLabelText, axis == .vertical,
               let measured = IntrinsicContentSize.measuredLabelHeight(item, platform: document.platform, storedHeight: value,
                                                                       storedWidth: intrinsicSize(of: item, axis: .horizontal)) {
                // Measured, not guessed: the text needs that, so no offset.
                value = measured
            } else if axis == .horizontal || (item.numberOfLines != 0 && item.element != .textField) {
                // A wrapping label's height is that of its text at the width it gets, not a size
                // of its own that could be a point off: Interface Builder's content-priority check
                // leaves it alone (stack3's samples: 7 wrapping labels between fixed edges, none flagged).
                // Nor is a text field's height, its font's line and its border's padding whatever
                // the text (openfoodfacts' settings stack two 34-point fields, unflagged).
                value = max(0, value + intrinsicSizeOffset)
            }
            let hugging = min(item.contentHugging[axis].rawValue, 1000)
            let resistance = min(item.compressionResistance[axis].rawValue, 1000)
            add(.contentHugging(item.id, axis), edges.size(axis) + -value, .lessThanOrEqual, priority: max(hugging, 1))
            add(.compressionResistance(item.id, axis), edges.size(axis) + -value, .greaterThanOrEqual, priority: max(resistance, 1))
        }
    }

    /// Whether the item has an intrinsic size along `axis` (and so content priorities there).
    func hasIntrinsicSize(_ item: LayoutItem, axis: Axis) -> Bool {
        intrinsicSize(of: item, axis: axis) != nil
    }

    private func intrinsicSize(of item: LayoutItem, axis: Axis) -> Double? {
        IntrinsicContentSize.value(of: item, axis: axis, platform: document.platform,
                                   frame: intrinsicFrame(of: item), imageSizes: document.imageSizes)
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

    /// Top-level objects that are not laid out on a screen: cells and reusable views get their
    /// frame from their table or collection view, and Interface Builder simulates no bars for them.
    private static let unscreenedRootElements: Set<ElementKind> = [
        .tableViewCell, .collectionViewCell, .collectionReusableView, .tableViewHeaderFooterView,
    ]

    private var majorToolsVersion: Int? { SavingXcode.majorToolsVersion(of: document) }

    /// Whether Interface Builder shows a classic (20-point) status bar above a root whose
    /// document does not say (`simulatedStatusBarMetrics`). Xcode up to 10 did (storyboards of
    /// every project, IBLinter's xibs at tools 14113, pocket-casts' at 14490), Xcode 11 to 14 did
    /// not (tools 15xxx–21xxx: 14 storyboard scenes of ChatSecure, firebase, WordPressAuthenticator
    /// and R.swift, and four xibs of three projects, put their safe area or top layout guide at
    /// 0, or at 44 under a navigation bar; one compiled SwiftGen fixture at 20), and Xcode 15
    /// and later do again (WordPressAuthenticator at 22154, duckduckgo at 22505 and 23504,
    /// IQKeyboardManager at 24127). The placeholder version 32700.99.1234 counts as a newer one
    /// (a simplenote iPad xib at 20).
    private var infersStatusBar: Bool {
        guard let version = majorToolsVersion else { return document.kind == .storyboard }
        return version < 15000 || version >= 22000
    }

    /// Whether the root shows a status bar: as the scene says, else as `infersStatusBar` infers.
    /// Xcode 15 and later show it even where the scene still says none (a
    /// `simulatedStatusBarMetrics` of nil, which their inspector no longer offers): duckduckgo's
    /// Tab storyboard (tools 32700) pins its stack to a safe area that starts 20 down on a
    /// 9.7-inch iPad (4 views); its OmniBar xib (23504) is not laid out on a screen.
    private var showsStatusBar: Bool {
        if let version = majorToolsVersion, version >= 22000 { return true }
        return scene.chrome.showsStatusBar ?? infersStatusBar
    }

    /// Xcode 26 (tools 24xxx–25xxx) lays a storyboard scene out under a navigation bar whenever
    /// its view controller has a navigation item, in a navigation stack of this storyboard or not,
    /// and that bar is 48 tall on a portrait phone, not 44: IQKeyboardManager's SpecialCase and
    /// ScrollView storyboards at 24127 (12 scenes with a navigation item, pushed from another
    /// storyboard) put their safe area at 96 on a 414×896 phone whose status bar is 48. Earlier
    /// Xcodes showed only the status bar there (26 scenes of 6 projects, see `DocumentBuilder`).
    /// One 375×667 scene at 24127 (IQKeyboardManager's FullScreenControllers) still keeps its
    /// safe area at the status bar's 20.
    private var isXcode26: Bool { SavingXcode.isXcode26(majorToolsVersion) }

    private var showsNavigationBar: Bool {
        scene.chrome.hasNavigationBar || (isXcode26 && scene.chrome.hasNavigationItemOutsideStack)
    }

    private var navigationBarHeight: Double { isXcode26 ? 48 : 44 }

    /// The safe-area insets of a root view: the device's, plus the bars the scene shows, less
    /// whatever part of them the root does not overlap.
    ///
    /// Interface Builder lays a scene out on the device the document is shown as
    /// (`<device id=…>`), whatever the root's own size: a root as tall as the screen less the
    /// bars it sits between (375×603 under a navigation bar, 375×618 above a tab bar) starts
    /// below the top bars when its height leaves exactly their room, else at the top of the
    /// screen; a freeform root (a storyboard scene of 815×660, a xib view of 465×154) sits at the
    /// top of the screen and keeps the status bar (or sensor housing) above it. Measured over
    /// `../shared/corpus` from the constraints to the top layout guide or safe area of roots
    /// Xcode did not flag: eidolon's seven 815×660 scenes and Hero's 320×440 ones at 20,
    /// XLPagerTabStrip's 375×603/554 children under bars at 0 and its 375×618 ones at 20 or 64,
    /// blink's 758×703 and Esri's 414×150 scenes at the 44 of their notched device.
    private func safeAreaOfRoot(_ root: LayoutItem) -> EdgeInsets {
        let platform = document.platform
        guard platform == .iOS || platform == .unknown || platform == .tvOS,
              !SceneSystemBuilder.unscreenedRootElements.contains(root.element) else { return .zero }
        let stored = root.frame
        let rootFrame = absoluteFrames[root.id]
        let rootHeight = rootFrame?.height ?? metrics.screen.height
        let rootWidth = rootFrame?.width ?? metrics.screen.width
        // The screen: the size being solved for, else the document's device, else the root's own
        // size when it is a screen; a document without a device (Xcode 7's 600×600 "Any" canvas)
        // shows a classic iPhone status bar.
        var screen: Size
        if let rootSize {
            screen = rootSize
        } else if let device = DeviceMetrics.screen(of: document.device, platform: platform) {
            screen = device
        } else if metrics.isScreen || platform == .tvOS {
            screen = metrics.screen
        } else {
            screen = Size(width: rootWidth, height: max(rootHeight, 480))
        }
        let device = DeviceMetrics.forScreen(screen, platform: platform, toolsVersion: majorToolsVersion)
        if platform == .tvOS {
            // tvOS: the overscan insets of a full-screen root; a smaller root (a freeform child of
            // 1536×260 or 1920×440) keeps only the top one, like an iPhone's freeform root
            // (PopcornTimeTV's bottom-pinned views sit at its edge).
            // The top inset stays (their views pinned to the top layout guide sit 60 below it).
            let full = abs(rootWidth - screen.width) < 0.5 && abs(rootHeight - screen.height) < 0.5
            var insets = full ? device.safeArea : EdgeInsets(top: device.safeArea.top, leading: 0, bottom: 0, trailing: 0)
            // A root as tall as the screen but narrower (a split view's column) keeps the bottom
            // band too: Provenance's licenses pane, 1285.5 wide, pins a text view 60 above its
            // safe area's bottom and stores it ending 60 above the screen's.
            if !full && abs(rootHeight - screen.height) < 0.5 { insets.bottom = device.safeArea.bottom }
            // tvOS's bars are at the top: a 145-point navigation bar under the 60-point overscan
            // band, or under the tab bar's band, which ends at 157, when the navigation controller
            // is a tab (PopcornTimeTV stores all eight of its navigation bars at y 60 or 157, 145
            // tall, and the views of 10 scenes pinned to their top margin at 205 or 302; Moonlight
            // and Provenance store theirs at 60 too).
            if showsNavigationBar { insets.top = (scene.chrome.isInTabBarController ? 157 : device.safeArea.top) + 145 }
            return insets
        }
        var insets = device.safeArea
        if device.hasClassicStatusBar && !showsStatusBar { insets.top = 0 }
        if !device.isScreen { insets.top = showsStatusBar ? 20 : 0 }
        let landscapePhone = screen.width > screen.height && min(screen.width, screen.height) < 744
        let notchedPhone = !device.hasClassicStatusBar && min(screen.width, screen.height) < 744
        if showsNavigationBar { insets.top += landscapePhone ? 32 : navigationBarHeight }
        // A large title adds 52 below a portrait bar (iOS 11's 96-point bar: Hero's navigation
        // example pins its first scene's views 40 below a safe area that starts at 116).
        if showsNavigationBar && scene.chrome.showsLargeTitle && !landscapePhone { insets.top += 52 }
        if scene.chrome.hasTabBar { insets.bottom += landscapePhone ? 32 : 49 }
        // A toolbar above the home indicator is 49 tall (googleads' APIDemo: six scenes with a
        // simulated toolbar on a 375×812 screen keep 83 = 34 + 49 below their safe area).
        if scene.chrome.hasToolbar { insets.bottom += landscapePhone ? 32 : notchedPhone ? 49 : 44 }

        // A freeform scene is laid out on its simulated size, under the device's bars: RxSwift's
        // 500×568 scene with an opaque navigation bar stores a 500×524 root below the bar.
        if rootSize == nil, let freeform = scene.chrome.freeformSize { screen = freeform }
        let sameWidth = abs(rootWidth - screen.width) < 0.5
        let storedY = rootSize == nil ? max(stored?.y ?? 0, 0) : 0
        if !sameWidth || (rootHeight > screen.height + 0.5 && storedY == 0) {
            // Freeform: at the top of the screen, clear of the bottom bars.
            return EdgeInsets(top: insets.top, leading: 0, bottom: 0, trailing: 0)
        }
        // As wide as the screen: placed between the bars it does not extend under. A root stored
        // below the top (y 64 under an opaque navigation bar) keeps its height, so its bottom
        // reaches past the screen's by as much (RxSwift's examples: a 375×667 root at y 64 has its
        // bottom layout guide 64 above its bottom edge).
        var rootTop = 0.0
        if storedY > 0 {
            rootTop = storedY
        } else if rootHeight < screen.height - 0.5 {
            let deficit = screen.height - rootHeight
            let room = deficit - insets.top
            let bottomBars = [0, insets.bottom - device.safeArea.bottom, 49, 44]
            if room > -0.5 && bottomBars.contains(where: { abs(room - $0) < 0.5 }) { rootTop = insets.top }
        }
        let rootBottom = rootTop + rootHeight
        return EdgeInsets(top: max(0, insets.top - rootTop), leading: insets.leading,
                          bottom: max(0, insets.bottom - (screen.height - rootBottom)), trailing: insets.trailing)
    }

    /// Safe-area insets of any view: the part of the root's unsafe band its design frame overlaps.
    func safeArea(of id: ObjectID) -> EdgeInsets {
        guard let item = byID[id], let frame = absoluteFrames[id] else { return .zero }
        var root = item
        var inScrolledContent = item.element.isCell
        while let parent = root.parent, let next = byID[parent] {
            root = next
            if next.element.isCell { inScrolledContent = true }
            if next.element == .scrollView && next.adjustsContentInsetsForSafeArea && document.platform != .macOS {
                inScrolledContent = true
            }
        }
        guard let rootFrame = absoluteFrames[root.id] else { return .zero }
        let rootInsets = safeAreaOfRoot(root)
        if root.id == id { return rootInsets }
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        // A cell's design frame is in its table or collection view's content coordinates, and the
        // scroll view's adjusted content inset keeps the content clear of the top and bottom bars:
        // a cell is never under them (NetNewsWire's collection view cell at y 60 under a 96-point
        // band pins its label 15 below its own safe area and stores it at 15). So is any view in a
        // UIScrollView's content, unless the scroll view does not adjust its insets (Provenance's
        // cheat editor: a container at the top of a scroll view that fills a screen under a
        // 92-point band keeps its labels 20 below its own safe area, stored at 20).
        return EdgeInsets(
            top: inScrolledContent ? 0 : clamp(rootFrame.y + rootInsets.top - frame.y, frame.height),
            leading: clamp(rootFrame.x + rootInsets.leading - frame.x, frame.width),
            bottom: inScrolledContent ? 0 : clamp(frame.y + frame.height - (rootFrame.y + rootFrame.height - rootInsets.bottom), frame.height),
            trailing: clamp(frame.x + frame.width - (rootFrame.x + rootFrame.width - rootInsets.trailing), frame.width))
    }

    /// The system minimum margins a cell's content view takes. A cell alone in a xib is shown in
    /// a table on the document's device: on a 414-point iPhone a cell wider than the 375-point
    /// phones takes that device's 20 (ChatSecure's 380-point server cell: 10 views 20 from its
    /// sides), a 320-point one keeps 16 (WordPressAuthenticator's five cells, 6 views), and on
    /// a 375-point iPhone any cell keeps 16 (pocket-casts' 394-point and openfoodfacts' 387-point
    /// cells, 7 views).
    private var cellMinimumMargins: Double {
        guard document.kind == .xib, !metrics.isScreen, metrics.screen.width > 375,
              let device = DeviceMetrics.screen(of: document.device, platform: document.platform) else { return metrics.minimumMargins }
        return max(metrics.minimumMargins, DeviceMetrics.forScreen(device, platform: document.platform).minimumMargins)
    }

    /// Layout margins in points from each edge of the view.
    func margins(of id: ObjectID) -> EdgeInsets {
        guard let item = byID[id] else { return .zero }
        let modern = document.usesSafeAreas
        // From Xcode 9 (tools 13xxx, the iOS 11 SDK) Interface Builder shows iOS 11's margins
        // whether or not the document uses safe areas.
        let iOS11 = modern || (majorToolsVersion ?? 0) >= 13000
        var margins: EdgeInsets
        // A xib's top-level view (a custom view, a section header) takes the system minimum
        // margins like a view controller's view (simplenote's 414-point header at 20, a Provenance
        // 375-point reusable view at 16; 17 more views of Provenance, pocket-casts and simplenote
        // agree with it, none fewer), cells excepted (their content view has its own).
        let xibRoot = document.kind == .xib && isSceneRoot(item) && !item.element.isCell
        if isSceneRoot(item) && (item.role == .view || xibRoot) && document.platform != .macOS {
            let side = metrics.minimumMargins
            margins = EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            if let explicit = item.layoutMargins {
                margins = EdgeInsets(top: explicit.top, leading: max(side, explicit.leading), bottom: explicit.bottom,
                                     trailing: max(side, explicit.trailing))
            }
        } else if let explicit = item.layoutMargins {
            margins = explicit
        } else if item.stack != nil && document.platform != .macOS {
            // A UIStackView's own margins are zero unless the file sets them: ProtonVPN's upsell
            // screens pin a stack's top margin 8 below a scroll view and store it 8 below, and a
            // WordPressAuthenticator login scene whose constraints reach a stack's margins has no
            // conflict only so (17 views, all stored where these margins put them).
            margins = .zero
        } else if item.element == .tableViewCellContentView {
            // Cells of an inset-grouped table (iOS 13+) take the system margins whatever the file's
            // safe-area setting: the style only exists where cells follow the table's margins.
            let table = item.parent.flatMap { byID[$0] }?.parent.flatMap { byID[$0] }
            // Cells show iOS 11's content margins (the system minimum at the sides, 11 above and
            // below) from Xcode 9 on: 45 views of six projects (tools 14313 to 23089,
            // openfoodfacts, blink, googleads, PopcornTimeTV, Storyboard2Code) agree with them
            // and none with 8.
            var side: Double = iOS11 || table?.table?.style == "insetGrouped" ? cellMinimumMargins : 8
            // Xcode 26 (iOS 26) gives cells 15 above and below and at least 20 at the sides: 16
            // views of two projects (NetNewsWire's storyboards at 24506 and 24765, firebase's
            // storyboard and cell xib at 24127) agree with them, none with the older margins.
            if isXcode26 { side = max(side, 20) }
            // Xcode 9.0 to 9.2 (tools 13xxx) still drew 375-point cells 15 from the sides, iOS
            // 10's separator inset: ChatSecure's room-occupant cells (8 views pinned to their
            // content view's leading margin + 4 store x 19).
            if let tools = majorToolsVersion, (13000..<14000).contains(tools), side == 16 { side = 15 }
            let vertical: Double = isXcode26 ? 15 : iOS11 ? 11 : 8
            margins = EdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
        } else {
            margins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        // iOS 11 insets every view's margins from its safe area, whether or not the file draws a
        // safe area guide: a legacy-guide root's top margin lies below the bars (PopcornTimeTV's
        // iOS storyboard at 14460: 24 views pinned to a root's top margin under a navigation bar
        // stored at 64; one freeform 339.5-point root stored at 0 is the exception).
        if iOS11 && item.insetsLayoutMarginsFromSafeArea && document.platform != .macOS {
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

    /// The origin of the coordinate space in which UIKit and AppKit measure a constraint between
    /// two position attributes: their nearest common ancestor's bounds (a view's own, when one
    /// item is the other's superview). A multiplier scales positions measured from there, not
    /// from the window: pocket-casts' skip-forward button, `container.centerX == button.centerX
    /// × 1.6` inside the third of a row, sits 34.5 into its container as stored.
    private func coordinateOrigin(for first: Anchor, _ second: Anchor) -> LinearExpression? {
        guard first.attribute.isPosition, second.attribute.isPosition,
              let axis = first.attribute.axis, second.attribute.axis == axis else { return nil }
        func view(_ id: ObjectID) -> ObjectID? {
            guard let item = byID[id] else { return nil }
            return item.kind.isView ? id : item.parent
        }
        guard let a = view(first.item), let b = view(second.item) else { return nil }
        var chain: [ObjectID] = [a]
        while let parent = byID[chain[chain.count - 1]]?.parent { chain.append(parent) }
        var candidate: ObjectID? = b
        while let id = candidate, !chain.contains(id) { candidate = byID[id]?.parent }
        guard let ancestor = candidate, var edges = variables[ancestor] else { return nil }
        // A UIScrollView's bounds origin is its content's (subviews are laid out in the content area).
        if document.platform != .macOS, let content = contentAreas[ancestor] { edges = content }
        return LinearExpression(axis == .horizontal ? edges.left : edges.top)
    }

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
        // A UIScrollView's edges, seen from its content, are its content area; an NSScrollView's
        // are its frame (its clip view scrolls, not the scroll view): iina's filter presets
        // table pinned to its scroll view's sides is as wide as the scroll view.
        if document.platform != .macOS, let content = contentAreas[anchor.item], let other = otherItem, isDescendant(other, of: anchor.item),
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
        case .firstBaseline, .lastBaseline: return baseline(of: anchor.item, attribute: attribute, top: top, bottom: bottom)
        case .notAnAttribute, .unknown: return nil
        }
    }

    /// A text baseline: an offset from the frame's top (first baseline) or bottom (last baseline)
    /// that `TextBaselines` takes from the font and the control (the edge variables are alignment
    /// rects, so the frame's edges are found through the view's alignment insets). Views without
    /// text use their bottom edge, as UIKit does.
    private func baseline(of id: ObjectID, attribute: LayoutAttribute, top: LinearExpression,
                          bottom: LinearExpression) -> LinearExpression {
        // A stack view's baselines are its arranged views': the first arranged view's first
        // baseline, and the last's last baseline in a vertical stack (a nested stack in a
        // baseline-aligned row sits where its pop-up's title meets the row's labels: 9 stacks in
        // HandBrake's picture settings store exactly that).
        if let item = byID[id], let stack = item.stack {
            let arranged = stack.arrangedSubviews.filter { byID[$0].map { !$0.isHidden } ?? false }
            let vertical = (stack.axisOverrides.value(in: configuration) ?? stack.axis) == .vertical
            if let view = attribute == .lastBaseline && vertical ? arranged.last : arranged.first,
               let expression = expression(for: Anchor(item: view, attribute: attribute), otherItem: nil) {
                return expression
            }
        }
        guard let item = byID[id], let height = frame(of: item)?.height,
              let offsets = TextBaselines.offsets(of: item, height: height, platform: document.platform,
                                                   toolsVersion: majorToolsVersion ?? 0) else {
            return bottom
        }
        let insets = alignmentInsets[id] ?? .zero
        if attribute == .firstBaseline {
            return top + (offsets.firstFromTop - insets.top)
        }
        return bottom + -(offsets.lastFromBottom - insets.bottom)
    }

    /// Whether a document constraint in force places the item along the axis relative to another
    /// item (an edge, centre or baseline, not a size).
    func isPlacedByDocument(_ id: ObjectID, along axis: Axis) -> Bool {
        scene.constraints.contains { constraint in
            guard isInForce(constraint), let second = constraint.second, second.item != constraint.first.item else { return false }
            for anchor in [constraint.first, second] where anchor.item == id {
                if anchor.attribute.isPosition && anchor.attribute.axis == axis { return true }
            }
            return false
        }
    }

    /// Whether a document constraint takes part in this system: installed in the configuration,
    /// and not a placeholder removed at build time (unless the design-time system is asked for).
    private func isInForce(_ constraint: Constraint) -> Bool {
        (keepsPlaceholders || !constraint.isPlaceholder) && constraint.installation.isInstalled(in: configuration)
    }

    private mutating func addDocumentConstraint(_ constraint: Constraint) {
        guard isInForce(constraint),
              let multiplier = constraint.multiplier.value, multiplier.isFinite else { return }
        guard let first = expression(for: constraint.first, otherItem: constraint.second?.item) else { return }
        var expression = first
        if let second = constraint.second, second.attribute != .notAnAttribute {
            guard let secondExpression = self.expression(for: second, otherItem: constraint.first.item) else { return }
            expression.add(secondExpression, times: -multiplier)
            if multiplier != 1, let origin = coordinateOrigin(for: constraint.first, second) {
                // first − m·second, both measured from the origin O: first − m·second + (m − 1)·O.
                expression.add(origin, times: multiplier - 1)
            }
        }
        expression.constant -= constraint.constant(in: configuration)
        // The engine's relations are spelled as the model's (`==`, `<=`, `>=`).
        let relation = ConstraintRelation(rawValue: constraint.relation.rawValue)!
        let priority = min(max(constraint.priority.rawValue, 1), 1000)
        add(.document(constraint.id), expression, relation, priority: priority)
    }
}
