import LayoutLintModel

/// The layouts of one scene in several configurations, solved once per distinct system: a size
/// class that changes nothing the solve reads (same constraints, variables, items, stored frames
/// and pixel scale) lays the scene out exactly as one solved before, so that layout is taken
/// again under the new configuration's name, metrics and system. Common for table cells and
/// other freeform roots of documents with size-class variations, which no screen resizes.
///
/// Work budgets decide as a new solve would: the scene's conflict meter (`WorkScope`) is charged
/// what the first solve spent on it, and when it cannot afford that the system is solved again.
public final class SharedSolves {
    private var solved: [(system: SceneSystem, layout: SceneLayout, conflictWork: Int)] = []

    public init() {}

    /// `system`'s layout, solved or taken from an earlier system of the same scene that solves alike.
    public func solve(_ system: SceneSystem) -> SceneLayout {
        guard let meter = WorkScope.conflictMeter else { return LayoutEngine.solve(system) }
        if let earlier = solved.first(where: { $0.system.solvesAlike(system) }),
           meter.spent + earlier.conflictWork <= meter.budget {
            meter.spend(earlier.conflictWork)
            var layout = earlier.layout
            layout.configuration = system.configuration
            layout.metrics = system.metrics
            layout.system = system
            return layout
        }
        let before = meter.spent
        let layout = LayoutEngine.solve(system)
        // A solve that ran the meter past its budget decided by it; a later one could not repeat that.
        if !meter.isExhausted {
            solved.append((system, layout, meter.spent - before))
        }
        return layout
    }
}

extension SceneSystem {
    /// Whether `LayoutEngine.solve` gives the two systems (of the same scene) the same layout:
    /// everything it reads but the configuration's name and the screen, which reach the
    /// solve only through the constraints, and the pixel scale frames are snapped to.
    func solvesAlike(_ other: SceneSystem) -> Bool {
        variableCount == other.variableCount && metrics.scale == other.metrics.scale
            && metrics.platform == other.metrics.platform && constraints == other.constraints
            && variables == other.variables && contentAreas == other.contentAreas
            && unflippedParents == other.unflippedParents && alignmentInsets == other.alignmentInsets
            && storedAlignmentFrames == other.storedAlignmentFrames && items == other.items
            && scene.id == other.scene.id && scene.location == other.scene.location
    }
}
