import LayoutLintRules

/// GitHub Actions workflow commands: each problem becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = ""
        for file in report.files {
            for finding in file.problems {
                let command: String
                switch finding.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .note: command = "notice"
                }
                let path = report.environment.relativePath(finding.path)
                out += "::\(command) file=\(Self.property(path)),line=\(finding.location.line),"
                    + "col=\(finding.location.column),title=\(Self.property(finding.ruleID))::\(Self.data(finding.message))\n"
            }
        }
        return out
    }

    /// The escaping of the runner's own toolkit (`escapeData`): the message may span lines.
    static func data(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `escapeProperty`: also `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
