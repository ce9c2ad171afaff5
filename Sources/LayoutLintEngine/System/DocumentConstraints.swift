import LayoutLintModel

/// The document's `<constraint>` elements as they take part in one system.
struct DocumentConstraints {
    let scene: Scene
    let configuration: TraitKey
    /// Interface Builder's design-time system: placeholder constraints are kept.
    let keepsPlaceholders: Bool

    /// Installed in the configuration, and not a placeholder removed at build time (unless the
    /// design-time system is asked for).
    func isInForce(_ constraint: Constraint) -> Bool {
        (keepsPlaceholders || !constraint.isPlaceholder) && constraint.installation.isInstalled(in: configuration)
    }

    /// Whether a constraint in force mentions the item.
    func constrains(_ id: ObjectID) -> Bool {
        scene.constraints.contains { isInForce($0) && $0.mentions(id) }
    }

    /// Whether no constraint of the document mentions the item, in any size class, placeholders
    /// included: a view with a constraint anywhere is laid out by constraints in every size class
    /// (Xcode flags such a view ambiguous where its constraints are not installed).
    func leavesUnconstrained(_ id: ObjectID) -> Bool {
        !scene.constraints.contains { $0.mentions(id) }
    }

    /// Whether a constraint in force places the item along the axis relative to another item (an
    /// edge, centre or baseline, not a size).
    func places(_ id: ObjectID, along axis: Axis) -> Bool {
        scene.constraints.contains { constraint in
            guard isInForce(constraint), let second = constraint.second, second.item != constraint.first.item else { return false }
            for anchor in [constraint.first, second] where anchor.item == id {
                if anchor.attribute.isPosition && anchor.attribute.axis == axis { return true }
            }
            return false
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
