import LayoutLintEngine
import LayoutLintModel

/// Settings that change what rules look at (not how findings are printed).
public struct LintOptions: Hashable, Sendable {
    /// The size classes to evaluate, as Interface Builder variation keys (`default`,
    /// `widthClass=compact-heightClass=regular`); nil: the rules' own choice.
    public var sizeClasses: [String]?
    /// The Interface Builder device id to evaluate on (`retina6_1`); nil: the document's own.
    public var device: String?
    /// The engine's settings for every scene solved (which content sizes come first).
    public var engine: EngineOptions

    public init(sizeClasses: [String]? = nil, device: String? = nil, engine: EngineOptions = EngineOptions()) {
        self.sizeClasses = sizeClasses
        self.device = device
        self.engine = engine
    }
}

/// Everything a rule may read about one document. It is a class so that expensive analyses
/// (the solved layout of every scene and size class) are computed once and shared by every rule.
public final class LintContext: @unchecked Sendable {
    public let document: Document
    public let options: LintOptions
    /// The project's code, for rules that check what it does to the document's outlets; nil when
    /// there is none to read (those rules then report nothing).
    public let sources: (any SourceCodeProvider)?
    let cache = AnalysisCache()

    public init(document: Document, options: LintOptions = LintOptions(), sources: (any SourceCodeProvider)? = nil) {
        self.document = document
        self.options = options
        self.sources = sources
    }
}
