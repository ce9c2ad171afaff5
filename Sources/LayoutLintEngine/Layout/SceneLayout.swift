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
    /// False when the work budget ran out before the set was shrunk to a minimal one
    /// (`WorkBudget.minimalConflicts`): some members may not take part.
    public var isMinimal = true

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
    /// The solve ran out of its work budget (`WorkBudget.solve`): nothing here is the scene's layout.
    public var isCutShort = false
    /// The scene solved again with its placeholder constraints ("Remove at build time"), in the
    /// same configuration and on the same screen, where the run-time solve needed that layout
    /// (`LayoutEngine.placingFreeViewsByPlaceholders`); read it with `keptDesignedLayout()`.
    var designedWithPlaceholders: DesignedLayout?
    /// The solution's value of every variable of `system` (root-cause analysis starts from it).
    var values: [Double] = []
    /// The run-time solve's final tableaux, kept only when something is ambiguous: root-cause
    /// analysis asks its first questions of them instead of solving `system` again.
    var tableaux: SolvedTableaux?
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
        expression.value(runTimeValue(of:))
    }

    /// How far `constraint` is from holding in the run-time solution (`LinearConstraint.violation`).
    public func runTimeViolation(of constraint: LinearConstraint) -> Double {
        constraint.violation(runTimeValue(of:))
    }

    private func runTimeValue(of variable: Variable) -> Double {
        variable.index < values.count ? values[variable.index] : 0
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

/// A layout kept beside another (`SceneLayout.designedWithPlaceholders`), with what its solve
/// charged the scene's conflict meter (`WorkScope`).
final class DesignedLayout: Sendable {
    let layout: SceneLayout
    let conflictWork: Int

    init(layout: SceneLayout, conflictWork: Int) {
        self.layout = layout
        self.conflictWork = conflictWork
    }
}

extension SceneLayout {
    /// The scene as solved with its placeholder constraints, in this layout's configuration and
    /// screen, when the run-time solve kept it: what `LayoutEngine.solve(…, keepsPlaceholders:
    /// true)` with the same arguments gives. Work budgets decide as that new solve would (as in
    /// `SharedSolves`): the scene's conflict meter is charged what the kept solve spent on it, and
    /// when it cannot afford that (or there is no meter) nil, and the caller solves again.
    public func keptDesignedLayout() -> SceneLayout? {
        guard let kept = designedWithPlaceholders, let meter = WorkScope.conflictMeter,
              meter.spent + kept.conflictWork <= meter.budget else { return nil }
        meter.spend(kept.conflictWork)
        return kept.layout
    }
}
