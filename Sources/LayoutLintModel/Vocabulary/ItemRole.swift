/// The role an item plays for its container, from the `key=` Interface Builder writes on it
/// (`view` for a view controller's view, `contentView` for a cell's or window's content,
/// `customView` for a bar button item's view). Open for the same reason as `ElementKind`.
public struct ItemRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The key exactly as the file writes it.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}

extension ItemRole {
    /// A view controller's root view.
    public static let view = ItemRole(rawValue: "view")
    /// A cell's, window's, box's or clip view's content.
    public static let contentView = ItemRole(rawValue: "contentView")
    /// A bar button item's custom view.
    public static let customView = ItemRole(rawValue: "customView")
    /// A navigation item's title view.
    public static let titleView = ItemRole(rawValue: "titleView")
    /// A table view's header and footer views: the table places them by their frames.
    public static let tableHeaderView = ItemRole(rawValue: "tableHeaderView")
    public static let tableFooterView = ItemRole(rawValue: "tableFooterView")
}
