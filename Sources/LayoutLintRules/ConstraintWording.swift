import LayoutLintModel

/// Names items and constraints the way Interface Builder's outline does, for messages.
public struct ConstraintWording: Sendable {
    private let names: [ObjectID: String]

    public init(scene: Scene) {
        var names: [ObjectID: String] = [:]
        for item in scene.items { names[item.id] = item.name }
        self.names = names
    }

    /// `"Title Label"`, or the bare id in quotes when the id names nothing.
    public func itemName(_ id: ObjectID) -> String {
        "\"\(names[id] ?? id)\""
    }

    public func anchor(_ anchor: Anchor) -> String {
        "\(itemName(anchor.item)).\(anchor.attribute.name)"
    }

    /// `"Title Label".leading == "View".leading + 16 @750`: a constraint in one readable line.
    public func describe(_ constraint: Constraint) -> String {
        var text = "\(anchor(constraint.first)) \(constraint.relation.rawValue) "
        if let second = constraint.second {
            if let value = constraint.multiplier.value, value != 1 {
                text += "\(formatLayoutNumber(value))*"
            } else if constraint.multiplier.value == nil, let written = constraint.multiplier.written {
                text += "\(written)*"
            }
            text += anchor(second)
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - \(formatLayoutNumber(-constraint.constant))" : " + \(formatLayoutNumber(constraint.constant))"
            }
        } else {
            text += formatLayoutNumber(constraint.constant)
        }
        if !constraint.priority.isRequired || !constraint.priority.isValid {
            text += " @\(constraint.priority)"
        }
        return text
    }
}
