/// A statement that sets a constraint's priority through a named reference.
public struct PriorityAssignment: Hashable, Sendable {
    /// The name the code reaches the constraint by: a property (`logoHeight`) or an Objective-C
    /// instance variable (`_logoHeight`).
    public var receiver: String
    /// The priority assigned, when it is a constant; `nil` when it is only known at run time.
    public var value: Double?
    /// The assigned expression as written (white space collapsed).
    public var valueText: String
    /// Where the statement starts (`self.logoHeight…`, or the `[` of a message).
    public var location: SourceLocation

    public init(receiver: String, value: Double?, valueText: String, location: SourceLocation) {
        self.receiver = receiver
        self.value = value
        self.valueText = valueText
        self.location = location
    }

    /// Whether the assignment goes through the outlet property `property` (or its synthesised ivar).
    public func targets(property: String) -> Bool {
        receiver == property || receiver == "_" + property
    }
}
