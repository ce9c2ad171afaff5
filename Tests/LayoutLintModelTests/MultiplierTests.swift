import LayoutLintModel
import XCTest

final class MultiplierTests: XCTestCase {
    func testAbsentMultiplierIsOne() {
        XCTAssertNil(Multiplier.one.written)
        XCTAssertEqual(Multiplier.one.value, 1)
    }

    func testDecimalAndInteger() {
        XCTAssertEqual(Multiplier(parsing: "0.25"), Multiplier(written: "0.25", value: 0.25))
        XCTAssertEqual(Multiplier(parsing: "4"), Multiplier(written: "4", value: 4))
        XCTAssertEqual(Multiplier(parsing: "-0.5").value, -0.5)
        XCTAssertEqual(Multiplier(parsing: "1e3").value, 1000)
        XCTAssertEqual(Multiplier(parsing: " 2 ").value, 2)
    }

    func testRatioAndFraction() throws {
        XCTAssertEqual(try XCTUnwrap(Multiplier(parsing: "16:9").value), 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(Multiplier(parsing: "1/3").value), 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(Multiplier(parsing: "3:4").value, 0.75)
        XCTAssertEqual(Multiplier(parsing: " 1 : 2 ").value, 0.5)
        XCTAssertEqual(Multiplier(parsing: "1.5/3").value, 0.5)
        XCTAssertEqual(Multiplier(parsing: "16:9").written, "16:9")
    }

    func testUnreadableForms() {
        for text in ["abc", "", "1:0", "1/0", "0:0", ":", "1:", ":2", "1:2:3", "1/2/3", "1/3:2", "inf", "nan", "1:x", "Infinity"] {
            let multiplier = Multiplier(parsing: text)
            XCTAssertNil(multiplier.value, "\(text) should not read")
            XCTAssertEqual(multiplier.written, text)
        }
    }
}

final class PriorityTests: XCTestCase {
    func testNamedLevels() {
        XCTAssertEqual(Priority.required.rawValue, 1000)
        XCTAssertEqual(Priority.defaultHigh.rawValue, 750)
        XCTAssertEqual(Priority.defaultLow.rawValue, 250)
        XCTAssertEqual(Priority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(Priority.labelHugging.rawValue, 251)
    }

    func testRequiredAndValid() {
        XCTAssertTrue(Priority(1000).isRequired)
        XCTAssertTrue(Priority(1100).isRequired)
        XCTAssertFalse(Priority(999).isRequired)
        XCTAssertFalse(Priority(999.5).isRequired)
        XCTAssertTrue(Priority(1).isValid)
        XCTAssertTrue(Priority(1000).isValid)
        XCTAssertTrue(Priority(249.99998474121094).isValid)
        XCTAssertFalse(Priority(0).isValid)
        XCTAssertFalse(Priority(0.5).isValid)
        XCTAssertFalse(Priority(1001).isValid)
        XCTAssertFalse(Priority(-1).isValid)
    }

    func testOrderingAndDescription() {
        XCTAssertLessThan(Priority(249.99998474121094), Priority.defaultLow)
        XCTAssertLessThan(Priority.defaultLow, Priority.labelHugging)
        XCTAssertGreaterThan(Priority.required, Priority(999))
        XCTAssertEqual([Priority(750), Priority(250), Priority(1000)].sorted(), [Priority(250), Priority(750), Priority(1000)])
        XCTAssertEqual(Priority(250).description, "250")
        XCTAssertEqual(Priority(999.5).description, "999.5")
        XCTAssertEqual(Priority(249.99998474121094).description, "249.99998474121094")
    }
}

final class FormatLayoutNumberTests: XCTestCase {
    func testIntegersHaveNoFraction() {
        XCTAssertEqual(formatLayoutNumber(8), "8")
        XCTAssertEqual(formatLayoutNumber(0), "0")
        XCTAssertEqual(formatLayoutNumber(-0.0), "0")
        XCTAssertEqual(formatLayoutNumber(-20), "-20")
        XCTAssertEqual(formatLayoutNumber(1000), "1000")
        XCTAssertEqual(formatLayoutNumber(123_456_789_012), "123456789012")
    }

    func testFractions() {
        XCTAssertEqual(formatLayoutNumber(0.5), "0.5")
        XCTAssertEqual(formatLayoutNumber(-12.25), "-12.25")
        XCTAssertEqual(formatLayoutNumber(20.5), "20.5")
        XCTAssertEqual(formatLayoutNumber(1.0 / 3.0), "0.3333333333333333")
    }

    func testSpecialValues() {
        XCTAssertEqual(formatLayoutNumber(.nan), "nan")
        XCTAssertEqual(formatLayoutNumber(.infinity), "inf")
        XCTAssertEqual(formatLayoutNumber(-.infinity), "-inf")
        XCTAssertEqual(formatLayoutNumber(1e20), "1e+20")
        XCTAssertEqual(formatLayoutNumber(3.4028234663852886e+38), "3.4028234663852886e+38")
    }
}
