import LayoutLintModel

/// Whether a document's push buttons show macOS 11's taller bezel, read from its stored frames.
///
/// macOS 11 drew the regular push button's bezel taller: its 32-point frame reaches 7 beyond the
/// bezel at the sides instead of 6 (`AlignmentInsets.pushButton`). Interface Builder draws with
/// the AppKit of the Mac it runs on, and Xcode 12.0 to 12.4 (tools 17xxx) ran on macOS 10.15 and
/// on macOS 11 alike, so their tools version does not tell which bezel a file was laid out with
/// (Xcode 12.5, tools 18xxx, needs macOS 11). The file does: a push button pinned by its side to
/// its superview's side is stored 6 or 7 beyond the constraint's position, and one whose width a
/// required constant gives is stored 12 or 14 wider than it (the bezel is the alignment rect that
/// constraints size, `AlignmentInsets.pushButton`).
enum PushButtonBezelEvidence {
    /// The tools versions whose Xcode ran on both systems (12.0 to 12.4).
    static let ambiguousToolsVersions = 17000..<18000

    /// For a document of `ambiguousToolsVersions`: `true` when more of its side-pinned push
    /// buttons sit 7 beyond their constraint than 6 (and width-pinned ones 14 wider than their
    /// constant than 12), `false` when fewer; `nil` when none tells, as many tell each way, or the
    /// tools version already says.
    static func showsMacOS11Bezels(in document: Document, toolsVersion: Int) -> Bool? {
        guard ambiguousToolsVersions.contains(toolsVersion) else { return nil }
        var modern = 0, classic = 0
        for scene in document.scenes {
            let items = Dictionary(scene.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for constraint in scene.constraints {
                switch sideInset(constraint, items: items) ?? widthInset(constraint, items: items).map({ $0 / 2 }) {
                case 7?: modern += 1
                case 6?: classic += 1
                default: break
                }
            }
        }
        return modern == classic ? nil : modern > classic
    }

    /// How far the frame of a regular push button reaches beyond the side a required constraint
    /// pins to its superview's same side (a plain view, whose alignment rect is its frame).
    static func sideInset(_ constraint: Constraint, items: [ObjectID: LayoutItem]) -> Double? {
        guard constraint.relation == .equal, constraint.priority.isRequired, constraint.multiplier.value == 1,
              let second = constraint.second, constraint.first.attribute == second.attribute,
              let side = Side(constraint.first.attribute) else { return nil }
        let pair = [(constraint.first.item, second.item, 1.0), (second.item, constraint.first.item, -1.0)]
        for (buttonID, superviewID, sign) in pair {
            guard let button = items[buttonID], isRegularPushButton(button), button.parent == superviewID,
                  let superview = items[superviewID], superview.element == .view || superview.element == .customView,
                  let frame = button.frame, let bounds = superview.frame else { continue }
            // The button's edge, where the constraint puts it: button = superview + sign × constant.
            let offset = sign * constraint.constant
            switch side {
            case .leading: return offset - frame.x
            case .trailing: return frame.x + frame.width - (bounds.width + offset)
            }
        }
        return nil
    }

    /// How much wider than a required constant width the frame of a regular push button is stored:
    /// the insets on both sides together (12 with macOS 10.15's bezel, 14 with macOS 11's).
    static func widthInset(_ constraint: Constraint, items: [ObjectID: LayoutItem]) -> Double? {
        guard constraint.relation == .equal, constraint.priority.isRequired, constraint.multiplier.value == 1,
              constraint.second == nil, constraint.first.attribute == .width,
              let button = items[constraint.first.item], isRegularPushButton(button), let frame = button.frame
        else { return nil }
        return frame.width - constraint.constant
    }

    private enum Side {
        case leading, trailing
        init?(_ attribute: LayoutAttribute) {
            switch attribute {
            case .leading, .left: self = .leading
            case .trailing, .right: self = .trailing
            default: return nil
            }
        }
    }

    private static func isRegularPushButton(_ item: LayoutItem) -> Bool {
        let look = item.appearance
        return item.kind == .view && item.element == .button && look.cellType == "push" && look.bezelStyle == "rounded"
            && look.controlSize == .regular && item.frame?.height == 32 && !item.xcode.misplaced && !item.xcode.ambiguous
    }
}
