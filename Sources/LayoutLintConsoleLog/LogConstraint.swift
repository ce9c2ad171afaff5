/// One view or layout guide as a console log names it: `UILabel:0x7f8…'Title'`, a Masonry key
/// (`UILabel:messageLabel`), a name from the `names:` dictionary (an accessibility identifier or a
/// visual-format name such as `one`), or `'|'` (the superview of a visual-format constraint).
public struct LogItem: Equatable, Hashable, Codable, Sendable {
    /// The class as printed: `UILabel`, `Forms.Button`, `_TtC5Hello9TitleView`; nil when the log
    /// gives only a name.
    public var className: String?
    /// The pointer (`0x7f8…`), a Masonry key, or the Interface Builder id in layoutlint's own logs.
    public var address: String?
    /// The label or button text UIKit appends in quotes (cut to 25 characters plus `...`).
    public var text: String?
    /// A name standing for the item: an accessibility identifier, a visual-format name, `|`.
    public var name: String?

    public init(className: String? = nil, address: String? = nil, text: String? = nil, name: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
        self.name = name
    }

    public var isSuperview: Bool { name == "|" && className == nil }

    /// The class without its module: `Forms.Button` → `Button`.
    public var shortClassName: String? {
        guard let className else { return nil }
        return className.split(separator: ".").last.map(String.init) ?? className
    }

    /// How the log prints it, for messages: `UILabel 'Title'`, `"one"`, `the superview`.
    public var displayName: String {
        if isSuperview { return "the superview" }
        var result = className ?? name ?? "a view"
        if let text { result += " '\(text)'" }
        if className != nil, let name, name != "|" { result += " (\(name))" }
        return result
    }
}

/// `item.attribute`, one side of an equation.
public struct LogAnchor: Equatable, Codable, Sendable {
    public var item: LogItem
    /// The attribute as printed: `leading`, `centerY`, `lastBaseline`, `minX`, `Height`, …
    public var attribute: String

    public init(item: LogItem, attribute: String) {
        self.item = item
        self.attribute = attribute
    }
}

/// How the description wrote the relation.
public enum LogConstraintForm: String, Codable, Sendable {
    /// `A.leading == B.leading + 8`
    case equation
    /// `H:|-(8)-[A]`, `V:[A(44)]`
    case visualFormat = "vfl"
}

/// One constraint description, `<NSLayoutConstraint:0x… 'identifier' A.attr == m*B.attr + c   (active, names: …)>`,
/// read into its parts: what it constrains (as `first relation multiplier × second + constant`,
/// visual-format forms rewritten to that shape) and what the log says about it.
public struct LogConstraint: Equatable, Codable, Sendable {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`,
    /// `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, `_UISystemBaselineConstraint`, …
    public var className: String
    public var address: String?
    /// `'UISV-spacing'`, `'UIView-Encapsulated-Layout-Height'`, a user's identifier.
    public var identifier: String?
    /// SnapKit's `@CCBaseCell.swift#88`: the file and line that made it.
    public var sourceLocation: String?
    /// `h=--& v=--&`
    public var autoresizingMask: String?
    public var form: LogConstraintForm
    public var first: LogAnchor
    /// `==`, `>=`, `<=`
    public var relation: String
    public var second: LogAnchor?
    public var multiplier: Double
    public var constant: Double
    /// The constant is the system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
    public var isSystemSpacing: Bool
    public var priority: Double
    /// `(active)`; nil when the log does not say (before iOS 10, Masonry and SnapKit descriptions).
    public var isActive: Bool?
    /// `(LTR)` after a horizontal visual format: left and right rather than leading and trailing.
    public var isLeftToRight: Bool
    /// The `names:` dictionary: visual-format names and `|` to the items they stand for.
    public var names: [String: LogItem]
    /// An `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:`.
    public var hugging: Double?
    public var compressionResistance: Double?

    public init(className: String, form: LogConstraintForm, first: LogAnchor, relation: String) {
        self.className = className
        self.form = form
        self.first = first
        self.relation = relation
        multiplier = 1
        constant = 0
        isSystemSpacing = false
        priority = 1000
        isLeftToRight = false
        names = [:]
    }

    /// What kind of constraint it is, as a user would say it.
    public var origin: LogConstraintOrigin {
        if let identifier {
            if identifier.hasPrefix("UISV-") { return .stackView }
            if identifier.hasPrefix("UIView-Encapsulated-Layout-") { return .encapsulatedLayout }
            if identifier.hasPrefix("_UITemporaryLayout") { return .temporaryLayout }
            if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") || identifier.hasSuffix("-guide-constraint") { return .layoutGuide }
            if identifier.hasPrefix("IB auto generated") { return .interfaceBuilderPrototyping }
        }
        if className.hasSuffix("AutoresizingMaskLayoutConstraint") || autoresizingMask != nil { return .autoresizingMask }
        if className.hasSuffix("ContentSizeLayoutConstraint") { return .contentSize }
        if className.hasPrefix("_UILayoutSupport") { return .layoutGuide }
        if className.hasPrefix("NSIBPrototyping") { return .interfaceBuilderPrototyping }
        return .app
    }

    /// The item an item name stands for, resolving `names:` entries and `|`.
    public func resolve(_ item: LogItem) -> LogItem {
        guard item.className == nil, let name = item.name, let resolved = names[name] else { return item }
        var result = resolved
        if result.name == nil && name != "|" { result.name = name }
        return result
    }
}

/// Who made a constraint, read from its class and identifier.
public enum LogConstraintOrigin: String, Codable, Sendable {
    /// Made by the app: a storyboard, or code.
    case app
    case autoresizingMask = "autoresizing-mask"
    case contentSize = "content-size"
    case stackView = "stack-view"
    case encapsulatedLayout = "encapsulated-layout"
    case temporaryLayout = "temporary-layout"
    case layoutGuide = "layout-guide"
    case interfaceBuilderPrototyping = "ib-prototyping"
}
