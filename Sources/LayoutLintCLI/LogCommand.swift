import ArgumentParser
import LayoutLintConsoleLog
import LayoutLintInput
import LayoutLintModel

/// `layoutlint log`: reads Xcode console output and explains each Auto Layout block in it, and with
/// `--project`, says which storyboard or xib line each constraint comes from.
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Explain Auto Layout messages in console output, and map their constraints to the project's storyboards and xibs.",
        discussion: """
            Reads console output (files, or - for standard input): "Unable to simultaneously satisfy \
            constraints" blocks (UIKit and AppKit, every era), _autolayoutTrace output with AMBIGUOUS \
            LAYOUT, the priority-mutation exception and the self-sizing cell warning, with timestamps \
            and unrelated lines in between. Each constraint description is parsed and explained; with \
            --project (a .storyboard, a .xib or a folder, repeatable), each is mapped by structure to \
            the Interface Builder constraint it came from, or said to be made in code. Exit codes: 0 \
            every log read, 2 a log could not be read or held no block, 64 a usage error.
            """
    )

    enum Reporter: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Console logs to read; - for standard input.")
    var logs: [String]

    @Option(name: .long, help: "A .storyboard, .xib or folder of the project the log comes from (repeatable).")
    var project: [String] = []

    @Option(name: .long, help: "Output format: text or json.")
    var reporter: Reporter = .text

    func validate() throws {
        if logs.isEmpty { throw ValidationError("Give the log to read (a file, or - for standard input).") }
        if logs.filter({ $0 == "-" }).count > 1 { throw ValidationError("Standard input (-) can be read only once.") }
    }

    func run() throws {
        var failed = false
        let documents = project.isEmpty ? [] : loadProject(failed: &failed)
        let mapping = project.isEmpty ? nil : ProjectMapping(documents: documents)
        var check = LogStoryboardCheck(documents: documents)
        var writer: LogReportWriter = reporter == .json ? LogJSONWriter() : LogTextWriter()
        writer.begin()
        for (index, path) in logs.enumerated() {
            writer.beginLog(path, first: index == 0)
            var count = 0
            let scanner = LogBlockScanner { block in
                var report = LogReportBlock(block: block, mapping: mapping)
                if mapping != nil { report.storyboard = check.verdict(for: block, sources: report.constraints.map(\.source)) }
                writer.write(report, path: path, first: count == 0)
                count += 1
            }
            do {
                try LogLineReader.read(path: path) { scanner.consume($0, line: $1) }
                scanner.finish()
                if count == 0 {
                    failed = true
                    Output.standardError("\(path): no Auto Layout block found (looked for unsatisfiable constraints, _autolayoutTrace ambiguity, the priority-mutation exception and the zero-height cell warning)\n")
                }
            } catch let failure as LogLineReader.Failure {
                failed = true
                Output.standardError("\(failure.description)\n")
            }
            writer.endLog()
        }
        writer.end()
        if failed { throw ExitCode(ExitStatus.unreadableInput) }
    }

    private func loadProject(failed: inout Bool) -> [Document] {
        var documents: [Document] = []
        for file in FileDiscovery.files(for: project) {
            do {
                documents.append(try DocumentLoader.load(path: file))
            } catch let error as InputError {
                failed = true
                Output.standardError(error.description + "\n")
            } catch {
                failed = true
                Output.standardError("\(file): \(error)\n")
            }
        }
        if documents.isEmpty { Output.standardError("layoutlint log: no storyboard or xib read from --project; constraints are not mapped\n") }
        return documents
    }
}
