import LayoutLintEngine
import LayoutLintModel

/// A required constraint that other required constraints of the document already imply: pins,
/// fixed sizes and spacings that close a loop (the leading and trailing pins of a view and a fixed
/// width of both it and its superview, say). Harmless while every constant agrees, but each edit
/// must then change two places, and the first edit that does not makes the layout unsatisfiable.
public struct RedundantConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "redundant-constraint", name: "Redundant Constraint",
        summary: "A required constraint that other constraints of the document already determine.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes {
            var tally = ConfigurationTally<Problem>()
            for solved in context.solved(scene) {
                for redundancy in solved.layout.redundant {
                    guard case .document(let id) = redundancy.constraint else { continue }
                    let implying = redundancy.impliedBy.compactMap { origin -> ObjectID? in
                        if case .document(let other) = origin { return other }
                        return nil
                    }
                    // Loops through system constraints (the root's frame, a stack's arrangement)
                    // are a matter of the device or of the stack, not a repetition in the file;
                    // a loop of two is a duplicate, which duplicate-constraint reports.
                    guard implying.count == redundancy.impliedBy.count, implying.count >= 2 else { continue }
                    tally.record(Problem(constraint: id, impliedBy: implying), in: solved.key)
                }
            }
            guard !tally.order.isEmpty else { continue }
            let wording = context.constraintWording(scene)
            let index = context.index(scene)
            for (problem, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let constraint = index.constraint(problem.constraint) else { continue }
                let others = problem.impliedBy.compactMap(index.constraint).sorted { $0.location < $1.location }
                let list = others.map { "\(wording.describe($0)) (line \($0.location.line))" }
                findings.append(finding(
                    in: document, at: constraint.location, element: constraint.id, scene: scene.id, sizeClasses: sizeClasses,
                    "Constraint \(wording.describe(constraint)) is redundant: \(Self.joined(list)) already determine it; "
                        + "remove it or one of them, so that a later edit cannot make them disagree"))
            }
        }
        return findings
    }

    private struct Problem: Hashable {
        var constraint: ObjectID
        var impliedBy: [ObjectID]
    }

    private static func joined(_ items: [String]) -> String {
        items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
