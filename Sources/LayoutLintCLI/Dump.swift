import ArgumentParser
import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintReporters

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what layoutlint read from a file: scenes, views, layout guides and constraints.",
        discussion: """
            With one file, the JSON output is one object (schema: docs/dump-schema.md); with several, \
            an array of such objects in the order given. Files that cannot be read are reported on \
            standard error, and the exit code is 2.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @Argument(help: "The .storyboard or .xib file(s) to dump.")
    var files: [String]

    @Option(name: .long, help: "Output format: json or text.")
    var format: Format = .json

    @Flag(name: .long, help: "Solve every scene and add the solved frames, ambiguity and conflicts (JSON only).")
    var solve = false

    enum SizeClassChoice: String, ExpressibleByArgument, CaseIterable {
        case saved, all
    }

    @Option(name: .customLong("size-class"), help: "With --solve: the size class the document was saved in (saved), or every final size class it uses (all).")
    var sizeClass: SizeClassChoice = .saved

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give the file to dump.") }
    }

    func run() throws {
        var failed = false
        let asArray = format == .json && files.count > 1
        var written = 0
        let engine = EngineSettings.options(environment: Terminal.current.environment)
        // Each document is written as soon as it is read, so memory stays at one document's worth.
        for file in files {
            do {
                let document = try DocumentLoader.load(path: file)
                switch format {
                case .json:
                    var json = JSONWriter()
                    var layouts: [ObjectID: [SceneLayout]]?
                    if solve {
                        let configurations = LayoutEngine.configurations(of: document, all: sizeClass == .all)
                        layouts = [:]
                        for scene in document.scenes {
                            layouts![scene.id] = configurations.map { configuration in
                                var layout = LayoutEngine.solve(document: document, scene: scene, configuration: configuration,
                                                                    options: engine)
                                LayoutEngine.addInterfaceBuilderAmbiguity(to: &layout, document: document, scene: scene)
                                return layout
                            }
                        }
                    }
                    DocumentJSONDump.write(document, layouts: layouts, into: &json)
                    if asArray { Output.standardOutput(written == 0 ? "[\n" : ",\n") }
                    json.withBytes(Output.standardOutput(buffer:))
                    if !asArray { Output.standardOutput("\n") }
                case .text:
                    Output.standardOutput(DocumentTextDump.render(document))
                }
                written += 1
            } catch let error as InputError {
                failed = true
                Output.standardError(error.description + "\n")
            }
        }
        if asArray { Output.standardOutput(written == 0 ? "[]\n" : "\n]\n") }
        if failed { throw ExitCode(ExitStatus.unreadableInput) }
    }
}
