import LayoutLintEngine
import LayoutLintModel

/// A required `width == constant` on a view whose width comes from its text. The text changes with
/// the language and the user's text size; the fixed width does not, so the text is truncated or
/// clipped. Interface Builder's own warning, "Fixed width constraints may cause clipping.", for the
/// same views.
public struct FixedWidthClippingRule: Rule {
    public static let description = RuleDescription(
        id: "fixed-width-clipping", name: "Fixed Width May Clip",
        summary: "A required constant width on a label or titled button, whose text sets its intrinsic width.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let configurations = SizeClassConfigurations(document: document)
        var findings: [Finding] = []
        for scene in document.scenes {
            let index = context.index(scene)
            let wording = context.constraintWording(scene)
            for constraint in scene.constraints where isFixedWidth(constraint) {
                guard let item = index.item(constraint.first.item), isSizedByText(item, platform: document.platform) else { continue }
                let active = configurations.all.filter { index.isActive(constraint, in: $0) }
                guard !active.isEmpty else { continue }
                findings.append(finding(
                    in: document, at: constraint.location, element: constraint.id, scene: scene.id,
                    sizeClasses: configurations.summary(of: active),
                    "Fixed width constraints may cause clipping. \(wording.describe(constraint)) fixes the width of "
                        + "\(kindName(item)) whose text sets its intrinsic width; use >= or <=, or let the text size it"))
            }
        }
        return findings
    }

    private func isFixedWidth(_ constraint: Constraint) -> Bool {
        constraint.second == nil && constraint.first.attribute == .width && constraint.relation == .equal
            && constraint.priority.isRequired && constraint.isWellFormed
    }

    /// Labels with a line limit and buttons with a title (an image-only button keeps its size); on
    /// macOS also pop-up buttons and text fields that are not editable (AppKit's labels). Editable
    /// fields, and every iOS text field, scroll their text instead of clipping it.
    private func isSizedByText(_ item: LayoutItem, platform: Platform) -> Bool {
        guard item.kind == .view, IntrinsicContentSize.axes(of: item, platform: platform).horizontal,
              item.placeholderIntrinsicSize.horizontal == nil else { return false }
        switch item.element {
        // A label without a line limit wraps at the fixed width and grows in height instead.
        case .label: return item.numberOfLines != 0
        case .button, .popUpButton: return !(item.text ?? "").isEmpty
        case .textField: return platform == .macOS && !item.isEditable
        default: return false
        }
    }

    private func kindName(_ item: LayoutItem) -> String {
        switch item.element {
        case .label: return "a label"
        case .textField: return "a text field"
        default: return "a button"
        }
    }
}
