/// Writes the policy as Markdown tables for docs/ARCHITECTURE.md: what each layer is, what it may import, and
/// every rule id with its reason, so a reader can look up the `(rule ...)` of any checker message.
public struct RulesTable: Sendable {
    private let policy: Policy

    /// Tables for `policy`.
    public init(policy: Policy) {
        self.policy = policy
    }

    /// The Markdown text.
    public func markdown() -> String {
        let judge = EdgeJudge(policy: policy)
        var lines = [
            "| layer | a target is in it when | may import | toolchain modules |",
            "|---|---|---|---|",
        ]
        for layer in policy.layers {
            let types = layer.match.types.joined(separator: "/")
            let match = "`\(layer.match.target)` (\(types)) in `\(layer.match.package)`"
            let toolchain = layer.toolchain.isEmpty ? "none" : layer.toolchain.joined(separator: ", ")
            lines.append("| \(layer.title) | \(match) | \(judge.allowedTargets(of: layer.id)) | \(toolchain) |")
        }
        lines += ["", "| rule | what it says | why |", "|---|---|---|"]
        for rule in policy.allowed {
            lines.append("| `\(rule.id)` | \(describe(rule, verb: "may import")) | \(rule.reason) |")
        }
        for rule in policy.forbidden {
            lines.append("| `\(rule.id)` | \(describe(rule, verb: "never imports")) | \(rule.reason) |")
        }
        for check in CheckID.allCases {
            lines.append("| `\(check.rawValue)` | \(Self.checkSummaries[check] ?? "") | \(policy.reason(check)) |")
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ rule: EdgeRule, verb: String) -> String {
        func titles(_ ids: [String]) -> String {
            ids.contains("*") ? "any layer" : ids.map { policy.layer($0)?.title ?? $0 }.joined(separator: ", ")
        }
        let condition: String
        switch rule.when {
        case .samePackage?: condition = " of the same package"
        case .otherPackage?: condition = " of another package"
        case .sameFeature?: condition = " of the same feature"
        case .otherFeature?: condition = " of another feature"
        case nil: condition = ""
        }
        return "\(titles(rule.from)) \(verb) \(titles(rule.to))\(condition)"
    }

    private static let checkSummaries: [CheckID: String] = [
        .allowedEdges: "an edge no rule above allows is refused",
        .explicitDependencies: "every imported module of the repo is a direct dependency of the importing target",
        .noRedundantDependencies: "every declared dependency is imported somewhere in the target",
        .noCycles: "no cycle between packages, or between the targets of a package",
        .noRemotePackages: "no `.package(url:)` or registry dependency",
        .toolchainModules: "a layer imports only the toolchain modules listed for it",
        .noThirdParty: "every import is a module of this repo or of the toolchain",
        .everyTargetHasALayer: "every target matches a layer",
        .knownDependencies: "every dependency names a target or a product of a path dependency",
        .manifestsLoad: "every `Package.swift` loads",
        .graphUpToDate: "the generated graphs and tables in the READMEs match the manifests",
        .workspaceEntryPoint: "the root `Package.swift` has no targets and depends on App alone",
        .platformMinimums: "every package declares macOS and iOS minimums, none below a path dependency's",
        .availability:
            "no API newer than the package's minimums (`make availability`, from the toolchain's interfaces)",
    ]
}
