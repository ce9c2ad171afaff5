import LayoutLintEngine
import LayoutLintModel
import LayoutLintRules

/// What the picture marks on a solved scene: ambiguous views (as `_autolayoutTrace` and `explain`
/// report them), the views and constraints of unsatisfiable sets, and misplaced views' stored
/// frames (as the misplaced-view rule decides them).
struct SceneStatus {
    var ambiguous: [ObjectID: [LayoutQuantity]] = [:]
    /// How far each ambiguous quantity can move from where it is drawn (`nil`: unbounded that way).
    var ambiguityRanges: [ObjectID: [LayoutQuantity: Movement]] = [:]
    /// Items whose edges take part in a conflict.
    var conflicting: Set<ObjectID> = []
    /// Document constraints in a conflict, and the ones the engine broke.
    var conflictConstraints: Set<ObjectID> = []
    var brokenConstraints: Set<ObjectID> = []
    /// System constraints (tags) broken that the document does not hold (a root's size, a mask).
    var brokenOthers: [String] = []
    /// Per misplaced view, its stored frame relative to its superview.
    var storedFrames: [ObjectID: Rect] = [:]

    init(layout: SceneLayout, document: Document, isSavedConfiguration: Bool) {
        for item in layout.system.items {
            let quantities = layout.ambiguity(of: item.id)
            if !quantities.isEmpty { ambiguous[item.id] = quantities }
        }
        if !ambiguous.isEmpty { ambiguityRanges = LayoutEngine.ambiguityRanges(of: layout) }
        markConflicts(layout)
        if isSavedConfiguration && Self.showsMisplacement(layout, platform: document.platform) {
            markMisplaced(layout)
        }
    }

    private mutating func markConflicts(_ layout: SceneLayout) {
        var owners: [Variable: ObjectID] = [:]
        for item in layout.system.items {
            guard let edges = layout.system.variables[item.id] else { continue }
            for variable in [edges.left, edges.right, edges.top, edges.bottom] where owners[variable] == nil { owners[variable] = item.id }
        }
        for conflict in layout.conflicts {
            for tag in conflict.tags where tag < layout.system.constraints.count {
                for variable in layout.system.constraints[tag].linear.expression.terms.keys {
                    if let owner = owners[variable] { conflicting.insert(owner) }
                }
            }
            for origin in conflict.constraints {
                if case .document(let id) = origin { conflictConstraints.insert(id) }
            }
            if case .document(let id) = conflict.broken {
                brokenConstraints.insert(id)
            } else {
                brokenOthers.append(conflict.broken.description)
            }
        }
    }

    /// The misplaced-view rule's conditions: a fully determined scene without conflicts or ties
    /// (otherwise the solved frame is one of several), not AppKit (unflipped coordinates are not
    /// modelled well enough to call a stored frame wrong).
    private static func showsMisplacement(_ layout: SceneLayout, platform: Platform) -> Bool {
        platform != .macOS && layout.conflicts.isEmpty && layout.tied.isEmpty
            && layout.ambiguous.values.allSatisfy(\.isEmpty) && layout.ambiguousContentSize.values.allSatisfy(\.isEmpty)
    }

    private mutating func markMisplaced(_ layout: SceneLayout) {
        for item in layout.system.items where item.kind == .view && item.parent != nil && !item.translatesAutoresizingMaskIntoConstraints {
            guard let stored = item.frameOverrides.value(in: layout.configuration) ?? item.frame,
                  let solved = layout.frames[item.id], MisplacedViewRule.differs(stored, solved) else { continue }
            storedFrames[item.id] = stored
        }
    }
}
