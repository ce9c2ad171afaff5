import LayoutLintModel

/// Two objects with one id: Interface Builder cannot tell them apart, and every reference to the
/// id becomes a guess. Typically left by a merge that kept both sides.
public struct DuplicateIDRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-id", name: "Duplicate ID",
        summary: "Two objects in one document share an id.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        var first: [ObjectID: ObjectDeclaration] = [:]
        var findings: [Finding] = []
        for declaration in document.declarations {
            guard let original = first[declaration.id] else {
                first[declaration.id] = declaration
                continue
            }
            findings.append(finding(
                in: document, at: declaration.location, element: declaration.id,
                "The id \"\(declaration.id)\" of this <\(declaration.type)> is already used by the <\(original.type)> at line \(original.location.line); ids must be unique (merge damage?)"))
        }
        return findings
    }
}
