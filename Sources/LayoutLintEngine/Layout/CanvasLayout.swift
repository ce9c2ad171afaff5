import LayoutLintModel

/// The layout Interface Builder's canvas shows, where it differs from the run time's: misplaced
/// views at their stored size, no negative sizes, rows that cannot hold their content, views
/// the canvas lays out by constraints although the run time does not.
extension LayoutEngine {
    /// Each item's solved frame relative to its superview, in the file's convention.
    static func relativeFrames(_ system: SceneSystem, _ solution: LinearSolution) -> [ObjectID: Rect] {
        var frames: [ObjectID: Rect] = [:]
        var absolute: [ObjectID: Rect] = [:]
        var cells: Set<ObjectID> = []
        for item in system.items {
            guard let edges = system.variables[item.id] else { continue }
            let alignmentRect = Rect(x: solution.value(edges.left), y: solution.value(edges.top),
                            width: solution.value(edges.right) - solution.value(edges.left),
                            height: solution.value(edges.bottom) - solution.value(edges.top))
            let rect = system.alignmentInsets[item.id].map(alignmentRect.outset(by:)) ?? alignmentRect
            absolute[item.id] = rect
            var relative = rect
            if let parent = item.parent, let parentRect = absolute[parent] {
                let origin = system.contentAreas[parent].map { (solution.value($0.left), solution.value($0.top)) }
                    ?? (parentRect.x, parentRect.y)
                relative.x -= origin.0
                relative.y -= origin.1
                if system.unflippedParents.contains(parent) {
                    relative.y = parentRect.height - relative.y - relative.height
                }
            } else if item.parent == nil, let stored = item.frame {
                // Nothing in a scene places its roots: they are laid out from the origin, and
                // reported where the file puts them (a navigation controller's bar below the
                // status bar, a tab bar at the bottom of the screen, a xib's views on its canvas).
                relative.x += stored.x
                relative.y += stored.y
            }
            // A collection view sets its cells' frames to its layout's item size, which Interface
            // Builder stores as the user typed it (262.5 on a 1x Apple TV canvas), not to a frame
            // the layout engine computed: neither the cell nor its content view is snapped to the
            // pixel grid. (A table's cells follow the table's snapped width.)
            if item.element == .collectionViewCell { cells.insert(item.id) }
            let sizedByLayout = item.element == .collectionViewCell
                || (item.parent.map(cells.contains) == true && (item.element.isCellContentView || item.role == .contentView))
            frames[item.id] = (sizedByLayout ? relative : relative.snapped(toScale: system.metrics.scale)).rounded()
        }
        return frames
    }

    /// Interface Builder flags a view `misplaced` when its stored frame is not the one its
    /// constraints give, and leaves the frame alone: the views inside it are laid out in the
    /// frame it has. For the descendants of misplaced views, frames come from a solution that
    /// holds each misplaced view at its stored size (at `canvasPriority`), with the misplaced
    /// view's own constraints to the rest of the scene at the lowest priority (see
    /// docs/measurements.md).
    static func misplacedSolution(_ system: SceneSystem, _ solution: LinearSolution)
        -> (solution: LinearSolution, items: Set<ObjectID>)? {
        var held: Set<ObjectID> = []
        var stored: [CanvasConstraint] = []
        for item in system.items where item.kind == .view && item.xcode.misplaced {
            guard let frame = item.frame, let edges = system.variables[item.id] else { continue }
            // A self-sizing row's cell view is stored at the row's old height, but Interface
            // Builder lays its content out at the height the content's constraints give.
            if item.element == .tableCellView, let parent = item.parent,
               system.items.first(where: { $0.id == parent })?.table?.usesAutomaticRowHeights == true {
                continue
            }
            let alignment = system.alignmentInsets[item.id].map(frame.inset(by:)) ?? frame
            if item.parent == nil {
                // A misplaced root's stored height is not the one its subviews were laid out in:
                // Interface Builder lays them out at the height the constraints give, and where
                // the constraints leave that height to views that have no height of their own,
                // those keep the height they show. Held just above the window's size-stay-put
                // (500), below content priorities.
                for inner in system.descendants(of: [item.id]) where inner.kind == .view {
                    guard !IntrinsicContentSize.axes(of: inner, platform: system.metrics.platform).vertical,
                          let innerFrame = inner.frame, let innerEdges = system.variables[inner.id] else { continue }
                    let innerAlignment = system.alignmentInsets[inner.id].map(innerFrame.inset(by:)) ?? innerFrame
                    stored.append(CanvasConstraint(inner.id, innerEdges.size(.vertical) + -innerAlignment.height, .equal,
                                                   priority: storedHeightPriority))
                }
                held.insert(item.id)
            }
            // An AppKit root whose frame its owner sets (it translates its autoresizing mask: a
            // window's content view, a controller's view, a top-level view) is laid out at the
            // width the constraints give too: its stored width is held only as weakly as a window
            // holds its size (just above 500), so content priorities above that resize it. A root
            // that does not translate its mask is sized by its own constraints and keeps the width
            // it shows (see docs/measurements.md).
            let releasesWidth = item.parent == nil && item.translatesAutoresizingMaskIntoConstraints
                && system.metrics.platform == .macOS
            for (axis, size) in [(Axis.horizontal, alignment.width), (.vertical, alignment.height)] {
                // The root's height is left to the constraints (above); its width stays held
                // (weakly where `releasesWidth`). A misplaced view inside a root is held on both
                // axes.
                if item.parent == nil && axis == .vertical { continue }
                let expression = edges.size(axis) + -size
                guard abs(expression.value(solution.value)) > 0.25 else { continue }
                stored.append(CanvasConstraint(item.id, expression, .equal,
                                               priority: releasesWidth ? storedHeightPriority : canvasPriority))
                held.insert(item.id)
            }
        }
        let inside = Set(system.descendants(of: held).map(\.id))
        guard !inside.isEmpty else { return nil }
        // The held views' own constraints to the rest of the scene are what misplaces them; on
        // the canvas they give way to the stored frame, required ones too.
        func edgeVariables(_ ids: Set<ObjectID>) -> Set<Variable> {
            var result: Set<Variable> = []
            for id in ids {
                for edges in [system.variables[id], system.contentAreas[id]].compactMap({ $0 }) {
                    result.formUnion([edges.left, edges.right, edges.top, edges.bottom])
                }
            }
            return result
        }
        let heldEdges = edgeVariables(held)
        let subtree = heldEdges.union(edgeVariables(inside))
        var canvas = system.adding(canvas: stored)
        for index in system.constraints.indices {
            let variables = Set(canvas.constraints[index].linear.expression.terms.keys)
            guard !variables.isDisjoint(with: heldEdges), !variables.isSubset(of: subtree) else { continue }
            canvas.constraints[index].linear.priority = 1
        }
        return (canvas.solve(), inside)
    }

    /// The level at which Interface Builder's canvas keeps the stored height of a view inside a
    /// misplaced root that nothing else sizes: above AppKit's window size-stay-put (500), below
    /// content priorities.
    static let storedHeightPriority = 501.0

    /// The level at which Interface Builder's canvas holds a root's stored size while it lays out
    /// the root's subviews: above every optional constraint (≤ 999, and stack views' 999.5), below
    /// required ones.
    static let canvasPriority = 999.9

    /// Interface Builder lays a root's subviews out in the root's frame on the canvas, the size the
    /// file stores, which is the size Xcode solved for the root unless it flagged the root
    /// `misplaced` (the same trust `IntrinsicContentSize` gives stored frames). A root held only
    /// weakly (AppKit's window size-stay-put, 500, see `ViewPlacement.placeRoot`) can be resized
    /// by stronger constraints whose other members the engine models only roughly (text
    /// baselines, control metrics); when that happens, the frames come from a second solution with
    /// the stored size held at `canvasPriority`, so a modelling error stays with the views it
    /// concerns instead of moving every view laid out from the far edge of the root (see
    /// docs/measurements.md). Ambiguity and conflicts are those of the first solution (the
    /// run-time view). A misplaced root's stored size is not what Xcode solved: its subviews are
    /// left to `misplacedSolution`.
    static func canvasSolution(_ system: SceneSystem, _ solution: LinearSolution) -> LinearSolution? {
        func isWeakRoot(_ constraint: SystemConstraint) -> Bool {
            guard case .root(let id) = constraint.origin, !constraint.linear.isRequired else { return false }
            return !(system.items.first { $0.id == id }?.xcode.misplaced ?? false)
        }
        let resized = system.constraints.contains { isWeakRoot($0) && abs($0.linear.expression.value(solution.value)) > 0.25 }
        guard resized else { return nil }
        var canvas = system
        for index in canvas.constraints.indices where isWeakRoot(canvas.constraints[index]) {
            canvas.constraints[index].linear.priority = canvasPriority
        }
        return canvas.solve()
    }

    /// Interface Builder lays out the content of a row that cannot hold it (see
    /// `contentViewsOverfilledByTheirRow`) at the content's own height, as if the row's height
    /// were not there, where the run-time solution squeezes the content to a negative height. The
    /// frames of the views inside such content views come from a solution with the row's height
    /// at the lowest priority.
    static func overfilledRowSolution(_ system: SceneSystem, _ contentViews: [ObjectID])
        -> (solution: LinearSolution, items: Set<ObjectID>)? {
        let overfilled = Set(contentViews)
        guard !overfilled.isEmpty else { return nil }
        var canvas = system
        for index in canvas.constraints.indices {
            guard case .encapsulated(let id) = canvas.constraints[index].origin, overfilled.contains(id),
                  let edges = system.variables[id],
                  Set(canvas.constraints[index].linear.expression.terms.keys) == [edges.top, edges.bottom] else { continue }
            canvas.constraints[index].linear.priority = 1
        }
        return (canvas.solve(), Set(system.descendants(of: overfilled).map(\.id)))
    }

    /// `width >= 0` and `height >= 0`, required, for every view of `system`: Interface Builder's
    /// canvas never gives a view a negative size (a squeezed label is stored 0 tall, never less),
    /// UIKit's engine has no such bound. In the canvas's ambiguity check, a view that keeps its
    /// autoresizing mask and is stored 0 tall then pins its superview's height.
    static func nonNegativeSizes(_ system: SceneSystem, axes: [Axis] = Axis.allCases) -> [CanvasConstraint] {
        system.items.filter { $0.kind == .view }.flatMap { item -> [CanvasConstraint] in
            guard let edges = system.variables[item.id] else { return [] }
            return axes.map { CanvasConstraint(item.id, edges.size($0), .greaterThanOrEqual, priority: 1000) }
        }
    }

    /// The frames Interface Builder shows never have a negative size (see `nonNegativeSizes`),
    /// where the run-time optimum can: an optional pull on a container is met by shrinking a
    /// view nothing sizes below zero. When the run-time solution has such a size, frames come from
    /// a solution with every size at least zero; ambiguity and conflicts stay those of the
    /// run-time solution.
    static func nonNegativeSolution(_ system: SceneSystem, _ solution: LinearSolution) -> LinearSolution? {
        let negative = system.items.contains { item in
            guard item.kind == .view, let edges = system.variables[item.id] else { return false }
            return Axis.allCases.contains { edges.size($0).value(solution.value) < -0.25 }
        }
        guard negative else { return nil }
        return system.adding(canvas: nonNegativeSizes(system)).solve()
    }

    /// Table cell content views whose required vertical constraints cannot all hold at the row
    /// height the table gives them, by more than half a point, with no view shorter than zero:
    /// Interface Builder flags the content view's height (and, inside it, only the views that
    /// height places: `viewsHangingOnOverfilledRows`; see docs/measurements.md). Views
    /// squeezed below their content at optional priorities, and horizontal overflows, are not
    /// flagged.
    ///
    /// `solved`: a solution of `system` itself, when there is one. Where it breaks no required
    /// constraint and gives no view a negative height, that point meets every floor as well, so
    /// the floored system has no conflict and no row is overfilled: no second solve is needed.
    static func contentViewsOverfilledByTheirRow(_ system: SceneSystem, solved solution: LinearSolution? = nil) -> [ObjectID] {
        guard system.items.contains(where: { $0.element == .tableViewCellContentView }) else { return [] }
        if let solution, !solution.isCutShort, solution.conflicts.isEmpty, !system.items.contains(where: { item in
            guard item.kind == .view, let edges = system.variables[item.id] else { return false }
            return !(edges.size(.vertical).value(solution.value) >= 0)
        }) {
            return []
        }
        let floored = system.adding(canvas: nonNegativeSizes(system, axes: [.vertical]))
        let constraints = floored.constraints
        let solution = floored.solve()
        var result: Set<ObjectID> = []
        for conflict in solution.conflicts where constraints[conflict.broken].linear.violation(solution.value) > 0.5 {
            for index in conflict.tags {
                guard case .encapsulated(let id) = constraints[index].origin,
                      let item = system.items.first(where: { $0.id == id }), item.element == .tableViewCellContentView,
                      let edges = system.variables[id] else { continue }
                // The row's height, not the table's width or the row's place.
                let variables = Set(constraints[index].linear.expression.terms.keys)
                guard variables == [edges.top, edges.bottom] else { continue }
                result.insert(id)
            }
        }
        return result.sorted()
    }

    /// Window content views that do not translate their autoresizing masks: the window places
    /// its content view through that mask, so without it the content view's frame is left to
    /// constraints to its frame view, which a document cannot hold, and Interface Builder flags it
    /// ambiguous (its subviews not). The run-time system keeps the window's frame.
    static func windowContentViewsPlacedByConstraints(_ system: SceneSystem) -> [ObjectID] {
        system.items.filter { $0.parent == nil && $0.role == .contentView && !$0.translatesAutoresizingMaskIntoConstraints }.map(\.id)
    }

    /// Clip views that do not translate their autoresizing masks yet take part in constraints
    /// (to their document view): NSScrollView tiles its clip view whatever its flag says, and the
    /// run-time system places it so (`ViewPlacement.placeTiledClipView`), but Interface Builder
    /// lays it out by constraints, none of which reach the scroll view, and flags it; such clip
    /// views without constraints are not flagged.
    static func constrainedClipViews(_ system: SceneSystem, _ scene: Scene, _ configuration: TraitKey) -> [ObjectID] {
        let byID = Dictionary(system.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return system.items.filter { item in
            guard item.element == .clipView, !item.translatesAutoresizingMaskIntoConstraints, !item.hasFixedFrame,
                  let parent = item.parent, byID[parent]?.element == .scrollView else { return false }
            return scene.constraints.contains { $0.installation.isInstalled(in: configuration) && $0.mentions(item.id) }
        }.map(\.id)
    }

}

extension Rect {
    /// The rect with each edge moved to the nearest pixel boundary, as UIKit and AppKit place a
    /// view whose frame the layout engine set (a width can change by a pixel).
    func snapped(toScale scale: Double) -> Rect {
        guard scale > 0 else { return self }
        // Solutions carry floating-point noise that depends on the order the solver visited its
        // rows (hash order, which differs between runs): an edge exactly halfway between two
        // pixels (four equal heights sharing 667 points: 166.75 at 2x; 7.1666… at 3x) must not
        // round one way in one run and the other in the next. Counted in half pixels and settled
        // to a millionth of one, such an edge is exactly halfway, and rounds away from zero.
        func snap(_ value: Double) -> Double {
            let halfPixels = (value * scale * 2 * 1e6).rounded() / 1e6
            return (halfPixels / 2).rounded() / scale
        }
        let minX = snap(x), minY = snap(y)
        return Rect(x: minX, y: minY, width: snap(x + width) - minX, height: snap(y + height) - minY)
    }

    /// Rounded to 1/1000 pt so floating-point noise never reaches output.
    func rounded() -> Rect {
        func round(_ value: Double) -> Double {
            let result = (value * 1000).rounded() / 1000
            return result == 0 ? 0 : result
        }
        return Rect(x: round(x), y: round(y), width: round(width), height: round(height))
    }
}
