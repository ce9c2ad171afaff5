import LayoutLintEngine
import LayoutLintModel

/// A scroll view whose content does not determine its scrollable content size on an axis. The
/// content size is not a frame: it comes only from an unbroken chain of constraints and sized views
/// from the content's leading (top) edge to its trailing (bottom) edge, or from an equal width
/// (height) to the scroll view's frame, which switches scrolling off on that axis.
public struct ScrollContentSizeRule: Rule {
    public static let description = RuleDescription(
        id: "scroll-content-size", name: "Scroll Content Size",
        summary: "A scroll view whose content does not determine its scrollable width or height (\"Scrollable content size is ambiguous\"), with where the chain is broken.",
        defaultSeverity: .error)

    public init() {}

    private struct Problem: Hashable {
        var scroll: ObjectID
        var message: String
        /// False when the verdict assumes what a custom class does at run time (an error must be certain).
        var certain = true
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        // AppKit's NSScrollView takes its content size from its document view's frame, inside a clip
        // view: there is no content area for constraints to size (ambiguous-layout covers the
        // document view).
        guard document.platform != .macOS else { return [] }
        for scene in document.scenes where scene.items.contains(where: { $0.element == .scrollView }) {
            let index = context.index(scene)
            let wording = context.constraintWording(scene)
            var tally = ConfigurationTally<Problem>()
            for solved in context.solved(scene) {
                let layout = solved.layout
                guard !layout.ambiguousContentSize.isEmpty else { continue }
                for root in context.ambiguityExplanation(scene, solved).roots {
                    // Table, collection and text views take their content size from their data, not
                    // from constraints.
                    guard case .scrollContent(let id) = root.key.subject, let scroll = index.item(id), scroll.element == .scrollView,
                          scroll.xcode.verifyAmbiguity != "off", let area = layout.system.contentAreas[id] else { continue }
                    // A scroll view or content with a fixed frame (no constraints: Interface Builder
                    // fixes its frame at build time) is sized in code, and Interface Builder checks
                    // no content size for it.
                    if scroll.hasFixedFrame || hasFixedFrames(contentOf: id, in: scene) { continue }
                    let axis = root.key.axis
                    let sizes = layout.system.descendantViews(of: id).filter { layout.ambiguous[$0]?.contains(axis == .horizontal ? .width : .height) ?? false }
                    let gap = layout.system.chainGap(in: id, area: area, axis: axis, undeterminedSizes: sizes)
                    // Content that no constraint attaches on either axis is sized in code (`contentSize`),
                    // as Interface Builder assumes for scroll views whose subviews keep their frames.
                    if gap == .nothingAttached, layout.system.chainGap(in: id, area: area, axis: axis == .horizontal ? .vertical : .horizontal,
                                                                       undeterminedSizes: []) == .nothingAttached {
                        continue
                    }
                    let guide = scene.items.contains { $0.parent == id && $0.kind == .layoutGuide(.contentLayoutGuide) }
                    let assumed = assumption(gap, undeterminedSizes: sizes, system: layout.system, index: index, wording: wording)
                        ?? frameBasedContentAssumption(gap, contentOf: id, in: scene)
                    let message = "Scrollable content size is ambiguous for \(wording.itemName(id)). Has ambiguous scrollable content "
                        + "\(AmbiguityWording.size(axis)): \(explain(gap, axis: axis, guide: guide, wording: wording))" + (assumed ?? "")
                        + AmbiguityWording.dependantsSuffix([root], of: id, wording: wording, named: named(gap))
                    tally.record(Problem(scroll: id, message: message, certain: assumed == nil), in: solved.key)
                }
            }
            for (problem, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let item = index.item(problem.scroll) else { continue }
                var unsized = finding(in: document, at: item.location, element: item.id, scene: scene.id, sizeClasses: sizeClasses,
                                      problem.message)
                if !problem.certain { unsized.severity = .warning }
                findings.append(unsized)
            }
        }
        return findings
    }

    /// A chain broken by a view whose size is open because a view of a custom class (the view
    /// itself or one inside it whose size is open too) has none rests on what that class does at
    /// run time: Interface Builder assumes it has no intrinsic size, but it may have one (or load a
    /// nib that sizes it), so the finding is a warning that says what was assumed. So does one
    /// that rests on an image view with no image in the file: an image set in code sizes it.
    private func assumption(_ gap: ChainGap, undeterminedSizes: [ObjectID], system: SceneSystem, index: SceneIndex,
                            wording: ConstraintWording) -> String? {
        guard case .undeterminedSize(let id) = gap else { return nil }
        let inside = Set(system.descendantViews(of: id))
        let open = [id] + undeterminedSizes.filter { inside.contains($0) }
        if let custom = open.first(where: { index.item($0)?.customClass != nil }), let customClass = index.item(custom)?.customClass {
            return AmbiguityWording.customClassAssumption(
                custom == id ? "its class \(customClass)" : "the class \(customClass) of \(wording.itemName(custom))")
        }
        // An image view with no image in the file is given one in code, which sizes it.
        if let imageless = open.first(where: { index.item($0).map(AmbiguityWording.isImageViewWithoutImage) ?? false }) {
            return AmbiguityWording.imagelessAssumption(wording.itemName(imageless))
        }
        return nil
    }

    /// Content laid out by its autoresizing mask that leaves one end of the content area unpinned:
    /// no constraint sizes the content on that axis, so UIKit leaves the content size to the
    /// `contentSize` code sets (as it does for fixed-frame content) and logs nothing; Interface
    /// Builder flags the scroll view all the same. A warning that says so: an error must not rest
    /// on what code does.
    private func frameBasedContentAssumption(_ gap: ChainGap, contentOf scroll: ObjectID, in scene: Scene) -> String? {
        guard gap == .nothingAtStart || gap == .nothingAtEnd else { return nil }
        let content = scene.items.filter { $0.parent == scroll && $0.kind == .view }
        guard !content.isEmpty, content.allSatisfy(\.translatesAutoresizingMaskIntoConstraints) else { return nil }
        return " (the content keeps its frame by its autoresizing mask: no constraint sizes the content on this axis, so at "
            + "run time the contentSize that code sets decides; Interface Builder flags it all the same)"
    }

    private func hasFixedFrames(contentOf scroll: ObjectID, in scene: Scene) -> Bool {
        let content = scene.items.filter { $0.parent == scroll && $0.kind == .view }
        return !content.isEmpty && content.allSatisfy(\.hasFixedFrame)
    }

    private func named(_ gap: ChainGap) -> Set<ObjectID> {
        if case .undeterminedSize(let id) = gap { return [id] }
        return []
    }

    /// The broken link, in the vocabulary of the style the file uses: the content layout guide in
    /// files that have one, the scroll view's edges (which stand for its content area) in older ones.
    private func explain(_ gap: ChainGap, axis: Axis, guide: Bool, wording: ConstraintWording) -> String {
        let (start, end) = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
        let area = guide ? "the content layout guide" : "the scroll view's edges"
        let frame = guide ? "the frame layout guide" : "the scroll view"
        let size = AmbiguityWording.size(axis)
        switch gap {
        case .nothingAttached:
            return "nothing pins the content's \(start) or \(end) to \(area) (centring does not size the content)"
        case .nothingAtStart:
            return "nothing pins the content's \(start) to \(area)"
        case .nothingAtEnd:
            return "nothing pins the content's \(end) to \(area)"
        case .undeterminedSize(let id):
            return "the chain from \(start) to \(end) runs through \(wording.itemName(id)), whose \(size) nothing determines "
                + "(give it a \(size), or an equal \(size) to \(frame) to stop \(axis.rawValue) scrolling)"
        case .undetermined:
            return "the constraints from the content's \(start) to its \(end) do not determine a single \(size)"
        }
    }
}
