import LayoutLintInput
import LayoutLintModel
import XCTest

/// `<outlet>` and `<outletCollection>`: code's handles on views and constraints.
final class OutletTests: XCTestCase {
    private let fixture = Fixture.iOSView("""
        <subviews>
            <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </imageView>
            <view customClass="CardView" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <connections>
                    <outlet property="imageView" destination="logo" id="card-outlet"/>
                </connections>
            </view>
            <tableView translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <connections>
                    <outlet property="dataSource" destination="vc" id="table-data-source"/>
                </connections>
            </tableView>
        </subviews>
        <constraints>
            <constraint firstItem="logo" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="logo-top"/>
            <constraint firstItem="logo" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="logo-leading"/>
        </constraints>
        """, controllerExtras: """
                        <connections>
                            <outlet property="logoTopConstraint" destination="logo-top" id="outlet-top"/>
                            <outletCollection property="edgeConstraints" destination="logo-top" collectionClass="NSMutableArray" id="collection-1"/>
                            <outletCollection property="edgeConstraints" destination="logo-leading" collectionClass="NSMutableArray" id="collection-2"/>
                            <outlet property="missingDestination" id="broken-outlet"/>
                            <segue destination="elsewhere" kind="show" id="segue"/>
                            <action selector="tap:" destination="vc" id="action"/>
                        </connections>
        """)

    func testOutletsToConstraints() throws {
        let document = try parse(fixture)
        let outlet = try XCTUnwrap(document.outlets.first { $0.property == "logoTopConstraint" })
        XCTAssertEqual(outlet.source, "vc")
        XCTAssertEqual(outlet.sourceClass, "SampleViewController")
        XCTAssertEqual(outlet.destination, "logo-top")
        XCTAssertTrue(document.allConstraints.contains { $0.id == outlet.destination })

        let collection = document.outlets.filter { $0.property == "edgeConstraints" }
        XCTAssertEqual(collection.map(\.destination), ["logo-top", "logo-leading"])
        XCTAssertEqual(collection.map(\.sourceClass), ["SampleViewController", "SampleViewController"])
    }

    func testOutletsHeldByViews() throws {
        let document = try parse(fixture)
        let card = try XCTUnwrap(document.outlets.first { $0.property == "imageView" })
        XCTAssertEqual(card.source, "card")
        XCTAssertEqual(card.sourceClass, "CardView")
        XCTAssertEqual(card.destination, "logo")
        let dataSource = try XCTUnwrap(document.outlets.first { $0.property == "dataSource" })
        XCTAssertEqual(dataSource.source, "table")
        XCTAssertNil(dataSource.sourceClass)
        XCTAssertEqual(dataSource.destination, "vc")
    }

    func testOnlyOutletsWithAPropertyAndDestinationAreKept() throws {
        let document = try parse(fixture)
        XCTAssertEqual(document.outlets.map(\.property),
                       ["imageView", "dataSource", "logoTopConstraint", "edgeConstraints", "edgeConstraints"])
        // Every outlet, even the broken one, is declared (its id can collide with another object's).
        XCTAssertTrue(document.declarations.contains { $0.id == "broken-outlet" && $0.type == "outlet" })
        XCTAssertTrue(document.declarations.contains { $0.id == "collection-1" && $0.type == "outletCollection" })
    }

    func testOutletDestinationsAreReferences() throws {
        let document = try parse(fixture)
        let references = document.references.filter { $0.context == .outletDestination }
        XCTAssertEqual(references.map(\.target), ["logo", "vc", "logo-top", "logo-top", "logo-leading"])
        XCTAssertEqual(references.map(\.source), ["card-outlet", "table-data-source", "outlet-top", "collection-1", "collection-2"])
        for (reference, outlet) in zip(references, document.outlets) {
            XCTAssertEqual(reference.location, outlet.location)
        }
    }
}
