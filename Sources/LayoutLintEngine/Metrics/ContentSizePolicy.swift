import LayoutLintModel

/// Which intrinsic content size the solver gives a view: the stored frame (the default) or the
/// size its content measures (`ContentSize`), with the stored frame only as the fallback.
///
/// Issue 22 step: the measured-first solver is an engine option (`EngineOptions.contentSizes`,
/// which the CLI takes from `--content-sizes` or the environment variable
/// `LAYOUTLINT_CONTENT_SIZES`), so its effect on frame agreement, ambiguity and ties can be
/// measured over the corpus (`Scripts/corpus_agreement.py --content-sizes …`) before it becomes
/// the default.
public enum ContentSizePolicy {
    /// The measured size of `item` on `axis` where its content gives one (text, image, a fixed
    /// control) and `mode` takes it; `nil` where only the stored frame is known. Placeholder sizes
    /// are already the engine's first choice (`IntrinsicContentSize.value`).
    /// A wrapping UIKit label (`TextMeasurement.wraps`) is measured only in `measured` mode and
    /// only once the width it wraps at is known: its explicit `preferredMaxLayoutWidth`, else the
    /// width of the first solve, `wrapWidth` (`LayoutEngine.wrappingText`).
    static func measured(_ item: LayoutItem, axis: Axis, mode: ContentSizes, document: Document, scale: Double,
                         wrapWidth: Double? = nil, xcode: SavingXcode) -> Double? {
        if mode == .stored || (mode == .measuredWidths && axis == .vertical) { return nil }
        if document.platform == .iOS, TextMeasurement.wraps(item) {
            guard mode.wrapsText, let width = TextMeasurement.explicitWrapWidth(item) ?? wrapWidth,
                  let wrapped = TextMeasurement.wrappedLabel(item, width: width, scale: scale) else { return nil }
            return axis == .horizontal ? wrapped.width : wrapped.height
        }
        let size = ContentSize.of(item, platform: document.platform, imageSizes: document.imageSizes, scale: scale, xcode: xcode)
        if mode == .measuredWidths && size.isEstimate { return nil }
        switch size.source {
        case .text, .image, .fixed:
            return axis == .horizontal ? size.width : size.height
        case .placeholder, .stored, .none:
            return nil
        }
    }

    /// How far a measured content size of `item` on `axis` may be from the size the real font (or
    /// image) gives, in points; `nil` when nothing is measured there. The one bound every use
    /// shares: the stored frame refines a measurement within it (`refined`), a tie within it is
    /// only a note (`MeasurementErrorTies`), a conflict within it is not certain
    /// (`ConflictEstimates`).
    ///
    /// * Widths of text (labels, titles, fields, pop-ups, segments): 3 points or 5% of the measured
    ///   width, whichever is larger: 98% of the corpus's qualifying labels of fitted fonts are within it,
    ///   measured on repositories the fit did not use (docs/text-metrics.md; the bound
    ///   equal-priority-conflict's measured ties use; `TextMeasurement.widthError`).
    ///   Controls other than labels and classic buttons are not validated against it.
    /// * Heights of text: one point a line (`TextMeasurement.heightError(of:height:platform:)`).
    /// * An estimate (a script or size whose advances are not fitted, an unfitted control): as
    ///   `estimates` says (`MeasurementEstimates`).
    /// * An image's size from the document's resources is exact: 0; so is a fixed control's. A system
    ///   image's (an SF Symbol, an AppKit named image) is an estimate (`ContentSize.isSystemImage`).
    /// `xcode`: `SavingXcode(document)` when not given.
    public static func measurementError(of item: LayoutItem, axis: Axis, document: Document, scale: Double,
                                        wrapWidth: Double?, estimates: MeasurementEstimates, xcode: SavingXcode? = nil) -> Double? {
        let size = ContentSize.of(item, platform: document.platform, imageSizes: document.imageSizes, scale: scale,
                                  wrapWidth: wrapWidth, xcode: xcode ?? SavingXcode(document))
        switch size.source {
        case .image, .fixed:
            // An image's size from the document's resources is exact, unless the system draws it
            // (`ContentSize.isSystemImage`).
            return size.isEstimate && estimates == .unbounded ? .infinity : 0
        case .text:
            if size.isEstimate, estimates == .unbounded { return .infinity }
            return axis == .horizontal ? TextMeasurement.widthError(of: size.width ?? 0)
                : TextMeasurement.heightError(of: item, height: size.height ?? 0, platform: document.platform)
        case .placeholder, .stored, .none:
            return nil
        }
    }

    /// The size `refined` mode gives a view on an axis: the stored size where it is within the
    /// measurement's error of the measured one (Xcode measured the same content with the real font
    /// and stored the result: the more precise reading), else the measured size (the stored one is
    /// a contest's outcome, stretched or truncated, or stale). `refinedByStored`: which was taken.
    static func refined(measured: Double, stored: Double, error: Double) -> (value: Double, refinedByStored: Bool) {
        abs(measured - stored) <= error + 1e-9 ? (stored, true) : (measured, false)
    }
}

extension SceneSystem {
    /// Whether the system's content-size constraints for `id` on `axis` hold its stored frame
    /// because its content is not measured (a text field, a pop-up, a custom view), or, in
    /// `refined` mode, measured only by an estimate (which the stored frame always refines), while the
    /// system was built to take measured sizes first (`EngineOptions.contentSizes`). False in
    /// `stored` mode (every size is stored there, consistently), for a measured size, for
    /// Interface Builder's placeholder size (what the canvas itself uses) and for a view without
    /// an intrinsic size on `axis`. Rules use it to tell a contest of measured content from one
    /// that weighs a measurement against a frame Xcode may have stretched in that very contest.
    public func takesStoredContentSize(of id: ObjectID, axis: Axis, document: Document) -> Bool {
        guard options.contentSizes != .stored, let item = items.first(where: { $0.id == id }) else { return false }
        guard IntrinsicContentSize.axes(of: item, platform: document.platform)[axis],
              item.placeholderIntrinsicSize[axis] == nil else { return false }
        let xcode = self.xcode ?? SavingXcode(document)
        guard ContentSizePolicy.measured(item, axis: axis, mode: options.contentSizes, document: document,
                                         scale: metrics.scale, wrapWidth: wrappedTextWidths[id], xcode: xcode) != nil else { return true }
        // `refined` holds an estimate at its stored frame whatever it measures (its error is not
        // known): that frame is what the contest weighs, as for a size that is not measured.
        guard options.contentSizes == .refined, item.frame != nil else { return false }
        return ContentSizePolicy.measurementError(of: item, axis: axis, document: document, scale: metrics.scale,
                                                  wrapWidth: wrappedTextWidths[id], estimates: .unbounded, xcode: xcode) == .infinity
    }

    /// How far the content size the system's constraints hold for `id` on `axis` may be from the
    /// real content's, where that size is layoutlint's measurement (`ContentSizePolicy.measurementError`,
    /// estimates as `estimates` says); nil in `stored` mode and where the constraints hold the stored frame
    /// (`takesStoredContentSize`, and with `measuredValueOnly` the axes `refined` mode took the stored
    /// size on, `refinedContentSizes`), a placeholder size, or no size.
    public func measuredContentSizeError(of id: ObjectID, axis: Axis, document: Document, estimates: MeasurementEstimates,
                                         measuredValueOnly: Bool = false) -> Double? {
        let xcode = self.xcode ?? SavingXcode(document)
        guard options.contentSizes != .stored, let item = items.first(where: { $0.id == id }),
              IntrinsicContentSize.axes(of: item, platform: document.platform)[axis], item.placeholderIntrinsicSize[axis] == nil,
              !takesStoredContentSize(of: id, axis: axis, document: document),
              ContentSizePolicy.measured(item, axis: axis, mode: options.contentSizes, document: document, scale: metrics.scale,
                                         wrapWidth: wrappedTextWidths[id], xcode: xcode) != nil else { return nil }
        if measuredValueOnly, refinedContentSizes[id]?.contains(axis) == true { return nil }
        return ContentSizePolicy.measurementError(of: item, axis: axis, document: document, scale: metrics.scale,
                                                  wrapWidth: wrappedTextWidths[id], estimates: estimates, xcode: xcode)
    }
}

/// What a measurement's error is where the measurement is an estimate (a script or size whose
/// advances are not fitted, an unfitted control: `ContentSize.isEstimate`).
public enum MeasurementEstimates: Sendable {
    /// Not known: infinite. The stored frame always refines such a size (`refined`), and a
    /// conflict that rests on it is never certain.
    case unbounded
    /// Taken to be a fitted measurement's of the same kind (the text bound): what
    /// `MeasurementErrorTies` weighs a tie's measured sizes by in `measured` mode.
    case asFitted
}

extension TextMeasurement {
    /// A measured text width may be off by this many points or this share of the width, whichever
    /// is larger: 98% of the corpus's qualifying labels of fitted fonts are within it, measured on
    /// repositories the fit did not use (docs/text-metrics.md; docs/measurements.md,
    /// `MeasuredContentTie.measurementError`). Two labels' errors add up.
    public static let widthError = (points: 3.0, share: 0.05)

    /// `widthError` for a text measured `width` points wide.
    public static func widthError(of width: Double) -> Double {
        max(widthError.points, widthError.share * width)
    }

    /// How far a measured text height may be off: one line on the pixel grid against Xcode's
    /// whole-point lines (Xcode 7 and earlier store a 17-point line 21 tall, the screen's grid gives
    /// 20.5; `SavingXcode.roundsLabelLinesToPixels`), with room for a second rounding.
    public static let heightError = 1.0

    /// `heightError` for each line of a text `height` points tall in `item`'s font: a wrapped
    /// text's lines are each laid out at the font's line height, whose error each line repeats
    /// (a two-line UIKit subheadline measures 36 points, Xcode stores 38). One line where the
    /// font is not known.
    public static func heightError(of item: LayoutItem, height: Double, platform: Platform) -> Double {
        let font = platform == .macOS ? appKitFont(of: item.appearance) : font(of: item.appearance)
        guard let font, font.size > 0 else { return heightError }
        let line = TextBaselines.exactLineHeight(font.size)
        return heightError * max(1, (height / line).rounded())
    }
}
