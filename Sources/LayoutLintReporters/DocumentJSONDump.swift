import LayoutLintEngine
import LayoutLintModel

/// `layoutlint dump --format json`: the debugger's view of a document. The schema is documented
/// in `docs/dump-schema.md`; keys come out in that order.
public enum DocumentJSONDump {
    /// `layouts`: with `--solve`, each scene's solved layouts (one per configuration); the scene is
    /// written once per layout, with the solution beside what was read.
    public static func write(_ document: Document, layouts: [ObjectID: [SceneLayout]]? = nil, into json: inout JSONWriter) {
        json.object { json in
            json.field("file", document.path)
            json.field("type", document.kind.rawValue)
            json.field("platform", document.platform.rawValue)
            json.field("targetRuntime", document.targetRuntime)
            json.field("toolsVersion", document.toolsVersion)
            if document.platform == .macOS { writeAppKitControls(of: document, into: &json) }
            json.field("useAutolayout", document.usesAutolayout)
            json.field("useTraitCollections", document.usesTraitCollections)
            json.field("useSafeAreas", document.usesSafeAreas)
            json.key("device")
            if let device = document.device {
                json.object { json in
                    json.field("id", device.id)
                    json.field("orientation", device.orientation)
                }
            } else {
                json.null()
            }
            json.arrayField("sizeClassesUsed") { json in
                for key in document.traitKeysUsed { json.string(key.ibKey) }
            }
            json.arrayField("scenes") { json in
                for scene in document.scenes {
                    if let solved = layouts?[scene.id] {
                        for layout in solved { write(scene, document: document, layout: layout, into: &json) }
                    } else {
                        write(scene, document: document, layout: nil, into: &json)
                    }
                }
            }
            json.arrayField("outlets") { json in
                for outlet in document.outlets {
                    json.object { json in
                        json.field("property", outlet.property)
                        json.field("source", outlet.source)
                        json.field("sourceClass", outlet.sourceClass)
                        json.field("destination", outlet.destination)
                        json.field("line", outlet.location.line)
                    }
                }
            }
        }
    }

    /// Which system's AppKit control metrics the engine uses for the document, and what told it.
    private static func writeAppKitControls(of document: Document, into json: inout JSONWriter) {
        let shown = AppKitControlGeneration.shown(in: document)
        json.objectField("appKitControls") { json in
            json.field("generation", shown.generation.rawValue)
            json.field("from", shown.fromControls ? "push buttons" : "toolsVersion")
        }
    }

    private static func write(_ scene: Scene, document: Document, layout: SceneLayout?, into json: inout JSONWriter) {
        json.object { json in
            json.field("id", scene.id)
            json.field("name", scene.name)
            json.field("line", scene.location.line)
            json.field("controllerClass", scene.controllerClass)
            if let layout { json.field("sizeClass", layout.configuration.ibKey) }
            json.arrayField("items") { json in
                for item in scene.items { write(item, document: document, layout: layout, into: &json) }
            }
            json.arrayField("constraints") { json in
                for constraint in scene.constraints { write(constraint, into: &json) }
            }
            if let layout {
                json.arrayField("conflicts") { json in
                    for conflict in layout.conflicts {
                        json.object { json in
                            json.arrayField("constraints") { json in
                                for origin in conflict.constraints { json.string(origin.description) }
                            }
                            json.field("broken", conflict.broken.description)
                            json.field("residual", conflict.residual)
                        }
                    }
                }
                // Optional constraints that trade off at no cost: the cause of content-priority ambiguity.
                json.arrayField("tied") { json in
                    for origin in layout.tied { json.string(origin.description) }
                }
            }
        }
    }

    private static func write(_ item: LayoutItem, document: Document, layout: SceneLayout?, into json: inout JSONWriter) {
        json.object { json in
            if let layout {
                writeSolution(of: item, in: layout, into: &json)
                writeContentSize(of: item, document: document, xcode: layout.system.xcode, wrapWidth: wrapWidth(of: item, in: layout),
                                 refined: layout.system.options.contentSizes == .refined ? layout.system.refinedContentSizes[item.id] ?? [] : nil,
                                 into: &json)
            }
            writeIdentity(item, into: &json)
            guard item.kind == .view else { return }
            json.field("translatesAutoresizingMaskIntoConstraints", item.translatesAutoresizingMaskIntoConstraints)
            json.field("autoresizingMask", item.autoresizingMask?.logNotation)
            json.field("fixedFrame", item.hasFixedFrame)
            json.field("hidden", item.isHidden)
            writeContentPriorities(item, into: &json)
            writeImage(item, document: document, into: &json)
            json.key("layoutMargins")
            if let margins = item.layoutMargins {
                json.object { json in
                    json.field("top", margins.top)
                    json.field("leading", margins.leading)
                    json.field("bottom", margins.bottom)
                    json.field("trailing", margins.trailing)
                }
            } else {
                json.null()
            }
            if let stack = item.stack { write(stack, into: &json) }
            if let table = item.table { write(table, into: &json) }
            writeOverrides("installed", item.installation, into: &json) { $0.bool($1) }
            writeOverrides("frameVariations", item.frameOverrides, into: &json) { write($1, into: &$0) }
        }
    }

    /// The item's solved frame and what is ambiguous about it in the layout's configuration.
    private static func writeSolution(of item: LayoutItem, in layout: SceneLayout, into json: inout JSONWriter) {
        // Items not installed in the configuration have no solution.
        json.key("solved")
        write(layout.frames[item.id], into: &json)
        json.arrayField("ambiguous") { json in
            for quantity in layout.ambiguity(of: item.id) { json.string(quantity.rawValue) }
        }
        // Interface Builder flags a scroll view whose scrollable content size is ambiguous.
        json.arrayField("ambiguousContentSize") { json in
            for axis in Axis.allCases where layout.ambiguousContentSize[item.id]?.contains(axis) == true {
                json.string(axis == .horizontal ? "width" : "height")
            }
        }
        // The same as Interface Builder's canvas decides them: with placeholder constraints.
        json.arrayField("interfaceBuilderAmbiguous") { json in
            for quantity in layout.interfaceBuilderAmbiguity(of: item.id) { json.string(quantity.rawValue) }
        }
        json.arrayField("interfaceBuilderAmbiguousContentSize") { json in
            let axes = layout.interfaceBuilderAmbiguousContentSize(of: item.id)
            for axis in Axis.allCases where axes.contains(axis) {
                json.string(axis == .horizontal ? "width" : "height")
            }
        }
    }

    /// The width a wrapping label's text wraps at in this layout: the width the first solve gave it
    /// (measured content sizes re-solve with it, `LayoutEngine.wrappingText`), else its solved width.
    private static func wrapWidth(of item: LayoutItem, in layout: SceneLayout) -> Double? {
        layout.system.wrappedTextWidths[item.id] ?? layout.frames[item.id]?.width
    }

    /// The item's intrinsic content size from its content, and its source (what the engine
    /// measures; the solver uses it with `EngineOptions.contentSizes` other than `stored`). A
    /// wrapping label's is its text wrapped at `wrapWidth` (or its `preferredMaxLayoutWidth`).
    /// `refined` (written as `refinedByStored` in `refined` mode only, nil otherwise): the axes on which the solver took the stored size instead, because it
    /// agrees with the measurement within the measurement's error (`ContentSizes.refined`; the
    /// source stays the measurement's, which the stored size refines).
    private static func writeContentSize(of item: LayoutItem, document: Document, xcode: SavingXcode?, wrapWidth: Double?,
                                         refined: [Axis]?, into json: inout JSONWriter) {
        let size = item.kind == .view
            ? ContentSize.of(item, platform: document.platform, imageSizes: document.imageSizes,
                             scale: ContentSize.scale(of: document), wrapWidth: wrapWidth, xcode: xcode ?? SavingXcode(document))
            : ContentSize(source: .none)
        json.objectField("contentSize") { json in
            for (name, value) in [("width", size.width), ("height", size.height)] {
                json.key(name)
                if let value { json.number(value) } else { json.null() }
            }
            json.field("source", size.source.rawValue)
            json.field("estimate", size.isEstimate)
            if let refined {
                json.arrayField("refinedByStored") { json in
                    for axis in refined { json.string(axis == .horizontal ? "width" : "height") }
                }
            }
        }
    }

    /// What every item has, views and layout guides alike.
    private static func writeIdentity(_ item: LayoutItem, into json: inout JSONWriter) {
        json.field("id", item.id)
        switch item.kind {
        case .view:
            json.field("kind", "view")
        case .layoutGuide(let guide):
            json.field("kind", "layoutGuide")
            json.field("guide", guide.rawValue)
        }
        json.field("class", item.className)
        json.field("customClass", item.customClass)
        json.field("element", item.element.rawValue)
        json.field("name", item.name)
        json.field("userLabel", item.userLabel)
        json.field("parent", item.parent)
        json.field("role", item.role?.rawValue)
        json.field("line", item.location.line)
        json.field("column", item.location.column)
        json.key("frame")
        write(item.frame, into: &json)
        json.objectField("xcode") { json in
            json.field("ambiguous", item.xcode.ambiguous)
            json.field("misplaced", item.xcode.misplaced)
            json.field("verifyAmbiguity", item.xcode.verifyAmbiguity)
        }
    }

    private static func writeContentPriorities(_ item: LayoutItem, into json: inout JSONWriter) {
        json.objectField("contentHugging") { json in
            json.field("horizontal", item.contentHugging.horizontal.rawValue)
            json.field("vertical", item.contentHugging.vertical.rawValue)
        }
        json.objectField("compressionResistance") { json in
            json.field("horizontal", item.compressionResistance.horizontal.rawValue)
            json.field("vertical", item.compressionResistance.vertical.rawValue)
        }
        json.objectField("placeholderIntrinsicSize") { json in
            for axis in Axis.allCases {
                json.key(axis == .horizontal ? "width" : "height")
                switch item.placeholderIntrinsicSize[axis] {
                case .value(let value)?: json.number(value)
                case .none?: json.string("none")
                case nil: json.null()
                }
            }
        }
    }

    private static func writeImage(_ item: LayoutItem, document: Document, into json: inout JSONWriter) {
        json.field("image", item.imageName)
        json.key("imageSize")
        if let name = item.imageName, let size = document.imageSizes[name] {
            json.object { json in
                json.field("width", size.width)
                json.field("height", size.height)
            }
        } else {
            json.null()
        }
    }

    private static func write(_ table: TableProperties, into json: inout JSONWriter) {
        json.objectField("table") { json in
            json.key("rowHeight")
            table.rowHeight.map { json.number($0) } ?? json.null()
            json.key("estimatedRowHeight")
            table.estimatedRowHeight.map { json.number($0) } ?? json.null()
            json.field("style", table.style)
        }
    }

    private static func write(_ stack: StackProperties, into json: inout JSONWriter) {
        json.objectField("stack") { json in
            json.field("axis", stack.axis.rawValue)
            json.field("distribution", stack.distribution.xmlValue)
            json.field("alignment", stack.alignment.xmlValue)
            json.field("spacing", stack.spacing)
            json.field("baselineRelativeArrangement", stack.isBaselineRelativeArrangement)
            json.field("layoutMarginsRelativeArrangement", stack.isLayoutMarginsRelativeArrangement)
            json.arrayField("arrangedSubviews") { json in
                for id in stack.arrangedSubviews { json.string(id) }
            }
            writeOverrides("axisVariations", stack.axisOverrides, into: &json) { $0.string($1.rawValue) }
            writeOverrides("spacingVariations", stack.spacingOverrides, into: &json) { $0.number($1) }
            writeOverrides("distributionVariations", stack.distributionOverrides, into: &json) { $0.string($1.xmlValue) }
            writeOverrides("alignmentVariations", stack.alignmentOverrides, into: &json) { $0.string($1.xmlValue) }
        }
    }

    private static func write(_ constraint: Constraint, into json: inout JSONWriter) {
        json.object { json in
            json.field("id", constraint.id)
            json.field("line", constraint.location.line)
            json.field("column", constraint.location.column)
            json.field("owner", constraint.owner)
            json.objectField("first") { json in
                json.field("item", constraint.first.item)
                json.field("attribute", constraint.first.attribute.name)
            }
            json.field("relation", constraint.relation.rawValue)
            json.key("second")
            if let second = constraint.second {
                json.object { json in
                    json.field("item", second.item)
                    json.field("attribute", second.attribute.name)
                }
            } else {
                json.null()
            }
            json.key("multiplier")
            constraint.multiplier.value.map { json.number($0) } ?? json.null()
            if let written = constraint.multiplier.written { json.field("multiplierText", written) }
            json.field("constant", constraint.constant)
            json.field("priority", constraint.priority.rawValue)
            json.field("symbolic", constraint.isSymbolic)
            json.field("placeholder", constraint.isPlaceholder)
            json.field("identifier", constraint.identifier)
            json.field("userLabel", constraint.userLabel)
            writeOverrides("constantVariations", constraint.constantOverrides, into: &json) { $0.number($1) }
            writeOverrides("installed", constraint.installation, into: &json) { $0.bool($1) }
            if !constraint.unreadable.isEmpty {
                json.objectField("unreadable") { json in
                    for (name, text) in constraint.unreadable.sorted(by: { $0.key < $1.key }) { json.field(name, text) }
                }
            }
        }
    }

    private static func write(_ rect: Rect?, into json: inout JSONWriter) {
        guard let rect else {
            json.null()
            return
        }
        json.object { json in
            json.field("x", rect.x)
            json.field("y", rect.y)
            json.field("width", rect.width)
            json.field("height", rect.height)
        }
    }

    /// Size-class overrides as `{"heightClass=compact": value}`, written only when there are any.
    private static func writeOverrides<Value>(_ name: StaticString, _ overrides: TraitOverrides<Value>, into json: inout JSONWriter,
                                              _ value: (inout JSONWriter, Value) -> Void) {
        guard !overrides.isEmpty else { return }
        json.objectField(name) { json in
            for (key, overrideValue) in overrides.sorted {
                json.key(key.ibKey)
                value(&json, overrideValue)
            }
        }
    }
}
