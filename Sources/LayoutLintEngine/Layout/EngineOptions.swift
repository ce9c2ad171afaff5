/// Settings of the engine that change what it solves (not how results are printed), chosen by
/// whoever runs it (the CLI, a test) and passed down to every scene system it builds.
public struct EngineOptions: Hashable, Sendable {
    /// Which intrinsic content sizes the solver takes first (`ContentSizePolicy`).
    public var contentSizes: ContentSizes

    public init(contentSizes: ContentSizes = .stored) {
        self.contentSizes = contentSizes
    }
}

/// Which intrinsic content size the solver gives a view (issue 22): the stored frame (the
/// default), or the size its content measures with the stored frame as the fallback. The
/// measured-first modes are an experiment (see `ContentSizePolicy` and docs/measurements.md).
public enum ContentSizes: String, CaseIterable, Hashable, Sendable {
    /// Stored frames only (the default).
    case stored
    /// Every measured size, both axes, estimates included.
    case measured
    /// Measured widths that are not estimates; heights stay stored (a measured height is one
    /// line, and wrapping text needs the width first).
    case measuredWidths = "measured-widths"
    /// Every measured size, as `measured`, refined by the stored frame where the two agree within
    /// the measurement's error (`ContentSizePolicy.refined`): Xcode stored the frame after
    /// measuring the same content with the real font, so within the error it is the more precise
    /// reading of the same quantity; beyond it the frame is the outcome of a contest (stretched or
    /// truncated) or stale, and the measurement is what the view wants.
    case refined

    /// Whether measured sizes come first (every mode but `stored`).
    public var measuresContent: Bool { self != .stored }

    /// Whether wrapping UIKit labels are measured at the width the first solve gives them
    /// (`LayoutEngine.wrappingText`): the modes that measure heights.
    public var wrapsText: Bool { self == .measured || self == .refined }
}
