import LayoutLintRules

/// Checkstyle XML, read by Jenkins' Warnings NG, reviewdog, Danger and many IDE plugins. Every
/// file checked is listed, so a clean file shows as checked.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in report.files {
            let problems = file.problems
            let name = Escaping.xml(file.path, attribute: true)
            if problems.isEmpty {
                out += "  <file name=\"\(name)\"/>\n"
                continue
            }
            out += "  <file name=\"\(name)\">\n"
            for finding in problems {
                let severity: String
                switch finding.severity {
                case .error: severity = "error"
                case .warning: severity = "warning"
                case .note: severity = "info"
                }
                out += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" "
                    + "severity=\"\(severity)\" message=\"\(Escaping.xml(finding.message, attribute: true))\" "
                    + "source=\"layoutlint.\(Escaping.xml(finding.ruleID, attribute: true))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
