import LayoutLintModel

/// The Xcode that saved a document, as far as its `toolsVersion` tells: Interface Builder lays a
/// file out with the metrics of its own Xcode (and of the system it runs on), so several
/// measurements depend on it.
enum SavingXcode {
    /// The major tools version (`toolsVersion="22505"` → 22505); nil when the file gives none.
    static func majorToolsVersion(of document: Document) -> Int? {
        document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) }
    }

    /// Xcode 26 (tools 24xxx–25xxx). Versions from 30000 on are not a newer Xcode but the
    /// placeholder some tools write (32700.99.1234), whose files store older metrics.
    static func isXcode26(_ majorToolsVersion: Int?) -> Bool {
        majorToolsVersion.map { (24000..<30000).contains($0) } ?? false
    }

    /// Xcode 7 or earlier (tools before 11000): tvOS 9's canvas, and the older ambiguity checks.
    static func isXcode7OrEarlier(_ majorToolsVersion: Int?) -> Bool {
        majorToolsVersion.map { $0 < 11000 } ?? false
    }

    /// Xcode 11 or earlier (tools before 17000), which drew AppKit controls as they were before
    /// macOS 11's redesign. `0` (a file that gives no version) counts as current.
    static func predatesMacOS11Controls(_ majorToolsVersion: Int) -> Bool {
        (1..<17000).contains(majorToolsVersion)
    }
}
