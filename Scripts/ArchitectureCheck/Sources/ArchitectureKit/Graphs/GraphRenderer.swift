/// Draws the dependency graphs as Mermaid flowcharts, from the manifests and the layers: the packages of the
/// repo for the root README, and one package's targets with their neighbours for that package's README.
/// Output is sorted, so the same manifests always give the same text.
public struct GraphRenderer: Sendable {
    private let policy: Policy
    private let workspace: Workspace

    public init(policy: Policy, workspace: Workspace) {
        self.policy = policy
        self.workspace = workspace
    }

    /// The packages shown in graphs: those in the repo with at least one target of a layer that is drawn.
    public var drawnPackages: [Int] {
        workspace.packages.indices.filter { index in
            let package = workspace.packages[index]
            let layers = package.targets.compactMap { workspace.targets[$0].placement?.layer }
            return !package.path.hasPrefix("..") && (layers.isEmpty || layers.contains { $0.inGraph ?? true })
        }
    }

    /// The graph of all packages: one node per package, one edge per path dependency.
    public func repoGraph() -> String {
        let drawn = drawnPackages
        var classes: Set<String> = []
        let nodes = byName(drawn).map { "    \(packageNode($0, classes: &classes))" }
        let edges = drawn.flatMap { index in
            workspace.packages[index].pathDependencies.filter(drawn.contains).map {
                "    \(packageID(index)) --> \(packageID($0))"
            }
        }
        return (["flowchart TD"] + nodes + edges.sorted() + styles(classes)).joined(separator: "\n")
    }

    /// The graph around one package: its targets (tests left out, unless it has nothing else) and what they
    /// depend on, grouped by package, and the packages that depend on it.
    public func packageGraph(_ index: Int) -> String {
        let package = workspace.packages[index]
        let nonTests = package.targets.filter { workspace.targets[$0].type != "test" }
        let own = nonTests.isEmpty ? package.targets : nonTests
        var classes: Set<String> = []
        var edges: Set<String> = []
        var outside: [Int: Set<Int>] = [:]  // package -> targets
        for target in own {
            for dependency in workspace.targets[target].dependencies.flatMap(\.targets) {
                edges.insert("    \(targetID(target)) --> \(targetID(dependency))")
                let owner = workspace.targets[dependency].package
                if owner != index { outside[owner, default: []].insert(dependency) }
            }
        }
        var lines = ["flowchart TD"] + subgraph(index, own, classes: &classes)
        for owner in byName(Array(outside.keys)) {
            lines += subgraph(owner, outside[owner, default: []], classes: &classes)
        }
        lines += edges.sorted()
        for dependent in byName(drawnPackages.filter { workspace.packages[$0].pathDependencies.contains(index) }) {
            lines.append("    dependent_\(packageNode(dependent, classes: &classes))")
            lines.append("    dependent_\(packageID(dependent)) -.-> \(packageID(index))")
        }
        return (lines + styles(classes)).joined(separator: "\n")
    }

    /// A package's box with `targets` in it, sorted by name.
    private func subgraph(_ package: Int, _ targets: some Collection<Int>, classes: inout Set<String>) -> [String] {
        var lines = ["    subgraph \(packageID(package)) [\"\(workspace.packages[package].name)\"]"]
        for target in targets.sorted(by: { workspace.targets[$0].name < workspace.targets[$1].name }) {
            let graphClass = workspace.targets[target].placement?.layer.graphClass ?? "unclassified"
            classes.insert(graphClass)
            lines.append("        \(targetID(target))[\"\(workspace.targets[target].name)\"]:::\(graphClass)")
        }
        return lines + ["    end"]
    }

    /// A package's node: a feature package is drawn as `feature`; any other package in the class of its first
    /// non-test target.
    private func packageNode(_ index: Int, classes: inout Set<String>) -> String {
        let targets = workspace.packages[index].targets.map { workspace.targets[$0] }
        let main = targets.first { $0.type != "test" } ?? targets.first
        let graphClass =
            targets.contains { $0.placement?.feature != nil }
            ? "feature" : main?.placement?.layer.graphClass ?? "unclassified"
        classes.insert(graphClass)
        return "\(packageID(index))[\"\(workspace.packages[index].name)\"]:::\(graphClass)"
    }

    private func byName(_ packages: [Int]) -> [Int] {
        packages.sorted { workspace.packages[$0].name < workspace.packages[$1].name }
    }

    private func styles(_ classes: Set<String>) -> [String] {
        classes.sorted().compactMap { name in policy.graphStyles[name].map { "    classDef \(name) \($0)" } }
    }

    private func packageID(_ index: Int) -> String {
        "package_" + Self.identifier(workspace.packages[index].path)
    }

    private func targetID(_ index: Int) -> String {
        "target_" + Self.identifier(workspace.targets[index].moduleName)
    }

    private static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
