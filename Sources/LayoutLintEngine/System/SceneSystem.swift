import LayoutLintModel

/// Where a constraint of the solved system comes from: the document, or UIKit/AppKit, which add
/// constraints the file does not show (named as UIKit's log names them where it has a name).
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// A `<constraint>` of the document, by id.
    case document(ObjectID)
    /// The scene's root view: its frame is given by the window, not solved.
    case root(ObjectID)
    /// `NSAutoresizingMaskLayoutConstraint` of a view that keeps translatesAutoresizingMaskIntoConstraints.
    case autoresizing(ObjectID, Axis)
    /// `NSContentSizeLayoutConstraint`: hugging (`<=`) or compression resistance (`>=`).
    case contentHugging(ObjectID, Axis)
    case compressionResistance(ObjectID, Axis)
    /// A layout guide placed by its owner (safe area, legacy top/bottom guides, margins).
    case guide(ObjectID)
    /// `UISV-*`: a stack view's arrangement (or a grid view's).
    case stack(ObjectID, ArrangementConstraintKind)
    /// A scroll view's content area starts at its origin (content offset zero).
    case scrollContent(ObjectID)
    /// `UIView-Encapsulated-Layout-*`: a cell or its content view, placed by its table or collection.
    case encapsulated(ObjectID)
    /// A constraint Interface Builder's canvas adds when it takes a second look at a scene (a
    /// misplaced view held at its stored size, no view shorter than zero): never in the run-time
    /// system, never reported.
    case canvas(ObjectID)

    /// The item the constraint belongs to, for the system-generated ones.
    public var item: ObjectID? {
        switch self {
        case .document: return nil
        case .root(let id), .autoresizing(let id, _), .contentHugging(let id, _), .compressionResistance(let id, _),
             .guide(let id), .stack(let id, _), .scrollContent(let id), .encapsulated(let id), .canvas(let id):
            return id
        }
    }

    public var isDocumentConstraint: Bool {
        if case .document = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .document(let id): return id
        case .root(let id): return "root(\(id))"
        case .autoresizing(let id, let axis): return "autoresizing(\(id), \(axis.rawValue))"
        case .contentHugging(let id, let axis): return "hugging(\(id), \(axis.rawValue))"
        case .compressionResistance(let id, let axis): return "compressionResistance(\(id), \(axis.rawValue))"
        case .guide(let id): return "guide(\(id))"
        case .stack(let id, let name): return "\(name)(\(id))"
        case .scrollContent(let id): return "scrollContent(\(id))"
        case .encapsulated(let id): return "encapsulated(\(id))"
        case .canvas(let id): return "canvas(\(id))"
        }
    }
}

/// The four edges of an item as solver variables (edges, not origin and size, so that pins,
/// spacing and fixed sizes are all differences the presolve absorbs).
public struct EdgeVariables: Hashable, Sendable {
    public var left: Variable
    public var right: Variable
    public var top: Variable
    public var bottom: Variable

    public func start(_ axis: Axis) -> Variable { axis == .horizontal ? left : top }
    public func end(_ axis: Axis) -> Variable { axis == .horizontal ? right : bottom }

    /// `end − start`, built as one table of terms: through the operators it took three (two
    /// one-term expressions and the grown copy), and the builder asks for sizes often.
    public func size(_ axis: Axis) -> LinearExpression {
        let first = start(axis), last = end(axis)
        guard first != last else { return LinearExpression() }
        return LinearExpression(terms: [last: 1, first: -1])
    }

    /// `(start + end) / 2`, as one table of terms (see `size`).
    public func center(_ axis: Axis) -> LinearExpression {
        let first = start(axis), last = end(axis)
        guard first != last else { return LinearExpression(first) }
        return LinearExpression(terms: [first: 0.5, last: 0.5])
    }
}

/// One constraint of a scene's system and where it came from.
public struct SystemConstraint: Hashable, Sendable {
    public var origin: ConstraintOrigin
    public var linear: LinearConstraint
}

/// `expression (== | <= | >=) 0` about one item, added by `SceneSystem.adding(canvas:)`.
public struct CanvasConstraint: Sendable {
    public var item: ObjectID
    public var expression: LinearExpression
    public var relation: ConstraintRelation
    public var priority: Double

    public init(_ item: ObjectID, _ expression: LinearExpression, _ relation: ConstraintRelation, priority: Double) {
        self.item = item
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }
}

/// A scene in one configuration, as a linear system: the input of the solver.
public struct SceneSystem: Sendable {
    public var scene: Scene
    public var configuration: TraitKey
    public var metrics: DeviceMetrics
    /// Items that exist in the configuration (installed), in scene order.
    public var items: [LayoutItem]
    public var variables: [ObjectID: EdgeVariables]
    public var constraints: [SystemConstraint]
    public var variableCount: Int
    /// Scroll views' content areas (or their content layout guides), by scroll view id.
    public var contentAreas: [ObjectID: EdgeVariables]
    /// AppKit superviews whose y axis grows upward: their children's frames are stored bottom-up.
    public var unflippedParents: Set<ObjectID>
    /// Views whose frame extends beyond their alignment rect (the variables), by how much.
    public var alignmentInsets: [ObjectID: EdgeInsets] = [:]
    /// AppKit controls whose look's insets are not measured: their alignment rect is taken to be
    /// their frame, which it may not be.
    public var unmeasuredInsets: Set<ObjectID> = []
    /// Per item with a stored frame: its alignment rect where the file stores it, in the scene's
    /// top-down coordinates: the values Xcode's own layout gave the edge variables.
    public var storedAlignmentFrames: [ObjectID: Rect] = [:]
    /// The engine's settings the system was built with.
    public var options = EngineOptions()
    /// The widths its wrapping labels were measured at (`LayoutEngine.wrappingText`).
    public var wrappedTextWidths: [ObjectID: Double] = [:]
    /// The axes on which a view's measured content size was refined by its stored frame
    /// (`ContentSizes.refined`: the two agree within the measurement's error, and the content-size
    /// constraints hold the stored size); empty in the other modes.
    public var refinedContentSizes: [ObjectID: [Axis]] = [:]
    /// `refined` mode's second pass: the axes on which a view the measured solve left exactly at
    /// its measured content size, in no contest, holds its stored size instead
    /// (`LayoutEngine.refiningUncontestedContentSizes`; a subset of `refinedContentSizes`).
    public var storedAtMeasuredSize: [ObjectID: Set<Axis>] = [:]
    /// What the document tells of the Xcode that saved it, as the system was built with
    /// (`SceneSystemBuilder.build(xcode:)`); nil for a system not built from a document.
    public var xcode: SavingXcode?
}

extension SceneSystem {
    /// The system with canvas constraints (`ConstraintOrigin.canvas`) after its own, tagged in that
    /// order: the second looks Interface Builder's canvas takes at a scene.
    public func adding(canvas extra: [CanvasConstraint]) -> SceneSystem {
        var copy = self
        for constraint in extra {
            let linear = LinearConstraint(constraint.expression, constraint.relation, priority: constraint.priority, tag: copy.constraints.count)
            copy.constraints.append(SystemConstraint(origin: .canvas(constraint.item), linear: linear))
        }
        return copy
    }

    /// The system's solution, as the solver finds it.
    public func solve() -> LinearSolution {
        LinearSystemSolver(variableCount: variableCount, constraints: constraints.map(\.linear)).solve()
    }

    /// The items below any of `containers`, of every kind, in scene order (which lists an item
    /// after its parent, so one pass finds them all).
    public func descendants(of containers: Set<ObjectID>) -> [LayoutItem] {
        var inside = containers
        var result: [LayoutItem] = []
        for item in items {
            guard let parent = item.parent, inside.contains(parent) else { continue }
            inside.insert(item.id)
            result.append(item)
        }
        return result
    }
}
