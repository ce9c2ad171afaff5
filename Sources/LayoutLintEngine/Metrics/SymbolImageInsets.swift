import LayoutLintModel

/// The alignment rect of an NSImageView showing a symbol image.
///
/// A symbol image is aligned like text (`NSImage.alignmentRect`, SF Symbols' "align with text"):
/// its alignment rect is the band between the baseline and the cap height of the font it is drawn
/// at, and the image reaches beyond it above (taller glyphs) and below (descenders). NSImageView
/// takes its alignment rect from its image's, so its frame reaches that far beyond the rect its
/// constraints give, whatever size those give it. The image's own size, which Xcode stores in
/// `<resources>`, carries the overhang: the stored image height less the cap-height band.
/// Evidence: `docs/measurements.md`, `AlignmentInsets.symbolAlignmentHeight`.
extension AlignmentInsets {
    /// The cap-height band of the 13-point system font, the point size AppKit draws symbol images
    /// at unless told otherwise: the height of a symbol image's alignment rect.
    static let symbolAlignmentHeight = 9.0

    /// The view's frame beyond its alignment rect: the image's height less the cap-height band,
    /// shared above and below with the band half a point below the image's middle (the image is
    /// centred in the frame; the band sits on the baseline, which descenders reach below). A
    /// symbol shorter than the band (the minus sign) gives negative insets.
    static func symbolInsets(showing image: Size) -> EdgeInsets {
        let overhang = image.height - symbolAlignmentHeight
        return EdgeInsets(top: overhang / 2 + 0.5, leading: 0, bottom: overhang / 2 - 0.5, trailing: 0)
    }

    /// The size of the symbol image an AppKit view shows, nil when it shows none: a system symbol
    /// (`catalog="system"`), or, in an image view, one of AppKit's named template images, which
    /// macOS 11 and later draw as symbols (Xcode before 12 drew their old bitmaps).
    static func symbolImageSize(of item: LayoutItem, in document: Document, xcode: SavingXcode) -> Size? {
        guard document.platform == .macOS, let name = item.imageName else { return nil }
        if item.showsSymbolImage { return document.symbolImageSizes[name] }
        guard item.element == .imageView, xcode.drawsSymbolImages, name.hasPrefix("NS"), name.hasSuffix("Template") else {
            return nil
        }
        return document.imageSizes[name]
    }
}
