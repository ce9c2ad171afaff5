import LayoutLintEngine
import LayoutLintModel

/// Optional constraints at one priority that pull against each other with nothing to settle who
/// wins: the engine's choice is arbitrary (and Interface Builder reports the layout as ambiguous).
/// Two views side by side with the same content hugging is the classic case, which Interface
/// Builder calls "Content Priority Ambiguity" and offers a fix-it for.
public struct EqualPriorityConflictRule: Rule {
    public static let description = RuleDescription(
        id: "equal-priority-conflict", name: "Equal-Priority Conflict",
        summary: "Optional constraints (or content priorities) at the same priority pull against each other, so which one wins is undetermined.",
        defaultSeverity: .warning)

    public init() {}

    private struct Key: Hashable {
        var members: [ConstraintOrigin]
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes where !scene.constraints.isEmpty {
            var tally = ConfigurationTally<Key>()
            var first: [Key: (tie: Tie, contradicted: String?)] = [:]
            let meter = WorkMeter(budget: WorkBudget.conflictEstimates)
            // No tied constraint, no tie: the wording is only built for scenes that have one.
            for solved in context.solved(scene) where !solved.layout.tied.isEmpty {
                let wording = context.consoleLogWording(scene, solved)
                for tie in Self.ties(in: solved.layout, wording: wording) {
                    let key = Key(members: tie.members.map(\.origin))
                    // Measured content weighed against a stored frame Xcode may have stretched or
                    // squeezed in this very contest is no evidence of a tie (`MixedContentSizes`).
                    if MixedContentSizes.split(key.members, in: solved.layout, document: document) != nil { continue }
                    tally.record(key, in: solved.key)
                    guard first[key] == nil else { continue }
                    first[key] = (tie, Self.assumption(behind: key.members, in: solved.layout, context: context, scene: scene,
                                                       wording: wording, meter: meter))
                }
            }
            var tiedViews = Set<ObjectID>()
            for (key, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let (tie, contradicted) = first[key] else { continue }
                var result = finding(in: document, at: tie.location ?? scene.location, element: tie.element, scene: scene.id,
                                     sizeClasses: sizeClasses, tie.message + (contradicted.map { "\n" + $0 } ?? ""))
                if contradicted != nil { result.severity = .note }
                findings.append(result)
                tiedViews.formUnion(tie.members.compactMap(\.origin.item))
            }
            if let layout = context.solved(scene).first?.layout {
                findings += measuredTies(in: scene, document: document, laidOut: layout.frames, besides: tiedViews, context: context)
            }
        }
        return findings
    }

    /// Why the tie may not be one, as a line for its message (and the finding is only a note): it
    /// exists only within the error of measured content sizes (`MeasurementErrorTies`), or Xcode's
    /// stored frames satisfy it (`TieCertainty`); nil when it stands.
    private static func assumption(behind members: [ConstraintOrigin], in layout: SceneLayout, context: LintContext,
                                   scene: Scene, wording: ConsoleLogWording, meter: WorkMeter) -> String? {
        if let views = MeasurementErrorTies.views(behind: Set(members), in: layout, document: context.document, meter: meter) {
            return MeasurementErrorTies.note(views, wording: wording)
        }
        let estimates = TieCertainty.contradictingEstimates(of: Set(members), in: layout, index: context.index(scene), meter: meter)
        return estimates.map { TieCertainty.note($0, wording: wording) }
    }

    /// Ties the stored frames hide: two labels in a row whose measured text widths leave slack (or
    /// too little room) that Xcode gave to one of them (`MeasuredContentTie`). Views the solver
    /// already found tied are not reported twice.
    private func measuredTies(in scene: Scene, document: Document, laidOut: [ObjectID: Rect], besides tied: Set<ObjectID>,
                              context: LintContext) -> [Finding] {
        let index = context.index(scene)
        let wording = context.constraintWording(scene)
        return MeasuredContentTie.ties(in: scene, document: document, laidOut: laidOut, index: index).compactMap { tie in
            guard !tied.contains(tie.leading), !tied.contains(tie.trailing), let first = index.item(tie.leading) else { return nil }
            let (a, b) = (wording.itemName(tie.leading), wording.itemName(tie.trailing))
            let effect = tie.kind == "hugging" ? "which one grows beyond its text" : "which one is truncated"
            let room = tie.kind == "hugging" ? "wider" : "narrower"
            let points = { (value: Double) in formatLayoutNumber((value * 100).rounded() / 100) }
            let message = "Content Priority Ambiguity: Set horizontal \(tie.kind) priority of \(a) to "
                + "\(formatLayoutNumber(tie.priority + 1)). \(a) and \(b) have the same horizontal "
                + "\(tie.kind == "hugging" ? "content hugging" : tie.kind) priority (\(formatLayoutNumber(tie.priority))), so \(effect) "
                + "is undetermined: their texts measure \(points(tie.measured.0)) and \(points(tie.measured.1)) points "
                + "and the row, laid out at \(points(tie.stored.0)) and \(points(tie.stored.1)), is \(room) than both "
                + "by more than measurement error."
            return finding(in: document, at: first.location, element: first.id, scene: scene.id, message)
        }
    }

    /// One optional constraint of a tie, with the level it pulls at.
    struct Member {
        var origin: ConstraintOrigin
        var priority: Double
        var axis: Axis?
        /// The superview of the constraint's (first) view: ties are grouped per container.
        var container: ObjectID?
    }

    /// A group of tied constraints, reported as one finding.
    public struct Tie {
        var members: [Member]
        public var message: String
        var location: SourceLocation?
        var element: ObjectID?
    }

    /// The ties of a solved scene: tied constraints grouped by priority, axis and container. Ties
    /// among the constraints stack views add for themselves alone are UIKit's business and skipped.
    public static func ties(in layout: SceneLayout, wording: ConsoleLogWording) -> [Tie] {
        let members = Self.members(of: layout, wording: wording)
        struct GroupKey: Hashable { var priority: Double; var axis: Axis?; var container: ObjectID? }
        var order: [GroupKey] = []
        var groups: [GroupKey: [Member]] = [:]
        for member in members {
            let key = GroupKey(priority: member.priority, axis: member.axis, container: member.container)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(member)
        }
        // A lone member pulls against something in another container: join the lone members of a
        // level and axis, so each still appears once.
        var result: [[Member]] = []
        var lone: [GroupKey: [Member]] = [:]
        var loneOrder: [GroupKey] = []
        for key in order {
            let group = groups[key]!
            if group.count > 1 {
                result.append(group)
            } else {
                let wider = GroupKey(priority: key.priority, axis: key.axis, container: nil)
                if lone[wider] == nil { loneOrder.append(wider) }
                lone[wider, default: []].append(contentsOf: group)
            }
        }
        for key in loneOrder { result.append(lone[key]!) }
        let arrangedBy = arrangingStacks(in: layout)
        return result.compactMap { group in
            guard group.contains(where: { if case .stack = $0.origin { return false } else { return true } }) else { return nil }
            if resolvedByStack(group, arrangedBy: arrangedBy) { return nil }
            return tie(of: group, layout: layout, wording: wording)
        }
    }

    /// Per arranged view: its stack view's id and axis in this configuration.
    private static func arrangingStacks(in layout: SceneLayout) -> [ObjectID: (stack: ObjectID, axis: Axis)] {
        var result: [ObjectID: (stack: ObjectID, axis: Axis)] = [:]
        for item in layout.system.items {
            guard let stack = item.stack else { continue }
            let axis = stack.axisOverrides.value(in: layout.configuration) ?? stack.axis
            for view in stack.arrangedSubviews { result[view] = (item.id, axis) }
        }
        return result
    }

    /// A stack view settles ties of its arranged views' content priorities along its axis itself
    /// (by their order in the arrangement, as the UIStackView documentation says), so such a group
    /// is no ambiguity.
    private static func resolvedByStack(_ group: [Member], arrangedBy: [ObjectID: (stack: ObjectID, axis: Axis)]) -> Bool {
        var stacks = Set<ObjectID>()
        for member in group {
            switch member.origin {
            case .contentHugging(let id, let axis), .compressionResistance(let id, let axis):
                guard let arrangement = arrangedBy[id], arrangement.axis == axis else { return false }
                stacks.insert(arrangement.stack)
            case .stack(let id, _):
                stacks.insert(id)
            default:
                return false
            }
        }
        return stacks.count == 1
    }

    private static func members(of layout: SceneLayout, wording: ConsoleLogWording) -> [Member] {
        var seen = Set<ConstraintOrigin>()
        var result: [Member] = []
        for origin in layout.tied where seen.insert(origin).inserted {
            switch origin {
            case .document:
                guard let constraint = wording.documentConstraint(origin) else { continue }
                let container = wording.item(constraint.first.item)?.parent
                result.append(Member(origin: origin, priority: clamped(constraint.priority.rawValue),
                                     axis: constraint.first.attribute.axis, container: container))
            case .contentHugging(let id, let axis):
                guard let item = wording.item(id) else { continue }
                result.append(Member(origin: origin, priority: clamped(item.contentHugging[axis].rawValue), axis: axis, container: item.parent))
            case .compressionResistance(let id, let axis):
                guard let item = wording.item(id) else { continue }
                result.append(Member(origin: origin, priority: clamped(item.compressionResistance[axis].rawValue), axis: axis,
                                     container: item.parent))
            default:
                guard let linear = layout.system.constraints.first(where: { $0.origin == origin && !$0.linear.isRequired }) else { continue }
                result.append(Member(origin: origin, priority: linear.linear.priority, axis: nil, container: origin.item))
            }
        }
        return result
    }

    private static func clamped(_ priority: Double) -> Double { min(max(priority, 1), 1000) }

    private static func tie(of members: [Member], layout: SceneLayout, wording: ConsoleLogWording) -> Tie? {
        let priority = members[0].priority
        let level = formatLayoutNumber(priority)
        let hugging = members.compactMap { member -> (ObjectID, Axis)? in
            if case .contentHugging(let id, let axis) = member.origin { return (id, axis) } else { return nil }
        }
        let resistance = members.compactMap { member -> (ObjectID, Axis)? in
            if case .compressionResistance(let id, let axis) = member.origin { return (id, axis) } else { return nil }
        }
        for (views, kind) in [(hugging, "hugging"), (resistance, "compression resistance")]
        where views.count == members.count && views.count > 1 {
            let axis = views[0].1
            let chosen = firstInReadingOrder(views.map(\.0), axis: axis, layout: layout)
            let names = views.map { wording.itemName($0.0) }
            // A content-priority tie is views trading their content size against each other: one
            // of them must be off its content size. When none is, the members pull against something
            // outside the group and this wording would be wrong.
            var offContent = 0.0
            for (id, axis) in views {
                let origin: ConstraintOrigin = kind == "hugging" ? .contentHugging(id, axis) : .compressionResistance(id, axis)
                guard let intrinsic = layout.system.constraints.first(where: { $0.origin == origin }) else { continue }
                // size − content, at run time (the tie is the run time's, whatever the canvas shows).
                let excess = layout.runTimeValue(of: intrinsic.linear.expression)
                offContent += kind == "hugging" ? max(0, excess) : max(0, -excess)
            }
            if offContent < 0.01 { return nil }
            let effect = kind == "hugging" ? "which one grows beyond its content" : "which one is compressed below its content"
            let message = "Content Priority Ambiguity: Set \(axis.rawValue) \(kind) priority of \(wording.itemName(chosen)) to "
                + "\(formatLayoutNumber(priority + 1)). \(list(names)) have the same \(axis.rawValue) \(kind == "hugging" ? "content hugging" : kind) priority "
                + "(\(level)), so \(effect) is undetermined."
            return Tie(members: members, message: message, location: wording.item(chosen)?.location, element: chosen)
        }
        let described = members.map { describe($0, wording: wording) }
        let anchor = members.first { $0.origin.isDocumentConstraint } ?? members[0]
        let fix: String
        if let constraint = wording.documentConstraint(anchor.origin) {
            fix = "set the priority of \(wording.describe(constraint)) to \(formatLayoutNumber(priority + 1)) "
                + "(or \(formatLayoutNumber(priority - 1))) so one of them wins"
        } else {
            fix = members.count == 1 ? "raise or lower its priority by 1 so one of them wins" : "raise or lower one of these priorities by 1 so one of them wins"
        }
        let message = described.count == 1
            ? "Equal-priority conflict: \(described[0]) pulls against another constraint at the same priority (\(level)), "
                + "so which one wins is undetermined; \(fix)"
            : "Equal-priority conflict: \(list(described)) pull against each other at the same priority (\(level)), "
                + "so which one wins is undetermined; \(fix)"
        let element = anchor.origin.item ?? wording.documentConstraint(anchor.origin)?.id
        return Tie(members: members, message: message, location: wording.location(of: anchor.origin), element: element)
    }

    private static func describe(_ member: Member, wording: ConsoleLogWording) -> String {
        switch member.origin {
        case .document(let id):
            guard let constraint = wording.documentConstraint(member.origin) else { return id }
            return "\(wording.describe(constraint)) (line \(constraint.location.line))"
        case .contentHugging(let id, let axis):
            return "the \(axis.rawValue) content hugging of \(wording.itemName(id)) (\(formatLayoutNumber(member.priority)))"
        case .compressionResistance(let id, let axis):
            return "the \(axis.rawValue) compression resistance of \(wording.itemName(id)) (\(formatLayoutNumber(member.priority)))"
        case .stack(let id, let name):
            return "'\(name)' of stack view \(wording.itemName(id))"
        default:
            return member.origin.description
        }
    }

    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The view that comes first along the axis (leftmost, or topmost), by solved frame in the
    /// scene, then by document order: the one that keeps its content size under the fix.
    static func firstInReadingOrder(_ ids: [ObjectID], axis: Axis, layout: SceneLayout) -> ObjectID {
        var parents: [ObjectID: ObjectID] = [:]
        for item in layout.system.items { if let parent = item.parent { parents[item.id] = parent } }
        func absolute(_ id: ObjectID) -> Double {
            var total = 0.0
            for next in ParentChain(from: id, parent: { parents[$0] }) {
                guard let frame = layout.frames[next] else { break }
                total += axis == .horizontal ? frame.x : frame.y
            }
            return total
        }
        var order: [ObjectID: Int] = [:]
        for (offset, item) in layout.system.items.enumerated() where order[item.id] == nil { order[item.id] = offset }
        return ids.min { lhs, rhs in
            let a = absolute(lhs), b = absolute(rhs)
            if abs(a - b) > 0.5 { return a < b }
            return (order[lhs] ?? 0) < (order[rhs] ?? 0)
        }!
    }
}
