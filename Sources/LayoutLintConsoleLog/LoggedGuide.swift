import LayoutLintModel

/// A layout guide as the log prints it: `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`,
/// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`, or a guide UIKit gives no name
/// (`_UILayoutGuide`, a guide SnapKit prints bare). The pointer says nothing across runs, so the
/// name is what ties it to the storyboard: the safe area guide element, or the owning view's
/// `…Margin` attributes (Interface Builder writes margins as attributes, UIKit since iOS 11 logs
/// them as the margins guide's edges).
enum LoggedGuide {
    case safeArea
    case layoutMargins
    case unnamed

    init?(_ item: LogItem) {
        guard let className = item.shortClassName, className == "UILayoutGuide" || className == "_UILayoutGuide" else { return nil }
        switch item.text {
        case "UIViewSafeAreaLayoutGuide": self = .safeArea
        case "UIViewLayoutMarginsGuide": self = .layoutMargins
        default: self = .unnamed
        }
    }

    /// Whether the Interface Builder anchor (`item`, `attribute`) is this guide: nil when it cannot
    /// be, else a score like `ProjectMapping.itemScore`'s (2 where the kind agrees, as a class does).
    func score(_ item: LayoutItem, attribute: String) -> Int? {
        switch (self, item.kind) {
        case (.safeArea, .layoutGuide(.safeArea)), (.layoutMargins, .layoutGuide(.layoutMargins)): return 2
        case (.layoutMargins, .view): return Self.isMarginAttribute(attribute) ? 2 : nil
        // A bare `UILayoutGuide` may be any guide (SnapKit prints the safe area guide without its name).
        case (.unnamed, .layoutGuide): return 0
        default: return nil
        }
    }

    static func isMarginAttribute(_ name: String) -> Bool {
        name.hasSuffix("Margin") || name.hasSuffix("WithinMargins")
    }

    /// The view attribute Interface Builder writes for an edge of the margins guide:
    /// `leading` → `leadingMargin`, `centerX` → `centerXWithinMargins`.
    static func marginAttribute(_ logged: String) -> String {
        logged.hasPrefix("center") ? logged + "WithinMargins" : logged + "Margin"
    }
}
