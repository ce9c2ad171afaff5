public enum DocumentKind: String, Hashable, Sendable {
    case storyboard
    case xib
}

public enum Platform: String, Hashable, Sendable {
    case iOS, tvOS, macOS, watchOS, unknown

    /// The class prefix of the platform's views (`UILabel`, `NSTextField`).
    public var classPrefix: String {
        switch self {
        case .macOS: return "NS"
        case .watchOS: return "WK"
        default: return "UI"
        }
    }
}

/// The device a document was last shown as (`<device id="retina6_1" orientation="portrait"/>`).
public struct DeviceDescription: Hashable, Sendable {
    public var id: String
    public var orientation: String?

    public init(id: String, orientation: String?) {
        self.id = id
        self.orientation = orientation
    }
}

/// An object declared with an id anywhere in the document (views, constraints, cells, outlets…),
/// so duplicate ids can be found without re-reading the file.
public struct ObjectDeclaration: Hashable, Sendable {
    public var id: ObjectID
    /// Interface Builder's type name of the object.
    public var type: String
    public var location: SourceLocation

    public init(id: ObjectID, type: String, location: SourceLocation) {
        self.id = id
        self.type = type
        self.location = location
    }
}

/// An Interface Builder document as layoutlint understands it.
public struct Document: Sendable {
    public var path: String
    public var kind: DocumentKind
    public var platform: Platform
    public var targetRuntime: String
    public var toolsVersion: String?
    /// The version of the Interface Builder plug-in that saved the document (`<plugIn
    /// identifier="com.apple.InterfaceBuilder.…" version=…>` among its dependencies): the saving
    /// Xcode's build where `toolsVersion` is a placeholder (see `SavingXcode.toolsVersion(of:)`).
    public var interfaceBuilderPluginVersion: String?
    public var usesAutolayout: Bool
    public var usesTraitCollections: Bool
    public var usesSafeAreas: Bool
    public var device: DeviceDescription?
    public var scenes: [Scene]
    /// Image sizes from `<resources>`, by name.
    public var imageSizes: [String: Size]
    /// The sizes of the system's symbol images (`<image … catalog="system">` in `<resources>`), by
    /// name: a symbol may share its name with an asset of the project's own.
    public var symbolImageSizes: [String: Size] = [:]
    public var outlets: [Outlet]
    /// Every id declaration, in document order.
    public var declarations: [ObjectDeclaration]
    /// Every id reference that is not a constraint item, in document order.
    public var references: [ObjectReference]

    public init(
        path: String, kind: DocumentKind, platform: Platform, targetRuntime: String, toolsVersion: String? = nil,
        usesAutolayout: Bool = true, usesTraitCollections: Bool = false, usesSafeAreas: Bool = false,
        device: DeviceDescription? = nil, scenes: [Scene] = [], imageSizes: [String: Size] = [:],
        outlets: [Outlet] = [], declarations: [ObjectDeclaration] = [], references: [ObjectReference] = []
    ) {
        self.path = path
        self.kind = kind
        self.platform = platform
        self.targetRuntime = targetRuntime
        self.toolsVersion = toolsVersion
        self.usesAutolayout = usesAutolayout
        self.usesTraitCollections = usesTraitCollections
        self.usesSafeAreas = usesSafeAreas
        self.device = device
        self.scenes = scenes
        self.imageSizes = imageSizes
        self.outlets = outlets
        self.declarations = declarations
        self.references = references
    }

    /// Every size-class key the document's variations mention, sorted.
    public var traitKeysUsed: [TraitKey] {
        var keys = Set<TraitKey>()
        for scene in scenes {
            for constraint in scene.constraints {
                keys.formUnion(constraint.installation.values.keys)
                keys.formUnion(constraint.constantOverrides.values.keys)
            }
            for item in scene.items {
                keys.formUnion(item.installation.values.keys)
                keys.formUnion(item.frameOverrides.values.keys)
                if let stack = item.stack {
                    keys.formUnion(stack.axisOverrides.values.keys)
                    keys.formUnion(stack.spacingOverrides.values.keys)
                    keys.formUnion(stack.distributionOverrides.values.keys)
                    keys.formUnion(stack.alignmentOverrides.values.keys)
                }
            }
        }
        return keys.sorted()
    }
}
