import LayoutLintConsoleLog
import LayoutLintModel
import LayoutLintRules

/// Whether layoutlint sees a logged conflict in the storyboard alone: the document constraints the
/// block maps to are all in one file, and layoutlint's unsatisfiable-constraints rule reports a
/// conflict that lists every one of them. When it does not, the conflict needs something the file
/// does not hold (constraints made in code, a size set at run time).
struct LogStoryboardCheck {
    struct Verdict: Encodable {
        var visible: Bool
        var file: String?
        var line: Int?
        var reason: String
    }

    private var documents: [String: Document] = [:]
    private var findings: [String: [Finding]] = [:]

    init(documents: [Document]) {
        for document in documents { self.documents[document.path] = document }
    }

    mutating func verdict(for block: LogBlock, sources: [LogSource?]) -> Verdict? {
        guard block.kind == .unsatisfiable, !block.constraints.isEmpty else { return nil }
        let constraints = sources.compactMap { $0 }.filter { $0.kind == "constraint" }
        guard let file = constraints.first?.file else { return nil }
        let unmapped = sources.filter { $0 == nil }.count
        guard constraints.allSatisfy({ $0.file == file }), let document = documents[file] else {
            return Verdict(visible: false, file: nil, line: nil, reason: "Not visible in one storyboard alone: its constraints come from more than one file")
        }
        if findings[file] == nil {
            findings[file] = UnsatisfiableConstraintsRule().check(LintContext(document: document))
        }
        let ids = Set(constraints.map(\.id))
        if let finding = findings[file]?.first(where: { finding in ids.allSatisfy { finding.message.contains("Constraint:\($0) ") } }) {
            return Verdict(visible: true, file: file, line: finding.location.line,
                           reason: "Visible in the storyboard alone: layoutlint reports this conflict at \(file):\(finding.location.line)")
        }
        let code = unmapped > 0 ? "\(unmapped) of the constraints are not in the project's storyboards (made in code?)" : "it needs a size or state set at run time"
        return Verdict(visible: false, file: nil, line: nil, reason: "Not visible in the storyboard alone: layoutlint does not report this conflict in \(file): \(code)")
    }
}
