/// What kind of thing a constraint can refer to.
public enum ItemKind: Hashable, Sendable {
    case view
    case layoutGuide(GuideKind)

    public var isView: Bool { self == .view }
}

/// The layout guides Interface Builder writes into documents.
public enum GuideKind: String, Hashable, Sendable {
    case safeArea
    /// A scroll view's content area (`contentLayoutGuide`).
    case contentLayoutGuide
    /// A scroll view's visible frame (`frameLayoutGuide`).
    case frameLayoutGuide
    /// iOS 7–10's `topLayoutGuide` of a view controller.
    case topLayoutGuide
    /// iOS 7–10's `bottomLayoutGuide` of a view controller.
    case bottomLayoutGuide
    case layoutMargins
    case readableContent
    /// iOS 15's `keyboardLayoutGuide`: the space the keyboard takes; with the keyboard offscreen
    /// (as Interface Builder and a scene at rest show it), the band below the safe area.
    case keyboard
    /// A guide of a kind layoutlint does not know.
    case other
}

/// The platform's autoresizing mask bits, as Interface Builder writes them.
public struct AutoresizingMask: Hashable, Sendable {
    public var flexibleMinX = false
    public var widthSizable = false
    public var flexibleMaxX = false
    public var flexibleMinY = false
    public var heightSizable = false
    public var flexibleMaxY = false

    public init(
        flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
        flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false
    ) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }

    /// UIKit's log notation: `h=-&- v=--&` (`-` fixed, `&` flexible; left margin, size, right margin).
    public var logNotation: String {
        func mark(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        return "h=\(mark(flexibleMinX))\(mark(widthSizable))\(mark(flexibleMaxX)) "
            + "v=\(mark(flexibleMinY))\(mark(heightSizable))\(mark(flexibleMaxY))"
    }
}

/// A per-axis pair, used for content priorities and intrinsic size hints.
public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
    public var horizontal: Value
    public var vertical: Value

    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// A design-time intrinsic size Interface Builder was told to assume for a custom view.
public enum PlaceholderIntrinsicSize: Hashable, Sendable {
    case value(Double)
    /// `infinite`: "no intrinsic size" on that axis at design time.
    case none
}

/// `UIStackView` / `NSStackView` properties that generate constraints.
public struct StackProperties: Hashable, Sendable {
    public var axis: Axis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    public var spacing: Double = 0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    /// AppKit: NSStackView's `edgeInsets`, the padding between its edges and its views (zero by default).
    public var edgeInsets: EdgeInsets?
    /// AppKit: hidden views leave the arrangement (NSStackView's `detachesHiddenViews`).
    public var detachesHiddenViews = false
    /// AppKit: how tightly the stack hugs its views, per axis.
    public var stackHuggingPriority: AxisPair<Priority>?
    /// AppKit: how strongly the stack resists being smaller than its views, per axis (required
    /// when not written; below that the views overflow, clipped, instead of being squeezed).
    public var clippingResistancePriority = AxisPair(horizontal: Priority.required, vertical: Priority.required)
    /// AppKit: the views in order, with their gravity area (`beginning`, `middle`, `end`); UIKit: all `arranged`.
    public var arrangedSubviews: [ObjectID] = []
    /// AppKit: per-view visibility priorities, in arrangement order.
    public var visibilityPriorities: [Priority] = []
    /// AppKit: per-view custom spacing after each view (`Double.greatestFiniteMagnitude`-like values mean "default").
    public var customSpacing: [Double] = []
    /// Size-class overrides of axis, spacing and distribution.
    public var axisOverrides = TraitOverrides<Axis>()
    public var spacingOverrides = TraitOverrides<Double>()
    public var distributionOverrides = TraitOverrides<StackDistribution>()
    public var alignmentOverrides = TraitOverrides<StackAlignment>()

    public init() {}
}

/// Table view properties that decide how cells are sized.
public struct TableProperties: Hashable, Sendable {
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    /// `-1` in the file means `UITableView.automaticDimension`.
    public var usesAutomaticRowHeight: Bool { rowHeight == -1 || estimatedRowHeight != nil && rowHeight == nil }
    public var style: String?
    /// UIKit: `dataMode="static"`, a UITableViewController's static cells: their own row heights
    /// (a cell's custom `rowHeight`) hold at run time, where a prototype's are only the canvas's.
    public var isStatic: Bool
    /// AppKit (`usesAutomaticRowHeights`): each row is as tall as its cell view's constraints make
    /// it (the cell view's fitting height), not the table's `rowHeight`.
    public var usesAutomaticRowHeights: Bool

    public init(rowHeight: Double? = nil, estimatedRowHeight: Double? = nil, style: String? = nil,
                isStatic: Bool = false, usesAutomaticRowHeights: Bool = false) {
        self.rowHeight = rowHeight
        self.isStatic = isStatic
        self.estimatedRowHeight = estimatedRowHeight
        self.style = style
        self.usesAutomaticRowHeights = usesAutomaticRowHeights
    }
}

/// How a control is drawn, as far as it changes the control's frame around its alignment rect
/// (AppKit cells and UIKit controls draw bezels and shadows outside the rect constraints act on).
/// Read from the view's element and, for AppKit, its cell (`<buttonCell key="cell" type="check">`).
public struct ControlAppearance: Hashable, Sendable {
    /// AppKit button cells' `type` (`push`, `check`, `radio`, `bevel`, …).
    public var cellType: String?
    public var bezelStyle: String?
    /// AppKit text field cells: `bezel` or `border`; absent on labels. UIKit text fields: `roundedRect`, …
    public var borderStyle: String?
    public var controlSize: ControlSize = .regular
    /// NSBox: `primary` when absent, `custom`, `separator`, `oldStyle`.
    public var boxType: String?
    /// NSBox: where the title sits; `noTitle` hides it.
    public var titlePosition: String?
    /// NSBox: `line`, `none`, … (custom boxes).
    public var borderType: String?
    /// NSTabView: `topTabsBezelBorder` when absent, `noTabsNoBorder`, `rightTabsBezelBorder`, ….
    public var tabViewType: String?
    /// NSSlider: `linear` or `circular`.
    public var sliderType: String?
    /// NSSegmentedControl's cell: `rounded`, `capsule`, `texturedSquare`, … (the cell's `style`).
    public var segmentStyle: String?
    /// NSProgressIndicator: `bar` when absent, or `spinning`.
    public var progressStyle: String?
    /// NSDatePicker's cell: `textFieldAndStepper` when absent, `textField`, `clockAndCalendar`.
    public var datePickerStyle: String?
    /// NSLevelIndicator's cell: `continuousCapacity` when absent, `discreteCapacity`, `relevancy`, `rating`.
    public var levelIndicatorStyle: String?
    /// AppKit button cells: where the image sits against the title (`only`, `overlaps`, `left`, …).
    public var imagePosition: String?
    /// NSImageView's cell: the frame drawn around the image (`grayBezel`, `groove`, `photo`,
    /// `button`); absent when none.
    public var imageFrameStyle: String?
    /// AppKit text field cells that fill their frame with a background colour.
    public var drawsBackground = false
    /// AppKit cells: `wordWrapping` when absent (NSLineBreakByWordWrapping is 0), `clipping`, `truncatingTail`, ….
    public var lineBreakMode: String?
    /// The text font's point size as the file writes it (`<font size=…>`, `<fontDescription
    /// pointSize=…>`); `nil` when the file names only a role (`metaFont="system"`) or no font.
    public var fontSize: Double?
    /// The font the file names: an AppKit `metaFont` (`system`, `smallSystem`, `message`, …),
    /// `appearance` for `usesAppearanceFont`, a UIKit `type` or text style, or a font name.
    public var fontName: String?
    /// A UIKit system font's weight as the file writes it (`<fontDescription weight="semibold">`:
    /// `ultraLight` … `black`); `nil` for regular, for `boldSystem` and for named fonts.
    public var fontWeight: String?

    public init() {}
}

/// Xcode's cached verdicts, written when the document was saved.
public struct XcodeVerdict: Hashable, Sendable {
    public var ambiguous = false
    public var misplaced = false
    /// `off` or `ignoreSizes`: the user switched Interface Builder's ambiguity check off or down.
    public var verifyAmbiguity: String?

    public init(ambiguous: Bool = false, misplaced: Bool = false, verifyAmbiguity: String? = nil) {
        self.ambiguous = ambiguous
        self.misplaced = misplaced
        self.verifyAmbiguity = verifyAmbiguity
    }
}

/// A view or layout guide: anything a constraint can refer to.
public struct LayoutItem: Hashable, Sendable {
    public var id: ObjectID
    public var kind: ItemKind
    /// Interface Builder's type name (`label`, `stackView`, `customView`, or one layoutlint has never seen).
    public var element: ElementKind
    /// The runtime class: `customClass` when set, else the platform class (`UILabel`, `NSTextField`).
    public var className: String
    public var customClass: String?
    /// The name Interface Builder's document outline shows.
    public var name: String
    public var userLabel: String?
    /// The visible text or title, if any (used for naming and for UIKit-style descriptions).
    public var text: String?
    /// The nearest enclosing item (`nil` for a scene's root views).
    public var parent: ObjectID?
    /// The role the item plays for its container (`view`, `contentView`, `safeArea`, …).
    public var role: ItemRole?
    public var location: SourceLocation
    /// The design-time frame, relative to the superview.
    public var frame: Rect?
    /// Size-class overrides of the frame.
    public var frameOverrides = TraitOverrides<Rect>()
    public var xcode = XcodeVerdict()
    /// Absent in the file means YES; Interface Builder writes NO on views it lays out with constraints.
    public var translatesAutoresizingMaskIntoConstraints = true
    public var autoresizingMask: AutoresizingMask?
    public var hasFixedFrame = false
    public var isHidden = false
    public var contentHugging = AxisPair(horizontal: Priority.defaultLow, vertical: Priority.defaultLow)
    public var compressionResistance = AxisPair(horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh)
    public var placeholderIntrinsicSize = AxisPair<PlaceholderIntrinsicSize?>(horizontal: nil, vertical: nil)
    /// The image an image view (or button) shows, by resource name.
    public var imageName: String?
    /// The image is one of the system's symbols (`catalog="system"`), not an asset of the project.
    public var showsSymbolImage = false
    public var layoutMargins: EdgeInsets?
    public var preservesSuperviewLayoutMargins = false
    public var insetsLayoutMarginsFromSafeArea = true
    public var stack: StackProperties?
    public var grid: GridProperties?
    public var table: TableProperties?
    /// UIKit: a table cell's own row height (`rowHeight` on `<tableViewCell>`, the size
    /// inspector's Custom row height), nil when it takes its table's.
    public var customRowHeight: Double?
    /// UIKit: a table cell shows a standard accessory (`accessoryType` other than none): a
    /// disclosure indicator, checkmark or detail button beside its content view.
    public var hasAccessory = false
    /// `scrollEnabled="NO"` on a text view gives it an intrinsic size: its text's.
    public var isScrollEnabled = true
    /// A UIScrollView's `contentInsetAdjustmentBehavior` is not `never`: it insets its content by
    /// the safe area, so content at rest is never under the bars.
    public var adjustsContentInsetsForSafeArea = true
    /// A label's line limit (`numberOfLines`); 0 means none: the text wraps and the label grows in height.
    public var numberOfLines = 1
    /// AppKit text fields whose cell is editable: an input field, whose text scrolls rather than clips.
    public var isEditable = false
    /// A text field's placeholder (UIKit `placeholder`, AppKit `placeholderString`): what it shows,
    /// and measures its intrinsic width by, while its text is empty.
    public var placeholderText: String?
    /// What a control shows one of at a time and sizes itself to the widest of: a pop-up button's
    /// menu item titles (hidden items and separators left out), a UIKit segmented control's segment
    /// titles; empty where the control does not size itself to its titles (a pull-down, an image
    /// pop-up, image segments, segments apportioned by content).
    public var itemTitles: [String] = []
    /// A label's explicit wrapping width (`preferredMaxLayoutWidth`, UILabel and NSTextField): its
    /// text wraps at this width, not at the width the layout gives it.
    public var preferredMaxLayoutWidth: Double?
    public var appearance = ControlAppearance()
    /// UIKit buttons: what their intrinsic size rests on besides the title (`nil` for other views).
    public var button: ButtonContent?
    /// For custom guides and views: whether they are installed, per size class.
    public var installation = Installation()

    public init(
        id: ObjectID, kind: ItemKind, element: ElementKind, className: String, name: String,
        parent: ObjectID? = nil, location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.element = element
        self.className = className
        self.name = name
        self.parent = parent
        self.location = location
    }
}

extension LayoutItem {
    /// UIKit: whether this table cell is as tall as its content at run time. A table with
    /// automatic row heights (`UITableView.automaticDimension`) sizes each cell by its content,
    /// except a static cell with a row height of its own, which a static table keeps (a
    /// prototype's own row height is only the canvas's).
    public func isSelfSizingRow(in table: TableProperties) -> Bool {
        guard element == .tableViewCell, table.usesAutomaticRowHeight else { return false }
        let hasOwnHeight = (customRowHeight ?? -1) > 0
        return !(table.isStatic && hasOwnHeight)
    }
}
