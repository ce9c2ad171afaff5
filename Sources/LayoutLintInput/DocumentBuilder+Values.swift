import LayoutLintModel

extension DocumentBuilder {
    func rect(_ element: XMLElement) -> Rect {
        Rect(x: number(element, "x") ?? 0, y: number(element, "y") ?? 0,
             width: number(element, "width") ?? 0, height: number(element, "height") ?? 0)
    }

    /// An `<edgeInsets>` (left, right) or `<directionalEdgeInsets>` (leading, trailing) element.
    func edgeInsets(_ element: XMLElement) -> EdgeInsets {
        let directional = element.isNamed("directionalEdgeInsets")
        return EdgeInsets(top: number(element, "top") ?? 0,
                          leading: number(element, directional ? "leading" : "left") ?? 0,
                          bottom: number(element, "bottom") ?? 0,
                          trailing: number(element, directional ? "trailing" : "right") ?? 0)
    }

    /// Xcode 8.0's `<frame key="frameInset">`: the frame as insets from the superview's bounds,
    /// `minX`/`minY` from its leading and top edges, `maxX`/`maxY` from its trailing and bottom
    /// ones, and `width`/`height` where the size is fixed; what is left out is 0 (an empty one
    /// fills the superview). `nil` when an inset from the far edge needs a superview size the file
    /// does not give.
    func frameInset(_ element: XMLElement, in parent: Rect?) -> Rect? {
        func span(_ minKey: StaticString, _ maxKey: StaticString, _ sizeKey: StaticString,
                  _ parentSize: Double?) -> (origin: Double, size: Double)? {
            let low = number(element, minKey), high = number(element, maxKey)
            if let size = number(element, sizeKey) {
                if low == nil, let high { return parentSize.map { ($0 - high - size, size) } }
                return (low ?? 0, size)
            }
            return parentSize.map { (low ?? 0, $0 - (low ?? 0) - (high ?? 0)) }
        }
        guard let x = span("minX", "maxX", "width", parent?.width),
              let y = span("minY", "maxY", "height", parent?.height) else { return nil }
        return Rect(x: x.origin, y: y.origin, width: x.size, height: y.size)
    }
}
