/// A map from tableau symbols to values, stored by position. Symbols are small dense integers
/// (`Simplex.newSymbol` numbers them in order), and the tableau looks a row or a column up for
/// every cell it touches: hashing an `Int` for each look-up was a fifth of linting the corpus.
/// A probe's small tableau over a large one's symbols (`Simplex(symbolsOf:)`) keeps a hashed
/// map (`SymbolTable`) instead, so that it costs what it holds, not the number of symbols.
/// Not iterable, as the tableau never walks its rows or columns as a whole: no order to keep.
struct SymbolMap<Value> {
    private var slots: [Value?] = []
    /// Optional values, so that a stored one can be updated in place (`SymbolTable[slot:]`): a
    /// column set read out of the table and written back was copied on every insertion.
    private var hashed: SymbolTable<Value?>?
    private(set) var count = 0

    /// `sparse`: few entries over many symbols.
    init(sparse: Bool = false) {
        if sparse { hashed = SymbolTable() }
    }

    var isEmpty: Bool { count == 0 }

    private mutating func reach(_ symbol: Int) {
        if symbol >= slots.count { slots.append(contentsOf: repeatElement(nil, count: symbol + 1 - slots.count)) }
    }

    subscript(symbol: Int) -> Value? {
        get {
            if let hashed { return hashed[symbol] ?? nil }
            return symbol < slots.count ? slots[symbol] : nil
        }
        _modify {
            if hashed != nil {
                if let index = hashed!.index(of: symbol) {
                    yield &hashed![slot: index]
                    if hashed![slot: index] == nil {
                        hashed!.remove(at: index)
                        count -= 1
                    }
                } else {
                    var added: Value?
                    yield &added
                    if let added {
                        // Inserted as nil, then set: a table grows with the value it is given
                        // in every free slot, and a row there was retained once per slot.
                        let index = hashed!.insertSlot(symbol, nil).index
                        hashed![slot: index] = added
                        count += 1
                    }
                }
            } else {
                reach(symbol)
                let had = slots[symbol] != nil
                yield &slots[symbol]
                count += (slots[symbol] != nil ? 1 : 0) - (had ? 1 : 0)
            }
        }
    }

    subscript(symbol: Int, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            if hashed != nil {
                var index = hashed!.index(of: symbol)
                if index == nil {
                    index = hashed!.insertSlot(symbol, nil).index
                    hashed![slot: index!] = defaultValue()
                    count += 1
                }
                yield &hashed![slot: index!]!
            } else {
                reach(symbol)
                if slots[symbol] == nil {
                    slots[symbol] = defaultValue()
                    count += 1
                }
                yield &slots[symbol]!
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Int) -> Value? {
        let value: Value?
        if hashed != nil {
            value = hashed!.removeValue(forKey: symbol) ?? nil
        } else {
            guard symbol < slots.count else { return nil }
            value = slots[symbol]
            slots[symbol] = nil
        }
        if value != nil { count -= 1 }
        return value
    }
}
