import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// equal-priority-conflict with measured content sizes (issue 22): a tie that weighs a measured
/// label against a view whose content size is still its stored frame (a text field) rests on that
/// frame, which Xcode may have stretched in the same contest, so it is only a note that says so.
/// A tie between two measured labels stands; stored sizes (the default) are unchanged.
final class MixedContentSizeTieTests: XCTestCase {
    /// A row across a 375-point view: a label stored squeezed to 40 points (its text is wider), then
    /// `second`, stored stretched to fill the rest; both resist compression at 750, hug at 251 / 250.
    private func row(second: String) throws -> Document {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="48"/>
                    <subviews>
                        <label opaque="NO" horizontalHuggingPriority="251" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="16" y="14" width="40" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        \(second)
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="c3"/>
                        <constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
                        <constraint firstItem="b" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        return try DocumentLoader.parse(text: xml, path: "Row.xib")
    }

    /// A text field in a font layoutlint has no metrics for (Avenir): its content size stays its
    /// stored frame (`font` is the field's `<fontDescription>`).
    private func textField(font: String = #"name="Avenir-Book" family="Avenir" pointSize="14""#) -> String {
        """
        <textField opaque="NO" horizontalHuggingPriority="250" horizontalCompressionResistancePriority="750" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="64" y="7" width="295" height="34"/>
            <fontDescription key="fontDescription" \(font)/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
    }

    private let label = """
        <label opaque="NO" horizontalHuggingPriority="251" text="Password" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="64" y="14" width="295" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """

    private func ties(_ document: Document, _ contentSizes: ContentSizes) -> [Finding] {
        let options = LintOptions(engine: EngineOptions(contentSizes: contentSizes))
        return EqualPriorityConflictRule().check(LintContext(document: document, options: options))
    }

    /// The label's text is wider than the 40 points stored for it; the text field's content is its
    /// stored, stretched 295 points: the row looks overfilled, but only because of that frame.
    func testAMeasuredLabelAgainstAStoredTextFieldIsANoteThatSaysWhy() throws {
        let found = ties(try row(second: textField()), .measured)
        XCTAssertEqual(found.count, 1, found.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(found.first?.severity, .note)
        let message = try XCTUnwrap(found.first?.message)
        XCTAssertTrue(message.contains("compression resistance"), message)
        XCTAssertTrue(message.contains("the measured content of") && message.contains("Username") && message.contains("the stored frame of"), message)
    }

    /// A text field in the system font is measured (its placeholder and border): the row has room
    /// for both, and no compression resistance is tested.
    func testAMeasuredTextFieldLeavesNoTie() throws {
        let found = ties(try row(second: textField(font: #"type="system" pointSize="14""#)), .measured)
        XCTAssertEqual(found.count, 0, found.map(\.message).joined(separator: "\n"))
    }

    /// Two measured labels leave slack at equal hugging (251): the tie rests on measurements of
    /// both, and stands as a warning.
    func testATieOfTwoMeasuredLabelsStands() throws {
        let found = ties(try row(second: label), .measured)
        XCTAssertEqual(found.map(\.severity), [.warning], found.map(\.message).joined(separator: "\n"))
        XCTAssertFalse(found.first?.message.contains("stored frame") ?? true)
    }

    /// With stored sizes the row is laid out as Xcode saved it: no tie, and no note.
    func testStoredSizesAreUnchanged() throws {
        XCTAssertEqual(ties(try row(second: textField()), .stored).map(\.message), [])
    }
}
