import ArgumentParser
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a file's layout as UIKit's debugging aids would: conflicts, equal-priority ties, the constraints affecting a view, and an _autolayoutTrace of each scene.",
        discussion: """
            Every scene is solved in every size class the document uses (one configuration for a \
            document without size-class variations). --size-class takes an Interface Builder \
            variation key such as widthClass=compact-heightClass=regular.
            """
    )

    @Argument(help: "The .storyboard or .xib file to explain.")
    var file: String

    @Option(name: .long, help: "Only the scene with this id (a storyboard's sceneID, or a xib's top-level view id).")
    var scene: String?

    @Option(name: .long, help: "Also list every constraint affecting the view with this id, per axis.")
    var view: String?

    @Option(name: .customLong("size-class"), help: "Only this size class (an Interface Builder variation key).")
    var sizeClass: String?

    func run() throws {
        let document: Document
        do {
            document = try DocumentLoader.load(path: file)
        } catch let error as InputError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.unreadableInput)
        }
        do {
            let text = try LayoutExplanation(document: document, sceneID: scene, viewID: view, sizeClass: sizeClass).render()
            Output.standardOutput(text)
        } catch let failure as LayoutExplanation.Failure {
            Output.standardError("layoutlint explain: \(file): \(failure)\n")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
