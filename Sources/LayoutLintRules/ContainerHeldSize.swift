import LayoutLintEngine
import LayoutLintModel

/// A conflict through a size that a container holds a view at, where the container sets that size
/// at run time from what the file does not fix; the engine holds the view at the size Xcode
/// stored, so another size may not conflict. Such a conflict is a warning that says so, unless its
/// members still conflict without the hold (then it is as certain as any other). The holds:
///
/// * A xib's table or collection view cell (and its content view): its table or collection view
///   is not in the file (a self-sizing row takes its content's height).
/// * An AppKit table's cell view (`NSTableCellView`, translating its mask): NSTableView gives it
///   its column's width and the row's height (`frameOfCell(atColumn:row:)`). The column's width
///   changes with the table's column autoresizing and the user's resizing, and a delegate may set
///   the row's height; the width a file stores for a column is not even the design-time one (in
///   the corpus, 141 of 383 cell views are stored at their column's width).
/// * A pane of an NSSplitView that keeps its autoresizing mask: the frame Xcode stored is only
///   where the dividers stood when the file was saved; at run time the split view sets each
///   pane's frame from its dividers and keeps them where the constraints inside the panes allow.
/// * An NSStackView with equal spacing, holding its first and last views at its edges: AppKit
///   documents the required hugging that ties them there only for its fill distributions
///   (`NSStackView.Distribution`), and for equal spacing says only that the gaps stay equal and
///   at least the spacing. layoutlint holds them as UIStackView does, which the file does not
///   fix: a conflict with those edges is not certain.
extension UnsatisfiableConstraintsRule {
    /// One container's hold on a member of a conflict.
    struct ContainerHold {
        /// The view held.
        var item: ObjectID
        /// The constraints the hold adds (left out to see whether the conflict needs them).
        var origins: Set<ConstraintOrigin>
        /// Whether the view held is a root of the scene (its size then has its own line when the
        /// root is not a screen, in `consoleLog`).
        var isRoot: Bool
        /// Said when the conflict goes away without the hold.
        var heldNote: String
        /// Said when it does not; nil to say nothing.
        var anySizeNote: String?
    }

    /// The holds of the conflict's members, in the order they are tried.
    static func containerHolds(in conflict: SceneConflict, index: SceneIndex, wording: ConsoleLogWording) -> [ContainerHold] {
        var holds: [ContainerHold] = []
        if let cell = cellSizedByUndescribedContainer(conflict, index: index) {
            holds.append(ContainerHold(item: cell, origins: encapsulatedOrigins(of: cell, index: index), isRoot: true,
                                       heldNote: cellSizeNote(cell, wording: wording), anySizeNote: anySizeNote(cell, wording: wording)))
        }
        if let cellView = tableCellView(in: conflict, index: index) {
            holds.append(ContainerHold(item: cellView, origins: [.encapsulated(cellView)], isRoot: false,
                                       heldNote: cellViewSizeNote(cellView, wording: wording),
                                       anySizeNote: anySizeNote(cellView, wording: wording)))
        }
        if let stack = equalSpacingStackEdges(in: conflict, index: index, platform: wording.layout.metrics.platform) {
            holds.append(ContainerHold(item: stack, origins: [.stack(stack, .canvasConnection)], isRoot: false,
                                       heldNote: stackEdgesNote(stack, wording: wording), anySizeNote: nil))
        }
        if let pane = splitViewPane(in: conflict, index: index) {
            holds.append(ContainerHold(item: pane, origins: maskOrigins(of: pane), isRoot: false,
                                       heldNote: paneSizeNote(pane, wording: wording), anySizeNote: nil))
        }
        return holds
    }

    /// The first hold the conflict needs (it goes away without it), with the notes of the holds
    /// tried. A root's hold is not tried when the root's size already has its line
    /// (`rootSizedByContainer`).
    static func heldByContainer(_ conflict: SceneConflict, estimates: ConflictEstimates, rootSizedByContainer: Bool,
                                index: SceneIndex, wording: ConsoleLogWording) -> (hold: ContainerHold?, notes: String) {
        var notes = ""
        for hold in containerHolds(in: conflict, index: index, wording: wording) where !(hold.isRoot && rootSizedByContainer) {
            if estimates.stillConflicts(conflict, leavingOut: hold.origins) {
                if let note = hold.anySizeNote { notes += "\n" + note }
                continue
            }
            return (hold, notes + "\n" + hold.heldNote)
        }
        return (nil, notes)
    }

    /// The cell, a root of the file (a xib's table or collection view cell), whose stored size a
    /// member holds its content view or itself at (`UIView-Encapsulated-Layout-*`). A cell in a
    /// storyboard's table or collection view is sized by what the file shows.
    static func cellSizedByUndescribedContainer(_ conflict: SceneConflict, index: SceneIndex) -> ObjectID? {
        firstOrigin(in: conflict) { origin in
            guard case .encapsulated(let id) = origin, let item = index.item(id) else { return nil }
            let cell = item.element.isCellContentView ? item.parent.flatMap(index.item) : item
            guard let cell, cell.element.isCell, cell.parent == nil else { return nil }
            return cell.id
        }
    }

    /// What `match` finds in the first of the conflict's members it finds anything in (members in
    /// system order).
    static func firstOrigin(in conflict: SceneConflict, _ match: (ConstraintOrigin) -> ObjectID?) -> ObjectID? {
        conflict.constraints.lazy.compactMap(match).first
    }

    /// The holds of a xib's cell and its content view at their stored size.
    static func encapsulatedOrigins(of cell: ObjectID, index: SceneIndex) -> Set<ConstraintOrigin> {
        let contentViews = index.scene.items.filter { $0.parent == cell && $0.element.isCellContentView }.map(\.id)
        return Set(([cell] + contentViews).map(ConstraintOrigin.encapsulated))
    }

    /// The AppKit table cell view whose stored frame (its table's hold) is a member.
    static func tableCellView(in conflict: SceneConflict, index: SceneIndex) -> ObjectID? {
        firstOrigin(in: conflict) { origin in
            guard case .encapsulated(let id) = origin, index.item(id)?.element == .tableCellView else { return nil }
            return id
        }
    }

    /// The NSStackView with equal spacing whose edge connections to its first and last views are
    /// members.
    static func equalSpacingStackEdges(in conflict: SceneConflict, index: SceneIndex, platform: Platform) -> ObjectID? {
        guard platform == .macOS else { return nil }
        return firstOrigin(in: conflict) { origin in
            guard case .stack(let id, .canvasConnection) = origin, index.item(id)?.stack?.distribution == .equalSpacing else { return nil }
            return id
        }
    }

    /// The pane of an AppKit split view whose mask (its translated size or position) is a member.
    static func splitViewPane(in conflict: SceneConflict, index: SceneIndex) -> ObjectID? {
        firstOrigin(in: conflict) { origin in
            guard case .autoresizing(let id, _) = origin, let item = index.item(id),
                  item.parent.flatMap(index.item)?.element == .splitView else { return nil }
            return id
        }
    }

    /// The pane's translated mask, on both axes.
    static func maskOrigins(of pane: ObjectID) -> Set<ConstraintOrigin> {
        [.autoresizing(pane, .horizontal), .autoresizing(pane, .vertical)]
    }

    static func anySizeNote(_ cell: ObjectID, wording: ConsoleLogWording) -> String {
        "The list goes through the stored size of \(wording.itemName(cell)), but the constraints inside it conflict at any size "
            + "its table or collection view may give it."
    }

    /// `The size of "Cell" as stored is part of this conflict: ` followed by why it may differ at run time.
    static func storedNote(_ quantity: String, of item: ObjectID, wording: ConsoleLogWording, _ why: String) -> String {
        "The \(quantity) of \(wording.itemName(item)) as stored is part of this conflict: " + why
    }

    static func cellSizeNote(_ cell: ObjectID, wording: ConsoleLogWording) -> String {
        storedNote("size", of: cell, wording: wording, "at run time the table or collection view it is shown in, which this file "
                   + "does not describe, sets it (a self-sizing row takes its content's height), and another size may not conflict.")
    }

    static func cellViewSizeNote(_ cellView: ObjectID, wording: ConsoleLogWording) -> String {
        storedNote("size", of: cellView, wording: wording, "at run time its table view sets it to its column's width and the row's "
                   + "height, which the table's column resizing, the user and the table's delegate change, so another size may not "
                   + "conflict.")
    }

    static func stackEdgesNote(_ stack: ObjectID, wording: ConsoleLogWording) -> String {
        "The list goes through the edges of \(wording.itemName(stack)), which layoutlint holds its first and last views at: AppKit "
            + "documents that hold as required only for a stack view that fills, not for one with equal spacing, which may let its "
            + "views stand off its edges, and then these constraints do not conflict."
    }

    static func paneSizeNote(_ pane: ObjectID, wording: ConsoleLogWording) -> String {
        storedNote("frame", of: pane, wording: wording, "it is a pane of a split view, which sets its panes' frames from its dividers "
                   + "at run time and keeps the dividers where the constraints inside the panes allow, so the panes may take another "
                   + "size that does not conflict.")
    }
}
