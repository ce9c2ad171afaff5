import LayoutLintRules

/// SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer). One run; every rule that ran is
/// described, so a clean run still uploads a complete tool description and `"results": []`.
public struct SARIFReporter: Reporter {
    public init() {}

    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public func render(_ report: LintReport) -> String {
        var rules = report.rulesThatRan
        if !report.failures.isEmpty { rules.append(.parseError) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let fingerprints = FindingIdentity.fingerprints(report)

        var json = JSONWriter()
        json.object { json in
            json.field("$schema", Self.schema)
            json.field("version", "2.1.0")
            json.arrayField("runs") { json in
                json.object { json in
                    json.objectField("tool") { json in
                        json.objectField("driver") { json in
                            json.field("name", "layoutlint")
                            json.field("version", report.environment.toolVersion)
                            json.field("semanticVersion", report.environment.toolVersion)
                            json.arrayField("rules") { json in
                                for rule in rules { Self.write(rule, into: &json) }
                            }
                        }
                    }
                    json.arrayField("results") { json in
                        for (fileIndex, file) in report.files.enumerated() {
                            for (index, finding) in file.problems.enumerated() {
                                Self.write(finding, ruleIndex: ruleIndex[finding.ruleID], fingerprint: fingerprints[fileIndex][index],
                                           path: report.environment.relativePath(finding.path), into: &json)
                            }
                        }
                    }
                    json.field("columnKind", "unicodeCodePoints")
                }
            }
        }
        json.finish()
        return json.text
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func write(_ rule: RuleDescription, into json: inout JSONWriter) {
        json.object { json in
            json.field("id", rule.id)
            json.field("name", pascalCase(rule.id))
            json.objectField("shortDescription") { $0.field("text", rule.name) }
            json.objectField("fullDescription") { $0.field("text", rule.summary) }
            json.objectField("help") { $0.field("text", "\(rule.summary) See Rules/\(rule.id).md in the layoutlint repository.") }
            json.objectField("defaultConfiguration") { $0.field("level", level(rule.defaultSeverity)) }
        }
    }

    private static func write(_ finding: Finding, ruleIndex: Int?, fingerprint: String, path: String,
                              into json: inout JSONWriter) {
        json.object { json in
            json.field("ruleId", finding.ruleID)
            if let ruleIndex { json.field("ruleIndex", ruleIndex) }
            json.field("level", level(finding.severity))
            json.objectField("message") { $0.field("text", finding.message) }
            json.arrayField("locations") { json in
                json.object { json in
                    json.objectField("physicalLocation") { json in
                        json.objectField("artifactLocation") { json in
                            if path.hasPrefix("/") {
                                json.field("uri", "file://" + Escaping.uriPath(path))
                            } else {
                                json.field("uri", Escaping.uriPath(path))
                                json.field("uriBaseId", "%SRCROOT%")
                            }
                        }
                        json.objectField("region") { json in
                            json.field("startLine", max(1, finding.location.line))
                            json.field("startColumn", max(1, finding.location.column))
                        }
                    }
                    if let element = finding.element {
                        json.arrayField("logicalLocations") { json in
                            json.object { json in
                                json.field("name", element)
                                json.field("kind", "element")
                            }
                        }
                    }
                }
            }
            json.objectField("partialFingerprints") { $0.field("layoutlintIdentity/v1", fingerprint) }
            if !finding.sizeClasses.isEmpty {
                json.objectField("properties") { json in
                    json.key("sizeClasses")
                    json.array { json in for trait in finding.sizeClasses { json.string(trait.ibKey) } }
                }
            }
        }
    }

    /// `dangling-reference` → `DanglingReference`: SARIF's `name` is meant to be an identifier.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
