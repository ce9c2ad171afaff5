import LayoutLintModel

extension SceneScreen {
    /// Layout margins in points from each edge of the view. iOS 11 insets every view's margins
    /// from its safe area, whether or not the file draws a safe area guide.
    func margins(of id: ObjectID) -> EdgeInsets {
        guard let item = items[id] else { return .zero }
        let iOS11 = document.usesSafeAreas || xcode.showsIOS11Margins
        var margins = ownMargins(of: item, iOS11: iOS11)
        if iOS11 && item.insetsLayoutMarginsFromSafeArea && document.platform != .macOS {
            let safe = safeArea(of: id)
            margins.top += safe.top
            margins.leading += safe.leading
            margins.bottom += safe.bottom
            margins.trailing += safe.trailing
        }
        return preservingSuperviewMargins(of: item, margins)
    }

    /// `preservesSuperviewLayoutMargins`: where the superview's margins reach further into the
    /// view than its own, the view's margins grow to match them ("the smallest amount needed to
    /// ensure that content is also inside the superview's margins", UIKit's documentation). The
    /// superview's margins are its effective ones (they may preserve its own superview's), less
    /// the distance from its edge to the view's, as the file shows them. A cell's margins come
    /// from its table, which `cellContentMargins` gives its content view already: a content view
    /// preserves only the margins its cell sets in the file. UIKit only.
    private func preservingSuperviewMargins(of item: LayoutItem, _ own: EdgeInsets) -> EdgeInsets {
        guard item.preservesSuperviewLayoutMargins, document.platform != .macOS, !item.element.isCell,
              let parent = items.parent(of: item),
              let frame = frames.absolute[item.id], let parentFrame = frames.absolute[parent.id] else { return own }
        let inherited: EdgeInsets
        if parent.element.isCell {
            guard item.element.isCellContentView, let cellMargins = parent.layoutMargins else { return own }
            inherited = cellMargins
        } else {
            inherited = margins(of: parent.id)
        }
        return EdgeInsets(
            top: max(own.top, inherited.top - (frame.y - parentFrame.y)),
            leading: max(own.leading, inherited.leading - (frame.x - parentFrame.x)),
            bottom: max(own.bottom, inherited.bottom - (parentFrame.y + parentFrame.height - frame.y - frame.height)),
            trailing: max(own.trailing, inherited.trailing - (parentFrame.x + parentFrame.width - frame.x - frame.width)))
    }

    /// The margins before the safe area: a root's system minimum (a xib's top-level view takes
    /// it like a view controller's, a collection view cell too; a table cell's content view has
    /// its own), the file's own, a UIStackView's zero, a cell content view's, else UIView's default.
    private func ownMargins(of item: LayoutItem, iOS11: Bool) -> EdgeInsets {
        let isRoot = item.parent == nil
        let xibRoot = document.kind == .xib && isRoot && item.element != .tableViewCell
        if isRoot && (item.role == .view || xibRoot) && document.platform != .macOS {
            let side = freeformXibRootDevice(item)?.minimumMargins ?? rootMinimumMargins(of: item)
            guard let explicit = item.layoutMargins else { return EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side) }
            return EdgeInsets(top: explicit.top, leading: max(side, explicit.leading), bottom: explicit.bottom,
                              trailing: max(side, explicit.trailing))
        }
        if let explicit = item.layoutMargins { return explicit }
        if item.stack != nil && document.platform != .macOS { return .zero }
        if item.element == .tableViewCellContentView { return cellContentMargins(of: item, iOS11: iOS11) }
        let standard = MarginMetrics.standard
        return EdgeInsets(top: standard, leading: standard, bottom: standard, trailing: standard)
    }

    /// A root's system minimum margins at the sides: its screen's; a freeform root (not the size
    /// of a screen) has no orientation, so its own width decides, however short it is (a 414×58
    /// header or a 600×309 card in a xib takes 20 where its height would have said 16).
    private func rootMinimumMargins(of root: LayoutItem) -> Double {
        guard !metrics.isScreen, document.platform == .iOS || document.platform == .unknown,
              let width = frames.absolute[root.id]?.width else { return metrics.minimumMargins }
        return max(metrics.minimumMargins, DeviceMetrics.phoneMinimumMargins(width: width))
    }

    /// A cell's content view: the table's side margin from iOS 11 on (and in an inset-grouped
    /// table, a style that only exists where cells follow the table's margins), iOS 26's taller
    /// margins above and below from Xcode 26 on.
    private func cellContentMargins(of item: LayoutItem, iOS11: Bool) -> EdgeInsets {
        let table = items.parent(of: item).flatMap(items.parent(of:))
        var side: Double = iOS11 || table?.table?.style == "insetGrouped" ? cellMinimumMargins(in: table) : MarginMetrics.standard
        if xcode.drawsIOS10CellInsets, side == 16 { side = MarginMetrics.iOS10CellSeparatorInset }
        if xcode.drawsLoneXibCellsAt15OnSmallPhones, side == 16, isLoneXibCellOnASmallPhone(items.parent(of: item)) {
            side = MarginMetrics.iOS10CellSeparatorInset
        }
        let vertical = xcode.isXcode26 ? MarginMetrics.iOS26CellVertical
            : iOS11 ? MarginMetrics.iOS11CellVertical : MarginMetrics.legacyCellVertical
        // Beside an accessory the content view ends where the accessory's own spacing begins.
        let besideAccessory = iOS11 && items.parent(of: item)?.hasAccessory == true
        let trailing = (besideAccessory ? MarginMetrics.cellTrailingBesideAccessory : side) + staleInsetRowWidth(of: item)
        return EdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: trailing)
    }

    /// An inset-grouped table insets its rows by its side margins (the cells' side margin,
    /// `cellMinimumMargins`, on each side). A row the file stores at the table's full width has a
    /// stale frame: Interface Builder lays its content out in the inset row, from the content
    /// view's leading edge, so in the stored frame the content ends twice the inset short of
    /// where the content view's margin would put it. Returns that width, else 0.
    private func staleInsetRowWidth(of contentView: LayoutItem) -> Double {
        guard let cell = items.parent(of: contentView), let table = items.parent(of: cell),
              table.table?.style == "insetGrouped",
              let cellFrame = frames.absolute[cell.id], let tableFrame = frames.absolute[table.id],
              abs(cellFrame.x - tableFrame.x) < 0.5, abs(cellFrame.width - tableFrame.width) < 0.5 else { return 0 }
        return 2 * cellMinimumMargins(in: table)
    }

    /// A cell at the top of a xib whose document is shown on a 375-point (or narrower) phone.
    private func isLoneXibCellOnASmallPhone(_ cell: LayoutItem?) -> Bool {
        guard document.kind == .xib, let cell, cell.parent == nil,
              let device = DeviceMetrics.screen(of: document.device, platform: document.platform) else { return false }
        return device.width <= MarginMetrics.narrowPhoneWidth
    }

    /// The side margins of a cell's content view: a phone's table gives its cells 20 on screens
    /// wider than the 375-point phones (`MarginMetrics.cellSideOnWidePhones`), whatever the
    /// root's system minimum there, else the system minimum. A cell alone in a xib is shown in a
    /// table on the document's device: a cell wider than the 375-point phones takes that
    /// device's; one no wider keeps the 375-point phones' 16 before Xcode 26, the device's from
    /// Xcode 26 on. A table no wider than the 375-point phones gives its cells their 16 on a
    /// wider phone too (`narrowTableWidth(_:)`).
    private func cellMinimumMargins(in table: LayoutItem?) -> Double {
        guard document.platform == .iOS || document.platform == .unknown else { return metrics.minimumMargins }
        var width = metrics.screen.width
        if document.kind == .xib && !metrics.isScreen {
            guard width > MarginMetrics.narrowPhoneWidth || xcode.isXcode26,
                  let device = DeviceMetrics.screen(of: document.device, platform: document.platform) else { return metrics.minimumMargins }
            width = device.width
        }
        if let narrow = narrowTableWidth(table), narrow < width {
            return DeviceMetrics.phoneMinimumMargins(width: narrow)
        }
        let wide = width > MarginMetrics.narrowPhoneWidth ? MarginMetrics.cellSideOnWidePhones : 0
        return max(metrics.minimumMargins, wide)
    }

    /// The stored width of a phone's table no wider than the 375-point phones: UITableView sizes
    /// its cells' side margins by its own width, not the screen's, so such a table on a wider
    /// phone gives its cells the 375-point phones' 16, not 20 (KeePassium's 252- and 300-point
    /// tables on a 414-point phone, fsnotes' 186-point sidebar on a 428-point one; the 122 cells
    /// of full-width tables on phones wider than 375 points take 20; docs/measurements.md,
    /// `MarginMetrics.cellSideOnWidePhones`). Nil on an iPad, whose cells keep its margins, and
    /// for a table as wide as its root as stored: it spans whatever screen the scene is solved on.
    private func narrowTableWidth(_ table: LayoutItem?) -> Double? {
        guard let table, table.element == .tableView, let width = frames.absolute[table.id]?.width,
              width > 0, width <= MarginMetrics.narrowPhoneWidth,
              min(metrics.screen.width, metrics.screen.height) < DeviceMetrics.smallestPadWidth,
              let root = items.ancestors(of: table).last, let rootWidth = frames.absolute[root.id]?.width,
              width < rootWidth - 0.5 else { return nil }
        return width
    }
}
