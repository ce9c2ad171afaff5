/// The priorities of the constraints the frameworks and Interface Builder add, by what they mean.
/// Apple's named levels keep Apple's names; the evidence for the others is in
/// `docs/measurements.md` under the same names.
enum EnginePriority {
    /// `UILayoutPriorityRequired`, `NSLayoutPriorityRequired`.
    static let required: Double = 1000
    /// The strongest optional level: gives way to anything required and to nothing else.
    static let justBelowRequired: Double = 999
    /// An arranged view's alignment across an NSStackView's axis when the document's own
    /// constraints also place it there: below the content priorities (750), so the document wins.
    static let stackAlignmentUnderDocument: Double = 700
    /// `NSLayoutPriorityWindowSizeStayPut`: how hard a window keeps its content size.
    static let windowSizeStayPut: Double = 500
    /// `UILayoutPriorityFittingSizeLevel`, `NSLayoutPriorityFittingSizeCompression`: a size held
    /// here gives way to every content priority.
    static let fittingSizeLevel: Double = 50
    /// Just under the fitting-size level: a stack fits its views here, and Interface Builder's
    /// ambiguity suppression keeps a view that nothing else sizes at the size it shows.
    static let stackFitting: Double = 49
    /// Below the stack's fit: NSStackView's arrangement preferences that give way both to the
    /// views' fitting sizes and to the stack fitting them.
    static let belowStackFitting: Double = 48
    /// UIStackView's ambiguity suppression across its axis: below the stack's fit.
    static let uiKitStackSuppression: Double = 25
    /// NSStackView's fill distribution breaks ties by index: below every level a document can
    /// write (1 is the least), the earlier views a little stronger.
    static func fillOrder(index: Int) -> Double { 0.5 - 0.0001 * Double(index) }
    /// An NSStackView taller than its baseline-aligned views keeps them at its top: a tie-break
    /// below the fill order.
    static let baselineAlignedTop: Double = 0.4
}
