/// An `NSLayoutConstraint.Attribute` as Interface Builder names it.
public enum LayoutAttribute: Hashable, Sendable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The empty second attribute of a constant-only constraint.
    case notAnAttribute
    /// A name layoutlint does not know; kept so the finding can quote it.
    case unknown(String)

    /// Parses the spelling Interface Builder writes (`baseline` is the old name of `lastBaseline`).
    public init(ibName: String) {
        switch ibName {
        case "left": self = .left
        case "right": self = .right
        case "top": self = .top
        case "bottom": self = .bottom
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "width": self = .width
        case "height": self = .height
        case "centerX": self = .centerX
        case "centerY": self = .centerY
        case "baseline", "lastBaseline": self = .lastBaseline
        case "firstBaseline": self = .firstBaseline
        case "leftMargin": self = .leftMargin
        case "rightMargin": self = .rightMargin
        case "topMargin": self = .topMargin
        case "bottomMargin": self = .bottomMargin
        case "leadingMargin": self = .leadingMargin
        case "trailingMargin": self = .trailingMargin
        case "centerXWithinMargins": self = .centerXWithinMargins
        case "centerYWithinMargins": self = .centerYWithinMargins
        case "notAnAttribute": self = .notAnAttribute
        default: self = .unknown(ibName)
        }
    }

    /// The name as Interface Builder and UIKit's log write it.
    public var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        case .unknown(let name): return name
        }
    }

    /// The axis the attribute lies on; `nil` for `notAnAttribute` and unknown names.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute, .unknown:
            return nil
        }
    }

    public var isSize: Bool { self == .width || self == .height }

    /// Edges, centers and baselines: attributes that are a coordinate, not a length.
    public var isPosition: Bool { axis != nil && !isSize }

    /// A text baseline: placed from a font's metrics, not from the frame.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Attributes measured against the item's layout margins rather than its edges.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Which horizontal convention an attribute belongs to; UIKit refuses to relate the two.
    public enum Direction: Sendable { case absolute, languageDirectional }

    public var direction: Direction? {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return .absolute
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .languageDirectional
        default: return nil
        }
    }
}
