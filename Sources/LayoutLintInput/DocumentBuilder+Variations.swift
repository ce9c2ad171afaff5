import LayoutLintModel

extension DocumentBuilder {
    /// A size-class mask entry; its target may be written after the mask, so masks wait for the walk's end.
    struct PendingMask {
        var key: TraitKey
        var target: ObjectID
        var installed: Bool
    }

    func readVariation(_ element: XMLElement, context: Context) {
        guard let key = element.attribute("key").flatMap(TraitKey.init(ibKey:)) else { return }
        if let index = context.itemIndex, isInScene {
            if let axis = element.attribute("axis"), scene!.items[index].stack != nil {
                scene!.items[index].stack!.axisOverrides.set(axis == "vertical" ? .vertical : .horizontal, for: key)
            }
            if let spacing = number(element, "spacing"), scene!.items[index].stack != nil {
                scene!.items[index].stack!.spacingOverrides.set(spacing, for: key)
            }
            if let distribution = element.attribute("distribution"), scene!.items[index].stack != nil {
                scene!.items[index].stack!.distributionOverrides.set(StackDistribution(xmlValue: distribution), for: key)
            }
            if let alignment = element.attribute("alignment"), scene!.items[index].stack != nil {
                scene!.items[index].stack!.alignmentOverrides.set(StackAlignment(xmlValue: alignment), for: key)
            }
        }
        for child in element.children {
            if child.isNamed("mask") {
                for entry in child.children {
                    guard let target = entry.attribute("reference") else { continue }
                    let installed = entry.isNamed("include")
                    guard installed || entry.isNamed("exclude") else { continue }
                    pendingMasks.append(PendingMask(key: key, target: target, installed: installed))
                    references.append(ObjectReference(target: target, source: context.item ?? context.object,
                                                      context: .variationMask, location: location(entry)))
                }
            } else if child.isNamed("rect"), child.attribute("key") == "frame", let index = context.itemIndex, isInScene {
                scene!.items[index].frameOverrides.set(rect(child), for: key)
            }
        }
    }

    func applyMasks() {
        guard !pendingMasks.isEmpty else { return }
        var constraintIndex: [ObjectID: (scene: Int, index: Int)] = [:]
        var itemIndex: [ObjectID: (scene: Int, index: Int)] = [:]
        for (sceneOffset, scene) in scenes.enumerated() {
            for (offset, constraint) in scene.constraints.enumerated() { constraintIndex[constraint.id] = (sceneOffset, offset) }
            for (offset, item) in scene.items.enumerated() { itemIndex[item.id] = (sceneOffset, offset) }
        }
        for mask in pendingMasks {
            if let position = constraintIndex[mask.target] {
                scenes[position.scene].constraints[position.index].installation.set(mask.installed, for: mask.key)
            } else if let position = itemIndex[mask.target] {
                scenes[position.scene].items[position.index].installation.set(mask.installed, for: mask.key)
            }
        }
    }
}
