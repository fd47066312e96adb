/// Runs every check of the policy on a loaded workspace and returns the findings, sorted by file and line.
public struct Checker: Sendable {
    let policy: Policy
    let workspace: Workspace
    let judge: EdgeJudge

    public init(policy: Policy, workspace: Workspace) {
        self.policy = policy
        self.workspace = workspace
        judge = EdgeJudge(policy: policy)
    }

    /// All findings but those about README graphs (see `GraphWriter`).
    public func findings() -> [Finding] {
        var findings = manifestFindings()
        for index in workspace.targets.indices {
            findings += TargetChecks(checker: self, target: index).findings()
        }
        findings += CycleCheck(checker: self).findings()
        findings += workspace.packages.flatMap { PlatformCheck(policy: policy).findings(for: $0, in: workspace) }
        return findings.sorted()
    }

    /// Manifests that do not load, remote packages, targets without a layer, and package dependencies no target
    /// uses.
    private func manifestFindings() -> [Finding] {
        var findings = workspace.manifestErrors.map { entry in
            Finding(
                .manifestsLoad, .manifest, file: entry.file, line: 1,
                "\(entry.error.description): \(policy.reason(.manifestsLoad))")
        }
        for package in workspace.packages {
            let file = package.manifestFile
            for case .remote(let location, _) in package.manifest.dependencies {
                findings.append(
                    Finding(
                        .noRemotePackages, .remote, file: file, line: package.layout.line(ofPackage: location),
                        "\(package.name) depends on the remote package \(location): "
                            + policy.reason(.noRemotePackages)))
            }
            for target in package.targets.map({ workspace.targets[$0] }) where target.placement == nil {
                findings.append(
                    Finding(
                        .everyTargetHasALayer, .manifest, file: file, line: package.layout.line(ofTarget: target.name),
                        "the \(target.type) target \(target.name) in \(package.path) matches no layer of "
                            + "architecture.json: \(policy.reason(.everyTargetHasALayer))"))
            }
            let used = Set(
                package.targets.flatMap { target($0).dependencies.flatMap(\.targets) }.map { target($0).package })
            for dependency in package.pathDependencies where !used.contains(dependency) {
                let written = PathUtilities.relative(workspace.packages[dependency].path, from: package.path)
                findings.append(
                    Finding(
                        .noRedundantDependencies, .redundant, file: file, line: package.layout.line(ofPackage: written),
                        "\(package.name) declares the package \(written) but no target depends on it: "
                            + "\(policy.reason(.noRedundantDependencies)); remove it from the package's dependencies"))
            }
        }
        return findings
    }

    func target(_ index: Int) -> RepoTarget { workspace.targets[index] }

    func package(ofTarget index: Int) -> RepoPackage { workspace.packages[workspace.targets[index].package] }
}
