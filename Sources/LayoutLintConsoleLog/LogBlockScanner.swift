import Foundation

/// Finds blocks in console output read one line at a time, keeping only the block being read:
/// whole Xcode console dumps (timestamps, unrelated lines in between) in bounded memory.
public final class LogBlockScanner {
    /// A block's list stops growing here; the rest is counted in `omittedEntries`.
    public static let maximumEntries = 10_000
    /// Unrelated non-blank lines that end a block still waiting for its list or breaking line.
    static let patience = 40

    private let emit: (LogBlock) -> Void
    private var current: LogBlock?
    private var phase = Phase.header
    private var unrelated = 0
    private var pendingListLine: Int?
    private var pendingTraceLine: Int?
    private var lastSetPriorityClass: (className: String, line: Int)?
    /// A line that ends inside a description, waiting for the rest (a label with a real newline).
    private var held: (text: String, line: Int, joins: Int)?

    private enum Phase {
        case header, list, afterList, awaitingBroken, trailer
    }

    public init(emit: @escaping (LogBlock) -> Void) {
        self.emit = emit
    }

    public func finish() {
        if let held {
            self.held = nil
            consumeWhole(Substring(held.text), held.line)
        }
        close()
    }

    public func consume(_ raw: Substring, line number: Int) {
        var line = raw.hasSuffix("\r") ? raw.dropLast() : raw
        var number = number
        let previous = held
        held = nil
        if let previous {
            line = Substring(previous.text + "\\n" + line)
            number = previous.line
        }
        let joins = previous?.joins ?? 0
        if joins < 3, line.count < 4096, ConstraintDescriptionParser.endsInsideDescription(line) {
            held = (String(line), number, joins + 1)
            return
        }
        consumeWhole(line, number)
    }

    private func consumeWhole(_ line: Substring, _ number: Int) {
        if consumeStart(line, number) { return }
        if current?.kind == .ambiguous {
            consumeTrace(line, number)
            return
        }
        if TraceLine.isTrace(line) {
            consumeTrace(line, number)
            return
        }
        pendingTraceLine = nil
        if current?.kind == .unsatisfiable || current?.kind == .constraints {
            consumeInBlock(line, number)
        } else {
            consumeOutside(line, number)
        }
    }

    // MARK: - Starts

    /// Lines that open a block of their own, whatever is being read.
    private func consumeStart(_ line: Substring, _ number: Int) -> Bool {
        if line.contains("Unable to simultaneously satisfy constraints") || line.contains("Conflicting constraints detected") {
            close()
            let appKit = line.contains("constraints:") || line.contains("Conflicting constraints detected") || line.contains("[Layout]")
            start(LogBlock(kind: .unsatisfiable, line: number, platform: appKit ? .appkit : .uikit))
            if line.hasSuffix("(") || line.hasSuffix("[") { phase = .list }
            // A block on one line (a diagnostic that joined its lines): the list, then the breaking line.
            if let recover = line.range(of: "Will attempt to recover by breaking") {
                addDescriptions(in: line[..<recover.lowerBound], number)
                current?.broken = ConstraintDescriptionParser.descriptions(in: line[recover.upperBound...]).first.map { LogEntry.reading($0, line: number) }
                phase = .afterList
            } else {
                addDescriptions(in: line, number)
            }
            return true
        }
        if line.contains("Will attempt to recover by breaking") {
            if current?.kind != .unsatisfiable || current?.broken != nil || phase == .trailer {
                close()
                start(LogBlock(kind: .unsatisfiable, line: number, hasHeader: false))
            }
            phase = .awaitingBroken
            if let description = ConstraintDescriptionParser.descriptions(in: line).first {
                current?.broken = LogEntry.reading(description, line: number)
                phase = .afterList
            }
            return true
        }
        if line.contains("setPriority:]"), let range = line.range(of: "-[") {
            let name = line[range.upperBound...].prefix { $0 != " " }
            lastSetPriorityClass = (String(name), number)
        }
        if line.contains("Mutating a priority from required to not") {
            close()
            var block = LogBlock(kind: .priorityMutation, line: number)
            block.priorityChange = Self.priorityChange(line, assertedBy: lastSetPriorityClass.flatMap { number - $0.line <= 3 ? $0.className : nil })
            emit(block)
            return true
        }
        if line.contains("ambiguously suggest a height of zero") || line.contains("ambiguously suggest a size of zero") {
            close()
            emit(LogBlock(kind: .cellZeroHeight, line: number))
            return true
        }
        if line.contains("View has an ambiguous layout") {
            close()
            start(LogBlock(kind: .ambiguous, line: number))
            return true
        }
        return false
    }

    static func priorityChange(_ line: Substring, assertedBy className: String?) -> PriorityChange? {
        guard let passed = line.range(of: "passed priority "), let existing = line.range(of: "existing priority was ") else { return nil }
        func number(after index: Substring.Index) -> Double? {
            Double(line[index...].prefix { $0.isNumber || $0 == "." }.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
        }
        guard let passedValue = number(after: passed.upperBound), let existingValue = number(after: existing.upperBound) else { return nil }
        return PriorityChange(passed: passedValue, existing: existingValue, className: className)
    }

    // MARK: - Unsatisfiable blocks and constraint lists

    private func consumeInBlock(_ line: Substring, _ number: Int) {
        let trimmed = line.trimmed
        if trimmed.isEmpty { return }
        if Self.isTrailer(trimmed) {
            if trimmed.contains("NSWindow") || trimmed.contains("LAYOUT_CONSTRAINTS_NOT_SATISFIABLE") { current?.platform = .appkit }
            if trimmed.contains("UIViewAlertForUnsatisfiableConstraints") || trimmed.contains("UIConstraintBasedLayoutDebugging") {
                if current?.platform == nil { current?.platform = .uikit }
            }
            phase = .trailer
            return
        }
        if phase == .trailer {
            close()
            consumeOutside(line, number)
            return
        }
        if phase == .awaitingBroken {
            current?.broken = ConstraintDescriptionParser.descriptions(in: line).first.map { LogEntry.reading($0, line: number) }
                ?? Self.entry(trimmed, number)
            phase = .afterList
            return
        }
        if ConstraintDescriptionParser.containsDescription(line) {
            if phase == .afterList { close(); consumeOutside(line, number); return }
            phase = .list
            addDescriptions(in: line, number)
            return
        }
        if trimmed == ")" || trimmed == "]" || trimmed == ")." || trimmed.hasSuffix(")") && trimmed.count <= 2 {
            if phase == .list { phase = .afterList }
            return
        }
        if trimmed == "(" || trimmed == "[" || trimmed.hasSuffix(">(") {
            phase = .list
            return
        }
        if phase == .header && Self.isHeaderLine(trimmed) { return }
        if (phase == .list || phase == .header) && current?.kind == .unsatisfiable && Self.looksLikeEntry(trimmed) {
            phase = .list
            add(Self.entry(trimmed, number))
            return
        }
        unrelated += 1
        if unrelated > Self.patience || current?.kind == .constraints { close() }
    }

    private func consumeOutside(_ line: Substring, _ number: Int) {
        let trimmed = line.trimmed
        if ConstraintDescriptionParser.containsDescription(line) {
            // A list without its header: a conflict's list (quoted entries, as NSArray prints strings) or a dump.
            let quoted = trimmed.hasPrefix("\"") || pendingListLine != nil && trimmed.hasPrefix("<") && !trimmed.hasPrefix("<__NS")
            start(LogBlock(kind: quoted ? .unsatisfiable : .constraints, line: pendingListLine ?? number, hasHeader: false))
            phase = .list
            addDescriptions(in: line, number)
            return
        }
        pendingListLine = trimmed == "(" || trimmed == "[" ? number : nil
    }

    private func addDescriptions(in line: Substring, _ number: Int) {
        for description in ConstraintDescriptionParser.descriptions(in: line) {
            add(LogEntry.reading(description, line: number))
        }
    }

    private func add(_ entry: LogEntry) {
        guard current != nil else { return }
        unrelated = 0
        if current!.constraints.count >= Self.maximumEntries {
            current!.omittedEntries += 1
        } else {
            current!.constraints.append(entry)
        }
    }

    static func isTrailer(_ line: Substring) -> Bool {
        ["Make a symbolic breakpoint", "UIConstraintBasedLayoutDebugging", "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
         "Break on objc_exception_throw", "break on objc_exception_throw", "LAYOUT_CONSTRAINTS_NOT_SATISFIABLE"].contains { line.contains($0) }
    }

    static func isHeaderLine(_ line: Substring) -> Bool {
        ["Probably at least one", "Try this", "(1) look at each", "(2) find the code", "(Note: If you're seeing", "..."].contains { line.contains($0) }
    }

    /// A list entry an app's own `-description` wrote (`"label1_ Top Equal wrapper1 Top"`), or a redacted one.
    static func looksLikeEntry(_ line: Substring) -> Bool {
        line.hasPrefix("\"") || line == "<private>"
    }

    /// An entry that is not UIKit's description: redacted, or the app's own `-description`.
    static func entry(_ line: Substring, _ number: Int) -> LogEntry {
        if line.contains("<private>") { return LogEntry.unreadable(line, line: number, reason: "redacted by the unified log (<private>)") }
        return LogEntry.reading(line, line: number)
    }

    // MARK: - _autolayoutTrace

    private func consumeTrace(_ line: Substring, _ number: Int) {
        let trimmed = line.trimmed
        let isTrace = TraceLine.isTrace(line)
        if current?.kind != .ambiguous {
            guard isTrace else { return }
            if pendingTraceLine == nil { pendingTraceLine = number }
            guard line.contains("AMBIGUOUS LAYOUT") else { return }
            close()
            start(LogBlock(kind: .ambiguous, line: pendingTraceLine ?? number))
        }
        if let view = TraceLine.ambiguousView(line, number) {
            current?.ambiguousViews.append(view)
            unrelated = 0
        } else if !isTrace && !trimmed.isEmpty && !TraceLine.isLegend(trimmed) {
            unrelated += 1
            if unrelated > 3 { close(); pendingTraceLine = nil }
        }
    }

    // MARK: - State

    private func start(_ block: LogBlock) {
        current = block
        phase = .header
        unrelated = 0
        pendingListLine = nil
    }

    private func close() {
        guard let block = current else { return }
        current = nil
        phase = .header
        unrelated = 0
        pendingTraceLine = nil
        emit(block)
    }
}

/// Lines of `_autolayoutTrace`'s tree: `|   *UILabel:0x…'Hi'- AMBIGUOUS LAYOUT for UILabel:0x….minY{id: 25}`.
enum TraceLine {
    static func isTrace(_ line: Substring) -> Bool {
        let trimmed = line.trimmed
        guard let first = trimmed.first else { return false }
        if first == "|" || first == "•" { return true }
        if first == "*" || first == "+" {
            let next = trimmed.dropFirst().first
            return next.map { $0.isLetter || $0 == "<" || $0 == "_" } ?? false
        }
        return false
    }

    static func isLegend(_ line: Substring) -> Bool {
        line.hasPrefix("Legend:") || line.hasPrefix("* - ") || line.hasPrefix("+ - ") || line.hasPrefix("• - ") || line == "[snip]"
    }

    static func ambiguousView(_ line: Substring, _ number: Int) -> AmbiguousView? {
        guard let marker = line.range(of: "AMBIGUOUS LAYOUT") else { return nil }
        var head = line[..<marker.lowerBound].trimmed
        head = head.drop { $0 == "|" || $0 == " " || $0 == "\t" || $0 == "*" || $0 == "•" || $0 == "+" }
        if head.hasSuffix("-") { head = head.dropLast().trimmed }
        let item = ItemParser.parse(head)
        var variables: [String] = []
        if let forRange = line[marker.upperBound...].range(of: " for ") {
            for part in line[forRange.upperBound...].components(separatedBy: "}") {
                guard let brace = part.firstIndex(of: "{"), let dot = part[..<brace].lastIndex(of: ".") else { continue }
                variables.append(String(part[part.index(after: dot)..<brace]))
            }
        }
        return AmbiguousView(line: number, item: item, variables: variables)
    }
}
