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
        IntrinsicContentSize.value(of: item, axis: axis, platform: document.platform,
                                   frame: frames.intrinsicFrame(of: item), imageSizes: document.imageSizes)
    }
}
