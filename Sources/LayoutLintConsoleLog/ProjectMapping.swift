import LayoutLintModel

/// Where a logged constraint comes from in the project: an Interface Builder constraint, or (for a
/// constraint UIKit makes for a view: autoresizing, stack views, encapsulated layout, content
/// size) the view it belongs to.
public struct LogSource: Codable, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var id: String
    /// `constraint` or `view`.
    public var kind: String
    public var scene: String?

    public init(file: String, line: Int, id: String, kind: String, scene: String?) {
        self.file = file
        self.line = line
        self.id = id
        self.kind = kind
        self.scene = scene
    }
}

/// Maps logged constraints to the project's Interface Builder constraints by structure: the
/// attributes, relation, multiplier, constant and priority must agree (in either orientation),
/// and the items' classes, label texts, superviews and identifiers decide between candidates.
/// Pointers mean nothing across runs, except that layoutlint's own blocks print the IB ids in
/// their place, which then match exactly.
public struct ProjectMapping {
    struct Entry {
        var document: Document
        var scene: Scene
        var index: SceneIndex
        var constraint: Constraint
    }

    struct ViewEntry {
        var document: Document
        var scene: Scene
        var item: LayoutItem
    }

    private var constraints: [Entry] = []
    private var views: [ViewEntry] = []
    private var constraintsByID: [String: [Entry]] = [:]
    private var viewsByID: [String: [ViewEntry]] = [:]

    public init(documents: [Document]) {
        for document in documents {
            for scene in document.scenes {
                let index = SceneIndex(scene)
                for constraint in scene.constraints {
                    let entry = Entry(document: document, scene: scene, index: index, constraint: constraint)
                    constraints.append(entry)
                    constraintsByID[constraint.id, default: []].append(entry)
                }
                for item in scene.items {
                    let entry = ViewEntry(document: document, scene: scene, item: item)
                    views.append(entry)
                    viewsByID[item.id, default: []].append(entry)
                }
            }
        }
    }

    /// The source of one logged constraint, or nil when nothing in the project fits (made in code)
    /// or several fit equally.
    public func source(of constraint: LogConstraint) -> LogSource? {
        if let address = constraint.address, let exact = constraintsByID[address], exact.count == 1 {
            return source(exact[0])
        }
        // layoutlint's own blocks print the view's id for a constraint the system makes for it
        // (whatever its identifier: `UISV-*`, `NSGridView`, …); a pointer never looks like an IB id.
        if let address = constraint.address, let exact = viewsByID[address], exact.count == 1 {
            return source(exact[0])
        }
        if constraint.origin != .app && constraint.origin != .interfaceBuilderPrototyping {
            return viewSource(of: constraint)
        }
        var best: (score: Int, entries: [Entry]) = (Int.min, [])
        for entry in constraints {
            guard let score = score(entry, constraint) else { continue }
            if score > best.score { best = (score, [entry]) } else if score == best.score { best.entries.append(entry) }
        }
        guard best.entries.count == 1, best.score >= 0 else { return nil }
        return source(best.entries[0])
    }

    private func source(_ entry: Entry) -> LogSource {
        LogSource(file: entry.document.path, line: entry.constraint.location.line, id: entry.constraint.id, kind: "constraint", scene: entry.scene.id)
    }

    private func source(_ entry: ViewEntry) -> LogSource {
        LogSource(file: entry.document.path, line: entry.item.location.line, id: entry.item.id, kind: "view", scene: entry.scene.id)
    }

    // MARK: - Views

    /// The view a logged item is (an `_autolayoutTrace` line's view): its id when the log gives
    /// one, else the only view of the project whose class and text fit.
    public func source(of item: LogItem) -> LogSource? {
        if let address = item.address, let exact = viewsByID[address], exact.count == 1 { return source(exact[0]) }
        let fitting = views.filter { itemScore($0.item, item) ?? -1 >= 2 }
        return fitting.count == 1 ? source(fitting[0]) : nil
    }

    /// The view a system constraint belongs to: the stack view of a `UISV-*` constraint, the view
    /// an autoresizing, content-size or encapsulated-layout constraint sizes.
    func viewSource(of constraint: LogConstraint) -> LogSource? {
        // layoutlint's own blocks give the view's id where UIKit prints the constraint's pointer.
        if let address = constraint.address, let exact = viewsByID[address], exact.count == 1 { return source(exact[0]) }
        if constraint.origin == .layoutGuide, let owned = guideSource(of: constraint) { return owned }
        var item = constraint.resolve(constraint.first.item)
        if constraint.origin == .stackView {
            let anchors = [constraint.first] + [constraint.second].compactMap { $0 }
            if let stack = anchors.map({ constraint.resolve($0.item) }).first(where: { $0.shortClassName?.hasSuffix("StackView") == true }) {
                item = stack
            } else if let stack = constraint.names["|"] {
                item = stack
            } else {
                return arrangingStack(of: anchors.map { constraint.resolve($0.item) })
            }
        }
        if let address = item.address, let exact = viewsByID[address], exact.count == 1 { return source(exact[0]) }
        var fitting = views.filter { itemScore($0.item, item) ?? -1 >= 2 }
        // Only a container sizes a view this way (a controller's root, a cell or its content view,
        // a header): that tells the root apart from the plain views of the same class inside it.
        if constraint.origin == .encapsulatedLayout {
            let encapsulated = fitting.filter { Self.isSizedByContainer($0.item) }
            if !encapsulated.isEmpty { fitting = encapsulated }
        }
        guard fitting.count == 1 else { return nil }
        return source(fitting[0])
    }

    /// UIKit places a view's safe area and margins guides with constraints of its own
    /// (`'UIViewSafeAreaLayoutGuide-top' V:|-(0)-[UILayoutGuide…]`, `'UIView-leftMargin-guide-constraint'`),
    /// naming the owning view as `|`: they map to the storyboard's safe area guide element of that
    /// view, or to the view itself for its margins (which the storyboard keeps as attributes).
    func guideSource(of constraint: LogConstraint) -> LogSource? {
        let anchors = [constraint.first] + [constraint.second].compactMap { $0 }
        guard let guide = anchors.lazy.compactMap({ LoggedGuide($0.item) }).first, guide != .unnamed,
              let owner = constraint.names["|"] else { return nil }
        var owners = views.filter { $0.item.kind.isView && itemScore($0.item, owner) ?? -1 >= 2 }
        if guide == .safeArea {
            // Only the views the storyboard gives a safe area guide element can be meant.
            let guides = owners.compactMap { owner in
                views.first { $0.scene.id == owner.scene.id && $0.item.parent == owner.item.id && $0.item.kind == .layoutGuide(.safeArea) }
            }
            owners = guides
        }
        return owners.count == 1 ? source(owners[0]) : nil
    }

    /// Views UIKit gives `UIView-Encapsulated-Layout-*` constraints: the roots a view controller,
    /// a container or a xib owns, cells, their content views, and table headers and footers.
    static func isSizedByContainer(_ item: LayoutItem) -> Bool {
        guard item.kind.isView else { return false }
        if item.parent == nil { return true }
        if let role = item.role, [.view, .contentView, .tableHeaderView, .tableFooterView].contains(role) { return true }
        return ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(item.element.rawValue)
    }

    /// The stack view that arranges the logged views (`UISV-spacing` between two arranged views).
    func arrangingStack(of items: [LogItem]) -> LogSource? {
        var stacks: [String: ViewEntry] = [:]
        for logged in items {
            let fitting = views.filter { itemScore($0.item, logged) ?? -1 >= 2 }
            guard fitting.count == 1, let parent = fitting[0].item.parent,
                  let stack = views.first(where: { $0.item.id == parent && $0.scene.id == fitting[0].scene.id && $0.item.stack != nil }) else { continue }
            stacks[stack.item.id] = stack
        }
        guard stacks.count == 1, let stack = stacks.values.first else { return nil }
        return source(stack)
    }

    // MARK: - Constraints

    /// nil when the constraint cannot be this one; otherwise how well the items fit.
    func score(_ entry: Entry, _ logged: LogConstraint) -> Int? {
        let ib = entry.constraint
        if let identifier = logged.identifier {
            guard ib.identifier == identifier else { return nil }
        }
        guard let orientation = orientation(ib, logged) else { return nil }
        var total = 0
        if let identifier = logged.identifier, ib.identifier == identifier { total += 10 }
        if abs(ib.priority.rawValue - logged.priority) > 0.5 { total -= 2 }
        let pairs: [(ObjectID?, LogItem?)] = orientation.swapped
            ? [(ib.second?.item, logged.first.item), (ib.first.item, logged.second?.item)]
            : [(ib.first.item, logged.first.item), (ib.second?.item, logged.second?.item)]
        for (id, loggedItem) in pairs {
            guard let id, let loggedItem, let item = entry.index.item(id) else { continue }
            let resolved = logged.resolve(loggedItem)
            // A guide is told by its name and the attribute the IB anchor uses, not by class or text.
            if let guide = LoggedGuide(resolved) {
                let attribute = id == ib.first.item ? ib.first.attribute.name : ib.second?.attribute.name ?? ""
                guard let score = guide.score(item, attribute: attribute) else { return nil }
                total += score
                continue
            }
            if loggedItem.isSuperview {
                if let parent = resolved.className.map({ _ in resolved }), let score = itemScore(item, parent) { total += score }
                continue
            }
            guard let score = itemScore(item, resolved) else { return nil }
            total += score
        }
        return total
    }

    struct Orientation { var swapped: Bool }

    /// Whether the IB constraint states the logged relation, as written or with its sides swapped.
    func orientation(_ ib: Constraint, _ logged: LogConstraint) -> Orientation? {
        let multiplier = ib.multiplier.value ?? 1
        let relation = ib.relation.rawValue
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= max(0.01, abs(a) * 0.001) }
        let firstMatches = Self.attributesMatch(ib.first.attribute.name, logged.first)
        if firstMatches, (ib.second == nil) == (logged.second == nil),
           ib.second.map({ Self.attributesMatch($0.attribute.name, logged.second!) }) ?? true,
           relation == logged.relation, same(multiplier, logged.multiplier), same(ib.constant, logged.constant) || logged.isSystemSpacing {
            return Orientation(swapped: false)
        }
        guard let second = ib.second, let loggedSecond = logged.second, multiplier != 0,
              Self.attributesMatch(second.attribute.name, logged.first),
              Self.attributesMatch(ib.first.attribute.name, loggedSecond) else { return nil }
        let flipped = relation == ">=" ? "<=" : relation == "<=" ? ">=" : "=="
        guard flipped == logged.relation, same(1 / multiplier, logged.multiplier),
              same(-ib.constant / multiplier, logged.constant) || logged.isSystemSpacing else { return nil }
        return Orientation(swapped: true)
    }

    /// An edge of the margins guide is the owning view's margin attribute in Interface Builder.
    static func attributesMatch(_ ib: String, _ logged: LogAnchor) -> Bool {
        if attributesMatch(ib, logged.attribute) { return true }
        guard LoggedGuide(logged.item) == .layoutMargins else { return false }
        return attributesMatch(ib, LoggedGuide.marginAttribute(logged.attribute))
    }

    static func attributesMatch(_ ib: String, _ logged: String) -> Bool {
        let aliases: [String: String] = ["baseline": "lastBaseline", "left": "leading", "right": "trailing",
                                         "leftMargin": "leadingMargin", "rightMargin": "trailingMargin"]
        func normal(_ name: String) -> String { aliases[name] ?? name }
        return normal(ib) == normal(logged)
    }

    /// nil when the item cannot be the logged one; else a score: the class and the text that agree.
    func itemScore(_ item: LayoutItem, _ logged: LogItem) -> Int? {
        if let address = logged.address, address == item.id { return 20 }
        var score = 0
        if let loggedClass = logged.shortClassName {
            let runtime = item.className.split(separator: ".").last.map(String.init) ?? item.className
            if runtime == loggedClass {
                score += 2
            } else if !Self.isSystemPart(loggedClass, of: runtime) {
                return nil
            }
        }
        if let text = logged.text {
            guard let own = item.text ?? (item.userLabel.map { _ in nil } ?? nil) else { return score - 1 }
            if Self.textMatches(logged: text, own) { score += 3 } else { return nil }
        }
        return score
    }

    /// UIKit prints some views by a private class the storyboard does not name.
    static func isSystemPart(_ logged: String, of runtime: String) -> Bool {
        switch (logged, runtime) {
        case ("UITableViewCellContentView", _), ("UICollectionViewCellContentView", _): return runtime.hasSuffix("ContentView")
        case ("_UILayoutGuide", _), ("UILayoutGuide", _): return true
        default: return false
        }
    }

    /// UIKit cuts text to 25 characters plus `...` and escapes newlines.
    static func textMatches(logged: String, _ own: String) -> Bool {
        let escaped = own.replacingNewlines()
        if logged.hasSuffix("...") && logged.count >= 28 { return escaped.hasPrefix(String(logged.dropLast(3))) }
        return escaped == logged || own == logged
    }
}

extension String {
    func replacingNewlines() -> String {
        var result = ""
        for character in self {
            switch character {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }
}
