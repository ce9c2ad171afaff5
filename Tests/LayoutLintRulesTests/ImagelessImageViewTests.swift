import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// UIKit gives a UIImageView its image's size as its intrinsic content size, and none without an
/// image. An image view with no image in the file is there to be given one in code, which then
/// sizes it: a verdict resting on its free size is a warning that says what it assumed. With an
/// image in the file, the image sizes it and nothing is free.
final class ImagelessImageViewTests: XCTestCase {
    private func findings(image: String?, scrolls: Bool = false) throws -> [Finding] {
        let imageAttribute = image.map { #" image="\#($0)""# } ?? ""
        let imageView = """
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251"\(imageAttribute) translatesAutoresizingMaskIntoConstraints="NO" id="photo" userLabel="Photo">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                        </imageView>
            """
        let subviews: String
        let constraints: String
        if scrolls {
            subviews = """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll" userLabel="Preview">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
            \(imageView)
                    </subviews>
                    <constraints>
                        <constraint firstItem="photo" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                        <constraint firstItem="photo" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                        <constraint firstAttribute="bottom" secondItem="photo" secondAttribute="bottom" id="s3"/>
                        <constraint firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" id="s4"/>
                    </constraints>
                </scrollView>
            """
            constraints = """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r3"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r4"/>
                """
        } else {
            subviews = imageView
            constraints = """
                <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="r1"/>
                <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="r2"/>
                <constraint firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" constant="16" id="r3"/>
                """
        }
        let resources = image.map { #"<image name="\#($0)" width="120" height="80"/>"# } ?? ""
        let xml = sceneDocument(width: 320, height: 200, subviews: subviews, constraints: constraints, resources: resources)
        let document = try DocumentLoader.parse(text: xml, path: "Preview.xib")
        let context = LintContext(document: document)
        return (AmbiguousLayoutRule().check(context) + ScrollContentSizeRule().check(context)).filter { $0.element == "photo" || $0.element == "scroll" }
    }

    func testAnImageViewWithNoImageAndNoHeightIsAWarningThatSaysWhatWasAssumed() throws {
        let findings = try findings(image: nil)
        XCTAssertEqual(findings.map(\.severity), [.warning], "\(findings.map(\.message))")
        XCTAssertEqual(findings.first?.message, #""Photo" (id photo): Need constraints for: height (assuming it, an image view with no "#
                       + "image in the file, stays without one at run time; an image set in code gives it the image's size, which may decide)")
    }

    func testAnImageViewWithAnImageIsSizedByIt() throws {
        XCTAssertEqual(try findings(image: "landscape").map(\.message), [])
    }

    func testScrollContentThroughAnImageViewWithNoImageIsAWarning() throws {
        let findings = try findings(image: nil, scrolls: true).filter { $0.ruleID == "scroll-content-size" }
        XCTAssertFalse(findings.isEmpty)
        XCTAssertEqual(Set(findings.map(\.severity)), [.warning], "\(findings.map(\.message))")
        XCTAssertTrue(findings.allSatisfy { $0.message.contains("an image view with no image in the file") }, "\(findings.map(\.message))")
    }
}
