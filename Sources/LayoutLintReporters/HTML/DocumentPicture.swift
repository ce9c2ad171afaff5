import LayoutLintEngine
import LayoutLintModel
import LayoutLintRules

/// One document on the page: its findings, each linking to the view it concerns, then every scene
/// in every configuration the context evaluates, drawn, with each view's constraints in words.
public struct DocumentPicture {
    public var document: Document
    public var findings: [Finding]
    public var context: LintContext
    /// Only this scene; nil: all of them.
    public var sceneID: ObjectID?
    /// Unique in the page; prefixes every id of the section.
    public var anchor: String
    /// The view selected when the page opens (`explain --view`).
    public var selectedView: ObjectID?

    public init(document: Document, findings: [Finding], context: LintContext, sceneID: ObjectID? = nil, anchor: String = "d0") {
        self.document = document
        self.findings = findings
        self.context = context
        self.sceneID = sceneID
        self.anchor = anchor
    }

    /// The scenes drawn, in document order, each in the configurations the context evaluates.
    func drawings() -> [(scene: Scene, drawings: [SceneDrawing])] {
        let saved = LayoutEngine.savedConfiguration(of: document)
        return document.scenes.enumerated().compactMap { index, scene in
            if let sceneID, scene.id != sceneID { return nil }
            let drawings = context.solved(scene).enumerated().map { configuration, solved in
                SceneDrawing(scene: scene, layout: solved.layout, document: document,
                             isSavedConfiguration: solved.key == .any || solved.layout.configuration == saved,
                             anchor: "\(anchor)s\(index)c\(configuration)")
            }
            return (scene, drawings)
        }
    }

    public func render(heading: String? = nil) -> String {
        let scenes = drawings()
        let links = targets(scenes)
        let selection = selectedView.flatMap { links[$0] }.map { " data-select=\"\(HTMLEscaping.attribute($0))\"" } ?? ""
        var out = "<section class=\"document\" id=\"\(anchor)\"\(selection)>\n"
        out += "<h2>\(HTMLEscaping.text(heading ?? document.path))</h2>\n"
        out += "<p class=\"muted\">\(HTMLEscaping.text(summary(scenes)))</p>\n"
        out += FindingList(findings: findings, targets: links).html(path: document.path)
        for (scene, drawings) in scenes {
            var listed = ListedEntries()
            for drawing in drawings { out += section(scene, drawing, listed: &listed) }
        }
        return out + "</section>\n"
    }

    private func summary(_ scenes: [(scene: Scene, drawings: [SceneDrawing])]) -> String {
        let platform = document.platform.rawValue
        let count = scenes.count
        return "\(document.kind.rawValue), \(platform), \(count) scene\(count == 1 ? "" : "s") drawn"
    }

    /// Where each finding's link goes: the entry of the view it concerns (a constraint's first
    /// item), else its scene's picture.
    private func targets(_ scenes: [(scene: Scene, drawings: [SceneDrawing])]) -> [ObjectID: String] {
        var targets: [ObjectID: String] = [:]
        for (scene, drawings) in scenes {
            if let first = drawings.first { targets[scene.id] = first.anchor }
            for item in scene.items {
                guard let drawing = drawings.first(where: { $0.draws(item.id) }) else { continue }
                targets[item.id] = drawing.entryID(item.id)
            }
            for constraint in scene.constraints {
                let drawing = drawings.first { $0.draws(constraint.first.item) }
                targets[constraint.id] = drawing.map { $0.entryID(constraint.first.item) } ?? targets[scene.id]
            }
        }
        return targets
    }

    private func section(_ scene: Scene, _ drawing: SceneDrawing, listed: inout ListedEntries) -> String {
        let layout = drawing.layout
        var title = "Scene \u{201C}\(scene.name)\u{201D} (id \(scene.id), line \(scene.location.line))"
        if document.traitKeysUsed.count > 0 || layout.configuration != .any { title += ", \(layout.configuration.ibKey)" }
        title += ", \(HTMLEscaping.number(drawing.canvas.rootSize.width)) × \(HTMLEscaping.number(drawing.canvas.rootSize.height))"
        var out = "<section class=\"scene-section\" id=\"\(drawing.anchor)\">\n<h3>\(HTMLEscaping.text(title))</h3>\n"
        out += "<p>\(HTMLEscaping.text(verdict(drawing)))</p>\n"
        out += "<div class=\"canvas-row\"><figure>\n" + drawing.svg
        out += "<figcaption id=\"\(drawing.anchor)-caption\">\(HTMLEscaping.text(title)), drawn at "
            + "\(HTMLEscaping.number(drawing.canvas.scale * 100))%</figcaption></figure>\n"
        out += "<aside class=\"inspector\" id=\"\(drawing.anchor)-inspector\" aria-live=\"polite\">"
            + "<p class=\"muted\">Point at or select a view to see the constraints that affect it.</p></aside></div>\n"
        out += viewEntries(drawing, listed: &listed)
        return out + "</section>\n"
    }

    /// The scene's state in words, for readers who do not see the picture.
    private func verdict(_ drawing: SceneDrawing) -> String {
        let status = drawing.status
        var parts: [String] = []
        let conflicts = drawing.layout.conflicts.count
        parts.append(conflicts == 0 ? "No unsatisfiable constraints" : "\(conflicts) unsatisfiable set\(conflicts == 1 ? "" : "s") (views in red, broken constraint thick red)")
        let ambiguous = status.ambiguous.count
        parts.append(ambiguous == 0 ? "no ambiguous views" : "\(ambiguous) ambiguous view\(ambiguous == 1 ? "" : "s") (orange, with bands where they may move)")
        if !status.storedFrames.isEmpty { parts.append("\(status.storedFrames.count) misplaced (stored frame dashed)") }
        if !status.brokenOthers.isEmpty { parts.append("broken: " + status.brokenOthers.joined(separator: ", ")) }
        return parts.joined(separator: "; ") + "."
    }

    /// The entries already written in a scene, by their text: a view whose constraints and frame
    /// read the same in another configuration points at the first entry instead of repeating it,
    /// so the page grows with the scene, not with scene × configurations.
    struct ListedEntries {
        var entryByText: [String: (id: String, configuration: String)] = [:]
    }

    /// Every drawn item's constraints per axis, as `explain --view` words them.
    private func viewEntries(_ drawing: SceneDrawing, listed: inout ListedEntries) -> String {
        var seen = Set<ObjectID>()
        let items = drawing.layout.system.items.filter { drawing.draws($0.id) && seen.insert($0.id).inserted }
        var out = "<details class=\"views\"><summary>Views and layout guides, with the constraints affecting each (\(items.count))</summary>\n"
        for item in items {
            let text = LayoutExplanation.constraintsAffecting(item.id, layout: drawing.layout, wording: drawing.wording)
            let entryID = drawing.entryID(item.id)
            out += "<details class=\"view-entry\" id=\"\(HTMLEscaping.attribute(entryID))\" data-for=\"\(HTMLEscaping.attribute(item.id))\" "
                + "data-anchor=\"\(drawing.anchor)\"\(listed.entryByText[text].map { " data-text=\"\(HTMLEscaping.attribute($0.id))\"" } ?? "")>"
                + "<summary>\(HTMLEscaping.text(drawing.wording.plainName(item.id))) "
                + "(\(HTMLEscaping.text(document.path)):\(item.location.line))</summary>"
            if let first = listed.entryByText[text] {
                out += "<p>Constraints and frame as in <a href=\"#\(HTMLEscaping.attribute(first.id))\">\(HTMLEscaping.text(first.configuration))</a>.</p></details>\n"
            } else {
                listed.entryByText[text] = (entryID, drawing.layout.configuration.ibKey)
                out += "<pre>\(HTMLEscaping.text(text))</pre></details>\n"
            }
        }
        return out + "</details>\n"
    }
}
