/// An AppKit control's size (`NSControl.ControlSize`); regular when the file writes none.
public enum ControlSize: Hashable, Sendable {
    case regular, small, mini, large
    /// A value layoutlint does not know, as written.
    case other(String)

    public init(xmlValue: String) {
        switch xmlValue {
        case "regular": self = .regular
        case "small": self = .small
        case "mini": self = .mini
        case "large": self = .large
        default: self = .other(xmlValue)
        }
    }
}
