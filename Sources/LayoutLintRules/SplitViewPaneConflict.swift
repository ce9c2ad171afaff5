import LayoutLintEngine
import LayoutLintModel

/// A conflict through the stored size of an NSSplitView's pane. A pane that keeps its
/// autoresizing mask is held by the mask at the frame Xcode stored, but that frame is only where
/// the dividers stood when the file was saved: at run time NSSplitView sets each pane's frame from
/// its dividers and keeps the dividers where the constraints inside the panes allow (a minimum
/// size constraint stops a divider), so another pane size may not conflict. Such a conflict is as
/// certain as a cell's whose table sets its size: a warning that says so, unless the members
/// still conflict without the pane's mask.
extension UnsatisfiableConstraintsRule {
    /// The pane of an AppKit split view whose mask (its translated size or position) is a member.
    static func splitViewPane(in conflict: SceneConflict, index: SceneIndex) -> ObjectID? {
        for origin in conflict.constraints {
            guard case .autoresizing(let id, _) = origin, let item = index.item(id),
                  let parent = item.parent.flatMap(index.item), parent.element == .splitView else { continue }
            return id
        }
        return nil
    }

    /// The pane's translated mask, on both axes.
    static func maskOrigins(of pane: ObjectID) -> Set<ConstraintOrigin> {
        [.autoresizing(pane, .horizontal), .autoresizing(pane, .vertical)]
    }

    static func paneSizeNote(_ pane: ObjectID, wording: ConsoleLogWording) -> String {
        "The frame of \(wording.itemName(pane)) as stored is part of this conflict: it is a pane of a split view, which sets its "
            + "panes' frames from its dividers at run time and keeps the dividers where the constraints inside the panes allow, "
            + "so the panes may take another size that does not conflict."
    }
}
