import LayoutLintModel

extension DocumentBuilder {
    /// Records what the element uses that layoutlint does not model (`KnownVocabulary`'s
    /// `unsupported` names), once per scene, feature and view.
    func recordUnmodelledFeatures(_ element: XMLElement, name: String, item: ObjectID?) {
        guard scene != nil else { return }
        if let effect = KnownVocabulary.unsupportedElements[name] {
            record("<\(name)>", item: item, element: element, effect: effect)
        } else if KnownVocabulary.elementsWithUnsupportedKeys.contains(name), let key = element.attribute("key"),
           let effect = KnownVocabulary.unsupportedKeys["\(name)@\(key)"] {
            record("<\(name) key=\"\(key)\">", item: item, element: element, effect: effect)
        }
        for attribute in KnownVocabulary.unsupportedAttributes {
            guard let value = element.attribute(named: attribute.name), attribute.value == nil || attribute.value == value else { continue }
            // Forcing the direction of a view, or not resizing its subviews, does nothing to the
            // layout of a view without subviews (a button's image and title flip, no constraint).
            if Self.actOnSubviews.contains(attribute.effect) && element.firstChild(named: "subviews") == nil { continue }
            record("\(attribute.name)=\"\(value)\"", item: item, element: element, effect: attribute.effect)
        }
    }

    private static let actOnSubviews: Set<UnmodelledFeature.Effect> = [.layoutDirection, .autoresizing]

    private func record(_ feature: String, item: ObjectID?, element: XMLElement, effect: UnmodelledFeature.Effect) {
        guard !scene!.unmodelledFeatures.contains(where: { $0.name == feature && $0.item == item }) else { return }
        scene!.unmodelledFeatures.append(UnmodelledFeature(name: feature, item: item, location: location(element), effect: effect))
    }
}
