import LayoutLintModel

/// The content-size constraints UIKit and AppKit add for a view with an intrinsic size
/// (`NSContentSizeLayoutConstraint`): hugging (`<=`) and compression resistance (`>=`) per axis.
struct IntrinsicContentConstraints {
    let document: Document
    let frames: DesignFrames
    /// Labels whose font is known get the height of their text (see `measuresLabelText` in `SceneSystemBuilder.build`).
    let measuresLabelText: Bool
    /// Measured content sizes first, stored frames as the fallback, or stored frames only
    /// (`EngineOptions.contentSizes`, `ContentSizePolicy`).
    let contentSizePolicy: ContentSizes
    /// The widths wrapping labels got in the first solve, to measure their text at (see
    /// `LayoutEngine.wrappingText`); empty in the first solve.
    var wrappedTextWidths: [ObjectID: Double] = [:]
    /// `refined` mode's second pass: the axes on which a view the measured solve left at its
    /// measured content size, in no contest, takes its stored size (see
    /// `LayoutEngine.refiningUncontestedContentSizes`); empty in the first solves.
    var storedAtMeasuredSize: [ObjectID: Set<Axis>] = [:]
    /// Views whose sizes a required equality holds equal but whose stored sizes differ by at most
    /// `roundingSpread`: the size each takes for its stored one (`settlingRoundedEqualSizes`).
    private(set) var roundedEqualSizes: [ObjectID: [Axis: Double]] = [:]

    /// The largest spread between the stored sizes of views a required equality holds equal that
    /// is read as the rounding of one size: UIKit and AppKit place a view at its frame with each
    /// edge rounded to the pixel grid, so two views of one unrounded width (58.5) starting at
    /// different fractions of a point are stored a pixel apart (58 and 59). Interface Builder's
    /// AppKit canvas stores whole points (of 14,251 macOS frames in the corpus 138 hold a half
    /// point), as iOS files of Xcode 5 to 7 do, so up to one point; on a 2x or 3x canvas a
    /// rounding spreads a half or a third of a point, within it. See docs/measurements.md.
    static let roundingSpread: Double = 1

    /// For each group of views that required equalities of one size attribute (multiplier 1,
    /// constant 0, every view with an intrinsic size on that axis taken from its stored frame)
    /// hold equal, and whose stored sizes differ by more than nothing and at most
    /// `roundingSpread`: their mean, for every view of the group, where it is within half a point
    /// of each stored size (as many views stored at the smaller size as at the larger: the
    /// midpoint). The stored sizes are one size rounded two ways; taken as they are, the larger
    /// one's compression resistance stretches the others a pixel past their frames and moves what
    /// hangs on them. The mean keeps the group's total, so a chain through the whole group stays
    /// as tight as it was stored (a group stored 16, 16, 16, 15, 15 would take 15.6, half a point
    /// of slack for a tie of huggings to share where the midpoint was taken: it is left as
    /// stored). In a consistent layout a required equality leaves no other way for equal sizes to
    /// be stored apart; a stale frame Xcode flags is not compared.
    mutating func settlingRoundedEqualSizes(_ constraints: [Constraint], configuration: TraitKey,
                                            isInForce: (Constraint) -> Bool, items: (ObjectID) -> LayoutItem?) {
        for axis in Axis.allCases {
            var members: [ObjectID] = []
            var position: [ObjectID: Int] = [:]
            func member(_ id: ObjectID) -> Int {
                if let known = position[id] { return known }
                position[id] = members.count
                members.append(id)
                return members.count - 1
            }
            var equalities: [(Int, Int)] = []
            for constraint in constraints where isInForce(constraint) {
                guard constraint.priority.isRequired, constraint.relation == .equal,
                      let second = constraint.second, second.item != constraint.first.item,
                      constraint.first.attribute.isSize, constraint.first.attribute.axis == axis,
                      second.attribute == constraint.first.attribute,
                      constraint.multiplier.value == 1, constraint.constant(in: configuration) == 0 else { continue }
                equalities.append((member(constraint.first.item), member(second.item)))
            }
            var sets = ComponentSets(count: members.count)
            for (a, b) in equalities { sets.union(a, b) }
            var groups: [Int: [ObjectID]] = [:]
            for (index, id) in members.enumerated() { groups[sets.find(index), default: []].append(id) }
            for group in groups.values where group.count > 1 {
                var sizes: [Double] = []
                for id in group {
                    guard let item = items(id), item.kind == .view, !contentSizePolicy.measuresContent || ContentSizePolicy.measured(
                              item, axis: axis, mode: contentSizePolicy, document: document, scale: frames.metrics.scale,
                              wrapWidth: nil, xcode: frames.xcode) == nil,
                          let size = storedIntrinsicSize(of: item, axis: axis) else { sizes = []; break }
                    sizes.append(size)
                }
                guard let low = sizes.min(), let high = sizes.max(), high - low > 1e-9,
                      high - low <= Self.roundingSpread + 1e-9 else { continue }
                let mean = sizes.reduce(0, +) / Double(sizes.count)
                guard sizes.allSatisfy({ abs($0 - mean) <= 0.5 + 1e-9 }) else { continue }
                for id in group { roundedEqualSizes[id, default: [:]][axis] = mean }
            }
        }
    }

    /// Whether the item has an intrinsic size along `axis` (and so content priorities there).
    func hasIntrinsicSize(_ item: LayoutItem, axis: Axis) -> Bool {
        intrinsicSize(of: item, axis: axis) != nil
    }

    func add(for item: LayoutItem, _ edges: EdgeVariables, to draft: inout SystemDraft) {
        for axis in Axis.allCases {
            guard let value = contentSize(of: item, axis: axis) else { continue }
            let hugging = min(item.contentHugging[axis].rawValue, EnginePriority.required)
            let resistance = min(item.compressionResistance[axis].rawValue, EnginePriority.required)
            draft.add(.contentHugging(item.id, axis), edges.size(axis) + -value, .lessThanOrEqual, priority: max(hugging, 1))
            draft.add(.compressionResistance(item.id, axis), edges.size(axis) + -value, .greaterThanOrEqual, priority: max(resistance, 1))
        }
    }

    /// The size the constraints hold: a measured label height where the text is measured (see
    /// `measuresLabelText`), otherwise the intrinsic size.
    private func contentSize(of item: LayoutItem, axis: Axis) -> Double? {
        guard let value = intrinsicSize(of: item, axis: axis) else { return nil }
        if measuresLabelText, axis == .vertical,
           let measured = IntrinsicContentSize.measuredLabelHeight(item, platform: document.platform, storedHeight: value,
                                                                   storedWidth: intrinsicSize(of: item, axis: .horizontal),
                                                                   scale: frames.metrics.scale, xcode: frames.xcode) {
            return measured
        }
        return value
    }

    private func intrinsicSize(of item: LayoutItem, axis: Axis) -> Double? {
        choice(of: item, axis: axis)?.value
    }

    /// Whether the stored frame refines the measured content size of `item` on `axis`
    /// (`ContentSizes.refined`: the two agree within the measurement's error).
    func isRefinedByStored(_ item: LayoutItem, axis: Axis) -> Bool {
        choice(of: item, axis: axis)?.refinedByStored ?? false
    }

    private func choice(of item: LayoutItem, axis: Axis) -> (value: Double, refinedByStored: Bool)? {
        guard let stored = storedIntrinsicSize(of: item, axis: axis) else { return nil }
        guard contentSizePolicy.measuresContent else { return (stored, false) }
        if contentSizePolicy == .refined, item.frame != nil, storedAtMeasuredSize[item.id]?.contains(axis) == true {
            return (stored, true)
        }
        guard let measured = ContentSizePolicy.measured(item, axis: axis, mode: contentSizePolicy, document: document,
                                                        scale: frames.metrics.scale, wrapWidth: wrappedTextWidths[item.id],
                                                        xcode: frames.xcode)
        else { return (stored, false) }
        let size = alignmentSize(measured, of: item, axis: axis)
        guard contentSizePolicy == .refined, item.frame != nil,
              let error = ContentSizePolicy.measurementError(of: item, axis: axis, document: document, scale: frames.metrics.scale,
                                                             wrapWidth: wrappedTextWidths[item.id], estimates: .unbounded,
                                                             xcode: frames.xcode)
        else { return (size, false) }
        return ContentSizePolicy.refined(measured: size, stored: stored, error: error)
    }

    /// A measured content size is the view's frame (an AppKit label's text with its cell's 2-point
    /// insets), while content-size constraints hold its alignment rect, as the stored sizes do
    /// (`DesignFrames.intrinsicFrame`): the frame's alignment insets come off.
    private func alignmentSize(_ frameSize: Double, of item: LayoutItem, axis: Axis) -> Double {
        guard let insets = frames.alignmentInsets[item.id] else { return frameSize }
        let inset = axis == .horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom
        return max(frameSize - inset, 0)
    }

    private func storedIntrinsicSize(of item: LayoutItem, axis: Axis) -> Double? {
        if let settled = roundedEqualSizes[item.id]?[axis] { return settled }
        return IntrinsicContentSize.value(of: item, axis: axis, platform: document.platform,
                                   frame: frames.intrinsicFrame(of: item), imageSizes: document.imageSizes)
    }
}
