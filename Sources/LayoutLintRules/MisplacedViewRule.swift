import LayoutLintEngine
import LayoutLintModel

/// A view whose stored frame is not where its constraints put it (Interface Builder's "misplaced
/// view"). Off by default: on an arbitrary scene a difference is more likely the engine's
/// approximation than a stale frame (agreement rates in docs/measurements.md). Only the cases the
/// engine is surest of are reported.
public struct MisplacedViewRule: Rule {
    public static let description = RuleDescription(
        id: "misplaced-view", name: "Misplaced View",
        summary: "A view whose stored frame differs from the frame its constraints give (\"Frame for … will be different at run time\"); off by default.",
        defaultSeverity: .warning, isEnabledByDefault: false)

    public init() {}

    /// Interface Builder stores frames to a fraction of a point; half a point is the smallest
    /// difference that shows on a 2× screen.
    static let tolerance = 0.5

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        // AppKit's unflipped coordinates and containers are not modelled well enough yet.
        guard document.platform != .macOS else { return [] }
        let saved = LayoutEngine.savedConfiguration(of: document)
        var findings: [Finding] = []
        for scene in document.scenes {
            // Stored frames are those of the size class the document was saved in.
            guard let solved = context.solved(scene).first(where: { $0.key == .any || $0.key == saved }) else { continue }
            let layout = solved.layout
            // Only fully determined scenes: with a conflict, a tie or anything ambiguous, the solved
            // frame is one of several and says nothing about the stored one.
            guard layout.conflicts.isEmpty, layout.tied.isEmpty, layout.ambiguous.values.allSatisfy(\.isEmpty),
                  layout.ambiguousContentSize.values.allSatisfy(\.isEmpty) else { continue }
            let names = context.constraintWording(scene)
            for item in layout.system.items where item.kind == .view && item.parent != nil && !item.translatesAutoresizingMaskIntoConstraints {
                guard let stored = item.frameOverrides.value(in: solved.key == .any ? saved : solved.key) ?? item.frame,
                      let actual = layout.frames[item.id], Self.differs(stored, actual) else { continue }
                findings.append(finding(in: document, at: item.location, element: item.id, scene: scene.id,
                                        "Frame for \(names.itemName(item.id)) will be different at run time. Stored: \(describe(stored)); "
                                            + "at run time: \(describe(actual))"))
            }
        }
        return findings
    }

    /// Whether a stored frame and a solved one differ by more than `tolerance` (also what
    /// `explain --format html` draws as misplaced).
    public static func differs(_ one: Rect, _ other: Rect) -> Bool {
        abs(one.x - other.x) > Self.tolerance || abs(one.y - other.y) > Self.tolerance
            || abs(one.width - other.width) > Self.tolerance || abs(one.height - other.height) > Self.tolerance
    }

    private func describe(_ rect: Rect) -> String {
        "x=\(formatLayoutNumber(rect.x)) y=\(formatLayoutNumber(rect.y)) width=\(formatLayoutNumber(rect.width)) height=\(formatLayoutNumber(rect.height))"
    }
}
