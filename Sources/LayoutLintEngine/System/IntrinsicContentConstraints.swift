import LayoutLintModel

/// The content-size constraints UIKit and AppKit add for a view with an intrinsic size
/// (`NSContentSizeLayoutConstraint`): hugging (`<=`) and compression resistance (`>=`) per axis.
struct IntrinsicContentConstraints {
    let document: Document
    let frames: DesignFrames
    /// Added to every intrinsic size (see `intrinsicSizeOffset` in `SceneSystemBuilder.build`).
    let offset: Double
    /// Labels whose font is known get the height of their text (see `measuresLabelText` in `SceneSystemBuilder.build`).
    let measuresLabelText: Bool

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

    /// The size the constraints hold: a measured label height as it is (the text needs that);
    /// otherwise the intrinsic size plus the offset, except the height of a wrapping label or a
    /// text field, which is its text's at the width it gets (or its font's line and border),
    /// not a size of its own that could be a point off.
    private func contentSize(of item: LayoutItem, axis: Axis) -> Double? {
        guard var value = intrinsicSize(of: item, axis: axis) else { return nil }
        if measuresLabelText, axis == .vertical,
           let measured = IntrinsicContentSize.measuredLabelHeight(item, platform: document.platform, storedHeight: value,
                                                                   storedWidth: intrinsicSize(of: item, axis: .horizontal)) {
            value = measured
        } else if axis == .horizontal || (item.numberOfLines != 0 && item.element != .textField) {
            value = max(0, value + offset)
        }
        return value
    }

    private func intrinsicSize(of item: LayoutItem, axis: Axis) -> Double? {
        IntrinsicContentSize.value(of: item, axis: axis, platform: document.platform,
                                   frame: frames.intrinsicFrame(of: item), imageSizes: document.imageSizes)
    }
}
