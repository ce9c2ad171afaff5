import LayoutLintModel
import LayoutLintRules

/// A document's findings as a list, each linking to the view it concerns where that view is drawn.
struct FindingList {
    let findings: [Finding]
    /// Element id → the page anchor to link to.
    let targets: [ObjectID: String]

    func html(path: String) -> String {
        guard !findings.isEmpty else { return "<p>No findings.</p>\n" }
        var out = "<h3>Findings (\(findings.count))</h3>\n<ol class=\"findings\">\n"
        for finding in findings {
            let place = "\(finding.path):\(finding.location.line):\(finding.location.column)"
            let anchor = finding.element.flatMap { targets[$0] } ?? finding.sceneID.flatMap { targets[$0] }
            let link = anchor.map { "<a href=\"#\(HTMLEscaping.attribute($0))\">\(HTMLEscaping.text(place))</a>" } ?? HTMLEscaping.text(place)
            var line = "<li class=\"finding\">\(link) <span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span>: "
                + "\(HTMLEscaping.text(finding.message)) <code>[\(HTMLEscaping.text(finding.ruleID))]</code>"
            if !finding.sizeClasses.isEmpty {
                line += " <span class=\"muted\">(\(HTMLEscaping.text(finding.sizeClasses.map(\.ibKey).joined(separator: ", "))))</span>"
            }
            out += line + "</li>\n"
        }
        return out + "</ol>\n"
    }
}
