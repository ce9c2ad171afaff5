import ArgumentParser
import LayoutLintRules

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the rules, or print one rule's document.",
        discussion: """
            Without an argument, prints every rule's id, default severity and summary. With a rule id, \
            prints the rule's full document: what it finds, why it matters, its message and examples.
            """
    )

    @Argument(help: "The id of the rule to describe.")
    var id: String?

    func run() throws {
        guard let id else {
            Output.standardOutput(RuleTable.render(RuleCatalog.all.map { $0.description }))
            return
        }
        guard RuleCatalog.rule(withID: id) != nil, let document = RuleDocuments.document(for: id) else {
            var message = "layoutlint: unknown rule \"\(id)\""
            if let suggestion = RuleTable.closestID(to: id, among: RuleCatalog.all.map { $0.description.id }) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            Output.standardError(message + " (`layoutlint rules` lists them all)\n")
            throw ExitCode(ExitStatus.usage)
        }
        Output.standardOutput(document.hasSuffix("\n") ? document : document + "\n")
    }
}

/// The rule list as aligned columns, and the nearest id to a mistyped one.
enum RuleTable {
    static func render(_ rules: [RuleDescription]) -> String {
        let idWidth = max("ID".count, rules.map(\.id.count).max() ?? 0)
        let severityWidth = max("SEVERITY".count, rules.map(\.defaultSeverity.rawValue.count).max() ?? 0)
        func row(_ id: String, _ severity: String, _ summary: String) -> String {
            id.padding(toLength: idWidth) + "  " + severity.padding(toLength: severityWidth) + "  " + summary + "\n"
        }
        return row("ID", "SEVERITY", "SUMMARY") + rules.map { row($0.id, $0.defaultSeverity.rawValue, $0.summary) }.joined()
    }

    /// The id within a few edits of `input` (or containing it, or contained in it), if any.
    static func closestID(to input: String, among ids: [String]) -> String? {
        let typed = input.lowercased()
        let scored = ids.map { id -> (id: String, distance: Int) in
            let distance = id.contains(typed) || typed.contains(id) ? 0 : editDistance(typed, id)
            return (id, distance)
        }
        guard let best = scored.min(by: { ($0.distance, $0.id) < ($1.distance, $1.id) }) else { return nil }
        return best.distance <= max(2, best.id.count / 3) ? best.id : nil
    }

    private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

private extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
