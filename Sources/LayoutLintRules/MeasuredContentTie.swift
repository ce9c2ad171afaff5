import LayoutLintEngine
import LayoutLintModel

/// A content-priority tie between two one-line labels (or a label and a button, or two buttons) side
/// by side, found from their measured text widths in a file as Xcode saved it.
///
/// Xcode stores frames after laying the scene out: of two labels in a row that hug (or resist
/// compression) at one priority, one is stored stretched (or truncated), and the solver, which takes
/// a label's content size from its stored frame, sees no slack and no tie (issue 22). Here the
/// labels' widths are measured from their text (`ContentSize`, source `text`); when the two
/// measured widths together differ from the stored ones by more than measurement error, the row
/// has slack (or too little room) that their equal priorities leave to chance.
///
/// Buttons are classic ones measured from their title (`TextMeasurement.button`).
///
/// Only the plainest row is read: two sibling views linked trailing-to-leading by a required
/// equality, each held horizontally by that link and one more required equality on its outer side
/// or both on their centres, no width constraint, not arranged by a stack view, in no size class of
/// their own.
struct MeasuredContentTie {
    var leading: ObjectID
    var trailing: ObjectID
    /// `hugging` (the row is wider than both texts) or `compression resistance` (narrower).
    var kind: String
    var priority: Double
    var measured: (Double, Double)
    /// The widths the row's constraints give the two labels (as laid out from stored content sizes).
    var stored: (Double, Double)

    /// A measured width may be off by this much (points, or this share of the width, whichever is
    /// larger): 98% of the corpus's qualifying labels of fitted fonts are, measured on repositories
    /// the fit did not use (docs/text-metrics.md). Two labels' errors add up.
    static let measurementError = TextMeasurement.widthError

    /// `laidOut`: the views' widths as the engine lays the scene out from the stored content sizes:
    /// the room the row's constraints give the two labels together (the stored frames may not
    /// agree with the constraints; Xcode's own agree).
    /// `index`: the scene's, shared with the rule that asks.
    static func ties(in scene: Scene, document: Document, laidOut: [ObjectID: Rect], index: SceneIndex) -> [MeasuredContentTie] {
        guard document.platform == .iOS else { return [] }
        let arranged = Set(scene.items.flatMap { $0.stack?.arrangedSubviews ?? [] })
        var horizontal: [ObjectID: [Constraint]] = [:]
        for constraint in scene.constraints where !constraint.isPlaceholder {
            for item in Set(constraint.anchors.filter { $0.attribute.axis == .horizontal }.map(\.item)) {
                horizontal[item, default: []].append(constraint)
            }
        }
        let scale = ContentSize.scale(of: document)
        var result: [MeasuredContentTie] = []
        for link in scene.constraints where isFixed(link) {
            guard let row = orderedPair(link),
                  let left = index.item(row.leading), let right = index.item(row.trailing), left.parent == right.parent,
                  [left, right].allSatisfy({ candidate($0, arranged: arranged) }),
                  let shareA = outerShare(left, side: .leading, link: link, horizontal[left.id] ?? [], index: index),
                  let shareB = outerShare(right, side: .trailing, link: link, horizontal[right.id] ?? [], index: index),
                  // With unequal shares the view whose growth gives more room at the same cost takes
                  // the slack (UIKit minimises the sum of violations): no tie.
                  shareA == shareB,
                  let a = measuredWidth(left, document: document, scale: scale),
                  let b = measuredWidth(right, document: document, scale: scale),
                  let storedA = laidOut[left.id]?.width, let storedB = laidOut[right.id]?.width else { continue }
            let error = shareA * tolerance(a) + shareB * tolerance(b)
            let slack = shareA * (storedA - a) + shareB * (storedB - b)
            let hugging = (left.contentHugging.horizontal.rawValue, right.contentHugging.horizontal.rawValue)
            let resistance = (left.compressionResistance.horizontal.rawValue, right.compressionResistance.horizontal.rawValue)
            var kind: String?
            var priority = 0.0
            if slack > error, hugging.0 == hugging.1, hugging.0 < 1000 {
                (kind, priority) = ("hugging", hugging.0)
            } else if slack < -error, resistance.0 == resistance.1, resistance.0 < 1000 {
                (kind, priority) = ("compression resistance", resistance.0)
            }
            guard let kind else { continue }
            result.append(MeasuredContentTie(leading: left.id, trailing: right.id, kind: kind, priority: priority,
                                             measured: (a, b), stored: (storedA, storedB)))
        }
        return result
    }

    private static func tolerance(_ width: Double) -> Double {
        max(measurementError.points, measurementError.share * width)
    }

    /// A required equality of multiplier 1, installed in every size class.
    private static func isFixed(_ constraint: Constraint) -> Bool {
        constraint.relation == .equal && constraint.priority.rawValue >= 1000 && constraint.multiplier.value == 1
            && constraint.installation.isAlwaysInstalled && constraint.constantOverrides.isEmpty && constraint.isWellFormed
    }

    private enum Side { case leading, trailing }

    private static func side(_ attribute: LayoutAttribute) -> Side? {
        switch attribute {
        case .leading, .left, .leadingMargin, .leftMargin: return .leading
        case .trailing, .right, .trailingMargin, .rightMargin: return .trailing
        default: return nil
        }
    }

    /// The link's two views in reading order: the one whose trailing edge it holds first.
    private static func orderedPair(_ link: Constraint) -> (leading: ObjectID, trailing: ObjectID)? {
        guard let second = link.second, link.first.item != second.item,
              let firstSide = side(link.first.attribute), let secondSide = side(second.attribute), firstSide != secondSide else { return nil }
        return firstSide == .trailing ? (link.first.item, second.item) : (second.item, link.first.item)
    }

    /// A one-line label or a button laid out by constraints whose width nothing but its text (a
    /// button's title and content insets) decides.
    private static func candidate(_ item: LayoutItem, arranged: Set<ObjectID>) -> Bool {
        (item.element == .label && item.numberOfLines == 1 || item.element == .button) && !item.translatesAutoresizingMaskIntoConstraints
            && !arranged.contains(item.id) && !item.isHidden && item.frameOverrides.isEmpty && item.installation.isAlwaysInstalled
            && item.frame != nil && item.customClass == nil
    }

    /// How much room the row gains when the view grows a point, when it is held horizontally by the
    /// link and one required equality to its superview (or one of the superview's layout guides),
    /// no more: 1 when that equality holds its outer edge, ½ when it holds its centre (the view
    /// grows both ways); `nil` for any other hold. A hold to a sibling is not read: the sibling may
    /// move, and the row's width is then not fixed.
    private static func outerShare(_ item: LayoutItem, side wanted: Side, link: Constraint, _ constraints: [Constraint],
                                   index: SceneIndex) -> Double? {
        let others = constraints.filter { $0.id != link.id }
        guard others.count == 1, let outer = others.first, isFixed(outer) else { return nil }
        let own = outer.anchors.filter { $0.item == item.id }
        let held = outer.anchors.filter { $0.item != item.id }
        guard own.count == 1, held.count == 1, let holder = index.item(held[0].item),
              holder.id == item.parent || !holder.kind.isView && holder.parent == item.parent else { return nil }
        if own[0].attribute == .centerX || own[0].attribute == .centerXWithinMargins { return 0.5 }
        return side(own[0].attribute) == wanted ? 1 : nil
    }

    private static func measuredWidth(_ item: LayoutItem, document: Document, scale: Double) -> Double? {
        let size = ContentSize.of(item, platform: document.platform, imageSizes: document.imageSizes, scale: scale)
        guard size.source == .text, !size.isEstimate else { return nil }
        return size.width
    }
}
