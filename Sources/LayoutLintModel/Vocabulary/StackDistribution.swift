/// How a stack view sizes and spaces its arranged views along its axis
/// (`UIStackView.Distribution`, `NSStackView.Distribution`).
public enum StackDistribution: Hashable, Sendable {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
    /// NSStackView's default when the file writes no distribution: views kept in their gravity
    /// areas (leading, centre, trailing), each area hugging its views.
    case gravityAreas
    /// A value layoutlint does not know, as written: arranged like `fill`, named as written.
    case other(String)

    /// The value as the file writes it. `fillEqual`, an old spelling, is read as `fillEqually`.
    public init(xmlValue: String) {
        switch xmlValue {
        case "fill": self = .fill
        case "fillEqually", "fillEqual": self = .fillEqually
        case "fillProportionally": self = .fillProportionally
        case "equalSpacing": self = .equalSpacing
        case "equalCentering": self = .equalCentering
        case "gravityAreas": self = .gravityAreas
        default: self = .other(xmlValue)
        }
    }

    public var xmlValue: String {
        switch self {
        case .fill: return "fill"
        case .fillEqually: return "fillEqually"
        case .fillProportionally: return "fillProportionally"
        case .equalSpacing: return "equalSpacing"
        case .equalCentering: return "equalCentering"
        case .gravityAreas: return "gravityAreas"
        case .other(let value): return value
        }
    }

    /// The distributions whose gaps may only grow (equal spacing between edges or centres).
    public var spacesEqually: Bool { self == .equalSpacing || self == .equalCentering }
}
