import LayoutLintModel

/// A storyboard's navigation and tab bar controllers and the segues between its scenes, read
/// during the walk: Interface Builder infers a scene's top bar and tab bar from them, which only
/// the whole storyboard decides.
struct StoryboardNavigation {
    /// Per storyboard scene (by scene id): its controller's id, whether it is a navigation
    /// controller that hides its bar, and its segues (destination, kind, relationship).
    private var controllerOfScene: [ObjectID: ObjectID] = [:]
    private var hidesNavigationBar: Set<ObjectID> = []
    /// Navigation controllers (by scene) whose bar shows large titles, and scenes whose
    /// navigation item declines them (`largeTitleDisplayMode="never"`).
    private var largeTitleNavigationControllers: Set<ObjectID> = []
    var declinesLargeTitle: Set<ObjectID> = []
    /// Navigation controllers (by scene) whose bar is opaque (`translucent="NO"`).
    private var opaqueNavigationControllers: Set<ObjectID> = []
    /// Scenes whose controller is a navigation controller.
    private var navigationControllers: Set<ObjectID> = []
    private var tabBarControllers: Set<ObjectID> = []
    private var seguesOfScene: [ObjectID: [(destination: ObjectID, kind: String, relationship: String?)]] = [:]
    /// Scenes whose top bar is chosen explicitly (simulated metrics), not inferred: those that
    /// choose a navigation bar (among them an opaque one), and those that choose none.
    var explicitNavigationBar: Set<ObjectID> = []
    var explicitOpaqueNavigationBar: Set<ObjectID> = []
    var explicitNoTopBar: Set<ObjectID> = []
    /// Scenes whose bottom bar is chosen explicitly (a toolbar, a tab bar or none), and those
    /// that choose none (a tab bar item then shows no tab bar).
    var explicitBottomBar: Set<ObjectID> = []
    var explicitNoBottomBar: Set<ObjectID> = []

    /// One of the scene's top-level objects; only its view controller counts.
    mutating func readController(_ object: XMLElement, scene id: ObjectID) {
        guard object.attribute("sceneMemberID") == "viewController", let controller = object.attribute("id") else { return }
        controllerOfScene[id] = controller
        if object.isNamed("tabBarController") { tabBarControllers.insert(id) }
        if object.isNamed("navigationController") { readNavigationController(object, scene: id) }
        // The controller's own segues (relationships, manual segues) and those of its
        // buttons, cells and gesture recognizers (a table cell's show segue pushes too).
        var stack = [object]
        while let element = stack.popLast() {
            for child in element.children.reversed() {
                if child.isNamed("segue") {
                    guard let destination = child.attribute("destination"), let kind = child.attribute("kind") else { continue }
                    seguesOfScene[id, default: []].append((destination, kind, child.attribute("relationship")))
                } else {
                    stack.append(child)
                }
            }
        }
    }

    private mutating func readNavigationController(_ object: XMLElement, scene id: ObjectID) {
        navigationControllers.insert(id)
        if object.attribute("navigationBarHidden") == "YES" { hidesNavigationBar.insert(id) }
        guard let bar = object.children.first(where: { $0.isNamed("navigationBar") && $0.attribute("key") == "navigationBar" }) else { return }
        if bar.attribute("largeTitles") == "YES" { largeTitleNavigationControllers.insert(id) }
        if bar.attribute("translucent") == "NO" { opaqueNavigationControllers.insert(id) }
    }

    /// Interface Builder's inferred top bar is a navigation bar only for a view controller in a
    /// navigation stack of the storyboard: the root view controller of a navigation controller,
    /// the tabs of a tab bar controller that is one, and the ones they push (show and push
    /// segues), transitively; a scene that chooses a navigation bar itself (simulated metrics)
    /// starts a stack too. A navigation item alone does not show one: a scene reached from
    /// another storyboard, presented modally or left unconnected keeps its navigation item but
    /// gets the status bar only (the safe areas and top layout guides such scenes save say so;
    /// docs/measurements.md; Xcode 26 too). A navigation controller with "Shows Navigation Bar" off
    /// (`navigationBarHidden="YES"`) hides the bar of its root view controller and of the ones it
    /// pushes. A scene that chooses its top bar explicitly (simulated metrics) keeps it either way, and
    /// one that chooses none passes none to what it pushes.
    /// The tab bar is passed down to a tab's navigation stack.
    func applyInferredNavigationBars(to scenes: inout [Scene]) {
        var sceneOfController: [ObjectID: ObjectID] = [:]
        for (scene, controller) in controllerOfScene { sceneOfController[controller] = scene }
        let stacks = navigationStacks(sceneOfController)
        let inTabs = scenesInTabs(sceneOfController)
        for index in scenes.indices {
            let id = scenes[index].id
            if explicitNoBottomBar.contains(id) { scenes[index].chrome.hasTabBar = false }
            if inTabs.all.contains(id) { scenes[index].chrome.isInTabBarController = true }
            if inTabs.bar.contains(id) && !explicitBottomBar.contains(id) {
                scenes[index].chrome.hasTabBar = true
            }
            if explicitNavigationBar.contains(id) || explicitNoTopBar.contains(id) {
                scenes[index].chrome.navigationBarIsOpaque = explicitOpaqueNavigationBar.contains(id)
                if explicitNoTopBar.contains(id) { scenes[index].chrome.hasNavigationBar = false }
                continue
            }
            scenes[index].chrome.hasNavigationBar = stacks.shown.contains(id)
            scenes[index].chrome.navigationBarIsOpaque = stacks.opaque.contains(id)
            scenes[index].chrome.showsLargeTitle = stacks.large.contains(id) && !declinesLargeTitle.contains(id)
        }
    }

    /// How a navigation stack shows its bar.
    private struct StackBar {
        var hidden = false
        var large = false
        var opaque = false
    }

    /// The scenes in navigation stacks: those whose bar shows, those whose bar the navigation
    /// controller hides, those shown with large titles and those under an opaque bar. Stacks of
    /// navigation controllers are walked before those of scenes that choose their bar, so a scene
    /// in both takes its navigation controller's bar.
    private func navigationStacks(_ sceneOfController: [ObjectID: ObjectID])
        -> (shown: Set<ObjectID>, hidden: Set<ObjectID>, large: Set<ObjectID>, opaque: Set<ObjectID>) {
        var pending: [(scene: ObjectID, bar: StackBar)] = explicitNavigationBar.sorted().map {
            ($0, StackBar(opaque: explicitOpaqueNavigationBar.contains($0)))
        }
        for navigation in navigationControllers.sorted() {
            let bar = StackBar(hidden: hidesNavigationBar.contains(navigation), large: largeTitleNavigationControllers.contains(navigation),
                               opaque: opaqueNavigationControllers.contains(navigation))
            for segue in seguesOfScene[navigation] ?? [] where segue.relationship == "rootViewController" {
                if let scene = sceneOfController[segue.destination] { pending.append((scene, bar)) }
            }
        }
        var shown = Set<ObjectID>(), hidden = Set<ObjectID>(), large = Set<ObjectID>(), opaque = Set<ObjectID>()
        while let (scene, bar) = pending.popLast() {
            guard bar.hidden ? hidden.insert(scene).inserted : shown.insert(scene).inserted else { continue }
            if bar.large && !bar.hidden { large.insert(scene) }
            if bar.opaque && !bar.hidden { opaque.insert(scene) }
            // What a scene that chooses no top bar pushes infers none either (tinode).
            var passed = bar
            if explicitNoTopBar.contains(scene) { passed.hidden = true }
            for next in scenesInSameStack(after: scene, sceneOfController) { pending.append((next, passed)) }
        }
        return (shown, hidden, large, opaque)
    }

    /// The scenes a stack's scene passes its navigation bar to: those it pushes (show and push
    /// segues), and a tab bar controller's tabs.
    private func scenesInSameStack(after scene: ObjectID, _ sceneOfController: [ObjectID: ObjectID]) -> [ObjectID] {
        (seguesOfScene[scene] ?? []).compactMap { segue in
            guard let next = sceneOfController[segue.destination], !navigationControllers.contains(next) else { return nil }
            let pushes = segue.kind == "show" || segue.kind == "push"
            let tab = tabBarControllers.contains(scene) && segue.relationship == "viewControllers"
            return pushes || tab ? next : nil
        }
    }

    /// A tab bar controller's children, and the stacks of the navigation controllers among them
    /// (`all`); and those that show the tab bar (`bar`): the tabs and the navigation stacks
    /// inside them. A scene a tab pushes onto a navigation controller that holds the tab bar
    /// controller covers the tab bar (sentry's keep only the home indicator's band below their
    /// safe area); one pushed inside a tab's own navigation controller keeps it (SwiftMessages).
    private func scenesInTabs(_ sceneOfController: [ObjectID: ObjectID]) -> (all: Set<ObjectID>, bar: Set<ObjectID>) {
        var tabs: [(scene: ObjectID, showsBar: Bool, inTabStack: Bool)] = []
        for tabBar in tabBarControllers.sorted() {
            for segue in seguesOfScene[tabBar] ?? [] where segue.relationship == "viewControllers" {
                if let scene = sceneOfController[segue.destination] { tabs.append((scene, true, false)) }
            }
        }
        var all = Set<ObjectID>(), bar = Set<ObjectID>()
        while let (scene, showsBar, inTabStack) = tabs.popLast() {
            if showsBar { bar.insert(scene) }
            guard all.insert(scene).inserted else { continue }
            for segue in seguesOfScene[scene] ?? [] {
                guard let next = sceneOfController[segue.destination] else { continue }
                if segue.relationship == "rootViewController" {
                    tabs.append((next, showsBar, true))
                } else if (segue.kind == "show" || segue.kind == "push") && !navigationControllers.contains(next) {
                    tabs.append((next, showsBar && inTabStack, inTabStack))
                }
            }
        }
        return (all, bar)
    }
}
