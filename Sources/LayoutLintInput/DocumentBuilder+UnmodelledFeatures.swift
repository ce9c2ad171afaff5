import LayoutLintModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DocumentBuilder {
    /// Records what the element uses that layoutlint does not model (`KnownVocabulary`'s
    /// `unsupported` names), once per scene, feature and view.
    func recordUnmodelledFeatures(_ element: XMLElement, name: String, item: ObjectID?) {
        guard isInScene else { return }
        if let effect = KnownVocabulary.unsupportedElements[name] {
            record("<\(name)>", item: item, element: element, effect: effect)
        } else if KnownVocabulary.elementsWithUnsupportedKeys.contains(name), let key = element.attribute("key"),
           let effect = KnownVocabulary.unsupportedKeys["\(name)@\(key)"] {
            record("<\(name) key=\"\(key)\">", item: item, element: element, effect: effect)
        }
        for (index, value) in Self.unsupportedAttributes(of: element) {
            let attribute = KnownVocabulary.unsupportedAttributes[index]
            guard attribute.value == nil || attribute.value == value else { continue }
            // Forcing the direction of a view, or not resizing its subviews, does nothing to the
            // layout of a view without subviews (a button's image and title flip, no constraint).
            if Self.actOnSubviews.contains(attribute.effect) && element.firstChild(named: "subviews") == nil { continue }
            record("\(attribute.name)=\"\(value)\"", item: item, element: element, effect: attribute.effect)
        }
    }

    /// The element's attributes that `KnownVocabulary.unsupportedAttributes` lists, as indices into
    /// that list in its order, with their values. One pass over the element's attributes, which
    /// for most elements match none of the names, instead of one scan of them per listed name.
    private static func unsupportedAttributes(of element: XMLElement) -> [(index: Int, value: String)] {
        let names = unsupportedAttributeNames
        var found: [(index: Int, value: String)] = []
        for property in element.properties {
            // The first of two attributes with one name (possible with namespaces) is the one read.
            guard let index = names.firstIndex(where: { XMLElement.isNamed(property, $0) }),
                  !found.contains(where: { $0.index == index }) else { continue }
            found.append((index, XMLElement.value(of: property)))
        }
        return found.count > 1 ? found.sorted { $0.index < $1.index } : found
    }

    /// `KnownVocabulary.unsupportedAttributes`' names as C strings, made once and kept for the
    /// process's life (they are compared with libxml2's attribute names).
    private static let unsupportedAttributeNames: [UnsafePointer<CChar>] = KnownVocabulary.unsupportedAttributes.map {
        UnsafePointer(strdup($0.name)!)
    }

    private static let actOnSubviews: Set<UnmodelledFeature.Effect> = [.layoutDirection, .autoresizing]

    private func record(_ feature: String, item: ObjectID?, element: XMLElement, effect: UnmodelledFeature.Effect) {
        guard !scene!.unmodelledFeatures.contains(where: { $0.name == feature && $0.item == item }) else { return }
        scene!.unmodelledFeatures.append(UnmodelledFeature(name: feature, item: item, location: location(element), effect: effect))
    }
}
