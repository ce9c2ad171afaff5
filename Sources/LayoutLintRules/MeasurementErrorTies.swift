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
    /// How far a measured height may be off (`TextMeasurement.heightError`).
    static let heightError = TextMeasurement.heightError

    /// How far the measured content size of `id` on `axis` may be off
    /// (`SceneSystem.measuredContentSizeError`: a text width by 3 points or 5%, whichever is
    /// larger, a height by `heightError`, an image's or a fixed control's size exactly): nil when
    /// the view's content size there is not measured (stored, placeholder, none). An estimate is
    /// weighed as a fitted measurement of its kind would be (`MeasurementEstimates.asFitted`).
    static func error(of id: ObjectID, axis: Axis, in system: SceneSystem, document: Document) -> Double? {
        system.measuredContentSizeError(of: id, axis: axis, document: document, estimates: .asFitted)
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
