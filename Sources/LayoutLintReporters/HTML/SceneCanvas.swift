import LayoutLintEngine
import LayoutLintModel

/// A solved scene's frames in one coordinate space, as Interface Builder's canvas draws them: the
/// root at the origin, y pointing down, every item placed inside its superview (AppKit's unflipped
/// superviews count y from their bottom edge). Boxes with a negative solved size are drawn over
/// the extent they span.
struct SceneCanvas {
    /// The item's frame in root coordinates, with the signed size the solver gave.
    private let placed: [ObjectID: Rect]
    let root: ObjectID?
    let rootSize: Size
    /// Pixels per point: the root fits in `maximumWidth` × `maximumHeight` pixels, never enlarged.
    let scale: Double
    /// The area drawn, in points: the root and what sticks out of it, within reason.
    let viewBox: Rect

    static let maximumWidth = 720.0
    static let maximumHeight = 1000.0
    /// Room around the root for views outside it and for the I-beams of its edges, in points.
    static let margin = 16.0

    init(layout: SceneLayout) {
        root = layout.system.items.first { $0.parent == nil && $0.kind == .view && layout.frames[$0.id] != nil }?.id
        let parents = Dictionary(layout.system.items.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var placed: [ObjectID: Rect] = [:]
        for item in layout.system.items { _ = Self.place(item.id, parents: parents, layout: layout, into: &placed) }
        self.placed = placed
        let rootFrame = root.flatMap { layout.frames[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        rootSize = Size(width: abs(rootFrame.width), height: abs(rootFrame.height))
        scale = Self.scale(for: rootSize)
        viewBox = Self.extent(of: placed.values, root: rootSize)
    }

    func box(_ id: ObjectID) -> Rect? { placed[id].map(Self.normalized) }

    /// A rect in root coordinates given relative to `parent` (a stored frame, say).
    func place(_ frame: Rect, in parent: ObjectID?, unflipped: Bool) -> Rect {
        guard let parent, let outer = placed[parent] else { return frame }
        let y = unflipped ? outer.height - frame.y - frame.height : frame.y
        return Rect(x: outer.x + frame.x, y: outer.y + y, width: frame.width, height: frame.height)
    }

    private static func place(_ id: ObjectID, parents: [ObjectID: ObjectID?], layout: SceneLayout, into placed: inout [ObjectID: Rect]) -> Rect? {
        if let known = placed[id] { return known }
        guard let frame = layout.frames[id], let parent = parents[id] else { return nil }
        let rect: Rect
        if let parent {
            guard layout.frames[parent] != nil, let outer = place(parent, parents: parents, layout: layout, into: &placed) else { return nil }
            let y = layout.system.unflippedParents.contains(parent) ? outer.height - frame.y - frame.height : frame.y
            rect = Rect(x: outer.x + frame.x, y: outer.y + y, width: frame.width, height: frame.height)
        } else {
            // Roots are drawn at the origin: where a xib keeps a top-level view on its canvas says
            // nothing about the layout.
            rect = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        }
        placed[id] = rect
        return rect
    }

    static func normalized(_ rect: Rect) -> Rect {
        Rect(x: min(rect.x, rect.x + rect.width), y: min(rect.y, rect.y + rect.height),
             width: abs(rect.width), height: abs(rect.height))
    }

    private static func scale(for size: Size) -> Double {
        var scale = 1.0
        if size.width > maximumWidth { scale = maximumWidth / size.width }
        if size.height * scale > maximumHeight { scale = maximumHeight / size.height }
        return scale
    }

    /// The union of every box with the root, each side at most one root size beyond the root (a
    /// view placed thousands of points away would otherwise shrink the picture to nothing).
    private static func extent(of rects: Dictionary<ObjectID, Rect>.Values, root: Size) -> Rect {
        var minX = 0.0, minY = 0.0, maxX = root.width, maxY = root.height
        for rect in rects.lazy.map(normalized) {
            minX = min(minX, max(rect.x, -root.width))
            minY = min(minY, max(rect.y, -root.height))
            maxX = max(maxX, min(rect.x + rect.width, 2 * root.width))
            maxY = max(maxY, min(rect.y + rect.height, 2 * root.height))
        }
        return Rect(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }
}
