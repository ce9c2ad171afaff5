import LayoutLintModel

extension Rule {
    /// A finding of this rule at its default severity that holds only in some size classes
    /// (`sizeClasses` empty: in every configuration the document has).
    func finding(in document: Document, at location: SourceLocation, element: ObjectID?, scene: ObjectID?,
                 sizeClasses: [TraitKey], _ message: String) -> Finding {
        var result = finding(in: document, at: location, element: element, scene: scene, message)
        result.sizeClasses = sizeClasses
        return result
    }
}

extension Constraint {
    /// Whether UIKit would create the constraint at all. The best-practice rules skip the others:
    /// invalid-constraint already reports them, and reasoning about a constraint that never exists
    /// would only add noise.
    var isWellFormed: Bool {
        guard first.attribute.axis != nil, priority.isValid, multiplier.value != nil, unreadable.isEmpty else { return false }
        guard let second else { return first.attribute.isSize }
        guard let secondAxis = second.attribute.axis else { return false }
        if first.attribute.isPosition != second.attribute.isPosition { return false }
        if first.attribute.isPosition {
            if first.attribute.axis != secondAxis || multiplier.value == 0 { return false }
            if let one = first.attribute.direction, let other = second.attribute.direction, one != other { return false }
        }
        return true
    }

    /// Both anchors, the second only when there is one.
    var anchors: [Anchor] {
        second.map { [first, $0] } ?? [first]
    }
}

/// The configurations in which something holds, per element, gathered while walking every
/// configuration, and turned into the size classes a finding names.
struct ConfigurationTally<Key: Hashable> {
    private(set) var order: [Key] = []
    private var configurations: [Key: [TraitKey]] = [:]

    mutating func record(_ key: Key, in configuration: TraitKey) {
        if configurations[key] == nil { order.append(key) }
        configurations[key, default: []].append(configuration)
    }

    func configurations(of key: Key) -> [TraitKey] {
        configurations[key] ?? []
    }

    /// Keys in the order first recorded, with the size classes they hold in.
    func entries(summarizedBy configurations: SizeClassConfigurations) -> [(key: Key, sizeClasses: [TraitKey])] {
        order.map { ($0, configurations.summary(of: self.configurations[$0] ?? [])) }
    }
}
