/// The terms of a linear expression, `variable → coefficient`, kept sorted by variable with no
/// zero coefficient: a dictionary's API over a small sorted array.
///
/// Nearly every expression has one to four terms; as `[Variable: Double]` each was a hashed
/// table (a seeded allocation, a hash per look-up and growth by copying), about 6% of linting
/// the corpus. Sorted, a walk over the terms is in variable order (every sum the solver forms is
/// deterministic without sorting), and adding one expression to another is a merge.
public struct LinearTerms: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    public typealias Element = (key: Variable, value: Double)
    public typealias Index = Int

    /// One term.
    public struct Entry: Hashable, Sendable {
        public var variable: Variable
        public var coefficient: Double

        init(_ variable: Variable, _ coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// Sorted by variable, each variable once.
    private(set) var entries: [Entry]

    public init() { entries = [] }

    public init(minimumCapacity: Int) {
        entries = []
        entries.reserveCapacity(minimumCapacity)
    }

    public init(dictionaryLiteral elements: (Variable, Double)...) {
        entries = []
        entries.reserveCapacity(elements.count)
        for (variable, coefficient) in elements { self[variable] = coefficient }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> Element {
        let entry = entries[position]
        return (entry.variable, entry.coefficient)
    }

    /// The variables, in index order.
    public var keys: LazyMapCollection<[Entry], Variable> { entries.lazy.map { $0.variable } }

    /// Where `variable` is, or where it would go.
    private func position(of variable: Variable) -> (index: Int, found: Bool) {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let index = entries[middle].variable.index
            if index == variable.index { return (middle, true) }
            if index < variable.index { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// A variable's coefficient (nil when absent); setting nil removes it.
    public subscript(variable: Variable) -> Double? {
        get {
            let (index, found) = position(of: variable)
            return found ? entries[index].coefficient : nil
        }
        set {
            let (index, found) = position(of: variable)
            if let newValue {
                if found { entries[index].coefficient = newValue } else { entries.insert(Entry(variable, newValue), at: index) }
            } else if found {
                entries.remove(at: index)
            }
        }
    }

    /// `self += other × factor`, a sum within 1e-12 of zero dropping its term (as the dictionary
    /// did, term by term: each variable's sum depends on its two coefficients only).
    mutating func add(_ other: LinearTerms, times factor: Double) {
        if other.entries.isEmpty { return }
        if other.entries.count == 1 {
            let entry = other.entries[0]
            let (index, found) = position(of: entry.variable)
            let sum = (found ? entries[index].coefficient : 0) + entry.coefficient * factor
            if abs(sum) < 1e-12 {
                if found { entries.remove(at: index) }
            } else if found {
                entries[index].coefficient = sum
            } else {
                entries.insert(Entry(entry.variable, sum), at: index)
            }
            return
        }
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + other.entries.count)
        var i = 0, j = 0
        while i < entries.count || j < other.entries.count {
            if j == other.entries.count || (i < entries.count && entries[i].variable.index < other.entries[j].variable.index) {
                merged.append(entries[i])
                i += 1
                continue
            }
            let entry = other.entries[j]
            let sum: Double
            if i < entries.count && entries[i].variable.index == entry.variable.index {
                sum = entries[i].coefficient + entry.coefficient * factor
                i += 1
            } else {
                sum = 0 + entry.coefficient * factor
            }
            j += 1
            if !(abs(sum) < 1e-12) { merged.append(Entry(entry.variable, sum)) }
        }
        entries = merged
    }
}
