import LayoutLintModel

/// The Xcode that saved a document, as far as its `toolsVersion` tells. Interface Builder lays a
/// file out with the metrics of its own Xcode (and of the system it runs on), so every
/// measurement that changed between Xcode releases asks this type, and only this type knows
/// the tools-version boundaries.
///
/// Tools versions by Xcode: 11xxx Xcode 8, 13xxx Xcode 9, 14xxx Xcode 10, 15xxx Xcode 11,
/// 17xxx Xcode 12, 18xxx–19xxx Xcode 12.5–13, 21xxx Xcode 14, 22xxx Xcode 15, 23xxx Xcode 16,
/// 24xxx–25xxx Xcode 16.3 to 26. Versions from 30000 on are not a newer Xcode but a placeholder
/// some tools write (32700.99.1234), whose files store older metrics.
///
/// A file that gives no version is read as saved by the newest Xcode layoutlint models
/// (`assumedWhenMissing`): Xcode writes a version into every file it saves, so such a file was
/// written by hand or generated, today, and its author expects today's layout.
///
/// Reading a document's evidence (`init(_:)`) looks at every view and constraint of the
/// document, so it is read once per document and passed to each system built from it
/// (`SceneSystemBuilder.build(xcode:)`, `LayoutEngine.solve(xcode:)`).
public struct SavingXcode: Sendable {
    /// The major tools version (`toolsVersion="22505"` → 22505).
    let toolsVersion: Int

    /// Which system's AppKit controls the file was laid out with: what its standard controls'
    /// stored sizes show, else what its tools version implies (`AppKitControlGeneration`).
    let appKitControls: AppKitControlGeneration

    /// Whether the document's push buttons show macOS 11's taller bezel, where its tools version
    /// leaves it open (Xcode 12.0 to 12.4 ran on macOS 10.15 and 11): `PushButtonBezelEvidence`.
    /// `nil`: not read, or nothing told.
    let showsMacOS11Bezels: Bool?

    /// Whether the document's one-line UIKit labels were measured in whole points rather than the
    /// device's pixels (`LabelLineEvidence`); `false` when not read.
    let measuresLabelLinesInWholePoints: Bool

    /// Where Xcode 26's tools versions start.
    static let assumedWhenMissing = 24000

    init(toolsVersion: Int?) {
        self.toolsVersion = toolsVersion ?? Self.assumedWhenMissing
        appKitControls = AppKitControlGeneration.byToolsVersion(self.toolsVersion)
        showsMacOS11Bezels = nil
        measuresLabelLinesInWholePoints = false
    }

    public init(_ document: Document) {
        toolsVersion = Self.toolsVersion(of: document)
        showsMacOS11Bezels = PushButtonBezelEvidence.showsMacOS11Bezels(in: document, toolsVersion: toolsVersion)
        appKitControls = AppKitControlGeneration.shown(in: document, toolsVersion: toolsVersion, bezels: showsMacOS11Bezels).generation
        measuresLabelLinesInWholePoints = LabelLineEvidence.measuresInWholePoints(document)
    }

    /// Where the placeholder tools versions start: no Xcode has written a real one this high.
    static let placeholderVersions = 30000

    /// The major tools version the document gives, else `assumedWhenMissing`. Where it gives the
    /// placeholder (32700.99.1234), the version of its Interface Builder plug-in stands in: the
    /// placeholder files that name one name 22684 to 22690, an Xcode 15 build (Xcode 15.0 writes
    /// 22505 for both, Xcode 16 23xxx), and their 414×896 iPhone roots show Xcode 15's 48-point
    /// status bar (`docs/measurements.md`, `SavingXcode.placeholderVersions`).
    static func toolsVersion(of document: Document) -> Int {
        guard let written = major(document.toolsVersion) else { return assumedWhenMissing }
        guard written >= placeholderVersions, let plugin = major(document.interfaceBuilderPluginVersion),
              plugin < placeholderVersions else { return written }
        return plugin
    }

    private static func major(_ version: String?) -> Int? {
        version.flatMap { Int($0.prefix { $0.isNumber }) }
    }

    private func atLeast(_ boundary: Int) -> Bool { toolsVersion >= boundary }
    private func within(_ range: Range<Int>) -> Bool { range.contains(toolsVersion) }

    /// Xcode 7 or earlier: tvOS 9's canvas, and the older ambiguity checks.
    var isXcode7OrEarlier: Bool { toolsVersion < 11000 }

    /// Xcode 7 and later draw iOS 9's system font, San Francisco (Helvetica Neue before; Xcode
    /// 6.4 wrote tools 7706, Xcode 7.0 8191).
    var drawsSanFrancisco: Bool { atLeast(8000) }

    /// Xcode 8 and later, whose canvas shows a device, measure a label's line rounded up to its
    /// pixels, as UILabel does; Xcode 7's (the 600-point "any" canvas) did not.
    var roundsLabelLinesToPixels: Bool { !isXcode7OrEarlier }

    /// Xcode 9 and later show iOS 11's layout margins.
    var showsIOS11Margins: Bool { atLeast(13000) }

    /// Xcode 9.0 to 9.2 drew cells with iOS 10's 15-point separator inset.
    var drawsIOS10CellInsets: Bool { within(13000..<14000) }

    /// Xcode 10.2 to 11 (tools 14810 to 16xxx) drew a cell alone in a xib shown on a 375-point
    /// phone 15 from its sides. The end is a guess: the next such cell seen is Xcode 12.5's (19162), at 16.
    var drawsLoneXibCellsAt15OnSmallPhones: Bool { within(14810..<17000) }

    /// Xcode 10 and earlier draw a xib's freeform top-level view without a status bar.
    var drawsFreeformXibRootsWithoutStatusBar: Bool { toolsVersion < 15000 }

    /// Xcode 11 and later draw iOS 13's segmented control, whose segments end 1 above its frame.
    var drawsIOS13SegmentedControls: Bool { atLeast(15000) }

    /// Xcode 11 and later (the Xcode of content layout guides) check the content size of an
    /// empty UIScrollView.
    var checksEmptyScrollContent: Bool { atLeast(15000) }

    /// Whether Interface Builder shows a classic status bar above a root whose scene does not
    /// say: Xcode up to 10 did, 11 to 14.2 did not, 14.3 (tools 21701; the corpus has nothing
    /// between 21507 and 21701) and later do again.
    var infersStatusBar: Bool { toolsVersion < 15000 || toolsVersion >= 21600 }

    /// Xcode 15 and later.
    var isXcode15OrLater: Bool { atLeast(22000) }

    /// Xcode 15 and later show the status bar even where a scene still says none (their
    /// inspector no longer offers "none").
    var alwaysShowsStatusBar: Bool { isXcode15OrLater }

    /// tvOS: Xcode 12 and later draw 80-point overscan sides, earlier ones 90.
    var drawsNarrowTVOverscan: Bool { atLeast(17000) }

    /// tvOS: Xcode 11 and later lay the Apple TV canvas out on a 2x pixel grid; Xcode 10 and
    /// earlier on the 1x grid of the 1080p Apple TV (whole points: see docs/measurements.md).
    var drawsAppleTVAt2x: Bool { atLeast(15000) }

    /// iOS 16's taller status bars on notched iPhones, drawn by Xcode 14 and later.
    var drawsIOS16StatusBars: Bool { within(21000..<30000) }

    /// Xcode 26 (tools 24xxx–25xxx).
    var isXcode26: Bool { within(24000..<30000) }

    /// Xcode 16.3 and later (tools 23727 on; the corpus has nothing between 23504 and 23727)
    /// keep twice the sensor housing above the safe area of a notched iPhone in portrait and twice
    /// the home indicator below it, and show the 6.7-inch iPhone (`retina6_7`) at 430×932.
    var doublesNotchedSafeArea: Bool { within(23600..<30000) }

    // AppKit controls. Each generation drew them differently; see `AlignmentInsets`.

    /// Xcode 11 or earlier (tools before 17000), whatever its controls show.
    var predatesXcode12: Bool { toolsVersion < 17000 }

    /// Xcode 11 or earlier, which drew AppKit controls as they were before macOS 11's redesign.
    var predatesMacOS11Controls: Bool { appKitControls == .beforeMacOS11 }

    /// AppKit controls as macOS 26 draws them (whatever the tools version).
    var drawsMacOS26Controls: Bool { appKitControls == .macOS26 }

    /// Xcode 14.3 and later (tools 21701 on; the corpus has nothing between 21507 and 21701),
    /// which need macOS 13: they draw controls macOS 13 redesigned (the colour well) its way.
    var requiresMacOS13: Bool { atLeast(21600) }

    /// Xcode 12 and later on macOS 11 and later, which draw template images as SF Symbols.
    var drawsSymbolImages: Bool { atLeast(17000) && !predatesMacOS11Controls }

    /// Push buttons' current bezel (macOS 11's), and check boxes' 18-point frames ending at their
    /// title: Xcode 12.5 and later, which need macOS 11, and files of Xcode 12.0 to 12.4 whose push
    /// buttons show that bezel (`showsMacOS11Bezels`).
    var drawsXcode12_5Bezels: Bool { atLeast(18000) || showsMacOS11Bezels == true }

    /// Xcode 11 before 11.4 (tools before 15500), whose check boxes were 18 points tall with 2
    /// around.
    var predatesXcode11_4: Bool { toolsVersion < 15500 }

    /// Xcode 16 (tools 23xxx) only.
    var isXcode16: Bool { within(23000..<24000) }

    /// The Xcode 15 releases after 15.0 (their plug-in 22684 to 22690, written behind the
    /// placeholder tools version) and later: titled small check boxes end at their titles. The
    /// boundary sits between Xcode 15.0's 22505 and 22684; the corpus has nothing in between.
    var postdatesXcode15_0: Bool { atLeast(22600) }
}
