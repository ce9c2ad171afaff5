import LayoutLintModel
import LayoutLintRules

/// A whole page: `explain --format html` (one document) or `--reporter html` (a lint run).
public enum HTMLPage {
    public static func explain(_ picture: DocumentPicture) -> String {
        page(title: "layoutlint explain: \(picture.document.path)", body: legend + picture.render())
    }

    static func page(title: String, body: String, toolVersion: String = LayoutLintVersion.current) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="layoutlint \(HTMLEscaping.attribute(toolVersion))">
        <title>\(HTMLEscaping.text(title))</title>
        <style>
        \(HTMLPageAssets.style)
        </style>
        </head>
        <body>
        <header><h1>\(HTMLEscaping.text(title))</h1></header>
        <main>
        \(body)</main>
        <script>
        \(HTMLPageAssets.script)
        </script>
        </body>
        </html>

        """
    }

    /// What the marks mean, in words beside a sample of each.
    static var legend: String {
        let entries: [(String, String)] = [
            ("<rect class=\"view\" x=\"1\" y=\"1\" width=\"22\" height=\"12\"/>", "a view at its solved frame"),
            ("<rect class=\"guide\" x=\"1\" y=\"1\" width=\"22\" height=\"12\"/>", "a layout guide (safe area, margins)"),
            ("<path class=\"constraint required\" d=\"M2 7H22M2 4V10M22 4V10\"/>", "a required constraint (spacing or size I-beam; a line for an alignment)"),
            ("<path class=\"constraint optional high\" d=\"M2 7H22M2 4V10M22 4V10\"/>", "an optional constraint, priority 750 to 999"),
            ("<path class=\"constraint optional low\" d=\"M2 7H22M2 4V10M22 4V10\"/>", "an optional constraint below 750"),
            ("<rect class=\"view ambiguous\" x=\"1\" y=\"1\" width=\"12\" height=\"12\"/><rect class=\"ambiguity-band\" x=\"1\" y=\"1\" width=\"22\" height=\"12\"/>",
             "an ambiguous view, with a band over where it may be"),
            ("<rect class=\"view conflict\" x=\"1\" y=\"1\" width=\"22\" height=\"12\"/>", "a view in an unsatisfiable set"),
            ("<path class=\"constraint broken\" d=\"M2 7H22M2 4V10M22 4V10\"/>", "the constraint the engine breaks"),
            ("<rect class=\"view misplaced\" x=\"1\" y=\"1\" width=\"16\" height=\"10\"/><rect class=\"stored-frame\" x=\"6\" y=\"3\" width=\"16\" height=\"10\"/>",
             "a misplaced view and its stored frame (dashed)"),
        ]
        var out = "<section aria-labelledby=\"legend\"><h2 id=\"legend\">Legend</h2><ul class=\"legend\">\n"
        for (sample, words) in entries {
            out += "<li><svg class=\"scene\" width=\"24\" height=\"14\" viewBox=\"0 0 24 14\" aria-hidden=\"true\">\(sample)</svg>\(words)</li>\n"
        }
        return out + "</ul></section>\n"
    }
}

/// `--reporter html`: a summary table, then one section per file with its scenes drawn. Without
/// `documents` (the reporter made from its name alone) the files' findings are listed, unpictured.
public struct HTMLReporter: Reporter {
    /// A file's document and a lint context for it (the options of the run), or nil when it
    /// cannot be read; called once per file, in order, so one document is in memory at a time.
    public typealias DocumentSource = @Sendable (String) -> (Document, LintContext)?
    public var documents: DocumentSource?

    public init(documents: DocumentSource? = nil) {
        self.documents = documents
    }

    public func render(_ report: LintReport) -> String {
        var body = HTMLPage.legend + summaryTable(report)
        for (index, file) in report.files.enumerated() {
            body += section(file, anchor: "f\(index)")
        }
        return HTMLPage.page(title: "layoutlint report", body: body, toolVersion: report.environment.toolVersion)
    }

    private func summaryTable(_ report: LintReport) -> String {
        var out = "<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary</h2>\n"
        out += "<p>\(HTMLEscaping.text(SummaryReporter.totals(report)))</p>\n"
        out += "<table><thead><tr><th scope=\"col\">File</th><th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Notes</th></tr></thead><tbody>\n"
        for (index, file) in report.files.enumerated() {
            let problems = file.problems
            let counts = Severity.allCases.reversed().map { severity in problems.filter { $0.severity == severity }.count }
            out += "<tr><td><a href=\"#f\(index)\">\(HTMLEscaping.text(file.path))</a></td>"
                + counts.map { "<td class=\"n\">\($0)</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    private func section(_ file: FileReport, anchor: String) -> String {
        if file.failure == nil, let (document, context) = documents?(file.path) {
            return DocumentPicture(document: document, findings: file.findings, context: context, anchor: anchor).render(heading: file.path)
        }
        var out = "<section class=\"document\" id=\"\(anchor)\">\n<h2>\(HTMLEscaping.text(file.path))</h2>\n"
        out += FindingList(findings: file.problems, targets: [:]).html(path: file.path)
        return out + "</section>\n"
    }
}
