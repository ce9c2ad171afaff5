import LayoutLintModel

extension DocumentBuilder {
    /// Work that needs the view's children: the stack view's arrangement, the grid view's cells.
    func finishView(at index: Int, element: XMLElement) {
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
                scene!.items[index].stack!.visibilityPriorities = child.children.compactMap { number($0, "value").map(Priority.init) }
            } else if child.isNamed("customSpacing") {
                scene!.items[index].stack!.customSpacing = child.children.compactMap(customSpacing)
            }
        }
        scene!.items[index].stack!.arrangedSubviews = arranged
    }

    func tableProperties(_ element: XMLElement) -> TableProperties {
        TableProperties(rowHeight: number(element, "rowHeight"),
                        estimatedRowHeight: number(element, "estimatedRowHeight"),
                        style: element.attribute("style"),
                        isStatic: element.attribute("dataMode") == "static",
                        usesAutomaticRowHeights: element.boolAttribute("usesAutomaticRowHeights"))
    }

    func stackProperties(_ element: XMLElement) -> StackProperties {
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
        stack.spacing = number(element, "spacing") ?? (platform == .macOS ? 8 : 0)
        // `spacingType="standard"` is UIStackView.spacingUseSystem: the system's spacing between
        // sibling views, 8 points (the standard sibling spacing), in place of a constant.
        if element.attribute("spacingType") == "standard", element.attribute("spacing") == nil { stack.spacing = 8 }
        stack.isBaselineRelativeArrangement = element.boolAttribute("baselineRelativeArrangement")
        stack.isLayoutMarginsRelativeArrangement = element.boolAttribute("layoutMarginsRelativeArrangement")
        // Interface Builder's stack view inspector has no separate switch: custom margins on a
        // UIStackView are laid out against, as the stacks with margins save their arranged views
        // (docs/measurements.md).
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
        if let horizontal = number(element, "horizontalStackHuggingPriority"),
           let vertical = number(element, "verticalStackHuggingPriority") {
            stack.stackHuggingPriority = AxisPair(horizontal: Priority(horizontal), vertical: Priority(vertical))
        }
        if let horizontal = number(element, "horizontalClippingResistancePriority") {
            stack.clippingResistancePriority.horizontal = Priority(horizontal)
        }
        if let vertical = number(element, "verticalClippingResistancePriority") {
            stack.clippingResistancePriority.vertical = Priority(vertical)
        }
        return stack
    }

    /// An `<gridView>`'s `<rows>`, `<columns>` and `<gridCells>`.
    /// A `<gridRow>` or `<gridColumn>`: its fixed size, padding and placement, read under the
    /// attribute names of its axis.
    private func gridTrack(_ element: XMLElement, fallbackID: String, size: StaticString,
                           padding: (leading: StaticString, trailing: StaticString), placement: StaticString) -> GridProperties.Track {
        var track = GridProperties.Track(id: element.attribute("id") ?? fallbackID)
        track.size = number(element, size)
        track.leadingPadding = number(element, padding.leading) ?? 0
        track.trailingPadding = number(element, padding.trailing) ?? 0
        track.placement = element.attribute(placement).map(GridPlacement.init(xmlValue:))
        return track
    }

    private func gridProperties(_ element: XMLElement) -> GridProperties {
        var grid = GridProperties()
        grid.xPlacement = element.attribute("xPlacement").map(GridPlacement.init(xmlValue:))
        grid.yPlacement = element.attribute("yPlacement").map(GridPlacement.init(xmlValue:))
        grid.rowAlignment = element.attribute("rowAlignment").map(GridRowAlignment.init(xmlValue:))
        if let spacing = number(element, "rowSpacing") { grid.rowSpacing = spacing }
        if let spacing = number(element, "columnSpacing") { grid.columnSpacing = spacing }
        for child in element.children {
            if child.isNamed("rows") {
                grid.rows = child.children.filter { $0.isNamed("gridRow") }.map { row in
                    var track = gridTrack(row, fallbackID: "gridRow@\(row.line)", size: "height",
                                          padding: ("topPadding", "bottomPadding"), placement: "yPlacement")
                    track.rowAlignment = row.attribute("rowAlignment").map(GridRowAlignment.init(xmlValue:))
                    return track
                }
            } else if child.isNamed("columns") {
                grid.columns = child.children.filter { $0.isNamed("gridColumn") }.map { column in
                    gridTrack(column, fallbackID: "gridColumn@\(column.line)", size: "width",
                              padding: ("leadingPadding", "trailingPadding"), placement: "xPlacement")
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
}
