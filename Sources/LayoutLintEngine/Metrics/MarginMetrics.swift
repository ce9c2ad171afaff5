/// UIKit's default layout margins, in points, as Interface Builder shows them. Evidence in
/// `docs/measurements.md` under these names.
enum MarginMetrics {
    /// A view's margins when nothing else applies (UIView's default).
    static let standard: Double = 8
    /// A cell's content view before iOS 11, and above and below in iOS 11 to 18.
    static let legacyCellVertical: Double = 8
    static let iOS11CellVertical: Double = 11
    /// iOS 26: cells' margins above and below.
    static let iOS26CellVertical: Double = 15
    /// A cell's side margins on a screen wider than the 375-point phones (390 and 393 points
    /// wide as on 414), where a view controller's root keeps 16.
    static let cellSideOnWidePhones: Double = 20
    /// A cell content view's trailing margin beside a standard accessory (iOS 11 on).
    static let cellTrailingBesideAccessory: Double = 8
    /// The width of the 375-point phones, the widest whose cells take 16 at the sides.
    static let narrowPhoneWidth: Double = 375
    /// Xcode 9.0 to 9.2 drew 375-point cells with iOS 10's separator inset instead of 16.
    static let iOS10CellSeparatorInset: Double = 15
}
