/// Finds dependency cycles between packages (path dependencies) and between the targets of one package.
/// A cycle of targets across packages always shows as a package cycle, so it is reported once, as that.
struct CycleCheck {
    let checker: Checker

    func findings() -> [Finding] {
        let packages = checker.workspace.packages
        let targets = checker.workspace.targets
        let packageCycles = cycles(edges: packages.map(\.pathDependencies), weight: packageEdgeWeight) { cycle in
            let first = packages[cycle[0]]
            let written = PathUtilities.relative(packages[cycle[1 % cycle.count]].path, from: first.path)
            return (first.manifestFile, first.layout.line(ofPackage: written), "packages", packages.map(\.name))
        }
        let samePackage = targets.map { target in
            target.dependencies.flatMap(\.targets).filter { targets[$0].package == target.package }
        }
        let weight = { (from: Int, to: Int) in isRefused(from: from, to: to) ? 1 : 0 }
        let targetCycles = cycles(edges: samePackage, weight: weight) { cycle in
            let package = checker.package(ofTarget: cycle[0])
            let next = targets[cycle[1 % cycle.count]].name
            let line = package.layout.line(ofDependency: next, inTarget: targets[cycle[0]].name)
            return (package.manifestFile, line, "targets", targets.map(\.name))
        }
        return packageCycles + targetCycles
    }

    /// A finding per cycle of `edges`, at the place `locate` gives for the cycle (its heaviest edge first):
    /// the file, the line, what the nodes are, and the name of every node.
    private func cycles(
        edges: [[Int]], weight: (Int, Int) -> Int,
        locate: ([Int]) -> (file: String, line: Int, nodes: String, names: [String])
    ) -> [Finding] {
        StronglyConnected.components(edges: edges).map { component in
            let cycle = StronglyConnected.cycle(in: component, edges: edges, weight: weight)
            let (file, line, nodes, names) = locate(cycle)
            let path = (cycle + [cycle[0]]).map { names[$0] }.joined(separator: " -> ")
            return Finding(
                .noCycles, .cycle, file: file, line: line,
                "the \(nodes) \(path) form a cycle: \(checker.policy.reason(.noCycles))")
        }
    }

    /// How likely the package edge is the one to remove: 2 when a target edge along it is refused by the policy,
    /// 1 when no target uses it, 0 otherwise.
    private func packageEdgeWeight(from: Int, to: Int) -> Int {
        let targets = checker.workspace.targets
        let along = checker.workspace.packages[from].targets.flatMap { source in
            targets[source].dependencies.flatMap(\.targets).filter { targets[$0].package == to }.map { (source, $0) }
        }
        if along.isEmpty { return 1 }
        return along.contains { isRefused(from: $0.0, to: $0.1) } ? 2 : 0
    }

    private func isRefused(from: Int, to: Int) -> Bool {
        let (source, destination) = (checker.target(from), checker.target(to))
        guard let start = source.placement, let end = destination.placement else { return false }
        let verdict = checker.judge.verdict(from: start, to: end, samePackage: source.package == destination.package)
        if case .forbidden = verdict { return true }
        return false
    }
}

/// The strongly connected components of a graph, and a short cycle through each component that has one.
enum StronglyConnected {
    /// The components that hold a cycle (more than one node, or one node with an edge to itself), by their
    /// smallest node. Two nodes share a component when each reaches the other; the graphs here are a few dozen
    /// nodes, so a search from every node is plenty.
    static func components(edges: [[Int]]) -> [Set<Int>] {
        let reach = edges.indices.map { reachable(from: $0, edges: edges) }
        var components: [Set<Int>] = []
        for node in edges.indices where reach[node].contains(node) && !components.contains(where: { $0.contains(node) })
        {
            components.append(reach[node].filter { reach[$0].contains(node) })
        }
        return components
    }

    /// The nodes one or more edges away from `start`.
    static func reachable(from start: Int, edges: [[Int]]) -> Set<Int> {
        var seen: Set<Int> = []
        var queue = edges[start]
        while let node = queue.popLast() {
            if seen.insert(node).inserted { queue += edges[node] }
        }
        return seen
    }

    /// A cycle in `component` that starts with its heaviest edge (ties: the smallest node), then takes the
    /// shortest way back: the edge to blame comes first, so the finding points at it.
    static func cycle(in component: Set<Int>, edges: [[Int]], weight: (Int, Int) -> Int) -> [Int] {
        var best: (from: Int, to: Int, weight: Int)?
        for from in component.sorted() {
            for to in edges[from] where component.contains(to) {
                let value = weight(from, to)
                if best == nil || value > (best?.weight ?? 0) { best = (from, to, value) }
            }
        }
        guard let best else { return [component.min() ?? 0] }
        // The way back from `to` ends at `from`, which already opens the cycle (a self-edge has no way back).
        return [best.from] + shortestPath(from: best.to, to: best.from, in: component, edges: edges).dropLast()
    }

    /// The nodes from `start` to `goal` (both included) along the fewest edges inside the component.
    private static func shortestPath(from start: Int, to goal: Int, in component: Set<Int>, edges: [[Int]]) -> [Int] {
        var previous: [Int: Int] = [:]
        var seen: Set<Int> = [start]
        var queue = [start]
        while !queue.isEmpty && !seen.contains(goal) {
            let node = queue.removeFirst()
            for next in edges[node] where component.contains(next) && seen.insert(next).inserted {
                previous[next] = node
                queue.append(next)
            }
        }
        var path = [goal]
        while let before = previous[path[0]] { path.insert(before, at: 0) }
        return path
    }
}
