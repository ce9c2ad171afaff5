/// UIKit's default layout margins, in points, as Interface Builder shows them. Evidence in
/// `docs/measurements.md` under these names.
enum MarginMetrics {
    /// A view's margins when nothing else applies (UIView's default).
    static let standard: Double = 8
    /// A cell's content view before iOS 11, and above and below in iOS 11 to 18.
    static let legacyCellVertical: Double = 8
    static let iOS11CellVertical: Double = 11
    /// iOS 26: cells' margins above and below, and their least margin at the sides.
    static let iOS26CellVertical: Double = 15
    static let iOS26CellSideMinimum: Double = 20
    /// Xcode 9.0 to 9.2 drew 375-point cells with iOS 10's separator inset instead of 16.
    static let iOS10CellSeparatorInset: Double = 15
}
