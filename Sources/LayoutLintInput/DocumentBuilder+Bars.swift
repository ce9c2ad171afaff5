import LayoutLintModel

extension DocumentBuilder {
    /// The bars and size a scene is designed with, as its controller's elements and simulated
    /// metrics write them; a storyboard's navigation bars are inferred after the walk
    /// (`StoryboardNavigation`).
    func readBars(_ element: XMLElement, name: String) {
        switch name {
        case "navigationItem" where element.attribute("key") == "navigationItem":
            scene?.chrome.hasNavigationBar = true
            if element.attribute("largeTitleDisplayMode") == "never", let id = scene?.id { navigation.declinesLargeTitle.insert(id) }
        case "tabBarItem" where element.attribute("key") == "tabBarItem":
            scene?.chrome.hasTabBar = true
        case "simulatedNavigationBarMetrics" where element.attribute("key") == "simulatedTopBarMetrics":
            scene?.chrome.hasNavigationBar = true
            guard let id = scene?.id else { return }
            navigation.explicitNavigationBar.insert(id)
            if element.attribute("translucent") == "NO" { navigation.explicitOpaqueNavigationBar.insert(id) }
        case "nil" where element.attribute("key") == "simulatedTopBarMetrics":
            guard let id = scene?.id else { return }
            navigation.explicitNoTopBar.insert(id)
        case "nil" where element.attribute("key") == "simulatedBottomBarMetrics":
            guard let id = scene?.id else { return }
            navigation.explicitBottomBar.insert(id)
            navigation.explicitNoBottomBar.insert(id)
        case "simulatedStatusBarMetrics" where element.attribute("key") == "simulatedStatusBarMetrics":
            scene?.chrome.showsStatusBar = true
        case "nil" where element.attribute("key") == "simulatedStatusBarMetrics":
            scene?.chrome.showsStatusBar = false
        case "size" where element.attribute("key") == "freeformSize":
            if let width = number(element, "width"), let height = number(element, "height") {
                scene?.chrome.freeformSize = Size(width: width, height: height)
            }
        case "simulatedTabBarMetrics":
            scene?.chrome.hasTabBar = true
            if let id = scene?.id { navigation.explicitBottomBar.insert(id) }
        case "simulatedToolbarMetrics":
            scene?.chrome.hasToolbar = true
            if let id = scene?.id { navigation.explicitBottomBar.insert(id) }
        default:
            break
        }
    }
}
