import LayoutLintEngine

/// The engine's settings a run asks for. The measured-first content sizes of issue 22 are an
/// experiment, not a user setting yet: the one place they are chosen is the environment variable
/// `LAYOUTLINT_CONTENT_SIZES` (`stored`, the default; `measured`; `measured-widths`; `refined`), which the
/// corpus scripts set (`Scripts/corpus_agreement.py --content-sizes …`). It is read here once per
/// run and passed down as `EngineOptions`; the engine itself reads no environment.
enum EngineSettings {
    static let contentSizesVariable = "LAYOUTLINT_CONTENT_SIZES"

    /// Any other value (or none) keeps the default, stored sizes.
    static func options(environment: [String: String]) -> EngineOptions {
        EngineOptions(contentSizes: environment[contentSizesVariable].flatMap(ContentSizes.init(rawValue:)) ?? .stored)
    }
}
