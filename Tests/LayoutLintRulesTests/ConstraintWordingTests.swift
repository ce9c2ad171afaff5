import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// Messages name views as Interface Builder's outline does; two views of one name get their ids,
/// so that a message relating them says which is which.
final class ConstraintWordingTests: XCTestCase {
    private let scene = sceneDocument(width: 320, height: 100, rootAttributes: #"userLabel="Card""#, subviews: """
        <textField userLabel="Info Text Field" translatesAutoresizingMaskIntoConstraints="NO" id="first"/>
        <textField userLabel="Info Text Field" translatesAutoresizingMaskIntoConstraints="NO" id="second"/>
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"/>
        """)

    func testSharedNamesCarryTheirIdsAndUniqueOnesDoNot() throws {
        let document = try DocumentLoader.parse(text: scene, path: "Card.xib")
        let wording = ConstraintWording(scene: try XCTUnwrap(document.scenes.first))
        XCTAssertEqual(wording.itemName("first"), "\"Info Text Field\"(first)")
        XCTAssertEqual(wording.itemName("second"), "\"Info Text Field\"(second)")
        XCTAssertEqual(wording.itemName("title"), "\"Title\"")
        // Where the message gives the id itself, the name comes without it.
        XCTAssertEqual(wording.plainName("first"), "\"Info Text Field\"")
    }
}
