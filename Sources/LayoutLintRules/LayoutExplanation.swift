import LayoutLintEngine
import LayoutLintModel

/// `layoutlint explain`: what UIKit's debugging aids would say about a document's scenes, as text.
/// Per scene and configuration: the "Unable to simultaneously satisfy constraints" block of every
/// conflict, the equal-priority ties, for one view the constraints that affect it per axis (like
/// `constraintsAffectingLayout(for:)`), and the hierarchy as `_autolayoutTrace` prints it.
public struct LayoutExplanation {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noSuchScene(String)
        case noSuchView(String)
        case badSizeClass(String)
        case sizeClassNotUsed(String)

        public var description: String {
            switch self {
            case .noSuchScene(let id): return "no scene with id \"\(id)\" in this document"
            case .noSuchView(let id): return "no view or layout guide with id \"\(id)\" in this document"
            case .badSizeClass(let key):
                return "\"\(key)\" is not an Interface Builder size class key (default, widthClass=compact, heightClass=regular-widthClass=compact, …)"
            case .sizeClassNotUsed(let key): return "the document is not evaluated in size class \"\(key)\""
            }
        }
    }

    public var document: Document
    public var sceneID: ObjectID?
    public var viewID: ObjectID?
    /// An Interface Builder variation key; nil: every configuration the rules evaluate.
    public var sizeClass: String?

    public init(document: Document, sceneID: ObjectID? = nil, viewID: ObjectID? = nil, sizeClass: String? = nil) {
        self.document = document
        self.sceneID = sceneID
        self.viewID = viewID
        self.sizeClass = sizeClass
    }

    /// The scenes asked for, after checking that the scene, view and size class named exist.
    public func scenes() throws -> [Scene] {
        var scenes = document.scenes
        if let sceneID {
            scenes = scenes.filter { $0.id == sceneID }
            if scenes.isEmpty { throw Failure.noSuchScene(sceneID) }
        }
        if let viewID {
            scenes = scenes.filter { scene in scene.items.contains { $0.id == viewID } }
            if scenes.isEmpty { throw Failure.noSuchView(viewID) }
        }
        if let sizeClass, TraitKey(ibKey: sizeClass) == nil { throw Failure.badSizeClass(sizeClass) }
        return scenes
    }

    public func render() throws -> String {
        let scenes = try scenes()
        let context = LintContext(document: document, options: LintOptions(sizeClasses: sizeClass.map { [$0] }))
        var sections: [String] = []
        for scene in scenes {
            for solved in context.solved(scene) {
                sections.append(explain(scene, solved.layout, key: solved.key))
            }
        }
        if sections.isEmpty, let sizeClass { throw Failure.sizeClassNotUsed(sizeClass) }
        return sections.joined(separator: "\n")
    }

    private func explain(_ scene: Scene, _ layout: SceneLayout, key: TraitKey) -> String {
        let wording = ConsoleLogWording(layout: layout, file: document.path)
        var out = heading(scene, layout, key: key) + "\n\n"
        if layout.conflicts.isEmpty {
            out += "No unsatisfiable constraints.\n\n"
        }
        for conflict in layout.conflicts {
            out += UnsatisfiableConstraintsRule.consoleLog(for: conflict, wording: wording) + "\n\n"
        }
        for tie in EqualPriorityConflictRule.ties(in: layout, wording: wording) {
            out += tie.message + "\n\n"
        }
        if let viewID, layout.system.items.contains(where: { $0.id == viewID }) {
            out += Self.constraintsAffecting(viewID, layout: layout, wording: wording) + "\n"
        } else if let viewID {
            out += "\(wording.plainName(viewID)) (id \(viewID)) is not installed in this configuration.\n\n"
        }
        out += autolayoutTrace(scene, layout, wording: wording)
        return out
    }

    private func heading(_ scene: Scene, _ layout: SceneLayout, key: TraitKey) -> String {
        var text = "=== Scene \"\(scene.name)\" (id \(scene.id), line \(scene.location.line))"
        if key != .any { text += ", \(key)" }
        if let root = layout.system.items.first(where: { $0.parent == nil && $0.kind == .view }), let frame = layout.frames[root.id] {
            text += ", \(formatLayoutNumber(frame.width)) × \(formatLayoutNumber(frame.height))"
        }
        return text + " ==="
    }

    /// Every constraint of the solved system that involves the view's edges, per axis, in plain
    /// words; then the solved frame and what of it is undetermined.
    public static func constraintsAffecting(_ id: ObjectID, layout: SceneLayout, wording: ConsoleLogWording) -> String {
        let item = wording.item(id)
        var out = "Constraints affecting \(wording.plainName(id)) (id \(id)\(item.map { ", line \($0.location.line)" } ?? "")):\n"
        let broken = Set(layout.conflicts.compactMap(\.brokenTag))
        for axis in Axis.allCases {
            out += "  \(axis == .horizontal ? "Horizontal" : "Vertical"):\n"
            let tags = wording.tags(affecting: id, axis: axis)
            if tags.isEmpty { out += "    none\n" }
            for tag in tags {
                out += "    \(wording.plainEntry(tag: tag))\(broken.contains(tag) ? " — broken: it conflicts with required constraints" : "")\n"
            }
        }
        if let frame = layout.frames[id] {
            out += "  Frame: x \(formatLayoutNumber(frame.x)), y \(formatLayoutNumber(frame.y)), width \(formatLayoutNumber(frame.width)), "
                + "height \(formatLayoutNumber(frame.height))"
            let ambiguous = layout.ambiguity(of: id)
            out += ambiguous.isEmpty ? "\n" : " (undetermined: \(ambiguous.map(Self.traceName).joined(separator: ", ")))\n"
        }
        return out
    }

    /// As UIKit quotes a view's text in descriptions: line breaks escaped, cut to 25 characters and `...`.
    static func traceText(_ text: String) -> String {
        let escaped = ConstraintWording.escapingLineBreaks(text)
        return escaped.count > 25 ? String(escaped.prefix(25)) + "..." : escaped
    }

    public static func traceName(_ quantity: LayoutQuantity) -> String {
        switch quantity {
        case .minX: return "minX"
        case .minY: return "minY"
        case .width: return "Width"
        case .height: return "Height"
        }
    }

    /// `_autolayoutTrace`: the window, then every view indented by `| ` per level; `•` marks a view
    /// that holds constraints (a layout engine host), `*` one laid out by Auto Layout, `+` one that
    /// translates its autoresizing mask into constraints; undetermined quantities are listed after
    /// `- AMBIGUOUS LAYOUT for`.
    func autolayoutTrace(_ scene: Scene, _ layout: SceneLayout, wording: ConsoleLogWording) -> String {
        let items = layout.system.items
        var depth: [ObjectID: Int] = [:]
        var hosts = Set<ObjectID>()
        for constraint in scene.constraints where !constraint.isPlaceholder && constraint.installation.isInstalled(in: layout.configuration) {
            hosts.insert(constraint.owner)
        }
        var owners: [Variable: ObjectID] = [:]
        for item in items {
            guard let edges = layout.system.variables[item.id] else { continue }
            for variable in [edges.left, edges.right, edges.top, edges.bottom] where owners[variable] == nil { owners[variable] = item.id }
        }
        var constrained = Set<ObjectID>()
        for constraint in layout.system.constraints where constraint.origin.isDocumentConstraint {
            for variable in constraint.linear.expression.terms.keys { if let owner = owners[variable] { constrained.insert(owner) } }
        }
        var out = "_autolayoutTrace:\n•\(document.platform == .macOS ? "NSWindow" : "UIWindow")\n"
        for item in items {
            let level = item.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 1
            depth[item.id] = level
            let isLegacyGuide: Bool
            if case .layoutGuide(let kind) = item.kind {
                guard kind == .topLayoutGuide || kind == .bottomLayoutGuide else { continue }
                isLegacyGuide = true
            } else {
                isLegacyGuide = false
            }
            let mark: String
            if hosts.contains(item.id) {
                mark = "•"
            } else if isLegacyGuide || !item.translatesAutoresizingMaskIntoConstraints {
                mark = "*"
            } else if constrained.contains(item.id) && item.parent != nil {
                mark = "+"
            } else {
                mark = ""
            }
            let className = isLegacyGuide ? "_UILayoutGuide" : item.className
            let descriptor = "\(className):\(item.id)'\(Self.traceText(item.name))'"
            var line = String(repeating: "| ", count: level) + mark + descriptor
            let ambiguous = layout.ambiguity(of: item.id)
            if !ambiguous.isEmpty {
                line += "- AMBIGUOUS LAYOUT for "
                    + ambiguous.map { "\(descriptor).\(Self.traceName($0)){id: \(item.id)}" }.joined(separator: ", ")
            }
            out += line + "\n"
        }
        return out
    }
}
