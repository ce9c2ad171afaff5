/// Interface Builder's type name for an item (`label`, `stackView`, `tableViewCell`): what the
/// engine and rules branch on, so they compare kinds, never XML names.
///
/// The vocabulary is open: Xcode adds element names with every release, and a name layoutlint
/// has never seen must still be carried (it names the view in messages and dumps). So this is a
/// struct with named constants, like `Notification.Name`, rather than a closed enum; the input
/// layer is the only place that turns an XML name into one.
public struct ElementKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The element name exactly as the file writes it.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}

extension ElementKind {
    // Plain views and containers.
    public static let view = ElementKind(rawValue: "view")
    public static let customView = ElementKind(rawValue: "customView")
    public static let stackView = ElementKind(rawValue: "stackView")
    public static let box = ElementKind(rawValue: "box")
    public static let tabView = ElementKind(rawValue: "tabView")
    public static let splitView = ElementKind(rawValue: "splitView")

    // Scrolling containers and their parts.
    public static let scrollView = ElementKind(rawValue: "scrollView")
    public static let clipView = ElementKind(rawValue: "clipView")
    public static let tableView = ElementKind(rawValue: "tableView")
    public static let outlineView = ElementKind(rawValue: "outlineView")
    public static let collectionView = ElementKind(rawValue: "collectionView")
    public static let textView = ElementKind(rawValue: "textView")
    public static let matrix = ElementKind(rawValue: "matrix")

    // Cells and the views tables and collections place.
    public static let tableViewCell = ElementKind(rawValue: "tableViewCell")
    public static let tableViewCellContentView = ElementKind(rawValue: "tableViewCellContentView")
    public static let collectionViewCell = ElementKind(rawValue: "collectionViewCell")
    public static let collectionViewCellContentView = ElementKind(rawValue: "collectionViewCellContentView")
    public static let collectionReusableView = ElementKind(rawValue: "collectionReusableView")
    public static let tableViewHeaderFooterView = ElementKind(rawValue: "tableViewHeaderFooterView")
    public static let tableCellView = ElementKind(rawValue: "tableCellView")

    // Text.
    public static let label = ElementKind(rawValue: "label")
    public static let textField = ElementKind(rawValue: "textField")
    public static let secureTextField = ElementKind(rawValue: "secureTextField")
    public static let searchField = ElementKind(rawValue: "searchField")
    public static let tokenField = ElementKind(rawValue: "tokenField")
    public static let comboBox = ElementKind(rawValue: "comboBox")

    // Controls.
    public static let button = ElementKind(rawValue: "button")
    public static let popUpButton = ElementKind(rawValue: "popUpButton")
    public static let segmentedControl = ElementKind(rawValue: "segmentedControl")
    public static let stepper = ElementKind(rawValue: "stepper")
    public static let `switch` = ElementKind(rawValue: "switch")
    public static let slider = ElementKind(rawValue: "slider")
    public static let pageControl = ElementKind(rawValue: "pageControl")
    public static let colorWell = ElementKind(rawValue: "colorWell")
    public static let datePicker = ElementKind(rawValue: "datePicker")
    public static let pathControl = ElementKind(rawValue: "pathControl")
    public static let levelIndicator = ElementKind(rawValue: "levelIndicator")
    public static let progressIndicator = ElementKind(rawValue: "progressIndicator")
    public static let progressView = ElementKind(rawValue: "progressView")
    public static let activityIndicatorView = ElementKind(rawValue: "activityIndicatorView")
    public static let imageView = ElementKind(rawValue: "imageView")
    public static let pickerView = ElementKind(rawValue: "pickerView")

    // Bars.
    public static let searchBar = ElementKind(rawValue: "searchBar")
    public static let navigationBar = ElementKind(rawValue: "navigationBar")
    public static let toolbar = ElementKind(rawValue: "toolbar")
    public static let tabBar = ElementKind(rawValue: "tabBar")

    /// A table or collection cell (not its content view).
    public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

    /// A cell's content view.
    public var isCellContentView: Bool { self == .tableViewCellContentView || self == .collectionViewCellContentView }
}
