import LayoutLintModel

/// Ambiguity as Interface Builder's canvas decides it (`interfaceBuilderAmbiguous`), which is
/// what Xcode caches in the file as `ambiguous="YES"`.
extension LayoutEngine {
    /// Adds `interfaceBuilderAmbiguity` to a layout: the scene solved again as Interface Builder's
    /// canvas solves it when it decides `ambiguous="YES"`, with the placeholder constraints
    /// installed in its configuration and no view smaller than zero (`nonNegativeSizes`). A layout
    /// whose verdict is the run time's is left as it is.
    ///
    /// Interface Builder measures the text of labels whose font it knows, where layoutlint's
    /// intrinsic sizes are otherwise the stored frames, which always fit. Both the UIKit look and
    /// AppKit's second look measure such labels (`IntrinsicContentSize.measuredLabelHeight`): a
    /// one-line label is one line tall (rounded up to the device's pixels on UIKit), and a label
    /// stored shorter than one line was squeezed. Labels of equal content priorities sharing a
    /// fixed length then tie where their lines leave room in it, not where they fill it exactly.
    /// (A look with every intrinsic size 1 pt smaller, which stood for the unmeasured text, found
    /// only views Xcode does not flag once labels were measured; see docs/measurements.md.)
    public static func addInterfaceBuilderAmbiguity(to layout: inout SceneLayout, document: Document, scene: Scene) {
        let configuration = layout.configuration
        let xcode = layout.system.xcode ?? SavingXcode(document)
        let rootSize = screen(for: configuration, saved: savedConfiguration(of: document), platform: document.platform)
        let hasPlaceholders = scene.constraints.contains { $0.isPlaceholder && $0.installation.isInstalled(in: configuration) }
        // The canvas's system: the run-time one unless placeholder constraints are to be kept,
        // with no view smaller than zero.
        // UIKit's canvas measures the text of labels whose font it knows: a label stored squeezed
        // below its text does not stand for a shorter text.
        let measures = document.platform != .macOS
        let designTime = fittingTopLevelViews((hasPlaceholders || measures
            ? SceneSystemBuilder.build(document: document, scene: scene, configuration: configuration, rootSize: rootSize,
                                       keepsPlaceholders: true, measuresLabelText: measures, keepsArrangedViewMasks: true,
                                       options: layout.system.options,
                                       wrappedTextWidths: layout.system.wrappedTextWidths,
                                       storedAtMeasuredSize: layout.system.storedAtMeasuredSize, xcode: xcode)
            : layout.system).canvasRows)
        let canvas = designTime.adding(canvas: nonNegativeSizes(designTime))
        var (ambiguous, contentSize) = document.platform == .macOS
            ? ambiguityWithoutMetricTies(canvas)
            : ambiguityWithoutStoredFrameTies(canvas) { measuresText($0, canvas, document, xcode) }
        if document.platform != .macOS {
            let overfilled = hasPlaceholders ? contentViewsOverfilledByTheirRow(designTime) : layout.overfilledContentViews
            for id in overfilled { ambiguous[id, default: []].insert(.height) }
            for (id, quantities) in viewsHangingOnOverfilledRows(canvas, overfilled) { ambiguous[id, default: []].formUnion(quantities) }
            for (id, quantities) in viewsFreedByReleasingRoots(canvas, measures: { measuresText($0, canvas, document, xcode) }) {
                ambiguous[id, default: []].formUnion(quantities)
            }
        }
        if document.platform == .macOS {
            // The canvas measures label-style text fields: a stored height that is not their
            // line's can hide a tie the line makes.
            let measuredSystem = SceneSystemBuilder.build(document: document, scene: scene, configuration: configuration,
                                                          rootSize: rootSize, keepsPlaceholders: hasPlaceholders, measuresLabelText: true,
                                                          options: layout.system.options,
                                                          wrappedTextWidths: layout.system.wrappedTextWidths,
                                                          storedAtMeasuredSize: layout.system.storedAtMeasuredSize, xcode: xcode)
            let measured = ambiguityWithoutMetricTies(fittingTopLevelViews(measuredSystem).adding(canvas: nonNegativeSizes(measuredSystem)))
            for (id, quantities) in measured.ambiguous { ambiguous[id, default: []].formUnion(quantities) }
            for id in windowContentViewsPlacedByConstraints(layout.system) + constrainedClipViews(layout.system, scene, configuration) {
                ambiguous[id, default: []].formUnion(LayoutQuantity.allCases)
            }
        }
        if xcode.isXcode26 {
            for id in constrainedViewsInCellsBelowTheirTable(layout.system) {
                ambiguous[id, default: []].formUnion(LayoutQuantity.allCases)
            }
        }
        contentSize = contentSize.filter { checksContentSize(of: $0.key, layout.system, scene, document, xcode) }
        if xcode.isXcode7OrEarlier {
            for (id, quantities) in constrainedContentOfAmbiguousScrollViews(contentSize, layout.system, scene) {
                ambiguous[id, default: []].formUnion(quantities)
            }
        }
        guard ambiguous != layout.ambiguous || contentSize != layout.ambiguousContentSize else { return }
        layout.interfaceBuilderAmbiguity = InterfaceBuilderAmbiguity(ambiguous: ambiguous, ambiguousContentSize: contentSize)
    }

    /// Each length tried is a solve of the whole scene, so a scene of many top-level views (a
    /// merge or a generator, not a saved file: no UIKit document of the corpus has more than 14
    /// top-level objects) is left unchecked rather than solved hundreds of times; the check only
    /// adds flags.
    static let maximumReleasedRoots = 16

    /// Interface Builder holds a free-standing UIKit top-level view (a xib's view, a storyboard
    /// scene's extra view: no controller or cell owns it) at its stored size only while the
    /// scene's constraints can hold. When they cannot on the canvas and letting go of the view's
    /// length on one axis (or both) would let them, that length is what Interface Builder flags:
    /// the view itself and every view whose frame then depends on it are ambiguous on that axis
    /// (see docs/measurements.md). Returns nothing when the canvas is satisfiable, has no such
    /// view, or conflicts whatever the views' lengths, and when the canvas holds once the stored
    /// frames taken for intrinsic sizes at priority 1000 are set aside (`isRequiredStoredSize`):
    /// that conflict is layoutlint's estimate, not the document (Corona-Warn-App's onboarding xib).
    static func viewsFreedByReleasingRoots(_ canvas: SceneSystem, measures: (LayoutItem) -> Bool) -> [ObjectID: Set<LayoutQuantity>] {
        let roots = canvas.items.filter { item in
            item.parent == nil && item.role == nil && item.kind == .view && !item.element.isCell
        }.map(\.id)
        guard !roots.isEmpty, roots.count <= maximumReleasedRoots else { return [:] }
        // Only whether it conflicts: no movability questions.
        let first = canvas.solve()
        guard !first.isCutShort, !first.conflicts.isEmpty else { return [:] }
        // A conflict that only stored sizes held at 1000 make is layoutlint's estimate.
        let index = SceneIndex(canvas.scene)
        var estimatesAside = canvas
        estimatesAside.constraints.removeAll { isRequiredStoredSize($0, index, measures: measures) }
        if estimatesAside.constraints.count < canvas.constraints.count {
            let aside = estimatesAside.solve()
            guard aside.isCutShort || !aside.conflicts.isEmpty else { return [:] }
        }
        typealias Length = (root: ObjectID, axis: Axis)
        func releasing(_ lengths: [Length]) -> [ObjectID: Set<LayoutQuantity>]? {
            var released = canvas
            released.constraints.removeAll { constraint in
                guard case .root(let id) = constraint.origin, let edges = canvas.variables[id] else { return false }
                return lengths.contains { $0.root == id && constraint.linear.expression.terms[edges.end($0.axis)] != nil }
            }
            let questions = Questions(released)
            let solution = questions.solve(released)
            guard !solution.isCutShort, solution.conflicts.isEmpty else { return nil }
            let axes = Set(lengths.map(\.axis))
            var result = questions.answers(solution).ambiguous.mapValues { $0.filter { axes.contains($0.axis) } }.filter { !$0.value.isEmpty }
            for length in lengths { result[length.root, default: []].insert(length.axis == .horizontal ? .width : .height) }
            return result
        }
        func bothLengths(of root: ObjectID) -> [Length] { Axis.allCases.map { Length(root: root, axis: $0) } }
        // The lengths whose release alone lets the constraints hold; else a root's two lengths.
        // A single set that works is its own answer, already solved.
        let alone = roots.flatMap(bothLengths).compactMap { length in releasing([length]).map { (lengths: [length], result: $0) } }
        let freed = alone.isEmpty ? roots.map(bothLengths).compactMap { lengths in releasing(lengths).map { (lengths: lengths, result: $0) } } : alone
        switch freed.count {
        case 0: return [:]
        case 1: return freed[0].result
        default: return releasing(freed.flatMap(\.lengths)) ?? [:]
        }
    }

    /// Whether a constraint is a required content-size constraint (hugging or compression
    /// resistance at 1000) whose size is a stored frame: not a label the canvas measures, nor a
    /// placeholder intrinsic size the file sets. UIKit intrinsic sizes are otherwise the stored
    /// frames, which an image or a title the file does not hold may contradict.
    static func isRequiredStoredSize(_ constraint: SystemConstraint, _ index: SceneIndex, measures: (LayoutItem) -> Bool) -> Bool {
        guard constraint.linear.isRequired else { return false }
        switch constraint.origin {
        case .contentHugging(let id, let axis), .compressionResistance(let id, let axis):
            guard let item = index.item(id) else { return false }
            if case .value? = item.placeholderIntrinsicSize[axis] { return false }
            return axis == .horizontal || !measures(item)
        default:
            return false
        }
    }

    /// Whether the UIKit canvas measures the item's text (`IntrinsicContentSize.measuredLabelHeight`),
    /// so that its content size is Interface Builder's own measure, not a stored frame.
    static func measuresText(_ item: LayoutItem, _ system: SceneSystem, _ document: Document, _ xcode: SavingXcode) -> Bool {
        guard item.element == .label, let frame = system.storedAlignmentFrames[item.id] else { return false }
        return IntrinsicContentSize.measuredLabelHeight(item, platform: document.platform, storedHeight: frame.height,
                                                        storedWidth: frame.width, scale: system.metrics.scale, xcode: xcode) != nil
    }

    /// The system with the stored size of every top-level AppKit view that does not translate its
    /// autoresizing mask held at the fitting-size level (50) instead of a window's (500): such a
    /// view is a xib's free-standing object (no window, controller or cell owns it), and its
    /// size is what its constraints make it, as `fittingSize` gives it, not a frame anything
    /// holds. Content priorities then size it (a grid hugs its columns), where a held size
    /// leaves extra length that views of equal priorities tie over. A top-level view that
    /// translates its mask keeps its frame (its autoresizing constraints), and so its ties (see
    /// docs/measurements.md). Frames are not affected.
    static func fittingTopLevelViews(_ system: SceneSystem) -> SceneSystem {
        let fitted = Set(system.items.filter { item in
            item.parent == nil && item.role == nil && item.kind == .view && !item.translatesAutoresizingMaskIntoConstraints
        }.map(\.id))
        guard !fitted.isEmpty else { return system }
        var fitting = system
        for index in fitting.constraints.indices {
            guard case .root(let id) = fitting.constraints[index].origin, fitted.contains(id),
                  !fitting.constraints[index].linear.isRequired else { continue }
            fitting.constraints[index].linear.priority = EnginePriority.fittingSizeLevel
        }
        return fitting
    }

    /// Whether Interface Builder checks a scroll view's content size: only a UIScrollView whose
    /// content Auto Layout places, one with content layout guides or constraints between it (or
    /// its guides) and its subviews. Table, collection and text views size their own content, and
    /// AppKit documents keep their own frames. An empty UIScrollView counts from Xcode 11 on, the
    /// Xcode of content layout guides (see docs/measurements.md).
    static func checksContentSize(of id: ObjectID, _ system: SceneSystem, _ scene: Scene, _ document: Document,
                                  _ xcode: SavingXcode) -> Bool {
        guard document.platform != .macOS, system.items.first(where: { $0.id == id })?.element == .scrollView else { return false }
        let children = system.items.filter { $0.parent == id }
        let guides = children.filter { !$0.kind.isView }
        if guides.contains(where: { $0.kind == .layoutGuide(.contentLayoutGuide) }) { return true }
        let subviews = Set(children.filter { $0.kind.isView }.map(\.id))
        if subviews.isEmpty { return xcode.checksEmptyScrollContent }
        let owners = Set(guides.map(\.id)).union([id])
        return scene.constraints.contains { constraint in
            owners.contains(where: constraint.mentions) && subviews.contains(where: constraint.mentions)
        }
    }

    /// Xcode 7 flags every constrained view in a scroll view whose content size it cannot
    /// determine, not only the views that size the content (see docs/measurements.md). Views
    /// inside table and collection cells are laid out by their cells and are not flagged there.
    /// The position along each undetermined axis is what is reported.
    static func constrainedContentOfAmbiguousScrollViews(_ contentSize: [ObjectID: Set<Axis>], _ system: SceneSystem,
                                                                 _ scene: Scene) -> [ObjectID: Set<LayoutQuantity>] {
        var result: [ObjectID: Set<LayoutQuantity>] = [:]
        let cells = Set(system.items.filter { $0.element == .tableViewCell || $0.element == .collectionViewCell }.map(\.id))
        let insideCells = Set(system.descendants(of: cells).map(\.id)).union(cells)
        for (scrollView, axes) in contentSize.sorted(by: { $0.key < $1.key }) {
            let quantities = Set(axes.map { $0 == .horizontal ? LayoutQuantity.minX : .minY })
            for item in system.descendants(of: [scrollView])
            where item.kind.isView && !insideCells.contains(item.id) && !item.translatesAutoresizingMaskIntoConstraints
                && scene.constraints.contains(where: { $0.mentions(item.id) }) {
                result[item.id, default: []].formUnion(quantities)
            }
        }
        return result
    }

    /// Xcode 26's canvas lays out only the cells a table shows: in a cell that reaches past the
    /// bottom (or side) of its table's stored frame, every view placed by constraints is flagged
    /// ambiguous, whatever its constraints; earlier Xcodes do not flag such cells (see
    /// docs/measurements.md). Run-time ambiguity is not affected.
    static func constrainedViewsInCellsBelowTheirTable(_ system: SceneSystem) -> [ObjectID] {
        var tableBounds: [ObjectID: Rect] = [:]
        for table in system.items where table.element == .tableView { tableBounds[table.id] = table.frame }
        let cellsBelow = system.items.filter { cell in
            guard cell.element == .tableViewCell, let frame = cell.frame, let bounds = cell.parent.flatMap({ tableBounds[$0] }) else { return false }
            return frame.y + frame.height > bounds.height + 0.5 || frame.x + frame.width > bounds.width + 0.5
        }
        return system.descendants(of: Set(cellsBelow.map(\.id)))
            .filter { $0.kind.isView && !$0.translatesAutoresizingMaskIntoConstraints }
            .map(\.id)
    }
}
