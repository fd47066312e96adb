/// The repo root's `Package.swift` is the workspace's entry point, there so that `swift run app` works where
/// a user types it. It must stay only that: no targets or products of its own (nothing could be checked
/// against a layer), and path dependencies on the composition root (`App`) alone, so no inner package can
/// ever be built through it and nothing depends on it. A root without that manifest has no finding here.
struct EntryPointCheck: Sendable {
    /// The folder of the composition root, relative to the repo root.
    static let compositionRoot = "App"

    let workspace: Workspace
    let policy: Policy
    let loader: ManifestLoader

    func findings() -> [Finding] {
        let root = workspace.root
        let loaded: LoadedManifest
        switch loader.load([root])[root] {
        case nil: return []
        case .failure(let error)?: return [finding(line: 1, error.description)]
        case .success(let manifest)?: loaded = manifest
        }
        let (manifest, layout) = (loaded.manifest, ManifestLayout(manifest: loaded.text))
        var findings = manifest.targets.map { target in
            finding(
                line: layout.line(ofTarget: target.name),
                "the workspace's entry point declares the target \(target.name): it holds no code; put the target in "
                    + "a package under \(policy.packageFolders.joined(separator: ", "))")
        }
        for product in manifest.products where !manifest.targets.contains(where: { $0.name == product.name }) {
            findings.append(
                finding(line: 1, "the workspace's entry point declares the product \(product.name): it has none"))
        }
        var namesApp = false
        for dependency in manifest.dependencies {
            switch dependency {
            case .remote(let location, _):
                findings.append(
                    finding(
                        line: layout.line(ofPackage: location),
                        "the workspace's entry point depends on the remote package \(location): "
                            + policy.reason(.noRemotePackages)))
            case .path(let path, _)
            where PathUtilities.relative(PathUtilities.join(root, path), from: root) == Self.compositionRoot:
                namesApp = true
            case .path(let path, _):
                findings.append(
                    finding(
                        line: layout.line(ofPackage: path),
                        "the workspace's entry point depends on \(path): it may name only the composition root, "
                            + Self.compositionRoot))
            }
        }
        if !namesApp {
            findings.append(
                finding(
                    line: 1,
                    "the workspace's entry point does not depend on \(Self.compositionRoot): `swift run app` at the "
                        + "root would not find the app; add .package(path: \"\(Self.compositionRoot)\")"))
        } else if let app = workspace.packages.firstIndex(where: { $0.path == Self.compositionRoot }) {
            let entryPoint = RepoPackage(
                name: manifest.name, path: ".", manifest: manifest, layout: layout, pathDependencies: [app],
                targets: [])
            findings += PlatformCheck(policy: policy).findings(for: entryPoint, in: workspace)
        }
        return findings
    }

    private func finding(line: Int, _ message: String) -> Finding {
        Finding(
            .workspaceEntryPoint, .manifest, file: "Package.swift", line: line,
            "\(message) (\(policy.reason(.workspaceEntryPoint)))")
    }
}
