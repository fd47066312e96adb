import Foundation

/// Builds a `Workspace`: finds every `Package.swift` under the policy's folders, loads the manifests (and those
/// of packages they reach by path), resolves target dependencies, places targets in layers and reads imports.
public struct WorkspaceLoader: Sendable {
    private let root: String
    private let policy: Policy
    /// The manifest reader, shared with the check of the root's own `Package.swift`.
    let manifests: ManifestLoader

    /// A loader for the repo at `root` (absolute) that caches manifests in `cacheFolder` (default
    /// `<root>/.build/architecture-check/manifests`).
    public init(root: String, policy: Policy, cacheFolder: String? = nil) {
        self.root = PathUtilities.normalize(root)
        self.policy = policy
        let build = "\(self.root)/.build"
        manifests = ManifestLoader(
            root: self.root, cacheFolder: cacheFolder ?? "\(build)/architecture-check/manifests",
            temporaryFolder: "\(build)/tmp")
    }

    /// Loads the whole repo. With `readingSources` false it stops at the manifests and the targets have no
    /// files: for commands that need only the package graph (finding or copying a package), which then skip
    /// reading and scanning every source file of the repo.
    public func load(readingSources: Bool = true) -> Workspace {
        load(startingAt: findPackageFolders(), readingSources: readingSources)
    }

    /// Loads only `folders` (absolute) and the packages they reach by path.
    public func load(startingAt folders: [String], readingSources: Bool = true) -> Workspace {
        var loaded: [String: Result<LoadedManifest, CheckError>] = [:]
        var pending = folders.map(PathUtilities.normalize)
        while !pending.isEmpty {
            let batch = manifests.load(pending)
            loaded.merge(batch) { first, _ in first }
            var next: Set<String> = []
            for case (let folder, .success(let manifest)) in batch {
                for case .path(let path, _) in manifest.manifest.dependencies
                where loaded[PathUtilities.join(folder, path)] == nil {
                    next.insert(PathUtilities.join(folder, path))
                }
            }
            pending = next.sorted()
        }
        return assemble(loaded, readingSources: readingSources)
    }

    /// Every folder under the policy's package folders that holds a `Package.swift`, skipping hidden folders
    /// (`.build` among them).
    public func findPackageFolders() -> [String] {
        var found: [String] = []
        var stack = policy.packageFolders.map { PathUtilities.join(root, $0) }
        while let current = stack.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            if entries.contains("Package.swift") { found.append(current) }
            stack += entries.filter { !$0.hasPrefix(".") }.map { "\(current)/\($0)" }.filter {
                PathUtilities.isFolder($0) == true
            }
        }
        return found.sorted()
    }

    private func assemble(_ manifests: [String: Result<LoadedManifest, CheckError>], readingSources: Bool) -> Workspace
    {
        var workspace = Workspace(root: root, packages: [], targets: [], manifestErrors: [])
        var packageIndex: [String: Int] = [:]
        for (folder, result) in manifests.sorted(by: { $0.key < $1.key }) {
            switch result {
            case .success(let loaded):
                packageIndex[folder] = workspace.packages.count
                workspace.packages.append(
                    RepoPackage(
                        name: loaded.manifest.name, path: PathUtilities.relative(folder, from: root),
                        manifest: loaded.manifest, layout: ManifestLayout(manifest: loaded.text),
                        pathDependencies: [], targets: []))
            case .failure(let error):
                workspace.manifestErrors.append((PathUtilities.relative(folder + "/Package.swift", from: root), error))
            }
        }
        let classifier = LayerClassifier(policy: policy)
        for (index, package) in workspace.packages.enumerated() {
            let folder = PathUtilities.join(root, package.path)
            workspace.packages[index].pathDependencies = package.manifest.dependencies.compactMap { dependency in
                guard case .path(let path, _) = dependency else { return nil }
                return packageIndex[PathUtilities.join(folder, path)]
            }
            for target in package.manifest.targets {
                workspace.packages[index].targets.append(workspace.targets.count)
                workspace.targets.append(
                    RepoTarget(
                        name: target.name, moduleName: RepoTarget.moduleName(for: target.name), package: index,
                        type: target.type,
                        placement: classifier.placement(
                            target: target.name, type: target.type, packagePath: package.path),
                        dependencies: [], files: []))
            }
        }
        for index in workspace.targets.indices {
            workspace.targets[index].dependencies = resolveDependencies(of: index, in: workspace)
        }
        guard readingSources else { return workspace }
        for (index, files) in readSources(workspace).enumerated() { workspace.targets[index].files = files }
        return workspace
    }

    private func resolveDependencies(of index: Int, in workspace: Workspace) -> [ResolvedDependency] {
        let target = workspace.targets[index]
        let package = workspace.packages[target.package]
        guard let written = package.manifest.targets.first(where: { $0.name == target.name }) else { return [] }
        func targets(named names: [String], in owner: Int) -> [Int] {
            names.compactMap { name in workspace.packages[owner].targets.first { workspace.targets[$0].name == name } }
        }
        return written.dependencies.map { dependency in
            // A target (or a name with a sibling target) is that sibling; a product, the targets found below.
            var resolved = ResolvedDependency(
                written: dependency, line: package.layout.line(ofDependency: dependency.name, inTarget: target.name),
                targets: targets(named: [dependency.name], in: target.package), isRemote: false, isBuildOnly: false)
            // A product comes from the package it names, or (written by name, no sibling) the first that has it.
            var owners: [Int] = []
            switch dependency {
            case .target:
                break
            case .byName:
                if resolved.targets.isEmpty { owners = package.pathDependencies }
            case .product(let name, let packageName):
                resolved.targets = []
                let reference = (packageName ?? name).lowercased()
                if let owner = package.pathDependencies.first(where: {
                    [workspace.packages[$0].identity, workspace.packages[$0].name].map { $0.lowercased() }
                        .contains(reference)
                }) {
                    owners = [owner]
                } else {
                    resolved.isRemote = package.manifest.dependencies.contains {
                        if case .remote(_, let identity) = $0 { return identity.lowercased() == reference }
                        return false
                    }
                }
            }
            for owner in owners {
                let products = workspace.packages[owner].manifest.products
                guard let product = products.first(where: { $0.name == dependency.name }) else { continue }
                resolved.targets = targets(named: product.targets, in: owner)
                resolved.isBuildOnly = product.type == "executable" || product.type == "plugin"
                break
            }
            if resolved.targets.count == 1, workspace.targets[resolved.targets[0]].isBuildOnly {
                resolved.isBuildOnly = true
            }
            return resolved
        }
    }

    /// The source files of each target, in the order of `workspace.targets`.
    private func readSources(_ workspace: Workspace) -> [[SourceFile]] {
        workspace.targets.concurrentMap { target in
            let package = workspace.packages[target.package]
            guard !["plugin", "binary", "system"].contains(target.type),
                let written = package.manifest.targets.first(where: { $0.name == target.name })
            else { return [] }
            return TargetSources.files(of: written, packageFolder: PathUtilities.join(root, package.path)).map {
                SourceFile(
                    path: PathUtilities.relative($0, from: root),
                    imports: ImportScanner.imports(in: PathUtilities.read($0) ?? ""))
            }
        }
    }
}
