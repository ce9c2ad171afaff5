import LayoutLintModel

/// Where the chain of constraints that should size an area from its content (a scroll view's
/// content area, a self-sizing cell's content view) is broken, on one axis.
public enum ChainGap: Hashable, Sendable {
    /// No constraint of the content pins either edge of the area (centring pins neither).
    case nothingAttached
    /// Nothing reaches the start edge (leading or top).
    case nothingAtStart
    /// Nothing reaches the end edge (trailing or bottom).
    case nothingAtEnd
    /// Both edges are reached, but this item's size along the axis is not determined.
    case undeterminedSize(ObjectID)
    /// Both edges are reached and every item on the way is sized: the chain is broken elsewhere
    /// (an inequality, an optional constraint at a tie, a position left free).
    case undetermined
}

extension SceneSystem {
    /// The edges of `container` as the content sees them, with those of its margin and safe-area
    /// guides (a constraint to the margins guide reaches the edge through the guide).
    private func edgeVariables(of container: ObjectID, area: EdgeVariables, axis: Axis) -> (start: Set<Variable>, end: Set<Variable>) {
        var start: Set<Variable> = [area.start(axis)]
        var end: Set<Variable> = [area.end(axis)]
        for item in items where item.parent == container {
            switch item.kind {
            case .layoutGuide(.safeArea), .layoutGuide(.layoutMargins), .layoutGuide(.readableContent), .layoutGuide(.contentLayoutGuide):
                if let edges = variables[item.id] {
                    start.insert(edges.start(axis))
                    end.insert(edges.end(axis))
                }
            default:
                break
            }
        }
        return (start, end)
    }

    /// Whether a constraint is one the frameworks add around the container itself (its frame, its
    /// guides, its content area's origin), which the content's chain cannot use.
    private func isContainerOwn(_ origin: ConstraintOrigin, container: ObjectID) -> Bool {
        guard let owner = origin.item else { return false }
        if owner == container { return true }
        return items.contains { $0.id == owner && $0.parent == container && !$0.kind.isView }
    }

    /// Why the content does not determine `area`'s size along `axis` (the content area of scroll view
    /// `container`, or the container's own frame for a cell's content view). `undeterminedSizes` are
    /// the items whose size along the axis is free where the area's size is free.
    public func chainGap(in container: ObjectID, area: EdgeVariables, axis: Axis, undeterminedSizes: [ObjectID]) -> ChainGap {
        let edges = edgeVariables(of: container, area: area, axis: axis)
        var reachesStart = false, reachesEnd = false
        for constraint in constraints where !isContainerOwn(constraint.origin, container: container) {
            let terms = constraint.linear.expression.terms.keys
            let start = terms.contains(where: edges.start.contains), end = terms.contains(where: edges.end.contains)
            // A constraint on both edges at once (centring, a share of the container's size) places
            // the content inside whatever size the area has; it pins neither edge.
            if start && end { continue }
            if start { reachesStart = true }
            if end { reachesEnd = true }
        }
        switch (reachesStart, reachesEnd) {
        case (false, false): return .nothingAttached
        case (false, true): return .nothingAtStart
        case (true, false): return .nothingAtEnd
        case (true, true): break
        }
        let descendants = Set(descendantViews(of: container))
        if let first = items.first(where: { descendants.contains($0.id) && undeterminedSizes.contains($0.id) }) {
            return .undeterminedSize(first.id)
        }
        return .undetermined
    }

    /// The views below `container`, in scene order.
    public func descendantViews(of container: ObjectID) -> [ObjectID] {
        descendants(of: [container]).filter(\.kind.isView).map(\.id)
    }

    /// Self-sizing cells: for each cell content view, whether its height stays undetermined once its
    /// table stops fixing it, and where the chain from its top to its bottom is broken.
    ///
    /// The system places cells at their stored frames (`UIView-Encapsulated-Layout-Height`), as a
    /// table with a fixed row height does. A table with automatic row heights asks the content view
    /// how tall it wants to be instead: the same system without the content view's height
    /// constraint, where its height has to follow from its content.
    public func selfSizingGaps(contentViews: [ObjectID]) -> [ObjectID: ChainGap] {
        let dropped = Set(contentViews)
        var kept: [LinearConstraint] = []
        for constraint in constraints {
            if case .encapsulated(let id) = constraint.origin, dropped.contains(id), let edges = variables[id],
               constraint.linear.expression.terms == edges.size(.vertical).terms {
                continue
            }
            kept.append(constraint.linear)
        }
        var queries: [LinearExpression] = []
        var owners: [ObjectID] = []
        for id in contentViews {
            guard let edges = variables[id] else { continue }
            queries.append(edges.size(.vertical)); owners.append(id)
            for descendant in descendantViews(of: id) {
                guard let inner = variables[descendant] else { continue }
                queries.append(inner.size(.vertical)); owners.append(descendant)
            }
        }
        let solution = LinearSystemSolver(variableCount: variableCount, constraints: kept).solve(queries: queries)
        var free: Set<ObjectID> = []
        for (offset, owner) in owners.enumerated() where solution.movableQueries[offset] { free.insert(owner) }
        var result: [ObjectID: ChainGap] = [:]
        for id in contentViews where free.contains(id) {
            guard let edges = variables[id] else { continue }
            let sizes = descendantViews(of: id).filter(free.contains)
            result[id] = chainGap(in: id, area: edges, axis: .vertical, undeterminedSizes: sizes)
        }
        let fitted = fittedHeights(of: contentViews.filter { result[$0] == .undetermined }, kept: kept)
        for id in fitted { result[id] = nil }
        return result
    }

    /// The content views whose height UIKit's fitting settles: a table sizes a self-sizing cell
    /// with `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at
    /// `UILayoutPriorityFittingSizeLevel`, which pulls the height towards zero below every content
    /// priority. Where the edges are reached and only inequalities (or optional constraints) leave
    /// the height open, that pull takes the least height the content allows: one height, not zero.
    private func fittedHeights(of contentViews: [ObjectID], kept: [LinearConstraint]) -> [ObjectID] {
        guard !contentViews.isEmpty else { return [] }
        let sized = contentViews.compactMap { id in variables[id].map { (id, $0.size(.vertical)) } }
        var constraints = kept
        for (_, height) in sized {
            constraints.append(LinearConstraint(height, .equal, priority: EnginePriority.fittingSizeLevel, tag: constraints.count))
        }
        let solution = LinearSystemSolver(variableCount: variableCount, constraints: constraints).solve(queries: sized.map(\.1))
        guard !solution.isCutShort, solution.movableQueries.count == sized.count else { return [] }
        return sized.enumerated().compactMap { offset, entry in
            // Summed in variable order (`LinearExpression.value`): a dictionary's order changes from run to run.
            let height = entry.1.value { solution.value($0) }
            return !solution.movableQueries[offset] && height > 0.5 ? entry.0 : nil
        }
    }
}
