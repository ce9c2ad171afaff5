import LayoutLintRules

/// The compiler-style line Xcode, editors and CI log parsers understand:
/// `path:line:col: severity: message [rule-id]`.
public enum DiagnosticFormatter {
    public static func line(for finding: Finding) -> String {
        // A message must stay on one line for line-based consumers.
        let message = finding.message.replacingNewlines()
        return "\(finding.path):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]"
    }

    /// The input layer's own wording, `path[:line:col]: error: message [parse-error]`: a file
    /// without a line keeps its bare path, as compilers print it.
    public static func line(for failure: ParseFailure) -> String {
        var location = failure.path
        if let line = failure.line { location += ":\(line):\(failure.column ?? 1)" }
        return "\(location): error: \(failure.message.replacingNewlines()) [\(ParseFailure.ruleID)]"
    }

    /// The same line with the severity coloured as compilers colour it on a terminal.
    public static func coloredLine(for finding: Finding) -> String {
        let message = finding.message.replacingNewlines()
        let color: String
        switch finding.severity {
        case .error: color = "\u{1B}[1;31m"
        case .warning: color = "\u{1B}[1;35m"
        case .note: color = "\u{1B}[1;30m"
        }
        return "\u{1B}[1m\(finding.path):\(finding.location.line):\(finding.location.column):\u{1B}[0m "
            + "\(color)\(finding.severity.rawValue):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m [\(finding.ruleID)]"
    }
}

extension String {
    /// One line: a line break, with the indentation and trailing blanks around it, becomes one
    /// space, and blank lines vanish, so a multi-line message (UIKit's console block, indented
    /// with tabs) reads as running text.
    func replacingNewlines() -> String {
        guard contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return self }
        let lines = split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        var parts: [Substring] = []
        for (index, line) in lines.enumerated() {
            var part = line
            if index > 0 { part = part.drop(while: { $0 == " " || $0 == "\t" }) }
            if index < lines.count - 1 {
                while let last = part.last, last == " " || last == "\t" { part.removeLast() }
            }
            if part.isEmpty && index > 0 && index < lines.count - 1 { continue }
            parts.append(part)
        }
        return parts.joined(separator: " ")
    }
}
