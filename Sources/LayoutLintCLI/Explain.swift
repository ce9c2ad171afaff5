import ArgumentParser
import LayoutLintInput
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules
import LayoutLintSourceCode

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a file's layout as UIKit's debugging aids would: conflicts, equal-priority ties, the constraints affecting a view, and an _autolayoutTrace of each scene.",
        discussion: """
            Every scene is solved in every size class the document uses (one configuration for a \
            document without size-class variations). --size-class takes an Interface Builder \
            variation key such as widthClass=compact-heightClass=regular, or all (the default). \
            --format html writes one self-contained page instead: every scene drawn to scale from its \
            solved frames, ambiguous, conflicting and misplaced views marked, constraints drawn as \
            Interface Builder draws them, each view's constraints in words, and the file's findings \
            linked to the views they concern.
            """
    )

    @Argument(help: "The .storyboard or .xib file to explain.")
    var file: String

    @Option(name: .long, help: "Only the scene with this id (a storyboard's sceneID, or a xib's top-level view id).")
    var scene: String?

    @Option(name: .long, help: "Also list every constraint affecting the view with this id, per axis (html: the view selected when the page opens).")
    var view: String?

    @Option(name: .customLong("size-class"), help: "Only this size class (an Interface Builder variation key), or all.")
    var sizeClass: String?

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, html
    }

    @Option(name: .long, help: "Output format: text or html (one self-contained page with the scenes drawn).")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Write to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    func run() throws {
        let document: Document
        do {
            document = try DocumentLoader.load(path: file)
        } catch let error as InputError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.unreadableInput)
        }
        let sizeClass = self.sizeClass == "all" ? nil : self.sizeClass
        do {
            let explanation = LayoutExplanation(document: document, sceneID: scene, viewID: view, sizeClass: sizeClass)
            let result: String
            if format == .html {
                _ = try explanation.scenes()  // checks the scene, view and size class named
                result = try page(document, sizeClass: sizeClass)
            } else {
                result = try explanation.render()
            }
            if let output {
                try Output.writeAtomically(result, to: output)
            } else {
                Output.standardOutput(result)
            }
        } catch let error as Output.WriteError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.unreadableInput)
        } catch let failure as LayoutExplanation.Failure {
            Output.standardError("layoutlint explain: \(file): \(failure)\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// The page: the scenes asked for, and the findings of the default rules on the file (the
    /// context is shared, so each scene is solved once for both).
    private func page(_ document: Document, sizeClass: String?) throws -> String {
        // The project around the document, as `lint` reads it without `--sources`.
        let sources = SourceCodeReader()
        let context = LintContext(document: document, options: LintOptions(sizeClasses: sizeClass.map { [$0] }), sources: sources)
        if let sizeClass, document.scenes.allSatisfy({ context.solved($0).isEmpty }) {
            throw LayoutExplanation.Failure.sizeClassNotUsed(sizeClass)
        }
        let findings = ProjectDependentFindings.apply(to: RuleCatalog.enabledByDefault.flatMap { $0.init().check(context) }, document: document) {
            sources.support(of: $0, forDocumentAt: document.path)
        }.sorted(by: Finding.deterministicOrder)
        var picture = DocumentPicture(document: document, findings: findings, context: context, sceneID: scene)
        picture.selectedView = view
        return HTMLPage.explain(picture)
    }
}
