/// Look-ups over one scene that rules and the engine need again and again: items and constraints by
/// id, children, and what exists at run time in a size-class configuration.
public struct SceneIndex: Sendable {
    public let scene: Scene
    private let positions: [ObjectID: Int]
    private let childIDs: [ObjectID: [ObjectID]]
    private let constraintPositions: [ObjectID: Int]
    /// Whether some item is installed in some configurations only. Most scenes have none, and
    /// then every item exists in every configuration without walking up its ancestors.
    private let hasConditionalItems: Bool

    public init(_ scene: Scene) {
        self.scene = scene
        var positions: [ObjectID: Int] = [:]
        var childIDs: [ObjectID: [ObjectID]] = [:]
        for (offset, item) in scene.items.enumerated() where positions[item.id] == nil {
            positions[item.id] = offset
            if let parent = item.parent { childIDs[parent, default: []].append(item.id) }
        }
        self.positions = positions
        self.childIDs = childIDs
        var constraintPositions: [ObjectID: Int] = [:]
        for (offset, constraint) in scene.constraints.enumerated() where constraintPositions[constraint.id] == nil {
            constraintPositions[constraint.id] = offset
        }
        self.constraintPositions = constraintPositions
        hasConditionalItems = scene.items.contains { !$0.installation.isAlwaysInstalled }
    }

    public func item(_ id: ObjectID) -> LayoutItem? {
        positions[id].map { scene.items[$0] }
    }

    /// The first constraint with this id (ids are unique unless the file is damaged).
    public func constraint(_ id: ObjectID) -> Constraint? {
        constraintPositions[id].map { scene.constraints[$0] }
    }

    /// Direct children, in document order.
    public func children(of id: ObjectID) -> [ObjectID] {
        childIDs[id] ?? []
    }

    /// Whether `id` is `ancestor` or lies inside it.
    public func isDescendant(_ id: ObjectID, of ancestor: ObjectID) -> Bool {
        ParentChain(from: id) { item($0)?.parent }.contains(ancestor)
    }

    /// An item exists in a configuration when it and every enclosing item are installed there:
    /// uninstalling a view in Interface Builder removes its whole subtree.
    public func isInstalled(item id: ObjectID, in configuration: TraitKey) -> Bool {
        guard hasConditionalItems else { return true }
        return ParentChain(from: id) { item($0)?.parent }.allSatisfy { item($0)?.installation.isInstalled(in: configuration) ?? true }
    }

    /// Whether the constraint is active at run time in a configuration: not a placeholder ("remove at
    /// build time"), installed there, and both its items installed (UIKit drops the constraints of a
    /// view that leaves the hierarchy).
    public func isActive(_ constraint: Constraint, in configuration: TraitKey) -> Bool {
        guard !constraint.isPlaceholder, constraint.installation.isInstalled(in: configuration) else { return false }
        if !isInstalled(item: constraint.first.item, in: configuration) { return false }
        if let second = constraint.second, !isInstalled(item: second.item, in: configuration) { return false }
        return true
    }
}
