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
            let wording = context.constraintWording(scene)
            for constraint in scene.constraints {
                for problem in constraint.invalidityReasons {
                    findings.append(finding(in: document, at: constraint.location, element: constraint.id, scene: scene.id,
                                            "Invalid constraint \(wording.describe(constraint)): \(problem)"))
                }
            }
        }
        return findings
    }
}
