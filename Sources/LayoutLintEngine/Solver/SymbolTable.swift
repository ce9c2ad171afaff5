/// A hash table keyed by tableau symbols (non-negative `Int`s): a row's cells, a column's rows,
/// the entering candidates. Open addressing with linear probing and a multiplicative
/// (Fibonacci) hash, so that a look-up costs one multiply instead of a SipHash of the key:
/// `Hasher._hash` on these keys was a fifth of linting the corpus while row cells were
/// `[Int: Double]`.
///
/// Iteration follows the slots, so its order differs from a `Dictionary`'s (which Swift seeds
/// per process, so it was already arbitrary); the tableau never lets that order decide a result
/// (it picks entering and leaving symbols by number, and each cell's sum is computed on its own).
struct SymbolTable<Value>: Sequence {
    private static var emptyKey: Int { -1 }
    private var slotKeys: [Int] = []
    private var values: [Value] = []
    private(set) var count = 0
    /// 64 − log2(capacity): the hash keeps the multiply's top bits.
    private var shift: UInt64 = 64

    init() {}

    var isEmpty: Bool { count == 0 }

    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: Int) -> (index: Int, found: Bool) {
        let mask = slotKeys.count - 1
        var index = home(key)
        while true {
            let occupant = slotKeys[index]
            if occupant == key { return (index, true) }
            if occupant == Self.emptyKey { return (index, false) }
            index = (index + 1) & mask
        }
    }

    func index(of key: Int) -> Int? {
        guard count > 0 else { return nil }
        let (index, found) = slot(of: key)
        return found ? index : nil
    }

    subscript(key: Int) -> Value? {
        get {
            guard let index = index(of: key) else { return nil }
            return values[index]
        }
        set {
            if let newValue { insert(key, newValue) } else { removeValue(forKey: key) }
        }
    }

    func contains(_ key: Int) -> Bool { index(of: key) != nil }

    /// Sets `key` to `value`; whether the key is new.
    @discardableResult
    mutating func insert(_ key: Int, _ value: Value) -> Bool {
        if (count + 1) * 4 > slotKeys.count * 3 { grow(filler: value) }
        let (index, found) = slot(of: key)
        if found {
            values[index] = value
            return false
        }
        slotKeys[index] = key
        values[index] = value
        count += 1
        return true
    }

    /// Removes `key`, moving later members of its probe run back so no run has a hole.
    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard let index = index(of: key) else { return nil }
        let removed = values[index]
        remove(at: index)
        return removed
    }

    private mutating func remove(at index: Int) {
        var hole = index
        let mask = slotKeys.count - 1
        var next = (hole + 1) & mask
        while slotKeys[next] != Self.emptyKey {
            let wanted = home(slotKeys[next])
            // The member at `next` may fill the hole if its home is not in (hole, next].
            if (next - wanted) & mask >= (next - hole) & mask {
                slotKeys[hole] = slotKeys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slotKeys[hole] = Self.emptyKey
        count -= 1
    }

    /// Doubles the slots; `filler` fills the value slots of empty keys, which are never read.
    private mutating func grow(filler: Value) {
        let oldKeys = slotKeys
        let oldValues = values
        let capacity = Swift.max(8, slotKeys.count * 2)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        slotKeys = [Int](repeating: Self.emptyKey, count: capacity)
        values = [Value](repeating: filler, count: capacity)
        for (index, key) in oldKeys.enumerated() where key != Self.emptyKey {
            let (slotIndex, _) = slot(of: key)
            slotKeys[slotIndex] = key
            values[slotIndex] = oldValues[index]
        }
    }

    /// Adds `delta` to `key`'s value (absent: 0), and drops the key when the sum is within
    /// `epsilon` of zero; returns the value before (0 when absent). One probe instead of a
    /// look-up and a store.
    @discardableResult
    mutating func accumulate(_ key: Int, _ delta: Double, epsilon: Double) -> (old: Double, new: Double) where Value == Double {
        if (count + 1) * 4 > slotKeys.count * 3 { grow(filler: 0) }
        let (index, found) = slot(of: key)
        if found {
            let old = values[index]
            let sum = old + delta
            if abs(sum) < epsilon {
                remove(at: index)
                return (old, 0)
            }
            values[index] = sum
            return (old, sum)
        }
        let sum = 0 + delta
        guard abs(sum) >= epsilon else { return (0, 0) }
        slotKeys[index] = key
        values[index] = sum
        count += 1
        return (0, sum)
    }

    /// Applies `transform` to every value in place.
    mutating func updateValues(_ transform: (inout Value) -> Void) {
        for index in slotKeys.indices where slotKeys[index] != Self.emptyKey { transform(&values[index]) }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let table: SymbolTable
        fileprivate var index = 0

        mutating func next() -> (key: Int, value: Value)? {
            while index < table.slotKeys.count {
                defer { index += 1 }
                let key = table.slotKeys[index]
                if key != SymbolTable.emptyKey { return (key, table.values[index]) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(table: self) }

    /// The keys, in slot order.
    var keys: [Int] { map(\.key) }
}

/// A set of tableau symbols (a column's basic rows, the entering candidates), on `SymbolTable`.
struct SymbolSet: Sequence, ExpressibleByArrayLiteral {
    private var table = SymbolTable<Void>()

    init() {}

    init(arrayLiteral elements: Int...) {
        for element in elements { table.insert(element, ()) }
    }

    var count: Int { table.count }
    var isEmpty: Bool { table.isEmpty }

    func contains(_ symbol: Int) -> Bool { table.contains(symbol) }

    mutating func insert(_ symbol: Int) { table.insert(symbol, ()) }

    mutating func remove(_ symbol: Int) { table.removeValue(forKey: symbol) }

    mutating func formUnion<S: Sequence>(_ symbols: S) where S.Element == Int {
        for symbol in symbols { table.insert(symbol, ()) }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var base: SymbolTable<Void>.Iterator

        mutating func next() -> Int? { base.next()?.key }
    }

    func makeIterator() -> Iterator { Iterator(base: table.makeIterator()) }
}
