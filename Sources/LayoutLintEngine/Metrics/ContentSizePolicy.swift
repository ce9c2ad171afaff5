import LayoutLintModel

/// Which intrinsic content size the solver gives a view: the stored frame (the default) or the
/// size its content measures (`ContentSize`), with the stored frame only as the fallback.
///
/// Issue 22 step: the measured-first solver is an engine option (`EngineOptions.contentSizes`,
/// which the CLI takes from `--content-sizes` or the environment variable
/// `LAYOUTLINT_CONTENT_SIZES`), so its effect on frame agreement, ambiguity and ties can be
/// measured over the corpus (`Scripts/corpus_agreement.py --content-sizes …`) before it becomes
/// the default.
enum ContentSizePolicy {
    /// The measured size of `item` on `axis` where its content gives one (text, image, a fixed
    /// control) and `mode` takes it; `nil` where only the stored frame is known. Placeholder sizes
    /// are already the engine's first choice (`IntrinsicContentSize.value`).
    /// A wrapping UIKit label (`TextMeasurement.wraps`) is measured only in `measured` mode and
    /// only once the width it wraps at is known: its explicit `preferredMaxLayoutWidth`, else the
    /// width of the first solve, `wrapWidth` (`LayoutEngine.wrappingText`).
    static func measured(_ item: LayoutItem, axis: Axis, mode: ContentSizes, document: Document, scale: Double,
                         wrapWidth: Double? = nil) -> Double? {
        if mode == .stored || (mode == .measuredWidths && axis == .vertical) { return nil }
        if document.platform == .iOS, TextMeasurement.wraps(item) {
            guard mode == .measured, let width = TextMeasurement.explicitWrapWidth(item) ?? wrapWidth,
                  let wrapped = TextMeasurement.wrappedLabel(item, width: width, scale: scale) else { return nil }
            return axis == .horizontal ? wrapped.width : wrapped.height
        }
        let size = ContentSize.of(item, platform: document.platform, imageSizes: document.imageSizes, scale: scale)
        if mode == .measuredWidths && size.isEstimate { return nil }
        switch size.source {
        case .text, .image, .fixed:
            return axis == .horizontal ? size.width : size.height
        case .placeholder, .stored, .none:
            return nil
        }
    }
}

extension SceneSystem {
    /// Whether the system's content-size constraints for `id` on `axis` hold its stored frame
    /// because its content is not measured (a text field, a pop-up, a custom view), while the
    /// system was built to take measured sizes first (`EngineOptions.contentSizes`). False in
    /// `stored` mode (every size is stored there, consistently), for a measured size, for
    /// Interface Builder's placeholder size (what the canvas itself uses) and for a view without
    /// an intrinsic size on `axis`. Rules use it to tell a contest of measured content from one
    /// that weighs a measurement against a frame Xcode may have stretched in that very contest.
    public func takesStoredContentSize(of id: ObjectID, axis: Axis, document: Document) -> Bool {
        guard options.contentSizes != .stored, let item = items.first(where: { $0.id == id }) else { return false }
        guard IntrinsicContentSize.axes(of: item, platform: document.platform)[axis],
              item.placeholderIntrinsicSize[axis] == nil else { return false }
        return ContentSizePolicy.measured(item, axis: axis, mode: options.contentSizes, document: document, scale: metrics.scale,
                                          wrapWidth: wrappedTextWidths[id]) == nil
    }
}
