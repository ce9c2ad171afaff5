import Foundation
import XCTest

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// Writes `bytes` at `name` (a relative path; missing folders are created) and returns the full path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    func remove() {
        // Restore permissions a test may have taken away, so the tree can be deleted.
        if let entries = FileManager.default.enumerator(atPath: path) {
            for case let entry as String in entries {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(entry).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}

/// Interface Builder documents to test with. Line numbers matter: tests assert them.
enum Fixtures {
    /// Line of the second constraint in `storyboard(topConstraintSecondAttribute:)`.
    static let secondConstraintLine = 20
    /// Column of its `<constraint`.
    static let secondConstraintColumn = 29
    /// Line of the label, whose `text` attribute `storyboard(labelText:)` sets.
    static let labelLine = 13

    /// A small, valid iOS storyboard: one scene, a view, a label and the safe area, two constraints.
    /// With `topConstraintSecondAttribute: "width"` the second constraint (line 20) is invalid.
    static func storyboard(labelText: String = "Title", topConstraintSecondAttribute: String = "top",
                           encoding: String = "UTF-8") -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <!--View Controller-->
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(labelText)" translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="abc-12-def">
                                        <rect key="frame" x="16" y="100" width="361" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <constraints>
                                    <constraint firstItem="abc-12-def" firstAttribute="leading" secondItem="6Tk-OE-BBY" secondAttribute="leading" constant="16" id="c1-aa-bbb"/>
                                    <constraint firstItem="abc-12-def" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="\(topConstraintSecondAttribute)" constant="41" id="c2-aa-bbb"/>
                                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="21" identifier="labelHeight" id="c3-aa-bbb"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nSr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static let clean = storyboard()
    static let invalidConstraint = storyboard(topConstraintSecondAttribute: "width")

    /// The start of a storyboard whose innermost open element is a root view; close with `storyboardTail`.
    static let storyboardHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
        <scene sceneID="s1">
        <objects>
        <viewController id="vc1">
        <view key="view" id="root">

        """

    static let storyboardTail = """
        </view>
        </viewController>
        </objects>
        </scene>
        </scenes>
        </document>

        """

    static let headLineCount = storyboardHead.filter { $0 == "\n" }.count

    /// `count` views each nested in the previous one's `<subviews>`: 2 × `count` extra levels of elements.
    static func nestedViews(_ count: Int) -> String {
        var text = storyboardHead
        text.reserveCapacity(count * 40 + 1000)
        for index in 0..<count { text += "<subviews><view id=\"v\(index)\">\n" }
        for _ in 0..<count { text += "</view></subviews>\n" }
        return text + storyboardTail
    }
}

extension String {
    /// UTF-16 bytes with a byte order mark.
    func utf16Bytes(bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    var lines: [String] {
        split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// A deterministic byte generator (so a failing "random bytes" test can be reproduced).
struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt8 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in next() }
    }
}

/// A test case with a fresh temporary directory per test, removed afterwards.
class TemporaryDirectoryTestCase: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory?.remove()
        directory = nil
    }
}
