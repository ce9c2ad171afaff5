import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// The `<document>` element: storyboard or xib, platform, flags, device.
final class DocumentKindTests: XCTestCase {
    func testIOSStoryboardHeader() throws {
        let document = try parse(Fixture.iOSView(""), path: "App/Base.lproj/Main.storyboard")
        XCTAssertEqual(document.path, "App/Base.lproj/Main.storyboard")
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertEqual(document.toolsVersion, "32700.99.1234")
        XCTAssertTrue(document.usesAutolayout)
        XCTAssertTrue(document.usesTraitCollections)
        XCTAssertTrue(document.usesSafeAreas)
        XCTAssertEqual(document.device, DeviceDescription(id: "retina6_12", orientation: "portrait"))
    }

    func testFlagsAbsentMeanNo() throws {
        let document = try parse(Fixture.storyboard(Fixture.scene(""), flags: ""))
        XCTAssertFalse(document.usesAutolayout)
        XCTAssertFalse(document.usesTraitCollections)
        XCTAssertFalse(document.usesSafeAreas)
    }

    func testFlagsWrittenNoAreFalse() throws {
        let document = try parse(Fixture.storyboard(
            Fixture.scene(""), flags: #"useAutolayout="NO" useTraitCollections="YES" useSafeAreas="NO""#))
        XCTAssertFalse(document.usesAutolayout)
        XCTAssertTrue(document.usesTraitCollections)
        XCTAssertFalse(document.usesSafeAreas)
    }

    func testIOSXib() throws {
        let document = try parse(Fixture.xib("""
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <subviews>
                    <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="8" y="8" width="40" height="21"/>
                    </label>
                </subviews>
            </view>
            """), path: "Card.xib")
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertEqual(document.device, DeviceDescription(id: "retina6_1", orientation: "portrait"))
        XCTAssertTrue(document.usesAutolayout)
        XCTAssertEqual(try document.item("label").className, "UILabel")
        XCTAssertEqual(try document.item("card").className, "UIView")
    }

    func testIPadRuntimeIsIOS() throws {
        let document = try parse(Fixture.storyboard(Fixture.scene(""), runtime: "iOS.CocoaTouch.iPad"))
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch.iPad")
    }

    func testTVOSStoryboard() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="32700.99.1234" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="appleTV" appearance="light"/>
                <scenes>
                    <!--Player-->
                    <scene sceneID="tv-scene">
                        <objects>
                            <viewController id="tv-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="tv-root">
                                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                    <subviews>
                                        <label text="Now Playing" translatesAutoresizingMaskIntoConstraints="NO" id="tv-label">
                                            <rect key="frame" x="90" y="60" width="400" height="46"/>
                                        </label>
                                        <button translatesAutoresizingMaskIntoConstraints="NO" id="tv-button">
                                            <rect key="frame" x="90" y="200" width="200" height="86"/>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try parse(text, path: "TV.storyboard")
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.platform, .tvOS)
        XCTAssertEqual(document.targetRuntime, "AppleTV")
        XCTAssertFalse(document.usesSafeAreas)
        XCTAssertEqual(document.device, DeviceDescription(id: "appleTV", orientation: nil))
        XCTAssertEqual(try document.item("tv-label").className, "UILabel")
        XCTAssertEqual(try document.item("tv-button").className, "UIButton")
        XCTAssertEqual(document.scenes.map(\.name), ["Player"])
    }

    func testTVOSXib() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <collectionViewCell opaque="NO" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let document = try parse(text, path: "Cell.xib")
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.platform, .tvOS)
        XCTAssertNil(document.device)
        XCTAssertEqual(try document.item("cell").className, "UICollectionViewCell")
    }

    func testMacOSXibAndAppKitClassNames() throws {
        let document = try parse(Fixture.macView("""
                <subviews>
                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="18" y="234" width="100" height="16"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="field-cell">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                        <rect key="frame" x="20" y="20" width="100" height="100"/>
                    </customView>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="mac-button">
                        <rect key="frame" x="380" y="13" width="87" height="32"/>
                        <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" id="mac-button-cell"/>
                    </button>
                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="200" y="60" width="200" height="100"/>
                        <clipView key="contentView" id="clip">
                            <rect key="frame" x="1" y="1" width="198" height="98"/>
                        </clipView>
                    </scrollView>
                </subviews>
            """), path: "Panel.xib")
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.platform, .macOS)
        XCTAssertEqual(document.targetRuntime, "MacOSX.Cocoa")
        XCTAssertNil(document.device)
        XCTAssertEqual(try document.item("root").className, "NSView")
        XCTAssertEqual(try document.item("field").className, "NSTextField")
        XCTAssertEqual(try document.item("custom").className, "NSView")
        XCTAssertEqual(try document.item("mac-button").className, "NSButton")
        XCTAssertEqual(try document.item("scroll").className, "NSScrollView")
        XCTAssertEqual(try document.item("clip").className, "NSClipView")
        XCTAssertEqual(try document.item("clip").parent, "scroll")
        XCTAssertEqual(try document.item("clip").role, "contentView")
        // Cells are not views: they carry no frame.
        XCTAssertFalse(document.allItems.contains { $0.id == "field-cell" || $0.id == "mac-button-cell" })
    }

    func testMacOSStoryboard() throws {
        let document = try parse(Fixture.storyboard(
            Fixture.scene("", controllerClass: nil), type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB",
            runtime: "MacOSX.Cocoa", flags: #"useAutolayout="YES""#))
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.platform, .macOS)
        XCTAssertEqual(try document.item("root").className, "NSView")
        XCTAssertEqual(try document.item("safe").className, "NSLayoutGuide")
    }

    func testWatchKitStoryboard() throws {
        let document = try parse(Fixture.storyboard(
            "", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard", runtime: "watchKit", flags: ""))
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.platform, .watchOS)
    }

    func testUnknownRuntimeIsUnknownPlatform() throws {
        let document = try parse(Fixture.storyboard(
            "", type: "com.apple.InterfaceBuilder.Future.Storyboard", runtime: "visionOS", flags: ""))
        XCTAssertEqual(document.platform, .unknown)
        XCTAssertEqual(document.kind, .storyboard)
    }

    func testCustomClassWinsOverPlatformClass() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <label text="x" customClass="BadgeLabel" customModule="App" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </label>
            </subviews>
            """))
        let badge = try document.item("badge")
        XCTAssertEqual(badge.className, "BadgeLabel")
        XCTAssertEqual(badge.customClass, "BadgeLabel")
        XCTAssertEqual(badge.element, "label")
        XCTAssertNil(try document.item("root").customClass)
    }

    func testDeviceWithoutOrientation() throws {
        let text = Fixture.iOSView("").replacingOccurrences(
            of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: #"<device id="ipad12_9rounded"/>"#)
        let document = try parse(text)
        XCTAssertEqual(document.device, DeviceDescription(id: "ipad12_9rounded", orientation: nil))
    }

    func testLandscapeDevice() throws {
        let text = Fixture.iOSView("").replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        XCTAssertEqual(try parse(text).device?.orientation, "landscape")
    }
}

/// Files layoutlint cannot read: each gets its own error kind and a line when there is one.
final class InputErrorTests: XCTestCase {
    private func inputError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        do {
            _ = try DocumentLoader.parse(text: text, path: "Bad.xib")
            XCTFail("expected an InputError", file: file, line: line)
            return nil
        } catch let error as InputError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testLegacyArchive() {
        let error = inputError("""
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                <data/>
            </archive>
            """)
        XCTAssertEqual(error?.kind, .legacyArchive)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.path, "Bad.xib")
    }

    func testOtherRootElement() {
        let error = inputError("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict/></plist>
            """)
        XCTAssertEqual(error?.kind, .notInterfaceBuilder)
        XCTAssertTrue(error?.message.contains("<plist>") ?? false)
    }

    func testDocumentOfAnotherType() {
        let error = inputError(#"<document type="com.example.Other"><objects/></document>"#)
        XCTAssertEqual(error?.kind, .notInterfaceBuilder)
    }

    func testMalformedXMLReportsLineAndColumn() {
        // A merge conflict left in the file: the usual way a storyboard stops being XML.
        let error = inputError("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <<<<<<< HEAD
                <objects/>
            =======
                <objects></objects>
            >>>>>>> feature
            </document>
            """)
        XCTAssertEqual(error?.kind, .malformedXML)
        XCTAssertEqual(error?.line, 3)
        XCTAssertNotNil(error?.column)
        XCTAssertTrue(error?.message.hasPrefix("malformed XML: ") ?? false)
        XCTAssertTrue(error?.description.hasPrefix("Bad.xib:3:") ?? false)
    }

    func testUnclosedElementIsMalformed() {
        let error = inputError("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="a">
                </objects>
            </document>
            """)
        XCTAssertEqual(error?.kind, .malformedXML)
        XCTAssertNotNil(error?.line)
    }

    func testBadAttributeReportsItsLine() {
        let error = inputError("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="a" id="b"/>
                </objects>
            </document>
            """)
        XCTAssertEqual(error?.kind, .malformedXML)
        XCTAssertEqual(error?.line, 4)
    }

    func testEmptyAndWhitespaceOnly() {
        XCTAssertEqual(inputError("")?.kind, .empty)
        XCTAssertEqual(inputError("  \n\t\n")?.kind, .empty)
    }

    func testDoctypeRefused() {
        let error = inputError("""
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY boom "boom">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&boom;</document>
            """)
        XCTAssertEqual(error?.kind, .doctypeNotAllowed)
        XCTAssertEqual(error?.line, 2)
    }

    func testNulByteIsBinary() {
        let error = inputError("<document>\u{0}</document>")
        XCTAssertEqual(error?.kind, .binary)
    }
}
