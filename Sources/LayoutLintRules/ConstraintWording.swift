import LayoutLintModel

/// Names items and constraints the way Interface Builder's outline does, for messages.
public struct ConstraintWording: Sendable {
    private let names: [ObjectID: String]

    private var ambiguousNames: Set<String> = []

    /// `disambiguating`: names that several items of the scene share ("Stack View", "View") are
    /// followed by the item's id, so that a message relating two of them says which is which (on
    /// by default: every message may name two views that share a name).
    public init(scene: Scene, disambiguating: Bool = true) {
        var names: [ObjectID: String] = [:]
        var counts: [String: Int] = [:]
        for item in scene.items where names[item.id] == nil {
            // A label's text can span lines; UIKit's log escapes the break, and so does a one-line message.
            let name = Self.shortened(disambiguating ? Self.escapingLineBreaks(item.name) : item.name)
            names[item.id] = name
            counts[name, default: 0] += 1
        }
        self.names = names
        if disambiguating { ambiguousNames = Set(counts.filter { $0.value > 1 }.keys) }
    }

    /// The longest name a message quotes: a text view's or a label's whole text (a paragraph of
    /// placeholder Latin) would bury the finding; the id names the view anyway.
    static let longestName = 60

    /// `name`, cut to `longestName` characters with an ellipsis when longer.
    public static func shortened(_ name: String) -> String {
        name.count > longestName ? String(name.prefix(longestName - 1)) + "…" : name
    }

    public static func escapingLineBreaks(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result
    }

    /// `"Title Label"`, or the bare id in quotes when the id names nothing; `"Stack View"(abc-12-xyz)`
    /// when disambiguating a shared name.
    public func itemName(_ id: ObjectID) -> String {
        guard let name = names[id] else { return "\"\(id)\"" }
        return ambiguousNames.contains(name) ? "\"\(name)\"(\(id))" : "\"\(name)\""
    }

    /// `"Title Label"` without the id, for a message that gives the id right after the name.
    public func plainName(_ id: ObjectID) -> String {
        names[id].map { "\"\($0)\"" } ?? "\"\(id)\""
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
