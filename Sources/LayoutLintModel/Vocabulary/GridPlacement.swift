/// Where an NSGridView puts a content view inside its cell along one axis
/// (`NSGridCell.Placement`): `leading`/`trailing` for x, `top`/`bottom` for y.
public enum GridPlacement: Hashable, Sendable {
    case inherited, leading, top, trailing, bottom, center, fill, none
    /// A value layoutlint does not know, as written: the view is not placed.
    case other(String)

    private static let known: [GridPlacement] = [.inherited, .leading, .top, .trailing, .bottom, .center, .fill, .none]

    public init(xmlValue: String) {
        self = Self.known.first { $0.xmlValue == xmlValue } ?? .other(xmlValue)
    }

    public var xmlValue: String {
        switch self {
        case .inherited: return "inherited"
        case .leading: return "leading"
        case .top: return "top"
        case .trailing: return "trailing"
        case .bottom: return "bottom"
        case .center: return "center"
        case .fill: return "fill"
        case .none: return "none"
        case .other(let value): return value
        }
    }
}

/// How an NSGridView row aligns its cells (`NSGridRow.Alignment`).
public enum GridRowAlignment: Hashable, Sendable {
    case inherited, none, firstBaseline, lastBaseline
    case other(String)

    private static let known: [GridRowAlignment] = [.inherited, .none, .firstBaseline, .lastBaseline]

    public init(xmlValue: String) {
        self = Self.known.first { $0.xmlValue == xmlValue } ?? .other(xmlValue)
    }

    public var xmlValue: String {
        switch self {
        case .inherited: return "inherited"
        case .none: return "none"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .other(let value): return value
        }
    }
}
