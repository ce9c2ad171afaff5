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
            if let id = scene?.id { navigation.explicitTopBar.insert(id) }
        case "simulatedStatusBarMetrics" where element.attribute("key") == "simulatedStatusBarMetrics":
            scene?.chrome.showsStatusBar = true
        case "nil" where element.attribute("key") == "simulatedStatusBarMetrics":
            scene?.chrome.showsStatusBar = false
        case "size" where element.attribute("key") == "freeformSize":
            if let width = number(element.attribute("width")), let height = number(element.attribute("height")) {
                scene?.chrome.freeformSize = Size(width: width, height: height)
            }
        case "simulatedTabBarMetrics":
            scene?.chrome.hasTabBar = true
        case "simulatedToolbarMetrics":
            scene?.chrome.hasToolbar = true
        default:
            break
        }
    }
}
