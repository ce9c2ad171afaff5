import LayoutLintEngine
import LayoutLintModel

/// Content hugging or compression resistance at 1000. The intrinsic size then becomes a required
/// constraint: when the view cannot be exactly that size (a long translation, a larger Dynamic Type
/// size, a narrower device), nothing can give way and the layout is unsatisfiable. 999 keeps the
/// same result in every layout that works and lets the engine recover in the others.
public struct RequiredContentPriorityRule: Rule {
    public static let description = RuleDescription(
        id: "required-content-priority", name: "Required Content Priority",
        summary: "A view's content hugging or compression resistance priority is 1000 (required); use 999.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let configurations = SizeClassConfigurations(document: document)
        var findings: [Finding] = []
        for scene in document.scenes {
            let index = context.index(scene)
            for item in scene.items where item.kind == .view {
                let parts = requiredPriorities(of: item, platform: document.platform)
                guard !parts.isEmpty else { continue }
                let installed = configurations.all.filter { index.isInstalled(item: item.id, in: $0) }
                guard !installed.isEmpty else { continue }
                findings.append(finding(
                    in: document, at: item.location, element: item.id, scene: scene.id,
                    sizeClasses: configurations.summary(of: installed),
                    "\"\(ConstraintWording.shortened(item.name))\" has \(phrase(parts)); use 999, so the view can give way instead of making "
                        + "the layout unsatisfiable"))
            }
        }
        return findings
    }

    /// "a required vertical content hugging priority (1000)", "required horizontal content hugging and
    /// compression resistance priorities (1000)".
    private func phrase(_ parts: [String]) -> String {
        guard parts.count > 1 else { return "a required \(parts[0]) priority (1000)" }
        return "required \(parts.dropLast().joined(separator: ", ")) and \(parts.last!) priorities (1000)"
    }

    /// Only axes on which the view has an intrinsic size (or may have one: a custom class can supply
    /// it at run time); elsewhere content priorities are never turned into constraints.
    private func requiredPriorities(of item: LayoutItem, platform: Platform) -> [String] {
        let intrinsic = IntrinsicContentSize.axes(of: item, platform: platform)
        var parts: [String] = []
        for axis in Axis.allCases where intrinsic[axis] || mayHaveIntrinsicSize(item, axis: axis) {
            if item.contentHugging[axis].isRequired { parts.append("\(axis.rawValue) content hugging") }
            if item.compressionResistance[axis].isRequired { parts.append("\(axis.rawValue) compression resistance") }
        }
        return parts
    }

    private func mayHaveIntrinsicSize(_ item: LayoutItem, axis: Axis) -> Bool {
        item.customClass != nil && item.placeholderIntrinsicSize[axis] == nil && item.stack == nil
    }
}
