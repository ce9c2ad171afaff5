#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutLintModel

/// Which intrinsic content size the solver gives a view: the stored frame (the default) or the
/// size its content measures (`ContentSize`), with the stored frame only as the fallback.
///
/// Issue 22 step: the measured-first solver is behind a switch, the environment variable
/// `LAYOUTLINT_CONTENT_SIZES`, so its effect on frame agreement, ambiguity and ties can be
/// measured over the corpus (`Scripts/corpus_agreement.py --content-sizes …`) before it becomes
/// the default. Read once per scene system, so a test can set and clear it.
enum ContentSizePolicy {
    /// The environment variable that selects the policy.
    static let variable = "LAYOUTLINT_CONTENT_SIZES"

    /// Which measured sizes come first.
    enum Mode {
        /// Stored frames only (the default; any other value of the variable).
        case stored
        /// `measured`: every measured size, both axes, estimates included.
        case measured
        /// `measured-widths`: measured widths that are not estimates; heights stay stored (a
        /// measured height is one line, and wrapping text needs the width first).
        case measuredWidths
    }

    static var mode: Mode {
        guard let value = getenv(variable) else { return .stored }
        switch String(cString: value) {
        case "measured": return .measured
        case "measured-widths": return .measuredWidths
        default: return .stored
        }
    }

    /// The measured size of `item` on `axis` where its content gives one (text, image, a fixed
    /// control) and `mode` takes it; `nil` where only the stored frame is known. Placeholder sizes
    /// are already the engine's first choice (`IntrinsicContentSize.value`).
    static func measured(_ item: LayoutItem, axis: Axis, mode: Mode, document: Document, scale: Double) -> Double? {
        if mode == .stored || (mode == .measuredWidths && axis == .vertical) { return nil }
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
