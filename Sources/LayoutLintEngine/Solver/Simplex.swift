/// An incremental Cassowary simplex whose objective compares priorities as strict levels.
///
/// The tableau follows kiwi's layout (rows of sparse symbol → coefficient maps; External,
/// Slack, Error and Dummy symbols; one marker per constraint), with two differences that matter
/// for Auto Layout:
/// * the objective is one row per priority level, compared lexicographically, so one constraint
///   at 251 outweighs any number at 250 (kiwi folds strengths into one weighted sum);
/// * a column index (symbol → rows that mention it) keeps substitution proportional to the
///   rows actually touched, so long chains and many equal widths stay near-linear.
struct Simplex {
    enum SymbolKind: UInt8 {
        /// A user variable: unrestricted in sign.
        case external
        /// The marker of an inequality: ≥ 0.
        case slack
        /// The error of an optional constraint: ≥ 0, minimised at its level.
        case error
        /// The marker of a required equality: always 0.
        case dummy

        var isRestricted: Bool { self == .slack || self == .error }
    }

    struct Row {
        var constant: Double
        var cells: SymbolTable<Double>

        init(constant: Double = 0, cells: SymbolTable<Double> = SymbolTable()) {
            self.constant = constant
            self.cells = cells
        }

        /// Adds `coefficient` to a cell; a sum within `epsilon` of zero drops the cell.
        mutating func addCell(_ symbol: Int, _ coefficient: Double) {
            cells.accumulate(symbol, coefficient, epsilon: Simplex.epsilon)
        }

        mutating func add(_ other: Row, times factor: Double) {
            constant += other.constant * factor
            other.cells.forEachEntry { symbol, coefficient in addCell(symbol, coefficient * factor) }
        }
    }

    /// What a constraint added to the tableau, so it can be explained and inspected.
    struct Tag {
        var marker: Int
        var other: Int?
        var priority: Double
    }

    enum AddOutcome {
        case added
        /// The tags of the constraints (besides the new one) that the failing row depended on.
        case unsatisfiable(involvedTags: [Int])
    }

    static let epsilon = 1e-8

    private(set) var kinds: [SymbolKind] = []
    /// For marker and error symbols: the tag of the constraint that owns them.
    private var owners: [Int] = []
    private(set) var rows = SymbolMap<Row>()
    /// symbol → basic symbols whose rows contain it.
    private(set) var columns = SymbolMap<SymbolSet>()
    /// Objective rows by priority level.
    /// Objective rows, one per entry of `levels` (a position, not a hashed `Double`).
    private var objective: [Row] = []
    /// Levels, highest first.
    private var levels: [Double] = []
    /// Symbols whose objective coefficients changed since they were last found non-negative.
    private var candidates = SymbolSet()
    private(set) var tags: [Int: Tag] = [:]
    /// Tableau cells updated so far (see `WorkMeter`): what a solve's budget counts.
    private(set) var operations = 0

    init() {}

    /// No rows over the same symbols: the small tableau a movability probe builds.
    init(symbolsOf other: Simplex) {
        kinds = other.kinds
        rows = SymbolMap(sparse: true)
        columns = SymbolMap(sparse: true)
    }

    // MARK: - Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        kinds.append(kind)
        owners.append(owner)
        return kinds.count - 1
    }

    mutating func newVariable() -> Variable { Variable(newSymbol(.external)) }

    func owner(of symbol: Int) -> Int? { owners[symbol] >= 0 ? owners[symbol] : nil }

    // MARK: - Adding constraints

    mutating func add(_ constraint: LinearConstraint) -> AddOutcome {
        var tag = Tag(marker: -1, other: nil, priority: constraint.priority)
        var row = makeRow(constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            if abs(row.constant) > Simplex.epsilon {
                retire(tag)
                return .unsatisfiable(involvedTags: row.cells.keys.compactMap { owner(of: $0) }.sorted())
            }
            subject = tag.marker
        }
        if let subject {
            solve(&row, for: subject)
            substituteEverywhere(subject, with: row)
            insertRow(subject, row)
        } else {
            let outcome = addWithArtificialVariable(row)
            if case .unsatisfiable = outcome {
                retire(tag)
                optimizeObjective()
                return outcome
            }
        }
        tags[constraint.tag] = tag
        optimizeObjective()
        return .added
    }

    /// Forgets the symbols of a constraint that could not be added (they appear in no row).
    private mutating func retire(_ tag: Tag) {
        for symbol in [tag.marker] + (tag.other.map { [$0] } ?? []) where symbol >= 0 {
            for level in objective.indices { objective[level].cells.removeValue(forKey: symbol) }
            candidates.remove(symbol)
        }
    }

    private mutating func makeRow(_ constraint: LinearConstraint, tag: inout Tag) -> Row {
        var row = row(of: constraint.expression.sortedTerms.filter { abs($0.coefficient) > Simplex.epsilon }, constant: constraint.expression.constant)
        let required = constraint.priority == 1000
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: constraint.tag)
            tag.marker = slack
            row.addCell(slack, sign)
            if !required {
                let error = newSymbol(.error, owner: constraint.tag)
                tag.other = error
                row.addCell(error, -sign)
                addObjective(error, constraint.priority)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy, owner: constraint.tag)
                tag.marker = dummy
                row.addCell(dummy, 1)
            } else {
                let plus = newSymbol(.error, owner: constraint.tag)
                let minus = newSymbol(.error, owner: constraint.tag)
                tag.marker = plus
                tag.other = minus
                row.addCell(plus, -1)
                row.addCell(minus, 1)
                addObjective(plus, constraint.priority)
                addObjective(minus, constraint.priority)
            }
        }
        if row.constant < 0 { negate(&row) }
        return row
    }

    private mutating func addObjective(_ symbol: Int, _ level: Double) {
        var position = levels.firstIndex(of: level)
        if position == nil {
            // Levels stay highest first.
            let insertion = levels.firstIndex(where: { $0 < level }) ?? levels.count
            levels.insert(level, at: insertion)
            objective.insert(Row(), at: insertion)
            position = insertion
        }
        objective[position!].cells[symbol] = (objective[position!].cells[symbol] ?? 0) + 1
        candidates.insert(symbol)
    }

    /// A new row's basic symbol: an external if there is one (the newest, which keeps rows short
    /// in chains), else a restricted marker that enters with a positive value.
    private func chooseSubject(_ row: Row, tag: Tag) -> Int? {
        var best: Int?
        for (symbol, _) in row.cells where kinds[symbol] == .external {
            if best == nil || symbol > best! { best = symbol }
        }
        if let best { return best }
        for symbol in [tag.marker, tag.other ?? -1] where symbol >= 0 && kinds[symbol].isRestricted {
            if (row.cells[symbol] ?? 0) < 0 { return symbol }
        }
        return nil
    }

    private mutating func addWithArtificialVariable(_ row: Row) -> AddOutcome {
        let artificial = newSymbol(.slack)
        insertRow(artificial, row)
        var phaseOne = row
        optimize(objectiveRows: &phaseOne)
        let feasible = abs(phaseOne.constant) < Simplex.epsilon * max(1, abs(row.constant))
        if let artificialRow = rows[artificial] {
            if !feasible {
                // Still basic with a positive value: the previous constraints are untouched
                // (pivots only rewrote them), so dropping the row restores them.
                removeRow(artificial)
                let involved = artificialRow.cells.keys.compactMap { owner(of: $0) }
                return .unsatisfiable(involvedTags: Array(Set(involved)).sorted())
            }
            removeRow(artificial)
            var pivotRow = artificialRow
            if let entering = pivotableSymbol(in: pivotRow) {
                solve(&pivotRow, for: artificial, entering: entering)
                substituteEverywhere(entering, with: pivotRow)
                insertRow(entering, pivotRow)
            }
            // Otherwise the row held only dummies at zero: the constraint was redundant.
        }
        // Infeasible implies the artificial symbol is basic (a nonbasic one is zero), handled above.
        eliminateColumn(artificial)
        return .added
    }

    private func pivotableSymbol(in row: Row) -> Int? {
        var best: Int?
        for (symbol, _) in row.cells where kinds[symbol] != .dummy {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }

    /// Removes a nonbasic symbol fixed at zero from every row.
    private mutating func eliminateColumn(_ symbol: Int) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users { rows[basic]?.cells[symbol] = nil }
        }
        for level in objective.indices { objective[level].cells.removeValue(forKey: symbol) }
        candidates.remove(symbol)
    }

    // MARK: - Optimisation

    /// Minimises the objective lexicographically, level by level.
    mutating func optimizeObjective() {
        while let entering = enteringSymbol() {
            guard let leaving = leavingRow(for: entering, direction: 1) else {
                // Unbounded cannot happen for an objective of non-negative errors; stop rather than loop.
                candidates.remove(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lexicographic reduced cost's sign: the first non-zero level decides.
    func reducedCostSign(_ symbol: Int) -> Int {
        for row in objective {
            let value = row.cells[symbol] ?? 0
            if value < -Simplex.epsilon { return -1 }
            if value > Simplex.epsilon { return 1 }
        }
        return 0
    }

    private mutating func enteringSymbol() -> Int? {
        var best: Int?
        var stale: [Int] = []
        for symbol in candidates {
            if kinds[symbol] == .dummy || rows[symbol] != nil || reducedCostSign(symbol) >= 0 {
                stale.append(symbol)
                continue
            }
            if best == nil || symbol < best! { best = symbol }
        }
        for symbol in stale { candidates.remove(symbol) }
        return best
    }

    /// The basic symbol that reaches zero first when `entering` moves in `direction`.
    func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] ?? [] where kinds[basic] != .external {
            guard let row = rows[basic], let coefficient = row.cells[entering] else { continue }
            let rate = coefficient * direction
            guard rate < -Simplex.epsilon else { continue }
            let ratio = row.constant / -rate
            if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)!
        solve(&row, for: leaving, entering: entering)
        substituteEverywhere(entering, with: row)
        insertRow(entering, row)
    }

    /// Rewrites a row kept outside the tableau (a phase-one or probe objective) after `symbol`
    /// became basic.
    func substitute(_ symbol: Int, into target: inout Row) {
        guard let coefficient = target.cells.removeValue(forKey: symbol) else { return }
        target.add(rows[symbol]!, times: coefficient)
    }

    /// Phase one (and auxiliary) optimisation over a single objective row, which this updates.
    private mutating func optimize(objectiveRows phaseOne: inout Row) {
        while true {
            var entering: Int?
            for (symbol, coefficient) in phaseOne.cells where kinds[symbol] != .dummy && coefficient < -Simplex.epsilon {
                if entering == nil || symbol < entering! { entering = symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering, direction: 1) else { return }
            pivot(entering: entering, leaving: leaving)
            substitute(entering, into: &phaseOne)
        }
    }

    // MARK: - Row algebra

    /// `constant + Σ coefficient × variable` over the nonbasic symbols (basic ones replaced by
    /// their rows): with no constant, the sum's current value is the row's constant.
    func row(of terms: [(Variable, Double)], constant: Double = 0) -> Row {
        var row = Row(constant: constant)
        for (variable, coefficient) in terms {
            if let basic = rows[variable.index] { row.add(basic, times: coefficient) } else { row.addCell(variable.index, coefficient) }
        }
        return row
    }

    private func negate(_ row: inout Row) {
        row.constant = -row.constant
        row.cells.updateValues { $0 = -$0 }
    }

    /// Turns `0 = c + a·s + …` into `s = -c/a - …/a`.
    private func solve(_ row: inout Row, for symbol: Int) {
        let coefficient = row.cells.removeValue(forKey: symbol)!
        let factor = -1 / coefficient
        row.constant *= factor
        row.cells.updateValues { $0 *= factor }
    }

    /// Turns `lhs = c + a·rhs + …` into `rhs = …`.
    private func solve(_ row: inout Row, for lhs: Int, entering rhs: Int) {
        row.cells[lhs] = -1
        solve(&row, for: rhs)
    }

    mutating func insertRow(_ basic: Int, _ row: Row) {
        row.cells.forEachEntry { symbol, _ in columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    @discardableResult
    private mutating func removeRow(_ basic: Int) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        row.cells.forEachEntry { symbol, _ in columns[symbol]?.remove(basic) }
        return row
    }

    /// A row `substituteEverywhere` rewrites, taken out of the tableau while it does.
    private struct Target {
        var basic: Int
        var coefficient: Double
        var row: Row
        /// What the current cell did to the row's cell set: see `CellChange`.
        var change: CellChange = .none
    }

    private enum CellChange: UInt8 { case none, added, dropped }

    /// Replaces `symbol` by `row` in every row that mentions it, and in the objective.
    ///
    /// Cell by cell of `row`, then row by row: a cell's column set is looked up once per pivot
    /// instead of once per rewritten row, and each column set and each row's cells still see
    /// their updates in the order a row-by-row loop gives them (rows in the column's order,
    /// cells in `row`'s), so every table ends up slot for slot as it did.
    private mutating func substituteEverywhere(_ symbol: Int, with row: Row) {
        if let users = columns.removeValue(forKey: symbol) {
            var targets: [Target] = []
            targets.reserveCapacity(users.count)
            for basic in users {
                guard var target = rows.removeValue(forKey: basic) else { continue }
                guard let coefficient = target.cells.removeValue(forKey: symbol) else {
                    rows[basic] = target
                    continue
                }
                operations += row.cells.count + 1
                target.constant += row.constant * coefficient
                targets.append(Target(basic: basic, coefficient: coefficient, row: target))
            }
            targets.withUnsafeMutableBufferPointer { targets in
                row.cells.forEachEntry { cell, value in
                    var added = false
                    var dropped = false
                    for index in targets.indices {
                        let (old, sum) = targets[index].row.cells.accumulate(cell, value * targets[index].coefficient, epsilon: Simplex.epsilon)
                        if sum == 0 {
                            if old != 0 {
                                targets[index].change = .dropped
                                dropped = true
                            }
                        } else if old == 0 {
                            targets[index].change = .added
                            added = true
                        }
                    }
                    guard added || dropped else { return }
                    if added || columns[cell] != nil {
                        Simplex.applyChanges(to: &columns[cell, default: []], targets)
                    } else {
                        // Dropped from rows no column lists (a row-by-row loop changed nothing).
                        for index in targets.indices { targets[index].change = .none }
                    }
                }
            }
            for target in targets { rows[target.basic] = target.row }
        }
        for level in objective.indices {
            guard let coefficient = objective[level].cells.removeValue(forKey: symbol) else { continue }
            operations += row.cells.count + 1
            objective[level].add(row, times: coefficient)
            row.cells.forEachEntry { cell, _ in candidates.insert(cell) }
        }
    }

    /// Records in a cell's column set the rows `substituteEverywhere` added the cell to or
    /// dropped it from, in the targets' order, and clears their marks.
    private static func applyChanges(to column: inout SymbolSet, _ targets: UnsafeMutableBufferPointer<Target>) {
        for index in targets.indices {
            switch targets[index].change {
            case .none: continue
            case .added: column.insert(targets[index].basic)
            case .dropped: column.remove(targets[index].basic)
            }
            targets[index].change = .none
        }
    }

    // MARK: - Reading the solution

    func value(of variable: Variable) -> Double {
        rows[variable.index]?.constant ?? 0
    }

    /// The value of a constraint's error (how far an optional constraint is from holding).
    func error(ofTag tag: Int) -> Double {
        guard let entry = tags[tag] else { return 0 }
        var total = 0.0
        for symbol in [entry.marker, entry.other ?? -1] where symbol >= 0 && kinds[symbol] == .error {
            total += rows[symbol]?.constant ?? 0
        }
        return total
    }
}
