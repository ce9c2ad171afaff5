import LayoutLintModel

extension DocumentBuilder {
    /// The attributes that decide a control's alignment-rect insets; the cell's win over the view's.
    func appearance(of element: XMLElement) -> ControlAppearance {
        var appearance = ControlAppearance()
        func read(_ source: XMLElement) {
            if let value = source.attribute("type"), source.attribute("key") == "cell" { appearance.cellType = value }
            if let value = source.attribute("bezelStyle") { appearance.bezelStyle = value }
            if let value = source.attribute("borderStyle") { appearance.borderStyle = value }
            if let value = source.attribute("controlSize") { appearance.controlSize = ControlSize(xmlValue: value) }
            if let value = source.attribute("boxType") { appearance.boxType = value }
            if let value = source.attribute("titlePosition") { appearance.titlePosition = value }
            if let value = source.attribute("borderType") { appearance.borderType = value }
            if let value = source.attribute("sliderType") { appearance.sliderType = value }
            if let value = source.attribute("imagePosition") { appearance.imagePosition = value }
            if let value = source.attribute("imageFrameStyle") { appearance.imageFrameStyle = value }
            if source.isNamed("segmentedCell"), let value = source.attribute("style") { appearance.segmentStyle = value }
            if source.isNamed("tabView"), let value = source.attribute("type") { appearance.tabViewType = value }
            if source.isNamed("progressIndicator"), let value = source.attribute("style") { appearance.progressStyle = value }
            if source.isNamed("datePickerCell"), let value = source.attribute("datePickerStyle") {
                appearance.datePickerStyle = value
            }
            if source.isNamed("levelIndicatorCell"), let value = source.attribute("levelIndicatorStyle") {
                appearance.levelIndicatorStyle = value
            }
            if source.boolAttribute("drawsBackground") { appearance.drawsBackground = true }
            if source.attribute("key") == "cell", let value = source.attribute("lineBreakMode") { appearance.lineBreakMode = value }
            if let font = source.child("font", key: "font") {
                appearance.fontName = font.attribute("metaFont") ?? font.attribute("name")
                    ?? (font.boolAttribute("usesAppearanceFont") ? "appearance" : nil)
                if let size = number(font, "size") { appearance.fontSize = size }
            } else if let font = source.child("fontDescription", key: "fontDescription") {
                appearance.fontName = font.attribute("type") ?? font.attribute("style") ?? font.attribute("name")
                appearance.fontWeight = font.attribute("weight")
                if let size = number(font, "pointSize") { appearance.fontSize = size }
            }
        }
        read(element)
        if let cell = element.children.first(where: { $0.attribute("key") == "cell" }) { read(cell) }
        return appearance
    }
}
