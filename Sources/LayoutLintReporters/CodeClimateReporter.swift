import LayoutLintRules

/// GitLab Code Quality (a subset of the Code Climate issue format): a JSON array of issues. GitLab
/// compares fingerprints between the merge request and its base, so a fingerprint must not
/// change when lines move.
public struct CodeClimateReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let fingerprints = FindingIdentity.fingerprints(report)
        var json = JSONWriter()
        json.array { json in
            for (fileIndex, file) in report.files.enumerated() {
                for (index, finding) in file.problems.enumerated() {
                    json.object { json in
                        json.field("type", "issue")
                        json.field("check_name", finding.ruleID)
                        json.field("description", finding.message)
                        json.key("categories")
                        json.array { json in
                            json.string("Bug Risk")
                        }
                        json.field("severity", Self.severity(finding))
                        json.field("fingerprint", fingerprints[fileIndex][index])
                        json.objectField("location") { json in
                            json.field("path", report.environment.relativePath(finding.path))
                            json.objectField("lines") { json in
                                json.field("begin", finding.location.line)
                            }
                        }
                    }
                }
            }
        }
        json.finish()
        return json.text
    }

    static func severity(_ finding: Finding) -> String {
        if finding.ruleID == ParseFailure.ruleID { return "critical" }
        switch finding.severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
