import LayoutLintEngine
import LayoutLintModel

/// Required constraints that cannot all hold: UIKit logs "Unable to simultaneously satisfy
/// constraints" and breaks one of them at run time, which one being its own private choice. One
/// finding per irreducible set (drop any member and the rest can hold), written as UIKit's log
/// writes it, with the file's names, ids and lines instead of pointers.
public struct UnsatisfiableConstraintsRule: Rule {
    public static let description = RuleDescription(
        id: "unsatisfiable-constraints", name: "Unsatisfiable Constraints",
        summary: "Required constraints (the document's and the ones UIKit adds) that cannot all hold; UIKit breaks one at run time.",
        defaultSeverity: .error)

    public init() {}

    private struct Key: Hashable {
        var members: [ConstraintOrigin]
        var broken: ConstraintOrigin
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes where !scene.constraints.isEmpty {
            var tally = ConfigurationTally<Key>()
            // The first configuration's wording stands for all: the members are the same, only a
            // size-class-dependent constant (a root width) may differ.
            var first: [Key: (message: String, location: SourceLocation, element: ObjectID?, severity: Severity)] = [:]
            let index = context.index(scene)
            // Checking conflicts against layoutlint's estimates re-solves the scene; one budget
            // for all of them (a conflict storm has hundreds).
            let estimateMeter = WorkMeter(budget: WorkBudget.conflictEstimates)
            for solved in context.solved(scene) where !solved.layout.conflicts.isEmpty {
                let wording = context.consoleLogWording(scene, solved).naming(file: document.path)
                for conflict in solved.layout.conflicts
                where !Self.isWithinBaselineEstimate(conflict, index: index) && !Self.isWithinCellHeightEstimate(conflict, index: index) {
                    let key = Key(members: Self.distinct(conflict.constraints), broken: conflict.broken)
                    tally.record(key, in: solved.key)
                    if first[key] == nil {
                        let (location, element) = Self.anchor(of: conflict, wording: wording, scene: scene)
                        let screens = conflict.isDeviceSpecific ? Self.screenCheck(of: conflict, on: context.otherScreens(scene, solved)) : nil
                        var message = Self.consoleLog(for: conflict, wording: wording, screens: screens)
                        if !conflict.isMinimal { message += "\n" + Self.notMinimalNote }
                        let estimates = ConflictEstimates(system: solved.layout.system, index: index, meter: estimateMeter,
                                                          document: document)
                        let (notes, severity) = Self.certainty(of: conflict, estimates: estimates, isScreen: solved.layout.metrics.isScreen,
                                                               index: index, wording: wording)
                        first[key] = (message + notes, location, element, severity)
                    }
                }
            }
            for (key, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let entry = first[key] else { continue }
                var conflict = finding(in: document, at: entry.location, element: entry.element, scene: scene.id,
                                       sizeClasses: sizeClasses, entry.message)
                conflict.severity = entry.severity
                findings.append(conflict)
            }
        }
        return findings
    }

    /// The notes on how certain a conflict is (a newline before each), and its severity. Certain:
    /// an error. Resting on an estimate or a size the file does not give: a warning. An estimate
    /// Xcode's own frames contradict: a note (the scene was laid out without this conflict). When
    /// the scene's estimate budget ran out the certainty is unknown: a warning that says so.
    private static func certainty(of conflict: SceneConflict, estimates: ConflictEstimates, isScreen: Bool,
                                  index: SceneIndex, wording: ConsoleLogWording) -> (notes: String, severity: Severity) {
        var notes = ""
        // A conflict that the real metrics may satisfy is not certain.
        let assumed = estimates.assumptions(of: conflict)
        let storedFramesHold = assumed != nil && estimates.storedFramesHold(conflict)
        if let assumed {
            notes += "\n" + estimateNote(assumed, storedFramesHold: storedFramesHold, wording: wording)
        }
        // A root that is not a screen (a xib's view, cell or window content) is sized by a
        // container the file does not describe: a conflict with its stored size may not happen at
        // run time. Such a root has its own line (in `consoleLog`); a view a container holds at
        // its stored size (a xib's cell, a table's cell view, a split view's pane) gets this one,
        // unless the constraints inside it conflict whatever its size.
        let sizedByContainer = conflict.isDeviceSpecific && !isScreen
        let (held, heldNotes) = heldByContainer(conflict, estimates: estimates, rootSizedByContainer: sizedByContainer,
                                                index: index, wording: wording)
        notes += heldNotes
        if estimates.isCutShort { return ("\n" + estimatesCutShortNote, .warning) }
        let severity: Severity = storedFramesHold ? .note
            : (!sizedByContainer && assumed == nil && held == nil ? .error : .warning)
        return (notes, severity)
    }

    /// A conflict whose checks against layoutlint's estimates ran out of the scene's budget
    /// (`WorkBudget.conflictEstimates`): whether it is certain is not known.
    static let estimatesCutShortNote = "note: the check of this conflict against layoutlint's estimates was cut short (the scene's "
        + "conflicts took more than layoutlint's work budget of \(WorkBudget.conflictEstimates) operations to check): "
        + "it may rest on an estimate or on a size the file does not give"

    /// A conflict whose set was not shrunk within the work budget (`WorkBudget.minimalConflicts`).
    static let notMinimalNote = "note: the explanation was cut short (the scene's conflicts took more than layoutlint's "
        + "work budget of \(WorkBudget.minimalConflicts) operations to shrink): some constraints listed may not take part"

    /// The line saying what layoutlint assumed for a conflict that rests on its estimates, and
    /// whether Xcode's stored frames satisfy the constraints (then Interface Builder laid the
    /// scene out without this conflict).
    static func estimateNote(_ estimates: [ConflictEstimates.Estimate], storedFramesHold: Bool, wording: ConsoleLogWording) -> String {
        var exceptions: [String] = []
        if estimates.contains(where: isUnmeasuredInset) {
            exceptions.append("\(formatLayoutNumber(ConflictEstimates.unmeasuredInsetTolerance)) for an alignment rect whose insets are not measured")
        }
        if estimates.contains(where: { $0.slack != ConflictEstimates.tolerance && !isUnmeasuredInset($0) }) {
            exceptions.append("a measured size by its measurement's error, given with it")
        }
        let tolerance = formatLayoutNumber(ConflictEstimates.tolerance) + " points"
            + (exceptions.isEmpty ? "" : " (" + exceptions.joined(separator: "; ") + ")")
        var note = "This conflict rests on layoutlint's estimates: " + estimates.map { describe($0, wording: wording) }.joined(separator: "; ")
            + ". With each of them off by \(tolerance) or less the constraints can all hold, so the real metrics may not conflict"
        if storedFramesHold {
            note += "; the frames Xcode stored satisfy every constraint of the list (the estimated ones within \(tolerance)), "
                + "so Interface Builder laid the scene out without this conflict."
        } else {
            note += ": check the layout in Interface Builder or at run time."
        }
        return note
    }

    private static func isUnmeasuredInset(_ estimate: ConflictEstimates.Estimate) -> Bool {
        if case .unmeasuredAlignmentRect = estimate { return true }
        return false
    }

    static func describe(_ estimate: ConflictEstimates.Estimate, wording: ConsoleLogWording) -> String {
        switch estimate {
        case .baseline(let id):
            return "the text baseline of \(wording.itemName(id)) (placed from its font's metrics; text is not rendered)"
        case .intrinsicSize(let id, let axis):
            let size = axis == .horizontal ? "width" : "height"
            return "the intrinsic \(size) of \(wording.itemName(id)) (its stored frame stands for content layoutlint does not measure)"
        case .measuredSize(let id, let axis, let error):
            let size = axis == .horizontal ? "width" : "height"
            let bound = error.isFinite ? "off by up to \(formatLayoutNumber(max(error, ConflictEstimates.tolerance))) points"
                : "an estimate whose error is not known"
            return "the intrinsic \(size) of \(wording.itemName(id)) (measured from its content by layoutlint: \(bound))"
        case .alignmentRect(let id):
            return "the alignment rect of \(wording.itemName(id)) (its frame less the control's bezel insets, measured per control)"
        case .unmeasuredAlignmentRect(let id):
            return "the alignment rect of \(wording.itemName(id)) (taken to be its frame: layoutlint has not measured the bezel insets of its look)"
        case .gridModel(let id):
            let baselines = alignsBaselines(wording.item(id)?.grid) ? ", and the text baselines its rows align" : ""
            return "the rows and columns of \(wording.itemName(id)) (layoutlint's model of the constraints NSGridView adds\(baselines))"
        case .stackBaselines(let id):
            return "the baselines \(wording.itemName(id)) aligns its views on (placed from their fonts' metrics)"
        }
    }

    /// Whether a grid aligns the baselines of some of its rows or cells.
    private static func alignsBaselines(_ grid: GridProperties?) -> Bool {
        guard let grid else { return false }
        let alignments = [grid.rowAlignment] + grid.rows.map(\.rowAlignment) + grid.cells.map(\.rowAlignment)
        return alignments.contains { $0 == .firstBaseline || $0 == .lastBaseline }
    }

    /// How far, in points, layoutlint's text baselines may be from the real ones: fonts are not
    /// rendered, so a baseline is the font's ascent or an offset measured per control (see
    /// `TextBaselines`), and a label beside a button can be off by a few points. A conflict that
    /// hinges on a baseline constraint and would be resolved by moving a baseline less than this
    /// is left unreported (see docs/measurements.md).
    static let baselineTolerance = 5.0

    static func isWithinBaselineEstimate(_ conflict: SceneConflict, index: SceneIndex) -> Bool {
        guard conflict.residual <= baselineTolerance else { return false }
        return conflict.constraints.contains { origin in
            guard case .document(let id) = origin, let constraint = index.constraint(id) else { return false }
            return constraint.anchors.contains { $0.attribute.isBaseline }
        }
    }

    /// How far, in points, a table row's height at run time may be from the one the file stores:
    /// UIKit gives a cell's content view the row's height less its separator (a pixel: 1/scale
    /// point, so it depends on the device), and Xcode stores cells and content views rounded to
    /// its own pixel grid. A conflict between a table cell's encapsulated size and its content
    /// that so little would resolve rests on that estimate, and is left unreported.
    static let cellHeightTolerance = 1.0

    static func isWithinCellHeightEstimate(_ conflict: SceneConflict, index: SceneIndex) -> Bool {
        guard conflict.residual <= cellHeightTolerance else { return false }
        return conflict.constraints.contains { origin in
            guard case .encapsulated(let id) = origin, let item = index.item(id) else { return false }
            return item.element == .tableViewCell || item.element == .tableViewCellContentView
        }
    }

    static func distinct(_ origins: [ConstraintOrigin]) -> [ConstraintOrigin] {
        var seen = Set<ConstraintOrigin>()
        return origins.filter { seen.insert($0).inserted }
    }

    /// The broken constraint's line when the user wrote it, else the first document constraint of
    /// the set: the line to edit.
    static func anchor(of conflict: SceneConflict, wording: ConsoleLogWording, scene: Scene) -> (SourceLocation, ObjectID?) {
        if case .document(let id) = conflict.broken, let location = wording.location(of: conflict.broken) {
            return (location, id)
        }
        for origin in conflict.constraints {
            if case .document(let id) = origin, let location = wording.location(of: origin) { return (location, id) }
        }
        if let id = conflict.broken.item, let location = wording.location(of: conflict.broken) { return (location, id) }
        return (scene.location, nil)
    }

    static let header = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        """
    /// AppKit's header: one line, a colon, no advice (`layoutlint log` tells the two apart by it).
    static let appKitHeader = "Unable to simultaneously satisfy constraints:"

    /// Where each constraint of the block is: the id that stands in for its pointer, `file:line`,
    /// and the constraint in Interface Builder's words. After the block, so that the block itself
    /// stays in UIKit's grammar (and parses back with `layoutlint log`).
    static func legend(_ tags: [Int], wording: ConsoleLogWording) -> String {
        var seen = Set<String>()
        let entries = tags.map(wording.legendEntry(tag:)).filter { seen.insert($0).inserted }
        return (["Where they are (Interface Builder ids stand in for the pointers):"] + entries.map { "    " + $0 }).joined(separator: "\n")
    }

    static let autoresizingNote = "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "

    /// The other screens of the size class a device-specific conflict was found in, split by
    /// whether the same constraints conflict there too.
    public struct ScreenCheck: Sendable {
        public var conflicting: [DeviceCatalog.Device] = []
        public var satisfiable: [DeviceCatalog.Device] = []
    }

    /// Whether each screen's layout has a conflict with the same members; nil when no other screen
    /// was solved (a freeform root, macOS or tvOS).
    static func screenCheck(of conflict: SceneConflict, on screens: [(device: DeviceCatalog.Device, layout: SceneLayout)]) -> ScreenCheck? {
        guard !screens.isEmpty else { return nil }
        let members = Set(conflict.constraints)
        var check = ScreenCheck()
        for (device, layout) in screens {
            if layout.conflicts.contains(where: { Set($0.constraints) == members }) {
                check.conflicting.append(device)
            } else {
                check.satisfiable.append(device)
            }
        }
        return check
    }

    private static func screenList(_ devices: [DeviceCatalog.Device]) -> String {
        devices.map { "\(formatLayoutNumber($0.screen.width)) × \(formatLayoutNumber($0.screen.height)) (\($0.name))" }
            .joined(separator: ", ")
    }

    /// UIKit's console block for one conflict, followed by a suggested fix and, for a conflict the
    /// screen takes part in, the other screens of the size class it does and does not happen on.
    public static func consoleLog(for conflict: SceneConflict, wording: ConsoleLogWording, screens: ScreenCheck? = nil) -> String {
        let tags = conflict.tags.isEmpty ? distinct(conflict.constraints).flatMap(wording.tags(for:)) : conflict.tags
        var seen = Set<String>()
        let entries = tags.map(wording.logEntry(tag:)).filter { seen.insert($0).inserted }
        let brokenTag = conflict.tags.isEmpty ? wording.tags(for: conflict.broken).first : conflict.brokenTag
        let broken = brokenTag.map(wording.logEntry(tag:)) ?? conflict.broken.description
        let appKit = wording.layout.metrics.platform == .macOS
        var lines = [appKit ? appKitHeader : header]
        if !appKit, conflict.constraints.contains(where: { if case .autoresizing = $0 { return true } else { return false } }) {
            lines.append(autoresizingNote)
        }
        lines.append("(")
        lines.append(entries.enumerated().map { "    \"\($0.element)\"" + ($0.offset < entries.count - 1 ? "," : "") }.joined(separator: "\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        lines.append("")
        lines.append(legend(tags + [brokenTag].compactMap { $0 }, wording: wording))
        lines.append("")
        lines.append(suggestedFix(for: conflict, wording: wording))
        if conflict.isDeviceSpecific {
            let screen = wording.layout.metrics.screen
            let size = "\(formatLayoutNumber(screen.width)) × \(formatLayoutNumber(screen.height)) pt"
            let here = "The screen is part of this conflict (the root view's size or its safe area, here \(size))"
            if !wording.layout.metrics.isScreen {
                lines.append("The root view's size (\(size) as stored) is part of this conflict: at run time its container sets it "
                    + "(a cell's comes from its table or collection view), and another size may not conflict.")
            } else if let screens {
                let count = screens.conflicting.count + screens.satisfiable.count
                let others = count == 1 ? "the other screen of this size class" : "the \(count) other screens of this size class"
                if screens.satisfiable.isEmpty {
                    lines.append(here + ". Solved on \(others), it conflicts on every one: " + screenList(screens.conflicting) + ".")
                } else if screens.conflicting.isEmpty {
                    lines.append(here + ". Solved on \(others), it conflicts on none of them: " + screenList(screens.satisfiable) + ".")
                } else {
                    lines.append(here + ". Solved on \(others), it also conflicts on " + screenList(screens.conflicting)
                        + "; it does not on " + screenList(screens.satisfiable) + ".")
                }
            } else {
                lines.append(here + ": it depends on the device, and a screen of another size may not conflict or may conflict differently.")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The fix most likely to be the one the user wants, in this order: a view still translating its
    /// autoresizing mask (Interface Builder left it on springs and struts, and it conflicts with any
    /// constraint on it); a content priority set to required (a deliberate setting, and lowering it
    /// to 999 is what lets the view give way); a constraint the user wrote that decides a size or a
    /// place, preferring the broken one unless it is structural (a scroll view's content pinned to
    /// or sized by the scroll view: weakening it breaks the scrolling, not the conflict's cause).
    static func suggestedFix(for conflict: SceneConflict, wording: ConsoleLogWording) -> String {
        let members = distinct(conflict.constraints)
        for origin in members {
            if case .autoresizing(let id, _) = origin {
                // A table's header and footer views are placed by their frames, whatever constraints
                // their content has: the translation must stay on.
                if let role = wording.item(id)?.role, role == .tableHeaderView || role == .tableFooterView {
                    let kind = role == .tableHeaderView ? "header" : "footer"
                    return "Fix: \(wording.plainName(id)) \(wording.whereabouts(of: origin)) is the table's \(kind) view, which the table "
                        + "sizes by its frame: make that frame as tall as the constraints inside it need (or size it in code), or "
                        + "lower the priority of one of those constraints to 999."
                }
                return "Fix: \(wording.plainName(id)) \(wording.whereabouts(of: origin)) still translates its autoresizing mask into "
                    + "constraints; set translatesAutoresizingMaskIntoConstraints = NO (in Interface Builder, give it constraints "
                    + "instead of an autoresizing mask), or remove the constraints that place it."
            }
        }
        if let fix = requiredContentPriorityFix(members, wording: wording) { return fix }
        if let constraint = decidingConstraint(conflict, members: members, wording: wording) {
            let others = members.filter { $0.isDocumentConstraint && $0 != .document(constraint.id) }.count
            return "Fix: lower the priority of \(wording.describe(constraint)) \(wording.whereabouts(of: .document(constraint.id))) "
                + "to 999 so it gives way, or remove it"
                + (others > 0 ? " or another of the constraints in the list." : ".")
        }
        return "Fix: change the settings of the views in the list so that the constraints UIKit adds for them agree."
    }

    /// A member of a conflict is a content priority only when it is required: the others give way.
    private static func requiredContentPriorityFix(_ members: [ConstraintOrigin], wording: ConsoleLogWording) -> String? {
        for origin in members {
            switch origin {
            case .contentHugging(let id, let axis):
                return "Fix: lower the \(axis.rawValue) content hugging priority of \(wording.plainName(id)) "
                    + "\(wording.whereabouts(of: origin)) from 1000 to 999 (or lower) so it gives way."
            case .compressionResistance(let id, let axis):
                return "Fix: lower the \(axis.rawValue) compression resistance priority of \(wording.plainName(id)) "
                    + "\(wording.whereabouts(of: origin)) from 1000 to 999 (or lower) so it gives way."
            default:
                continue
            }
        }
        return nil
    }

    /// The broken constraint when the user wrote it and it is not structural; else the first member
    /// the user wrote that is not structural, one that sets a size on its own (`width == 44`) first;
    /// else whatever document constraint the conflict has.
    private static func decidingConstraint(_ conflict: SceneConflict, members: [ConstraintOrigin],
                                           wording: ConsoleLogWording) -> Constraint? {
        let written = members.compactMap { wording.documentConstraint($0) }
        let candidates = written.filter { !isScrollContentStructure($0, wording: wording) }
        if let broken = wording.documentConstraint(conflict.broken), candidates.contains(broken) { return broken }
        return candidates.first { $0.second == nil && $0.first.attribute.isSize } ?? candidates.first ?? written.first
    }

    /// A constraint that ties a scroll view's content to the scroll view: through its content or
    /// frame layout guide, or between the scroll view and one of its direct subviews on a size or
    /// an edge (what defines the scrollable area and its width).
    static func isScrollContentStructure(_ constraint: Constraint, wording: ConsoleLogWording) -> Bool {
        for anchor in constraint.anchors {
            if case .layoutGuide(let kind)? = wording.item(anchor.item)?.kind,
               kind == .contentLayoutGuide || kind == .frameLayoutGuide { return true }
        }
        guard let second = constraint.second, let firstItem = wording.item(constraint.first.item),
              let secondItem = wording.item(second.item) else { return false }
        func isScrollView(_ item: LayoutItem) -> Bool { item.element == .scrollView }
        let related = (isScrollView(firstItem) && secondItem.parent == firstItem.id)
            || (isScrollView(secondItem) && firstItem.parent == secondItem.id)
        return related && constraint.first.attribute == second.attribute
    }
}
