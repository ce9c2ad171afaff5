import LayoutLintEngine
import LayoutLintModel
import LayoutLintRules

/// Constraints drawn as Interface Builder's canvas draws them: an I-beam for a spacing or a size,
/// a line for an alignment. Required constraints are solid, optional ones dashed (high priority)
/// or dotted (low); the broken constraint of a conflict is red.
struct ConstraintMarks {
    let canvas: SceneCanvas
    let status: SceneStatus
    let wording: ConsoleLogWording
    /// Each view's layout margins guide, where the system has one: margin attributes end there.
    let marginGuides: [ObjectID: ObjectID]

    init(canvas: SceneCanvas, status: SceneStatus, layout: SceneLayout, wording: ConsoleLogWording) {
        self.canvas = canvas
        self.status = status
        self.wording = wording
        var guides: [ObjectID: ObjectID] = [:]
        for item in layout.system.items {
            if case .layoutGuide(.layoutMargins) = item.kind, let parent = item.parent { guides[parent] = item.id }
        }
        marginGuides = guides
    }

    /// One `<path>` per constraint of the configuration that both ends of can be drawn.
    func svg(_ constraints: [Constraint], configuration: TraitKey) -> String {
        var out = ""
        for constraint in constraints where !constraint.isPlaceholder && constraint.installation.isInstalled(in: configuration) {
            guard let path = path(of: constraint) else { continue }
            let items = ([constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])).joined(separator: " ")
            let title = "\(wording.describe(constraint)) (id \(constraint.id), line \(constraint.location.line))"
            out += "<path class=\"constraint \(classes(of: constraint))\" d=\"\(path)\" data-constraint=\"\(HTMLEscaping.attribute(constraint.id))\" "
                + "data-items=\"\(HTMLEscaping.attribute(items))\"><title>\(HTMLEscaping.text(title))</title></path>\n"
        }
        return out
    }

    private func classes(of constraint: Constraint) -> String {
        var names: [String]
        if constraint.priority.rawValue >= Priority.required.rawValue {
            names = ["required"]
        } else if constraint.priority.rawValue >= Priority.defaultHigh.rawValue {
            names = ["optional", "high"]
        } else {
            names = ["optional", "low"]
        }
        if status.conflictConstraints.contains(constraint.id) { names.append("conflict") }
        if status.brokenConstraints.contains(constraint.id) { names.append("broken") }
        return names.joined(separator: " ")
    }

    private func path(of constraint: Constraint) -> String? {
        guard let first = box(constraint.first.item, constraint.first.attribute), let axis = constraint.first.attribute.axis else { return nil }
        let second = constraint.second.flatMap { anchor -> (Rect, LayoutAttribute)? in
            guard anchor.attribute != .notAnAttribute, let rect = box(anchor.item, anchor.attribute) else { return nil }
            return (rect, anchor.attribute)
        }
        if constraint.first.attribute.isSize {
            var path = sizeBeam(first, axis: axis)
            if let (rect, attribute) = second, attribute.isSize { path += " " + sizeBeam(rect, axis: attribute.axis ?? axis) }
            return path
        }
        guard let (other, attribute) = second, attribute.axis == axis, !attribute.isSize else { return nil }
        let from = position(first, constraint.first.attribute, axis: axis)
        let to = position(other, attribute, axis: axis)
        if abs(from - to) < 0.5 { return alignmentLine(at: from, axis: axis, spanning: first, other) }
        return spacingBeam(from: from, to: to, axis: axis, across: crossPosition(first, other, axis: axis))
    }

    /// The item's box, or its margins guide's for a margin attribute.
    private func box(_ id: ObjectID, _ attribute: LayoutAttribute) -> Rect? {
        if attribute.isMargin, let guide = marginGuides[id], let rect = canvas.box(guide) { return rect }
        return canvas.box(id)
    }

    private func position(_ rect: Rect, _ attribute: LayoutAttribute, axis: Axis) -> Double {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return rect.x
        case .right, .trailing, .rightMargin, .trailingMargin: return rect.x + rect.width
        case .centerX, .centerXWithinMargins: return rect.x + rect.width / 2
        case .top, .topMargin, .firstBaseline: return rect.y
        case .bottom, .bottomMargin, .lastBaseline: return rect.y + rect.height
        case .centerY, .centerYWithinMargins: return rect.y + rect.height / 2
        default: return axis == .horizontal ? rect.x : rect.y
        }
    }

    /// Where across the axis a spacing is drawn: the middle of what the two boxes share, else the
    /// middle of the first.
    private func crossPosition(_ one: Rect, _ other: Rect, axis: Axis) -> Double {
        let (start1, end1, start2, end2) = axis == .horizontal
            ? (one.y, one.y + one.height, other.y, other.y + other.height)
            : (one.x, one.x + one.width, other.x, other.x + other.width)
        let low = max(start1, start2), high = min(end1, end2)
        return low <= high ? (low + high) / 2 : (start1 + end1) / 2
    }

    /// Half an I-beam's cap, in points (3 px on screen).
    private var cap: Double { 3 / canvas.scale }

    private func spacingBeam(from: Double, to: Double, axis: Axis, across: Double) -> String {
        let (a, b, c) = (HTMLEscaping.number(from), HTMLEscaping.number(to), HTMLEscaping.number(across))
        let (low, high) = (HTMLEscaping.number(across - cap), HTMLEscaping.number(across + cap))
        if axis == .horizontal { return "M\(a) \(c)H\(b)M\(a) \(low)V\(high)M\(b) \(low)V\(high)" }
        return "M\(c) \(a)V\(b)M\(low) \(a)H\(high)M\(low) \(b)H\(high)"
    }

    /// A size as an I-beam just inside the box's far edge.
    private func sizeBeam(_ rect: Rect, axis: Axis) -> String {
        if axis == .horizontal {
            return spacingBeam(from: rect.x, to: rect.x + rect.width, axis: .horizontal, across: rect.y + rect.height - 2 * cap)
        }
        return spacingBeam(from: rect.y, to: rect.y + rect.height, axis: .vertical, across: rect.x + rect.width - 2 * cap)
    }

    private func alignmentLine(at value: Double, axis: Axis, spanning one: Rect, _ other: Rect) -> String {
        let v = HTMLEscaping.number(value)
        if axis == .horizontal {
            let low = min(one.y, other.y), high = max(one.y + one.height, other.y + other.height)
            return "M\(v) \(HTMLEscaping.number(low))V\(HTMLEscaping.number(high))"
        }
        let low = min(one.x, other.x), high = max(one.x + one.width, other.x + other.width)
        return "M\(HTMLEscaping.number(low)) \(v)H\(HTMLEscaping.number(high))"
    }
}
