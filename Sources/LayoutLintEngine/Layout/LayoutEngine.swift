import LayoutLintModel

/// Solves scenes: builds each scene's system and reads frames, ambiguity and conflicts off the solution.
public enum LayoutEngine {
    /// The quantities whose ambiguity a layout reports: each item's position (relative to its
    /// superview) and size, and each scroll view's content size.
    struct Questions {
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
        func solve(_ system: SceneSystem, keepingTableaux: Bool = false) -> LinearSolution {
            LinearSystemSolver(variableCount: system.variableCount, constraints: system.constraints.map(\.linear))
                .solve(queries: queries, keepingTableaux: keepingTableaux)
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
        let solution = questions.solve(system, keepingTableaux: true)
        // Past the work budget the solution is not the scene's: no verdict rests on it, and the
        // further solves (canvas, non-negative sizes) would each spend a budget of their own.
        guard !solution.isCutShort else { return cutShort(system, solution) }
        let (ambiguous, contentSize) = questions.answers(solution)
        // Frames are the canvas's: self-sizing rows at their stored heights, hidden arranged
        // views at the size their required constraints give (ambiguity and conflicts stay the
        // run time's).
        let design = system.canvasDesign()
        let designSystem = design ?? system
        let designSolution = design?.solve() ?? solution
        let canvas = canvasSolution(designSystem, designSolution) ?? designSolution
        let frameSolution = nonNegativeSolution(designSystem, canvas) ?? canvas

        var frames = relativeFrames(designSystem, frameSolution)
        if let held = misplacedSolution(designSystem, frameSolution) {
            let inside = held.items
            let heldFrames = relativeFrames(designSystem, held.solution)
            for id in inside { frames[id] = heldFrames[id] }
        }
        let overfilledContentViews = contentViewsOverfilledByTheirRow(designSystem, solved: designSolution)
        if let overfilled = overfilledRowSolution(designSystem, overfilledContentViews) {
            let contentFrames = relativeFrames(designSystem, overfilled.solution)
            for id in overfilled.items { frames[id] = contentFrames[id] }
        }

        let origins = system.constraints.map(\.origin)
        let conflicts = solution.conflicts.map { conflict in
            SceneConflict(constraints: conflict.tags.map { origins[$0] }, broken: origins[conflict.broken],
                          tags: conflict.tags, brokenTag: conflict.broken,
                          residual: system.constraints[conflict.broken].linear.violation(solution.value),
                          isMinimal: conflict.isMinimal)
        }
        var layout = SceneLayout(sceneID: system.scene.id, configuration: system.configuration, metrics: system.metrics, frames: frames,
                                 ambiguous: ambiguous, ambiguousContentSize: contentSize, conflicts: conflicts,
                                 tied: tiesBesidesTheGridModel(system, solution.tiedTags).map { origins[$0] }, system: system)
        layout.values = solution.values
        let isAmbiguous = ambiguous.values.contains { !$0.isEmpty } || contentSize.values.contains { !$0.isEmpty }
        layout.tableaux = isAmbiguous ? solution.tableaux : nil
        layout.overfilledContentViews = overfilledContentViews
        layout.redundant = solution.redundancies.map { SceneRedundancy(constraint: origins[$0.tag], impliedBy: $0.impliedBy.map { origins[$0] }) }
        return layout
    }

    /// A scene whose solve ran out of its work budget (`WorkBudget.solve`): its frames as stored,
    /// nothing ambiguous, no conflict; `isCutShort` tells the rules to leave it out.
    private static func cutShort(_ system: SceneSystem, _ solution: LinearSolution) -> SceneLayout {
        var layout = SceneLayout(sceneID: system.scene.id, configuration: system.configuration, metrics: system.metrics,
                                 frames: [:], ambiguous: [:], ambiguousContentSize: [:], conflicts: [], tied: [], system: system)
        layout.values = solution.values
        layout.isCutShort = true
        return layout
    }

    /// `keepsPlaceholders`: solve Interface Builder's design-time system (see
    /// `SceneSystemBuilder.keepsPlaceholders`); `options`: the engine's settings; `sharing`: the
    /// scene's solves in other configurations, whose layout is taken again where the system is alike;
    /// `xcode`: the document's `SavingXcode`, read here when not given (a caller solving many
    /// scenes of one document reads it once).
    public static func solve(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size? = nil,
                             keepsPlaceholders: Bool = false, options: EngineOptions = EngineOptions(),
                             sharing solves: SharedSolves? = nil, xcode: SavingXcode? = nil) -> SceneLayout {
        let xcode = xcode ?? SavingXcode(document)
        let build = { (wrapped: [ObjectID: Double], stored: [ObjectID: Set<Axis>]) in
            SceneSystemBuilder.build(document: document, scene: scene, configuration: configuration, rootSize: rootSize,
                                     keepsPlaceholders: keepsPlaceholders, options: options, wrappedTextWidths: wrapped,
                                     storedAtMeasuredSize: stored, xcode: xcode)
        }
        let first = build([:], [:])
        let measured = wrappingText(solves?.solve(first) ?? solve(first), rebuild: { build($0, [:]) })
        let layout = refiningUncontestedContentSizes(measured, rebuild: { build(measured.system.wrappedTextWidths, $0) })
        guard !keepsPlaceholders else { return layout }
        return placingFreeViewsByPlaceholders(layout, scene: scene) {
            solve(document: document, scene: scene, configuration: configuration, rootSize: rootSize,
                  keepsPlaceholders: true, options: options, xcode: xcode)
        }
    }

    /// Interface Builder's canvas lays a scene out with its placeholder constraints ("Remove at
    /// build time") in force: they exist so that the canvas, not the app, has a size or a place
    /// for a view whose run-time frame comes from code. Where the run time (placeholders
    /// removed) leaves a view's frame free, the solver's value for it is arbitrary (a free width
    /// comes out 0); the frame the file stores is the canvas's, the one the placeholders give.
    /// So the views the run time leaves free that the scene solved with its placeholders
    /// determines, and the views inside them, take their frames from that solve. Ambiguity and
    /// conflicts stay the run time's, and so do the frames of every view the run time determines
    /// (a placeholder that disagrees with them is what `MisplacedViewRule` reports). Nothing
    /// changes when the placeholders add a conflict (the canvas then breaks one of them, which
    /// the stored frames do not say) or a solve ran out of its work budget.
    ///
    /// The placeholder solve is kept in the result (`designedWithPlaceholders`), for the rules
    /// that compare the run time with the canvas (`SceneLayout.keptDesignedLayout()`).
    static func placingFreeViewsByPlaceholders(_ layout: SceneLayout, scene: Scene,
                                               designed: () -> SceneLayout) -> SceneLayout {
        guard !layout.isCutShort,
              scene.constraints.contains(where: { $0.isPlaceholder && $0.installation.isInstalled(in: layout.configuration) }) else {
            return layout
        }
        let free = layout.ambiguous.filter { !$0.value.isEmpty }.keys
        guard !free.isEmpty else { return layout }
        var result = layout
        let meter = WorkScope.conflictMeter
        let before = meter?.spent ?? 0
        let canvas = designed()
        // A solve that ran the meter past its budget decided by it; a later one could not repeat that.
        if let meter, !meter.isExhausted {
            result.designedWithPlaceholders = DesignedLayout(layout: canvas, conflictWork: meter.spent - before)
        }
        guard !canvas.isCutShort, canvas.conflicts.count <= layout.conflicts.count else { return result }
        let placed = Set(free.filter { canvas.ambiguous[$0]?.isEmpty ?? true })
        guard !placed.isEmpty else { return result }
        for id in placed.union(layout.system.descendants(of: placed).map(\.id)) {
            if let frame = canvas.frames[id] { result.frames[id] = frame }
        }
        return result
    }

    /// Only the ambiguity of a system, for the second looks Interface Builder's verdict takes:
    /// no frames, canvas or misplaced-view solutions, which those looks do not use.
    static func ambiguity(_ system: SceneSystem) -> (ambiguous: [ObjectID: Set<LayoutQuantity>], contentSize: [ObjectID: Set<Axis>]) {
        let questions = Questions(system)
        return questions.answers(questions.solve(system))
    }

    /// The size class the document was saved in: that of the device it was last shown as
    /// (`<device id=… orientation=…>`): Interface Builder's canvas applies that device's traits to
    /// every scene, whatever its root's size (a 414×44 cell xib shown as a portrait iPhone is
    /// compact × regular, not the compact height its short root would say). A document naming no
    /// known device: that of its first root view's stored size.
    public static func savedConfiguration(of document: Document) -> TraitKey {
        guard document.platform == .iOS || document.platform == .unknown else { return .any }
        if let screen = DeviceMetrics.screen(of: document.device, platform: document.platform) {
            return DeviceMetrics.traits(of: screen, platform: document.platform)
        }
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
    public static func solve(document: Document, scene: Scene, configuration: TraitKey,
                             options: EngineOptions = EngineOptions()) -> SceneLayout {
        solve(document: document, scene: scene, configuration: configuration,
              rootSize: screen(for: configuration, saved: savedConfiguration(of: document), platform: document.platform),
              options: options)
    }

    /// The screen a configuration is solved on: nil (the stored size) for the saved one, else a
    /// representative screen of its size class.
    public static func screen(for configuration: TraitKey, saved: TraitKey, platform: Platform) -> Size? {
        configuration == saved ? nil : DeviceMetrics.representativeScreen(for: configuration, platform: platform)
    }
}
