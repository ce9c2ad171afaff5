import LayoutLintModel

extension LayoutEngine {
    /// How far each ambiguous quantity of a solved scene can move from its solved value over the
    /// run-time solutions (positions relative to the superview, as ambiguity is asked). For
    /// pictures: it solves the scene again with two optimisations per quantity.
    public static func ambiguityRanges(of layout: SceneLayout) -> [ObjectID: [LayoutQuantity: Movement]] {
        guard !layout.isCutShort, layout.ambiguous.values.contains(where: { !$0.isEmpty }) else { return [:] }
        let questions = Questions(layout.system)
        var owners: [(ObjectID, LayoutQuantity)] = []
        var queries: [LinearExpression] = []
        for (index, owner) in questions.itemOwners.enumerated() where layout.ambiguous[owner.0]?.contains(owner.1) == true {
            owners.append(owner)
            queries.append(questions.queries[index])
        }
        let solver = LinearSystemSolver(variableCount: layout.system.variableCount, constraints: layout.system.constraints.map(\.linear))
        let solution = solver.solve(movementQueries: queries)
        var ranges: [ObjectID: [LayoutQuantity: Movement]] = [:]
        for (index, (id, quantity)) in owners.enumerated() { ranges[id, default: [:]][quantity] = solution.movements[index] }
        return ranges
    }
}
