import LayoutLintEngine
import LayoutLintModel

/// A content-priority tie that, with measured content sizes (`EngineOptions.contentSizes`), exists
/// only within the measurement's error: moving each measured content size by at most its error
/// (`error(of:)`) lets every view of the tie keep its content size, so the slack (or the
/// overfill) the tie trades may be the measurement's, not the layout's (issue 22, "a tie or
/// ambiguity that exists only within measurement error is not an error";
/// docs/handcheck/2026-11-27-ties.md #14, docs/handcheck/2026-11-27-ties-controls.md #15).
/// Such a tie is only a note that says what was assumed. In `stored` mode no size is measured and
/// nothing changes.
enum MeasurementErrorTies {
    /// How far a measured height may be off: one line on the pixel grid against Xcode's whole-point
    /// lines (Xcode 7 and earlier store a 17-point line 21 tall, the screen's grid gives 20.5;
    /// `SavingXcode.roundsLabelLinesToPixels`), with room for a second rounding.
    static let heightError = TextMeasurement.heightError

    /// How far the measured content size of `id` on `axis` may be off: a width by
    /// `MeasuredContentTie.measurementError` (3 points or 5%, whichever is larger: 98% of the
    /// corpus's qualifying labels, measured on repositories the fit did not use), a height by
    /// `heightError`; an image's size from the document's resources is exact (0). Nil when the
    /// view's content size there is not measured (stored, placeholder, none).
    static func error(of id: ObjectID, axis: Axis, in system: SceneSystem, document: Document) -> Double? {
        guard system.options.contentSizes != .stored, let item = system.items.first(where: { $0.id == id }),
              IntrinsicContentSize.axes(of: item, platform: document.platform)[axis], item.placeholderIntrinsicSize[axis] == nil,
              !system.takesStoredContentSize(of: id, axis: axis, document: document) else { return nil }
        let size = ContentSize.of(item, platform: document.platform, imageSizes: document.imageSizes, scale: system.metrics.scale,
                                  wrapWidth: system.wrappedTextWidths[id])
        guard size.source == .text || size.source == .image else { return nil }
        if size.source == .image { return 0 }
        guard axis == .horizontal else { return heightError }
        let width = size.width ?? 0
        return max(MeasuredContentTie.measurementError.points, MeasuredContentTie.measurementError.share * width)
    }

    /// The measured views the tie rests on when it disappears with each measured content size off
    /// by at most its error; nil when it stands (or no member is measured, or the check ran out
    /// of the scene's budget, `meter`).
    static func views(behind members: Set<ConstraintOrigin>, in layout: SceneLayout, document: Document,
                      meter: WorkMeter) -> [ObjectID]? {
        let system = layout.system
        guard system.options.contentSizes != .stored else { return nil }
        // The members' conflict sets with what wins over the tie kept (`TieConflictSets`).
        guard let (required, sets) = TieConflictSets.of(members, in: layout, keepingWhatWinsOverTheTie: true, meter: meter) else { return nil }
        var errors: [Int: Double] = [:]
        var views: [ObjectID] = []
        for set in sets {
            for tag in Array(Set(set.tags)).sorted() where tag < required.constraints.count && errors[tag] == nil {
                switch required.constraints[tag].origin {
                case .contentHugging(let id, let axis), .compressionResistance(let id, let axis):
                    guard let error = error(of: id, axis: axis, in: system, document: document) else { continue }
                    errors[tag] = error
                    if error > 0, !views.contains(id) { views.append(id) }
                default:
                    continue
                }
            }
        }
        guard !views.isEmpty else { return nil }
        // Every set must hold with the measured sizes relaxed by their errors (everything else exact).
        for set in sets {
            var constraints: [LinearConstraint] = []
            for tag in Array(Set(set.tags)).sorted() where tag < required.constraints.count {
                ConflictEstimates.append(required.constraints[tag].linear, within: errors[tag] ?? 0, to: &constraints)
            }
            guard let relaxed = ConflictEstimates.solve(constraints, variableCount: required.variableCount, meter: meter),
                  relaxed.conflicts.isEmpty else { return nil }
        }
        return views
    }

    /// The line that says so, after the tie's message.
    static func note(_ views: [ObjectID], wording: ConsoleLogWording) -> String {
        let names = views.map { wording.itemName($0) }.joined(separator: ", ")
        let widths = formatLayoutNumber(MeasuredContentTie.measurementError.points)
        let share = formatLayoutNumber(MeasuredContentTie.measurementError.share * 100)
        return "This tie rests on layoutlint's measured content sizes of \(names): with each off by at most the measurement's "
            + "error (widths \(widths) points or \(share)%, heights \(formatLayoutNumber(heightError)) point), every view of it "
            + "keeps its content size, so the tie may be the measurement's, not the layout's; check the layout in Interface Builder or at run time."
    }
}
