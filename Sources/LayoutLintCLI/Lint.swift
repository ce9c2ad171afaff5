import ArgumentParser
import Foundation
import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules
import LayoutLintSourceCode

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint storyboards and xibs (the default subcommand).",
        discussion: """
            Prints the report on standard output (or in the --output file): by default one line per \
            finding, `path:line:col: severity: message [rule-id]`. The summary and progress go to standard \
            error. A file that cannot be read or parsed is reported as a `parse-error`; the other files are \
            still linted. Settings are read from the nearest .layoutlint.yml (this folder or a parent) or \
            from --config. Exit codes: 0 clean, 1 failing findings (errors; warnings too with --strict), \
            2 an input could not be read or parsed, 64 a usage error, 78 a bad configuration file.
            """
    )

    @Argument(help: "Files or directories. Directories are searched recursively for .storyboard and .xib files. Default: the configuration's 'included' paths.")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("The report format (default: the configuration's, else xcode).",
                                            valueName: ReporterKind.allCases.map(\.rawValue).joined(separator: "|")))
    var reporter: ReporterKind?

    @Option(name: .long, help: ArgumentHelp("Write the report to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Read settings from FILE instead of the nearest .layoutlint.yml.", valueName: "FILE"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Report only findings that are not in the baseline FILE.", valueName: "FILE"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in FILE; they do not fail this run.", valueName: "FILE"))
    var writeBaseline: String?

    @Option(name: .customLong("sources"), help: ArgumentHelp("A folder of Swift/Objective-C sources for the rules that read code (repeatable).", valueName: "DIR"))
    var sources: [String] = []

    @Option(name: .long, help: ArgumentHelp("Files linted at once (default: the number of cores). Output does not depend on it.", valueName: "N"))
    var jobs: Int?

    @Flag(name: .long, help: "Warnings fail the run too (exit code 1).")
    var strict = false

    @Flag(name: .long, help: "Do not print the summary on standard error.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    func run() throws {
        let terminal = Terminal.current
        let configuration = try configurationOrExit()
        let files = try inputFiles(configuredBy: configuration)
        try checkNotOverwritingInputs(files)
        let oldFindings = try baselineOrExit()

        let fullReport = lint(files, configuration: configuration, terminal: terminal)
        if let writeBaseline {
            let directory = URL(fileURLWithPath: writeBaseline).standardizedFileURL.deletingLastPathComponent().path
            try write(Baseline(recording: fullReport, directory: directory).serialized(), to: writeBaseline)
        }
        let report = oldFindings.map { $0.filter(fullReport) } ?? fullReport

        let kind = reporter ?? configuration.reporter ?? .xcode
        try writeReport(report, kind: kind, terminal: terminal, options: Self.options(configuration, environment: terminal.environment))
        // The summary reporter already printed these totals on standard output.
        if !quiet && !(kind == .summary && output == nil) {
            var summary = SummaryReporter.totals(report)
            let hidden = fullReport.findings.count - report.findings.count
            if hidden > 0 { summary += " (\(hidden) more in the baseline)" }
            Output.standardError(summary + "\n")
        }

        if !report.failures.isEmpty { throw ExitCode(ExitStatus.unreadableInput) }
        let failing = report.count(.error) > 0 || ((strict || configuration.strict == true) && report.count(.warning) > 0)
        if failing && writeBaseline == nil { throw ExitCode(ExitStatus.failingFindings) }
    }

    private func configurationOrExit() throws -> Configuration {
        do {
            return try loadConfiguration()
        } catch let error as ConfigurationError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.badConfiguration)
        }
    }

    /// The files named on the command line, else by the configuration, less the excluded ones.
    private func inputFiles(configuredBy configuration: Configuration) throws -> [String] {
        var inputs = paths
        if inputs.isEmpty { inputs = configuration.included.map(configuration.resolve) }
        if inputs.isEmpty {
            throw ValidationError("Give at least one file or directory to lint (or 'included' paths in \(Configuration.fileName)).")
        }
        return FileDiscovery.files(for: inputs).filter { file in
            guard let relative = configuration.relativePath(of: file) else { return true }
            return !configuration.isExcluded(relative)
        }
    }

    private func baselineOrExit() throws -> Baseline? {
        guard let baseline else { return nil }
        do {
            return try Baseline.load(path: baseline)
        } catch let error as Baseline.FormatError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    private func lint(_ files: [String], configuration: Configuration, terminal: Terminal) -> LintReport {
        let lintJobs = files.map { file in
            LintJob(path: file, rules: configuration.rules(for: configuration.relativePath(of: file) ?? file))
        }
        let options = Self.options(configuration, environment: terminal.environment)
        // One reader for the whole run: each source folder is read once, whatever the documents and workers.
        let sourceCode = SourceCodeReader(sourceDirectories: configuration.sources + sources)
        let environment = Self.environment(terminal.environment)
        let reproducible = terminal.environment["SOURCE_DATE_EPOCH"] != nil
        let progress = terminal.showsProgress && !files.isEmpty ? Progress(total: files.count) : nil
        let results = LintRunner.run(lintJobs, options: options, sources: sourceCode,
                                     workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                     measureTime: !reproducible, progress: progress)
        progress?.finish()
        return LintReport(files: results, environment: environment)
    }

    static func options(_ configuration: Configuration, environment: [String: String]) -> LintOptions {
        LintOptions(sizeClasses: configuration.sizeClasses, device: configuration.device,
                    engine: EngineSettings.options(environment: environment))
    }

    private func writeReport(_ report: LintReport, kind: ReporterKind, terminal: Terminal, options: LintOptions) throws {
        let colored = kind == .xcode && output == nil && terminal.standardOutputIsTerminal && !terminal.noColor
        var reporter = kind.makeReporter(colored: colored)
        if kind == .html {
            // The pictures: each document read and solved again, one at a time, as the page is written.
            reporter = HTMLReporter { path in
                guard let document = try? DocumentLoader.load(path: path) else { return nil }
                return (document, LintContext(document: document, options: options))
            }
        }
        let text = reporter.render(report)
        if let output {
            try write(text, to: output)
        } else {
            Output.standardOutput(text)
        }
    }

    private func loadConfiguration() throws -> Configuration {
        if let config { return try Configuration.load(path: config) }
        let cwd = FileManager.default.currentDirectoryPath
        if let found = Configuration.find(from: cwd) { return try Configuration.load(path: found) }
        return Configuration(directory: cwd)
    }

    /// Reports and baselines must never replace a file being linted.
    private func checkNotOverwritingInputs(_ files: [String]) throws {
        let inputs = Set(files.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path })
        for (flag, path) in [("--output", output), ("--write-baseline", writeBaseline)] {
            guard let path else { continue }
            if inputs.contains(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path) {
                throw ValidationError("\(flag) \(path) is one of the files being linted; layoutlint never writes to its inputs.")
            }
        }
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try Output.writeAtomically(text, to: path)
        } catch let error as Output.WriteError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.unreadableInput)
        }
    }

    /// Timestamp and host for the reports that carry them. `SOURCE_DATE_EPOCH` (the reproducible
    /// builds convention) fixes the timestamp, and durations are then left out too.
    static func environment(_ variables: [String: String]) -> ReportEnvironment {
        var date = Date()
        if let epoch = variables["SOURCE_DATE_EPOCH"].flatMap(Int.init) { date = Date(timeIntervalSince1970: TimeInterval(epoch)) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        var host = [CChar](repeating: 0, count: 256)
        let hostname = gethostname(&host, host.count) == 0 ? String(cString: host) : "localhost"
        return ReportEnvironment(timestamp: formatter.string(from: date), hostname: hostname,
                                 workingDirectory: FileManager.default.currentDirectoryPath)
    }
}

extension ReporterKind: ExpressibleByArgument {}
