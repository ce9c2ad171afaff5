import LayoutLintModel
import LayoutLintRules

/// A file that could not be read or parsed, as reporters see it (the input layer's error, without
/// depending on that layer).
public struct ParseFailure: Hashable, Sendable {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The rule id parse failures are reported under in formats that need one.
    public static let ruleID = "parse-error"

    /// The failure as a finding, for formats that list every problem the same way.
    public var finding: Finding {
        Finding(ruleID: Self.ruleID, severity: .error, path: path,
                location: SourceLocation(line: line ?? 1, column: column ?? 1), element: nil, message: message)
    }
}

/// What happened to one input file.
public struct FileReport: Hashable, Sendable {
    public var path: String
    /// The rules that ran on the file (after configuration), in catalog order.
    public var rules: [RuleDescription]
    /// Findings in `Finding.deterministicOrder`.
    public var findings: [Finding]
    public var failure: ParseFailure?
    /// Seconds spent on the file; 0 in reproducible runs.
    public var duration: Double

    public init(path: String, rules: [RuleDescription], findings: [Finding] = [], failure: ParseFailure? = nil,
                duration: Double = 0) {
        self.path = path
        self.rules = rules
        self.findings = findings
        self.failure = failure
        self.duration = duration
    }

    /// Findings, with the parse failure first when there is one.
    public var problems: [Finding] {
        if let failure { return [failure.finding] + findings }
        return findings
    }
}

/// Facts about the run that are not findings. Fixed values make reports reproducible.
public struct ReportEnvironment: Hashable, Sendable {
    /// UTC `YYYY-MM-DDTHH:MM:SS`.
    public var timestamp: String
    public var hostname: String
    public var toolVersion: String
    /// Absolute paths under this directory are reported relative to it by the formats that need
    /// repository-relative paths (SARIF, Code Climate).
    public var workingDirectory: String?

    public init(timestamp: String = "1970-01-01T00:00:00", hostname: String = "localhost",
                toolVersion: String = LayoutLintVersion.current, workingDirectory: String? = nil) {
        self.timestamp = timestamp
        self.hostname = hostname
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
    }

    /// `path` relative to the working directory where it can be, without a leading `./`.
    public func relativePath(_ path: String) -> String {
        var path = path
        if let base = workingDirectory, path.hasPrefix("/") {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}

public enum LayoutLintVersion {
    public static let current = "0.1.0"
}

/// Everything one run found, in input order: what every reporter renders.
public struct LintReport: Hashable, Sendable {
    public var files: [FileReport]
    public var environment: ReportEnvironment

    public init(files: [FileReport], environment: ReportEnvironment = ReportEnvironment()) {
        self.files = files
        self.environment = environment
    }

    /// Every rule that ran on some file, in the order first seen (catalog order per file).
    public var rulesThatRan: [RuleDescription] {
        var seen = Set<String>()
        var result: [RuleDescription] = []
        for file in files {
            for rule in file.rules where seen.insert(rule.id).inserted { result.append(rule) }
        }
        return result
    }

    public var findings: [Finding] { files.flatMap(\.findings) }
    public var failures: [ParseFailure] { files.compactMap(\.failure) }

    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.findings.filter { $0.severity == severity }.count }
    }
}

/// The description parse failures are reported under where a format lists its rules.
extension RuleDescription {
    public static let parseError = RuleDescription(
        id: ParseFailure.ruleID, name: "Parse error",
        summary: "The file could not be read or parsed as Interface Builder XML.", defaultSeverity: .error)
}

/// One output format.
public protocol Reporter: Sendable {
    func render(_ report: LintReport) -> String
}
