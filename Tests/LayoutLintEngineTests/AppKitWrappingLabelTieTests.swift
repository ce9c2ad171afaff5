import XCTest
@testable import LayoutLintEngine
import LayoutLintModel

/// Interface Builder's canvas measures a wrapping label-style AppKit text field whose text fits
/// its width on one line (`IntrinsicContentSize.measuredLabelHeight`): a field stored taller than
/// its line then ties its vertical hugging with a pin of the same priority, as Xcode flags.
final class AppKitWrappingLabelTieTests: XCTestCase {
    /// A 439-wide row 20 from the root's top and leading: a 24-point icon at its top leading
    /// (the row at least as tall), and a wrapping 14-point text field beside it, 2 below the
    /// icon's top, 8 from the row's trailing edge (405 wide), stored 50 tall, its bottom pinned
    /// to the row's at 750, its vertical hugging 750 too. Measured one line (17), the field and
    /// the pin tie over the 5 points the icon's 24 leaves.
    private func row(text: String) -> (subviews: String, constraints: String) {
        let subviews = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="20" y="226" width="439" height="24"/>
                <subviews>
                    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="24" id="icon-w"/>
                            <constraint firstAttribute="height" constant="24" id="icon-h"/>
                        </constraints>
                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="icon-cell"/>
                    </imageView>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        <rect key="frame" x="28" y="-26" width="405" height="50"/>
                        <textFieldCell key="cell" title="\(text)" id="text-cell">
                            <font key="font" metaFont="system" size="14"/>
                        </textFieldCell>
                    </textField>
                </subviews>
                <constraints>
                    \(pin("r1", "icon", "leading", "row", "leading"))
                    \(pin("r2", "icon", "top", "row", "top"))
                    \(constraint("r3", "row", "bottom", "icon", "bottom", relation: "greaterThanOrEqual"))
                    \(pin("r4", "text", "leading", "icon", "trailing", 5.5))
                    \(pin("r5", "row", "trailing", "text", "trailing", 8))
                    \(pin("r6", "text", "top", "icon", "top", 2))
                    \(constraint("r7", "row", "bottom", "text", "bottom", priority: 750))
                </constraints>
            </customView>
            """
        let constraints = pin("c1", "row", "leading", "root", "leading", 20) + pin("c2", "row", "top", "root", "top", 20)
            + pin("c3", "root", "trailing", "row", "trailing", 21)
        return (subviews, constraints)
    }

    func testALongLineThatFitsItsWrappingFieldTiesWithAPinOfItsHuggingPriority() throws {
        // 49 characters: more than 0.6 em each would allow in 405 points, one line measured.
        let scene = row(text: "Every feature of the plan, on all of your devices")
        let layout = try solveMac(scene.subviews, scene.constraints, interfaceBuilder: true)
        XCTAssertTrue(layout.interfaceBuilderAmbiguity(of: "text").contains(.height))
    }

    func testATextThatWrapsKeepsItsStoredHeightAndNoTie() throws {
        // 90 characters measure wider than the field: it wraps, its stored height stands, and the
        // row grows to hold it with every constraint satisfied.
        let scene = row(text: "Every feature of the plan on all of your devices, with servers in more countries than ever")
        let layout = try solveMac(scene.subviews, scene.constraints, interfaceBuilder: true)
        XCTAssertEqual(layout.interfaceBuilderAmbiguity(of: "text"), [])
    }
}
