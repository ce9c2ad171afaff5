import LayoutLintModel

/// The document's `<constraint>` elements as they take part in one system.
struct DocumentConstraints {
    let scene: Scene
    let configuration: TraitKey
    /// Interface Builder's design-time system: placeholder constraints are kept.
    let keepsPlaceholders: Bool
    /// Look-ups by item, gathered in one pass: asking every constraint about every item is
    /// quadratic, and seconds on scenes of thousands of views.
    private let mentionedAnywhere: Set<ObjectID>
    private let mentionedInForce: Set<ObjectID>
    private let placedHorizontally: Set<ObjectID>
    private let placedVertically: Set<ObjectID>

    init(scene: Scene, configuration: TraitKey, keepsPlaceholders: Bool) {
        self.scene = scene
        self.configuration = configuration
        self.keepsPlaceholders = keepsPlaceholders
        var anywhere = Set<ObjectID>(), inForce = Set<ObjectID>()
        var horizontally = Set<ObjectID>(), vertically = Set<ObjectID>()
        for constraint in scene.constraints {
            anywhere.insert(constraint.first.item)
            if let second = constraint.second { anywhere.insert(second.item) }
            let forced = (keepsPlaceholders || !constraint.isPlaceholder) && constraint.installation.isInstalled(in: configuration)
            guard forced else { continue }
            inForce.insert(constraint.first.item)
            if let second = constraint.second { inForce.insert(second.item) }
            // Placed relative to another item: an edge, centre or baseline of either anchor.
            guard let second = constraint.second, second.item != constraint.first.item else { continue }
            for anchor in [constraint.first, second] where anchor.attribute.isPosition {
                if anchor.attribute.axis == .horizontal { horizontally.insert(anchor.item) }
                if anchor.attribute.axis == .vertical { vertically.insert(anchor.item) }
            }
        }
        mentionedAnywhere = anywhere
        mentionedInForce = inForce
        placedHorizontally = horizontally
        placedVertically = vertically
    }

    /// Installed in the configuration, and not a placeholder removed at build time (unless the
    /// design-time system is asked for).
    func isInForce(_ constraint: Constraint) -> Bool {
        (keepsPlaceholders || !constraint.isPlaceholder) && constraint.installation.isInstalled(in: configuration)
    }

    /// Whether a constraint in force mentions the item.
    func constrains(_ id: ObjectID) -> Bool {
        mentionedInForce.contains(id)
    }

    /// Whether no constraint of the document mentions the item, in any size class, placeholders
    /// included: a view with a constraint anywhere is laid out by constraints in every size class
    /// (Xcode flags such a view ambiguous where its constraints are not installed).
    func leavesUnconstrained(_ id: ObjectID) -> Bool {
        !mentionedAnywhere.contains(id)
    }

    /// Whether a constraint in force places the item along the axis relative to another item (an
    /// edge, centre or baseline, not a size).
    func places(_ id: ObjectID, along axis: Axis) -> Bool {
        switch axis {
        case .horizontal: return placedHorizontally.contains(id)
        case .vertical: return placedVertically.contains(id)
        }
    }

    /// Every constraint in force, in document order, as linear constraints over the anchors'
    /// expressions. A multiplier on two positions scales them as measured from the items'
    /// nearest common ancestor.
    func add(using anchors: AnchorExpressions, to draft: inout SystemDraft) {
        for constraint in scene.constraints { add(constraint, using: anchors, to: &draft) }
    }

    private func add(_ constraint: Constraint, using anchors: AnchorExpressions, to draft: inout SystemDraft) {
        guard isInForce(constraint), let multiplier = constraint.multiplier.value, multiplier.isFinite,
              var expression = anchors.expression(for: constraint.first, otherItem: constraint.second?.item) else { return }
        if let second = constraint.second, second.attribute != .notAnAttribute {
            guard let secondExpression = anchors.expression(for: second, otherItem: constraint.first.item) else { return }
            expression.add(secondExpression, times: -multiplier)
            if multiplier != 1, let origin = anchors.coordinateOrigin(for: constraint.first, second) {
                // first − m·second, both measured from the origin O: first − m·second + (m − 1)·O.
                expression.add(origin, times: multiplier - 1)
            }
        }
        expression.constant -= constraint.constant(in: configuration)
        // The engine's relations are spelled as the model's (`==`, `<=`, `>=`).
        let relation = ConstraintRelation(rawValue: constraint.relation.rawValue)!
        let priority = min(max(constraint.priority.rawValue, 1), EnginePriority.required)
        draft.add(.document(constraint.id), expression, relation, priority: priority)
    }
}
