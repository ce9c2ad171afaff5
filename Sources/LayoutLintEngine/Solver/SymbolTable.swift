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
    /// A slot: its key (`emptyKey` when free) next to its value, so that a table is one
    /// allocation (it was two arrays, keys and values) and a probe reads one cache line.
    fileprivate struct Entry {
        var key: Int
        var value: Value
    }
    private var entries: [Entry] = []
    private(set) var count = 0
    /// 64 − log2(capacity): the hash keeps the multiply's top bits.
    private var shift: UInt64 = 64

    init() {}

    var isEmpty: Bool { count == 0 }

    private func home(_ key: Int) -> Int { Self.home(key, shift: shift) }

    private static func home(_ key: Int, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or the empty slot where it would go. Probes the buffer without
    /// bounds checks (the mask keeps every index in it): a probe is the tableau's innermost loop.
    private func slot(of key: Int) -> (index: Int, found: Bool) {
        entries.withUnsafeBufferPointer { buffer in
            let mask = buffer.count &- 1
            var index = home(key)
            while true {
                let occupant = buffer[index].key
                if occupant == key { return (index, true) }
                if occupant == Self.emptyKey { return (index, false) }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Whether one more key would fill more than three quarters of the slots (then `grow`).
    private var isFull: Bool { (count &+ 1) &* 4 > entries.count &* 3 }

    func index(of key: Int) -> Int? {
        guard count > 0 else { return nil }
        let (index, found) = slot(of: key)
        return found ? index : nil
    }

    subscript(key: Int) -> Value? {
        get {
            guard let index = index(of: key) else { return nil }
            return entries[index].value
        }
        set {
            if let newValue { insert(key, newValue) } else { removeValue(forKey: key) }
        }
    }

    /// The value in slot `index` (from `index(of:)` or `insert`), updated in place: through the
    /// key subscript a value is read out and written back, which copies a value that owns a
    /// buffer (a column's set) on every change.
    subscript(slot index: Int) -> Value {
        get { entries[index].value }
        _modify { yield &entries[index].value }
    }

    func contains(_ key: Int) -> Bool { index(of: key) != nil }

    /// Sets `key` to `value`; whether the key is new.
    @discardableResult
    mutating func insert(_ key: Int, _ value: Value) -> Bool {
        insertSlot(key, value).isNew
    }

    /// Sets `key` to `value`; the slot it is in, and whether the key is new.
    @discardableResult
    mutating func insertSlot(_ key: Int, _ value: Value) -> (index: Int, isNew: Bool) {
        if isFull { grow(filler: value) }
        let (index, found) = slot(of: key)
        if found {
            entries[index].value = value
            return (index, false)
        }
        entries[index] = Entry(key: key, value: value)
        count += 1
        return (index, true)
    }

    /// Removes `key`, moving later members of its probe run back so no run has a hole.
    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard let index = index(of: key) else { return nil }
        let removed = entries[index].value
        remove(at: index)
        return removed
    }

    /// Removes the key in slot `index` (see `removeValue(forKey:)`).
    mutating func remove(at index: Int) {
        let shift = shift
        entries.withUnsafeMutableBufferPointer { buffer in
            var hole = index
            let mask = buffer.count &- 1
            var next = (hole &+ 1) & mask
            while buffer[next].key != Self.emptyKey {
                let wanted = Self.home(buffer[next].key, shift: shift)
                // The member at `next` may fill the hole if its home is not in (hole, next].
                if (next &- wanted) & mask >= (next &- hole) & mask {
                    buffer[hole] = buffer[next]
                    hole = next
                }
                next = (next &+ 1) & mask
            }
            buffer[hole].key = Self.emptyKey
        }
        count -= 1
    }

    /// Doubles the slots; `filler` fills the value slots of empty keys, which are never read.
    /// Built from `repeatElement`, not `Array(repeating:count:)`: the latter allocates through a
    /// generic entry point of the standard library that looks the storage type's metadata up at
    /// run time (about 600 instructions per table, a tenth of linting the corpus in small tables).
    private mutating func grow(filler: Value) {
        let old = entries
        let capacity = Swift.max(8, entries.count * 2)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        entries = Array(repeatElement(Entry(key: Self.emptyKey, value: filler), count: capacity))
        for entry in old where entry.key != Self.emptyKey {
            let (slotIndex, _) = slot(of: entry.key)
            entries[slotIndex] = entry
        }
    }

    /// Adds `delta` to `key`'s value (absent: 0), and drops the key when the sum is within
    /// `epsilon` of zero; returns the value before (0 when absent). One probe instead of a
    /// look-up and a store.
    @discardableResult
    mutating func accumulate(_ key: Int, _ delta: Double, epsilon: Double) -> (old: Double, new: Double) where Value == Double {
        if isFull { grow(filler: 0) }
        let (index, found) = slot(of: key)
        if found {
            let old = entries[index].value
            let sum = old + delta
            if abs(sum) < epsilon {
                remove(at: index)
                return (old, 0)
            }
            entries[index].value = sum
            return (old, sum)
        }
        let sum = 0 + delta
        guard abs(sum) >= epsilon else { return (0, 0) }
        entries[index] = Entry(key: key, value: sum)
        count += 1
        return (0, sum)
    }

    /// Applies `transform` to every value in place.
    mutating func updateValues(_ transform: (inout Value) -> Void) {
        for index in entries.indices where entries[index].key != Self.emptyKey { transform(&entries[index].value) }
    }

    /// Calls `body` with every key and its value, in slot order (the order of iteration), reading
    /// the slots in place: the iterator holds a copy of the table and checks bounds at every slot,
    /// which cost about a third of substituting a row into the tableau.
    func forEachEntry(_ body: (Int, Value) throws -> Void) rethrows {
        try entries.withUnsafeBufferPointer { buffer in
            for entry in buffer where entry.key != Self.emptyKey { try body(entry.key, entry.value) }
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let table: SymbolTable
        fileprivate var index = 0

        mutating func next() -> (key: Int, value: Value)? {
            while index < table.entries.count {
                defer { index += 1 }
                let entry = table.entries[index]
                if entry.key != SymbolTable.emptyKey { return (entry.key, entry.value) }
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
