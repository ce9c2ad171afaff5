import LayoutLintModel
import LayoutLintSourceCode
import XCTest

/// Every assignment form and value the required-priority-change rule documents, in hand-written
/// Swift and Objective-C.
final class PriorityAssignmentTests: XCTestCase {
    private func assignments(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
        PriorityAssignmentScanner.assignments(in: source, language: language).map { assignment in
            "\(assignment.receiver)=\(assignment.value.map(formatLayoutNumber) ?? "?") [\(assignment.valueText)] @\(assignment.location.line):\(assignment.location.column)"
        }
    }

    private func value(_ expression: String, _ language: SourceLanguage = .swift) -> Double? {
        let source = language == .swift ? "x.priority = \(expression)\n" : "x.priority = \(expression);"
        return PriorityAssignmentScanner.assignments(in: source, language: language).first?.value
    }

    func testSwiftReceivers() {
        let source = """
            final class Card: UIViewController {
                func update() {
                    height.priority = .defaultLow
                    self.height.priority = .defaultHigh
                    self.height?.priority = .required
                    height!.priority = 999
                    self?.height.priority = 250
                    other.card.height.priority = 1
                    height.priority += 1
                    if height.priority == .required { }
                    let p = height.priority
                }
            }
            """
        XCTAssertEqual(assignments(source), [
            "height=250 [.defaultLow] @3:9", "height=750 [.defaultHigh] @4:9", "height=1000 [.required] @5:9",
            "height=999 [999] @6:9", "height=250 [250] @7:9", "height=1 [1] @8:9",
        ])
    }

    func testSwiftValues() {
        XCTAssertEqual(value("UILayoutPriority(250)"), 250)
        XCTAssertEqual(value("UILayoutPriority(rawValue: 250)"), 250)
        XCTAssertEqual(value("UILayoutPriority.defaultHigh"), 750)
        XCTAssertEqual(value("UILayoutPriority.init(rawValue: 999)"), 999)
        XCTAssertEqual(value(".init(rawValue: 999)"), 999)
        XCTAssertEqual(value(".init(999)"), 999)
        XCTAssertEqual(value("NSLayoutConstraint.Priority(rawValue: 999)"), 999)
        XCTAssertEqual(value("NSLayoutConstraint.Priority.required"), 1000)
        XCTAssertEqual(value(".dragThatCanResizeWindow"), 510)
        XCTAssertEqual(value(".windowSizeStayPut"), 500)
        XCTAssertEqual(value(".fittingSizeCompression"), 50)
        XCTAssertEqual(value(".sceneSizeStayPut"), 500)
        XCTAssertEqual(value(".defaultHigh + 1"), 751)
        XCTAssertEqual(value(".required - 1"), 999)
        XCTAssertEqual(value("UILayoutPriority(rawValue: UILayoutPriority.defaultHigh.rawValue + 1)"), 751)
        XCTAssertEqual(value("UILayoutPriority(Float(999))"), 999)
        XCTAssertEqual(value("(999)"), 999)
        XCTAssertEqual(value("1_000"), 1000)
        XCTAssertEqual(value("999.0"), 999)
        XCTAssertEqual(value("UILayoutPriorityDefaultLow"), 250, "Swift 3 spelling")
        // Run-time values.
        XCTAssertNil(value("lowPriority"))
        XCTAssertNil(value("isCompact ? .defaultLow : .required"))
        XCTAssertNil(value("UILayoutPriority(rawValue: base + 1)"))
        XCTAssertNil(value(".defaultLow.advanced(by: 1)"))
        XCTAssertNil(value("priorities[0]"))
    }

    func testSwiftStatementEndsAtTheLineBreak() {
        let source = "x.priority = .defaultLow\n(y as Any)\nz.priority =\n    .required\n"
        XCTAssertEqual(assignments(source), ["x=250 [.defaultLow] @1:1", "z=1000 [.required] @3:1"])
    }

    func testAssignmentsInCommentsAndStringsDoNotCount() {
        let source = #"""
            // height.priority = .defaultLow
            /* height.priority = .defaultLow /* nested */ height.priority = 1 */
            let s = "height.priority = .defaultLow \(height.priority)"
            let t = """
                height.priority = .defaultLow
                """
            let r = #"height.priority = .defaultLow"#
            width.priority = .defaultLow
            """#
        XCTAssertEqual(assignments(source), ["width=250 [.defaultLow] @8:1"])
    }

    func testObjectiveCForms() {
        let source = """
            @implementation LegacyCard
            - (void)update {
                self.height.priority = UILayoutPriorityDefaultLow;
                _height.priority = 250.0f;
                self->_height.priority = (UILayoutPriority)999;
                [self.height setPriority:UILayoutPriorityRequired];
                [_height setPriority:UILayoutPriorityDefaultHigh + 1];
                [[self height] setPriority:NSLayoutPriorityDefaultLow];
                // [self.height setPriority:1];
                [self.height setPriority:[self computedPriority]];
            }
            @end
            """
        XCTAssertEqual(assignments(source, .objectiveC), [
            "height=250 [UILayoutPriorityDefaultLow] @3:5", "_height=250 [250.0f] @4:5", "_height=999 [(UILayoutPriority)999] @5:5",
            "height=1000 [UILayoutPriorityRequired] @6:5", "_height=751 [UILayoutPriorityDefaultHigh + 1] @7:5",
            "height=250 [NSLayoutPriorityDefaultLow] @8:5", "height=? [[self computedPriority]] @10:5",
        ])
    }

    func testTargetsMatchesPropertiesAndTheirInstanceVariables() {
        let assignment = PriorityAssignment(receiver: "_height", value: 250, valueText: "250", location: SourceLocation(line: 1))
        XCTAssertTrue(assignment.targets(property: "height"))
        XCTAssertFalse(assignment.targets(property: "_height_"))
        XCTAssertFalse(PriorityAssignment(receiver: "heightConstraint", value: 1, valueText: "1", location: SourceLocation(line: 1))
            .targets(property: "height"))
    }

    func testDeclaredTypes() {
        let swift = SourceFileSummary(relativePath: "A.swift", language: .swift,
                                      text: "final class A: B {}\nextension C {}\nstruct D {}\nclass func f() {}\n// class E\n")
        XCTAssertTrue(swift.declaredTypes.isSuperset(of: ["A", "C", "D"]))
        XCTAssertFalse(swift.declaredTypes.contains("E"))
        let objc = SourceFileSummary(relativePath: "F.m", language: .objectiveC,
                                     text: "@interface F ()\n@end\n@implementation F\n@end\n")
        XCTAssertEqual(objc.declaredTypes, ["F"])
    }
}
