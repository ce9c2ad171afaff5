import LayoutLintRules

/// The default: one compiler-style line per problem, `path:line:col: severity: message [rule-id]`.
public struct XcodeReporter: Reporter {
    /// ANSI colours for the severity word, for a terminal.
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ report: LintReport) -> String {
        var out = ""
        for file in report.files {
            if let failure = file.failure {
                out += DiagnosticFormatter.line(for: failure) + "\n"
            }
            for finding in file.findings {
                out += (colored ? DiagnosticFormatter.coloredLine(for: finding) : DiagnosticFormatter.line(for: finding)) + "\n"
            }
        }
        return out
    }
}
