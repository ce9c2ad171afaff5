import LayoutLintModel
import XCTest

final class TraitKeyTests: XCTestCase {
    func testDefaultIsAny() throws {
        let key = try XCTUnwrap(TraitKey(ibKey: "default"))
        XCTAssertEqual(key, .any)
        XCTAssertEqual(key.ibKey, "default")
        XCTAssertEqual(key.description, "any size class")
        XCTAssertEqual(key.specificity, 0)
        XCTAssertFalse(key.isFinal)
    }

    func testSizeClassKeys() throws {
        let both = try XCTUnwrap(TraitKey(ibKey: "heightClass=compact-widthClass=regular"))
        XCTAssertEqual(both, TraitKey(width: .regular, height: .compact))
        XCTAssertEqual(both.ibKey, "heightClass=compact-widthClass=regular")
        XCTAssertEqual(both.description, "regular width, compact height")
        XCTAssertEqual(both.specificity, 2)
        XCTAssertTrue(both.isFinal)

        let width = try XCTUnwrap(TraitKey(ibKey: "widthClass=compact"))
        XCTAssertEqual(width, TraitKey(width: .compact))
        XCTAssertEqual(width.description, "compact width")
        XCTAssertFalse(width.isFinal)
        XCTAssertEqual(TraitKey(ibKey: "heightClass=regular")?.description, "regular height")
        XCTAssertEqual(TraitKey(ibKey: "widthClass=any"), .any)
    }

    func testIBKeyIsCanonical() {
        // Interface Builder writes the height class first; a key in the other order reads the same.
        let swapped = TraitKey(ibKey: "widthClass=compact-heightClass=regular")
        XCTAssertEqual(swapped, TraitKey(width: .compact, height: .regular))
        XCTAssertEqual(swapped?.ibKey, "heightClass=regular-widthClass=compact")
        for key in ["default", "widthClass=regular", "heightClass=compact", "heightClass=regular-widthClass=regular",
                    "userInterfaceIdiom=mac", "heightClass=compact-userInterfaceIdiom=pad"] {
            XCTAssertEqual(TraitKey(ibKey: key)?.ibKey, key)
        }
    }

    func testOtherTraitsAreKept() throws {
        let mac = try XCTUnwrap(TraitKey(ibKey: "userInterfaceIdiom=mac"))
        XCTAssertEqual(mac.otherTraits, ["userInterfaceIdiom=mac"])
        XCTAssertEqual(mac.width, .any)
        XCTAssertNotEqual(mac, .any)
        XCTAssertEqual(mac.description, "userInterfaceIdiom=mac")
        XCTAssertEqual(mac.specificity, 1)
        let mixed = try XCTUnwrap(TraitKey(ibKey: "widthClass=regular-userInterfaceIdiom=pad"))
        XCTAssertEqual(mixed.description, "regular width, userInterfaceIdiom=pad")
        XCTAssertEqual(mixed.specificity, 2)
    }

    func testMalformedKeys() {
        XCTAssertNil(TraitKey(ibKey: "heightClass"))
        XCTAssertNil(TraitKey(ibKey: "heightClass=tiny"))
        XCTAssertNil(TraitKey(ibKey: "widthClass=Compact"))
        XCTAssertNil(TraitKey(ibKey: "widthClass=compact-nonsense"))
    }

    func testApplies() {
        let compactWidth = TraitKey(width: .compact)
        XCTAssertTrue(TraitKey.any.applies(to: .size(.compact, .compact)))
        XCTAssertTrue(compactWidth.applies(to: .size(.compact, .regular)))
        XCTAssertFalse(compactWidth.applies(to: .size(.regular, .regular)))
        XCTAssertFalse(compactWidth.applies(to: .any))
        XCTAssertTrue(TraitKey.size(.compact, .compact).applies(to: .size(.compact, .compact)))
        let mac = TraitKey(otherTraits: ["userInterfaceIdiom=mac"])
        XCTAssertFalse(mac.applies(to: .size(.regular, .regular)))
        XCTAssertTrue(mac.applies(to: TraitKey(width: .regular, height: .regular, otherTraits: ["userInterfaceIdiom=mac"])))
        XCTAssertTrue(compactWidth.applies(to: TraitKey(width: .compact, otherTraits: ["userInterfaceIdiom=mac"])))
    }

    func testOrderIsBySpecificityThenWidthThenHeight() {
        let keys: [TraitKey] = [
            .size(.regular, .compact), .size(.compact, .compact), TraitKey(width: .compact),
            TraitKey(height: .regular), TraitKey(height: .compact), .any,
        ]
        XCTAssertEqual(keys.sorted().map(\.ibKey), [
            "default", "heightClass=compact", "heightClass=regular", "widthClass=compact",
            "heightClass=compact-widthClass=compact", "heightClass=compact-widthClass=regular",
        ])
    }

    func testSizeClassValueOrder() {
        XCTAssertEqual(SizeClassValue.allCases.sorted(), [.any, .compact, .regular])
        XCTAssertLessThan(SizeClassValue.compact, SizeClassValue.regular)
    }
}

final class TraitOverridesTests: XCTestCase {
    func testEmpty() {
        let overrides = TraitOverrides<Double>()
        XCTAssertTrue(overrides.isEmpty)
        XCTAssertNil(overrides.value(in: .any))
        XCTAssertNil(overrides.value(in: .size(.compact, .compact)))
    }

    func testMostSpecificApplicableKeyWins() {
        var overrides = TraitOverrides<Double>()
        overrides.set(1, for: .any)
        overrides.set(2, for: TraitKey(width: .compact))
        overrides.set(3, for: .size(.compact, .regular))
        XCTAssertFalse(overrides.isEmpty)
        XCTAssertEqual(overrides.value(in: .any), 1)
        XCTAssertEqual(overrides.value(in: .size(.compact, .regular)), 3)
        XCTAssertEqual(overrides.value(in: .size(.compact, .compact)), 2)
        XCTAssertEqual(overrides.value(in: .size(.regular, .regular)), 1)
        XCTAssertEqual(overrides.value(in: TraitKey(width: .compact)), 2)
    }

    func testSettingAKeyAgainReplacesIt() {
        var overrides = TraitOverrides<String>()
        overrides.set("a", for: TraitKey(height: .compact))
        overrides.set("b", for: TraitKey(height: .compact))
        XCTAssertEqual(overrides.values.count, 1)
        XCTAssertEqual(overrides.value(in: .size(.regular, .compact)), "b")
    }

    func testTiesAreDeterministic() {
        // Width-only and height-only are equally specific; the order of TraitKey decides, whatever
        // the insertion order (and so whatever the dictionary's order).
        var widthFirst = TraitOverrides<Double>()
        widthFirst.set(10, for: TraitKey(width: .compact))
        widthFirst.set(20, for: TraitKey(height: .compact))
        var heightFirst = TraitOverrides<Double>()
        heightFirst.set(20, for: TraitKey(height: .compact))
        heightFirst.set(10, for: TraitKey(width: .compact))
        XCTAssertEqual(widthFirst, heightFirst)
        for _ in 0..<20 {
            XCTAssertEqual(widthFirst.value(in: .size(.compact, .compact)), 10)
            XCTAssertEqual(heightFirst.value(in: .size(.compact, .compact)), 10)
        }
        XCTAssertEqual(widthFirst.value(in: .size(.regular, .compact)), 20)
        XCTAssertEqual(widthFirst.value(in: .size(.compact, .regular)), 10)
    }

    func testSortedIsInKeyOrder() {
        var overrides = TraitOverrides<Int>()
        overrides.set(3, for: .size(.compact, .regular))
        overrides.set(2, for: TraitKey(width: .compact))
        overrides.set(1, for: .any)
        XCTAssertEqual(overrides.sorted.map(\.value), [1, 2, 3])
        XCTAssertEqual(overrides.sorted.map(\.key), [.any, TraitKey(width: .compact), .size(.compact, .regular)])
    }

    func testInstallation() {
        var installation = Installation()
        XCTAssertTrue(installation.isInstalled(in: .any))
        XCTAssertTrue(installation.isAlwaysInstalled)
        installation.set(true, for: TraitKey(height: .compact))
        XCTAssertTrue(installation.isAlwaysInstalled)
        installation.set(false, for: .any)
        XCTAssertFalse(installation.isAlwaysInstalled)
        XCTAssertFalse(installation.isInstalled(in: .any))
        XCTAssertFalse(installation.isInstalled(in: .size(.regular, .regular)))
        XCTAssertTrue(installation.isInstalled(in: .size(.regular, .compact)))
    }

    func testConstraintConstantInAConfiguration() {
        var constraint = Constraint(id: "c", location: SourceLocation(line: 3), owner: "v",
                                    first: Anchor(item: "v", attribute: .width), constant: 100)
        constraint.constantOverrides.set(180, for: TraitKey(width: .compact))
        XCTAssertEqual(constraint.constant(in: .any), 100)
        XCTAssertEqual(constraint.constant(in: .size(.compact, .compact)), 180)
        XCTAssertEqual(constraint.constant(in: .size(.regular, .compact)), 100)
    }
}

extension TraitKey {
    /// Shorthand for a configuration: `TraitKey.size(.compact, .regular)` is compact width, regular height.
    static func size(_ width: SizeClassValue, _ height: SizeClassValue) -> TraitKey {
        TraitKey(width: width, height: height)
    }
}
