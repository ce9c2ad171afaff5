/// Movability: whether a variable, a sum or an error takes more than one value over the optimal
/// solutions, asked of the final tableau without disturbing it.
extension Simplex {
    /// Whether a symbol can change on the optimal face without leaving it: it is free (an external
    /// or a zero-cost restricted symbol) and not pinned by a degenerate row.
    private func isFreeOnOptimalFace(_ symbol: Int) -> Bool {
        switch kinds[symbol] {
        case .dummy: return false
        case .external: return true
        case .slack, .error: return reducedCostSign(symbol) == 0
        }
    }

    /// Whether moving nonbasic `symbol` by a small step in `direction` keeps every restricted
    /// basic symbol non-negative.
    private func canStep(_ symbol: Int, direction: Double) -> Bool {
        for basic in columns[symbol] ?? [] where kinds[basic].isRestricted {
            guard let row = rows[basic], let coefficient = row.cells[symbol] else { continue }
            if coefficient * direction < -Simplex.epsilon && row.constant < Simplex.epsilon { return false }
        }
        return true
    }

    /// Whether `Σ coefficient × variable` takes more than one value over the optimal solutions.
    func isMovable(_ terms: [(Variable, Double)]) -> Bool {
        movesOnOptimalFace(row(of: terms))
    }


    private enum Movability { case fixed, movable, undecided }

    /// Whether a variable takes more than one value over the optimal solutions.
    func isMovable(_ variable: Variable) -> Bool {
        isMovable(symbol: variable.index)
    }

    private func isMovable(symbol: Int) -> Bool {
        switch movability(ofSymbol: symbol) {
        case .fixed: return false
        case .movable: return true
        case .undecided: return isMovableOnOptimalFace(symbol: symbol)
        }
    }

    /// One-step tests on the final tableau; `undecided` when only degenerate rows block a move.
    private func movability(ofSymbol symbol: Int) -> Movability {
        guard let row = rows[symbol] else {
            switch kinds[symbol] {
            case .dummy: return .fixed
            case .slack, .error:
                if reducedCostSign(symbol) != 0 { return .fixed }
                return canStep(symbol, direction: 1) ? .movable : .undecided
            case .external:
                if canStep(symbol, direction: 1) || canStep(symbol, direction: -1) { return .movable }
                return .undecided
            }
        }
        var blocked = false
        for (cell, _) in row.cells where isFreeOnOptimalFace(cell) {
            let directions: [Double] = kinds[cell] == .external ? [1, -1] : [1]
            if directions.contains(where: { canStep(cell, direction: $0) }) { return .movable }
            blocked = true
        }
        return blocked ? .undecided : .fixed
    }

    /// The exact answer for `undecided` cases: whether the symbol can move at all over the optimal
    /// face (symbols with a positive reduced cost and dummies held at zero).
    private func isMovableOnOptimalFace(symbol: Int) -> Bool {
        movesOnOptimalFace(row(of: [(Variable(symbol), 1)]))
    }

    /// Whether `row` (over nonbasic symbols) takes more than one value over the optimal face.
    ///
    /// The face is convex and contains the current point, so the row moves over it iff it moves
    /// along some feasible direction from here: a local question. Only the free symbols of the
    /// face (`isFreeOnOptimalFace`) can move, and a small step is blocked only by restricted basic
    /// rows whose value is zero (degenerate rows; rows with a positive value allow small steps).
    /// So the test is over the cone of steps that keep those rows and the restricted free symbols
    /// non-negative, and it only needs the degenerate rows reachable from `row` through shared free
    /// columns: a small tableau, not a copy of the whole one (which made this quadratic in the
    /// size of a component).
    private func movesOnOptimalFace(_ row: Row) -> Bool {
        var cone = Simplex(symbolsOf: self)
        var target = Row()
        var pending: [Int] = []
        // Membership only (never iterated): a symbol table, not a SipHashed `Set<Int>`.
        var seen = SymbolSet()
        for (cell, coefficient) in row.cells where isFreeOnOptimalFace(cell) {
            target.cells[cell] = coefficient
            if !seen.contains(cell) { seen.insert(cell); pending.append(cell) }
        }
        while let column = pending.popLast() {
            for basic in columns[column] ?? [] where kinds[basic].isRestricted && cone.rows[basic] == nil {
                guard let blocking = rows[basic], blocking.constant < Simplex.epsilon else { continue }
                var local = Row()
                for (cell, coefficient) in blocking.cells where isFreeOnOptimalFace(cell) {
                    local.cells[cell] = coefficient
                    if !seen.contains(cell) { seen.insert(cell); pending.append(cell) }
                }
                cone.insertRow(basic, local)
            }
        }
        if target.cells.isEmpty { return false }
        if cone.rows.isEmpty { return true }
        // Every constant is zero: the row's extremum over the cone is 0 or unbounded.
        for sign in [1.0, -1.0] {
            var probe = cone
            guard let extreme = probe.extremum(of: target, sign: sign) else { return true }
            if abs(extreme) > 1e-6 { return true }
        }
        return false
    }

    /// How far `Σ coefficient × variable` can move from its current value over the optimal
    /// solutions, each way. Asked of a copy per direction, so the tableau is not disturbed; the
    /// symbols held at zero on the optimal face (dummies, and those with a reduced cost) are
    /// decided here, before any pivot, and never enter.
    func movement(of terms: [(Variable, Double)]) -> Movement {
        let row = row(of: terms)
        guard movesOnOptimalFace(row) else { return Movement(down: 0, up: 0) }
        let face = self
        var low = self, high = self
        let lowest = low.extremum(of: row, sign: 1, entering: face.isFreeOnOptimalFace)
        let highest = high.extremum(of: row, sign: -1, entering: face.isFreeOnOptimalFace)
        return Movement(down: lowest.map { min(0, $0 - row.constant) }, up: highest.map { max(0, $0 - row.constant) })
    }

    /// Minimises `sign × target` over the current feasible region, pivoting only on symbols
    /// `entering` allows; `nil` when unbounded. Past 10,000 pivots (only a degenerate tableau
    /// cycling gets there) the value reached so far.
    private mutating func extremum(of row: Row, sign: Double, entering isAllowed: (Int) -> Bool = { _ in true }) -> Double? {
        var target = Row()
        target.add(row, times: sign)
        for _ in 0..<10_000 {
            // The improving symbol with the lowest number (Bland's rule), found in one pass
            // instead of sorting the cells on every pivot.
            var choice: (symbol: Int, direction: Double)?
            for (symbol, coefficient) in target.cells where symbol < choice?.symbol ?? .max {
                guard kinds[symbol] != .dummy && isAllowed(symbol) else { continue }
                if kinds[symbol] == .external && abs(coefficient) > Simplex.epsilon {
                    choice = (symbol, coefficient > 0 ? -1 : 1)
                } else if kinds[symbol].isRestricted && coefficient < -Simplex.epsilon {
                    choice = (symbol, 1)
                }
            }
            guard let choice else { return sign * target.constant }
            guard let leaving = leavingRow(for: choice.symbol, direction: choice.direction) else { return nil }
            pivot(entering: choice.symbol, leaving: leaving)
            substitute(choice.symbol, into: &target)
        }
        return sign * target.constant
    }

    /// Optional constraints whose error can change at no cost: members of an equal-priority tie
    /// (levels above 1000, broken required constraints, are not ties the user chose).
    func tiedErrorTags() -> [Int] {
        var result = Set<Int>()
        for (tag, entry) in tags where entry.priority < 1000 {
            for symbol in [entry.marker, entry.other ?? -1] where symbol >= 0 && kinds[symbol] == .error {
                if isMovable(symbol: symbol) {
                    result.insert(tag)
                    break
                }
            }
        }
        return result.sorted()
    }
}
