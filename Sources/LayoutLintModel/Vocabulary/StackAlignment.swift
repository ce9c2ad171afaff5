/// Where a stack view puts its arranged views across its axis: `UIStackView.Alignment`'s values,
/// and the layout attribute NSStackView aligns on (`centerX`, `width`, `baseline`, …). Each
/// spelling is its own case, so a dump shows what the file says.
public enum StackAlignment: Hashable, Sendable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    case centerX, centerY, width, height
    /// NSStackView: NSLayoutAttributeBaseline, the last baseline.
    case baseline
    /// A value layoutlint does not know, as written: views centred, as for any other value.
    case other(String)

    private static let known: [StackAlignment] = [
        .fill, .leading, .top, .center, .trailing, .bottom, .firstBaseline, .lastBaseline,
        .centerX, .centerY, .width, .height, .baseline,
    ]

    public init(xmlValue: String) {
        self = Self.known.first { $0.xmlValue == xmlValue } ?? .other(xmlValue)
    }

    public var xmlValue: String {
        switch self {
        case .fill: return "fill"
        case .leading: return "leading"
        case .top: return "top"
        case .center: return "center"
        case .trailing: return "trailing"
        case .bottom: return "bottom"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .width: return "width"
        case .height: return "height"
        case .baseline: return "baseline"
        case .other(let value): return value
        }
    }

    /// The views span the stack across its axis.
    public var fills: Bool { self == .fill || self == .width || self == .height }

    /// The views' starts (leading or top edges) line up.
    public var alignsStarts: Bool { self == .leading || self == .top }

    /// The views' ends (trailing or bottom edges) line up.
    public var alignsEnds: Bool { self == .trailing || self == .bottom }

    public var alignsBaselines: Bool { self == .firstBaseline || self == .lastBaseline || self == .baseline }
}
