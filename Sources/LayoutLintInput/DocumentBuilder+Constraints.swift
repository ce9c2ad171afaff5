import LayoutLintModel

extension DocumentBuilder {
    func readConstraint(_ element: XMLElement, id: String?, owner: ObjectID?) {
        guard isInScene, let owner else { return }
        var unreadable: [String: String] = [:]
        let firstItem = element.attribute("firstItem")
        let firstAttribute = element.attribute("firstAttribute").map(LayoutAttribute.init(ibName:)) ?? .unknown("")
        var relation = Relation.equal
        switch element.attribute("relation") {
        case nil, "equal"?: relation = .equal
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case let other?: unreadable["relation"] = other
        }
        var second: Anchor?
        if let secondItem = element.attribute("secondItem") {
            second = Anchor(item: secondItem, attribute: element.attribute("secondAttribute").map(LayoutAttribute.init(ibName:)) ?? .unknown(""))
        } else if let secondAttribute = element.attribute("secondAttribute"), secondAttribute != "notAnAttribute" {
            unreadable["secondAttribute"] = secondAttribute
        }
        let location = location(element)
        let constraint = Constraint(
            id: id ?? "constraint@\(location.line)", location: location, owner: owner,
            first: Anchor(item: firstItem ?? owner, attribute: firstAttribute), relation: relation, second: second,
            multiplier: multiplier(element),
            constant: readNumber(element, "constant", default: 0, unreadable: &unreadable),
            priority: Priority(readNumber(element, "priority", default: 1000, unreadable: &unreadable)),
            isSymbolic: element.boolAttribute("symbolic"), isPlaceholder: element.boolAttribute("placeholder"),
            identifier: element.attribute("identifier"), userLabel: element.attribute("userLabel"),
            firstItemWasImplicit: firstItem == nil, unreadable: unreadable)
        scene!.constraints.append(constraint)
        let index = scene!.constraints.count - 1
        for child in element.children where child.isNamed("variation") {
            guard let key = child.attribute("key").flatMap(TraitKey.init(ibKey:)) else { continue }
            if let constant = number(child, "constant") {
                scene!.constraints[index].constantOverrides.set(constant, for: key)
            }
        }
    }

    /// A ratio that parses is checked like any other number: `1e300:1e-300` is finite too.
    private func multiplier(_ element: XMLElement) -> Multiplier {
        guard let text = element.attribute("multiplier") else { return .one }
        let multiplier = Multiplier(parsing: text)
        if let value = multiplier.value { checkRange(value, text: text, of: element, "multiplier") }
        return multiplier
    }

    private func readNumber(_ element: XMLElement, _ attribute: StaticString, default fallback: Double,
                            unreadable: inout [String: String]) -> Double {
        guard let text = element.attribute(attribute) else { return fallback }
        if let value = number(text, of: element, attribute.description) { return value }
        unreadable[attribute.description] = text
        return fallback
    }
}
