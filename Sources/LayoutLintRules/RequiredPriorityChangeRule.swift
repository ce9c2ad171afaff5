import Foundation
import LayoutLintModel

/// Code that moves a constraint's priority across 1000. UIKit and AppKit accept any change among
/// optional priorities, but an installed constraint may not go from required to optional or back:
/// the assignment raises and the app crashes. The storyboard says which constraints code can reach
/// (their outlets); the project's Swift and Objective-C sources say what it assigns to them.
public struct RequiredPriorityChangeRule: Rule {
    public static let description = RuleDescription(
        id: "required-priority-change", name: "Priority Change Across Required",
        summary: "Code sets the priority of an outlet constraint from required (1000) to optional or back, which raises at run time.",
        defaultSeverity: .error)

    public init() {}

    static let exception = "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."

    private struct Target {
        var outlet: Outlet
        var scene: Scene
        var constraint: Constraint
    }

    private struct Match {
        var root: SourceRootSummary
        var file: SourceFileSummary
        var assignment: PriorityAssignment
    }

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let targets = outletConstraints(in: document)
        guard !targets.isEmpty, let sources = context.sources else { return [] }
        let roots = sources.sourceRoots(forDocumentAt: document.path)
        let configurations = SizeClassConfigurations(document: document)
        var findings: [Finding] = []
        for target in targets {
            let index = SceneIndex(target.scene)
            let installed = configurations.all.filter { index.isActive(target.constraint, in: $0) }
            guard !installed.isEmpty else { continue }
            let sizeClasses = configurations.summary(of: installed)
            for match in matches(for: target.outlet, in: roots) {
                guard let value = match.assignment.value, Priority(value).isRequired != target.constraint.priority.isRequired else { continue }
                findings += report(match, value: value, target: target, document: document, sizeClasses: sizeClasses)
            }
        }
        return findings
    }

    private func outletConstraints(in document: Document) -> [Target] {
        guard !document.outlets.isEmpty else { return [] }
        var constraints: [ObjectID: (scene: Scene, constraint: Constraint)] = [:]
        for scene in document.scenes {
            for constraint in scene.constraints where constraints[constraint.id] == nil {
                constraints[constraint.id] = (scene, constraint)
            }
        }
        return document.outlets.compactMap { outlet in
            constraints[outlet.destination].map { Target(outlet: outlet, scene: $0.scene, constraint: $0.constraint) }
        }
    }

    /// Assignments through the outlet's name. When the storyboard names the outlet's class and the
    /// sources declare it, only files declaring (or extending) that class count: many classes have
    /// a `heightConstraint`, and each is a different constraint.
    private func matches(for outlet: Outlet, in roots: [SourceRootSummary]) -> [Match] {
        var matches: [Match] = []
        var classIsDeclared = false
        for root in roots {
            for file in root.files {
                if let owner = outlet.sourceClass, file.declaredTypes.contains(owner) { classIsDeclared = true }
                for assignment in file.assignments where assignment.targets(property: outlet.property) {
                    matches.append(Match(root: root, file: file, assignment: assignment))
                }
            }
        }
        guard classIsDeclared, let owner = outlet.sourceClass else { return matches }
        return matches.filter { $0.file.declaredTypes.contains(owner) }
    }

    private func report(_ match: Match, value: Double, target: Target, document: Document, sizeClasses: [TraitKey]) -> [Finding] {
        let wording = ConstraintWording(scene: target.scene)
        let constraint = target.constraint
        let sourcePath = match.root.displayPath(of: match.file.relativePath)
        let sourceName = (sourcePath as NSString).lastPathComponent
        let storyboardName = (document.path as NSString).lastPathComponent
        let assigned = formatLayoutNumber(value)
        let written = match.assignment.valueText == assigned ? assigned : "\(assigned) (\(match.assignment.valueText))"
        let existing = constraint.priority.description
        let raises = "UIKit raises \"\(Self.exception)  You passed priority \(assigned) and the existing priority was \(existing).\""
        let fix = constraint.priority.isRequired
            ? "give the constraint priority 999 in Interface Builder (it behaves as required while it can be satisfied)"
            : "assign 999 instead of 1000"
        let state = constraint.priority.isRequired ? "required" : "optional (\(existing))"
        let location = match.assignment.location
        let inDocument = finding(
            in: document, at: constraint.location, element: constraint.id, scene: target.scene.id, sizeClasses: sizeClasses,
            "Constraint \(wording.describe(constraint)) is \(state), but \(sourceName):\(location.line) sets the priority of its "
                + "outlet \"\(target.outlet.property)\" to \(written); \(raises) To fix it, \(fix)")
        var inSource = finding(
            in: document, at: location, element: constraint.id, scene: target.scene.id, sizeClasses: sizeClasses,
            "This sets the priority of outlet \"\(target.outlet.property)\" to \(written), but constraint "
                + "\(wording.describe(constraint)) (\(storyboardName):\(constraint.location.line)) is \(state); \(raises) To fix it, \(fix)")
        inSource.path = sourcePath
        return [inDocument, inSource]
    }
}
