import LayoutLintEngine
import LayoutLintModel

/// Writes constraints of a solved scene the way UIKit's console log does (`<NSLayoutConstraint …>`,
/// `<NSAutoresizingMaskLayoutConstraint h=--& v=--& …>`, `'UISV-spacing'`, …), with what a user can
/// find in the file where UIKit prints a pointer: the Interface Builder names, ids and lines.
public struct ConsoleLogWording {
    public let layout: SceneLayout
    /// The document's file name, for the legend after a block (`Main.storyboard:42`); nil gives
    /// `line N`. The name without its folders: the diagnostic already carries the path, and a
    /// message that names the checkout's location would change with it (and break baselines).
    public var file: String?
    private let wording: ConstraintWording
    private let items: [ObjectID: LayoutItem]
    private let index: SceneIndex
    private let edges: [Variable: Edge]

    /// What a solver variable stands for: one edge of an item (or of a scroll view's content area).
    private struct Edge {
        var item: ObjectID
        var axis: Axis
        var isEnd: Bool
        var isContent: Bool
    }

    public init(layout: SceneLayout, file: String? = nil) {
        let scene = layout.system.scene
        self.init(layout: layout, index: SceneIndex(scene), wording: ConstraintWording(scene: scene, disambiguating: true), file: file)
    }

    /// `index` and `wording` (disambiguating): those of the layout's scene, when the caller has them already.
    init(layout: SceneLayout, index: SceneIndex, wording: ConstraintWording, file: String? = nil) {
        self.layout = layout
        self.file = file.map(Self.fileName)
        let scene = layout.system.scene
        self.wording = wording
        var items: [ObjectID: LayoutItem] = [:]
        for item in scene.items { items[item.id] = item }
        self.items = items
        self.index = index
        var edges: [Variable: Edge] = [:]
        // Guides that alias their scroll view's frame come after it, so the view keeps the name.
        func register(_ variables: EdgeVariables, item: ObjectID, content: Bool) {
            let all: [(Variable, Axis, Bool)] = [(variables.left, .horizontal, false), (variables.right, .horizontal, true),
                                                 (variables.top, .vertical, false), (variables.bottom, .vertical, true)]
            for (variable, axis, isEnd) in all where edges[variable] == nil {
                edges[variable] = Edge(item: item, axis: axis, isEnd: isEnd, isContent: content)
            }
        }
        for item in layout.system.items {
            if let variables = layout.system.variables[item.id] { register(variables, item: item.id, content: false) }
        }
        for (id, content) in layout.system.contentAreas.sorted(by: { $0.key < $1.key }) {
            register(content, item: id, content: true)
        }
        self.edges = edges
    }

    /// The same wording with `path`'s file name in its legends (a cached wording is made without one).
    func naming(file path: String) -> ConsoleLogWording {
        var named = self
        named.file = Self.fileName(path)
        return named
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    // MARK: - Names

    public func itemName(_ id: ObjectID) -> String { wording.itemName(id) }

    /// The name without the id, for text that gives `whereabouts` (id and line) right after it.
    public func plainName(_ id: ObjectID) -> String { wording.plainName(id) }

    /// `(id abc-12-xyz, line 42)`: where to find what UIKit would show as a pointer.
    public func whereabouts(of origin: ConstraintOrigin) -> String {
        switch origin {
        case .document(let id):
            guard let constraint = index.constraint(id) else { return "(id \(id))" }
            return "(id \(id), line \(constraint.location.line))"
        default:
            guard let id = origin.item else { return "" }
            guard let item = items[id] else { return "(id \(id))" }
            return "(id \(id), line \(item.location.line))"
        }
    }

    /// The line a finding about the origin points at.
    public func location(of origin: ConstraintOrigin) -> SourceLocation? {
        switch origin {
        case .document(let id): return index.constraint(id)?.location
        default: return origin.item.flatMap { items[$0]?.location }
        }
    }

    public func documentConstraint(_ origin: ConstraintOrigin) -> Constraint? {
        guard case .document(let id) = origin else { return nil }
        return index.constraint(id)
    }

    public func item(_ id: ObjectID) -> LayoutItem? { items[id] }

    /// A document constraint in one readable line, with the constant of the solved configuration.
    public func describe(_ constraint: Constraint) -> String {
        var current = constraint
        current.constant = constraint.constant(in: layout.configuration)
        return wording.describe(current)
    }

    // MARK: - UIKit's notation

    /// One system constraint (an index into `layout.system.constraints`) as UIKit's log prints it,
    /// in UIKit's grammar (`<NSLayoutConstraint:ADDRESS … (active)>`) with the Interface Builder id
    /// in place of each pointer: the constraint's own id, or for a constraint UIKit makes (autoresizing,
    /// stack views, encapsulated layout, content size, guides) the id of the view it belongs to.
    public func logEntry(tag: Int) -> String {
        let constraint = layout.system.constraints[tag]
        return "<\(logBody(constraint))>"
    }

    /// The id that stands in for the constraint's pointer.
    public func logAddress(tag: Int) -> String {
        let origin = layout.system.constraints[tag].origin
        if case .document(let id) = origin { return id }
        return origin.item ?? "?"
    }

    /// One legend line: the address, where it is (`file:line`), and the constraint in Interface Builder's words.
    public func legendEntry(tag: Int) -> String {
        let origin = layout.system.constraints[tag].origin
        let place: String
        if let location = location(of: origin) {
            place = file.map { "\($0):\(location.line)" } ?? "line \(location.line)"
        } else {
            place = file ?? "-"
        }
        return "\(logAddress(tag: tag))  \(place)  \(plainText(tag: tag))"
    }

    /// Every system constraint an origin stands for, as log entries (for origins without tags).
    public func logEntries(for origin: ConstraintOrigin) -> [String] {
        tags(for: origin).map(logEntry(tag:))
    }

    /// The system constraints an origin stands for (one for a document constraint).
    public func tags(for origin: ConstraintOrigin) -> [Int] {
        let tags = layout.system.constraints.indices.filter { layout.system.constraints[$0].origin == origin }
        if case .document = origin, let first = tags.first { return [first] }
        return tags
    }

    private func logBody(_ constraint: SystemConstraint) -> String {
        let linear = constraint.linear
        let active = "   (active)"
        switch constraint.origin {
        case .document(let id):
            guard let document = index.constraint(id) else { return "NSLayoutConstraint:\(id)" }
            let identifier = document.identifier.map { "'\($0)' " } ?? ""
            return "NSLayoutConstraint:\(id) \(identifier)\(logEquation(document))"
        case .root(let id):
            if let size = sizeAxis(of: linear, item: id) {
                return "NSLayoutConstraint:\(id) 'UIView-Encapsulated-Layout-\(size == .horizontal ? "Width" : "Height")' "
                    + render(linear, preferring: id, engineNames: false, relative: false, log: true) + active
            }
            return "NSAutoresizingMaskLayoutConstraint:\(id) h=--& v=--& " + render(linear, preferring: id, engineNames: true, relative: true, log: true) + active
        case .autoresizing(let id, _):
            let mask = items[id]?.autoresizingMask ?? AutoresizingMask()
            return "NSAutoresizingMaskLayoutConstraint:\(id) \(mask.logNotation) " + render(linear, preferring: id, engineNames: true, relative: true, log: true) + active
        case .contentHugging(let id, let axis), .compressionResistance(let id, let axis):
            let size = axis == .horizontal ? "width" : "height"
            let hugging = items[id].map { formatLayoutNumber($0.contentHugging[axis].rawValue) } ?? "250"
            let resistance = items[id].map { formatLayoutNumber($0.compressionResistance[axis].rawValue) } ?? "750"
            return "NSContentSizeLayoutConstraint:\(id) \(logName(id)).\(size) == \(formatLayoutNumber(-linear.expression.constant)) "
                + "Hug:\(hugging) CompressionResistance:\(resistance)" + active
        case .guide(let id):
            return "\(guideConstraintName(id, linear, address: id)) " + render(linear, preferring: id, engineNames: false, relative: false, log: true) + active
        case .stack(let id, let name):
            return "NSLayoutConstraint:\(id) '\(name)' " + render(linear, preferring: id, engineNames: false, relative: false, log: true) + active
        case .scrollContent(let id):
            return "NSLayoutConstraint:\(id) 'layoutlint-scroll-content-origin' " + render(linear, preferring: id, engineNames: false, relative: false, log: true) + active
        case .encapsulated(let id):
            let suffix: String
            if let size = sizeAxis(of: linear, item: id) {
                suffix = size == .horizontal ? "Width" : "Height"
            } else {
                suffix = axisOf(linear) == .vertical ? "Top" : "Left"
            }
            return "NSLayoutConstraint:\(id) 'UIView-Encapsulated-Layout-\(suffix)' " + render(linear, preferring: id, engineNames: false, relative: false, log: true) + active
        case .canvas(let id):
            return "NSLayoutConstraint:\(id) 'layoutlint-canvas' " + render(linear, preferring: id, engineNames: false, relative: false, log: true) + active
        }
    }

    // MARK: - UIKit's grammar for document constraints

    /// `UILabel:abc-12-xyz'Title'`: the class UIKit would print, the id in place of the pointer,
    /// and the name Interface Builder shows (label text or user label), cut to 25 characters plus
    /// `...` and with line breaks escaped, as UIKit quotes a label's text.
    public func logName(_ id: ObjectID) -> String {
        guard let item = items[id] else { return "UIView:\(id)" }
        if case .layoutGuide(let kind) = item.kind {
            switch kind {
            case .safeArea: return "\(item.className):\(id)'UIViewSafeAreaLayoutGuide'"
            case .layoutMargins: return "\(item.className):\(id)'UIViewLayoutMarginsGuide'"
            case .readableContent: return "\(item.className):\(id)'UIViewReadableContentGuide'"
            case .contentLayoutGuide: return "\(item.className):\(id)'UIScrollView-contentLayoutGuide'"
            case .frameLayoutGuide: return "\(item.className):\(id)'UIScrollView-frameLayoutGuide'"
            default: return "\(item.className):\(id)"
            }
        }
        guard let name = item.userLabel ?? item.text, !name.isEmpty else { return "\(item.className):\(id)" }
        return "\(item.className):\(id)'\(Self.logText(name))'"
    }

    /// UIKit's quoting of a label's text: line breaks escaped, cut to 25 characters plus `...`.
    static func logText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\n", "\r\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "'": escaped += "\\'"
            default: escaped.append(character)
            }
        }
        return escaped.count > 25 ? String(escaped.prefix(25)) + "..." : escaped
    }

    /// The constraint as UIKit describes it, with its `(active…)` suffix: a visual format for a
    /// spacing to the superview's same edge or between siblings' facing edges (`H:|-(8)-[A]`,
    /// `V:[A]-(8)-[B]`), an equation otherwise (`A.width == 0.5*B.width + 8`).
    func logEquation(_ constraint: Constraint) -> String {
        var current = constraint
        current.constant = constraint.constant(in: layout.configuration)
        if let format = visualFormat(current) { return format }
        var text = "\(logName(current.first.item)).\(current.first.attribute.name) \(current.relation.rawValue) "
        if let second = current.second {
            if let value = current.multiplier.value, value != 1 { text += "\(formatLayoutNumber(value))*" }
            text += "\(logName(second.item)).\(second.attribute.name)"
            if current.constant != 0 {
                text += current.constant < 0 ? " - \(formatLayoutNumber(-current.constant))" : " + \(formatLayoutNumber(current.constant))"
            }
        } else {
            text += formatLayoutNumber(current.constant)
        }
        if !current.priority.isRequired { text += " @\(formatLayoutNumber(current.priority.rawValue))" }
        return text + "   (active)"
    }

    private func visualFormat(_ constraint: Constraint) -> String? {
        guard let second = constraint.second, (constraint.multiplier.value ?? 0) == 1 else { return nil }
        let first = constraint.first
        let starts: [String: String] = ["leading": "H", "left": "H", "top": "V"]
        let ends: [String: String] = ["trailing": "H", "right": "H", "bottom": "V"]
        let a = first.attribute.name, b = second.attribute.name
        let flipped: Relation = constraint.relation == .greaterThanOrEqual ? .lessThanOrEqual
            : constraint.relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        func gap(_ constant: Double, _ relation: Relation) -> String {
            let sign = relation == .equal ? "" : relation.rawValue
            let priority = constraint.priority.isRequired ? "" : "@\(formatLayoutNumber(constraint.priority.rawValue))"
            return "-(\(sign)\(formatLayoutNumber(constant))\(priority))-"
        }
        func direction(_ attribute: String) -> String { attribute == "left" || attribute == "right" ? "(LTR)" : "" }
        let parentOfFirst = items[first.item]?.parent, parentOfSecond = items[second.item]?.parent
        func names(_ parent: ObjectID) -> String { "   (active, names: '|':\(logName(parent)) )" }
        if a == b, let axis = starts[a] {
            if parentOfFirst == second.item {
                return "\(axis):|\(gap(constraint.constant, constraint.relation))[\(logName(first.item))]\(direction(a))" + names(second.item)
            }
            if parentOfSecond == first.item {
                return "\(axis):|\(gap(-constraint.constant, flipped))[\(logName(second.item))]\(direction(a))" + names(first.item)
            }
        }
        if a == b, let axis = ends[a] {
            if parentOfSecond == first.item {
                return "\(axis):[\(logName(second.item))]\(gap(constraint.constant, constraint.relation))|\(direction(a))" + names(first.item)
            }
            if parentOfFirst == second.item {
                return "\(axis):[\(logName(first.item))]\(gap(-constraint.constant, flipped))|\(direction(a))" + names(second.item)
            }
        }
        guard parentOfFirst != nil, parentOfFirst == parentOfSecond else { return nil }
        let facing: [(String, String)] = [("leading", "trailing"), ("left", "right"), ("top", "bottom")]
        for (start, end) in facing {
            let axis = start == "top" ? "V" : "H"
            if a == start && b == end {
                return "\(axis):[\(logName(second.item))]\(gap(constraint.constant, constraint.relation))[\(logName(first.item))]\(direction(a))   (active)"
            }
            if a == end && b == start {
                return "\(axis):[\(logName(first.item))]\(gap(-constraint.constant, flipped))[\(logName(second.item))]\(direction(a))   (active)"
            }
        }
        return nil
    }

    /// One system constraint in plain words: the relation, then where it comes from.
    public func plainEntry(tag: Int) -> String {
        "\(plainText(tag: tag)) \(whereabouts(of: layout.system.constraints[tag].origin))"
    }

    /// One system constraint in plain words, without where it is.
    public func plainText(tag: Int) -> String {
        let constraint = layout.system.constraints[tag]
        let linear = constraint.linear
        let level = linear.isRequired ? "" : " @\(formatLayoutNumber(linear.priority))"
        let origin = constraint.origin
        switch origin {
        case .document(let id):
            guard let document = index.constraint(id) else { return id }
            return describe(document)
        case .root(let id):
            return render(linear, preferring: id, engineNames: sizeAxis(of: linear, item: id) == nil, relative: true)
                + " (the window places and sizes the root view)"
        case .autoresizing(let id, _):
            let mask = items[id]?.autoresizingMask ?? AutoresizingMask()
            return render(linear, preferring: id, engineNames: true, relative: true)
                + " (autoresizing mask \(mask.logNotation), translated into constraints)"
        case .contentHugging(let id, let axis):
            return render(linear, preferring: id, engineNames: false, relative: false) + level
                + " (content hugging: no \(axis == .horizontal ? "wider" : "taller") than its content)"
        case .compressionResistance(let id, let axis):
            return render(linear, preferring: id, engineNames: false, relative: false) + level
                + " (compression resistance: no \(axis == .horizontal ? "narrower" : "shorter") than its content)"
        case .guide(let id):
            var name = Substring(guideConstraintName(id, linear))
            if name.hasPrefix("NSLayoutConstraint ") { name = name.dropFirst("NSLayoutConstraint ".count) }
            return render(linear, preferring: id, engineNames: false, relative: false) + level
                + " (\(name): the guide's inset)"
        case .stack(let id, let name):
            return render(linear, preferring: id, engineNames: false, relative: false) + level
                + " (stack view \(itemName(id)) arranges its views: \(name))"
        case .scrollContent(let id):
            return render(linear, preferring: id, engineNames: false, relative: false)
                + " (the scroll view's content starts at its origin)"
        case .encapsulated(let id):
            return render(linear, preferring: id, engineNames: false, relative: false)
                + " (\(encapsulationReason(id)))"
        case .canvas(let id):
            return render(linear, preferring: id, engineNames: false, relative: false)
                + " (Interface Builder's canvas holds it)"
        }
    }

    /// Who places a view that the engine pins as `UIView-Encapsulated-Layout-*`: a cell's table or
    /// collection, a clip view's scroll view, a bar item's bar.
    private func encapsulationReason(_ id: ObjectID) -> String {
        switch (items[id]?.element, items[id]?.role) {
        case (.clipView?, _): return "the scroll view tiles its clip view"
        case (_, .customView?): return "the bar places and sizes the item's custom view"
        case (_, .titleView?): return "the navigation bar places and sizes the title view"
        default: return "the table or collection view places and sizes the cell"
        }
    }

    /// The system constraints (indices) that involve an item's edges along an axis.
    public func tags(affecting id: ObjectID, axis: Axis) -> [Int] {
        layout.system.constraints.indices.filter { tag in
            layout.system.constraints[tag].linear.expression.terms.keys.contains { variable in
                guard let edge = edges[variable] else { return false }
                return edge.item == id && edge.axis == axis && !edge.isContent
            }
        }
    }

    private func guideConstraintName(_ id: ObjectID, _ linear: LinearConstraint, address: String? = nil) -> String {
        let pointer = address.map { ":\($0)" } ?? ""
        return guideConstraintClassAndName(id, linear)
            .replacingFirst("NSLayoutConstraint", with: "NSLayoutConstraint\(pointer)")
            .replacingFirst("_UILayoutSupportConstraint", with: "_UILayoutSupportConstraint\(pointer)")
    }

    private func guideConstraintClassAndName(_ id: ObjectID, _ linear: LinearConstraint) -> String {
        let edge = linear.expression.sortedTerms.compactMap { edges[$0.variable] }.first { $0.item == id }
        let side: String
        switch (edge?.axis, edge?.isEnd) {
        case (.horizontal?, false?): side = "left"
        case (.horizontal?, true?): side = "right"
        case (.vertical?, false?): side = "top"
        default: side = "bottom"
        }
        guard case .layoutGuide(let kind)? = items[id]?.kind else { return "NSLayoutConstraint" }
        switch kind {
        case .safeArea: return "NSLayoutConstraint 'UIViewSafeAreaLayoutGuide-\(side)'"
        case .layoutMargins: return "NSLayoutConstraint 'UIView-\(side)Margin-guide-constraint'"
        case .readableContent: return "NSLayoutConstraint 'UIView-readableContent-guide-constraint'"
        case .topLayoutGuide, .bottomLayoutGuide: return "_UILayoutSupportConstraint"
        default: return "NSLayoutConstraint"
        }
    }

    /// The axis whose size the constraint fixes, when it is `end − start ± constant` of `item`.
    private func sizeAxis(of linear: LinearConstraint, item: ObjectID) -> Axis? {
        let terms = linear.expression.sortedTerms
        guard terms.count == 2, let a = edges[terms[0].variable], let b = edges[terms[1].variable],
              a.item == item, b.item == item, a.axis == b.axis, a.isEnd != b.isEnd,
              terms[0].coefficient == -terms[1].coefficient else { return nil }
        return a.axis
    }

    private func axisOf(_ linear: LinearConstraint) -> Axis? {
        linear.expression.sortedTerms.compactMap { edges[$0.variable]?.axis }.first
    }

    /// One quantity of an item: an edge, its size or its centre, as the constraint uses it.
    private struct Atom {
        var item: ObjectID
        var isContent: Bool
        var name: String
        var isStart: Bool
        var coefficient: Double
    }

    private func atoms(of expression: LinearExpression, engineNames: Bool) -> [Atom] {
        struct Key: Hashable { var item: ObjectID; var axis: Axis; var content: Bool }
        var order: [Key] = []
        var coefficients: [Key: (start: Double, end: Double)] = [:]
        for (variable, coefficient) in expression.sortedTerms {
            guard let edge = edges[variable] else { continue }
            let key = Key(item: edge.item, axis: edge.axis, content: edge.isContent)
            if coefficients[key] == nil { order.append(key) }
            var pair = coefficients[key] ?? (0, 0)
            if edge.isEnd { pair.end += coefficient } else { pair.start += coefficient }
            coefficients[key] = pair
        }
        var result: [Atom] = []
        for key in order {
            let (start, end) = coefficients[key]!
            let horizontal = key.axis == .horizontal
            let names = engineNames
                ? (horizontal ? ("minX", "maxX", "width", "midX") : ("minY", "maxY", "height", "midY"))
                : (horizontal ? ("leading", "trailing", "width", "centerX") : ("top", "bottom", "height", "centerY"))
            func atom(_ name: String, _ coefficient: Double, start: Bool = false) -> Atom {
                Atom(item: key.item, isContent: key.content, name: name, isStart: start, coefficient: coefficient)
            }
            if abs(start) < 1e-12 && abs(end) < 1e-12 { continue }
            if abs(end) < 1e-12 {
                result.append(atom(names.0, start, start: true))
            } else if abs(start) < 1e-12 {
                result.append(atom(names.1, end))
            } else if abs(start + end) < 1e-9 {
                result.append(atom(names.2, end))
            } else if abs(start - end) < 1e-9 {
                result.append(atom(names.3, 2 * start))
            } else if !horizontal && abs(start - 0.25 * end) < 1e-9 {
                // The engine's text baseline: a fifth of the height above the bottom.
                result.append(atom("lastBaseline", start + end))
            } else {
                result.append(atom(names.0, start, start: true))
                result.append(atom(names.1, end))
            }
        }
        return result
    }

    private func name(of atom: Atom, log: Bool) -> String {
        guard log else { return "\(itemName(atom.item))\(atom.isContent ? ".content" : "").\(atom.name)" }
        if atom.isContent { return "UILayoutGuide:\(atom.item)'UIScrollView-contentLayoutGuide'.\(atom.name)" }
        return "\(logName(atom.item)).\(atom.name)"
    }

    /// `lhs relation rhs`, with `preferring`'s quantity on the left when the constraint has one.
    /// `relative`: positions measured from the superview, as autoresizing constraints are
    /// (`"Banner".minX == 16`), so the superview's own start drops out.
    private func render(_ linear: LinearConstraint, preferring item: ObjectID, engineNames: Bool, relative: Bool, log: Bool = false) -> String {
        var all = atoms(of: linear.expression, engineNames: engineNames)
        var constant = linear.expression.constant
        guard !all.isEmpty else {
            // No edge left (a grid's spacing between rows that are all hidden): UIKit's grammar
            // has no form for it; name the item with no attribute so that the line still parses.
            let lhs = log ? "\(logName(item)).notAnAttribute" : "0"
            return "\(lhs) \(linear.relation.rawValue) \(formatLayoutNumber(-constant))"
        }
        let lhsIndex = all.firstIndex { $0.item == item && !$0.isContent } ?? all.firstIndex { $0.coefficient > 0 } ?? 0
        let lhs = all.remove(at: lhsIndex)
        if relative && lhs.isStart {
            let parent = items[item]?.parent
            all.removeAll { $0.item == parent && $0.isStart && abs($0.coefficient + lhs.coefficient) < 1e-9 }
        }
        var relation = linear.relation
        if lhs.coefficient < 0 {
            if relation == .lessThanOrEqual { relation = .greaterThanOrEqual } else if relation == .greaterThanOrEqual { relation = .lessThanOrEqual }
        }
        var text = "\(name(of: lhs, log: log)) \(relation.rawValue) "
        var first = true
        for atom in all {
            let factor = -atom.coefficient / lhs.coefficient
            let magnitude = abs(factor)
            let term = (abs(magnitude - 1) < 1e-9 ? "" : "\(formatLayoutNumber(rounded(magnitude)))*") + name(of: atom, log: log)
            if first {
                text += (factor < 0 ? "-" : "") + term
            } else {
                text += factor < 0 ? " - \(term)" : " + \(term)"
            }
            first = false
        }
        constant = rounded(-constant / lhs.coefficient)
        if first {
            text += formatLayoutNumber(constant)
        } else if constant != 0 {
            text += constant < 0 ? " - \(formatLayoutNumber(-constant))" : " + \(formatLayoutNumber(constant))"
        }
        return text
    }

    private func rounded(_ value: Double) -> Double {
        let result = (value * 1000).rounded() / 1000
        return result == 0 ? 0 : result
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced (this module does without Foundation).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) {
                return String(self[..<index]) + replacement + String(self[self.index(index, offsetBy: target.count)...])
            }
            index = self.index(after: index)
        }
        return self
    }
}
