import LayoutLintModel

/// The solver variables of a scene's items: four edges per view and guide, and a second set of
/// edges for each UIScrollView's content area. Fixed once made; the content and frame layout
/// guides of a scroll view are aliases of its content area and its own edges.
struct ItemVariables {
    private(set) var edges: [ObjectID: EdgeVariables] = [:]
    private(set) var contentAreas: [ObjectID: EdgeVariables] = [:]
    /// How many variables were made; the draft numbers further ones from here.
    private(set) var count = 0

    init(items: InstalledItems, platform: Platform) {
        for item in items.all {
            switch item.kind {
            case .layoutGuide(.frameLayoutGuide), .layoutGuide(.contentLayoutGuide):
                continue
            default:
                edges[item.id] = newEdges()
            }
        }
        for item in items.all where Self.hasContentArea(item, platform: platform) {
            contentAreas[item.id] = newEdges()
        }
        for item in items.all {
            guard let parent = item.parent else { continue }
            switch item.kind {
            case .layoutGuide(.frameLayoutGuide): edges[item.id] = edges[parent]
            case .layoutGuide(.contentLayoutGuide): edges[item.id] = contentAreas[parent]
            default: break
            }
        }
    }

    /// UIKit's scrolling views lay their subviews out in a content area of their own; in AppKit
    /// only a scroll view's clip view scrolls, and the scroll view is modelled as the container.
    static func hasContentArea(_ item: LayoutItem, platform: Platform) -> Bool {
        switch item.element {
        case .scrollView: return true
        case .tableView, .collectionView, .textView: return platform != .macOS
        default: return false
        }
    }

    subscript(id: ObjectID) -> EdgeVariables? { edges[id] }

    private mutating func newEdges() -> EdgeVariables {
        func next() -> Variable {
            count += 1
            return Variable(count - 1)
        }
        return EdgeVariables(left: next(), right: next(), top: next(), bottom: next())
    }
}
