import LayoutLintModel

public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}

/// One problem a rule found, pointing at the line the user has to look at.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var path: String
    public var location: SourceLocation
    /// The Interface Builder id of the element the finding is about.
    public var element: ObjectID?
    public var sceneID: ObjectID?
    public var message: String
    /// The size classes the finding applies to; empty means "every configuration evaluated".
    public var sizeClasses: [TraitKey]

    public init(ruleID: String, severity: Severity, path: String, location: SourceLocation, element: ObjectID?,
                sceneID: ObjectID? = nil, message: String, sizeClasses: [TraitKey] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.location = location
        self.element = element
        self.sceneID = sceneID
        self.message = message
        self.sizeClasses = sizeClasses
    }

    /// The order every reporter prints findings in: file, line, column, rule, element, message.
    public static func deterministicOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.element != rhs.element { return (lhs.element ?? "") < (rhs.element ?? "") }
        return lhs.message < rhs.message
    }
}
