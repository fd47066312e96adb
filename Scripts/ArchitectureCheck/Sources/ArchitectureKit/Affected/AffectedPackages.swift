/// Which packages a change needs tested (`make test-affected`): the packages whose own files changed, and those
/// with a target that depends, directly or transitively, on a changed target, found on the reverse of the target
/// graph the checker reads from the manifests. Target level, not package level: editing `TodosData` selects the
/// packages that reach `TodosData`, not those that use only `TodosDomain`.
public struct AffectedPackages: Sendable {
    /// One package to test (its folder relative to the root) and why (`changed: …` or
    /// `depends on Catalog (CartDomain -> CatalogDomain; changed: …)`).
    public struct Selection: Sendable, Equatable {
        public var package: String
        public var reason: String
    }

    /// The answer: everything (with the file that forces it), or a list of packages (empty when nothing changed
    /// that a test could see).
    public enum Outcome: Sendable, Equatable {
        case everything(reason: String)
        case packages([Selection])
    }

    /// What tests everything when it changes: the policy, the build entry point, and (a folder) the scripts and tools.
    private static let everything = ["architecture.json", "Makefile", "Scripts/"]
    private let workspace: Workspace
    private let runtimeDependencies: [String: [String]]

    /// `runtimeDependencies` maps a package folder to package folders it uses without declaring them (the
    /// repo-wide end-to-end tests run the `App` binary: `["Tests": ["App"]]`); a change that reaches any target
    /// of the used package selects the user too.
    public init(workspace: Workspace, runtimeDependencies: [String: [String]] = [:]) {
        self.workspace = workspace
        self.runtimeDependencies = runtimeDependencies
    }

    /// The selection for `changed` files (paths relative to the root, as `git diff --name-only` prints them).
    public func select(changed: [String]) -> Outcome {
        let files = Set(changed.filter { !$0.isEmpty }).sorted()
        if let forcing = files.first(where: { file in
            Self.everything.contains { $0.hasSuffix("/") ? file.hasPrefix($0) : file == $0 }
        }) {
            return .everything(reason: "changed: \(forcing)")
        }

        // Changed targets (with the first file that changed them) and packages whose other own files changed.
        var changedTargets: [Int: String] = [:]
        var ownFiles: [Int: [String]] = [:]
        for file in files {
            guard let package = owningPackage(of: file) else { continue }
            ownFiles[package, default: []].append(file)
            let targets =
                file == workspace.packages[package].manifestFile
                ? workspace.packages[package].targets : owningTarget(of: file, in: package).map { [$0] } ?? []
            for target in targets where changedTargets[target] == nil { changedTargets[target] = file }
        }

        // Breadth first over the reverse target graph; `parent` leads each reached target back to a changed one.
        var dependents: [Int: [Int]] = [:]
        for (index, target) in workspace.targets.enumerated() {
            for used in target.dependencies.flatMap(\.targets) { dependents[used, default: []].append(index) }
        }
        var parent: [Int: Int] = [:]
        var reached = Set(changedTargets.keys)
        var queue = changedTargets.keys.sorted()
        var runtimeReason: [Int: Int] = [:]  // user package -> used package
        repeat {
            while !queue.isEmpty {
                let current = queue.removeFirst()
                for dependent in (dependents[current] ?? []).sorted() where reached.insert(dependent).inserted {
                    parent[dependent] = current
                    queue.append(dependent)
                }
            }
            // Runtime edges: a package that runs another package's product is affected when a target of that
            // package other than its tests is (a change to App's own tests does not change the `app` binary).
            let reachedPackages = Set(
                reached.filter { workspace.targets[$0].type != "test" }.map { workspace.targets[$0].package })
            for (user, usedList) in runtimeDependencies.sorted(by: { $0.key < $1.key }) {
                guard let userIndex = packageIndex(user),
                    !workspace.packages[userIndex].targets.contains(where: reached.contains),
                    let usedIndex = usedList.compactMap(packageIndex).first(where: reachedPackages.contains)
                else { continue }
                runtimeReason[userIndex] = usedIndex
                for target in workspace.packages[userIndex].targets where reached.insert(target).inserted {
                    queue.append(target)
                }
            }
        } while !queue.isEmpty

        let selections = workspace.packages.enumerated().compactMap { index, package -> Selection? in
            let reason: String
            if let own = ownFiles[index] {
                reason = "changed: \(own[0])" + (own.count > 1 ? " and \(own.count - 1) more" : "")
            } else if let used = runtimeReason[index] {
                let identity = workspace.packages[used].identity
                reason = "runs \(identity)'s product, and \(identity) \(explain(used, changedTargets, parent, reached))"
            } else if package.targets.contains(where: reached.contains) {
                reason = explain(index, changedTargets, parent, reached)
            } else {
                return nil
            }
            return Selection(package: package.path, reason: reason)
        }
        return .packages(selections)
    }

    /// `depends on Catalog (CartDomain -> CatalogDomain; changed: …)` for the package's reached target with the
    /// shortest chain back to a changed target, or `changed: …` when one of its targets changed.
    private func explain(_ index: Int, _ changed: [Int: String], _ parent: [Int: Int], _ reached: Set<Int>) -> String {
        let targets = workspace.packages[index].targets
        if let file = targets.compactMap({ changed[$0] }).first { return "changed: \(file)" }
        let chains = targets.filter(reached.contains).map { start in
            Array(sequence(first: start) { parent[$0] })
        }
        guard let best = chains.filter({ changed[$0.last!] != nil }).min(by: { $0.count < $1.count }),
            let origin = best.last, let file = changed[origin]
        else { return "depends on a changed package" }
        let originPackage = workspace.packages[workspace.targets[origin].package].identity
        let names = best.map { workspace.targets[$0].name }.joined(separator: " -> ")
        return "depends on \(originPackage) (\(names); changed: \(file))"
    }

    private func packageIndex(_ path: String) -> Int? {
        let normalized = path.hasSuffix("/") ? String(path.dropLast()) : path
        return workspace.packages.firstIndex { $0.path == normalized }
    }

    /// The package whose folder holds `file` (the deepest, so a package nested in another wins).
    private func owningPackage(of file: String) -> Int? {
        let prefixes = workspace.packages.map { $0.path == "." ? "" : $0.path + "/" }
        return prefixes.indices.filter { file.hasPrefix(prefixes[$0]) }.max { prefixes[$0].count < prefixes[$1].count }
    }

    /// The target of `package` whose folder holds `file` (sources, resources or anything else in it); a target
    /// whose folder is gone (its last file deleted) is where SwiftPM would look for it.
    private func owningTarget(of file: String, in package: Int) -> Int? {
        let repoPackage = workspace.packages[package]
        let packageFolder = PathUtilities.join(workspace.root, repoPackage.path)
        let absolute = PathUtilities.join(workspace.root, file)
        var best: (index: Int, length: Int)?
        for index in repoPackage.targets {
            guard let written = repoPackage.manifest.targets.first(where: { $0.name == workspace.targets[index].name })
            else { continue }
            let folder =
                TargetSources.folder(of: written, packageFolder: packageFolder)
                ?? "\(packageFolder)/\(written.type == "test" ? "Tests" : "Sources")/\(written.name)"
            guard absolute.hasPrefix(folder + "/"), folder.count > (best?.length ?? -1) else { continue }
            best = (index, folder.count)
        }
        return best?.index
    }
}
