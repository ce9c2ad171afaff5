import LayoutLintModel

/// References to ids that do not exist (or are not what they must be): the usual damage a
/// hand-resolved merge conflict leaves in a storyboard. Xcode refuses to open such a file or drops
/// the constraint; at run time the nib fails to load.
public struct DanglingReferenceRule: Rule {
    public static let description = RuleDescription(
        id: "dangling-reference", name: "Dangling Reference",
        summary: "A constraint, size-class mask or outlet refers to an id that does not exist, or to an object of the wrong kind.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        // Built on first use: most documents have no dangling reference at all.
        var declaredTypesCache: [ObjectID: String]?
        func declaredTypes() -> [ObjectID: String] {
            if let cached = declaredTypesCache { return cached }
            var types: [ObjectID: String] = [:]
            for declaration in document.declarations where types[declaration.id] == nil {
                types[declaration.id] = declaration.type
            }
            declaredTypesCache = types
            return types
        }
        var findings: [Finding] = []
        for scene in document.scenes {
            let itemIDs = Set(scene.items.map(\.id))
            for constraint in scene.constraints {
                let anchors = [(constraint.firstItemWasImplicit ? nil : constraint.first), constraint.second].compactMap { $0 }
                for anchor in anchors where !itemIDs.contains(anchor.item) {
                    let problem: String
                    if let type = declaredTypes()[anchor.item] {
                        problem = "refers to \"\(anchor.item)\", a <\(type)> that is not a view or layout guide of this scene"
                    } else {
                        problem = "refers to \"\(anchor.item)\", which does not exist in this document (merge damage?)"
                    }
                    let wording = context.constraintWording(scene)
                    findings.append(finding(in: document, at: constraint.location, element: constraint.id, scene: scene.id,
                                            "Constraint \(wording.describe(constraint)) \(problem)"))
                }
            }
        }
        let declared = document.references.isEmpty ? [] : Set(document.declarations.map(\.id))
        for reference in document.references where !declared.contains(reference.target) {
            switch reference.context {
            case .variationMask:
                // Installing or removing nothing changes nothing, and Xcode itself leaves such
                // lines behind when a constraint is deleted: worth tidying, never an error.
                var note = finding(in: document, at: reference.location, element: reference.source,
                                   "Size-class variation refers to \"\(reference.target)\", which does not exist in this document; "
                                       + "the mask line has no effect (Xcode leaves these behind when it deletes a constraint) and can be removed")
                note.severity = .note
                findings.append(note)
            case .outletDestination:
                findings.append(finding(in: document, at: reference.location, element: reference.source,
                                        "Outlet refers to \"\(reference.target)\", which does not exist in this document (merge damage?)"))
            }
        }
        return findings
    }
}
