/// A fresh tableau numbers its own variables: this maps the system's variables to them, creating
/// each on first use (in the order of the sorted terms, so numbering is deterministic).
struct TableauVariables {
    private(set) var byOriginal: [Int: Variable] = [:]

    mutating func renumber(_ constraint: LinearConstraint, in simplex: inout Simplex) -> LinearConstraint {
        var renumbered = constraint
        var terms = LinearTerms(minimumCapacity: constraint.expression.terms.count)
        for (variable, coefficient) in constraint.expression.terms {
            if byOriginal[variable.index] == nil { byOriginal[variable.index] = simplex.newVariable() }
            terms[byOriginal[variable.index]!] = coefficient
        }
        renumbered.expression.terms = terms
        return renumbered
    }
}
