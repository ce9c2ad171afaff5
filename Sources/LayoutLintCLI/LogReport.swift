import Foundation
import LayoutLintConsoleLog

/// One block with what the report says about it: explanations, and sources when a project is given.
struct LogReportBlock: Encodable {
    struct Entry: Encodable {
        var entry: LogEntry
        var source: LogSource?
        var explanation: String?

        init(_ entry: LogEntry, mapping: ProjectMapping?) {
            self.entry = entry
            source = entry.constraint.flatMap { mapping?.source(of: $0) }
            explanation = entry.constraint.map(LogExplanation.sentence(for:))
        }

        enum Keys: String, CodingKey {
            case line, text, parsed, source, explanation, reason, constraint
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(entry.line, forKey: .line)
            try container.encode(entry.text, forKey: .text)
            try container.encode(entry.isParsed, forKey: .parsed)
            try container.encode(source, forKey: .source)
            try container.encodeIfPresent(explanation, forKey: .explanation)
            try container.encodeIfPresent(entry.failure, forKey: .reason)
            try container.encodeIfPresent(entry.constraint, forKey: .constraint)
        }
    }

    /// An ambiguous view with the project's view it is, when `--project` says.
    struct View: Encodable {
        var view: AmbiguousView
        var source: LogSource?

        enum Keys: String, CodingKey { case line, item, variables, source }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(view.line, forKey: .line)
            try container.encode(view.item, forKey: .item)
            try container.encode(view.variables, forKey: .variables)
            try container.encode(source, forKey: .source)
        }
    }

    var block: LogBlock
    var constraints: [Entry]
    var views: [View]
    var broken: Entry?
    var explanation: String
    /// With `--project`: whether layoutlint sees the conflict in the storyboard alone.
    var storyboard: LogStoryboardCheck.Verdict?

    init(block: LogBlock, mapping: ProjectMapping?) {
        self.block = block
        constraints = block.constraints.map { Entry($0, mapping: mapping) }
        broken = block.broken.map { Entry($0, mapping: mapping) }
        views = block.ambiguousViews.map { View(view: $0, source: mapping?.source(of: $0.item)) }
        explanation = LogExplanation.paragraph(for: block)
    }

    enum Keys: String, CodingKey {
        case kind, line, platform, hasHeader, constraints, broken, explanation, ambiguousViews, priorityChange, omittedEntries, storyboard
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(block.kind, forKey: .kind)
        try container.encode(block.line, forKey: .line)
        try container.encodeIfPresent(block.platform, forKey: .platform)
        try container.encode(block.hasHeader, forKey: .hasHeader)
        try container.encode(constraints, forKey: .constraints)
        try container.encode(broken, forKey: .broken)
        try container.encode(explanation, forKey: .explanation)
        if !views.isEmpty { try container.encode(views, forKey: .ambiguousViews) }
        try container.encodeIfPresent(block.priorityChange, forKey: .priorityChange)
        if block.omittedEntries > 0 { try container.encode(block.omittedEntries, forKey: .omittedEntries) }
        try container.encodeIfPresent(storyboard, forKey: .storyboard)
    }
}

/// Writes each block as soon as it is found, so that a long log needs no memory for the report.
protocol LogReportWriter {
    mutating func begin()
    mutating func beginLog(_ path: String, first: Bool)
    mutating func write(_ block: LogReportBlock, path: String, first: Bool)
    mutating func endLog()
    mutating func end()
}

/// `{"logs": [{"file", "blocks": [{"kind", "line", "constraints": [{"line", "text", "parsed", "source"}], "broken"}]}]}`
struct LogJSONWriter: LogReportWriter {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    mutating func begin() { Output.standardOutput("{\"logs\": [") }

    mutating func beginLog(_ path: String, first: Bool) {
        let file = (try? encoder.encode(path)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
        Output.standardOutput((first ? "\n" : ",\n") + "{\"file\": \(file), \"blocks\": [")
    }

    mutating func write(_ block: LogReportBlock, path: String, first: Bool) {
        guard let data = try? encoder.encode(block), let text = String(data: data, encoding: .utf8) else { return }
        Output.standardOutput((first ? "\n  " : ",\n  ") + text)
    }

    mutating func endLog() { Output.standardOutput("\n]}") }
    mutating func end() { Output.standardOutput("\n]}\n") }
}

/// For reading in a terminal: each block with its constraints, their meaning and their source.
struct LogTextWriter: LogReportWriter {
    mutating func begin() {}
    mutating func beginLog(_ path: String, first: Bool) {}
    mutating func endLog() {}
    mutating func end() {}

    mutating func write(_ report: LogReportBlock, path: String, first: Bool) {
        let block = report.block
        var lines = ["\(path):\(block.line): \(title(block))"]
        for entry in report.constraints { lines += describe(entry, label: "line \(entry.entry.line)") }
        if let broken = report.broken { lines += describe(broken, label: "broken (line \(broken.entry.line))") }
        for entry in report.views {
            let view = entry.view
            lines.append("  line \(view.line): \(view.item.displayName) is ambiguous" + (view.variables.isEmpty ? "" : " in \(view.variables.joined(separator: ", "))"))
            if let source = entry.source { lines.append("      from: \(source.file):\(source.line) (view \(source.id))") }
        }
        if block.omittedEntries > 0 { lines.append("  … \(block.omittedEntries) more constraints not shown") }
        lines.append("  " + report.explanation)
        if let storyboard = report.storyboard { lines.append("  \(storyboard.reason).") }
        Output.standardOutput(lines.joined(separator: "\n") + "\n\n")
    }

    private func title(_ block: LogBlock) -> String {
        let platform = block.platform.map { $0 == .appkit ? " (AppKit)" : " (UIKit)" } ?? ""
        switch block.kind {
        case .unsatisfiable:
            return "unsatisfiable constraints\(platform): \(block.constraints.count) listed" + (block.hasHeader ? "" : " (the header is not in the log)")
        case .ambiguous: return "ambiguous layout: \(block.ambiguousViews.count) view\(block.ambiguousViews.count == 1 ? "" : "s")"
        case .priorityMutation: return "priority-mutation exception"
        case .cellZeroHeight: return "cell content view of zero height"
        case .constraints: return "constraint list: \(block.constraints.count) constraint\(block.constraints.count == 1 ? "" : "s")"
        }
    }

    private func describe(_ entry: LogReportBlock.Entry, label: String) -> [String] {
        var lines = ["  \(label): \(entry.entry.text)"]
        if let explanation = entry.explanation {
            lines.append("      means: \(explanation)")
        } else if let failure = entry.entry.failure {
            lines.append("      not read: \(failure)")
        }
        if let source = entry.source {
            lines.append("      from: \(source.file):\(source.line) (\(source.kind) \(source.id))")
        }
        return lines
    }
}
