import LayoutLintEngine
import LayoutLintModel

/// A prototype cell of a table with automatic row heights whose content does not determine its
/// height. UIKit asks the content view how tall it wants to be; with a chain that does not reach from
/// its top to its bottom the answer is ambiguous, and UIKit falls back to the standard height.
public struct SelfSizingCellRule: Rule {
    public static let description = RuleDescription(
        id: "self-sizing-cell", name: "Self-Sizing Cell",
        summary: "A cell of a table with automatic row heights whose content view's height its content does not determine (no chain from top to bottom).",
        defaultSeverity: .warning)

    public init() {}

    private struct Problem: Hashable {
        var cell: ObjectID
        var message: String
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes {
            let index = context.index(scene)
            let contentViews = selfSizingContentViews(scene, index: index)
            guard !contentViews.isEmpty else { continue }
            let wording = context.constraintWording(scene)
            var tally = ConfigurationTally<Problem>()
            for solved in context.solved(scene) {
                let present = contentViews.filter { solved.layout.system.variables[$0.contentView] != nil }
                let gaps = solved.layout.system.selfSizingGaps(contentViews: present.map(\.contentView))
                for (cell, contentView) in present {
                    guard let gap = gaps[contentView] else { continue }
                    let message = "Self-sizing cell \(wording.itemName(cell)) (its table has automatic row heights): its content does not "
                        + "determine the height of its content view; \(explain(gap, wording: wording)). UIKit then warns that "
                        + "\"constraints ambiguously suggest a height of zero for a table view cell's content view\" and uses the standard height"
                    tally.record(Problem(cell: cell, message: message), in: solved.key)
                }
            }
            for (problem, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let item = index.item(problem.cell) else { continue }
                findings.append(finding(in: document, at: item.location, element: item.id, scene: scene.id, sizeClasses: sizeClasses,
                                        problem.message))
            }
        }
        return findings
    }

    /// Cells the table sizes by their content (automatic row heights, and not a static cell with a
    /// row height of its own) whose content is laid out with constraints: a cell of a built-in
    /// style (its labels placed by UIKit) or whose content keeps autoresizing masks is sized by
    /// UIKit's own code, not by a chain of constraints.
    private func selfSizingContentViews(_ scene: Scene, index: SceneIndex) -> [(cell: ObjectID, contentView: ObjectID)] {
        var result: [(ObjectID, ObjectID)] = []
        for table in scene.items where table.element == .tableView && (table.table?.usesAutomaticRowHeight ?? false) {
            for cell in index.children(of: table.id)
            where index.item(cell).map({ $0.isSelfSizingRow(in: table.table!) }) ?? false {
                guard let contentView = index.children(of: cell).first(where: { index.item($0)?.element == .tableViewCellContentView }),
                      index.item(cell)?.xcode.verifyAmbiguity != "off" else { continue }
                let laidOut = index.children(of: contentView).contains { index.item($0).map { !$0.translatesAutoresizingMaskIntoConstraints } ?? false }
                if laidOut { result.append((cell, contentView)) }
            }
        }
        return result
    }

    private func explain(_ gap: ChainGap, wording: ConstraintWording) -> String {
        switch gap {
        case .nothingAttached:
            return "nothing pins its content to the content view's top or bottom (centring does not size the content view)"
        case .nothingAtStart:
            return "nothing pins the content's top to the content view"
        case .nothingAtEnd:
            return "nothing pins the content's bottom to the content view"
        case .undeterminedSize(let id):
            return "the chain from top to bottom runs through \(wording.itemName(id)), whose height nothing determines"
        case .undetermined:
            return "the constraints from its top to its bottom do not determine a single height"
        }
    }
}
