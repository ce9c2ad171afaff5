import LayoutLintEngine
import LayoutLintModel
import LayoutLintRules

/// One scene in one configuration: the `<svg>` picture and, beside it, every view's constraints in
/// words (the text of `explain --view`), which is also how the page reads without the picture.
struct SceneDrawing {
    let scene: Scene
    let layout: SceneLayout
    let canvas: SceneCanvas
    let status: SceneStatus
    let wording: ConsoleLogWording
    /// Unique in the page: the scene's section id, and the prefix of its views' entries.
    let anchor: String

    init(scene: Scene, layout: SceneLayout, document: Document, isSavedConfiguration: Bool, anchor: String) {
        self.scene = scene
        self.layout = layout
        self.anchor = anchor
        canvas = SceneCanvas(layout: layout)
        status = SceneStatus(layout: layout, document: document, isSavedConfiguration: isSavedConfiguration)
        wording = ConsoleLogWording(layout: layout)
    }

    /// The id of a view's entry in the page.
    func entryID(_ item: ObjectID) -> String { "\(anchor)-\(item)" }

    func draws(_ item: ObjectID) -> Bool { canvas.box(item) != nil }

    var svg: String {
        let box = canvas.viewBox
        let width = HTMLEscaping.number(box.width * canvas.scale), height = HTMLEscaping.number(box.height * canvas.scale)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"scene\" data-scene=\"\(HTMLEscaping.attribute(scene.id))\" "
            + "data-size-class=\"\(HTMLEscaping.attribute(layout.configuration.ibKey))\" data-scale=\"\(canvas.scale)\" "
            + "data-anchor=\"\(anchor)\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"\(HTMLEscaping.number(box.x)) \(HTMLEscaping.number(box.y)) \(HTMLEscaping.number(box.width)) \(HTMLEscaping.number(box.height))\" "
            + "style=\"--unit:\(HTMLEscaping.number(1 / canvas.scale))\" role=\"img\" aria-labelledby=\"\(anchor)-caption\">\n"
        var guides = ""
        for item in layout.system.items {
            guard let rect = canvas.box(item.id) else { continue }
            if item.kind == .view {
                out += view(item, rect)
            } else {
                guides += element(item, rect, classes: ["guide", guideClass(item)] + marks(item.id))
            }
        }
        out += guides + ambiguityBands() + storedFrames()
        out += ConstraintMarks(canvas: canvas, status: status, layout: layout, wording: wording).svg(scene.constraints, configuration: layout.configuration)
        return out + "</svg>\n"
    }

    private func view(_ item: LayoutItem, _ rect: Rect) -> String {
        var classes = ["view"]
        if item.parent == nil { classes.append("root") }
        classes += marks(item.id)
        if item.isHidden { classes.append("hidden") }
        var out = element(item, rect, classes: classes)
        if let text = item.text, !text.isEmpty { out += label(text, in: rect) }
        return out
    }

    /// What the item's outline says: ambiguous, in a conflict, misplaced.
    private func marks(_ id: ObjectID) -> [String] {
        var classes: [String] = []
        if status.ambiguous[id] != nil { classes.append("ambiguous") }
        if status.conflicting.contains(id) { classes.append("conflict") }
        if status.storedFrames[id] != nil { classes.append("misplaced") }
        return classes
    }

    private func guideClass(_ item: LayoutItem) -> String {
        if case .layoutGuide(let kind) = item.kind { return "guide-\(kind)" }
        return "guide-other"
    }

    private func element(_ item: LayoutItem, _ rect: Rect, classes: [String]) -> String {
        var title = "\(wording.plainName(item.id)) (id \(item.id), line \(item.location.line))"
        if let quantities = status.ambiguous[item.id] {
            title += ": ambiguous " + quantities.map(LayoutExplanation.traceName).joined(separator: ", ")
        }
        return "<rect class=\"\(classes.joined(separator: " "))\" data-id=\"\(HTMLEscaping.attribute(item.id))\" "
            + "x=\"\(HTMLEscaping.number(rect.x))\" y=\"\(HTMLEscaping.number(rect.y))\" "
            + "width=\"\(HTMLEscaping.number(rect.width))\" height=\"\(HTMLEscaping.number(rect.height))\">"
            + "<title>\(HTMLEscaping.text(title))</title></rect>\n"
    }

    /// A label's text at its top left, cut to what fits at about 7 px a character.
    private func label(_ text: String, in rect: Rect) -> String {
        let room = Int(rect.width * canvas.scale / 7)
        guard room >= 2, rect.height * canvas.scale >= 8 else { return "" }
        let flat = ConstraintWording.escapingLineBreaks(text)
        let shown = flat.count > room ? String(flat.prefix(room - 1)) + "…" : flat
        let size = 11 / canvas.scale
        return "<text class=\"label-text\" x=\"\(HTMLEscaping.number(rect.x + 3 / canvas.scale))\" "
            + "y=\"\(HTMLEscaping.number(rect.y + min(rect.height / 2 + size / 3, size + 2 / canvas.scale)))\" "
            + "font-size=\"\(HTMLEscaping.number(size))\">\(HTMLEscaping.text(shown))</text>\n"
    }

    /// Where an ambiguous view may be: the range the solver finds for each undetermined quantity
    /// (a position shifts the whole box, a size moves its far edge), out to the superview's edge on
    /// a side nothing bounds.
    private func ambiguityBands() -> String {
        var out = ""
        for item in layout.system.items {
            guard let quantities = status.ambiguous[item.id], let rect = canvas.box(item.id) else { continue }
            let outer = item.parent.flatMap { canvas.box($0) } ?? rect
            for quantity in quantities {
                let movement = status.ambiguityRanges[item.id]?[quantity] ?? Movement(down: nil, up: nil)
                let band = Self.band(rect, quantity, movement, outer: outer)
                out += "<rect class=\"ambiguity-band band-\(quantity.rawValue)\" data-band-for=\"\(HTMLEscaping.attribute(item.id))\" "
                    + "x=\"\(HTMLEscaping.number(band.x))\" y=\"\(HTMLEscaping.number(band.y))\" "
                    + "width=\"\(HTMLEscaping.number(band.width))\" height=\"\(HTMLEscaping.number(band.height))\"/>\n"
            }
        }
        return out
    }

    /// The union of the boxes a view takes as one quantity runs over its range.
    static func band(_ rect: Rect, _ quantity: LayoutQuantity, _ movement: Movement, outer: Rect) -> Rect {
        let horizontal = quantity.axis == .horizontal
        let start = horizontal ? rect.x : rect.y, length = horizontal ? rect.width : rect.height
        let outerStart = horizontal ? outer.x : outer.y, outerEnd = outerStart + (horizontal ? outer.width : outer.height)
        let isPosition = quantity == .minX || quantity == .minY
        let low = isPosition ? movement.down.map { start + $0 } ?? min(start, outerStart) : start
        let high = movement.up.map { start + length + $0 } ?? max(start + length, outerEnd)
        return horizontal ? Rect(x: low, y: rect.y, width: high - low, height: rect.height)
            : Rect(x: rect.x, y: low, width: rect.width, height: high - low)
    }

    private func storedFrames() -> String {
        var out = ""
        for item in layout.system.items {
            guard let stored = status.storedFrames[item.id] else { continue }
            let rect = SceneCanvas.normalized(canvas.place(stored, in: item.parent, unflipped: item.parent.map { layout.system.unflippedParents.contains($0) } ?? false))
            out += "<rect class=\"stored-frame misplaced\" data-stored-for=\"\(HTMLEscaping.attribute(item.id))\" "
                + "x=\"\(HTMLEscaping.number(rect.x))\" y=\"\(HTMLEscaping.number(rect.y))\" "
                + "width=\"\(HTMLEscaping.number(rect.width))\" height=\"\(HTMLEscaping.number(rect.height))\">"
                + "<title>stored frame of \(HTMLEscaping.text(wording.plainName(item.id)))</title></rect>\n"
        }
        return out
    }
}
