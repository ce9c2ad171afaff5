/// Plain words for what a log says: one sentence per constraint, and a paragraph per block.
public enum LogExplanation {
    static let horizontalAttributes: Set<String> = [
        "left", "right", "leading", "trailing", "width", "centerX", "leftMargin", "rightMargin", "leadingMargin", "trailingMargin",
        "centerXWithinMargins", "minX", "maxX", "midX", "Width",
    ]

    /// Whether an attribute is horizontal (nil for one the log reader does not know).
    public static func isHorizontal(_ attribute: String) -> Bool { horizontalAttributes.contains(attribute) }

    static func words(for attribute: String) -> String {
        switch attribute {
        case "leading", "trailing", "left", "right", "top", "bottom": return "\(attribute) edge"
        case "width", "Width": return "width"
        case "height", "Height": return "height"
        case "centerX", "midX": return "horizontal centre"
        case "centerY", "midY": return "vertical centre"
        case "minX": return "left edge"
        case "maxX": return "right edge"
        case "minY": return "top edge"
        case "maxY": return "bottom edge"
        case "baseline", "lastBaseline": return "last baseline"
        case "firstBaseline": return "first baseline"
        case "centerXWithinMargins": return "horizontal centre within its margins"
        case "centerYWithinMargins": return "vertical centre within its margins"
        default:
            if attribute.hasSuffix("Margin") { return "\(attribute.dropLast("Margin".count)) margin" }
            return attribute
        }
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `the height of UILabel 'Title'`, `the leading edge of the superview (UIView)`.
    static func phrase(_ anchor: LogAnchor, in constraint: LogConstraint) -> String {
        let resolved = constraint.resolve(anchor.item)
        let name: String
        if anchor.item.isSuperview {
            name = resolved.isSuperview ? "the superview" : "the superview (\(resolved.displayName))"
        } else {
            name = resolved.displayName
        }
        return "the \(words(for: anchor.attribute)) of \(name)"
    }

    /// One constraint in words: `the height of UILabel 'Title' must be at least 44`.
    public static func sentence(for constraint: LogConstraint) -> String {
        let relation = constraint.relation == ">=" ? "must be at least" : constraint.relation == "<=" ? "must be at most" : "must equal"
        var text = "\(phrase(constraint.first, in: constraint)) \(relation) "
        let spacing = constraint.isSystemSpacing ? " (the system spacing)" : ""
        if let second = constraint.second {
            let factor = constraint.multiplier == 1 ? "" : "\(number(constraint.multiplier)) × "
            text += factor + phrase(second, in: constraint)
            if constraint.constant != 0 || constraint.isSystemSpacing {
                text += constraint.constant < 0 ? " − \(number(-constraint.constant))" : " + \(number(constraint.constant))"
            }
            text += spacing
        } else {
            text += number(constraint.constant) + spacing
        }
        text += constraint.priority < 1000 ? ", at priority \(number(constraint.priority))" : ""
        return text + origin(of: constraint)
    }

    static func origin(of constraint: LogConstraint) -> String {
        switch constraint.origin {
        case .autoresizingMask:
            return " (from the view's autoresizing mask\(constraint.autoresizingMask.map { " \($0)" } ?? ""): its translatesAutoresizingMaskIntoConstraints is on)"
        case .contentSize:
            return " (the view's intrinsic content size)"
        case .stackView:
            return " (the stack view arranging its views: \(constraint.identifier ?? ""))"
        case .encapsulatedLayout:
            return " (UIKit's: the container — a table or collection view, a navigation bar, a hosting view — sets this)"
        case .temporaryLayout:
            return " (UIKit's temporary size while it measures the view)"
        case .layoutGuide:
            return " (a layout guide's inset, set by UIKit)"
        case .interfaceBuilderPrototyping:
            return " (added by Interface Builder at build time for a view without enough constraints)"
        case .app:
            if let location = constraint.sourceLocation { return " (made by SnapKit at \(location))" }
            if constraint.className.contains("MAS") { return " (made by Masonry)" }
            return ""
        }
    }

    /// The block in a few sentences: which views, which axis, why they cannot all hold, which one broke.
    public static func paragraph(for block: LogBlock) -> String {
        switch block.kind {
        case .unsatisfiable:
            return conflictParagraph(block)
        case .constraints:
            let count = block.constraints.count
            return "A list of \(count) constraint\(count == 1 ? "" : "s") printed outside a conflict block (a `po` of constraints, a dump); nothing says they conflict."

        case .ambiguous:
            let views = block.ambiguousViews.map { view in
                view.variables.isEmpty ? view.item.displayName : "\(view.item.displayName) (\(view.variables.joined(separator: ", ")))"
            }
            return "Auto Layout cannot decide where or how big these views are: more than one frame satisfies their constraints: "
                + (views.isEmpty ? "the views are not named." : views.joined(separator: "; ") + ".")
                + " minX/minY are the position, Width/Height the size; add the constraint that fixes each."
        case .priorityMutation:
            guard let change = block.priorityChange else { return "A constraint's priority was changed between required and optional while installed, which throws." }
            return "The app changed an installed constraint's priority from \(number(change.existing)) to \(number(change.passed))"
                + (change.existing == change.passed ? " (the same value; iOS 8 threw even then)" : "")
                + ": crossing 1000 (required ↔ optional) on an active constraint throws. Use 999 instead of 1000 for the one that changes, or deactivate it before changing the priority."
        case .cellZeroHeight:
            return "A cell's content view has no constraint chain from top to bottom (or side to side) that gives it a size, so Auto Layout suggested zero; UIKit used the standard height instead. Pin the content to all edges of the content view, or give it a height."
        }
    }

    static func conflictParagraph(_ block: LogBlock) -> String {
        let constraints = block.constraints.compactMap(\.constraint)
        guard !constraints.isEmpty else {
            return block.constraints.isEmpty ? "The log does not show the constraint list." : "None of the listed constraints could be read."
        }
        var views: [String] = []
        var axes = Set<Bool>()
        for constraint in constraints {
            for anchor in [constraint.first] + [constraint.second].compactMap({ $0 }) {
                let name = constraint.resolve(anchor.item).displayName
                if !views.contains(name) { views.append(name) }
                axes.insert(isHorizontal(anchor.attribute))
            }
        }
        let axis = axes.count == 2 ? "both axes" : axes.contains(true) ? "the horizontal axis" : "the vertical axis"
        var text = "\(constraints.count) required constraint\(constraints.count == 1 ? "" : "s") on \(axis) between \(views.joined(separator: ", ")) cannot all hold: "
        text += reason(constraints)
        if let broken = block.broken?.constraint {
            text += " \(block.platform == .appkit ? "AppKit" : "UIKit") broke the one that says \(sentence(for: broken)) and kept the rest."
        }
        return text
    }

    static func reason(_ constraints: [LogConstraint]) -> String {
        if let zero = constraints.first(where: { $0.origin == .encapsulatedLayout && $0.second == nil && $0.constant <= 0 }) {
            return "the container gave \(zero.first.item.displayName) a \(words(for: zero.first.attribute)) of \(number(zero.constant)), too small for the sizes and spacings inside it."
        }
        if constraints.contains(where: { $0.origin == .autoresizingMask }) {
            return "a view still translates its autoresizing mask into constraints, which fix its frame against the others; set translatesAutoresizingMaskIntoConstraints to NO on views placed with constraints."
        }
        for (index, a) in constraints.enumerated() where a.second == nil {
            for b in constraints[(index + 1)...] where b.second == nil && b.first == a.first {
                return "\(phrase(a.first, in: a)) is asked to be \(a.relation) \(number(a.constant)) and \(b.relation) \(number(b.constant)) at once."
            }
        }
        if let temporary = constraints.first(where: { $0.origin == .temporaryLayout || $0.origin == .encapsulatedLayout }) {
            return "UIKit fixed \(phrase(temporary.first, in: temporary)) to \(number(temporary.constant)), and the required constraints inside it add up to another size."
        }
        if constraints.contains(where: { c in c.second.map { isHorizontal($0.attribute) != isHorizontal(c.first.attribute) } ?? false }) {
            return "one of them ties the width to the height (a ratio), and the others fix each to values the ratio does not allow."
        }
        return "along that axis the required sizes, spacings and positions add up to two different values."
    }
}
