/// Runs every check of the policy on a loaded workspace and returns the findings, sorted by file and line.
public struct Checker: Sendable {
    let policy: Policy
    let workspace: Workspace
    let judge: EdgeJudge

    /// A checker of `workspace` against `policy`.
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
        findings += PlatformCheck(policy: policy).findings(in: workspace)
        return findings.sorted()
    }

    /// Manifests that do not load, remote packages, targets without a layer, and package dependencies no target
    /// uses.
    private func manifestFindings() -> [Finding] {
        var findings = workspace.manifestErrors.map { entry in
            Finding(
                file: entry.file, line: 1, kind: .manifest, rule: CheckID.manifestsLoad.rawValue,
                message: "\(entry.error.description): \(policy.reason(.manifestsLoad))")
        }
        for package in workspace.packages {
            for case .remote(let location, _) in package.manifest.dependencies {
                findings.append(
                    Finding(
                        file: package.manifestFile, line: package.layout.line(ofPackage: location), kind: .remote,
                        rule: CheckID.noRemotePackages.rawValue,
                        message: "\(package.name) depends on the remote package \(location): "
                            + policy.reason(.noRemotePackages)))
            }
            for index in package.targets where workspace.targets[index].placement == nil {
                let target = workspace.targets[index]
                findings.append(
                    Finding(
                        file: package.manifestFile, line: package.layout.line(ofTarget: target.name), kind: .manifest,
                        rule: CheckID.everyTargetHasALayer.rawValue,
                        message: "the \(target.type) target \(target.name) in \(package.path) matches no layer of "
                            + "architecture.json: \(policy.reason(.everyTargetHasALayer))"))
            }
            findings += unusedPackageDependencies(of: package)
        }
        return findings
    }

    private func unusedPackageDependencies(of package: RepoPackage) -> [Finding] {
        let used = Set(
            package.targets.flatMap { workspace.targets[$0].dependencies.flatMap(\.targets) }.map {
                workspace.targets[$0].package
            })
        let folder = package.path
        return package.pathDependencies.filter { !used.contains($0) }.map { dependency in
            let other = workspace.packages[dependency]
            let written = PathUtilities.relative(other.path, from: folder)
            return Finding(
                file: package.manifestFile, line: package.layout.line(ofPackage: written), kind: .redundant,
                rule: CheckID.noRedundantDependencies.rawValue,
                message: "\(package.name) declares the package \(written) but no target depends on it: "
                    + "\(policy.reason(.noRedundantDependencies)); remove it from the package's dependencies")
        }
    }

    /// The target at `index`.
    func target(_ index: Int) -> RepoTarget { workspace.targets[index] }

    /// The package of the target at `index`.
    func package(ofTarget index: Int) -> RepoPackage { workspace.packages[workspace.targets[index].package] }
}
