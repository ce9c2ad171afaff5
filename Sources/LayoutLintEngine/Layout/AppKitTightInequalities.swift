import LayoutLintModel

/// Required inequalities that Interface Builder's AppKit canvas does not open.
extension LayoutEngine {
    /// The level of the stays that pick, among a system's optimal solutions, the one nearest the
    /// stored frames: below every level a document or an arrangement uses (see
    /// `EnginePriority.baselineAlignedTop`, 0.4), so it decides nothing but the choice.
    static let storedLayoutStayPriority = 0.01

    /// How close to its bound an inequality must be, in points, in the solution nearest the stored
    /// frames to count as holding with equality there (see docs/measurements.md).
    static let tightInequalityTolerance = 0.001

    /// The system with each required inequality that holds with equality in Interface Builder's
    /// layout held there as an equality. Interface Builder's AppKit canvas does not flag a view
    /// whose frame could change only by opening such an inequality (a custom view whose bottom is
    /// only `>=` its content's, the slack of a `>=` elsewhere taking up the difference): only
    /// freedom that leaves its layout's tight inequalities tight, and equal-priority ties, are
    /// flagged (see docs/measurements.md; UIKit's canvas flags both). Interface Builder's layout is
    /// the stored frames: the optimal solution nearest them stands for it. Inside views Xcode
    /// flagged misplaced the stored frames are not its layout, and their inequalities stay as
    /// they are.
    static func holdingTightInequalities(_ system: SceneSystem) -> SceneSystem {
        let nearest = system.adding(canvas: storedFrameStays(system)).solve()
        let untrusted = misplacedEdges(system)
        var held = system
        for (index, constraint) in system.constraints.enumerated()
        where constraint.linear.isRequired && constraint.linear.relation != .equal {
            // The canvas's own bounds (no negative sizes) are not the document's inequalities.
            if case .canvas = constraint.origin { continue }
            guard untrusted.isDisjoint(with: constraint.linear.expression.terms.keys),
                  constraint.linear.violation(nearest.value) < 1e-6 else { continue }
            let value = constraint.linear.expression.value(nearest.value)
            guard abs(value) <= tightInequalityTolerance else { continue }
            held.constraints[index].linear.relation = .equal
            held.constraints[index].linear.expression.constant -= value
        }
        return held
    }

    /// Each view's stored alignment rect (`SceneSystem.storedAlignmentFrames`), as stays on its
    /// edge variables.
    static func storedFrameStays(_ system: SceneSystem) -> [CanvasConstraint] {
        var stays: [CanvasConstraint] = []
        for item in system.items where item.kind.isView {
            guard let alignment = system.storedAlignmentFrames[item.id], let edges = system.variables[item.id] else { continue }
            for (variable, value) in [(edges.left, alignment.x), (edges.right, alignment.x + alignment.width),
                                      (edges.top, alignment.y), (edges.bottom, alignment.y + alignment.height)] {
                stays.append(CanvasConstraint(item.id, LinearExpression(variable) + -value, .equal, priority: storedLayoutStayPriority))
            }
        }
        return stays
    }

    /// The edge variables of views Xcode flagged misplaced and of everything inside them.
    private static func misplacedEdges(_ system: SceneSystem) -> Set<Variable> {
        let misplaced = Set(system.items.filter { $0.xcode.misplaced }.map(\.id))
        var result: Set<Variable> = []
        for item in system.items.filter({ misplaced.contains($0.id) }) + system.descendants(of: misplaced) {
            for edges in [system.variables[item.id], system.contentAreas[item.id]].compactMap({ $0 }) {
                result.formUnion([edges.left, edges.right, edges.top, edges.bottom])
            }
        }
        return result
    }
}
