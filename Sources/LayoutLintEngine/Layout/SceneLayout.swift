import LayoutLintModel

/// One of the four quantities UIKit's engine keeps per item, as `_autolayoutTrace` names them.
public enum LayoutQuantity: String, Hashable, Sendable, CaseIterable, Comparable {
    case minX, width, minY, height

    public var axis: Axis { self == .minX || self == .width ? .horizontal : .vertical }

    public static func < (lhs: LayoutQuantity, rhs: LayoutQuantity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Required constraints that cannot all hold in a scene, by origin.
public struct SceneConflict: Hashable, Sendable {
    /// Irreducible, in system order (system-generated first, then document order).
    public var constraints: [ConstraintOrigin]
    /// The one given up (kept as an error term at 1100).
    public var broken: ConstraintOrigin
    /// The same members as indices into `SceneSystem.constraints`: one origin can stand for several
    /// system constraints (an autoresizing mask gives a position and a size per axis), and
    /// explanations name the exact one.
    public var tags: [Int] = []
    public var brokenTag: Int?
    /// How far, in points, the broken constraint stays from holding once everything else holds:
    /// the least change that would make the set satisfiable through it.
    public var residual: Double = 0

    /// Whether the conflict depends on the screen: the root's frame or a guide placed from the
    /// device (safe area, bars, margins) is part of it, so another device may not conflict (or may
    /// conflict differently). Otherwise the constraints cannot hold together on any screen.
    public var isDeviceSpecific: Bool {
        constraints.contains { origin in
            switch origin {
            case .root, .guide: return true
            default: return false
            }
        }
    }
}

/// A required constraint that others already imply: removing it changes nothing.
public struct SceneRedundancy: Hashable, Sendable {
    public var constraint: ConstraintOrigin
    public var impliedBy: [ConstraintOrigin]
}

/// A scene solved in one configuration.
public struct SceneLayout: Sendable {
    public var sceneID: ObjectID
    public var configuration: TraitKey
    public var metrics: DeviceMetrics
    /// Per item: the solved frame relative to its superview, in the convention of the file's
    /// `<rect key="frame">` (AppKit: bottom-up inside unflipped superviews).
    public var frames: [ObjectID: Rect]
    /// Per item: what can move over the optimal solutions (empty or absent: determined); positions
    /// relative to the superview.
    public var ambiguous: [ObjectID: Set<LayoutQuantity>]
    /// Per scroll view: whether its content width / height is undetermined.
    public var ambiguousContentSize: [ObjectID: Set<Axis>]
    public var conflicts: [SceneConflict]
    /// Optional constraints whose errors can trade off at no cost: members of equal-priority ties.
    public var tied: [ConstraintOrigin]
    /// The system that was solved, for explanations.
    public var system: SceneSystem
    /// Required differences (pins, fixed sizes, spacings) implied by others.
    public var redundant: [SceneRedundancy] = []
    /// The solution's value of every variable of `system` (root-cause analysis starts from it).
    var values: [Double] = []
    /// Table cell content views whose row cannot hold their required constraints, in `system`
    /// (see `LayoutEngine.contentViewsOverfilledByTheirRow`).
    var overfilledContentViews: [ObjectID] = []
    /// What Interface Builder's canvas finds ambiguous when it differs from the run-time system
    /// (the canvas keeps placeholder constraints, gives no view a negative size, measures content):
    /// set by `LayoutEngine.addInterfaceBuilderAmbiguity`; `nil`: the same as `ambiguous` and
    /// `ambiguousContentSize`.
    public var interfaceBuilderAmbiguity: InterfaceBuilderAmbiguity?

    public func ambiguity(of id: ObjectID) -> [LayoutQuantity] {
        (ambiguous[id] ?? []).sorted()
    }

    /// The quantities Interface Builder's canvas finds ambiguous (see `interfaceBuilderAmbiguity`).
    public func interfaceBuilderAmbiguity(of id: ObjectID) -> [LayoutQuantity] {
        guard let design = interfaceBuilderAmbiguity else { return ambiguity(of: id) }
        return (design.ambiguous[id] ?? []).sorted()
    }

    /// The value of `expression` in the run-time solution: ties, conflicts and ambiguity belong
    /// to it, while `frames` may come from the canvas's own layout (a misplaced view's subviews
    /// laid out in its stored frame, an AppKit root held at its stored size).
    public func runTimeValue(of expression: LinearExpression) -> Double {
        expression.value { $0.index < values.count ? values[$0.index] : 0 }
    }

    public func interfaceBuilderAmbiguousContentSize(of id: ObjectID) -> Set<Axis> {
        (interfaceBuilderAmbiguity?.ambiguousContentSize ?? ambiguousContentSize)[id] ?? []
    }
}

/// Ambiguity as Interface Builder's canvas sees it (placeholder constraints kept).
public struct InterfaceBuilderAmbiguity: Sendable {
    public var ambiguous: [ObjectID: Set<LayoutQuantity>]
    public var ambiguousContentSize: [ObjectID: Set<Axis>]

}

/// Solves scenes: builds each scene's system and reads frames, ambiguity and conflicts off the solution.
public enum LayoutEngine {
    /// The quantities whose ambiguity a layout reports: each item's position (relative to its
    /// superview) and size, and each scroll view's content size.
    private struct Questions {
        var queries: [LinearExpression] = []
        var itemOwners: [(ObjectID, LayoutQuantity)] = []
        var contentOwners: [(ObjectID, Axis)] = []

        init(_ system: SceneSystem) {
            for item in system.items {
                guard let edges = system.variables[item.id] else { continue }
                // Positions are asked relative to the superview (its content area for a scroll view's
                // subviews), as Interface Builder does: a view pinned inside an ambiguous container is
                // not ambiguous itself, only the container is.
                let container = item.parent.flatMap { system.contentAreas[$0] ?? system.variables[$0] }
                func position(_ start: Variable, _ containerStart: Variable?) -> LinearExpression {
                    containerStart.map { LinearExpression(start) - LinearExpression($0) } ?? LinearExpression(start)
                }
                queries.append(position(edges.left, container?.left)); itemOwners.append((item.id, .minX))
                queries.append(edges.size(.horizontal)); itemOwners.append((item.id, .width))
                queries.append(position(edges.top, container?.top)); itemOwners.append((item.id, .minY))
                queries.append(edges.size(.vertical)); itemOwners.append((item.id, .height))
            }
            for (id, content) in system.contentAreas.sorted(by: { $0.key < $1.key }) {
                for axis in Axis.allCases {
                    queries.append(content.size(axis))
                    contentOwners.append((id, axis))
                }
            }
        }

        /// The system solved, with these questions asked of it.
        func solve(_ system: SceneSystem) -> LinearSolution {
            LinearSystemSolver(variableCount: system.variableCount, constraints: system.constraints.map(\.linear)).solve(queries: queries)
        }

        /// What the solution leaves free, per item and per scroll view's content.
        func answers(_ solution: LinearSolution) -> (ambiguous: [ObjectID: Set<LayoutQuantity>], contentSize: [ObjectID: Set<Axis>]) {
            var ambiguous: [ObjectID: Set<LayoutQuantity>] = [:]
            for (index, (id, quantity)) in itemOwners.enumerated() where solution.movableQueries[index] {
                ambiguous[id, default: []].insert(quantity)
            }
            var contentSize: [ObjectID: Set<Axis>] = [:]
            for (offset, (id, axis)) in contentOwners.enumerated() where solution.movableQueries[itemOwners.count + offset] {
                contentSize[id, default: []].insert(axis)
            }
            return (ambiguous, contentSize)
        }
    }

    public static func solve(_ system: SceneSystem) -> SceneLayout {
        let questions = Questions(system)
        let solution = questions.solve(system)
        let canvas = canvasSolution(system, solution) ?? solution
        let frameSolution = nonNegativeSolution(system, canvas) ?? canvas
        let (ambiguous, contentSize) = questions.answers(solution)

        var frames = relativeFrames(system, frameSolution)
        if let held = misplacedSolution(system, frameSolution) {
            let inside = held.items
            let heldFrames = relativeFrames(system, held.solution)
            for id in inside { frames[id] = heldFrames[id] }
        }
        let overfilledContentViews = contentViewsOverfilledByTheirRow(system)
        if let overfilled = overfilledRowSolution(system, overfilledContentViews) {
            let contentFrames = relativeFrames(system, overfilled.solution)
            for id in overfilled.items { frames[id] = contentFrames[id] }
        }

        let origins = system.constraints.map(\.origin)
        let conflicts = solution.conflicts.map { conflict in
            SceneConflict(constraints: conflict.tags.map { origins[$0] }, broken: origins[conflict.broken],
                          tags: conflict.tags, brokenTag: conflict.broken,
                          residual: system.constraints[conflict.broken].linear.violation(solution.value))
        }
        var layout = SceneLayout(sceneID: system.scene.id, configuration: system.configuration, metrics: system.metrics, frames: frames,
                                 ambiguous: ambiguous, ambiguousContentSize: contentSize, conflicts: conflicts,
                                 tied: solution.tiedTags.map { origins[$0] }, system: system)
        layout.values = solution.values
        layout.overfilledContentViews = overfilledContentViews
        layout.redundant = solution.redundancies.map { SceneRedundancy(constraint: origins[$0.tag], impliedBy: $0.impliedBy.map { origins[$0] }) }
        return layout
    }

    /// Each item's solved frame relative to its superview, in the file's convention.
    private static func relativeFrames(_ system: SceneSystem, _ solution: LinearSolution) -> [ObjectID: Rect] {
        var frames: [ObjectID: Rect] = [:]
        var absolute: [ObjectID: Rect] = [:]
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
            frames[item.id] = relative.snapped(toScale: system.metrics.scale).rounded()
        }
        return frames
    }

    /// Interface Builder flags a view `misplaced` when its stored frame is not the one its
    /// constraints give, and leaves the frame alone: the views inside it are laid out in the
    /// frame it has (HandBrake's misplaced table scroll views keep their clip views 2 smaller than
    /// the stored scroll view, not than the solved one, and the tables and scrollers inside agree
    /// with that; iina's QuickSettingViewController root is stored 367 wide against its
    /// `width == 360 @900` and every subview is laid out in 367). For the descendants of
    /// misplaced views, frames come from a solution that holds each misplaced view at its stored
    /// size (at `canvasPriority`), with the misplaced view's own constraints to the rest of the
    /// scene at the lowest priority. Over ../shared/corpus: 38 frames more agree, 18 fewer (10 of
    /// them in Lunar, whose misplaced roots' subviews Xcode laid out at the constraints' size);
    /// letting the outside constraints give way too (required ones made MediBand's tables 592 wide
    /// where they are stored 600): 9 more, 1 fewer (firebase's post editor, whose content view
    /// Xcode laid out at the constraints' width).
    private static func misplacedSolution(_ system: SceneSystem, _ solution: LinearSolution)
        -> (solution: LinearSolution, items: Set<ObjectID>)? {
        var held: Set<ObjectID> = []
        var stored: [CanvasConstraint] = []
        for item in system.items where item.kind == .view && item.xcode.misplaced {
            guard let frame = item.frame, let edges = system.variables[item.id] else { continue }
            // A self-sizing row's cell view is stored at the row's old height, but Interface
            // Builder lays its content out at the height the content's constraints give (HandBrake's
            // audio-filter and track-title cells: stored 97 tall, content laid out in 101).
            if item.element == .tableCellView, let parent = item.parent,
               system.items.first(where: { $0.id == parent })?.table?.usesAutomaticRowHeights == true {
                continue
            }
            let alignment = system.alignmentInsets[item.id].map(frame.inset(by:)) ?? frame
            if item.parent == nil {
                // A misplaced root's stored height is not the one its subviews were laid out in:
                // Interface Builder lays them out at the height the constraints give (Lunar's
                // popovers, iina's accessibility pane, NetNewsWire's sheets: 21 frames), and where
                // the constraints leave that height to views that have no height of their own,
                // those keep the height they show (iina's welcome window keeps its 245-point
                // recent-files list and lays everything out in 399, not the window's 400;
                // HandBrake's subtitle defaults, NetNewsWire's accounts pane, duckduckgo's
                // feedback form, ProtonVPN's quick settings: 37 frames more agree, none fewer).
                // Held just above the window's size-stay-put (500), below content priorities.
                for inner in system.descendants(of: [item.id]) where inner.kind == .view {
                    guard !IntrinsicContentSize.axes(of: inner, platform: system.metrics.platform).vertical,
                          let innerFrame = inner.frame, let innerEdges = system.variables[inner.id] else { continue }
                    let innerAlignment = system.alignmentInsets[inner.id].map(innerFrame.inset(by:)) ?? innerFrame
                    stored.append(CanvasConstraint(inner.id, innerEdges.size(.vertical) + -innerAlignment.height, .equal,
                                                   priority: storedHeightPriority))
                }
                held.insert(item.id)
            }
            for (axis, size) in [(Axis.horizontal, alignment.width), (.vertical, alignment.height)] {
                // The root's height is left to the constraints (above); its width stays held (iina's
                // quick settings, stored 367 wide against `width == 360 @900`, lay their views out
                // 367 wide). A misplaced view inside a root is held on both axes (holding only its
                // width would lose 4 frames).
                if item.parent == nil && axis == .vertical { continue }
                let expression = edges.size(axis) + -size
                guard abs(expression.value(solution.value)) > 0.25 else { continue }
                stored.append(CanvasConstraint(item.id, expression, .equal, priority: canvasPriority))
                held.insert(item.id)
            }
        }
        let inside = Set(system.descendants(of: held).map(\.id))
        guard !inside.isEmpty else { return nil }
        // The held views' own constraints to the rest of the scene are what misplaces them; on
        // the canvas they give way to the stored frame, required ones too (MediBand's tables,
        // stored 600 wide against required edges that give 592, lay their cells out 600 wide).
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
    /// weakly (AppKit's window size-stay-put, 500, see `SceneSystemBuilder.rootSizePriority`) can
    /// be resized by stronger constraints whose other members the engine models only roughly
    /// (text baselines, control metrics); when that happens, the frames come from a second
    /// solution with the stored size held at `canvasPriority`, so a modelling error stays with the
    /// views it concerns instead of moving every view laid out from the far edge of the root.
    /// Ambiguity and conflicts are those of the first solution (the run-time view).
    /// Over ../shared/corpus: 63 frames agree that did not, 12 no longer agree (22 AppKit roots in
    /// 16 files). A misplaced root's stored size is not what Xcode solved: its subviews are left
    /// to `misplacedSolution`.
    private static func canvasSolution(_ system: SceneSystem, _ solution: LinearSolution) -> LinearSolution? {
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
    /// were not there: Esri's 44-point animation rows store their 21-point labels whole and the
    /// sliders below them past the row's bottom edge, where the run-time solution squeezes the
    /// labels to a negative height. The frames of the views inside such content views come from
    /// a solution with the row's height at the lowest priority.
    private static func overfilledRowSolution(_ system: SceneSystem, _ contentViews: [ObjectID])
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
    /// canvas never gives a view a negative size (Esri's squeezed 44-point rows store a label 0
    /// tall, never less), UIKit's engine has no such bound. In the canvas's ambiguity check, a view
    /// that keeps its autoresizing mask and is stored 0 tall pins its superview's height (simplenote's
    /// popover container, no taller than 50: 3 views Xcode does not flag). PopcornTimeTV's
    /// unconstrained container view in an equal-spacing stack stops being flagged too (3 views),
    /// though not for this reason: Xcode stores it 300 tall, the design-time solution puts it at 0.
    private static func nonNegativeSizes(_ system: SceneSystem, axes: [Axis] = Axis.allCases) -> [CanvasConstraint] {
        system.items.filter { $0.kind == .view }.flatMap { item -> [CanvasConstraint] in
            guard let edges = system.variables[item.id] else { return [] }
            return axes.map { CanvasConstraint(item.id, edges.size($0), .greaterThanOrEqual, priority: 1000) }
        }
    }

    /// The frames Interface Builder shows never have a negative size (see `nonNegativeSizes`),
    /// where the run-time optimum can: an optional pull on a container is met by shrinking a
    /// view nothing sizes below zero (PopcornTimeTV's equal-spacing stack in a scroll view, fit
    /// at the fitting-size level, makes its unsized container view 1,216 points negative, the
    /// views after it stacked above the stack's top; iTerm2's command-info rows). When the run-time
    /// solution has such a size, frames come from a solution with every size at least zero;
    /// ambiguity and conflicts stay those of the run-time solution. Over ../shared/corpus it
    /// changes 18 frames in 3 scenes, all but two nearer their stored values: in iTerm2's command
    /// info 2 more agree and 2 (its stored-stale outer view and a button) no longer do.
    private static func nonNegativeSolution(_ system: SceneSystem, _ solution: LinearSolution) -> LinearSolution? {
        let negative = system.items.contains { item in
            guard item.kind == .view, let edges = system.variables[item.id] else { return false }
            return Axis.allCases.contains { edges.size($0).value(solution.value) < -0.25 }
        }
        guard negative else { return nil }
        return system.adding(canvas: nonNegativeSizes(system)).solve()
    }

    /// Table cell content views whose required vertical constraints cannot all hold at the row
    /// height the table gives them, by more than half a point, with no view shorter than zero:
    /// Interface Builder flags the content view (and only it). Over ../shared/corpus, measured by
    /// a helper on all 243 constrained content views: this separates the 6 Xcode flags from the
    /// 237 unflagged with one exception, WordPressAuthenticator's Gravatar cell (Xcode 14, 4 pt
    /// over through a stack view, unflagged). Esri's four 44-point rows are over only because
    /// their labels cannot be negative (Xcode stores a squeezed label at 0, not below). Views
    /// squeezed below their content at optional priorities, and horizontal overflows
    /// (openfoodfacts' attribute cell, 310 pt), are not flagged.
    private static func contentViewsOverfilledByTheirRow(_ system: SceneSystem) -> [ObjectID] {
        guard system.items.contains(where: { $0.element == .tableViewCellContentView }) else { return [] }
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
    /// ambiguous (iina's filter and history windows: the only two such content views in the
    /// corpus, both flagged, their subviews not). The run-time system keeps the window's frame.
    private static func windowContentViewsPlacedByConstraints(_ system: SceneSystem) -> [ObjectID] {
        system.items.filter { $0.parent == nil && $0.role == .contentView && !$0.translatesAutoresizingMaskIntoConstraints }.map(\.id)
    }

    /// Clip views that do not translate their autoresizing masks yet take part in constraints
    /// (to their document view): NSScrollView tiles its clip view whatever its flag says, and the
    /// run-time system places it so (`SceneSystemBuilder`), but Interface Builder lays it out by
    /// constraints, none of which reach the scroll view, and flags it: iina's playlist and
    /// subtitle choosers, 3 of 3; the 2 such clip views without constraints (simplenote's
    /// metrics, iina's inspector) are not flagged.
    private static func constrainedClipViews(_ system: SceneSystem, _ scene: Scene, _ configuration: TraitKey) -> [ObjectID] {
        let byID = Dictionary(system.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return system.items.filter { item in
            guard item.element == .clipView, !item.translatesAutoresizingMaskIntoConstraints, !item.hasFixedFrame,
                  let parent = item.parent, byID[parent]?.element == .scrollView else { return false }
            return scene.constraints.contains { $0.installation.isInstalled(in: configuration) && $0.mentions(item.id) }
        }.map(\.id)
    }

    /// `keepsPlaceholders`: solve Interface Builder's design-time system (see
    /// `SceneSystemBuilder.keepsPlaceholders`).
    public static func solve(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size? = nil,
                             keepsPlaceholders: Bool = false) -> SceneLayout {
        solve(SceneSystemBuilder.build(document: document, scene: scene, configuration: configuration, rootSize: rootSize,
                                       keepsPlaceholders: keepsPlaceholders))
    }

    /// Only the ambiguity of a system, for the second looks Interface Builder's verdict takes:
    /// no frames, canvas or misplaced-view solutions, which those looks do not use.
    private static func ambiguity(_ system: SceneSystem) -> (ambiguous: [ObjectID: Set<LayoutQuantity>], contentSize: [ObjectID: Set<Axis>]) {
        let questions = Questions(system)
        return questions.answers(questions.solve(system))
    }

    /// Adds `interfaceBuilderAmbiguity` to a layout: the scene solved again as Interface Builder's
    /// canvas solves it when it decides `ambiguous="YES"`, with the placeholder constraints
    /// installed in its configuration and no view smaller than zero (`nonNegativeSizes`). A layout
    /// whose verdict is the run time's is left as it is.
    ///
    /// Interface Builder also reports content-priority ambiguity that the stored sizes hide: the
    /// intrinsic sizes layoutlint uses are the stored frames, so views that share a fixed length
    /// (two labels between pinned edges) fit it exactly and no tie shows, while Interface Builder,
    /// which measures the real text, flags them when their hugging or compression resistance is
    /// equal (it does so even when the text fits exactly: two 21-pt labels in a 200-pt chain that
    /// needs exactly 42). So a UIKit scene is also solved with every intrinsic size 1 pt smaller
    /// (a stretched view's real content is smaller than its frame, never larger), and what is
    /// ambiguous then counts too. Measured over the corpus: 15 views Xcode flags are found this
    /// way, 20 views it does not flag are added (10 in cells, whose height layoutlint fixes where a
    /// self-sizing cell follows its content). Growing the sizes by 1 pt as well found 11 more
    /// flagged views but added 68 unflagged ones (a stretched text field is not squeezed by its
    /// content); AppKit documents are left out: 29 unflagged views and none flagged, since their
    /// windows are held at their stored size at 500 while Interface Builder's are not.
    /// That second look measures the labels whose font it knows (San Francisco: the system font,
    /// iOS text styles) instead of guessing: a one-line label is one line tall, and a label stored
    /// shorter than one line was squeezed (`IntrinsicContentSize.measuredLabelHeight`).
    /// pocket-casts' podcast heading stores a 31-point title 3 tall,
    /// and the rows its stack squeezes with it are the 14 views Interface Builder flags there;
    /// simplenote's sort bar and NetNewsWire's blog header stack two one-line labels whose lines
    /// need more than their fixed length, so compression resistance settles them (4 views the
    /// guess flagged and Xcode does not). An AppKit scene gets a look with its label-style text
    /// fields measured (no shrinking): 2 views Xcode flags more (ProtonVPN's upgrade features),
    /// none it does not.
    public static func addInterfaceBuilderAmbiguity(to layout: inout SceneLayout, document: Document, scene: Scene) {
        let configuration = layout.configuration
        let rootSize = screen(for: configuration, saved: savedConfiguration(of: document), platform: document.platform)
        let hasPlaceholders = scene.constraints.contains { $0.isPlaceholder && $0.installation.isInstalled(in: configuration) }
        // The canvas's system: the run-time one unless placeholder constraints are to be kept,
        // with no view smaller than zero.
        let designTime = hasPlaceholders
            ? SceneSystemBuilder.build(document: document, scene: scene, configuration: configuration, rootSize: rootSize, keepsPlaceholders: true)
            : layout.system
        var (ambiguous, contentSize) = ambiguity(designTime.adding(canvas: nonNegativeSizes(designTime)))
        if document.platform != .macOS {
            let shrunkSystem = SceneSystemBuilder.build(document: document, scene: scene, configuration: configuration,
                                                        rootSize: rootSize, keepsPlaceholders: true, intrinsicSizeOffset: -1,
                                                        measuresLabelText: true)
            let shrunk = ambiguity(shrunkSystem.adding(canvas: nonNegativeSizes(shrunkSystem)))
            for (id, quantities) in shrunk.ambiguous { ambiguous[id, default: []].formUnion(quantities) }
            let overfilled = hasPlaceholders ? contentViewsOverfilledByTheirRow(designTime) : layout.overfilledContentViews
            for id in overfilled { ambiguous[id, default: []].insert(.height) }
        }
        if document.platform == .macOS {
            // The canvas measures label-style text fields: a stored height that is not their
            // line's can hide a tie the line makes.
            let measuredSystem = SceneSystemBuilder.build(document: document, scene: scene, configuration: configuration,
                                                          rootSize: rootSize, keepsPlaceholders: hasPlaceholders, measuresLabelText: true)
            let measured = ambiguity(measuredSystem.adding(canvas: nonNegativeSizes(measuredSystem)))
            for (id, quantities) in measured.ambiguous { ambiguous[id, default: []].formUnion(quantities) }
            for id in windowContentViewsPlacedByConstraints(layout.system) + constrainedClipViews(layout.system, scene, configuration) {
                ambiguous[id, default: []].formUnion(LayoutQuantity.allCases)
            }
        }
        if SavingXcode(document).isXcode26 {
            for id in constrainedViewsInCellsBelowTheirTable(layout.system) {
                ambiguous[id, default: []].formUnion(LayoutQuantity.allCases)
            }
        }
        contentSize = contentSize.filter { checksContentSize(of: $0.key, layout.system, scene, document) }
        if SavingXcode(document).isXcode7OrEarlier {
            for (id, quantities) in constrainedContentOfAmbiguousScrollViews(contentSize, layout.system, scene) {
                ambiguous[id, default: []].formUnion(quantities)
            }
        }
        guard ambiguous != layout.ambiguous || contentSize != layout.ambiguousContentSize else { return }
        layout.interfaceBuilderAmbiguity = InterfaceBuilderAmbiguity(ambiguous: ambiguous, ambiguousContentSize: contentSize)
    }

    /// Whether Interface Builder checks a scroll view's content size: only a UIScrollView whose
    /// content Auto Layout places, one with content layout guides or constraints between it (or
    /// its guides) and its subviews. Table, collection and text views size their own content, and
    /// AppKit documents keep their own frames; counting every undetermined content size instead
    /// adds some 300 views Xcode does not flag over the corpus. An empty UIScrollView counts from
    /// Xcode 11 (tools 15000) on, the Xcode of content layout guides: the 7 empty ones in files
    /// saved by later Xcodes (pocket-casts, IBDecodable, IBLinter, NetNewsWire) are all flagged,
    /// the 18 in files of Xcode 10 and before none.
    private static func checksContentSize(of id: ObjectID, _ system: SceneSystem, _ scene: Scene, _ document: Document) -> Bool {
        guard document.platform != .macOS, system.items.first(where: { $0.id == id })?.element == .scrollView else { return false }
        let children = system.items.filter { $0.parent == id }
        let guides = children.filter { !$0.kind.isView }
        if guides.contains(where: { $0.kind == .layoutGuide(.contentLayoutGuide) }) { return true }
        let subviews = Set(children.filter { $0.kind.isView }.map(\.id))
        if subviews.isEmpty { return SavingXcode(document).checksEmptyScrollContent }
        let owners = Set(guides.map(\.id)).union([id])
        return scene.constraints.contains { constraint in
            owners.contains(where: constraint.mentions) && subviews.contains(where: constraint.mentions)
        }
    }

    /// Xcode 7 (tools before 11000) flags every constrained view in a scroll view whose content
    /// size it cannot determine, not only the views that size the content: Emergence's show
    /// screen (tvOS, tools 10117) flags the stack, labels and collection views laid out from the
    /// content's top as well as the views whose heights leave the content's height open. Views
    /// inside table and collection cells are laid out by their cells and are not flagged there.
    /// The position along each undetermined axis is what is reported.
    private static func constrainedContentOfAmbiguousScrollViews(_ contentSize: [ObjectID: Set<Axis>], _ system: SceneSystem,
                                                                 _ scene: Scene) -> [ObjectID: Set<LayoutQuantity>] {
        var result: [ObjectID: Set<LayoutQuantity>] = [:]
        let cells = Set(system.items.filter { $0.element == .tableViewCell || $0.element == .collectionViewCell }.map(\.id))
        let insideCells = Set(system.descendants(of: cells).map(\.id)).union(cells)
        for (scrollView, axes) in contentSize.sorted(by: { $0.key < $1.key }) {
            let quantities = Set(axes.map { $0 == .horizontal ? LayoutQuantity.minX : .minY })
            for item in system.descendants(of: [scrollView])
            where item.kind.isView && !insideCells.contains(item.id) && !item.translatesAutoresizingMaskIntoConstraints
                && scene.constraints.contains(where: { $0.mentions(item.id) }) {
                result[item.id, default: []].formUnion(quantities)
            }
        }
        return result
    }

    /// Xcode 26's canvas lays out only the cells a table shows: in a cell that reaches past the
    /// bottom (or side) of its table's stored frame, every view placed by constraints is flagged
    /// ambiguous, whatever its constraints. IQKeyboardManager's static table repeats one text-field
    /// cell and one text-view cell: the 6 copies inside the table's 896 points are not flagged, the
    /// 11 from the one crossing its bottom edge on are; NetNewsWire's Settings flags all 8 views of
    /// its 3 cells below the table. Files of earlier Xcodes (Kingfisher at 23727, Hero at 15400,
    /// PopcornTimeTV at 14460) do not flag such cells. Run-time ambiguity is not affected.
    private static func constrainedViewsInCellsBelowTheirTable(_ system: SceneSystem) -> [ObjectID] {
        var tableBounds: [ObjectID: Rect] = [:]
        for table in system.items where table.element == .tableView { tableBounds[table.id] = table.frame }
        let cellsBelow = system.items.filter { cell in
            guard cell.element == .tableViewCell, let frame = cell.frame, let bounds = cell.parent.flatMap({ tableBounds[$0] }) else { return false }
            return frame.y + frame.height > bounds.height + 0.5 || frame.x + frame.width > bounds.width + 0.5
        }
        return system.descendants(of: Set(cellsBelow.map(\.id)))
            .filter { $0.kind.isView && !$0.translatesAutoresizingMaskIntoConstraints }
            .map(\.id)
    }

    /// The size class the document was saved in: that of its first root view's stored size.
    public static func savedConfiguration(of document: Document) -> TraitKey {
        guard document.platform == .iOS || document.platform == .unknown else { return .any }
        for scene in document.scenes {
            for item in scene.items where item.parent == nil && item.kind == .view {
                if let frame = item.frame { return DeviceMetrics.traits(of: Size(width: frame.width, height: frame.height), platform: document.platform) }
            }
        }
        return TraitKey(width: .compact, height: .regular)
    }

    /// The configurations to solve: every final size class when the document has variations
    /// (`SizeClassConfigurations`, the same set the rules report against), else the saved one.
    /// AppKit documents have no size classes.
    public static func configurations(of document: Document, all: Bool) -> [TraitKey] {
        let saved = savedConfiguration(of: document)
        guard all, document.platform == .iOS || document.platform == .unknown else { return [saved] }
        let configurations = SizeClassConfigurations(document: document)
        return configurations.isUniform ? [saved] : configurations.all
    }

    /// Solves a scene in a configuration: at its stored size when that is the saved size class,
    /// else at a representative screen of the size class.
    public static func solve(document: Document, scene: Scene, configuration: TraitKey) -> SceneLayout {
        solve(document: document, scene: scene, configuration: configuration,
              rootSize: screen(for: configuration, saved: savedConfiguration(of: document), platform: document.platform))
    }

    /// The screen a configuration is solved on: nil (the stored size) for the saved one, else a
    /// representative screen of its size class.
    public static func screen(for configuration: TraitKey, saved: TraitKey, platform: Platform) -> Size? {
        configuration == saved ? nil : DeviceMetrics.representativeScreen(for: configuration, platform: platform)
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
