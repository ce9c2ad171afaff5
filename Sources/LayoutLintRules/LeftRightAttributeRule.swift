import LayoutLintModel

/// `left`/`right` where `leading`/`trailing` would do. Leading and trailing swap in right-to-left
/// languages (Arabic, Hebrew), so the layout mirrors as users of those languages expect; left and
/// right never do. The Auto Layout Guide recommends leading/trailing for everything except
/// content that must not mirror.
public struct LeftRightAttributeRule: Rule {
    public static let description = RuleDescription(
        id: "left-right-attribute", name: "Left/Right Instead of Leading/Trailing",
        summary: "A constraint uses left or right, which do not flip for right-to-left languages; use leading and trailing.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let configurations = SizeClassConfigurations(document: document)
        var findings: [Finding] = []
        for scene in document.scenes {
            let index = context.index(scene)
            let wording = context.constraintWording(scene)
            // Mixing left with leading is already an invalid-constraint error; one finding is enough.
            for constraint in scene.constraints where constraint.isWellFormed {
                let absolute = constraint.anchors.map(\.attribute).filter { $0.direction == .absolute }
                guard !absolute.isEmpty else { continue }
                let active = configurations.all.filter { index.isActive(constraint, in: $0) }
                guard !active.isEmpty else { continue }
                let replacements = uniqued(absolute.map { "\($0.name) with \(directional($0).name)" })
                findings.append(finding(
                    in: document, at: constraint.location, element: constraint.id, scene: scene.id,
                    sizeClasses: configurations.summary(of: active),
                    "Constraint \(wording.describe(constraint)) uses left/right, which do not flip for right-to-left "
                        + "languages; replace \(replacements.joined(separator: " and ")) unless the layout must not mirror"))
            }
        }
        return findings
    }

    private func directional(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: return .leading
        case .right: return .trailing
        case .leftMargin: return .leadingMargin
        case .rightMargin: return .trailingMargin
        default: return attribute
        }
    }

    private func uniqued(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
