import LayoutLintModel

extension DocumentBuilder {
    func addGuide(_ element: XMLElement, name: String, id: String?, context: Context) {
        guard isInScene else { return }
        let key = element.attribute("key")
        let guide = InterfaceBuilderVocabulary.guideKind(element: name, key: key, type: element.attribute("type"))
        var item = LayoutItem(
            id: id ?? "guide@\(element.line)", kind: .layoutGuide(guide), element: ElementKind(rawValue: name),
            className: InterfaceBuilderVocabulary.guideClass(guide, platform: platform),
            name: element.attribute("userLabel") ?? InterfaceBuilderVocabulary.displayName(of: guide),
            parent: context.item, location: location(element))
        item.role = (key ?? element.attribute("type").map { "\($0)LayoutGuide" }).map(ItemRole.init(rawValue:))
        item.userLabel = element.attribute("userLabel")
        if (guide == .topLayoutGuide || guide == .bottomLayoutGuide) && item.parent == nil { sceneHasOrphanLegacyGuide = true }
        scene!.items.append(item)
    }

    func addView(_ element: XMLElement, name: String, id: String?, context: Context) -> Int {
        let customClass = element.attribute("customClass")
        let userLabel = element.attribute("userLabel")
        let text = visibleText(of: element, name: name)
        // A controller's view is a root wherever the controller is written: a touch bar item's
        // controller sits inside the view that owns the touch bar, yet its view is not a subview.
        let ownedByController = context.container.lowercased().hasSuffix("controller")
        // Likewise the view of a tab view item the tab view does not show.
        let detached = ownedByController || (context.container == "tabViewItem" && context.inHiddenTabItem)
        var item = LayoutItem(
            id: id ?? "view@\(element.line)", kind: .view, element: ElementKind(rawValue: name),
            className: customClass ?? InterfaceBuilderVocabulary.platformClass(of: name, platform: platform),
            name: "", parent: detached ? nil : context.item, location: location(element))
        item.customClass = customClass
        item.userLabel = userLabel
        item.text = text
        item.role = element.attribute("key").map(ItemRole.init(rawValue:))
        item.name = outlineName(element: element, name: name, userLabel: userLabel, text: text, customClass: customClass)
        item.xcode = XcodeVerdict(ambiguous: element.boolAttribute("ambiguous"), misplaced: element.boolAttribute("misplaced"),
                                  verifyAmbiguity: element.attribute("verifyAmbiguity"))
        item.translatesAutoresizingMaskIntoConstraints = element.attribute("translatesAutoresizingMaskIntoConstraints") != "NO"
        item.hasFixedFrame = element.boolAttribute("fixedFrame")
        item.isHidden = element.boolAttribute("hidden")
        item.isScrollEnabled = element.attribute("scrollEnabled") != "NO"
        item.adjustsContentInsetsForSafeArea = element.attribute("contentInsetAdjustmentBehavior") != "never"
        item.numberOfLines = element.attribute("numberOfLines").flatMap { Int($0) } ?? 1
        if name == "textField", let cell = element.children.first(where: { $0.isNamed("textFieldCell") }) {
            item.isEditable = cell.boolAttribute("editable")
            item.placeholderText = cell.attribute("placeholderString")
        } else if name == "textField" {
            item.placeholderText = element.attribute("placeholder")
        }
        item.preferredMaxLayoutWidth = number(element, "preferredMaxLayoutWidth")
        item.itemTitles = itemTitles(of: element, name: name)
        item.preservesSuperviewLayoutMargins = element.boolAttribute("preservesSuperviewLayoutMargins")
        item.insetsLayoutMarginsFromSafeArea = element.attribute("insetsLayoutMarginsFromSafeArea") != "NO"
        readContentPriorities(element, into: &item)
        item.appearance = appearance(of: element)
        let imageSource = imageSource(of: element)
        item.imageName = imageSource?.attribute("image")
        item.showsSymbolImage = imageSource?.attribute("catalog") == "system"
        if name == "button", platform != .macOS { item.button = buttonContent(element) }
        if name == "stackView" { item.stack = stackProperties(element) }
        if name == "tableView" || name == "outlineView" { item.table = tableProperties(element) }
        if name == "tableViewCell" {
            item.customRowHeight = number(element, "rowHeight")
            item.hasAccessory = (element.attribute("accessoryType") ?? "none") != "none"
        }
        readGeometry(element, into: &item, context: context)
        scene!.items.append(item)
        return scene!.items.count - 1
    }

    /// The titles a pop-up button's menu or a UIKit segmented control's segments show; none where
    /// the control does not size itself to them (a pull-down, an image pop-up or items with images,
    /// segments with images or apportioned by content).
    private func itemTitles(of element: XMLElement, name: String) -> [String] {
        switch name {
        case "popUpButton":
            // A pull-down shows its own title and an image pop-up its image: neither sizes to its items.
            guard let cell = element.children.first(where: { $0.attribute("key") == "cell" }),
                  !cell.boolAttribute("pullsDown"), cell.attribute("image") == nil,
                  let items = cell.child("menu", key: "menu")?.children.first(where: { $0.isNamed("items") }) else { return [] }
            let shown = items.children.filter { $0.isNamed("menuItem") && !$0.boolAttribute("hidden") && !$0.boolAttribute("isSeparatorItem") }
            // Items with images are wider than their titles by an image layoutlint may not know.
            guard shown.allSatisfy({ $0.attribute("image") == nil }) else { return [] }
            return shown.map { $0.attribute("title") ?? "" }
        case "segmentedControl" where platform != .macOS:
            // Segments sized by their own content, or showing images, are not one width each.
            guard !element.boolAttribute("apportionsSegmentWidthsByContent"),
                  let segments = element.children.first(where: { $0.isNamed("segments") }) else { return [] }
            let shown = segments.children.filter { $0.isNamed("segment") }
            guard shown.allSatisfy({ $0.attribute("image") == nil }) else { return [] }
            return shown.map { $0.attribute("title") ?? "" }
        default:
            return []
        }
    }

    /// The frame (or Xcode 8.0's frame insets), autoresizing mask and layout margins.
    private func readGeometry(_ element: XMLElement, into item: inout LayoutItem, context: Context) {
        for child in element.children {
            if child.isNamed("rect"), child.attribute("key") == "frame" {
                item.frame = rect(child)
            } else if child.isNamed("frame"), child.attribute("key") == "frameInset", item.frame == nil {
                let parentFrame = item.parent == nil ? nil : context.itemIndex.flatMap { scene?.items[$0].frame }
                item.frame = frameInset(child, in: parentFrame)
            } else if child.isNamed("autoresizingMask"), child.attribute("key") == "autoresizingMask" {
                item.autoresizingMask = AutoresizingMask(
                    flexibleMinX: child.boolAttribute("flexibleMinX"), widthSizable: child.boolAttribute("widthSizable"),
                    flexibleMaxX: child.boolAttribute("flexibleMaxX"), flexibleMinY: child.boolAttribute("flexibleMinY"),
                    heightSizable: child.boolAttribute("heightSizable"), flexibleMaxY: child.boolAttribute("flexibleMaxY"))
            } else if child.isNamed("edgeInsets"), child.attribute("key") == "layoutMargins" {
                item.layoutMargins = edgeInsets(child)
            } else if child.isNamed("directionalEdgeInsets"), child.attribute("key") == "directionalLayoutMargins" {
                item.layoutMargins = edgeInsets(child)
            }
        }
    }

    private func outlineName(element: XMLElement, name: String, userLabel: String?, text: String?, customClass: String?) -> String {
        if let userLabel { return userLabel }
        if let text, !text.isEmpty { return text }
        if let customClass, !customClass.hasPrefix("UI"), !customClass.hasPrefix("NS") {
            return InterfaceBuilderVocabulary.displayName(ofClass: customClass)
        }
        if name == "textField", element.attribute("borderStyle") == "roundedRect" { return "Round Style Text Field" }
        return InterfaceBuilderVocabulary.displayName(ofElement: name)
    }

    /// The text or title a view shows: a label's text, a button's normal title, an AppKit cell's title.
    private func visibleText(of element: XMLElement, name: String) -> String? {
        if let text = element.attribute("text") { return text }
        if let title = element.attribute("title") { return title }
        for child in element.children {
            if child.isNamed("string"), child.attribute("key") == "text", let content = textContent(child) { return content }
            if child.isNamed("state"), child.attribute("key") == "normal", let title = child.attribute("title") { return title }
            if child.isNamed("buttonConfiguration"), let title = child.attribute("title") { return title }
            if child.attribute("key") == "cell" {
                if let title = child.attribute("title"), !title.isEmpty { return title }
                for cellChild in child.children where cellChild.isNamed("string") && cellChild.attribute("key") == "title" {
                    return textContent(cellChild)
                }
            }
        }
        return nil
    }

    private func textContent(_ element: XMLElement) -> String? {
        guard let content = xmlNodeContent(element) else { return nil }
        return content
    }

    /// The element naming the item's image: the item itself, an `<imageReference>` under it (an
    /// image view showing a symbol), or its cell, normal state or button configuration (or an
    /// `<imageReference>` under one of those: symbol images are written as a child).
    private func imageSource(of element: XMLElement) -> XMLElement? {
        if element.attribute("image") != nil { return element }
        if let reference = element.child("imageReference", key: "image"), reference.attribute("image") != nil {
            return reference
        }
        for child in element.children {
            let holdsImage = child.isNamed("state") && child.attribute("key") == "normal"
                || child.attribute("key") == "cell" || child.isNamed("buttonConfiguration")
            guard holdsImage else { continue }
            if child.attribute("image") != nil { return child }
            if let reference = child.child("imageReference", key: "image"), reference.attribute("image") != nil {
                return reference
            }
        }
        return nil
    }

    /// A UIKit button's configuration, normal state and content insets.
    private func buttonContent(_ element: XMLElement) -> ButtonContent {
        var content = ButtonContent()
        for child in element.children {
            if child.isNamed("buttonConfiguration") { content.usesConfiguration = true }
            if child.isNamed("attributedString") { content.hasAttributedTitle = true }
            if child.isNamed("inset"), child.attribute("key") == "contentEdgeInsets" {
                content.contentInsets = EdgeInsets(top: number(child, "minY") ?? 0, leading: number(child, "minX") ?? 0,
                                                   bottom: number(child, "maxY") ?? 0, trailing: number(child, "maxX") ?? 0)
            }
            guard child.isNamed("state"), child.attribute("key") == "normal" else { continue }
            if child.attribute("backgroundImage") != nil || child.child("imageReference", key: "backgroundImage") != nil {
                content.hasBackgroundImage = true
            }
            if child.children.contains(where: { $0.isNamed("attributedString") }) { content.hasAttributedTitle = true }
        }
        return content
    }

    private func readContentPriorities(_ element: XMLElement, into item: inout LayoutItem) {
        if let value = number(element, "horizontalHuggingPriority") { item.contentHugging.horizontal = Priority(value) }
        if let value = number(element, "verticalHuggingPriority") { item.contentHugging.vertical = Priority(value) }
        if let value = number(element, "horizontalCompressionResistancePriority") {
            item.compressionResistance.horizontal = Priority(value)
        }
        if let value = number(element, "verticalCompressionResistancePriority") {
            item.compressionResistance.vertical = Priority(value)
        }
        item.placeholderIntrinsicSize.horizontal = placeholderSize(element, "placeholderIntrinsicWidth")
        item.placeholderIntrinsicSize.vertical = placeholderSize(element, "placeholderIntrinsicHeight")
    }

    private func placeholderSize(_ element: XMLElement, _ key: StaticString) -> PlaceholderIntrinsicSize? {
        guard let text = element.attribute(key) else { return nil }
        if text == "infinite" { return PlaceholderIntrinsicSize.none }
        return number(text, of: element, key.description).map(PlaceholderIntrinsicSize.value)
    }
}
