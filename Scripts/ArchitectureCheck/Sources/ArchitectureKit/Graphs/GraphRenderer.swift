/// Draws the dependency graphs as Mermaid flowcharts, from the manifests and the layers: the packages of the
/// repo for the root README, and one package's targets with their neighbours for that package's README.
/// Output is sorted, so the same manifests always give the same text.
public struct GraphRenderer: Sendable {
    private let policy: Policy
    private let workspace: Workspace

    /// A renderer for `workspace`, coloured by the layers of `policy`.
    public init(policy: Policy, workspace: Workspace) {
        self.policy = policy
        self.workspace = workspace
    }

    /// The packages shown in graphs: those in the repo with at least one target of a layer that is drawn.
    public var drawnPackages: [Int] {
        workspace.packages.indices.filter { index in
            let package = workspace.packages[index]
            guard !package.path.hasPrefix("..") else { return false }
            let layers = package.targets.compactMap { workspace.targets[$0].placement?.layer }
            return layers.isEmpty || layers.contains { $0.inGraph ?? true }
        }
    }

    /// The graph of all packages: one node per package, one edge per path dependency.
    public func repoGraph() -> String {
        let drawn = drawnPackages
        var lines = ["flowchart TD"]
        var classes: Set<String> = []
        for index in drawn.sorted(by: { workspace.packages[$0].name < workspace.packages[$1].name }) {
            let graphClass = packageClass(index)
            classes.insert(graphClass)
            lines.append("    \(packageNode(index))[\"\(workspace.packages[index].name)\"]:::\(graphClass)")
        }
        var edges: [String] = []
        for index in drawn {
            for dependency in workspace.packages[index].pathDependencies where drawn.contains(dependency) {
                edges.append("    \(packageNode(index)) --> \(packageNode(dependency))")
            }
        }
        lines += edges.sorted()
        lines += styles(classes)
        return lines.joined(separator: "\n")
    }

    /// The graph around one package: its targets (tests left out, unless it has nothing else) and what they
    /// depend on, grouped by package, and the packages that depend on it.
    public func packageGraph(_ index: Int) -> String {
        let package = workspace.packages[index]
        let nonTests = package.targets.filter { workspace.targets[$0].type != "test" }
        let own = nonTests.isEmpty ? package.targets : nonTests
        var lines = ["flowchart TD"]
        var classes: Set<String> = []
        var edges: Set<String> = []
        var outside: [Int: Set<Int>] = [:]  // package -> targets
        for target in own {
            for dependency in workspace.targets[target].dependencies.flatMap(\.targets) {
                edges.insert("    \(targetNode(target)) --> \(targetNode(dependency))")
                let owner = workspace.targets[dependency].package
                if owner != index { outside[owner, default: []].insert(dependency) }
            }
        }
        lines.append("    subgraph \(packageNode(index)) [\"\(package.name)\"]")
        for target in own.sorted(by: { workspace.targets[$0].name < workspace.targets[$1].name }) {
            lines.append("        \(targetLine(target, classes: &classes))")
        }
        lines.append("    end")
        for owner in outside.keys.sorted(by: { workspace.packages[$0].name < workspace.packages[$1].name }) {
            lines.append("    subgraph \(packageNode(owner)) [\"\(workspace.packages[owner].name)\"]")
            for target in outside[owner, default: []].sorted(by: {
                workspace.targets[$0].name < workspace.targets[$1].name
            }) {
                lines.append("        \(targetLine(target, classes: &classes))")
            }
            lines.append("    end")
        }
        lines += edges.sorted()
        let dependents = drawnPackages.filter { workspace.packages[$0].pathDependencies.contains(index) }
        for dependent in dependents.sorted(by: { workspace.packages[$0].name < workspace.packages[$1].name }) {
            let graphClass = packageClass(dependent)
            classes.insert(graphClass)
            let name = workspace.packages[dependent].name
            lines.append("    dependent_\(packageNode(dependent))[\"\(name)\"]:::\(graphClass)")
            lines.append("    dependent_\(packageNode(dependent)) -.-> \(packageNode(index))")
        }
        lines += styles(classes)
        return lines.joined(separator: "\n")
    }

    private func targetLine(_ target: Int, classes: inout Set<String>) -> String {
        let graphClass = workspace.targets[target].placement?.layer.graphClass ?? "unclassified"
        classes.insert(graphClass)
        return "\(targetNode(target))[\"\(workspace.targets[target].name)\"]:::\(graphClass)"
    }

    /// A feature package is drawn as `feature`; any other package in the class of its first non-test target.
    private func packageClass(_ index: Int) -> String {
        let targets = workspace.packages[index].targets.map { workspace.targets[$0] }
        if targets.contains(where: { $0.placement?.feature != nil }) { return "feature" }
        let main = targets.first { $0.type != "test" } ?? targets.first
        return main?.placement?.layer.graphClass ?? "unclassified"
    }

    private func styles(_ classes: Set<String>) -> [String] {
        classes.sorted().compactMap { name in
            policy.graphStyles[name].map { "    classDef \(name) \($0)" }
        }
    }

    private func packageNode(_ index: Int) -> String {
        "package_" + Self.identifier(workspace.packages[index].path)
    }

    private func targetNode(_ index: Int) -> String {
        "target_" + Self.identifier(workspace.targets[index].moduleName)
    }

    private static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
