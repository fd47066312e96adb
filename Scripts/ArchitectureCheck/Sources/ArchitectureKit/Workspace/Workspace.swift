/// The repo as the checker sees it: every package with its manifest, every target with its layer, its resolved
/// dependencies and the imports of its source files.
public struct Workspace: Sendable {
    /// The repo root (absolute).
    public var root: String
    /// The packages, found by search and reached through path dependencies, sorted by folder.
    public var packages: [RepoPackage]
    public var targets: [RepoTarget]
    /// Manifests that could not be loaded, with their `Package.swift` path relative to the root.
    public var manifestErrors: [(file: String, error: CheckError)]

    /// The target index of each module name (`CatalogDomain`, `file_store_stress`); the first target wins.
    public var moduleIndex: [String: Int] {
        Dictionary(targets.enumerated().map { ($1.moduleName, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

public struct RepoPackage: Sendable {
    public var name: String
    /// The folder relative to the root (`Packages/Features/Catalog`).
    public var path: String
    public var manifest: PackageManifest
    /// Where things are written in `Package.swift`.
    public var layout: ManifestLayout
    /// The packages it depends on by path (indices into `Workspace.packages`).
    public var pathDependencies: [Int]
    /// The indices of its targets in `Workspace.targets`.
    public var targets: [Int]

    /// `Package.swift`'s path relative to the root.
    public var manifestFile: String { path == "." ? "Package.swift" : "\(path)/Package.swift" }

    /// The folder's last component: what `.product(name:package:)` writes to refer to it.
    public var identity: String { path.split(separator: "/").last.map(String.init) ?? name }
}

public struct RepoTarget: Sendable {
    public var name: String
    /// The module name imports use (the name with every character that is not a letter, digit or `_` as `_`).
    public var moduleName: String
    public var package: Int
    /// `regular`, `executable`, `test`, `plugin`...
    public var type: String
    /// Its layer, or `nil` when none matches.
    public var placement: Placement?
    public var dependencies: [ResolvedDependency]
    public var files: [SourceFile]

    /// Whether other targets can only depend on it to have it built (an executable or plugin, not imported).
    public var isBuildOnly: Bool { type == "executable" || type == "plugin" }

    public static func moduleName(for name: String) -> String {
        let result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return result.first?.isNumber == true ? "_" + result : result
    }
}

/// A target dependency, resolved to the targets it provides.
public struct ResolvedDependency: Sendable {
    public var written: PackageManifest.Dependency
    public var line: Int
    /// The targets it provides (a target, or a product's targets); empty when it cannot be resolved.
    public var targets: [Int]
    /// Whether it names a product of a remote package (reported as a remote package, not as unknown).
    public var isRemote: Bool
    /// Whether it is an executable or plugin, needed built rather than imported.
    public var isBuildOnly: Bool
}

/// A Swift source file of a target: its path relative to the root, and its imports.
public struct SourceFile: Sendable {
    public var path: String
    public var imports: [ImportDeclaration]
}
