import LayoutLintModel

/// Where the file shows each item, in the scene's top-down coordinates, and what follows from
/// it: the screen each root is shown on, AppKit's unflipped superviews, and the alignment insets
/// of controls drawn beyond their alignment rects.
///
/// Autoresizing masks and flipped coordinates are relative to the size the file was laid out
/// in, so these frames stay as stored even when the scene is solved for another screen: only the
/// root's pin takes the new size.
struct DesignFrames {
    let configuration: TraitKey
    private(set) var absolute: [ObjectID: Rect] = [:]
    /// Roots shown on another screen than the one they were stored for: that screen's size.
    private(set) var screenSizes: [ObjectID: Size] = [:]
    /// AppKit superviews whose y axis grows upward: their children are stored bottom-up.
    private(set) var unflipped: Set<ObjectID> = []
    /// Per view with a bezel or padding: how far its frame extends beyond its alignment rect.
    private(set) var alignmentInsets: [ObjectID: EdgeInsets] = [:]
    /// Controls whose look's insets layoutlint has not measured (`AlignmentInsets.isUnmeasuredLook`).
    private(set) var unmeasuredInsets: Set<ObjectID> = []
    /// The screen the last root was shown on.
    private(set) var metrics: DeviceMetrics
    /// The Xcode that saved the document, and the controls it drew (read once per document:
    /// reading the controls looks at every view of the document).
    let xcode: SavingXcode

    init(document: Document, scene: Scene, items: InstalledItems, configuration: TraitKey, rootSize: Size?, xcode: SavingXcode) {
        self.configuration = configuration
        metrics = DeviceMetrics.forScreen(rootSize ?? Size(width: 0, height: 0), platform: document.platform)
        self.xcode = xcode
        for item in items.all {
            guard var frame = stored(item) ?? documentViewFrameNotStored(item, document: document, items: items)
                    ?? contentViewFrameNotStored(item, items: items) else { continue }
            if let parent = items.parent(of: item) {
                guard let parentFrame = absolute[parent.id] else { continue }
                if document.platform == .macOS && !Self.isFlipped(parent, in: scene) {
                    unflipped.insert(parent.id)
                    frame.y = parentFrame.height - frame.y - frame.height
                }
                frame.x += parentFrame.x
                frame.y += parentFrame.y
            } else {
                frame.x = 0
                frame.y = 0
                showOnScreen(root: item, stored: Size(width: frame.width, height: frame.height), document: document,
                             rootSize: rootSize, toolsVersion: xcode.toolsVersion)
            }
            absolute[item.id] = frame
            let insets = AlignmentInsets.of(item, frame: frame, platform: document.platform, xcode: xcode,
                                            symbolImage: AlignmentInsets.symbolImageSize(of: item, in: document, xcode: xcode))
            if insets != .zero { alignmentInsets[item.id] = insets }
            if AlignmentInsets.isUnmeasuredLook(item, insets: insets, platform: document.platform) { unmeasuredInsets.insert(item.id) }
        }
    }

    /// Another screen replaces a root shown full-screen; a freeform root (a cell, a popover, a
    /// custom view in a xib) keeps its size on any device.
    private mutating func showOnScreen(root: LayoutItem, stored: Size, document: Document, rootSize: Size?, toolsVersion: Int?) {
        let isFullScreen = DeviceMetrics.forScreen(stored, platform: document.platform).isScreen
        var screen = stored
        if let rootSize, isFullScreen {
            screen = rootSize
            screenSizes[root.id] = rootSize
        }
        metrics = DeviceMetrics.forScreen(screen, platform: document.platform,
                                          deviceID: rootSize == nil || !isFullScreen ? document.device?.id : nil,
                                          toolsVersion: toolsVersion)
    }

    /// The frame the file stores for the item in this configuration.
    func stored(_ item: LayoutItem) -> Rect? {
        item.frameOverrides.value(in: configuration) ?? item.frame
    }

    /// The design-time alignment rect: what the edge variables of the item stand for.
    func alignmentFrame(_ id: ObjectID) -> Rect? {
        guard let frame = absolute[id] else { return nil }
        return alignmentInsets[id].map(frame.inset(by:)) ?? frame
    }

    /// The stored frame as intrinsic sizes see it: intrinsic sizes measure the alignment rect.
    func intrinsicFrame(of item: LayoutItem) -> Rect? {
        guard let frame = stored(item) else { return nil }
        return alignmentInsets[item.id].map(frame.inset(by:)) ?? frame
    }

    /// AppKit views are not flipped unless they say so; these are (their children's y is top-down).
    private static let flippedAppKitElements: Set<ElementKind> = [
        .tableView, .outlineView, .textView, .collectionView, .clipView, .matrix, .tabView,
    ]

    /// An NSClipView is flipped when its document view is (`-[NSClipView isFlipped]`). Interface
    /// Builder knows only AppKit's own classes: a custom flipped document view is laid out in an
    /// unflipped clip view.
    private static func isFlipped(_ item: LayoutItem, in scene: Scene) -> Bool {
        guard item.element == .clipView else { return flippedAppKitElements.contains(item.element) }
        guard let documentView = scene.items.first(where: { $0.parent == item.id && $0.kind == .view }) else { return true }
        return flippedAppKitElements.contains(documentView.element)
    }

    /// Xcode 6 wrote no frame for a table that fills its clip view: it is laid out in the clip
    /// view's bounds.
    private func documentViewFrameNotStored(_ item: LayoutItem, document: Document, items: InstalledItems) -> Rect? {
        guard document.platform == .macOS, item.element == .tableView || item.element == .outlineView,
              let clip = items.parent(of: item), clip.element == .clipView, let bounds = stored(clip) else { return nil }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    }

    /// Xcode 6 and 7 wrote no frame for some cells' content views: a content view fills its cell.
    private func contentViewFrameNotStored(_ item: LayoutItem, items: InstalledItems) -> Rect? {
        guard item.element.isCellContentView, let cell = items.parent(of: item), let bounds = stored(cell) else { return nil }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    }
}
