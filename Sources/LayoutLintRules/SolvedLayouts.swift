import LayoutLintEngine
import LayoutLintModel

/// A scene solved in one of the configurations findings are reported against.
public struct SolvedConfiguration: Sendable {
    /// The key findings name: one of `SizeClassConfigurations.all` (`.any` for a uniform document).
    public var key: TraitKey
    public var layout: SceneLayout
    /// The screen the scene's root was given; nil: its stored size.
    public var rootSize: Size?
}

extension LintContext {
    /// The configurations rules evaluate, after `LintOptions.sizeClasses` narrowed them.
    public var configurations: SizeClassConfigurations { cache.configurations(of: document) }

    /// Every scene solved once per configuration (a uniform document: once, in its saved size
    /// class and at its stored size), computed on first use and shared by every rule.
    public func solved(_ scene: Scene) -> [SolvedConfiguration] {
        cache.solved(scene, document: document, options: options)
    }

    /// The scene's look-ups (`SceneIndex`), built once and shared by every rule: building one
    /// hashes every id of the scene.
    public func index(_ scene: Scene) -> SceneIndex {
        cache.index(scene)
    }

    /// The scene's names (`ConstraintWording`, disambiguating), built once and shared by every rule.
    public func constraintWording(_ scene: Scene) -> ConstraintWording {
        cache.constraintWording(scene)
    }

    /// The scene's console-log wording in the configuration of `solved`, built on first use and
    /// shared by the rules that quote conflicts and ties.
    public func consoleLogWording(_ scene: Scene, _ solved: SolvedConfiguration) -> ConsoleLogWording {
        cache.consoleLogWording(scene, solved, index: index(scene), wording: constraintWording(scene))
    }

    /// The root causes of the scene's ambiguity in the configuration of `solved`, with the
    /// assumptions every rule makes (`AmbiguityWording.assumptions`): computed once, as it
    /// re-solves the scene, and shared by ambiguous-layout and scroll-content-size.
    public func ambiguityExplanation(_ scene: Scene, _ solved: SolvedConfiguration) -> AmbiguityExplanation {
        cache.ambiguityExplanation(scene, solved)
    }

    /// Whether solving the scene ran out of its work budget (`WorkBudget.solve`): `solved` then
    /// gives no configuration, so no rule reports on it.
    public func isCutShort(_ scene: Scene) -> Bool {
        _ = solved(scene)
        return cache.cutShort.contains(SceneKey(scene))
    }

    /// The scene solved, in the configuration of `solved`, on every other catalogued screen of its
    /// size class (`DeviceCatalog`), to tell on which devices a conflict the screen takes part in
    /// happens. Empty unless the root is a full iOS screen.
    public func otherScreens(_ scene: Scene, _ solved: SolvedConfiguration) -> [(device: DeviceCatalog.Device, layout: SceneLayout)] {
        cache.otherScreens(scene, solved, document: document)
    }

    /// What Interface Builder's canvas finds ambiguous in the scene, in the configuration of
    /// `solved` (`LayoutEngine.addInterfaceBuilderAmbiguity`, which solves the scene again as the
    /// canvas does): computed once beside the solved layouts and shared by every rule.
    public func canvasAmbiguity(_ scene: Scene, _ solved: SolvedConfiguration) -> [ObjectID: Set<LayoutQuantity>] {
        cache.canvasAmbiguity(scene, solved, document: document)
    }

    /// The scene as Interface Builder lays it out, placeholder constraints ("Remove at build
    /// time") included, in the configuration of `solved`; nil when the scene has none (it is then
    /// the same as `solved.layout`).
    public func asDesigned(_ scene: Scene, _ solved: SolvedConfiguration) -> SceneLayout? {
        guard scene.constraints.contains(where: \.isPlaceholder) else { return nil }
        return cache.asDesigned(scene, solved, document: document)
    }
}

/// A scene in the cache: its id and where it starts. Ids are unique in an intact document, but
/// a damaged one can hold two scenes (two top-level views of a xib) under one id, and the second
/// must not be answered with the first one's solves.
struct SceneKey: Hashable {
    let id: ObjectID
    let location: SourceLocation

    init(_ scene: Scene) {
        id = scene.id
        location = scene.location
    }
}

/// Lazily computed analyses of one document. Not shared between threads: each document is linted
/// by one thread with its own context.
final class AnalysisCache {
    private var sizeClasses: SizeClassConfigurations?
    private var saved: TraitKey?
    private var layouts: [SceneKey: [SolvedConfiguration]] = [:]

    private var savingXcode: SavingXcode?

    /// What the document tells of the Xcode that saved it, read once for every solve of the
    /// document (reading it looks at every view and constraint).
    func xcode(of document: Document) -> SavingXcode {
        if let savingXcode { return savingXcode }
        let read = SavingXcode(document)
        savingXcode = read
        return read
    }

    func configurations(of document: Document) -> SizeClassConfigurations {
        if let sizeClasses { return sizeClasses }
        let computed = SizeClassConfigurations(document: document)
        sizeClasses = computed
        return computed
    }

    /// Per scene: the budget its solves share for shrinking conflicts (see `WorkScope`).
    private var conflictMeters: [SceneKey: WorkMeter] = [:]

    private func withinBudget<T>(of scene: Scene, _ work: () -> T) -> T {
        let meter = conflictMeters[SceneKey(scene)] ?? WorkMeter(budget: WorkBudget.minimalConflicts)
        conflictMeters[SceneKey(scene)] = meter
        return WorkScope.$conflictMeter.withValue(meter, operation: work)
    }

    func solved(_ scene: Scene, document: Document, options: LintOptions) -> [SolvedConfiguration] {
        if let known = layouts[SceneKey(scene)] { return known }
        return withinBudget(of: scene) { solveEveryConfiguration(scene, document: document, options: options) }
    }

    private func solveEveryConfiguration(_ scene: Scene, document: Document, options: LintOptions) -> [SolvedConfiguration] {
        let configurations = configurations(of: document)
        let saved = self.saved ?? LayoutEngine.savedConfiguration(of: document)
        self.saved = saved
        var result: [SolvedConfiguration] = []
        let solves = SharedSolves()
        let xcode = xcode(of: document)
        func layout(_ configuration: TraitKey, _ rootSize: Size?) -> SceneLayout {
            LayoutEngine.solve(document: document, scene: scene, configuration: configuration, rootSize: rootSize,
                               options: options.engine, sharing: solves, xcode: xcode)
        }
        let isTouch = document.platform == .iOS || document.platform == .unknown
        for key in configurations.all where options.evaluates(key) {
            if let device = options.device, isTouch {
                // The configured device, turned to the orientation that has the size class; a
                // size class the device never has is solved on a representative screen.
                let screen = DeviceMetrics.screen(ofDevice: device, in: key)
                    ?? DeviceMetrics.representativeScreen(for: key, platform: document.platform)
                let configuration = key == .any ? screen.map { DeviceMetrics.traits(of: $0, platform: document.platform) } ?? saved : key
                result.append(SolvedConfiguration(key: key, layout: layout(configuration, screen), rootSize: screen))
                continue
            }
            // A uniform document is solved as saved; a final size class at its stored size when it
            // is the saved one, else on a representative screen of that class.
            let configuration = key == .any ? saved : key
            let screen = LayoutEngine.screen(for: configuration, saved: saved, platform: document.platform)
            let solved = layout(configuration, screen)
            result.append(SolvedConfiguration(key: key, layout: solved, rootSize: screen))
            if solved.isCutShort { break }
        }
        // A scene past its work budget in any configuration is left out of every rule (the
        // unmodelled-feature rule notes it): no verdict may rest on a partial solve.
        if result.contains(where: \.layout.isCutShort) {
            cutShort.insert(SceneKey(scene))
            result = []
        }
        layouts[SceneKey(scene)] = result
        return result
    }

    private var indexes: [SceneKey: SceneIndex] = [:]

    func index(_ scene: Scene) -> SceneIndex {
        if let known = indexes[SceneKey(scene)] { return known }
        let index = SceneIndex(scene)
        indexes[SceneKey(scene)] = index
        return index
    }

    private var names: [SceneKey: ConstraintWording] = [:]

    func constraintWording(_ scene: Scene) -> ConstraintWording {
        if let known = names[SceneKey(scene)] { return known }
        let wording = ConstraintWording(scene: scene)
        names[SceneKey(scene)] = wording
        return wording
    }

    private var wordings: [SceneKey: [TraitKey: ConsoleLogWording]] = [:]

    func consoleLogWording(_ scene: Scene, _ solved: SolvedConfiguration, index: SceneIndex,
                           wording: ConstraintWording) -> ConsoleLogWording {
        if let known = wordings[SceneKey(scene)]?[solved.key] { return known }
        let log = ConsoleLogWording(layout: solved.layout, index: index, wording: wording)
        wordings[SceneKey(scene), default: [:]][solved.key] = log
        return log
    }
    /// Scenes whose solve ran out of its work budget (see `solved`).
    private(set) var cutShort: Set<SceneKey> = []

    private var explanations: [SceneKey: [TraitKey: AmbiguityExplanation]] = [:]
    private var assumptions: [SceneKey: [ObjectID: Set<LayoutQuantity>]] = [:]

    func ambiguityExplanation(_ scene: Scene, _ solved: SolvedConfiguration) -> AmbiguityExplanation {
        if let known = explanations[SceneKey(scene)]?[solved.key] { return known }
        let assumed = assumptions[SceneKey(scene)] ?? AmbiguityWording.assumptions(scene)
        assumptions[SceneKey(scene)] = assumed
        let explanation = withinBudget(of: scene) { solved.layout.explainAmbiguity(assumingDetermined: assumed) }
        explanations[SceneKey(scene), default: [:]][solved.key] = explanation
        return explanation
    }

    private var screens: [SceneKey: [TraitKey: [(device: DeviceCatalog.Device, layout: SceneLayout)]]] = [:]

    func otherScreens(_ scene: Scene, _ solved: SolvedConfiguration, document: Document) -> [(device: DeviceCatalog.Device, layout: SceneLayout)] {
        if let known = screens[SceneKey(scene)]?[solved.key] { return known }
        var result: [(device: DeviceCatalog.Device, layout: SceneLayout)] = []
        let metrics = solved.layout.metrics
        if (document.platform == .iOS || document.platform == .unknown) && metrics.isScreen {
            for device in DeviceCatalog.screens(in: solved.key, fallback: metrics.screen) where device.screen != metrics.screen {
                let layout = withinBudget(of: scene) {
                    LayoutEngine.solve(document: document, scene: scene, configuration: solved.layout.configuration, rootSize: device.screen,
                                       options: solved.layout.system.options, xcode: xcode(of: document))
                }
                result.append((device, layout))
            }
        }
        screens[SceneKey(scene), default: [:]][solved.key] = result
        return result
    }

    private var canvases: [SceneKey: [TraitKey: [ObjectID: Set<LayoutQuantity>]]] = [:]

    func canvasAmbiguity(_ scene: Scene, _ solved: SolvedConfiguration, document: Document) -> [ObjectID: Set<LayoutQuantity>] {
        if let known = canvases[SceneKey(scene)]?[solved.key] { return known }
        var canvas = solved.layout
        LayoutEngine.addInterfaceBuilderAmbiguity(to: &canvas, document: document, scene: scene)
        let ambiguous = canvas.interfaceBuilderAmbiguity?.ambiguous ?? canvas.ambiguous
        canvases[SceneKey(scene), default: [:]][solved.key] = ambiguous
        return ambiguous
    }

    private var designed: [SceneKey: [TraitKey: SceneLayout]] = [:]

    func asDesigned(_ scene: Scene, _ solved: SolvedConfiguration, document: Document) -> SceneLayout {
        if let known = designed[SceneKey(scene)]?[solved.key] { return known }
        // The run-time solve keeps the placeholder solve where it needed it for its frames.
        let layout = withinBudget(of: scene) {
            solved.layout.keptDesignedLayout()
                ?? LayoutEngine.solve(document: document, scene: scene, configuration: solved.layout.configuration,
                                      rootSize: solved.rootSize, keepsPlaceholders: true, options: solved.layout.system.options,
                                      xcode: xcode(of: document))
        }
        designed[SceneKey(scene), default: [:]][solved.key] = layout
        return layout
    }
}

extension Scene {
    /// The scene as Interface Builder lays it out (placeholder constraints, "Remove at build
    /// time", kept) except `removed`, which is dropped as at run time.
    func keepingPlaceholders(except removed: ObjectID) -> Scene {
        keepingPlaceholders(except: [removed])
    }

    /// The same with several placeholders dropped.
    func keepingPlaceholders(except removed: Set<ObjectID>) -> Scene {
        var scene = self
        for index in scene.constraints.indices { scene.constraints[index].isPlaceholder = removed.contains(scene.constraints[index].id) }
        return scene
    }
}

extension LintOptions {
    /// Whether the configuration file's `size_classes` (Interface Builder variation keys) cover
    /// `key`: `default` or a partial key covers every final size class it applies to.
    func evaluates(_ key: TraitKey) -> Bool {
        guard let sizeClasses, key != .any else { return true }
        return sizeClasses.contains { text in
            guard let selected = TraitKey(ibKey: text) else { return false }
            return selected.applies(to: key)
        }
    }
}
