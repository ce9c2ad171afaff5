import LayoutLintModel

extension SceneScreen {
    /// tvOS collection view cells and reusable views: Interface Builder lays each out on its own,
    /// at the screen's origin, whatever its place in its collection view or xib. Its safe area is
    /// the part of the overscan band it overlaps there (a cell 1032 tall reaches 12 into the bottom
    /// band), and one wider than the screen is drawn as if it filled it: the whole band, as an
    /// iPhone's freeform xib root wider than its screen (`freeformXibRootDevice`). Table view cells
    /// are left alone: their table insets their content instead. Evidence: docs/measurements.md,
    /// `SceneScreen.tvCollectionCellSafeArea(of:)`.
    func tvCollectionCellSafeArea(of item: LayoutItem) -> EdgeInsets? {
        guard document.platform == .tvOS, let cell = tvCollectionCell(containing: item),
              let frame = frames.absolute[item.id], let cellFrame = frames.absolute[cell.id] else { return nil }
        let screen = DeviceMetrics.screen(of: document.device, platform: .tvOS, toolsVersion: xcode.toolsVersion) ?? metrics.screen
        let band = DeviceMetrics.forScreen(screen, platform: .tvOS, toolsVersion: xcode.toolsVersion).safeArea
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        let cellInsets = cellFrame.width > screen.width + 0.5 ? band : EdgeInsets(
            top: clamp(band.top, cellFrame.height), leading: clamp(band.leading, cellFrame.width),
            bottom: clamp(cellFrame.height - (screen.height - band.bottom), cellFrame.height),
            trailing: clamp(cellFrame.width - (screen.width - band.trailing), cellFrame.width))
        return EdgeInsets(
            top: clamp(cellFrame.y + cellInsets.top - frame.y, frame.height),
            leading: clamp(cellFrame.x + cellInsets.leading - frame.x, frame.width),
            bottom: clamp(frame.y + frame.height - (cellFrame.y + cellFrame.height - cellInsets.bottom), frame.height),
            trailing: clamp(frame.x + frame.width - (cellFrame.x + cellFrame.width - cellInsets.trailing), frame.width))
    }

    /// The nearest collection view cell or reusable view at or above `item`.
    private func tvCollectionCell(containing item: LayoutItem) -> LayoutItem? {
        ([item] + items.ancestors(of: item)).first { $0.element == .collectionViewCell || $0.element == .collectionReusableView }
    }
}
