import Foundation

/// The architecture policy of `architecture.json`: the layers, how a target is sorted into one, which layers
/// may import which (each rule with an id and a reason), and the reasons of the checks that are not edges.
public struct Policy: Codable, Sendable, Equatable {
    /// The folders (relative to the root) searched for `Package.swift`.
    public var packageFolders: [String]
    /// Modules that come with the Swift toolchain; anything else must be a module of this repo.
    public var toolchainModules: [String]
    /// Modules every file may import without a rule (`Swift`, `_Concurrency`...).
    public var implicitModules: [String]
    /// Platform shims allowed wherever Foundation is, when imported inside `#if canImport(<same module>)`.
    public var platformModules: [String]
    /// The platforms a package must declare a minimum for, by package folder (first match wins), so it builds
    /// where its users run it; the `platform-minimums` check reads it.
    public var requiredPlatforms: [PlatformRequirement]?
    /// The layers, in matching order: a target belongs to the first layer that matches it.
    public var layers: [Layer]
    /// The allowed edges; an edge is allowed only when one of these matches.
    public var allowed: [EdgeRule]
    /// Refused edges with the reason to give; an edge no allowed rule matches gets the first that matches here.
    public var forbidden: [EdgeRule]
    /// The reasons of the other checks (implicit and redundant dependencies, cycles, remote packages...).
    public var checks: [String: String]
    /// The Mermaid style of each graph class (`fill:#dcedc8,stroke:#558b2f`).
    public var graphStyles: [String: String]

    /// Reads and validates the policy at `url`.
    public static func load(from url: URL) throws -> Policy {
        let data: Data
        let policy: Policy
        do { data = try Data(contentsOf: url) } catch {
            throw CheckError("cannot read \(url.path): \(error.localizedDescription)")
        }
        do { policy = try JSONDecoder().decode(Policy.self, from: data) } catch {
            throw CheckError("\(url.lastPathComponent) is not a valid policy: \(error)")
        }
        try policy.validate()
        return policy
    }

    /// Checks that every rule names existing layers and that the checks the checker needs have a reason.
    public func validate() throws {
        let ids = Set(layers.map(\.id))
        if ids.count != layers.count { throw CheckError("architecture.json: two layers share an id") }
        for rule in allowed + forbidden {
            for layer in rule.from + rule.to where layer != "*" && !ids.contains(layer) {
                throw CheckError("architecture.json: rule \(rule.id) names the unknown layer \(layer)")
            }
        }
        for check in CheckID.allCases where checks[check.rawValue] == nil {
            throw CheckError("architecture.json: checks has no reason for \(check.rawValue)")
        }
    }

    public func layer(_ id: String) -> Layer? { layers.first { $0.id == id } }

    /// The platforms the package in `folder` (relative to the root) must declare.
    public func requiredPlatforms(forPackage folder: String) -> [String] {
        requiredPlatforms?.first { PathPattern($0.package).match(folder) != nil }?.platforms ?? []
    }

    public func reason(_ check: CheckID) -> String { checks[check.rawValue] ?? check.rawValue }
}

/// The platforms the packages in some folders must declare (`macOS`, `iOS`: the names of `SupportedPlatform`).
public struct PlatformRequirement: Codable, Sendable, Equatable {
    /// The package folder relative to the root, as a `PathPattern` (`Scripts/**`, `**`; the root is `.`).
    public var package: String
    public var platforms: [String]
}

/// A layer: a kind of target, recognised by its package folder, name and type.
public struct Layer: Codable, Sendable, Equatable {
    /// A short id used by the rules (`feature-domain`).
    public var id: String
    /// The name used in messages and tables (`a feature's Domain`).
    public var title: String
    public var match: LayerMatch
    /// The toolchain modules its targets may import.
    public var toolchain: [String]
    /// The Mermaid class of its nodes in the graphs (`domain`, `data`, `presentation`, `testing`...).
    public var graphClass: String
    /// Whether its targets exist only to support tests (fakes, test servers); consumers use them from tests.
    public var testSupport: Bool?
    /// Whether its packages appear in the root graph (tools do not).
    public var inGraph: Bool?
}

/// Patterns (`PathPattern`s) that recognise a layer's targets: `{feature}` captures a folder name that the
/// target pattern must repeat.
public struct LayerMatch: Codable, Sendable, Equatable {
    /// The package folder relative to the root (`Packages/Features/{feature}`).
    public var package: String
    /// The target name (`{feature}Domain`).
    public var target: String
    /// Target types of the manifest: `regular`, `executable`, `test`, `macro`, `plugin`.
    public var types: [String]
}

/// An edge rule: targets of the `from` layers may (or may not) import targets of the `to` layers; `*` is any
/// layer.
public struct EdgeRule: Codable, Sendable, Equatable {
    /// The id shown in messages (`presentation-no-data`).
    public var id: String
    public var from: [String]
    public var to: [String]
    public var when: Relation?
    /// One sentence saying why, without a final period.
    public var reason: String
}

/// A condition between the importing and the imported target.
public enum Relation: String, Codable, Sendable, Equatable {
    case samePackage = "same-package"
    case otherPackage = "other-package"
    /// Both belong to the same feature.
    case sameFeature = "same-feature"
    /// Both belong to features, and not the same one.
    case otherFeature = "other-feature"
}

/// The checks other than edge rules, each with a reason in `architecture.json`'s `checks`.
public enum CheckID: String, CaseIterable, Sendable {
    /// An edge no allowed rule matches and no forbidden rule explains.
    case allowedEdges = "allowed-edges"
    /// An imported module that is not a direct dependency.
    case explicitDependencies = "explicit-dependencies"
    case noRedundantDependencies = "no-redundant-dependencies"
    case noCycles = "no-cycles"
    /// A `.package(url:)` or registry dependency.
    case noRemotePackages = "no-remote-packages"
    case toolchainModules = "toolchain-modules"
    /// A module neither from the repo nor from the toolchain.
    case noThirdParty = "no-third-party"
    case everyTargetHasALayer = "every-target-has-a-layer"
    /// A dependency that names no package or product the manifest can reach.
    case knownDependencies = "known-dependencies"
    case manifestsLoad = "manifests-load"
    /// A README whose generated graph differs from what `make graph` writes.
    case graphUpToDate = "graph-up-to-date"
    /// A root `Package.swift` that is more than the workspace's entry point (targets, or packages besides App).
    case workspaceEntryPoint = "workspace-entry-point"
    /// A package without a minimum for a required platform, or with one below a path dependency's.
    case platformMinimums = "platform-minimums"
    /// A use of an API newer than the package's declared minimums (`make availability`).
    case availability = "availability"
}
