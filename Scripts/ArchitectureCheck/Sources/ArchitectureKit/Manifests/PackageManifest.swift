/// The parts of a package manifest the checker needs, read from `swift package dump-package`.
public struct PackageManifest: Codable, Sendable, Equatable {
    public var name: String
    public var dependencies: [PackageDependency]
    public var products: [Product]
    public var targets: [Target]
    /// The minimum deployment targets it declares (`platforms:`); a platform it does not name gets SwiftPM's
    /// default, the oldest one the tools version supports.
    public var platforms: [Platform] = []
    /// The traits it declares (`traits:`), but `default`; nil when it declares none.
    public var traits: [String]? = nil

    /// A minimum deployment target: `.macOS(.v15)` is `macos` (SwiftPM's lowercased name) and `15.0`.
    public struct Platform: Codable, Sendable, Equatable {
        public var name: String
        public var version: String

        /// The version's numeric components (`15.0` is `[15, 0]`), for comparison.
        public var components: [Int] { version.split(separator: ".").map { Int($0) ?? 0 } }
    }

    public enum PackageDependency: Codable, Sendable, Equatable {
        /// `.package(path:)`: the folder relative to the depending package's folder, and the identity.
        case path(String, identity: String)
        /// `.package(url:)` or a registry id: anything fetched from elsewhere.
        case remote(String, identity: String)

        /// The identity a `.product(name:package:)` refers to (the folder or repository name, lowercased).
        public var identity: String {
            switch self {
            case .path(_, let identity), .remote(_, let identity): identity
            }
        }
    }

    public struct Product: Codable, Sendable, Equatable {
        public var name: String
        /// `library`, `executable`, `plugin`, `macro`...
        public var type: String
        public var targets: [String]
    }

    /// A target; its paths are relative to the package folder, and those it lists to its own folder.
    public struct Target: Codable, Sendable, Equatable {
        public var name: String
        /// `regular`, `executable`, `test`, `macro`, `plugin`, `binary` or `system`.
        public var type: String
        /// A custom folder.
        public var path: String?
        /// An explicit list of sources.
        public var sources: [String]?
        public var exclude: [String]
        /// Resource paths (never sources).
        public var resources: [String]
        public var dependencies: [Dependency]
    }

    /// A target dependency as written in the manifest.
    public enum Dependency: Codable, Sendable, Equatable {
        /// `"Name"`: a target of the same package, or else a product of a dependency.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(String, package: String?)

        public var name: String {
            switch self {
            case .byName(let name), .target(let name), .product(let name, _): name
            }
        }
    }
}
