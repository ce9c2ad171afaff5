/// Heights of the bars UIKit draws, in points, as Interface Builder simulates them. Evidence in
/// `docs/measurements.md` under these names.
enum BarMetrics {
    /// A status bar above a classic (unnotched) screen.
    static let statusBar: Double = 20
    static let navigationBar: Double = 44
    /// Xcode 26 draws iOS 26's taller navigation bar.
    static let xcode26NavigationBar: Double = 54
    /// A navigation, tab or tool bar on a landscape phone.
    static let compactBar: Double = 32
    /// A large title below a portrait navigation bar.
    static let largeTitle: Double = 52
    static let tabBar: Double = 49
    /// A toolbar above the home indicator of a notched phone (elsewhere it is `navigationBar` tall).
    static let toolbarAboveHomeIndicator: Double = 49
    /// A navigation bar at the top of a page sheet on a notched iPhone (iOS 13 and later).
    static let pageSheetNavigationBar: Double = 56
    /// The gap between a notched iPhone's sensor housing and the top of a page sheet.
    static let pageSheetTopGap: Double = 10
    /// Xcode 26: the gap between a page sheet's top and its navigation bar (files that double the
    /// notched safe area, `SavingXcode.doublesNotchedSafeArea`).
    static let pageSheetNavigationBarTop: Double = 16
    /// tvOS: a navigation bar below the overscan band or the tab bar's band.
    static let tvNavigationBar: Double = 145
    /// tvOS: where the tab bar's band ends, from the top of the screen.
    static let tvTabBarBandBottom: Double = 157
}
