@testable import LayoutLintEngine
@testable import LayoutLintInput
import LayoutLintModel
import XCTest

/// What `KnownVocabulary` calls a plain view is one: the parser makes it a view, and the engine
/// gives it no intrinsic size and nothing that places its subviews (no stack, grid or table).
final class PlainViewVocabularyTests: XCTestCase {
    private func probe(_ element: String, mac: Bool) throws -> (LayoutItem, Platform) {
        let type = mac ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = mac ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        let xml = """
            <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="probe">
                                <rect key="frame" x="10" y="10" width="100" height="50"/>
                            </\(element)>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try DocumentLoader.parse(text: xml, path: "probe.xib")
        let item = try XCTUnwrap(document.scenes.first?.items.first { $0.id == "probe" }, "<\(element)> is not read as a view")
        return (item, document.platform)
    }

    func testPlainViewsHaveNoIntrinsicSizeAndPlaceNothing() throws {
        let plainViews = KnownVocabulary.elements.filter { $0.value == .plainView }.keys.sorted()
        XCTAssertTrue(plainViews.contains("mapView") && plainViews.contains("avPlayerView"))
        for element in plainViews {
            for mac in [false, true] {
                let (item, platform) = try probe(element, mac: mac)
                XCTAssertEqual(item.kind, .view, element)
                XCTAssertEqual(IntrinsicContentSize.axes(of: item, platform: platform), AxisPair(horizontal: false, vertical: false),
                               "<\(element)> is called a plain view but has an intrinsic size (\(platform))")
                XCTAssertTrue(item.stack == nil && item.grid == nil && item.table == nil, "<\(element)> places its subviews")
            }
        }
    }
}
