import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules

/// The whole pipeline on one file's bytes, as the command line runs it: parse → model → engine →
/// every rule (the default ones and those off by default) → every reporter. What a fuzzer or a
/// regression test calls; anything that traps, hangs or trips a sanitizer here would in a user's
/// pre-commit hook too.
public enum FuzzPipeline {
    /// The rendered output of every reporter, in `ReporterKind` order (for tests to check it is
    /// well formed); an input error is a report too, as the CLI renders it.
    @discardableResult
    public static func run(_ bytes: [UInt8], path: String = "fuzz.storyboard") -> [ReporterKind: String] {
        let rules = RuleCatalog.all
        var report = FileReport(path: path, rules: rules.map { $0.description })
        do {
            let document = try DocumentLoader.parse(bytes: bytes, path: path)
            report.findings = Linter(rules: rules.map { $0.init() }).lint(document)
        } catch let error as InputError {
            report.failure = ParseFailure(path: error.path, line: error.line, column: error.column, message: error.message)
        } catch {
            report.failure = ParseFailure(path: path, message: "\(error)")
        }
        let whole = LintReport(files: [report])
        var outputs: [ReporterKind: String] = [:]
        for kind in ReporterKind.allCases { outputs[kind] = kind.makeReporter().render(whole) }
        return outputs
    }
}
