import LayoutLintModel

extension Rule {
    /// A finding of this rule at its default severity that holds only in some size classes
    /// (`sizeClasses` empty: in every configuration the document has).
    func finding(in document: Document, at location: SourceLocation, element: ObjectID?, scene: ObjectID?,
                 sizeClasses: [TraitKey], _ message: String) -> Finding {
        var result = finding(in: document, at: location, element: element, scene: scene, message)
        result.sizeClasses = sizeClasses
        return result
    }
}

extension Constraint {
    /// Whether UIKit would create the constraint at all. The best-practice rules skip the others:
    /// invalid-constraint already reports them, and reasoning about a constraint that never exists
    /// would only add noise.
    var isWellFormed: Bool { multiplier.value != nil && invalidityReasons.isEmpty }
}

/// The configurations in which something holds, per element, gathered while walking every
/// configuration, and turned into the size classes a finding names.
struct ConfigurationTally<Key: Hashable> {
    private(set) var order: [Key] = []
    private var configurations: [Key: [TraitKey]] = [:]

    mutating func record(_ key: Key, in configuration: TraitKey) {
        if configurations[key] == nil { order.append(key) }
        configurations[key, default: []].append(configuration)
    }

    func configurations(of key: Key) -> [TraitKey] {
        configurations[key] ?? []
    }

    /// Keys in the order first recorded, with the size classes they hold in.
    func entries(summarizedBy configurations: SizeClassConfigurations) -> [(key: Key, sizeClasses: [TraitKey])] {
        order.map { ($0, configurations.summary(of: self.configurations[$0] ?? [])) }
    }
}

extension Constraint {
    /// Why `NSLayoutConstraint` would refuse to create the constraint, in words; empty when it
    /// would create it. The one statement of those checks: `invalid-constraint` reports them, and
    /// the other rules skip constraints that fail them (`isWellFormed`).
    var invalidityReasons: [String] {
        let constraint = self
        var problems: [String] = []
        let first = constraint.first.attribute
        if case .unknown(let name) = first {
            problems.append(name.isEmpty ? "it has no firstAttribute" : "\"\(name)\" is not a layout attribute")
        } else if first == .notAnAttribute {
            problems.append("its first attribute is notAnAttribute")
        }
        if let second = constraint.second {
            if case .unknown(let name) = second.attribute {
                problems.append(name.isEmpty ? "it has a secondItem but no secondAttribute" : "\"\(name)\" is not a layout attribute")
            } else if second.attribute == .notAnAttribute {
                problems.append("it has a secondItem but its second attribute is notAnAttribute")
            } else if let firstAxis = first.axis, let secondAxis = second.attribute.axis {
                if first.isPosition && second.attribute.isPosition && firstAxis != secondAxis {
                    problems.append("it relates \(first.name) (\(firstAxis.rawValue)) to \(second.attribute.name) (\(secondAxis.rawValue)); position attributes must be on the same axis")
                } else if first.isPosition != second.attribute.isPosition {
                    problems.append("it relates a position (\(first.isPosition ? first.name : second.attribute.name)) to a size (\(first.isPosition ? second.attribute.name : first.name))")
                }
                if let firstDirection = first.direction, let secondDirection = second.attribute.direction,
                   firstDirection != secondDirection {
                    problems.append("it mixes \(first.name) with \(second.attribute.name); leading/trailing cannot be related to left/right")
                }
            }
            if first.isPosition, constraint.multiplier.value == 0 {
                problems.append("a multiplier of 0 sets the position \(first.name) to a bare constant")
            }
        } else if first.isPosition {
            problems.append("a position (\(first.name)) cannot be set to a constant alone; it needs a second item")
        }
        if constraint.multiplier.value == nil, let written = constraint.multiplier.written {
            problems.append("the multiplier \"\(written)\" is not a number, a ratio a:b or a fraction a/b")
        }
        if !constraint.priority.isValid {
            problems.append("priority \(constraint.priority) is outside 1…1000")
        }
        for (attribute, text) in constraint.unreadable.sorted(by: { $0.key < $1.key }) where attribute != "secondAttribute" {
            problems.append("\(attribute)=\"\(text)\" cannot be read")
        }
        if let text = constraint.unreadable["secondAttribute"] {
            problems.append("it has secondAttribute=\"\(text)\" but no secondItem")
        }
        return problems
    }
}
