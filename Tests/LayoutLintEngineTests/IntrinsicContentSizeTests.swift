import LayoutLintEngine
import LayoutLintModel
import XCTest

final class IntrinsicContentSizeTests: XCTestCase {
    private func item(_ element: String) -> LayoutItem {
        var item = LayoutItem(id: "v", kind: .view, element: ElementKind(rawValue: element), className: "UIView", name: element,
                              location: SourceLocation(line: 1, column: 1))
        item.frame = Rect(x: 0, y: 0, width: 42, height: 21)
        return item
    }

    func testLabelsHaveBothAxesAndPlainViewsNone() {
        XCTAssertEqual(IntrinsicContentSize.axes(of: item("label"), platform: .iOS), AxisPair(horizontal: true, vertical: true))
        XCTAssertEqual(IntrinsicContentSize.axes(of: item("view"), platform: .iOS), AxisPair(horizontal: false, vertical: false))
        XCTAssertEqual(IntrinsicContentSize.axes(of: item("slider"), platform: .iOS), AxisPair(horizontal: false, vertical: true))
    }

    func testImageViewNeedsAnImage() {
        var imageView = item("imageView")
        XCTAssertFalse(IntrinsicContentSize.axes(of: imageView, platform: .iOS).horizontal)
        imageView.imageName = "logo"
        XCTAssertTrue(IntrinsicContentSize.axes(of: imageView, platform: .iOS).horizontal)
    }

    func testAnAppKitMatrixHasBothAxes() {
        // NSMatrix is as big as its cells: Interface Builder does not ask constraints to size it.
        XCTAssertEqual(IntrinsicContentSize.axes(of: item("matrix"), platform: .macOS), AxisPair(horizontal: true, vertical: true))
    }

    func testTextViewOnlyWhenNotScrolling() {
        var textView = item("textView")
        XCTAssertFalse(IntrinsicContentSize.axes(of: textView, platform: .iOS).vertical)
        XCTAssertFalse(IntrinsicContentSize.axes(of: textView, platform: .iOS).horizontal)
        textView.isScrollEnabled = false
        XCTAssertEqual(IntrinsicContentSize.axes(of: textView, platform: .iOS), AxisPair(horizontal: true, vertical: true))
    }

    func testPlaceholderOverridesAndValueComesFromTheFrame() {
        var custom = item("view")
        custom.placeholderIntrinsicSize = AxisPair(horizontal: .value(120), vertical: PlaceholderIntrinsicSize.none)
        XCTAssertEqual(IntrinsicContentSize.value(of: custom, axis: .horizontal, platform: .iOS, frame: custom.frame, imageSizes: [:]), 120)
        XCTAssertNil(IntrinsicContentSize.value(of: custom, axis: .vertical, platform: .iOS, frame: custom.frame, imageSizes: [:]))
        let label = item("label")
        XCTAssertEqual(IntrinsicContentSize.value(of: label, axis: .vertical, platform: .iOS, frame: label.frame, imageSizes: [:]), 21)
    }
}
