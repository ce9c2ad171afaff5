import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// equal-priority-conflict with measured content sizes (issue 22): a tie that weighs a measured
/// label against a view whose content size is still its stored frame (a text field) rests on that
/// frame, which Xcode may have stretched in the same contest, so it is not reported. A tie between
/// two measured labels stands, unless it exists only within the measurement's error (then it is a
/// note that says so); stored sizes (the default) are unchanged.
final class MixedContentSizeTieTests: XCTestCase {
    /// A row across a 375-point view: a label stored squeezed to 40 points (its text is wider), then
    /// `second`, stored stretched to fill the rest; both resist compression at 750, hug at 251 / 250.
    private func row(second: String) throws -> Document {
        let xml = sceneDocument(width: 375, height: 48, device: "retina4_7", subviews: """
            <label opaque="NO" horizontalHuggingPriority="251" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="16" y="14" width="40" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            \(second)
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
            <constraint firstItem="b" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c5"/>
            """)
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
    /// stored, stretched 295 points: the row looks overfilled, but only because of that frame, so
    /// no tie is reported (the solver does find one: see the stored-frame field's own width below).
    func testAMeasuredLabelAgainstAStoredTextFieldMakesNoTie() throws {
        let document = try row(second: textField())
        XCTAssertEqual(ties(document, .measured).map(\.message), [])
        // The tie is there to be silenced: with the field's width no longer stored (measured in
        // the system font) the row has room, and with the label's text as wide as the row leaves
        // it, the stored field is what overfills it.
        let options = LintOptions(engine: EngineOptions(contentSizes: .measured))
        let context = LintContext(document: document, options: options)
        let layout = try XCTUnwrap(context.solved(document.scenes[0]).first?.layout)
        XCTAssertTrue(layout.system.takesStoredContentSize(of: "b", axis: .horizontal, document: document))
        XCTAssertFalse(layout.tied.isEmpty)
    }

    /// A text field in the system font is measured (its placeholder and border): the row has room
    /// for both, and no compression resistance is tested.
    func testAMeasuredTextFieldLeavesNoTie() throws {
        let found = ties(try row(second: textField(font: #"type="system" pointSize="14""#)), .measured)
        XCTAssertEqual(found.count, 0, found.map(\.message).joined(separator: "\n"))
    }

    /// With `refined` sizes an estimate (a UIKit text field's unfitted border room) is held at its
    /// stored frame whatever it measures, so a tie against it weighs that frame: mixed, no tie; in
    /// `measured` mode the same field counts as measured.
    func testARefinedEstimateIsAStoredSizeInATie() throws {
        let document = try row(second: textField(font: #"type="system" pointSize="14""#))
        XCTAssertEqual(ties(document, .refined).map(\.message), [])
        func takesStored(_ id: ObjectID, _ contentSizes: ContentSizes) throws -> Bool {
            let context = LintContext(document: document, options: LintOptions(engine: EngineOptions(contentSizes: contentSizes)))
            let layout = try XCTUnwrap(context.solved(document.scenes[0]).first?.layout)
            return layout.system.takesStoredContentSize(of: id, axis: .horizontal, document: document)
        }
        XCTAssertTrue(try takesStored("b", .refined))
        XCTAssertFalse(try takesStored("a", .refined), "the label is measured (and more than 3 points off its frame)")
        XCTAssertFalse(try takesStored("b", .measured))
    }

    /// Two measured labels leave slack at equal hugging (251): the tie rests on measurements of
    /// both, and stands as a warning.
    func testATieOfTwoMeasuredLabelsStands() throws {
        let found = ties(try row(second: label), .measured)
        XCTAssertEqual(found.map(\.severity), [.warning], found.map(\.message).joined(separator: "\n"))
        XCTAssertFalse(found.first?.message.contains("stored frame") ?? true)
    }

    /// Two labels in a row `room` points wider than their measured texts together (narrower when
    /// negative), both hugging at 251 and resisting compression at 750.
    private func labelRow(room: Double) throws -> Document {
        func width(_ text: String) throws -> Double {
            var item = LayoutItem(id: text, kind: .view, element: .label, className: "UILabel", name: text,
                                  location: SourceLocation(line: 1))
            item.text = text
            item.appearance.fontName = "system"
            item.appearance.fontSize = 17
            return try XCTUnwrap(TextMeasurement.label(item, scale: 2)).width
        }
        let (a, b) = (try width("Username"), try width("Password"))
        let rowWidth = 16 + a + 8 + b + 16 + room
        func label(_ id: String, _ text: String, x: Double, width: Double) -> String {
            """
            <label opaque="NO" horizontalHuggingPriority="251" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="14" width="\(width)" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let xml = sceneDocument(width: rowWidth, height: 48, device: "retina4_7", subviews: """
            \(label("a", "Username", x: 16, width: a))
            \(label("b", "Password", x: 24 + a, width: b + room))
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
            <constraint firstItem="b" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c5"/>
            <constraint firstAttribute="width" constant="\(rowWidth)" id="c6"/>
            """)
        return try DocumentLoader.parse(text: xml, path: "Labels.xib")
    }

    /// Slack or overfill of 2 points for two measured labels is within the measurement's error
    /// (3 points each): a note that names the measured views; 20 points is not: a warning.
    func testATieWithinMeasurementErrorIsANote() throws {
        for room in [2.0, -2.0] {
            let found = ties(try labelRow(room: room), .measured)
            XCTAssertEqual(found.map(\.severity), [.note], "room \(room): " + found.map(\.message).joined(separator: "\n"))
            let message = try XCTUnwrap(found.first?.message)
            XCTAssertTrue(message.contains("measured content sizes of") && message.contains("measurement's error"), message)
            XCTAssertTrue(message.contains(room > 0 ? "hugging" : "compression resistance"), message)
        }
        for room in [20.0, -20.0] {
            let found = ties(try labelRow(room: room), .measured)
            XCTAssertEqual(found.map(\.severity), [.warning], "room \(room): " + found.map(\.message).joined(separator: "\n"))
        }
    }

    /// With `refined` sizes a stored width within the measurement's error of the text is Xcode's
    /// reading of the same text: a row 2 points off its measured texts has no slack and no
    /// overfill, so no tie (not even a note); 20 points is a contest Xcode settled: a warning.
    func testRefinedSizesReadFramesWithinTheErrorAsTheText() throws {
        for room in [2.0, -2.0] {
            XCTAssertEqual(ties(try labelRow(room: room), .refined).map(\.message), [], "room \(room)")
        }
        for room in [20.0, -20.0] {
            let found = ties(try labelRow(room: room), .refined)
            XCTAssertEqual(found.map(\.severity), [.warning], "room \(room): " + found.map(\.message).joined(separator: "\n"))
            XCTAssertTrue(found.first?.message.contains(room > 0 ? "hugging" : "compression resistance") == true)
        }
    }

    /// The rule's sample as Xcode saves it (one label of each row stored stretched or truncated):
    /// with `refined` sizes the solver itself finds the three ties, naming every view of them.
    func testRefinedSizesFindTheXcodeSavedSampleTies() throws {
        let url = RuleDocumentationTests.packageRoot.appendingPathComponent("SampleStoryboards/equal-priority-conflict-saved.xib")
        let found = ties(try DocumentLoader.load(path: url.path), .refined)
        XCTAssertEqual(found.map(\.severity), [.warning, .warning], found.map(\.message).joined(separator: "\n"))
        let messages = found.map(\.message).joined(separator: "\n")
        for name in ["Name", "Jane Appleseed", "Notifications and Sounds", "Every day at eight in the morning",
                     "Receive our weekly newsletter by email", "Subscribe"] {
            XCTAssertTrue(messages.contains("\"\(name)\""), name)
        }
        XCTAssertTrue(messages.contains("Set horizontal hugging priority of \"Name\" to 252"), messages)
    }

    /// With stored sizes the row is laid out as Xcode saved it: no tie, and no note.
    func testStoredSizesAreUnchanged() throws {
        XCTAssertEqual(ties(try row(second: textField()), .stored).map(\.message), [])
    }
}
