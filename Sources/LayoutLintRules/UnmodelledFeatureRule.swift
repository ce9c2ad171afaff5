import LayoutLintEngine
import LayoutLintModel

/// Something a scene uses that changes its layout in UIKit or AppKit but that layoutlint does not
/// model: a note, once per scene and feature, so that the user knows which of the other findings
/// for that scene rest on less than the whole layout. Not an error: nothing is wrong with the file.
public struct UnmodelledFeatureRule: Rule {
    public static let description = RuleDescription(
        id: "unmodelled-feature", name: "Unmodelled Feature",
        summary: "A scene uses something that changes its layout which layoutlint does not model; findings about the views it touches may be incomplete.",
        defaultSeverity: .note)

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let document = context.document
        let solvesOtherSizes = !SizeClassConfigurations(document: document).isUniform
        var findings: [Finding] = []
        for scene in document.scenes {
            if context.isCutShort(scene) {
                findings.append(finding(in: document, at: scene.location, element: scene.id, scene: scene.id,
                                        Self.cutShortMessage))
            }
            // Once per feature and scene: its first use that can reach the layout.
            var reported = Set<String>()
            for feature in scene.unmodelledFeatures where !reported.contains(feature.name)
                && reaches(feature, scene: scene, document: document, index: context.index(scene),
                           solvesOtherSizes: solvesOtherSizes) {
                reported.insert(feature.name)
                findings.append(finding(in: document, at: feature.location, element: feature.item ?? scene.id, scene: scene.id,
                                        "\(feature.name) \(Self.consequence(of: feature.effect))"))
            }
        }
        return findings
    }

    /// A scene past the solve's work budget: a size no real scene reaches (thousands of
    /// constraints that couple everything), so a generated or badly merged file.
    static let cutShortMessage = "this scene's constraints took more than layoutlint's work budget to solve "
        + "(\(WorkBudget.solve) tableau operations): the analysis was cut short and no layout finding is reported for it"

    /// Whether the feature can change what layoutlint computes for this scene: a feature whose
    /// effect is out of reach of every layout layoutlint solves would only be noise.
    private func reaches(_ feature: UnmodelledFeature, scene: Scene, document: Document, index: SceneIndex,
                         solvesOtherSizes: Bool) -> Bool {
        let chrome = scene.chrome
        switch feature.effect {
        case .placesSubviews, .layoutDirection:
            return true
        case .sceneSize:
            // A scene without constraints (a navigation controller's own scene, a view laid out by
            // its masks) has no layout findings for the simulated size to leave incomplete. Nor
            // has one whose root Xcode stored at the device's whole screen: there the simulated
            // size is the screen (other size classes are solved at their own screens anyway).
            return !scene.constraints.isEmpty && !rootFillsTheScreen(scene, document: document)
        case .topBar:
            // A prompt matters where layoutlint shows a navigation bar, and (like a simulated size)
            // only to a scene with constraints for the bars' safe area to reach.
            return chrome.hasNavigationBar && !scene.constraints.isEmpty
        case .bottomBar:
            return (chrome.hasTabBar || chrome.isInTabBarController || chrome.hasToolbar) && !scene.constraints.isEmpty
        case .autoresizing:
            // Autoresizing only acts when the view is resized from its stored size: in the other
            // size classes of a document that varies by size class (the input layer records the
            // feature only on a view with subviews).
            return solvesOtherSizes
        case .layoutMargins:
            // The readable width is narrower than an iPad (at the default text size), wider than
            // any phone: margins follow it on views as wide as an iPad, or in other size classes.
            // And only through a constraint to that view's margins.
            let width = feature.item.flatMap { index.item($0)?.frame?.width } ?? 0
            return (solvesOtherSizes || width >= DeviceMetrics.smallestPadWidth) && constrainsMargins(of: feature.item, in: scene, index: index)
        }
    }

    /// Whether the scene's root view is stored at its device's whole screen (in either
    /// orientation): a page sheet that an iPhone shows full screen (before iOS 13, or compact
    /// width). Then the simulated size is the screen, whose bars and safe area layoutlint derives.
    private func rootFillsTheScreen(_ scene: Scene, document: Document) -> Bool {
        guard let screen = DeviceMetrics.screen(of: document.device, platform: document.platform,
                                                toolsVersion: document.toolsVersion.flatMap { Int($0) }),
              let root = scene.items.first(where: { $0.parent == nil && $0.kind == .view })?.frame else { return false }
        let same = { (a: Double, b: Double) in abs(a - b) < 0.5 }
        return (same(root.width, screen.width) && same(root.height, screen.height))
            || (same(root.width, screen.height) && same(root.height, screen.width))
    }

    /// Whether a constraint of the scene uses the view's margins: a margin attribute of the view,
    /// or its layout margins guide. A table view's cells take their margins from the table, so
    /// for a table the margins of any view inside it count.
    private func constrainsMargins(of view: ObjectID?, in scene: Scene, index: SceneIndex) -> Bool {
        guard let view else { return false }
        let isTable = index.item(view)?.element == .tableView
        func counts(_ id: ObjectID) -> Bool { isTable ? index.isDescendant(id, of: view) : id == view }
        let marginGuides = Set(scene.items.filter { $0.kind == .layoutGuide(.layoutMargins) }.compactMap { guide in
            guide.parent.flatMap { counts($0) ? guide.id : nil }
        })
        return scene.constraints.contains { constraint in
            constraint.anchors.contains { ($0.attribute.isMargin && counts($0.item)) || marginGuides.contains($0.item) }
        }
    }

    static func consequence(of effect: UnmodelledFeature.Effect) -> String {
        switch effect {
        case .placesSubviews:
            return "lets the container place the views inside it itself, which layoutlint does not model (it keeps them "
                + "at the frames Xcode stored): frames and ambiguity reported for the views inside it may be incomplete"
        case .sceneSize:
            return "simulates the scene at a size whose bars and safe area layoutlint does not derive: frames and "
                + "ambiguity reported for the views of this scene may be incomplete"
        case .topBar:
            return "changes the top bar Interface Builder shows for the scene, which layoutlint does not model: the "
                + "safe area, and frames reported for the views constrained to it, may be incomplete for this scene"
        case .bottomBar:
            return "changes the bottom bar Interface Builder shows for the scene, which layoutlint does not model: the "
                + "safe area, and frames reported for the views constrained to it, may be incomplete for this scene"
        case .layoutMargins:
            return "makes the view's layout margins follow the readable width, which layoutlint does not model: frames "
                + "reported for the views constrained to its margins may be incomplete on wide screens"
        case .autoresizing:
            return "stops the view resizing its subviews, which layoutlint does not model: frames reported for its "
                + "subviews at sizes other than the stored one may be incomplete"
        case .layoutDirection:
            return "lays the view's subviews out right to left, which layoutlint does not model: frames reported for "
                + "the views inside it may be incomplete"
        }
    }
}
