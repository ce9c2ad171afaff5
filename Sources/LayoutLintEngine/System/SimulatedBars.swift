import LayoutLintModel

/// The bars Interface Builder simulates around a scene's root (status, navigation, tab and tool
/// bars): what the scene says, completed by what the saving Xcode showed where it says nothing.
struct SimulatedBars {
    let showsStatusBar: Bool
    let showsNavigationBar: Bool
    /// A portrait navigation bar's height (landscape phones: `BarMetrics.compactBar`).
    let navigationBarHeight: Double
    let showsLargeTitle: Bool
    /// The navigation bar is opaque: the root view starts below it.
    let navigationBarIsOpaque: Bool
    let hasTabBar: Bool
    let hasToolbar: Bool
    /// tvOS: the navigation bar sits under the tab bar's band.
    let isInTabBarController: Bool

    init(scene: Scene, xcode: SavingXcode) {
        let chrome = scene.chrome
        showsStatusBar = xcode.alwaysShowsStatusBar || (chrome.showsStatusBar ?? xcode.infersStatusBar)
        showsNavigationBar = chrome.hasNavigationBar
        navigationBarHeight = xcode.isXcode26 ? BarMetrics.xcode26NavigationBar : BarMetrics.navigationBar
        showsLargeTitle = chrome.showsLargeTitle
        navigationBarIsOpaque = chrome.navigationBarIsOpaque
        hasTabBar = chrome.hasTabBar
        hasToolbar = chrome.hasToolbar
        isInTabBarController = chrome.isInTabBarController
    }
}
