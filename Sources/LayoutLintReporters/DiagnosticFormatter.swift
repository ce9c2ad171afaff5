import LayoutLintRules

/// The compiler-style line Xcode, editors and CI log parsers understand:
/// `path:line:col: severity: message [rule-id]`.
public enum DiagnosticFormatter {
    public static func line(for finding: Finding) -> String {
        // A message must stay on one line for line-based consumers.
        let message = finding.message.replacingNewlines()
        return "\(finding.path):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]"
    }
}

extension String {
    func replacingNewlines() -> String {
        guard contains(where: { $0 == "\n" || $0 == "\r" }) else { return self }
        return split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}
