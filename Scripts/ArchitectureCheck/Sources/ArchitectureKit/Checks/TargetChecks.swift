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
            if dependency.targets.isEmpty {
                if !dependency.isRemote { findings.append(unresolved(dependency)) }
                continue
            }
            for provided in dependency.targets {
                if let finding = forbidden(
                    to: provided, verb: "depends on", file: package.manifestFile,
                    line: dependency.line)
                {
                    findings.append(finding)
                    refused.insert(position)
                }
            }
        }
        findings += importFindings()
        findings += redundant(skipping: refused)
        return findings
    }

    // MARK: - Edges

    private func forbidden(to other: Int, verb: String, file: String, line: Int) -> Finding? {
        let dependency = checker.target(other)
        guard let from = target.placement, let to = dependency.placement else { return nil }
        let verdict = checker.judge.verdict(from: from, to: to, samePackage: target.package == dependency.package)
        guard case .forbidden(let rule, let reason) = verdict else { return nil }
        return Finding(
            file: file, line: line, kind: .forbidden, rule: rule,
            message: "\(target.name) \(verb) \(dependency.name): \(reason)")
    }

    private func unresolved(_ dependency: ResolvedDependency) -> Finding {
        let name: String
        switch dependency.written {
        case .product(let product, let packageName?): name = "the product \(product) of the package \(packageName)"
        default: name = dependency.written.name
        }
        return Finding(
            file: package.manifestFile, line: dependency.line, kind: .manifest,
            rule: CheckID.knownDependencies.rawValue,
            message: "\(target.name) depends on \(name), which is neither a target of \(package.name) nor a product "
                + "of its path dependencies: \(policy.reason(.knownDependencies))")
    }

    // MARK: - Imports

    private func importFindings() -> [Finding] {
        var findings: [Finding] = []
        let modules = checker.workspace.moduleIndex
        let direct = Set(target.dependencies.flatMap(\.targets))
        let toolchain = Set(policy.toolchainModules)
        let implicitModules = Set(policy.implicitModules)
        var reportedImplicit: Set<String> = []
        for file in target.files {
            for declaration in file.imports where declaration.module != target.moduleName {
                let module = declaration.module
                if implicitModules.contains(module) { continue }
                if let other = modules[module] {
                    if let finding = forbidden(to: other, verb: "imports", file: file.path, line: declaration.line) {
                        findings.append(finding)
                    } else if !direct.contains(other) && reportedImplicit.insert(module).inserted {
                        findings.append(implicit(other, file: file.path, line: declaration.line))
                    }
                } else if toolchain.contains(module) {
                    if let finding = toolchainFinding(declaration, file: file.path) { findings.append(finding) }
                } else {
                    findings.append(
                        Finding(
                            file: file.path, line: declaration.line, kind: .module, rule: CheckID.noThirdParty.rawValue,
                            message: "\(target.name) imports \(module), which is neither a module of this repo nor of "
                                + "the Swift toolchain: \(policy.reason(.noThirdParty))"))
                }
            }
        }
        return findings
    }

    private func toolchainFinding(_ declaration: ImportDeclaration, file: String) -> Finding? {
        guard let layer = target.placement?.layer else { return nil }
        let module = declaration.module
        if layer.toolchain.contains(module) { return nil }
        if policy.platformModules.contains(module) && declaration.isPlatformGuarded
            && layer.toolchain.contains("Foundation")
        {
            return nil
        }
        let allowed = layer.toolchain.isEmpty ? "nothing" : layer.toolchain.joined(separator: ", ")
        return Finding(
            file: file, line: declaration.line, kind: .module, rule: CheckID.toolchainModules.rawValue,
            message: "\(target.name) imports \(module): \(layer.title) may use only \(allowed) from the toolchain; "
                + policy.reason(.toolchainModules))
    }

    private func implicit(_ other: Int, file: String, line: Int) -> Finding {
        let dependency = checker.target(other)
        var through = ""
        if let via = arrivesThrough(other) {
            through = " (it only arrives through \(checker.target(via).name))"
        }
        return Finding(
            file: file, line: line, kind: .implicit, rule: CheckID.explicitDependencies.rawValue,
            message: "\(target.name) imports \(dependency.name) without declaring it\(through): "
                + "\(policy.reason(.explicitDependencies)); add \(declaration(of: other)) to the dependencies of "
                + "\(target.name) in \(package.manifestFile)")
    }

    /// The direct dependency through which `other` reaches this target transitively, if any.
    private func arrivesThrough(_ other: Int) -> Int? {
        for first in target.dependencies.flatMap(\.targets) {
            var seen: Set<Int> = [first]
            var queue = [first]
            while let current = queue.popLast() {
                if current == other { return first }
                for next in checker.target(current).dependencies.flatMap(\.targets) where seen.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        return nil
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
            guard !refused.contains(position), !dependency.isBuildOnly, !dependency.targets.isEmpty else { return nil }
            let provided = dependency.targets.map { checker.target($0).moduleName }
            guard !provided.contains(where: imported.contains) else { return nil }
            return Finding(
                file: package.manifestFile, line: dependency.line, kind: .redundant,
                rule: CheckID.noRedundantDependencies.rawValue,
                message: "\(target.name) declares \(dependency.written.name) but never imports it: "
                    + "\(policy.reason(.noRedundantDependencies)); remove it from the dependencies of \(target.name)")
        }
    }
}
