import LayoutLintInput
import LayoutLintModel
import XCTest

/// `<variation>`: installation masks, constant and frame overrides, and the keys a document uses.
final class SizeClassTests: XCTestCase {
    /// The masks of the first variation come before the constraints they name, as hand edits and
    /// some Xcode versions leave them; the other variations come after, as Xcode writes them today.
    private let fixture = Fixture.iOSView("""
        <subviews>
            <label text="Everywhere" translatesAutoresizingMaskIntoConstraints="NO" id="always">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="compact-only">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <variation key="widthClass=compact">
                    <rect key="frame" x="16" y="32" width="200" height="50"/>
                </variation>
                <variation key="heightClass=compact-widthClass=regular">
                    <rect key="frame" x="100" y="10" width="300" height="40.5"/>
                </variation>
            </view>
        </subviews>
        <variation key="default">
            <mask key="subviews">
                <exclude reference="compact-only"/>
            </mask>
            <mask key="constraints">
                <exclude reference="c-landscape"/>
            </mask>
        </variation>
        <constraints>
            <constraint firstItem="always" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c-portrait"/>
            <constraint firstItem="always" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="4" id="c-landscape"/>
            <constraint firstItem="always" firstAttribute="width" secondItem="root" secondAttribute="width" constant="100" id="c-width">
                <variation key="widthClass=compact" constant="180"/>
                <variation key="heightClass=compact-widthClass=compact" constant="40"/>
            </constraint>
            <constraint firstItem="always" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c-leading">
                <variation key="heightClass=regular" constant="-16.5"/>
                <variation key="heightClass=bogus" constant="99"/>
            </constraint>
        </constraints>
        <variation key="heightClass=compact">
            <mask key="constraints">
                <exclude reference="c-portrait"/>
                <include reference="c-landscape"/>
            </mask>
        </variation>
        <variation key="heightClass=compact-widthClass=regular">
            <mask key="subviews">
                <include reference="compact-only"/>
            </mask>
            <mask key="constraints">
                <include reference="c-portrait"/>
            </mask>
        </variation>
        """)

    private var document: Document!

    override func setUpWithError() throws {
        document = try parse(fixture)
    }

    func testConstraintMasksSetInstallation() throws {
        let portrait = try document.constraint("c-portrait")
        XCTAssertTrue(portrait.installation.isInstalled(in: .any))
        XCTAssertTrue(portrait.installation.isInstalled(in: .size(.compact, .regular)))
        XCTAssertTrue(portrait.installation.isInstalled(in: .size(.regular, .regular)))
        XCTAssertFalse(portrait.installation.isInstalled(in: .size(.compact, .compact)))
        XCTAssertFalse(portrait.installation.isInstalled(in: .size(.any, .compact)))
        // The more specific include wins over the height-only exclude.
        XCTAssertTrue(portrait.installation.isInstalled(in: .size(.regular, .compact)))
        XCTAssertFalse(portrait.installation.isAlwaysInstalled)

        // Excluded in `default` (written before the constraint), included for compact height.
        let landscape = try document.constraint("c-landscape")
        XCTAssertFalse(landscape.installation.isInstalled(in: .any))
        XCTAssertFalse(landscape.installation.isInstalled(in: .size(.compact, .regular)))
        XCTAssertFalse(landscape.installation.isInstalled(in: .size(.regular, .regular)))
        XCTAssertTrue(landscape.installation.isInstalled(in: .size(.compact, .compact)))
        XCTAssertTrue(landscape.installation.isInstalled(in: .size(.regular, .compact)))
        XCTAssertEqual(landscape.installation.sorted.map(\.key.ibKey), ["default", "heightClass=compact"])

        XCTAssertTrue(try document.constraint("c-width").installation.isEmpty)
        XCTAssertTrue(try document.constraint("c-width").installation.isAlwaysInstalled)
    }

    func testSubviewMasksSetItemInstallation() throws {
        let item = try document.item("compact-only")
        XCTAssertFalse(item.installation.isInstalled(in: .any))
        XCTAssertFalse(item.installation.isInstalled(in: .size(.compact, .compact)))
        XCTAssertTrue(item.installation.isInstalled(in: .size(.regular, .compact)))
        XCTAssertTrue(try document.item("always").installation.isEmpty)
    }

    func testConstantOverrides() throws {
        let width = try document.constraint("c-width")
        XCTAssertEqual(width.constant, 100)
        XCTAssertEqual(width.constant(in: .any), 100)
        XCTAssertEqual(width.constant(in: .size(.compact, .regular)), 180)
        XCTAssertEqual(width.constant(in: .size(.compact, .compact)), 40)
        XCTAssertEqual(width.constant(in: .size(.regular, .compact)), 100)
        XCTAssertEqual(width.constant(in: .size(.regular, .regular)), 100)

        let leading = try document.constraint("c-leading")
        XCTAssertEqual(leading.constant(in: .size(.compact, .regular)), -16.5)
        XCTAssertEqual(leading.constant(in: .size(.compact, .compact)), 8)
        // A malformed key is skipped, not read as "any".
        XCTAssertEqual(leading.constantOverrides.values.count, 1)
        XCTAssertEqual(leading.constant(in: .any), 8)
    }

    func testFrameOverrides() throws {
        let item = try document.item("compact-only")
        XCTAssertEqual(item.frame, Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(item.frameOverrides.value(in: .size(.compact, .regular)), Rect(x: 16, y: 32, width: 200, height: 50))
        XCTAssertEqual(item.frameOverrides.value(in: .size(.regular, .compact)), Rect(x: 100, y: 10, width: 300, height: 40.5))
        XCTAssertNil(item.frameOverrides.value(in: .size(.regular, .regular)))
        // The <rect> inside a variation is not a view of its own.
        XCTAssertEqual(document.scenes.first?.items.map(\.id), ["root", "always", "compact-only", "safe"])
    }

    func testTraitKeysUsed() throws {
        XCTAssertEqual(document.traitKeysUsed.map(\.ibKey), [
            "default",
            "heightClass=compact",
            "heightClass=regular",
            "widthClass=compact",
            "heightClass=compact-widthClass=compact",
            "heightClass=compact-widthClass=regular",
        ])
    }

    func testMaskReferencesAreRecorded() throws {
        let masks = document.references.filter { $0.context == .variationMask }
        XCTAssertEqual(masks.map(\.target), ["compact-only", "c-landscape", "c-portrait", "c-landscape", "compact-only", "c-portrait"])
        XCTAssertTrue(masks.allSatisfy { $0.source == "root" })
        XCTAssertEqual(masks.map(\.location.line), masks.map(\.location.line).sorted())
    }

    func testOtherTraitsAndUnknownReferences() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="touch-only">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </button>
            </subviews>
            <variation key="userInterfaceIdiom=mac">
                <mask key="subviews">
                    <exclude reference="touch-only"/>
                    <exclude reference="gone-in-a-merge"/>
                </mask>
            </variation>
            <variation key="heightClass=huge">
                <mask key="subviews">
                    <exclude reference="touch-only"/>
                </mask>
            </variation>
            """))
        let mac = TraitKey(otherTraits: ["userInterfaceIdiom=mac"])
        let item = try document.item("touch-only")
        XCTAssertFalse(item.installation.isInstalled(in: mac))
        XCTAssertTrue(item.installation.isInstalled(in: .any))
        XCTAssertTrue(item.installation.isInstalled(in: .size(.compact, .compact)))
        XCTAssertEqual(document.traitKeysUsed, [mac])
        // The reference to a missing object is kept so a rule can report it.
        XCTAssertEqual(document.references.map(\.target), ["touch-only", "gone-in-a-merge"])
    }
}
