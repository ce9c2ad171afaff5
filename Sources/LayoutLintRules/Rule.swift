import LayoutLintModel

/// What every rule says about itself; `Rules/<id>.md` holds the long form and the examples.
public struct RuleDescription: Hashable, Sendable {
    public var id: String
    public var name: String
    public var summary: String
    public var defaultSeverity: Severity
    /// Rules too noisy to run unless asked for (`rules: {id: on}` in the configuration).
    public var isEnabledByDefault: Bool

    public init(id: String, name: String, summary: String, defaultSeverity: Severity, isEnabledByDefault: Bool = true) {
        self.id = id
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
    }
}

/// A check over one document. Rules are pure: the same context gives the same findings.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: LintContext) -> [Finding]
}

extension Rule {
    /// A finding of this rule at its default severity.
    func finding(in document: Document, at location: SourceLocation, element: ObjectID?, scene: ObjectID? = nil,
                 _ message: String) -> Finding {
        Finding(ruleID: Self.description.id, severity: Self.description.defaultSeverity, path: document.path,
                location: location, element: element, sceneID: scene, message: message)
    }
}

/// Every rule layoutlint has, in catalog order.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        InvalidConstraintRule.self,
        DanglingReferenceRule.self,
        DuplicateIDRule.self,
        RequiredPriorityChangeRule.self,
        RequiredContentPriorityRule.self,
        FixedWidthClippingRule.self,
        LeftRightAttributeRule.self,
        UnreliableBaselineRule.self,
        ArrangedViewAxisConstraintRule.self,
        DuplicateConstraintRule.self,
        PlaceholderDependencyRule.self,
        RedundantConstraintRule.self,
        UnsatisfiableConstraintsRule.self,
        EqualPriorityConflictRule.self,
        AmbiguousLayoutRule.self,
        ScrollContentSizeRule.self,
        SelfSizingCellRule.self,
        MisplacedViewRule.self,
        UnmodelledFeatureRule.self,
    ]

    /// The rules that run when the configuration does not say otherwise.
    public static var enabledByDefault: [any Rule.Type] {
        all.filter { $0.description.isEnabledByDefault }
    }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}

/// Runs rules over a document and returns their findings in deterministic order.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var options: LintOptions
    /// Shared by every document linted, so each source folder is read once however many ask.
    public var sources: (any SourceCodeProvider)?

    public init(rules: [any Rule] = RuleCatalog.enabledByDefault.map { $0.init() }, options: LintOptions = LintOptions(),
                sources: (any SourceCodeProvider)? = nil) {
        self.rules = rules
        self.options = options
        self.sources = sources
    }

    public func lint(_ document: Document) -> [Finding] {
        let context = LintContext(document: document, options: options, sources: sources)
        let findings = rules.flatMap { $0.check(context) }
        return ProjectDependentFindings.apply(to: findings, document: document) { trait in
            sources?.support(of: trait, forDocumentAt: document.path) ?? .unknown
        }.sorted(by: Finding.deterministicOrder)
    }
}
