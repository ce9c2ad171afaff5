/// An outlet: code's handle on an object of the document (a view, or a constraint whose
/// priority or constant code changes).
public struct Outlet: Hashable, Sendable {
    public var property: String
    /// The object that holds the outlet (a view controller, File's Owner, a view).
    public var source: ObjectID
    /// The holder's class as the document names it (`customClass`), when known.
    public var sourceClass: String?
    public var destination: ObjectID
    public var location: SourceLocation

    public init(property: String, source: ObjectID, sourceClass: String?, destination: ObjectID, location: SourceLocation) {
        self.property = property
        self.source = source
        self.sourceClass = sourceClass
        self.destination = destination
        self.location = location
    }
}

/// A reference by id that the document makes outside constraints (size-class masks, outlets),
/// kept so merge damage can be reported.
public struct ObjectReference: Hashable, Sendable {
    public enum Context: String, Hashable, Sendable {
        case variationMask
        case outletDestination
    }

    public var target: ObjectID
    /// The object that makes the reference (the constraint, the outlet, the view holding the mask).
    public var source: ObjectID?
    public var context: Context
    public var location: SourceLocation

    public init(target: ObjectID, source: ObjectID?, context: Context, location: SourceLocation) {
        self.target = target
        self.source = source
        self.context = context
        self.location = location
    }
}

/// The bars around a view controller's root view, as Interface Builder simulates them: a
/// navigation item means a navigation bar, a tab bar item a tab bar, plus explicit simulated metrics.
public struct SceneChrome: Hashable, Sendable {
    public var hasNavigationBar = false
    /// The navigation bar shows a large title (its navigation controller's bar has `largeTitles`
    /// and the navigation item does not decline it): 52 points taller in portrait.
    public var showsLargeTitle = false
    /// The navigation bar is opaque (`translucent="NO"` on its navigation controller's bar or on
    /// the scene's simulated metrics): UIKit lays the root view out below it, not under it.
    public var navigationBarIsOpaque = false
    public var hasTabBar = false
    /// The view controller is a tab of a tab bar controller of this storyboard, directly or as the
    /// root (or a pushed child) of a navigation controller that is one.
    public var isInTabBarController = false
    public var hasToolbar = false
    /// `true`: shown; `false`: `<nil key="simulatedStatusBarMetrics"/>`; `nil`: inferred (a
    /// storyboard's scenes show one, a xib's views do not).
    public var showsStatusBar: Bool?
    /// The simulated screen of a freeform scene (`<size key="freeformSize">`), when the document
    /// records one: the root view is laid out on it, between the bars the scene shows.
    public var freeformSize: Size?

    public init(hasNavigationBar: Bool = false, hasTabBar: Bool = false, hasToolbar: Bool = false, showsStatusBar: Bool? = nil) {
        self.hasNavigationBar = hasNavigationBar
        self.hasTabBar = hasTabBar
        self.hasToolbar = hasToolbar
        self.showsStatusBar = showsStatusBar
    }
}

/// One storyboard scene, or one top-level object of a xib: an independent layout.
public struct Scene: Hashable, Sendable {
    public var id: ObjectID
    public var name: String
    public var location: SourceLocation
    /// In document order; parents before their children.
    public var items: [LayoutItem]
    /// In document order.
    public var constraints: [Constraint]
    /// The view controller class of the scene, when it has one (`customClass`).
    public var controllerClass: String?
    /// The bars Interface Builder shows around the scene's root view (they change the safe area).
    public var chrome = SceneChrome()
    /// What the scene uses that layoutlint does not model, in document order (one entry per
    /// feature name and view: whether a use can reach the layout depends on the view).
    public var unmodelledFeatures: [UnmodelledFeature] = []

    public init(id: ObjectID, name: String, location: SourceLocation, items: [LayoutItem] = [],
                constraints: [Constraint] = [], controllerClass: String? = nil) {
        self.id = id
        self.name = name
        self.location = location
        self.items = items
        self.constraints = constraints
        self.controllerClass = controllerClass
    }
}
