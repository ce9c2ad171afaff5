import LayoutLintModel
import LayoutLintRules

/// The JSON report; its schema is `docs/report-schema.md` (machine-readable:
/// `Conformance/schemas/layoutlint-report.schema.json`). Keys keep their order, so the bytes are
/// the same run to run.
public struct JSONReporter: Reporter {
    public init() {}

    public static let schemaVersion = 1

    public func render(_ report: LintReport) -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("version", Self.schemaVersion)
            json.objectField("tool") { json in
                json.field("name", "layoutlint")
                json.field("version", report.environment.toolVersion)
            }
            json.objectField("summary") { json in
                json.field("files", report.files.count)
                json.field("errors", report.count(.error))
                json.field("warnings", report.count(.warning))
                json.field("notes", report.count(.note))
                json.field("unreadable", report.failures.count)
            }
            json.arrayField("files") { json in
                for file in report.files {
                    json.object { json in
                        json.field("file", file.path)
                        json.field("status", file.failure == nil ? "checked" : "unreadable")
                        json.key("rules")
                        json.array { json in for rule in file.rules { json.string(rule.id) } }
                        json.field("findings", file.findings.count)
                    }
                }
            }
            json.arrayField("findings") { json in
                for file in report.files {
                    for finding in file.problems { Self.write(finding, into: &json) }
                }
            }
        }
        json.finish()
        return json.text
    }

    static func write(_ finding: Finding, into json: inout JSONWriter) {
        json.object { json in
            json.field("rule", finding.ruleID)
            json.field("severity", finding.severity.rawValue)
            json.field("file", finding.path)
            json.field("line", finding.location.line)
            json.field("column", finding.location.column)
            json.field("element", finding.element)
            json.field("scene", finding.sceneID)
            json.field("message", finding.message)
            json.arrayField("sizeClasses") { json in
                for trait in finding.sizeClasses {
                    json.object { json in
                        json.field("key", trait.ibKey)
                        json.field("width", trait.width.rawValue)
                        json.field("height", trait.height.rawValue)
                        json.field("description", trait.description)
                    }
                }
            }
        }
    }
}
