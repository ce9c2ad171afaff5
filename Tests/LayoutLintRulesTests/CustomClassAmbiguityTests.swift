import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// A size missing on a view of a custom class rests on an assumption (the class has no intrinsic
/// size, as Interface Builder assumes): a warning that says so. A missing position is certain.
final class CustomClassAmbiguityTests: XCTestCase {
    private func findings(customClass: String?) throws -> [Finding] {
        let classAttribute = customClass.map { #"customClass="\#($0)""# } ?? ""
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" userLabel="Rating" \(classAttribute) translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                                <rect key="frame" x="16" y="16" width="100" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="rating" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                            <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try DocumentLoader.parse(text: xml, path: "Rating.xib")
        return AmbiguousLayoutRule().check(LintContext(document: document))
    }

    func testAMissingSizeOnACustomClassIsAWarningThatSaysWhatWasAssumed() throws {
        let findings = try findings(customClass: "StarRatingView")
        XCTAssertEqual(findings.map(\.severity), [.warning])
        XCTAssertEqual(findings.first?.message, #""Rating" (id rating): Need constraints for: width (assuming, as Interface Builder "#
                       + "does, that its class StarRatingView has no intrinsic size; if it has one at run time, that size decides)")
    }

    func testAMissingSizeOnAPlatformViewIsAnError() throws {
        let findings = try findings(customClass: nil)
        XCTAssertEqual(findings.map(\.severity), [.error])
        XCTAssertEqual(findings.first?.message, #""Rating" (id rating): Need constraints for: width"#)
    }
}
