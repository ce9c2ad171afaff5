import LayoutLintModel

/// The constraints an `NSGridView` adds for its content views.
///
/// Every row and column is a track with two boundaries of its own. A track is as large as its
/// fixed size, or else as large as the largest content of its cells (each content view must fit
/// between the boundaries, padding included, and the track hugs it at the grid's content hugging
/// priority for that axis). Consecutive tracks are `rowSpacing` / `columnSpacing` apart, and the
/// grid's edges are the first and last boundaries: a grid is as large as its content. Inside its
/// cell, a content view is placed by the cell's placement, else its column's (x) or row's (y),
/// else the grid's; a row aligned on first or last baselines ties its views' baselines together
/// and then places them as a group. A merged cell spans the tracks of all the cells that name
/// it their head. Tracks are 6 points apart unless the grid says otherwise (measured, see
/// docs/measurements.md).
enum GridArrangement {
    private struct Bounds {
        var start: Variable
        var end: Variable
    }

    static func add<Context: ArrangementContext>(for gridItem: LayoutItem, in builder: inout Context) {
        guard let grid = gridItem.grid, let gridEdges = builder.edges(gridItem.id),
              !grid.rows.isEmpty, !grid.columns.isEmpty else { return }
        let id = gridItem.id
        let origin = ConstraintOrigin.stack(id, .grid)
        let columns = tracks(grid.columns, spacing: grid.columnSpacing, axis: .horizontal, gridEdges: gridEdges,
                             hugging: gridItem.contentHugging.horizontal.rawValue, origin: origin, builder: &builder)
        let rows = tracks(grid.rows, spacing: grid.rowSpacing, axis: .vertical, gridEdges: gridEdges,
                          hugging: gridItem.contentHugging.vertical.rawValue, origin: origin, builder: &builder)
        let columnIndex = Dictionary(grid.columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rowIndex = Dictionary(grid.rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

        // A merged cell covers the smallest rectangle of tracks holding every cell that names it.
        var span: [ObjectID: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in grid.cells {
            guard let row = rowIndex[cell.row], let column = columnIndex[cell.column] else { continue }
            let head = cell.headOfMergedCell ?? cell.id
            if let current = span[head] {
                span[head] = (min(current.rows.lowerBound, row)...max(current.rows.upperBound, row),
                              min(current.columns.lowerBound, column)...max(current.columns.upperBound, column))
            } else {
                span[head] = (row...row, column...column)
            }
        }

        var baselineReference: [Int: LinearExpression] = [:]
        // A hidden content view stays in its cell: NSGridView hides rows and columns, not the
        // views of its cells, and has no `detachesHiddenViews` (Xcode stores such views in their
        // cells and flags none).
        for cell in grid.cells {
            guard let content = cell.contentView, builder.item(content) != nil,
                  let edges = builder.edges(content), let area = span[cell.headOfMergedCell ?? cell.id] else { continue }
            let row = grid.rows[area.rows.lowerBound]
            let column = grid.columns[area.columns.lowerBound]
            let left = LinearExpression(columns[area.columns.lowerBound].start)
            let right = LinearExpression(columns[area.columns.upperBound].end)
            let top = LinearExpression(rows[area.rows.lowerBound].start)
            let bottom = LinearExpression(rows[area.rows.upperBound].end)

            // The content stays inside its cell.
            builder.add(origin, LinearExpression(edges.left) - left, .greaterThanOrEqual)
            builder.add(origin, LinearExpression(edges.right) - right, .lessThanOrEqual)
            builder.add(origin, LinearExpression(edges.top) - top, .greaterThanOrEqual)
            builder.add(origin, LinearExpression(edges.bottom) - bottom, .lessThanOrEqual)

            let xPlacement = effective(cell.xPlacement, column.placement, grid.xPlacement, inherited: .inherited) ?? .leading
            place(edges, axis: .horizontal, placement: xPlacement, start: left, end: right, priority: 1000, origin: origin, builder: &builder)

            // A baseline-aligned row ties its views' baselines; its y placement then moves the
            // group as a whole where the row leaves room: it gives way to the baselines and to
            // the views' content sizes (a label is not stretched to reach the row's edge).
            let yPlacement = effective(cell.yPlacement, row.placement, grid.yPlacement, inherited: .inherited) ?? .top
            var yPriority = 1000.0
            if let alignment = effective(cell.rowAlignment, row.rowAlignment, grid.rowAlignment, inherited: .inherited),
               alignment == .firstBaseline || alignment == .lastBaseline, area.rows.count == 1,
               let baseline = builder.expression(for: Anchor(item: content, attribute: alignment == .firstBaseline ? .firstBaseline : .lastBaseline),
                                                 otherItem: nil) {
                if let reference = baselineReference[area.rows.lowerBound] {
                    builder.add(origin, baseline - reference)
                } else {
                    baselineReference[area.rows.lowerBound] = baseline
                }
                yPriority = EnginePriority.fittingSizeLevel
            }
            // Baselines decide the height of nothing: a baseline-aligned view is not stretched to
            // fill its row under a `fill` placement.
            if yPriority < 1000 && yPlacement == .fill { continue }
            place(edges, axis: .vertical, placement: yPlacement, start: top, end: bottom, priority: yPriority, origin: origin, builder: &builder)
        }
    }

    /// The first placement that is not inherited.
    private static func effective<Value: Equatable>(_ values: Value?..., inherited: Value) -> Value? {
        values.first { $0 != nil && $0 != inherited } ?? nil
    }

    private static func place(_ edges: EdgeVariables, axis: Axis, placement: GridPlacement, start: LinearExpression, end: LinearExpression,
                              priority: Double, origin: ConstraintOrigin, builder: inout some ArrangementContext) {
        let viewStart = LinearExpression(edges.start(axis)), viewEnd = LinearExpression(edges.end(axis))
        switch placement {
        case .leading, .top:
            builder.add(origin, viewStart - start, priority: priority)
        case .trailing, .bottom:
            builder.add(origin, viewEnd - end, priority: priority)
        case .center:
            builder.add(origin, edges.center(axis) - (start + end) * 0.5, priority: priority)
        case .fill:
            builder.add(origin, viewStart - start, priority: priority)
            builder.add(origin, viewEnd - end, priority: priority)
        default:
            break // `none`: the document's constraints place it
        }
    }

    /// The content boundaries of each track, chained from the grid's start edge to its end edge.
    /// A track's padding lies outside its size, and may be negative (pulling its neighbours closer).
    private static func tracks(_ tracks: [GridProperties.Track], spacing: Double, axis: Axis, gridEdges: EdgeVariables,
                               hugging: Double, origin: ConstraintOrigin, builder: inout some ArrangementContext) -> [Bounds] {
        var result: [Bounds] = []
        for (index, track) in tracks.enumerated() {
            let bounds = Bounds(start: builder.newVariable(), end: builder.newVariable())
            let size = LinearExpression(bounds.end) - LinearExpression(bounds.start)
            if let previous = result.last {
                let gap = tracks[index - 1].trailingPadding + spacing + track.leadingPadding
                builder.add(origin, LinearExpression(bounds.start) - LinearExpression(previous.end) + -gap)
            } else {
                builder.add(origin, LinearExpression(bounds.start) - LinearExpression(gridEdges.start(axis)) + -max(0, track.leadingPadding))
            }
            if index == tracks.count - 1 {
                // A negative padding pulls neighbouring tracks together but does not push the
                // content out of the grid.
                builder.add(origin, LinearExpression(gridEdges.end(axis)) - LinearExpression(bounds.end) + -max(0, track.trailingPadding))
            }
            if let fixed = track.size {
                builder.add(origin, size + -fixed)
            } else {
                builder.add(origin, size, .greaterThanOrEqual)
                builder.add(origin, size, priority: min(max(hugging, 1), 999))
            }
            result.append(bounds)
        }
        return result
    }
}
