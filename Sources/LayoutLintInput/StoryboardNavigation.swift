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
    /// Scenes whose controller is a navigation controller.
    private var navigationControllers: Set<ObjectID> = []
    private var tabBarControllers: Set<ObjectID> = []
    private var seguesOfScene: [ObjectID: [(destination: ObjectID, kind: String, relationship: String?)]] = [:]
    /// Scenes whose top bar is chosen explicitly (simulated metrics), not inferred.
    var explicitTopBar: Set<ObjectID> = []

    /// One of the scene's top-level objects; only its view controller counts.
    mutating func readController(_ object: XMLElement, scene id: ObjectID) {
        guard object.attribute("sceneMemberID") == "viewController", let controller = object.attribute("id") else { return }
        controllerOfScene[id] = controller
        if object.isNamed("tabBarController") { tabBarControllers.insert(id) }
        if object.isNamed("navigationController") {
            navigationControllers.insert(id)
            if object.attribute("navigationBarHidden") == "YES" { hidesNavigationBar.insert(id) }
            if object.children.contains(where: { $0.isNamed("navigationBar") && $0.attribute("key") == "navigationBar"
                && $0.attribute("largeTitles") == "YES" }) {
                largeTitleNavigationControllers.insert(id)
            }
        }
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

    /// Interface Builder's inferred top bar is a navigation bar only for a view controller in a
    /// navigation stack of the storyboard: the root view controller of a navigation controller and
    /// the ones it pushes (show and push segues), transitively. A navigation item alone does not
    /// show one: a scene reached from another storyboard, presented modally or left unconnected
    /// keeps its navigation item but gets the status bar only (the safe areas and top layout
    /// guides such scenes save say so; docs/measurements.md). Xcode 26 shows a bar for those
    /// too, so the model keeps them apart (`hasNavigationItemOutsideStack`) for the engine.
    /// A navigation controller with "Shows Navigation Bar" off (`navigationBarHidden="YES"`) hides
    /// the bar of its root view controller and of the ones it pushes. A scene that chooses its top
    /// bar explicitly (simulated metrics) keeps it either way.
    func applyInferredNavigationBars(to scenes: inout [Scene]) {
        var sceneOfController: [ObjectID: ObjectID] = [:]
        for (scene, controller) in controllerOfScene { sceneOfController[controller] = scene }
        let stacks = navigationStacks(sceneOfController)
        let inTabs = scenesInTabs(sceneOfController)
        for index in scenes.indices where inTabs.contains(scenes[index].id) { scenes[index].chrome.isInTabBarController = true }
        for index in scenes.indices where !explicitTopBar.contains(scenes[index].id) {
            let hadNavigationItem = scenes[index].chrome.hasNavigationBar
            scenes[index].chrome.hasNavigationBar = stacks.shown.contains(scenes[index].id)
            scenes[index].chrome.showsLargeTitle = stacks.large.contains(scenes[index].id) && !declinesLargeTitle.contains(scenes[index].id)
            scenes[index].chrome.hasNavigationItemOutsideStack = hadNavigationItem && !stacks.shown.contains(scenes[index].id)
                && !stacks.hidden.contains(scenes[index].id)
        }
    }

    /// The scenes in navigation stacks: those whose bar shows, those whose bar the navigation
    /// controller hides, and those shown with large titles.
    private func navigationStacks(_ sceneOfController: [ObjectID: ObjectID])
        -> (shown: Set<ObjectID>, hidden: Set<ObjectID>, large: Set<ObjectID>) {
        var pending: [(scene: ObjectID, hidden: Bool, large: Bool)] = []
        for navigation in navigationControllers.sorted() {
            for segue in seguesOfScene[navigation] ?? [] where segue.relationship == "rootViewController" {
                if let scene = sceneOfController[segue.destination] {
                    pending.append((scene, hidesNavigationBar.contains(navigation), largeTitleNavigationControllers.contains(navigation)))
                }
            }
        }
        var shown = Set<ObjectID>(), hidden = Set<ObjectID>(), large = Set<ObjectID>()
        while let (scene, isHidden, isLarge) = pending.popLast() {
            guard isHidden ? hidden.insert(scene).inserted : shown.insert(scene).inserted else { continue }
            if isLarge && !isHidden { large.insert(scene) }
            for segue in seguesOfScene[scene] ?? [] where segue.kind == "show" || segue.kind == "push" {
                if let next = sceneOfController[segue.destination], !navigationControllers.contains(next) { pending.append((next, isHidden, isLarge)) }
            }
        }
        return (shown, hidden, large)
    }

    /// A tab bar controller's children, and the stacks of the navigation controllers among them.
    private func scenesInTabs(_ sceneOfController: [ObjectID: ObjectID]) -> Set<ObjectID> {
        var tabs: [ObjectID] = []
        for tabBar in tabBarControllers.sorted() {
            for segue in seguesOfScene[tabBar] ?? [] where segue.relationship == "viewControllers" {
                if let scene = sceneOfController[segue.destination] { tabs.append(scene) }
            }
        }
        var inTabs = Set<ObjectID>()
        while let scene = tabs.popLast() {
            guard inTabs.insert(scene).inserted else { continue }
            for segue in seguesOfScene[scene] ?? [] {
                guard let next = sceneOfController[segue.destination] else { continue }
                if segue.relationship == "rootViewController" || (segue.kind == "show" || segue.kind == "push") && !navigationControllers.contains(next) {
                    tabs.append(next)
                }
            }
        }
        return inTabs
    }
}
