import Dispatch
import Foundation
import Synchronization

/// Builds a `Workspace`: finds every `Package.swift` under the policy's folders, loads the manifests (and those
/// of packages they reach by path), resolves target dependencies, places targets in layers and reads imports.
public struct WorkspaceLoader: Sendable {
    private let root: String
    private let policy: Policy
    private let loader: ManifestLoader

    /// A loader for the repo at `root` (absolute) that caches manifests in `cacheFolder` (default
    /// `<root>/.build/architecture-check/manifests`).
    public init(root: String, policy: Policy, cacheFolder: String? = nil) {
        self.root = PathUtilities.normalize(root)
        self.policy = policy
        let build = "\(self.root)/.build"
        loader = ManifestLoader(
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
        var manifests: [String: Result<LoadedManifest, CheckError>] = [:]
        var pending = folders.map(PathUtilities.normalize)
        while !pending.isEmpty {
            let loaded = loader.load(pending)
            manifests.merge(loaded) { first, _ in first }
            var next: Set<String> = []
            for (folder, result) in loaded {
                guard case .success(let manifest) = result else { continue }
                for case .path(let path, _) in manifest.manifest.dependencies {
                    let dependency = PathUtilities.join(folder, path)
                    if manifests[dependency] == nil { next.insert(dependency) }
                }
            }
            pending = next.sorted()
        }
        return assemble(manifests, readingSources: readingSources)
    }

    /// Every folder under the policy's package folders that holds a `Package.swift`, skipping build folders and
    /// hidden folders.
    public func findPackageFolders() -> [String] {
        var found: [String] = []
        let fileManager = FileManager.default
        for folder in policy.packageFolders {
            let start = PathUtilities.join(root, folder)
            var stack = [start]
            while let current = stack.popLast() {
                guard let entries = try? fileManager.contentsOfDirectory(atPath: current) else { continue }
                if entries.contains("Package.swift") { found.append(current) }
                for entry in entries where !entry.hasPrefix(".") {
                    var isDirectory: ObjCBool = false
                    let path = "\(current)/\(entry)"
                    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                        stack.append(path)
                    }
                }
            }
        }
        return found.sorted()
    }

    private func assemble(
        _ manifests: [String: Result<LoadedManifest, CheckError>], readingSources: Bool
    ) -> Workspace {
        var workspace = Workspace(root: root, packages: [], targets: [], manifestErrors: [])
        let folders = manifests.keys.sorted()
        var packageIndex: [String: Int] = [:]
        var texts: [String: String] = [:]
        for folder in folders {
            switch manifests[folder] {
            case .success(let loaded)?:
                packageIndex[folder] = workspace.packages.count
                texts[folder] = loaded.text
                workspace.packages.append(
                    RepoPackage(
                        name: loaded.manifest.name, path: PathUtilities.relative(folder, from: root),
                        manifest: loaded.manifest, layout: ManifestLayout(manifest: loaded.text),
                        pathDependencies: [], targets: []))
            case .failure(let error)?:
                let file = PathUtilities.relative(folder + "/Package.swift", from: root)
                workspace.manifestErrors.append((file, error))
            case nil:
                break
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
        let files = readSources(workspace)
        for (index, targetFiles) in files { workspace.targets[index].files = targetFiles }
        return workspace
    }

    private func resolveDependencies(of index: Int, in workspace: Workspace) -> [ResolvedDependency] {
        let target = workspace.targets[index]
        let package = workspace.packages[target.package]
        guard let written = package.manifest.targets.first(where: { $0.name == target.name }) else { return [] }
        let siblings = package.targets
        func sibling(_ name: String) -> Int? { siblings.first { workspace.targets[$0].name == name } }
        let dependencyPackages = package.pathDependencies.map { workspace.packages[$0] }
        let dependencyIndices = package.pathDependencies
        return written.dependencies.map { dependency in
            let line = package.layout.line(ofDependency: dependency.name, inTarget: target.name)
            var resolved = ResolvedDependency(
                written: dependency, line: line, targets: [], isRemote: false, isBuildOnly: false)
            switch dependency {
            case .target(let name):
                if let found = sibling(name) { resolved.targets = [found] }
            case .byName(let name):
                if let found = sibling(name) {
                    resolved.targets = [found]
                } else {
                    for (offset, other) in dependencyPackages.enumerated() {
                        if let product = other.manifest.products.first(where: { $0.name == name }) {
                            resolved.targets = productTargets(product, of: dependencyIndices[offset], in: workspace)
                            resolved.isBuildOnly = product.type == "executable" || product.type == "plugin"
                            break
                        }
                    }
                }
            case .product(let name, let packageName):
                let reference = (packageName ?? name).lowercased()
                if let offset = dependencyPackages.firstIndex(where: {
                    $0.identity.lowercased() == reference || $0.name.lowercased() == reference
                }) {
                    if let product = dependencyPackages[offset].manifest.products.first(where: { $0.name == name }) {
                        resolved.targets = productTargets(product, of: dependencyIndices[offset], in: workspace)
                        resolved.isBuildOnly = product.type == "executable" || product.type == "plugin"
                    }
                } else {
                    resolved.isRemote = package.manifest.dependencies.contains {
                        if case .remote(_, let identity) = $0 { return identity.lowercased() == reference }
                        return false
                    }
                }
            }
            if resolved.targets.count == 1, workspace.targets[resolved.targets[0]].isBuildOnly {
                resolved.isBuildOnly = true
            }
            return resolved
        }
    }

    private func productTargets(_ product: PackageManifest.Product, of package: Int, in workspace: Workspace) -> [Int] {
        product.targets.compactMap { name in
            workspace.packages[package].targets.first { workspace.targets[$0].name == name }
        }
    }

    private func readSources(_ workspace: Workspace) -> [(Int, [SourceFile])] {
        let collected = Mutex<[(Int, [SourceFile])]>([])
        let targets = workspace.targets
        let packages = workspace.packages
        DispatchQueue.concurrentPerform(iterations: targets.count) { index in
            let target = targets[index]
            guard target.type != "plugin", target.type != "binary", target.type != "system" else { return }
            let package = packages[target.package]
            guard let written = package.manifest.targets.first(where: { $0.name == target.name }) else { return }
            let files = TargetSources.files(of: written, packageFolder: PathUtilities.join(root, package.path))
            let sources = files.map { path -> SourceFile in
                let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                return SourceFile(
                    path: PathUtilities.relative(path, from: root), imports: ImportScanner.imports(in: text))
            }
            collected.withLock { $0.append((index, sources)) }
        }
        return collected.withLock { $0 }
    }
}
