import LayoutLintModel

/// Turns a scene, in one size-class configuration, into the linear system UIKit (or AppKit)
/// would solve: the document's constraints plus the ones the frameworks add.
///
/// Order matters for which constraint of a conflict is broken (see `LinearSystemSolver`):
/// system-generated constraints come first (views, guides, stacks, grids), then the document's
/// in document order, so a conflict is reported as the user's constraint being broken where the
/// user wrote one.
public struct SceneSystemBuilder {
    private let document: Document
    private let scene: Scene
    let configuration: TraitKey
    private let items: InstalledItems
    private let frames: DesignFrames
    private let screen: SceneScreen
    private let variables: ItemVariables
    private let anchors: AnchorExpressions
    private var intrinsic: IntrinsicContentConstraints
    private let options: EngineOptions
    private let documentConstraints: DocumentConstraints
    private var draft: SystemDraft
    private var keepsArrangedViewMasks = false

    /// - Parameters:
    ///   - rootSize: the root view's size in this configuration; `nil`: the size stored in the file.
    ///   - keepsPlaceholders: Interface Builder's design-time system instead of the run-time one:
    ///     placeholder constraints ("Remove at build time") are kept. The canvas lays views out,
    ///     and checks them for ambiguity, with its placeholders in force; the compiled nib leaves
    ///     them out.
    ///   - measuresLabelText: labels in a font of known metrics get the height of their text as
    ///     Interface Builder, which measures it, sees them (see `IntrinsicContentSize.measuredLabelHeight`);
    ///     otherwise the stored height stands for the text.
    ///   - keepsArrangedViewMasks: Interface Builder's canvas instead of UIKit's run time: a UIKit
    ///     stack view's arranged view that translates its autoresizing mask keeps its mask's
    ///     constraints as well as the stack's (see `ViewPlacement.keepsArrangedViewMasks`).
    ///   - options: the engine's settings (which content sizes come first); the system keeps them,
    ///     so the second looks built from it use the same.
    ///   - wrappedTextWidths: the widths wrapping labels are measured at (`LayoutEngine.wrappingText`).
    ///   - storedAtMeasuredSize: `refined` mode's second pass: the axes on which a view takes its
    ///     stored size (`LayoutEngine.refiningUncontestedContentSizes`).
    ///   - xcode: what the document tells of the Xcode that saved it (`SavingXcode(document)`,
    ///     read here when not given); the system keeps it, so the second looks built from it read
    ///     the document once.
    public static func build(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size? = nil,
                             keepsPlaceholders: Bool = false, measuresLabelText: Bool = false, keepsArrangedViewMasks: Bool = false,
                             options: EngineOptions = EngineOptions(), wrappedTextWidths: [ObjectID: Double] = [:],
                             storedAtMeasuredSize: [ObjectID: Set<Axis>] = [:], xcode: SavingXcode? = nil) -> SceneSystem {
        var builder = SceneSystemBuilder(document: document, scene: scene, configuration: configuration, rootSize: rootSize,
                                         keepsPlaceholders: keepsPlaceholders, measuresLabelText: measuresLabelText, options: options,
                                         xcode: xcode ?? SavingXcode(document))
        builder.keepsArrangedViewMasks = keepsArrangedViewMasks
        builder.intrinsic.wrappedTextWidths = wrappedTextWidths
        builder.intrinsic.storedAtMeasuredSize = storedAtMeasuredSize
        var system = builder.build()
        system.wrappedTextWidths = wrappedTextWidths
        system.storedAtMeasuredSize = storedAtMeasuredSize
        return system
    }

    private init(document: Document, scene: Scene, configuration: TraitKey, rootSize: Size?, keepsPlaceholders: Bool,
                 measuresLabelText: Bool, options: EngineOptions, xcode: SavingXcode) {
        self.document = document
        self.scene = scene
        self.configuration = configuration
        items = InstalledItems(scene: scene, configuration: configuration)
        frames = DesignFrames(document: document, scene: scene, items: items, configuration: configuration, rootSize: rootSize,
                              xcode: xcode)
        screen = SceneScreen(document: document, scene: scene, items: items, frames: frames, rootSize: rootSize)
        variables = ItemVariables(items: items, platform: document.platform)
        anchors = AnchorExpressions(platform: document.platform, configuration: configuration, items: items, frames: frames,
                                    screen: screen, variables: variables)
        intrinsic = IntrinsicContentConstraints(document: document, frames: frames, measuresLabelText: measuresLabelText,
                                                contentSizePolicy: options.contentSizes)
        documentConstraints = DocumentConstraints(scene: scene, configuration: configuration, keepsPlaceholders: keepsPlaceholders)
        let inForce = documentConstraints, installed = items
        intrinsic.settlingRoundedEqualSizes(scene.constraints, configuration: configuration,
                                            isInForce: { inForce.isInForce($0) }, items: { installed[$0] })
        draft = SystemDraft(variableCount: variables.count)
        self.options = options
    }

    private mutating func build() -> SceneSystem {
        let views = ViewPlacement(platform: document.platform, items: items, frames: frames, variables: variables,
                                  intrinsic: intrinsic, documentConstraints: documentConstraints,
                                  keepsArrangedViewMasks: keepsArrangedViewMasks)
        for item in items.all where item.kind == .view { views.place(item, to: &draft) }
        let guides = GuidePlacement(items: items, variables: variables, screen: screen)
        for item in items.all {
            if case .layoutGuide(let kind) = item.kind { guides.place(item, kind: kind, to: &draft) }
        }
        for item in items.all where item.stack != nil { StackArrangement.add(for: item, in: &self) }
        for item in items.all where item.grid != nil { GridArrangement.add(for: item, in: &self) }
        documentConstraints.add(using: anchors, to: &draft)
        var system = SceneSystem(scene: scene, configuration: configuration, metrics: frames.metrics, items: items.all,
                                 variables: variables.edges, constraints: draft.constraints, variableCount: draft.variableCount,
                                 contentAreas: variables.contentAreas, unflippedParents: frames.unflipped,
                                 alignmentInsets: frames.alignmentInsets)
        for item in items.all { system.storedAlignmentFrames[item.id] = frames.alignmentFrame(item.id) }
        system.unmeasuredInsets = frames.unmeasuredInsets
        if options.contentSizes == .refined {
            for item in items.all where item.kind == .view {
                let axes = Axis.allCases.filter { intrinsic.isRefinedByStored(item, axis: $0) }
                if !axes.isEmpty { system.refinedContentSizes[item.id] = axes }
            }
        }
        system.options = options
        system.xcode = frames.xcode
        return system
    }
}

extension SceneSystemBuilder: ArrangementContext {
    var platform: Platform { document.platform }

    func item(_ id: ObjectID) -> LayoutItem? { items[id] }

    func edges(_ id: ObjectID) -> EdgeVariables? { variables[id] }

    func alignmentFrame(_ id: ObjectID) -> Rect? { frames.alignmentFrame(id) }

    func margins(of id: ObjectID) -> EdgeInsets { screen.margins(of: id) }

    func hasIntrinsicSize(_ item: LayoutItem, axis: Axis) -> Bool { intrinsic.hasIntrinsicSize(item, axis: axis) }

    func expression(for anchor: Anchor, otherItem: ObjectID?) -> LinearExpression? {
        anchors.expression(for: anchor, otherItem: otherItem)
    }

    func isPlacedByDocument(_ id: ObjectID, along axis: Axis) -> Bool { documentConstraints.places(id, along: axis) }

    mutating func addConstraint(_ origin: ConstraintOrigin, _ expression: LinearExpression, _ relation: ConstraintRelation,
                                priority: Double) {
        draft.add(origin, expression, relation, priority: priority)
    }

    mutating func newVariable() -> Variable { draft.newVariable() }
}
