import LayoutLintModel

/// How layoutlint treats one name of Interface Builder's vocabulary (an element, an attribute, an
/// element's `key=`). `KnownVocabulary` lists every name layoutlint has met; a name it does not
/// list is one nobody has decided about yet (`VocabularyCoverageTests` fails on it).
enum VocabularyHandling: Hashable {
    /// The parser reads it (an element the walk compares by name, an attribute it reads, a kind
    /// of view the engine knows).
    case read
    /// A view the parser takes as a plain view: its frame, constraints, autoresizing mask and
    /// subviews are read, but it has no intrinsic content size and places none of its subviews
    /// itself. True of UIKit's and AppKit's views that draw their content (maps, web views,
    /// scene views), false of containers such as NSSplitView (those are `unsupported`).
    case plainView
    /// Neither a view nor a value: the walk goes through it to the views and values it holds
    /// (controllers, windows, the simulated-metrics wrappers).
    case walkedThrough
    /// Not read, on purpose.
    case ignored(IgnoredBecause)
    /// Changes layout in UIKit or AppKit, but layoutlint does not model it; scenes that use it
    /// get an `unmodelled-feature` note saying which findings may be incomplete.
    case unsupported(UnmodelledFeature.Effect)
}

/// Why a name is not read.
enum IgnoredBecause: String, Hashable, CaseIterable {
    /// Draws the view (colours, images, shadows, effects, content modes) without changing any frame.
    case appearance
    /// Sizes content whose metrics decide an intrinsic size: fonts, text, attributed strings,
    /// symbol configurations, a button's content insets. They matter, but layoutlint does not
    /// measure text or images yet: it takes intrinsic sizes from the frames Xcode stored.
    case contentMetrics
    case accessibility
    /// Connects objects (outlets' targets, actions, bindings, segues' identifiers) without
    /// changing layout.
    case connections
    /// Describes the document or Interface Builder's canvas, not the interface (tools versions,
    /// dependencies, user labels, canvas positions, IBDesignable render caches).
    case documentMetadata
    /// Declares the resources the document uses (named colours, system colours); image sizes
    /// are read (`<resources><image>`).
    case resources
    /// Changes what the interface does at run time (editing, selection, scrolling, keyboards,
    /// formatting, animations, the class instantiated), not where views are.
    case runtimeBehaviour
    /// Belongs to an object that is not a view laid out by Auto Layout: menus, bar and toolbar
    /// items, touch bar items, windows' chrome, cells of cell-based tables, gesture recognizers,
    /// formatters, bindings' controllers, a controller's presentation settings.
    case notLaidOut
    /// Decides a size or place that Xcode writes into the frames it stores (a table's row
    /// heights, a flow layout's item size, an opaque bar's extended edges); layoutlint reads the
    /// stored frames instead.
    case storedFrame
    /// Part of a container layoutlint does not model, or models only in part (NSSplitView's
    /// dividers and holding priorities, NSStackView's gravity areas, split and tab view
    /// controllers): the container's own entry covers it.
    case partOfUnmodelledContainer
    /// Changes layout only right to left; layoutlint lays out left to right, as the canvas does.
    case rightToLeftOnly
    /// Changes layout only on a screen or orientation the document is not laid out on (a
    /// landscape iPhone's sensor housing).
    case otherScreens
    /// WatchKit's interface objects, which WatchKit lays out by its own rules, not Auto Layout.
    case watchKit
    /// Only in the pre-Xcode 5 `<archive>` format, which layoutlint rejects with an error.
    case legacyArchive
}
