import LayoutLintModel
import LayoutLintTestSupport
import XCTest

final class SizeClassConfigurationTests: XCTestCase {
    private let compactWidth = TraitKey(width: .compact)
    private let compactHeight = TraitKey(height: .compact)

    func testADocumentWithoutVariationsHasOneConfiguration() {
        XCTAssertEqual(SizeClassConfigurations(keysUsed: []).all, [.any])
        // `default` masks alone (written when something is uninstalled everywhere) vary nothing.
        let defaultOnly = SizeClassConfigurations(keysUsed: [.any])
        XCTAssertEqual(defaultOnly.all, [.any])
        XCTAssertTrue(defaultOnly.isUniform)
        XCTAssertEqual(defaultOnly.summary(of: [.any]), [])
    }

    func testAnyVariationGivesTheFourFinalSizeClasses() {
        let configurations = SizeClassConfigurations(keysUsed: [.any, compactHeight])
        XCTAssertEqual(configurations.all.count, 4)
        XCTAssertTrue(configurations.all.allSatisfy(\.isFinal))
        XCTAssertEqual(Set(configurations.all), [
            TraitKey(width: .compact, height: .compact), TraitKey(width: .compact, height: .regular),
            TraitKey(width: .regular, height: .compact), TraitKey(width: .regular, height: .regular),
        ])
        XCTAssertEqual(configurations.all, configurations.all.sorted())
    }

    func testOtherTraitsAddTheirOwnFinalSizeClasses() throws {
        let mac = try XCTUnwrap(TraitKey(ibKey: "userInterfaceIdiom=mac"))
        let configurations = SizeClassConfigurations(keysUsed: [mac])
        XCTAssertEqual(configurations.all.count, 8)
        XCTAssertEqual(configurations.all.filter { $0.otherTraits == ["userInterfaceIdiom=mac"] }.count, 4)
        let macOnly = configurations.all.filter { mac.applies(to: $0) }
        XCTAssertEqual(configurations.summary(of: macOnly), [mac])
    }

    func testSummaryNamesTheMostGeneralKeys() {
        let configurations = SizeClassConfigurations(keysUsed: [compactHeight])
        let all = configurations.all
        XCTAssertEqual(configurations.summary(of: all), [], "everywhere is the empty list")
        XCTAssertEqual(configurations.summary(of: all.filter { compactHeight.applies(to: $0) }), [compactHeight])
        XCTAssertEqual(configurations.summary(of: all.filter { compactWidth.applies(to: $0) }), [compactWidth])
        let one = TraitKey(width: .regular, height: .regular)
        XCTAssertEqual(configurations.summary(of: [one]), [one])
        // Three of four: covered by two overlapping keys, never by a key that reaches the fourth.
        let three = all.filter { $0 != one }
        XCTAssertEqual(configurations.summary(of: three), [compactWidth, compactHeight])
    }
}

final class SceneIndexTests: XCTestCase {
    private func item(_ id: String, parent: String?) -> LayoutItem {
        LayoutItem(id: id, kind: .view, element: "view", className: "UIView", name: id, parent: parent, location: SourceLocation(line: 1))
    }

    private let compact = TraitKey(width: .compact, height: .compact)
    private let regular = TraitKey(width: .regular, height: .regular)

    func testUninstallingAViewRemovesItsSubtreeAndItsConstraints() {
        var container = item("container", parent: "root")
        container.installation.set(false, for: TraitKey(height: .compact))
        let scene = Scene(id: "s", name: "S", location: SourceLocation(line: 1), items: [
            item("root", parent: nil), container, item("child", parent: "container"),
        ], constraints: [
            Constraint(id: "c", location: SourceLocation(line: 2), owner: "root", first: Anchor(item: "child", attribute: .top),
                       second: Anchor(item: "root", attribute: .top)),
        ])
        let index = SceneIndex(scene)
        XCTAssertTrue(index.isInstalled(item: "child", in: regular))
        XCTAssertFalse(index.isInstalled(item: "child", in: compact))
        XCTAssertTrue(index.isActive(scene.constraints[0], in: regular))
        XCTAssertFalse(index.isActive(scene.constraints[0], in: compact))
        XCTAssertTrue(index.isDescendant("child", of: "root"))
        XCTAssertFalse(index.isDescendant("root", of: "child"))
        XCTAssertEqual(index.children(of: "root"), ["container"])
    }

    func testPlaceholderAndUninstalledConstraintsAreNotActive() {
        let scene = Scene(id: "s", name: "S", location: SourceLocation(line: 1), items: [item("root", parent: nil)])
        let index = SceneIndex(scene)
        var placeholder = Constraint(id: "p", location: SourceLocation(line: 2), owner: "root", first: Anchor(item: "root", attribute: .width), constant: 10)
        placeholder.isPlaceholder = true
        XCTAssertFalse(index.isActive(placeholder, in: .any))
        var compactOnly = Constraint(id: "k", location: SourceLocation(line: 3), owner: "root", first: Anchor(item: "root", attribute: .width), constant: 10)
        compactOnly.installation.set(false, for: .any)
        compactOnly.installation.set(true, for: TraitKey(height: .compact))
        XCTAssertTrue(index.isActive(compactOnly, in: compact))
        XCTAssertFalse(index.isActive(compactOnly, in: regular))
    }
}
