/// An item and the items above it, nearest first: `parent` applied until it gives `nil`.
///
/// Colliding ids in a damaged file can make the parents a cycle (a fuzzed file once grew such a
/// chain to 17 GB). The walk then stops inside the cycle within about twice as many steps as the
/// chain has distinct ids (Brent's cycle detection: no set, no allocation), having given ids of
/// the cycle more than once; on an intact hierarchy it gives each ancestor once. Every walk up a
/// hierarchy goes through here, so none can run for ever.
public struct ParentChain: Sequence, IteratorProtocol {
    private var upcoming: ObjectID?
    private let parent: (ObjectID) -> ObjectID?
    /// Brent's tortoise: a saved id, moved every time the step count reaches a power of two.
    private var saved: ObjectID?
    private var steps = 0
    private var power = 1

    /// The chain from `id` (included) up.
    public init(from id: ObjectID, parent: @escaping (ObjectID) -> ObjectID?) {
        upcoming = id
        self.parent = parent
    }

    public mutating func next() -> ObjectID? {
        guard let current = upcoming, current != saved else { return nil }
        steps += 1
        if steps == power {
            saved = current
            power *= 2
            steps = 0
        }
        upcoming = parent(current)
        return current
    }

    /// The items above `id`, nearest first.
    public static func ancestors(of id: ObjectID, parent: @escaping (ObjectID) -> ObjectID?) -> DropFirstSequence<ParentChain> {
        ParentChain(from: id, parent: parent).dropFirst()
    }
}
