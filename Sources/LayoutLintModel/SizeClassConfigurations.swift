/// The configurations a document's layout has to be checked in: every final size class (Compact or
/// Regular in both dimensions) once the document varies anything by size class, else one
/// configuration, "any", because every final size class then has the same layout.
///
/// Variations keyed on other traits (`userInterfaceIdiom=mac`) add the four final size classes again
/// with those traits, so a constraint installed only for the Mac idiom is checked there too.
public struct SizeClassConfigurations: Hashable, Sendable {
    /// Sorted; `[.any]` for a document without variations.
    public let all: [TraitKey]

    public init(document: Document) {
        self.init(keysUsed: document.traitKeysUsed)
    }

    public init(keysUsed: [TraitKey]) {
        let varied = keysUsed.filter { $0 != .any }
        guard !varied.isEmpty else {
            all = [.any]
            return
        }
        // `default` masks alone vary nothing by size class, but they are still written next to real
        // keys; the set of extra traits is what multiplies the configurations.
        var traitSets: [[String]] = [[]]
        for key in varied where !key.otherTraits.isEmpty {
            let traits = key.otherTraits.sorted()
            if !traitSets.contains(traits) { traitSets.append(traits) }
        }
        var configurations: [TraitKey] = []
        for traits in traitSets {
            for width in [SizeClassValue.compact, .regular] {
                for height in [SizeClassValue.compact, .regular] {
                    configurations.append(TraitKey(width: width, height: height, otherTraits: traits))
                }
            }
        }
        all = configurations.sorted()
    }

    /// Whether the document has one layout for every size class.
    public var isUniform: Bool { all == [.any] }

    /// The size classes to name for something that holds in `subset` of the configurations: empty when
    /// it holds in all of them (a finding's "every configuration"), else the fewest keys, most general
    /// first, that cover exactly `subset` ("compact width" rather than its two final size classes).
    public func summary<S: Sequence>(of subset: S) -> [TraitKey] where S.Element == TraitKey {
        let chosen = Set(subset).intersection(all)
        if chosen.count == all.count { return [] }
        var remaining = chosen
        var keys: [TraitKey] = []
        for candidate in candidateKeys() {
            let covered = all.filter { candidate.applies(to: $0) && candidate.otherTraits.sorted() == $0.otherTraits.sorted() }
            guard !covered.isEmpty, covered.allSatisfy(chosen.contains),
                  covered.contains(where: remaining.contains) else { continue }
            keys.append(candidate)
            remaining.subtract(covered)
        }
        return keys
    }

    /// For each set of extra traits: the set alone, then one size-class dimension, then final classes.
    private func candidateKeys() -> [TraitKey] {
        var traitSets: [[String]] = []
        for key in all where !traitSets.contains(key.otherTraits) { traitSets.append(key.otherTraits) }
        let values: [SizeClassValue] = [.compact, .regular]
        var candidates: [TraitKey] = []
        for traits in traitSets {
            candidates.append(TraitKey(otherTraits: traits))
            for width in values { candidates.append(TraitKey(width: width, otherTraits: traits)) }
            for height in values { candidates.append(TraitKey(height: height, otherTraits: traits)) }
            for width in values {
                for height in values { candidates.append(TraitKey(width: width, height: height, otherTraits: traits)) }
            }
        }
        return candidates
    }
}
