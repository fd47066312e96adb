/// The checks of one target: its declared dependencies against the policy, each import against the policy and
/// the declared dependencies (implicit ones), toolchain and unknown modules, and dependencies never imported.
struct TargetChecks {
    private let checker: Checker
    private let target: RepoTarget
    private let package: RepoPackage

    init(checker: Checker, target index: Int) {
        self.checker = checker
        target = checker.target(index)
        package = checker.package(ofTarget: index)
    }

    private var policy: Policy { checker.policy }

    func findings() -> [Finding] {
        var findings: [Finding] = []
        var refused: Set<Int> = []  // dependencies (by position) already reported as forbidden
        for (position, dependency) in target.dependencies.enumerated() {
            if dependency.targets.isEmpty && !dependency.isRemote { findings.append(unresolved(dependency)) }
            for provided in dependency.targets {
                let file = package.manifestFile
                if let finding = forbidden(to: provided, verb: "depends on", file: file, line: dependency.line) {
                    findings.append(finding)
                    refused.insert(position)
                }
            }
        }
        return findings + importFindings() + redundant(skipping: refused)
    }

    // MARK: - Edges

    private func forbidden(to other: Int, verb: String, file: String, line: Int) -> Finding? {
        let dependency = checker.target(other)
        guard let from = target.placement, let to = dependency.placement,
            case .forbidden(let rule, let reason) = checker.judge.verdict(
                from: from, to: to, samePackage: target.package == dependency.package)
        else { return nil }
        return Finding(
            file: file, line: line, kind: .forbidden, rule: rule,
            message: "\(target.name) \(verb) \(dependency.name): \(reason)")
    }

    private func unresolved(_ dependency: ResolvedDependency) -> Finding {
        var name = dependency.written.name
        if case .product(let product, let packageName?) = dependency.written {
            name = "the product \(product) of the package \(packageName)"
        }
        return Finding(
            .knownDependencies, .manifest, file: package.manifestFile, line: dependency.line,
            "\(target.name) depends on \(name), which is neither a target of \(package.name) nor a product of its "
                + "path dependencies: \(policy.reason(.knownDependencies))")
    }

    // MARK: - Imports

    private func importFindings() -> [Finding] {
        var findings: [Finding] = []
        let modules = checker.workspace.moduleIndex
        let direct = Set(target.dependencies.flatMap(\.targets))
        let implicitModules = Set(policy.implicitModules)
        var reportedImplicit: Set<String> = []
        for file in target.files {
            for declaration in file.imports
            where declaration.module != target.moduleName && !implicitModules.contains(declaration.module) {
                let (module, line) = (declaration.module, declaration.line)
                if let other = modules[module] {
                    if let finding = forbidden(to: other, verb: "imports", file: file.path, line: line) {
                        findings.append(finding)
                    } else if !direct.contains(other) && reportedImplicit.insert(module).inserted {
                        findings.append(implicit(other, file: file.path, line: line))
                    }
                } else if policy.toolchainModules.contains(module) {
                    if let finding = toolchainFinding(declaration, file: file.path) { findings.append(finding) }
                } else {
                    findings.append(
                        Finding(
                            .noThirdParty, .module, file: file.path, line: line,
                            "\(target.name) imports \(module), which is neither a module of this repo nor of the "
                                + "Swift toolchain: \(policy.reason(.noThirdParty))"))
                }
            }
        }
        return findings
    }

    private func toolchainFinding(_ declaration: ImportDeclaration, file: String) -> Finding? {
        guard let layer = target.placement?.layer, !layer.toolchain.contains(declaration.module) else { return nil }
        // A platform shim goes wherever Foundation does.
        if policy.platformModules.contains(declaration.module) && declaration.isPlatformGuarded
            && layer.toolchain.contains("Foundation")
        {
            return nil
        }
        let allowed = layer.toolchain.isEmpty ? "nothing" : layer.toolchain.joined(separator: ", ")
        return Finding(
            .toolchainModules, .module, file: file, line: declaration.line,
            "\(target.name) imports \(declaration.module): \(layer.title) may use only \(allowed) from the "
                + "toolchain; \(policy.reason(.toolchainModules))")
    }

    private func implicit(_ other: Int, file: String, line: Int) -> Finding {
        let through = arrivesThrough(other).map { " (it only arrives through \(checker.target($0).name))" } ?? ""
        return Finding(
            .explicitDependencies, .implicit, file: file, line: line,
            "\(target.name) imports \(checker.target(other).name) without declaring it\(through): "
                + "\(policy.reason(.explicitDependencies)); add \(declaration(of: other)) to the dependencies of "
                + "\(target.name) in \(package.manifestFile)")
    }

    /// The direct dependency through which `other` reaches this target transitively, if any.
    private func arrivesThrough(_ other: Int) -> Int? {
        let edges = checker.workspace.targets.map { $0.dependencies.flatMap(\.targets) }
        return target.dependencies.flatMap(\.targets).first {
            StronglyConnected.reachable(from: $0, edges: edges).contains(other)
        }
    }

    /// How the manifest would declare `other`: `"Name"` for a sibling, `.product(...)` (and the package) otherwise.
    private func declaration(of other: Int) -> String {
        let dependency = checker.target(other)
        if dependency.package == target.package { return "\"\(dependency.name)\"" }
        let owner = checker.workspace.packages[dependency.package]
        let product =
            owner.manifest.products.first { $0.type == "library" && $0.targets.contains(dependency.name) }?.name
            ?? dependency.name
        var text = ".product(name: \"\(product)\", package: \"\(owner.identity)\")"
        if !package.pathDependencies.contains(dependency.package) {
            text += " (and .package(path: \"\(PathUtilities.relative(owner.path, from: package.path))\"))"
        }
        return text
    }

    // MARK: - Redundant

    private func redundant(skipping refused: Set<Int>) -> [Finding] {
        let imported = Set(target.files.flatMap { $0.imports.map(\.module) })
        return target.dependencies.enumerated().compactMap { position, dependency in
            guard !refused.contains(position), !dependency.isBuildOnly, !dependency.targets.isEmpty,
                !dependency.targets.contains(where: { imported.contains(checker.target($0).moduleName) })
            else { return nil }
            return Finding(
                .noRedundantDependencies, .redundant, file: package.manifestFile, line: dependency.line,
                "\(target.name) declares \(dependency.written.name) but never imports it: "
                    + "\(policy.reason(.noRedundantDependencies)); remove it from the dependencies of \(target.name)")
        }
    }
}
