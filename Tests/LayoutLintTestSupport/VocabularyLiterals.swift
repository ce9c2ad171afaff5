import LayoutLintEngine
import LayoutLintModel

// Tests write Interface Builder's vocabulary as the file does (`XCTAssertEqual(item.element,
// "label")`). The conformances live here, in a module only tests import, so that the engine
// and rules cannot compare a kind with a string literal.

extension ElementKind: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension ItemRole: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension StackDistribution: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(xmlValue: value) }
}

extension StackAlignment: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(xmlValue: value) }
}

extension GridPlacement: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(xmlValue: value) }
}

extension GridRowAlignment: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(xmlValue: value) }
}

extension ArrangementConstraintKind: ExpressibleByStringLiteral {
    /// Traps on a name the engine does not have: a typo in a test fails loudly.
    public init(stringLiteral value: String) { self.init(rawValue: value)! }
}
