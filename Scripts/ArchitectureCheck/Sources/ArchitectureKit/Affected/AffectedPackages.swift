/// Which packages a change needs tested (`make test-affected`): the packages whose own files changed, and those
/// with a target that depends, directly or transitively, on a changed target, found on the reverse of the target
/// graph the checker reads from the manifests. Target level, not package level: editing `TodosData` selects the
/// packages that reach `TodosData`, not those that use only `TodosDomain`.
public struct AffectedPackages: Sendable {
    /// Files whose change tests everything: the policy, the build entry points, the scripts and tools.
    public static let everythingFiles: Set<String> = ["architecture.json", "Makefile"]
    public static let everythingFolders = ["Scripts/"]

    /// One package to test and why.
    public struct Selection: Sendable, Equatable {
        /// The package folder relative to the root (`Packages/Features/Cart`).
        public var package: String
        /// Why (`changed: …` or `depends on Catalog (CartDomain -> CatalogDomain; changed: …)`).
        public var reason: String
    }

    /// The answer: everything (with the file that forces it), or a list of packages (empty when nothing changed
    /// that a test could see).
    public enum Outcome: Sendable, Equatable {
        case everything(reason: String)
        case packages([Selection])
    }

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
        let files = Array(Set(changed.filter { !$0.isEmpty })).sorted()
        if let forcing = files.first(where: { file in
            Self.everythingFiles.contains(file) || Self.everythingFolders.contains { file.hasPrefix($0) }
        }) {
            return .everything(reason: "changed: \(forcing)")
        }

        // Changed targets (with the first file that changed them) and packages whose other own files changed.
        var changedTargets: [Int: String] = [:]
        var ownFiles: [Int: [String]] = [:]
        for file in files {
            guard let package = owningPackage(of: file) else { continue }
            ownFiles[package, default: []].append(file)
            let repoPackage = workspace.packages[package]
            if file == repoPackage.manifestFile {
                for target in repoPackage.targets where changedTargets[target] == nil { changedTargets[target] = file }
            } else if let target = owningTarget(of: file, in: package), changedTargets[target] == nil {
                changedTargets[target] = file
            }
        }

        // Breadth first over the reverse target graph; `parent` leads each reached target back to a changed one.
        var dependents: [Int: [Int]] = [:]
        for (index, target) in workspace.targets.enumerated() {
            for dependency in target.dependencies {
                for used in dependency.targets { dependents[used, default: []].append(index) }
            }
        }
        var parent: [Int: Int] = [:]
        var reached = Set(changedTargets.keys)
        var queue = changedTargets.keys.sorted()
        var runtimeReason: [Int: (user: Int, used: Int)] = [:]
        while true {
            while !queue.isEmpty {
                let current = queue.removeFirst()
                for dependent in (dependents[current] ?? []).sorted() where !reached.contains(dependent) {
                    reached.insert(dependent)
                    parent[dependent] = current
                    queue.append(dependent)
                }
            }
            // Runtime edges: a package that runs another package's product is affected when a target of that
            // package other than its tests is (a change to App's own tests does not change the `app` binary).
            let reachedPackages = Set(
                reached.filter { workspace.targets[$0].type != "test" }.map { workspace.targets[$0].package })
            var added = false
            for (user, usedList) in runtimeDependencies.sorted(by: { $0.key < $1.key }) {
                guard let userIndex = packageIndex(user),
                    !workspace.packages[userIndex].targets.contains(where: reached.contains)
                else { continue }
                guard let usedIndex = usedList.compactMap(packageIndex).first(where: reachedPackages.contains) else {
                    continue
                }
                runtimeReason[userIndex] = (userIndex, usedIndex)
                for target in workspace.packages[userIndex].targets where !reached.contains(target) {
                    reached.insert(target)
                    queue.append(target)
                }
                added = true
            }
            if !added { break }
        }

        var selections: [Selection] = []
        for (index, package) in workspace.packages.enumerated() {
            if let own = ownFiles[index] {
                let more = own.count > 1 ? " and \(own.count - 1) more" : ""
                selections.append(Selection(package: package.path, reason: "changed: \(own[0])\(more)"))
            } else if let (_, used) = runtimeReason[index] {
                let usedPackage = workspace.packages[used]
                let cause = explain(package: used, changedTargets: changedTargets, parent: parent, reached: reached)
                selections.append(
                    Selection(
                        package: package.path,
                        reason: "runs \(usedPackage.identity)'s product, and \(usedPackage.identity) \(cause)"))
            } else if package.targets.contains(where: reached.contains) {
                let cause = explain(package: index, changedTargets: changedTargets, parent: parent, reached: reached)
                selections.append(Selection(package: package.path, reason: cause))
            }
        }
        return .packages(selections)
    }

    /// `depends on Catalog (CartDomain -> CatalogDomain; changed: …)` for the package's first reached target, or
    /// `changed: …` when one of its targets changed.
    private func explain(package: Int, changedTargets: [Int: String], parent: [Int: Int], reached: Set<Int>) -> String {
        let targets = workspace.packages[package].targets
        if let changed = targets.first(where: { changedTargets[$0] != nil }) {
            return "changed: \(changedTargets[changed]!)"
        }
        // The reached target with the shortest chain back to a changed target.
        func chain(_ start: Int) -> [Int] {
            var path = [start]
            var current = start
            while let next = parent[current] {
                path.append(next)
                current = next
            }
            return path
        }
        let chains = targets.filter(reached.contains).map(chain).filter { changedTargets[$0.last!] != nil }
        guard let best = chains.min(by: { $0.count < $1.count }) else { return "depends on a changed package" }
        let origin = best.last!
        let originPackage = workspace.packages[workspace.targets[origin].package].identity
        let names = best.map { workspace.targets[$0].name }.joined(separator: " -> ")
        return "depends on \(originPackage) (\(names); changed: \(changedTargets[origin]!))"
    }

    private func packageIndex(_ path: String) -> Int? {
        let normalized = path.hasSuffix("/") ? String(path.dropLast()) : path
        return workspace.packages.firstIndex { $0.path == normalized }
    }

    /// The package whose folder holds `file` (the deepest, so a package nested in another wins).
    private func owningPackage(of file: String) -> Int? {
        var best: (index: Int, length: Int)?
        for (index, package) in workspace.packages.enumerated() {
            let prefix = package.path == "." ? "" : package.path + "/"
            guard file.hasPrefix(prefix), prefix.count >= (best?.length ?? -1) else { continue }
            best = (index, prefix.count)
        }
        return best?.index
    }

    /// The target of `package` whose folder holds `file` (sources, resources or anything else in it).
    private func owningTarget(of file: String, in package: Int) -> Int? {
        let repoPackage = workspace.packages[package]
        let packageFolder = PathUtilities.join(workspace.root, repoPackage.path)
        let absolute = PathUtilities.join(workspace.root, file)
        var best: (index: Int, length: Int)?
        for index in repoPackage.targets {
            let target = workspace.targets[index]
            guard let written = repoPackage.manifest.targets.first(where: { $0.name == target.name }),
                let folder = TargetSources.folder(of: written, packageFolder: packageFolder)
                    ?? defaultFolder(of: written, packageFolder: packageFolder)
            else { continue }
            guard absolute.hasPrefix(folder + "/"), folder.count > (best?.length ?? -1) else { continue }
            best = (index, folder.count)
        }
        return best?.index
    }

    /// Where a target's folder would be when it no longer exists (its last file was deleted).
    private func defaultFolder(of target: PackageManifest.Target, packageFolder: String) -> String? {
        "\(packageFolder)/\(target.type == "test" ? "Tests" : "Sources")/\(target.name)"
    }
}
