import LayoutLintRules

/// For people: totals, then counts per rule and per file (files without problems are left out).
public struct SummaryReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = Self.totals(report) + "\n"
        let problems = report.files.flatMap(\.problems)
        guard !problems.isEmpty else { return out }

        out += "\nBy rule:\n"
        let byRule = Dictionary(grouping: problems, by: \.ruleID)
        var order = report.rulesThatRan.map(\.id)
        if byRule[ParseFailure.ruleID] != nil { order.append(ParseFailure.ruleID) }
        order += byRule.keys.filter { !order.contains($0) }.sorted()
        let ruleWidth = order.filter { byRule[$0] != nil }.map(\.count).max() ?? 0
        for rule in order {
            guard let findings = byRule[rule] else { continue }
            out += "  " + rule.padding(to: ruleWidth) + "  " + Self.counts(findings) + "\n"
        }

        out += "\nBy file:\n"
        let files = report.files.filter { !$0.problems.isEmpty }
        let fileWidth = files.map(\.path.count).max() ?? 0
        for file in files {
            out += "  " + file.path.padding(to: fileWidth) + "  " + Self.counts(file.problems) + "\n"
        }
        return out
    }

    /// `5 files checked: 2 errors, 1 warning, 1 unreadable`.
    public static func totals(_ report: LintReport) -> String {
        if report.files.isEmpty { return "layoutlint: no .storyboard or .xib files found" }
        let noun = report.files.count == 1 ? "file" : "files"
        var text = "layoutlint: \(report.files.count) \(noun) checked: "
            + plural(report.count(.error), "error") + ", " + plural(report.count(.warning), "warning")
        let notes = report.count(.note)
        if notes > 0 { text += ", " + plural(notes, "note") }
        let unreadable = report.failures.count
        if unreadable > 0 { text += ", \(unreadable) unreadable" }
        return text
    }

    private static func counts(_ findings: [Finding]) -> String {
        Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : plural(count, severity.rawValue)
        }.joined(separator: ", ")
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
