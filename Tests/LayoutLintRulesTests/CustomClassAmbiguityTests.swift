import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// A size missing on a view of a custom class rests on an assumption (the class has no intrinsic
/// size, as Interface Builder assumes): a warning that says so. A missing position is certain.
final class CustomClassAmbiguityTests: XCTestCase {
    private func findings(customClass: String?) throws -> [Finding] {
        let classAttribute = customClass.map { #"customClass="\#($0)""# } ?? ""
        let xml = sceneDocument(width: 320, height: 100, subviews: """
            <view contentMode="scaleToFill" userLabel="Rating" \(classAttribute) translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                <rect key="frame" x="16" y="16" width="100" height="20"/>
                <constraints>
                    <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="rating" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
            """)
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

    /// A card pinned at its top and sides, with nothing below, holding a list of class
    /// `listClass` pinned 8 inside it on every side and given no height: the card's height
    /// follows from the list's, which its class may give at run time (a table view sized to its
    /// content), so the card's missing height is a warning; with a plain view it is an error.
    private func card(listClass: String?) throws -> [Finding] {
        let classAttribute = listClass.map { #"customClass="\#($0)""# } ?? ""
        let xml = sceneDocument(width: 320, height: 400, subviews: """
            <view contentMode="scaleToFill" userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="0.0" y="0.0" width="320" height="116"/>
                <subviews>
                    <view contentMode="scaleToFill" userLabel="List" \(classAttribute) translatesAutoresizingMaskIntoConstraints="NO" id="list">
                        <rect key="frame" x="8" y="8" width="304" height="100"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="list" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" constant="8" id="c2"/>
                    <constraint firstItem="list" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" constant="8" id="c4"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="r2"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="r3"/>
            """)
        let document = try DocumentLoader.parse(text: xml, path: "Card.xib")
        return AmbiguousLayoutRule().check(LintContext(document: document))
    }

    func testAMissingSizeThatAViewOfACustomClassInsideWouldGiveIsAWarning() throws {
        let custom = try card(listClass: "ContentSizedTableView")
        XCTAssertEqual(custom.map(\.severity), [.warning], "\(custom.map(\.message))")
        XCTAssertTrue(custom.first?.message.contains("that the class ContentSizedTableView of \"List\" has no intrinsic size") ?? false,
                      "\(custom.map(\.message))")
        let plain = try card(listClass: nil)
        XCTAssertEqual(plain.map(\.severity), [.error], "\(plain.map(\.message))")
    }
}
