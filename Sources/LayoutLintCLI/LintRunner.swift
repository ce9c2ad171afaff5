import Dispatch
import Foundation
import LayoutLintInput
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules

/// One file and the rules configured for it.
struct LintJob: Sendable {
    var path: String
    var rules: [(rule: any Rule.Type, severity: Severity?)]
}

/// Lints files on `workers` threads. Each file's result lands in its own slot, so the report is
/// in input order and byte-identical to a serial run whatever the scheduling.
enum LintRunner {
    static func run(_ jobs: [LintJob], options: LintOptions, sources: any SourceCodeProvider, workers: Int,
                    measureTime: Bool, progress: Progress?) -> [FileReport] {
        let results = ResultSlots(count: jobs.count)
        let work = { (index: Int) in
            results.store(lint(jobs[index], options: options, sources: sources, measureTime: measureTime), at: index)
            progress?.advance(jobs[index].path)
        }
        let workers = max(1, min(workers, jobs.count))
        if workers == 1 {
            jobs.indices.forEach(work)
        } else {
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = next.take(below: jobs.count) { work(index) }
            }
        }
        return results.values
    }

    static func lint(_ job: LintJob, options: LintOptions, sources: any SourceCodeProvider, measureTime: Bool) -> FileReport {
        let start = measureTime ? DispatchTime.now().uptimeNanoseconds : 0
        let descriptions = job.rules.map { entry -> RuleDescription in
            var description = entry.rule.description
            if let severity = entry.severity { description.defaultSeverity = severity }
            return description
        }
        var report = FileReport(path: job.path, rules: descriptions)
        do {
            let document = try DocumentLoader.load(path: job.path)
            let linter = Linter(rules: job.rules.map { $0.rule.init() }, options: options, sources: sources)
            let severities = Dictionary(job.rules.compactMap { entry in entry.severity.map { (entry.rule.description.id, $0) } },
                                        uniquingKeysWith: { first, _ in first })
            report.findings = linter.lint(document).map { finding in
                var finding = finding
                if let severity = severities[finding.ruleID] { finding.severity = severity }
                return finding
            }
        } catch let error as InputError {
            report.failure = ParseFailure(path: error.path, line: error.line, column: error.column, message: error.message)
        } catch {
            report.failure = ParseFailure(path: job.path, message: "\(error)")
        }
        if measureTime {
            report.duration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        return report
    }
}

private final class ResultSlots: @unchecked Sendable {
    private var slots: [FileReport?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: FileReport, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [FileReport] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
