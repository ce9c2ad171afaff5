import LayoutLintModel

/// Constraints UIKit refuses to create: `NSLayoutConstraint` raises (or the nib fails to load)
/// before the layout engine ever sees them.
public struct InvalidConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "invalid-constraint", name: "Invalid Constraint",
        summary: "A constraint UIKit/AppKit cannot create: mismatched axes, mixed leading/left, a position set to a constant, an unreadable multiplier or value, a priority outside 1…1000.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes {
            let wording = ConstraintWording(scene: scene)
            for constraint in scene.constraints {
                for problem in problems(of: constraint, wording: wording) {
                    findings.append(finding(in: document, at: constraint.location, element: constraint.id, scene: scene.id,
                                            "Invalid constraint \(wording.describe(constraint)): \(problem)"))
                }
            }
        }
        return findings
    }

    private func problems(of constraint: Constraint, wording: ConstraintWording) -> [String] {
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
