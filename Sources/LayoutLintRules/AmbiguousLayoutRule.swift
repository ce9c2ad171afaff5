import LayoutLintEngine
import LayoutLintModel

/// Views whose position or size the constraints leave open, reported once where the problem is: at
/// the root cause, with the views that are ambiguous only because of it. UIKit places an ambiguous
/// view somewhere along its range, and where may change from one layout pass to the next.
public struct AmbiguousLayoutRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-layout", name: "Ambiguous Layout",
        summary: "Views the constraints do not pin down (\"Need constraints for: X position or width\"), reported at the root cause with what follows from it.",
        defaultSeverity: .error)

    public init() {}

    private struct Problem: Hashable {
        var item: ObjectID
        var message: String
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes where scene.items.contains(where: { $0.parent != nil }) {
            let index = SceneIndex(scene)
            let wording = ConstraintWording(scene: scene)
            let assumptions = AmbiguityWording.assumptions(scene)
            var tally = ConfigurationTally<Problem>()
            for solved in context.solved(scene) {
                let explanation = solved.layout.explainAmbiguity(assumingDetermined: assumptions)
                var byItem: [ObjectID: [AmbiguityRoot]] = [:]
                var order: [ObjectID] = []
                for root in explanation.roots {
                    guard case .item(let id) = root.key.subject, index.item(id)?.kind == .view else { continue }
                    if byItem[id] == nil { order.append(id) }
                    byItem[id, default: []].append(root)
                }
                for id in order {
                    for message in messages(for: id, roots: byItem[id] ?? [], index: index, wording: wording,
                                                platform: document.platform) {
                        tally.record(Problem(item: id, message: message), in: solved.key)
                    }
                }
            }
            for (problem, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let item = index.item(problem.item) else { continue }
                findings.append(finding(in: document, at: item.location, element: item.id, scene: scene.id, sizeClasses: sizeClasses,
                                        problem.message))
            }
        }
        return findings
    }

    /// Interface Builder's grouping: the quantities that are missing independently in one
    /// "Need constraints for:" list, an axis whose position and size move together ("X position or
    /// width") on its own, and a tie in its own words.
    private func messages(for id: ObjectID, roots: [AmbiguityRoot], index: SceneIndex, wording: ConstraintWording,
                          platform: Platform) -> [String] {
        let subject = "\(wording.itemName(id)) (id \(id))"
        var messages: [String] = []
        let missing = roots.filter { $0.cause == .missingConstraints }
        let independent = missing.filter { !$0.freedom.linked }
        if !independent.isEmpty {
            var parts: [String] = []
            for root in independent where root.freedom.position { parts.append(AmbiguityWording.position(root.key.axis)) }
            for root in independent where root.freedom.size { parts.append(AmbiguityWording.size(root.key.axis)) }
            messages.append("\(subject): Need constraints for: \(parts.joined(separator: ", "))"
                            + AmbiguityWording.dependantsSuffix(independent, of: id, wording: wording))
        }
        for root in missing where root.freedom.linked {
            messages.append("\(subject): Need constraints for: \(AmbiguityWording.quantities(root.freedom, root.key.axis))"
                            + AmbiguityWording.dependantsSuffix([root], of: id, wording: wording))
        }
        for root in roots {
            guard case .tie(let origins) = root.cause else { continue }
            let tie = AmbiguityWording.tie(root, origins: origins, index: index, wording: wording, platform: platform)
            messages.append("\(subject): \(tie.text)" + AmbiguityWording.dependantsSuffix([root], of: id, wording: wording, named: tie.named))
        }
        return messages
    }
}

/// How ambiguity is put in words, shared by the rules that report it.
enum AmbiguityWording {
    static func position(_ axis: Axis) -> String { axis == .horizontal ? "X position" : "Y position" }
    static func size(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    /// `X position or width`, `width`, `X position, width`.
    static func quantities(_ freedom: AxisFreedom, _ axis: Axis) -> String {
        switch (freedom.position, freedom.size) {
        case (true, true): return "\(position(axis))\(freedom.linked ? " or " : ", ")\(size(axis))"
        case (true, false): return position(axis)
        default: return size(axis)
        }
    }

    /// Quantities the rules take as determined, with what follows only from them:
    ///
    /// * Interface Builder's `verifyAmbiguity`: `off` switches the check off for the view,
    ///   `ignoreSizes` for its size (a view whose size is only known at run time). The user vouched
    ///   for those quantities.
    /// * Views laid out without constraints: `fixedFrame="YES"` (Xcode 8 and later keep their frame
    ///   through their autoresizing mask even where the file says
    ///   `translatesAutoresizingMaskIntoConstraints="NO"`) and views no constraint mentions (older
    ///   Xcode adds fixed "prototyping" constraints at build time). They are determined at run time;
    ///   the system builder does not model that yet, and without this every such view would be
    ///   reported (they were 85% of the findings over the corpus).
    static func assumptions(_ scene: Scene) -> [ObjectID: Set<LayoutQuantity>] {
        var mentioned = Set<ObjectID>()
        for constraint in scene.constraints where !constraint.isPlaceholder {
            mentioned.insert(constraint.first.item)
            if let second = constraint.second { mentioned.insert(second.item) }
        }
        var arranged = Set<ObjectID>()
        for item in scene.items { arranged.formUnion(item.stack?.arrangedSubviews ?? []) }
        var result: [ObjectID: Set<LayoutQuantity>] = [:]
        for item in scene.items where item.kind == .view && item.parent != nil {
            if item.hasFixedFrame || (!mentioned.contains(item.id) && !arranged.contains(item.id)) {
                result[item.id] = Set(LayoutQuantity.allCases)
            }
            switch item.xcode.verifyAmbiguity {
            case "off": result[item.id] = Set(LayoutQuantity.allCases)
            case "ignoreSizes": result[item.id, default: []].formUnion([.width, .height])
            default: break
            }
        }
        return result
    }

    /// `; "Title" and "Subtitle" are ambiguous only because of it`, for the views (not the item
    /// itself on its other axis) that follow from the roots.
    static func dependantsSuffix(_ roots: [AmbiguityRoot], of id: ObjectID, wording: ConstraintWording,
                                 named: Set<ObjectID> = []) -> String {
        var names: [String] = []
        var seen = named.union([id])
        var contents: [ObjectID] = []
        for root in roots {
            for dependant in root.dependants {
                switch dependant.subject {
                case .item(let other):
                    if seen.insert(other).inserted { names.append(wording.itemName(other)) }
                case .scrollContent(let scroll):
                    if !contents.contains(scroll) { contents.append(scroll) }
                }
            }
        }
        var text = ""
        if !names.isEmpty {
            text += "; " + list(names, noun: "view") + (names.count == 1 ? " is" : " are") + " ambiguous only because of it"
        }
        if !contents.isEmpty {
            text += "; so is the scrollable content size of " + list(contents.map(wording.itemName), noun: "scroll view")
        }
        return text
    }

    /// `"A"`, `"A" and "B"`, `"A", "B" and "C"`, and past five `"A", …, "E" and 3 more views`.
    static func list(_ names: [String], noun: String) -> String {
        let shown = names.count > 6 ? Array(names.prefix(5)) : names
        let rest = names.count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more \(noun)s" }
        if shown.count == 1 { return shown[0] }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }

    /// A root decided by an equal-priority tie. Content priorities get Interface Builder's name
    /// for it ("Content Priority Ambiguity") and its fix: one priority one higher.
    static func tie(_ root: AmbiguityRoot, origins: [ConstraintOrigin], index: SceneIndex, wording: ConstraintWording,
                    platform: Platform) -> (text: String, named: Set<ObjectID>) {
        let axis = root.key.axis
        let axisWord = axis.rawValue
        let what = quantities(root.freedom, axis)
        let hugging = origins.allSatisfy { if case .contentHugging(_, let a) = $0 { return a == axis }; return false }
        let resistance = origins.allSatisfy { if case .compressionResistance(_, let a) = $0 { return a == axis }; return false }
        if !origins.isEmpty && (hugging || resistance) {
            let priority: (LayoutItem) -> Double = { hugging ? $0.contentHugging[axis].rawValue : $0.compressionResistance[axis].rawValue }
            var ids = origins.compactMap(\.item)
            let level = ids.first.flatMap(index.item).map(priority) ?? 0
            // The solver names the constraint whose error the solution pays; its partners at the
            // same level are those of the views that follow from this one.
            for dependant in root.dependants where dependant.axis == axis {
                guard case .item(let other) = dependant.subject, !ids.contains(other), let item = index.item(other),
                      IntrinsicContentSize.axes(of: item, platform: platform)[axis],
                      priority(item) == level else { continue }
                ids.append(other)
            }
            let kind = hugging ? "hugging" : "compression resistance"
            let effect = hugging ? "stretch" : "be compressed"
            let subject = ids.count == 1
                ? "\(wording.itemName(ids[0])) ties with another view at \(axisWord) \(kind) priority \(formatLayoutNumber(level)), so its \(what) is up to the engine"
                : "\(list(ids.map(wording.itemName), noun: "view")) have the same \(axisWord) \(kind) priority (\(formatLayoutNumber(level))), so "
                    + "\(ids.count == 2 ? "either" : "any of them") may \(effect)"
            return ("Content Priority Ambiguity: \(subject); set one of them to \(formatLayoutNumber(level + 1))", Set(ids))
        }
        let described = origins.prefix(4).map { describe($0, index: index, wording: wording) }
        let more = origins.count > 4 ? " and \(origins.count - 4) more" : ""
        return ("its \(what) is decided by an equal-priority tie between \(described.joined(separator: ", "))\(more); "
                + "give one of them a different priority", [])
    }

    static func describe(_ origin: ConstraintOrigin, index: SceneIndex, wording: ConstraintWording) -> String {
        switch origin {
        case .document(let id):
            return index.scene.constraints.first { $0.id == id }.map(wording.describe) ?? "constraint \(id)"
        case .contentHugging(let id, let axis):
            return "\(wording.itemName(id))'s \(axis.rawValue) content hugging"
        case .compressionResistance(let id, let axis):
            return "\(wording.itemName(id))'s \(axis.rawValue) compression resistance"
        case .stack(let id, let name):
            return "\(wording.itemName(id))'s \(name)"
        default:
            return origin.item.map { "a constraint UIKit adds for \(wording.itemName($0))" } ?? origin.description
        }
    }
}
