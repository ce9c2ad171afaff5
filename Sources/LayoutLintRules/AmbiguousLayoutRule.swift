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
        /// False when the verdict assumes what a custom class does at run time (an error must be certain).
        var certain: Bool
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for scene in document.scenes where scene.items.contains(where: { $0.parent != nil }) {
            let index = context.index(scene)
            let wording = context.constraintWording(scene)
            var tally = ConfigurationTally<Problem>()
            for solved in context.solved(scene) {
                let explanation = context.ambiguityExplanation(scene, solved)
                var byItem: [ObjectID: [AmbiguityRoot]] = [:]
                var order: [ObjectID] = []
                // Ambiguity that a placeholder constraint removes is placeholder-dependency's finding:
                // it names the placeholder to replace in code.
                let designed = context.asDesigned(scene, solved)
                for root in explanation.roots {
                    guard case .item(let id) = root.key.subject, index.item(id)?.kind == .view else { continue }
                    if let designed, !designed.ambiguity(of: id).contains(where: { $0.axis == root.key.axis }) { continue }
                    if byItem[id] == nil { order.append(id) }
                    byItem[id, default: []].append(root)
                }
                let canvasFlags = order.isEmpty ? nil : Self.appKitCanvasFlags(context, scene, solved)
                for id in order {
                    let sizeFree = { (other: ObjectID, axis: Axis) in
                        solved.layout.ambiguous[other]?.contains(axis == .horizontal ? .width : .height) ?? false
                    }
                    let unflagged = { (axis: Axis) in
                        canvasFlags.map { !($0[id] ?? []).contains { $0.axis == axis } } ?? false
                    }
                    for (message, certain) in messages(for: id, roots: byItem[id] ?? [], item: index.item(id), index: index,
                                                       sizeFree: sizeFree, unflagged: unflagged, wording: wording) {
                        let message = explanation.isCutShort ? message + "\n" + Self.cutShortNote : message
                        tally.record(Problem(item: id, message: message, certain: certain), in: solved.key)
                    }
                }
            }
            for (problem, sizeClasses) in tally.entries(summarizedBy: context.configurations) {
                guard let item = index.item(problem.item) else { continue }
                var ambiguity = finding(in: document, at: item.location, element: item.id, scene: scene.id, sizeClasses: sizeClasses,
                                        problem.message)
                if !problem.certain { ambiguity.severity = .warning }
                findings.append(ambiguity)
            }
        }
        return findings
    }

    /// What Interface Builder's AppKit canvas flags in the scene (`LayoutEngine.addInterfaceBuilderAmbiguity`);
    /// nil for UIKit, whose canvas flags freedom the run time does not have (see docs/measurements.md).
    /// The canvas runs AppKit's own engine: freedom it does not flag opens only inequalities its
    /// layout holds tight, or comes from layoutlint's metrics, and at run time AppKit's engine
    /// keeps such inequalities where they are. A verdict that rests on layoutlint's reading alone
    /// is not certain.
    /// The canvas's verdict is kept beside the solved layouts (`LintContext.canvasAmbiguity`).
    static func appKitCanvasFlags(_ context: LintContext, _ scene: Scene, _ solved: SolvedConfiguration) -> [ObjectID: Set<LayoutQuantity>]? {
        guard context.document.platform == .macOS, !solved.layout.isCutShort else { return nil }
        return context.canvasAmbiguity(scene, solved)
    }

    /// An explanation past its work budget (`WorkBudget.ambiguityExplanation`).
    static let cutShortNote = "note: the explanation was cut short (the scene took more than layoutlint's work budget of "
        + "\(WorkBudget.ambiguityExplanation) operations): views listed as ambiguous on their own may follow from others"

    /// Interface Builder's grouping: the quantities that are missing independently in one
    /// "Need constraints for:" list, and an axis whose position and size move together ("X position or
    /// width") on its own.
    /// Each message with whether it is certain: a size missing on a view of a custom class assumes,
    /// as Interface Builder does, that the class has no intrinsic size, which the class may give at
    /// run time; the message says so and the finding is a warning.
    /// A view that follows from the root and whose own size is free counts too: were its custom
    /// class to give it an intrinsic size, the root might be determined through it.
    private func messages(for id: ObjectID, roots: [AmbiguityRoot], item: LayoutItem?, index: SceneIndex,
                          sizeFree: (ObjectID, Axis) -> Bool, unflagged: (Axis) -> Bool,
                          wording: ConstraintWording) -> [(String, Bool)] {
        let subject = "\(wording.plainName(id)) (id \(id))"
        var messages: [(String, Bool)] = []
        /// The first view (other than this one) that follows from `roots`, matches `matches` on the
        /// axis it follows on, and has its size free on that axis: a view whose size, were it given
        /// at run time, might determine the root through it.
        func firstDependant(in roots: [AmbiguityRoot], where matches: (LayoutItem, Axis) -> Bool) -> LayoutItem? {
            for root in roots {
                for dependant in root.dependants {
                    guard case .item(let other) = dependant.subject, other != id, let view = index.item(other),
                          matches(view, dependant.axis), sizeFree(other, dependant.axis) else { continue }
                    return view
                }
            }
            return nil
        }
        func assumption(_ roots: [AmbiguityRoot]) -> String? {
            if let item, AmbiguityWording.isPlacedByUndescribedLayout(item), roots.contains(where: { $0.freedom.position }) {
                return AmbiguityWording.framelessCellNote
            }
            if roots.allSatisfy({ unflagged($0.key.axis) }) { return AmbiguityWording.appKitCanvasNote }
            if let item, AmbiguityWording.isBoxSizedThroughContentView(item), roots.contains(where: { $0.freedom.size }) {
                return AmbiguityWording.boxSizeNote
            }
            if let customClass = item?.customClass, roots.contains(where: { $0.freedom.size }) {
                return AmbiguityWording.customClassAssumption("its class \(customClass)")
            }
            if let view = firstDependant(in: roots, where: { view, axis in
                view.kind == .view && view.customClass != nil && view.placeholderIntrinsicSize[axis] == nil
            }), let customClass = view.customClass {
                return AmbiguityWording.customClassAssumption("the class \(customClass) of \(wording.itemName(view.id))")
            }
            if let item, AmbiguityWording.isEmptyStack(item), roots.contains(where: { $0.freedom.size }) {
                return AmbiguityWording.emptyStackAssumption("it")
            }
            if let view = firstDependant(in: roots, where: { view, _ in AmbiguityWording.isEmptyStack(view) }) {
                return AmbiguityWording.emptyStackAssumption(wording.itemName(view.id))
            }
            if let item, AmbiguityWording.isImageViewWithoutImage(item), roots.contains(where: { $0.freedom.size }) {
                return AmbiguityWording.imagelessAssumption("it")
            }
            if let view = firstDependant(in: roots, where: { view, _ in AmbiguityWording.isImageViewWithoutImage(view) }) {
                return AmbiguityWording.imagelessAssumption(wording.itemName(view.id))
            }
            // A free position that carries others along its axis: how the chain splits its
            // length between them rests on each view's content size, and this one's is a stored 0.
            if let item, let axis = roots.first(where: { !$0.dependants.isEmpty && AmbiguityWording.hasTextStoredWithNoSize(item, $0.key.axis) })?.key.axis {
                return AmbiguityWording.storedEmptyTextAssumption(axis)
            }
            return nil
        }
        let missing = roots.filter { $0.cause == .missingConstraints }
        let independent = missing.filter { !$0.freedom.linked }
        if !independent.isEmpty {
            var parts: [String] = []
            for root in independent where root.freedom.position { parts.append(AmbiguityWording.position(root.key.axis)) }
            for root in independent where root.freedom.size { parts.append(AmbiguityWording.size(root.key.axis)) }
            let assumed = assumption(independent)
            messages.append(("\(subject): Need constraints for: \(parts.joined(separator: ", "))" + (assumed ?? "")
                             + AmbiguityWording.dependantsSuffix(independent, of: id, wording: wording), assumed == nil))
        }
        for root in missing where root.freedom.linked {
            let assumed = assumption([root])
            messages.append(("\(subject): Need constraints for: \(AmbiguityWording.quantities(root.freedom, root.key.axis))"
                             + (assumed ?? "") + AmbiguityWording.dependantsSuffix([root], of: id, wording: wording), assumed == nil))
        }
        // A root decided by an equal-priority tie is equal-priority-conflict's finding (with
        // Interface Builder's "Content Priority Ambiguity" fix-it); one problem, one finding.
        return messages
    }
}

/// How ambiguity is put in words, shared by the rules that report it.
enum AmbiguityWording {
    static func position(_ axis: Axis) -> String { axis == .horizontal ? "X position" : "Y position" }

    /// What a verdict resting on a custom class's size assumes (`subject`: "its class Card", "the
    /// class Card of "Header""): a missing size is an error only when it is certain.
    static func customClassAssumption(_ subject: String) -> String {
        " (assuming, as Interface Builder does, that \(subject) has no intrinsic size; if it has one at run time, that size decides)"
    }
    static func size(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    /// A stack view with no arranged views in the file. UIKit adds no constraints for it and gives
    /// it no intrinsic size (an empty UIStackView does not hug to zero), so nothing in the file
    /// sizes it; but such a stack is there to be filled at run time (views added in code through
    /// an outlet, as a list of attributes or buttons), and the views added then size it. A
    /// verdict that rests on its free size assumes it stays empty.
    static func isEmptyStack(_ item: LayoutItem) -> Bool {
        item.stack.map { $0.arrangedSubviews.isEmpty } ?? false
    }

    /// What a verdict resting on an empty stack's free size assumes (`subject`: "it", or the stack's name).
    static func emptyStackAssumption(_ subject: String) -> String {
        " (assuming \(subject), a stack view with no arranged views, stays empty at run time; views added to it in code would size it)"
    }

    /// A UIImageView with no image in the file. UIKit gives an image view its image's size as its
    /// intrinsic content size (`UIImageView.intrinsicContentSize`), and none without an image, so
    /// nothing in the file sizes it; but an image view with no image is there to be given one in
    /// code (through an outlet), and that image then sizes it. A verdict that rests on its free
    /// size assumes it stays empty. (An NSImageView has an intrinsic size with or without an
    /// image in layoutlint's model, so its size is never free through this.)
    static func isImageViewWithoutImage(_ item: LayoutItem) -> Bool {
        item.element == .imageView && item.imageName == nil
    }

    /// What a verdict resting on an image view's free size assumes (`subject`: "it", or its name).
    static func imagelessAssumption(_ subject: String) -> String {
        " (assuming \(subject), an image view with no image in the file, stays without one at run time; an image set in code "
            + "gives it the image's size, which may decide)"
    }

    /// A label or other view with text whose stored frame has no extent along `axis`: layoutlint
    /// takes the stored frame as its content size, but text is at least one line tall (and some
    /// width wide) at run time, so a verdict resting on that 0 is not certain.
    static func hasTextStoredWithNoSize(_ item: LayoutItem, _ axis: Axis) -> Bool {
        guard let text = item.text, !text.isEmpty, let frame = item.frame else { return false }
        return (axis == .horizontal ? frame.width : frame.height) == 0
    }

    static func storedEmptyTextAssumption(_ axis: Axis) -> String {
        " (assuming its content is \(axis == .horizontal ? "0 pt wide" : "0 pt tall"), as the frame Interface Builder stored says; "
            + "its text takes at least one line at run time, which may decide)"
    }

    /// A cell, or a cell's content view, that the file stores no frame for: its table or
    /// collection view places the cell, and the cell its content view at its own origin, whatever
    /// constraints say (`UIView-Encapsulated-Layout-*`); layoutlint places them by the frame the
    /// file stores (`ViewPlacement`), so without one their position is not modelled, not free.
    static func isPlacedByUndescribedLayout(_ item: LayoutItem) -> Bool {
        (item.element.isCell || item.element.isCellContentView) && item.frame == nil
    }

    /// An NSBox (not a separator) sized by its constraints: its subviews sit in its content view,
    /// which the box sizes through the content view's autoresizing mask, and layoutlint finds the
    /// box's size only through that. Interface Builder judges such boxes otherwise: of the 185
    /// constrained boxes in 33 repositories of the corpus it flags none `ambiguous`, and the one
    /// whose size layoutlint finds free (MacPass) it stores `misplaced`, i.e. with a definite frame
    /// of its own (see docs/measurements.md, `boxSizeNote`). A verdict on a box's free size is
    /// not certain.
    static func isBoxSizedThroughContentView(_ item: LayoutItem) -> Bool {
        item.element == .box && item.appearance.boxType != "separator"
    }

    static let boxSizeNote = " (but this is an NSBox, which sizes its content view through its autoresizing mask; Interface "
        + "Builder does not find such a box's size free where layoutlint does, so how AppKit sizes it here is not certain)"

    static let appKitCanvasNote = " (but Interface Builder's canvas, which lays the scene out with AppKit's own engine, does not "
        + "find this freedom: it opens only constraints that hold with equality in its layout, which AppKit's engine keeps there, "
        + "or it rests on layoutlint's metrics)"

    static let framelessCellNote = " (assuming nothing places it; but its table or collection view places a cell, and a cell its "
        + "content view, whatever the constraints say, and the file stores no frame for layoutlint to place it by)"

    /// Each quantity in Interface Builder's words, in order: "X position", "X position, width".
    static func quantityList(_ quantities: [LayoutQuantity]) -> String {
        quantities.sorted().map { $0 == .minX || $0 == .minY ? position($0.axis) : size($0.axis) }.joined(separator: ", ")
    }

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
    ///   the system builder models that only for UIKit views no constraint mentions in any size
    ///   class (`ViewPlacement.keepsItsFrame`), and without this every other such view would be
    ///   reported (most findings would be those; see docs/measurements.md).
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
}
