import LayoutLintModel

/// The screen a scene is shown on, as Interface Builder simulates it: the device, the bars, and
/// the safe-area insets and layout margins they give each view.
///
/// Interface Builder lays a scene out on the device the document is shown as (`<device id=…>`),
/// whatever the root's own size: a root as tall as the screen less the bars it sits between
/// starts below the top bars when its height leaves exactly their room, else at the top of the
/// screen; a freeform root sits at the top of the screen and keeps the status bar (or sensor
/// housing) above it. Evidence: docs/measurements.md, "Safe area" and "Margins".
struct SceneScreen {
    let document: Document
    let items: InstalledItems
    let frames: DesignFrames
    let bars: SimulatedBars
    let xcode: SavingXcode
    /// The size being solved for; nil: the size stored in the file.
    let rootSize: Size?
    let freeformSize: Size?

    init(document: Document, scene: Scene, items: InstalledItems, frames: DesignFrames, rootSize: Size?) {
        self.document = document
        self.items = items
        self.frames = frames
        self.rootSize = rootSize
        xcode = frames.xcode
        bars = SimulatedBars(scene: scene, xcode: xcode)
        freeformSize = scene.chrome.freeformSize
    }

    var metrics: DeviceMetrics { frames.metrics }

    /// Top-level objects that are not laid out on a screen: cells and reusable views get their
    /// frame from their table or collection view, and Interface Builder simulates no bars for them.
    private static let unscreenedRootElements: Set<ElementKind> = [
        .tableViewCell, .collectionViewCell, .collectionReusableView, .tableViewHeaderFooterView,
    ]

    /// The safe-area insets of a root view: the device's, plus the bars the scene shows, less
    /// whatever part of them the root does not overlap.
    func safeAreaOfRoot(_ root: LayoutItem) -> EdgeInsets {
        let platform = document.platform
        guard platform == .iOS || platform == .unknown || platform == .tvOS,
              !Self.unscreenedRootElements.contains(root.element) else { return .zero }
        let rootFrame = frames.absolute[root.id]
        let bounds = Size(width: rootFrame?.width ?? metrics.screen.width, height: rootFrame?.height ?? metrics.screen.height)
        let screen = screen(forRootOf: bounds)
        let device = DeviceMetrics.forScreen(screen, platform: platform, deviceID: document.device?.id, toolsVersion: xcode.toolsVersion)
        if platform == .tvOS { return tvSafeArea(root: bounds, screen: screen, device: device) }
        if let freeform = freeformXibRootDevice(root) { return freeform.safeArea }
        var insets = barInsets(screen: screen, device: device)
        if let sheet = pageSheetInsets(root, size: bounds, screen: screen, insets: insets, device: device) { return sheet }
        if showsNoStatusBarAbove(root, size: bounds, screen: screen, device: device) { insets.top = 0 }
        return placeBetweenBars(root, size: bounds, screen: screen, insets: insets, device: device)
    }

    /// A page sheet on a notched iPhone in portrait (iOS 13's default modal presentation): a root
    /// as wide as the screen and as tall as the screen less the sensor housing and the sheet's
    /// 10-point gap above it. The sheet draws no status bar, a navigation bar at its top is the
    /// sheet's 56-point one, and the sheet reaches the screen's bottom, so the home indicator's
    /// band (and any bottom bars) stay below. Xcode 16.3 and later (doubled bands) store sheets
    /// one housing shorter than the screen (`doubledBandPageSheetInsets`). Evidence: docs/measurements.md,
    /// `SceneScreen.pageSheetInsets`.
    private func pageSheetInsets(_ root: LayoutItem, size: Size, screen: Size, insets: EdgeInsets,
                                 device: DeviceMetrics) -> EdgeInsets? {
        guard rootSize == nil, root.parent == nil, !device.hasClassicStatusBar,
              screen.height > screen.width, screen.width < DeviceMetrics.smallestPadWidth,
              (root.frame?.y ?? 0) == 0, abs(size.width - screen.width) < 0.5 else { return nil }
        if xcode.doublesNotchedSafeArea { return doubledBandPageSheetInsets(size: size, screen: screen, insets: insets, device: device) }
        guard abs(size.height - (screen.height - device.safeArea.top - BarMetrics.pageSheetTopGap)) < 0.5 else { return nil }
        var sheet = insets
        sheet.top = 0
        if bars.showsNavigationBar {
            sheet.top = BarMetrics.pageSheetNavigationBar + (bars.showsLargeTitle ? BarMetrics.largeTitle : 0)
        }
        return sheet
    }

    /// A page sheet as Xcode 16.3 and later draw it (`SavingXcode.doublesNotchedSafeArea`): a root
    /// as wide as the notched portrait iPhone and as tall as the screen less one sensor housing
    /// (the device's doubled top band halved), drawn below the housing to the screen's bottom. Its
    /// safe area keeps the part of the doubled top band it overlaps (one housing), or, where the
    /// scene shows a navigation bar, the sheet's bar (`BarMetrics.pageSheetNavigationBarTop` below
    /// the sheet's top, then the saving Xcode's bar height); below, only the bottom bars, no home
    /// indicator band. Evidence: docs/measurements.md, `SceneScreen.pageSheetInsets`.
    private func doubledBandPageSheetInsets(size: Size, screen: Size, insets: EdgeInsets, device: DeviceMetrics) -> EdgeInsets? {
        let housing = device.safeArea.top / 2
        guard housing > 0, abs(size.height - (screen.height - housing)) < 0.5 else { return nil }
        var sheet = insets
        sheet.top = housing
        if bars.showsNavigationBar {
            sheet.top = BarMetrics.pageSheetNavigationBarTop + bars.navigationBarHeight + (bars.showsLargeTitle ? BarMetrics.largeTitle : 0)
        }
        sheet.bottom = max(0, insets.bottom - device.safeArea.bottom)
        return sheet
    }

    /// Before Xcode 11, a xib's top-level view of a size of its own (not its device's screen, in
    /// either orientation) is drawn without the classic status bar its device would show: its
    /// simulated status bar is inferred from its freeform size. A screen-sized one keeps it, and
    /// Xcode 15 and later draw it above freeform views too. Evidence: docs/measurements.md,
    /// `SceneScreen.showsNoStatusBarAbove(_:size:screen:device:)`.
    private func showsNoStatusBarAbove(_ root: LayoutItem, size: Size, screen: Size, device: DeviceMetrics) -> Bool {
        guard document.kind == .xib, root.parent == nil, rootSize == nil, xcode.drawsFreeformXibRootsWithoutStatusBar,
              device.hasClassicStatusBar, !bars.showsNavigationBar else { return false }
        let fitsScreen = (abs(size.width - screen.width) < 0.5 && abs(size.height - screen.height) < 0.5)
            || (abs(size.width - screen.height) < 0.5 && abs(size.height - screen.width) < 0.5)
        return !fitsScreen
    }

    /// The device a freeform xib root is drawn in from Xcode 12 on: a top-level view (not a cell)
    /// wider than its document's notched portrait iPhone, solved at its stored size, does not fit
    /// on that screen and is drawn as if it filled it: it takes the device's whole safe area (the
    /// sensor housing above, the home indicator's band below) and its system minimum margins, not
    /// those of a screen of its own size. A root that fits sits at the top of the screen
    /// (`placeBetweenBars`).
    /// Evidence: docs/measurements.md, `SceneScreen.freeformXibRootDevice`.
    func freeformXibRootDevice(_ root: LayoutItem) -> DeviceMetrics? {
        guard document.kind == .xib, document.platform == .iOS || document.platform == .unknown,
              root.parent == nil, rootSize == nil, !Self.unscreenedRootElements.contains(root.element),
              !xcode.predatesXcode12, let rootFrame = frames.absolute[root.id],
              let screen = DeviceMetrics.screen(of: document.device, platform: document.platform, toolsVersion: xcode.toolsVersion),
              screen.height > screen.width, screen.width < DeviceMetrics.smallestPadWidth,
              rootFrame.width > screen.width + 0.5 else { return nil }
        let device = DeviceMetrics.forScreen(screen, platform: document.platform, deviceID: document.device?.id, toolsVersion: xcode.toolsVersion)
        return device.hasClassicStatusBar ? nil : device
    }

    /// The size being solved for, else the document's device, else the root's own size when it
    /// is a screen; a document without a device (Xcode 7's 600×600 "Any" canvas) shows a classic
    /// iPhone status bar.
    private func screen(forRootOf root: Size) -> Size {
        if let rootSize { return rootSize }
        if let device = DeviceMetrics.screen(of: document.device, platform: document.platform, toolsVersion: xcode.toolsVersion) {
            return device
        }
        if metrics.isScreen || document.platform == .tvOS { return metrics.screen }
        return Size(width: root.width, height: max(root.height, 480))
    }

    /// tvOS: the overscan insets of a full-screen root; a smaller root keeps only the top one
    /// (like an iPhone's freeform root), one as tall as the screen but narrower (a split view's
    /// column) the bottom one too, and one as wide as the screen but shorter the side ones. Bars are at the top, under the overscan band or under
    /// the tab bar's band; a tab without a navigation bar starts below the tab bar's band.
    private func tvSafeArea(root: Size, screen: Size, device: DeviceMetrics) -> EdgeInsets {
        let full = abs(root.width - screen.width) < 0.5 && abs(root.height - screen.height) < 0.5
        var insets = full ? device.safeArea : EdgeInsets(top: device.safeArea.top, leading: 0, bottom: 0, trailing: 0)
        if !full && abs(root.height - screen.height) < 0.5 { insets.bottom = device.safeArea.bottom }
        // As wide as the screen, it spans both side bands wherever it sits (PopcornTimeTV's
        // 1920 x 890 episodes root).
        if !full && abs(root.width - screen.width) < 0.5 {
            insets.leading = device.safeArea.leading
            insets.trailing = device.safeArea.trailing
        }
        if bars.showsNavigationBar {
            insets.top = (bars.isInTabBarController ? BarMetrics.tvTabBarBandBottom : device.safeArea.top) + BarMetrics.tvNavigationBar
        } else if bars.isInTabBarController {
            insets.top = BarMetrics.tvTabBarBandBottom
        }
        return insets
    }

    /// The insets of a full-screen root: the device's, with the status bar as shown, plus the bars.
    private func barInsets(screen: Size, device: DeviceMetrics) -> EdgeInsets {
        var insets = device.safeArea
        if device.hasClassicStatusBar && !bars.showsStatusBar { insets.top = 0 }
        if !device.isScreen { insets.top = bars.showsStatusBar ? BarMetrics.statusBar : 0 }
        let isPhone = min(screen.width, screen.height) < DeviceMetrics.smallestPadWidth
        let landscapePhone = screen.width > screen.height && isPhone
        let notchedPhone = !device.hasClassicStatusBar && isPhone
        if bars.showsNavigationBar { insets.top += landscapePhone ? BarMetrics.compactBar : bars.navigationBarHeight }
        if bars.showsNavigationBar && bars.showsLargeTitle && !landscapePhone { insets.top += BarMetrics.largeTitle }
        if bars.hasTabBar { insets.bottom += landscapePhone ? BarMetrics.compactBar : BarMetrics.tabBar }
        if bars.hasToolbar {
            insets.bottom += landscapePhone ? BarMetrics.compactBar : notchedPhone ? BarMetrics.toolbarAboveHomeIndicator : BarMetrics.navigationBar
        }
        return insets
    }

    /// A root as wide as the screen sits between the bars it does not extend under (below an
    /// opaque navigation bar, or when its height leaves exactly the room of the bars); a freeform
    /// one (laid out on its simulated size, under the device's bars) at the top, clear of the
    /// bottom bars. A root stored below the top (under an opaque navigation bar) keeps its height,
    /// so its bottom reaches past the screen's by as much.
    private func placeBetweenBars(_ rootItem: LayoutItem, size root: Size, screen: Size, insets: EdgeInsets,
                                  device: DeviceMetrics) -> EdgeInsets {
        var screen = screen
        if rootSize == nil, let freeformSize { screen = freeformSize }
        let sameWidth = abs(root.width - screen.width) < 0.5
        let storedY = rootSize == nil ? max(rootItem.frame?.y ?? 0, 0) : 0
        if !sameWidth || (root.height > screen.height + 0.5 && storedY == 0) {
            return EdgeInsets(top: insets.top, leading: 0, bottom: 0, trailing: 0)
        }
        let (rootTop, bandTop) = rootPlacement(root, screen: screen, storedY: storedY, insets: insets, device: device)
        let rootBottom = bandTop + root.height
        return EdgeInsets(top: max(0, insets.top - rootTop), leading: insets.leading,
                          bottom: max(0, insets.bottom - (screen.height - rootBottom)), trailing: insets.trailing)
    }

    /// Where a root as wide as the screen starts (`top`), and where it is taken to start for the
    /// bottom bars' band (`bandTop`, the same but for a stale height under an opaque bar).
    private func rootPlacement(_ root: Size, screen: Size, storedY: Double, insets: EdgeInsets,
                               device: DeviceMetrics) -> (top: Double, bandTop: Double) {
        if storedY > 0 { return (storedY, storedY) }
        if bars.showsNavigationBar && bars.navigationBarIsOpaque && rootSize == nil {
            // UIKit lays a view controller's view out below an opaque bar, whatever size the file
            // stores for it (`extendedLayoutIncludesOpaqueBars` is off by default). A stale height
            // that reaches past the screen keeps the bottom band of a root at the top
            // (docs/measurements.md).
            return (insets.top, insets.top + root.height > screen.height + 0.5 ? 0 : insets.top)
        }
        // A sensor housing is no bar: a root as tall as the screen below it still starts at the
        // top (AdguardForiOS, GoMap).
        guard root.height < screen.height - 0.5, bars.showsNavigationBar || device.hasClassicStatusBar else { return (0, 0) }
        let room = screen.height - root.height - insets.top
        let bottomBars = [0, insets.bottom - device.safeArea.bottom, BarMetrics.tabBar, BarMetrics.navigationBar]
        let between = room > -0.5 && bottomBars.contains(where: { abs(room - $0) < 0.5 })
        return between ? (insets.top, insets.top) : (0, 0)
    }

    /// Safe-area insets of any view: the part of the root's unsafe band its design frame
    /// overlaps. A view in a cell or in a UIScrollView's content is never under the top or bottom
    /// bars: the scroll view's adjusted content inset keeps its content clear of them, unless the
    /// scroll view does not adjust its insets. A tvOS collection view cell is laid out on its own
    /// (`tvCollectionCellSafeArea(of:)`).
    func safeArea(of id: ObjectID) -> EdgeInsets {
        guard let item = items[id], let frame = frames.absolute[id] else { return .zero }
        if let insets = tvCollectionCellSafeArea(of: item) { return insets }
        var root = item
        var inScrolledContent = item.element.isCell
        for next in items.ancestors(of: item) {
            root = next
            if next.element.isCell { inScrolledContent = true }
            if next.element == .scrollView && next.adjustsContentInsetsForSafeArea && document.platform != .macOS {
                inScrolledContent = true
            }
        }
        guard let rootFrame = frames.absolute[root.id] else { return .zero }
        let rootInsets = safeAreaOfRoot(root)
        if root.id == id { return rootInsets }
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: inScrolledContent ? 0 : clamp(rootFrame.y + rootInsets.top - frame.y, frame.height),
            leading: clamp(rootFrame.x + rootInsets.leading - frame.x, frame.width),
            bottom: inScrolledContent ? 0 : clamp(frame.y + frame.height - (rootFrame.y + rootFrame.height - rootInsets.bottom), frame.height),
            trailing: clamp(frame.x + frame.width - (rootFrame.x + rootFrame.width - rootInsets.trailing), frame.width))
    }
}
