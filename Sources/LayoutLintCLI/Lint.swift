import ArgumentParser
import LayoutLintInput
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint storyboards and xibs (the default subcommand).",
        discussion: """
            Prints one line per finding on standard output, `path:line:col: severity: message [rule-id]`, \
            and a summary on standard error. A file that cannot be read or parsed is reported as a \
            `parse-error` diagnostic; the other files are still linted.
            """
    )

    @Argument(help: "Files or directories. Directories are searched recursively for .storyboard and .xib files.")
    var paths: [String]

    @Flag(name: .long, help: "Do not print the summary on standard error.")
    var quiet = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one file or directory to lint.") }
    }

    func run() throws {
        let files = FileDiscovery.files(for: paths)
        let linter = Linter()
        var errors = 0, warnings = 0, notes = 0, unreadable = 0
        for file in files {
            do {
                let document = try DocumentLoader.load(path: file)
                for finding in linter.lint(document) {
                    Output.standardOutput(DiagnosticFormatter.line(for: finding) + "\n")
                    switch finding.severity {
                    case .error: errors += 1
                    case .warning: warnings += 1
                    case .note: notes += 1
                    }
                }
            } catch let error as InputError {
                unreadable += 1
                Output.standardOutput("\(error.description) [parse-error]\n")
            }
        }
        if !quiet {
            let noun = files.count == 1 ? "file" : "files"
            var summary = "layoutlint: \(files.count) \(noun) checked: \(errors) error\(errors == 1 ? "" : "s"), "
                + "\(warnings) warning\(warnings == 1 ? "" : "s")"
            if notes > 0 { summary += ", \(notes) note\(notes == 1 ? "" : "s")" }
            if unreadable > 0 { summary += ", \(unreadable) unreadable" }
            if files.isEmpty { summary = "layoutlint: no .storyboard or .xib files found" }
            Output.standardError(summary + "\n")
        }
        if unreadable > 0 { throw ExitCode(ExitStatus.unreadableInput) }
        if errors > 0 { throw ExitCode(ExitStatus.failingFindings) }
    }
}
