import LayoutLintEngine
import LayoutLintModel

/// A content-priority tie that, with measured content sizes (`EngineOptions.contentSizes`), weighs
/// a view whose content is measured (a label's text, an image) against one whose content size is
/// still its stored frame (a text field, a pop-up, a custom view: `ContentSize.Source.stored`).
/// That frame is what Xcode laid the view out at, often stretched or squeezed by the very contest
/// the measured view takes part in, so it does not stand for the view's content: a view whose
/// content size is only stored makes no tie in measured mode, and such ties are not reported
/// (docs/handcheck/2026-11-27-ties.md: 6 of the 7 wrong ties were such pairs; they were notes
/// until content-sizes-5). In `stored` mode every member's size is its stored frame, consistently,
/// and nothing changes.
enum MixedContentSizes {
    /// The members whose content sizes are measured and those whose are stored, when the tie has
    /// both; nil otherwise.
    static func split(_ members: [ConstraintOrigin], in layout: SceneLayout, document: Document)
        -> (measured: [ObjectID], stored: [ObjectID])? {
        let system = layout.system
        guard system.options.contentSizes != .stored else { return nil }
        var measured: [ObjectID] = []
        var stored: [ObjectID] = []
        for origin in members {
            let view: (ObjectID, Axis)
            switch origin {
            case .contentHugging(let id, let axis), .compressionResistance(let id, let axis): view = (id, axis)
            default: continue
            }
            if system.takesStoredContentSize(of: view.0, axis: view.1, document: document) {
                if !stored.contains(view.0) { stored.append(view.0) }
            } else if !measured.contains(view.0) {
                measured.append(view.0)
            }
        }
        return measured.isEmpty || stored.isEmpty ? nil : (measured, stored)
    }
}
