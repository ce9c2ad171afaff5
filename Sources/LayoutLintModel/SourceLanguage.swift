/// The languages whose sources layoutlint reads for code that changes outlet constraints.
public enum SourceLanguage: String, Hashable, Sendable {
    case swift
    /// Objective-C and Objective-C++ (`.m`, `.mm`).
    case objectiveC

    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "m", "mm": self = .objectiveC
        default: return nil
        }
    }
}
