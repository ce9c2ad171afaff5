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
/// A file that gives no version is hand-written or generated (see `docs/measurements.md`). Each
/// property says what it assumes then; until issue 21 decides the generation from evidence in
/// the file, those answers are kept as they were measured.
struct SavingXcode: Sendable {
    /// The major tools version (`toolsVersion="22505"` → 22505); nil when the file gives none.
    let toolsVersion: Int?

    init(toolsVersion: Int?) { self.toolsVersion = toolsVersion }

    init(_ document: Document) {
        toolsVersion = document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) }
    }

    private func atLeast(_ boundary: Int) -> Bool { toolsVersion.map { $0 >= boundary } ?? false }
    private func within(_ range: Range<Int>) -> Bool { toolsVersion.map(range.contains) ?? false }

    /// Xcode 7 or earlier: tvOS 9's canvas, and the older ambiguity checks. No version: no.
    var isXcode7OrEarlier: Bool { toolsVersion.map { $0 < 11000 } ?? false }

    /// Xcode 9 and later show iOS 11's layout margins. No version: no.
    var showsIOS11Margins: Bool { atLeast(13000) }

    /// Xcode 9.0 to 9.2 drew cells with iOS 10's 15-point separator inset. No version: no.
    var drawsIOS10CellInsets: Bool { within(13000..<14000) }

    /// Xcode 11 and later (the Xcode of content layout guides) check the content size of an
    /// empty UIScrollView. No version: no.
    var checksEmptyScrollContent: Bool { atLeast(15000) }

    /// Whether Interface Builder shows a classic status bar above a root whose scene does not
    /// say: Xcode up to 10 did, 11 to 14 did not, 15 and later do again. No version: in a
    /// storyboard only.
    func infersStatusBar(in kind: DocumentKind) -> Bool {
        guard let version = toolsVersion else { return kind == .storyboard }
        return version < 15000 || version >= 22000
    }

    /// Xcode 15 and later. No version: no.
    var isXcode15OrLater: Bool { atLeast(22000) }

    /// Xcode 15 and later show the status bar even where a scene still says none (their
    /// inspector no longer offers "none").
    var alwaysShowsStatusBar: Bool { isXcode15OrLater }

    /// tvOS: Xcode 12 and later draw 80-point overscan sides, earlier ones 90. No version: 80.
    var drawsNarrowTVOverscan: Bool { toolsVersion.map { $0 >= 17000 } ?? true }

    /// iOS 16's taller status bars on notched iPhones, drawn by Xcode 14 and later. No version: no.
    var drawsIOS16StatusBars: Bool { within(21000..<30000) }

    /// Xcode 26 (tools 24xxx–25xxx). No version: no.
    var isXcode26: Bool { within(24000..<30000) }

    // AppKit controls. Each generation drew them differently; see `AlignmentInsets`.

    /// Xcode 11 or earlier, which drew AppKit controls as they were before macOS 11's redesign.
    /// No version: no (current controls).
    var predatesMacOS11Controls: Bool { within(1..<17000) }

    /// Xcode 12 and later, which draw template images as SF Symbols. No version: no.
    var drawsSymbolImages: Bool { atLeast(17000) }

    /// Xcode 12.5 and later: push buttons' current bezel. No version: no.
    var drawsXcode12_5Bezels: Bool { atLeast(18000) }

    /// Xcode 12.5 to 13 (tools 18xxx) only.
    var isXcode12_5: Bool { within(18000..<19000) }

    /// Xcode 11 before 11.4 (tools before 15500), whose check boxes were 18 points tall with 2
    /// around. No version: yes.
    var predatesXcode11_4: Bool { (toolsVersion ?? 0) < 15500 }

    /// Xcode 16 (tools 23xxx) only.
    var isXcode16: Bool { within(23000..<24000) }

    /// Xcode 16 and later. No version: no.
    var isXcode16OrLater: Bool { atLeast(23000) }
}
