import LayoutLintModel

/// The items of a scene that exist in one size-class configuration, in scene order (parents
/// before children), with lookups by id.
struct InstalledItems {
    let all: [LayoutItem]
    private let byID: [ObjectID: LayoutItem]

    /// An item is there when it is installed in the configuration and so is its parent.
    init(scene: Scene, configuration: TraitKey) {
        var all: [LayoutItem] = []
        var byID: [ObjectID: LayoutItem] = [:]
        for item in scene.items {
            guard item.installation.isInstalled(in: configuration) else { continue }
            if let parent = item.parent, byID[parent] == nil { continue }
            all.append(item)
            byID[item.id] = item
        }
        self.all = all
        self.byID = byID
    }

    subscript(id: ObjectID) -> LayoutItem? { byID[id] }

    func parent(of item: LayoutItem) -> LayoutItem? { item.parent.flatMap { byID[$0] } }

    /// How many items: no chain of parents is longer unless it is a cycle, which colliding ids
    /// in a damaged file can make; walks up stop there.
    var count: Int { byID.count }

    func isDescendant(_ id: ObjectID, of ancestor: ObjectID) -> Bool {
        var current = byID[id]?.parent
        var steps = 0
        while let parent = current, steps <= byID.count {
            if parent == ancestor { return true }
            current = byID[parent]?.parent
            steps += 1
        }
        return false
    }
}
