/// Union-find whose nodes carry their offset from the parent, so that every node is its class
/// root plus an offset: `value(node) = value(root) + offset`.
struct WeightedUnionFind {
    private var parent: [Int]
    private var offset: [Double]
    private var rank: [Int]

    init(count: Int) {
        parent = Array(0..<count)
        offset = [Double](repeating: 0, count: count)
        rank = [Int](repeating: 0, count: count)
    }

    /// `(root, offset)` with `value(node) = value(root) + offset`.
    mutating func find(_ node: Int) -> (Int, Double) {
        // A root, or a node whose parent is a root (what path compression leaves): nothing to
        // compress, and no path array to allocate (that allocation was most of a look-up).
        let up = parent[node]
        if up == node { return (node, 0) }
        if parent[up] == up { return (up, offset[node]) }
        var path: [Int] = []
        var current = node
        while parent[current] != current {
            path.append(current)
            current = parent[current]
        }
        // Path compression: accumulate offsets from the top of the path down.
        var accumulated = 0.0
        for element in path.reversed() {
            accumulated += offset[element]
            offset[element] = accumulated
            parent[element] = current
        }
        return (current, node == current ? 0 : offset[node])
    }

    /// Joins two roots so that `value(a) = value(b) + delta`, by rank; `pinned` always stays a
    /// root (the caller's constant node, whose value is known).
    mutating func union(_ a: Int, _ b: Int, delta: Double, pinned: Int) {
        var (child, root, delta) = (a, b, delta)
        if child == pinned || (root != pinned && rank[child] > rank[root]) {
            (child, root, delta) = (root, child, -delta)
        }
        parent[child] = root
        offset[child] = delta
        if rank[child] == rank[root] { rank[root] += 1 }
    }
}
