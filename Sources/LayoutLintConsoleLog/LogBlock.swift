/// What a block of console output reports.
public enum LogBlockKind: String, Codable, Sendable {
    /// "Unable to simultaneously satisfy constraints" (UIKit, AppKit) or "Conflicting constraints detected" (macOS 14).
    case unsatisfiable
    /// `_autolayoutTrace` with `AMBIGUOUS LAYOUT`, or the run-time "View has an ambiguous layout" warning.
    case ambiguous
    /// "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
    case priorityMutation = "priority-mutation"
    /// "constraints ambiguously suggest a height of zero for a tableview cell's content view"
    case cellZeroHeight = "cell-zero-height"
    /// Constraint descriptions outside any of the above (a `po view.constraints` dump).
    case constraints
}

public enum LogPlatform: String, Codable, Sendable {
    case uikit
    case appkit
}

/// One line of a block's constraint list (or its "breaking" line): the text, and what it says.
public struct LogEntry: Sendable {
    /// 1-based line in the log.
    public var line: Int
    /// The description as it appears (one of several when a line holds more).
    public var text: String
    public var constraint: LogConstraint?
    /// Why it could not be read, when it could not.
    public var failure: String?

    public init(line: Int, text: String, constraint: LogConstraint?, failure: String?) {
        self.line = line
        self.text = text
        self.constraint = constraint
        self.failure = failure
    }

    public var isParsed: Bool { constraint != nil }

    /// Reads a description, or keeps the text with the reason it cannot be read.
    public static func reading(_ text: Substring, line: Int) -> LogEntry {
        switch ConstraintDescriptionParser.parse(text) {
        case .success(let constraint): return LogEntry(line: line, text: String(text), constraint: constraint, failure: nil)
        case .failure(let failure): return LogEntry(line: line, text: String(text), constraint: nil, failure: failure.reason)
        }
    }

    /// A list entry that is not a constraint description at all.
    public static func unreadable(_ text: Substring, line: Int, reason: String) -> LogEntry {
        LogEntry(line: line, text: String(text.trimmed), constraint: nil, failure: reason)
    }
}

/// A view `_autolayoutTrace` marks `AMBIGUOUS LAYOUT`, with the variables it names (`minX`, `Height`).
public struct AmbiguousView: Codable, Sendable {
    public var line: Int
    public var item: LogItem
    public var variables: [String]
}

/// The priority change the exception reports.
public struct PriorityChange: Codable, Sendable {
    public var passed: Double
    public var existing: Double
    /// The class whose `setPriority:` asserted, when the log names it (`SnapKit.LayoutConstraint`).
    public var className: String?
}

/// One block found in a log.
public struct LogBlock: Sendable {
    public var kind: LogBlockKind
    /// 1-based line where it starts.
    public var line: Int
    public var platform: LogPlatform?
    /// Whether the block's header was in the log (a paste may hold only the list or the breaking line).
    public var hasHeader: Bool
    public var constraints: [LogEntry] = []
    public var broken: LogEntry?
    public var ambiguousViews: [AmbiguousView] = []
    public var priorityChange: PriorityChange?
    /// Entries left out past `LogBlockScanner.maximumEntries`.
    public var omittedEntries = 0

    public init(kind: LogBlockKind, line: Int, platform: LogPlatform? = nil, hasHeader: Bool = true) {
        self.kind = kind
        self.line = line
        self.platform = platform
        self.hasHeader = hasHeader
    }
}
