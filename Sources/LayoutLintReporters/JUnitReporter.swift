import LayoutLintRules

/// JUnit XML in the one layout that Jenkins (`junit-10.xsd`), GitLab, GitHub report actions, Azure
/// DevOps and CircleCI all read the same way: a test suite per file, a test case per file × rule
/// that ran, at most one aggregated failure per test case. Test cases stay the same across commits,
/// so CI can track a rule on a file going red or green; one failure per finding would collapse in
/// GitLab, which keys test cases by name.
public struct JUnitReporter: Reporter {
    public init() {}

    /// The test case that says whether the file could be read at all.
    public static let parseTestCase = "parse"

    public func render(_ report: LintReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (index, file) in report.files.enumerated() {
            out += suite(file, id: index, environment: report.environment)
        }
        return out + "</testsuites>\n"
    }

    private func suite(_ file: FileReport, id: Int, environment: ReportEnvironment) -> String {
        // Jenkins splits class names at the last dot into package and class.
        let classname = attribute(file.path.replacingDots())
        var cases = ""
        var failures = 0, errors = 0, skipped = 0

        cases += "    <testcase classname=\"\(classname)\" name=\"\(Self.parseTestCase)\""
        if let failure = file.failure {
            errors += 1
            cases += ">\n      <error type=\"\(ParseFailure.ruleID)\" message=\"\(attribute(failure.message))\">"
                + "\(Escaping.xml(DiagnosticFormatter.line(for: failure)))</error>\n    </testcase>\n"
        } else {
            cases += "/>\n"
        }

        let byRule = Dictionary(grouping: file.findings, by: \.ruleID)
        for rule in file.rules {
            cases += "    <testcase classname=\"\(classname)\" name=\"\(attribute(rule.id))\""
            if file.failure != nil {
                skipped += 1
                cases += ">\n      <skipped message=\"not run: the file could not be parsed\"/>\n    </testcase>\n"
            } else if let findings = byRule[rule.id], let first = findings.first(where: { $0.severity != .note }) {
                failures += 1
                let failing = findings.filter { $0.severity != .note }
                let worst = failing.map(\.severity).max() ?? first.severity
                var message = first.message.replacingNewlines()
                if failing.count > 1 { message += " (+\(failing.count - 1) more)" }
                let text = findings.map { DiagnosticFormatter.line(for: $0) }.joined(separator: "\n")
                cases += ">\n      <failure type=\"\(worst.rawValue)\" message=\"\(attribute(message))\">"
                    + "\(Escaping.xml(text))</failure>\n    </testcase>\n"
            } else if let notes = byRule[rule.id] {
                // Notes inform; they do not fail a test.
                let text = notes.map { DiagnosticFormatter.line(for: $0) }.joined(separator: "\n")
                cases += ">\n      <system-out>\(Escaping.xml(text))</system-out>\n    </testcase>\n"
            } else {
                cases += "/>\n"
            }
        }

        let tests = 1 + file.rules.count
        var out = "  <testsuite name=\"\(attribute(file.path))\" package=\"layoutlint\" id=\"\(id)\" "
        out += "timestamp=\"\(attribute(environment.timestamp))\" hostname=\"\(attribute(environment.hostname))\" "
        out += "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" "
        out += "time=\"\(Self.seconds(file.duration))\">\n"
        out += "    <properties>\n      <property name=\"layoutlint.version\" value=\"\(attribute(environment.toolVersion))\"/>\n    </properties>\n"
        out += cases
        out += "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        return out
    }

    private func attribute(_ text: String) -> String { Escaping.xml(text, attribute: true) }

    /// Seconds with exactly three decimals and never an exponent (`junit-10.xsd`'s SUREFIRE_TIME).
    public static func seconds(_ value: Double) -> String {
        let millis = value.isFinite && value > 0 ? Int((value * 1000).rounded()) : 0
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension String {
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
