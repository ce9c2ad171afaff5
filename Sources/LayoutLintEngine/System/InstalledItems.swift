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

    /// The items above `item`, nearest first (see `ParentChain`: it ends on a cycle of parents).
    func ancestors(of item: LayoutItem) -> [LayoutItem] {
        ParentChain.ancestors(of: item.id) { byID[$0]?.parent }.compactMap { byID[$0] }
    }

    func isDescendant(_ id: ObjectID, of ancestor: ObjectID) -> Bool {
        ParentChain.ancestors(of: id) { byID[$0]?.parent }.contains(ancestor)
    }
}
