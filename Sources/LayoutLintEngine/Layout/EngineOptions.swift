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
}
