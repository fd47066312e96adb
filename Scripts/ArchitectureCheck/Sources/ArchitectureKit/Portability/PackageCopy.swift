import Foundation

/// `make copy-package`: a package and every package it reaches by path, side by side in `DEST` (`DEST/Cart`,
/// `DEST/Domain`…), each `.package(path:)` rewritten to its sibling. It plans before it writes (an existing folder
/// or an unrewritable path writes nothing) and stages the copy in a hidden folder of `DEST`, then moves each package
/// into place, so a failure leaves no half-copied package.
public struct PackageCopy: Sendable {
    /// A package to copy: its folder in the repo (`Packages/Features/Cart`), its folder in the destination
    /// (`/path/DEST/Cart`) and its manifest with the path dependencies rewritten.
    public struct Item: Sendable, Equatable {
        public var source: String
        public var destination: String
        public var manifest: String
    }

    /// The package asked for first, then the packages it needs, sorted by folder.
    public private(set) var items: [Item]
    private let root: String
    /// The package's identity (its folder's name), what `.product(name:package:)` writes.
    private let identity: String
    /// Its library products; `testSupport` ones (Testing kits) go to a test target.
    private let libraries: [(name: String, testSupport: Bool)]
    /// Its platforms as a manifest writes them (`.macOS("15.0")`), and its traits (`SQLite`), on by default.
    private let platforms: [String]
    private let traits: [String]

    /// Plans the copy of `package` (a folder relative to `root`) into `destination` (absolute), reading manifests
    /// through the cache in `cacheFolder` (default: the one under `root`'s build folder).
    public init(package: String, root: String, destination: String, cacheFolder: String? = nil) throws {
        self.root = root
        let folder = PathUtilities.join(root, package)
        let policy = try ArchitectureCheck.policy(root: root)
        let workspace = WorkspaceLoader(root: root, policy: policy, cacheFolder: cacheFolder).load(
            startingAt: [folder], readingSources: false)
        if let error = workspace.manifestErrors.first { throw CheckError("\(error.file): \(error.error)") }
        let own = PathUtilities.relative(folder, from: root)
        guard let index = workspace.packages.firstIndex(where: { $0.path == own }) else {
            throw CheckError("\(package) is not a package of the repo")
        }
        var packages = workspace.packages
        packages.insert(packages.remove(at: index), at: 0)
        for (offset, package) in packages.enumerated() {
            if let other = packages[..<offset].first(where: { $0.identity == package.identity }) {
                throw CheckError(
                    "\(other.path) and \(package.path) have the same folder name, \(package.identity): side by side in "
                        + "one folder they would overwrite each other")
            }
        }
        items = try packages.map { package in
            Item(
                source: package.path, destination: PathUtilities.join(destination, package.identity),
                manifest: try Self.rewrite(package, in: workspace))
        }
        let real = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let target = real(destination) + "/"
        if let item = items.first(where: { target.hasPrefix(real(PathUtilities.join(root, $0.source)) + "/") }) {
            throw CheckError(
                "\(destination) is inside \(item.source), which is copied: the copy would contain itself; "
                    + "choose a DEST outside the packages")
        }
        let existing = items.map(\.destination).filter { FileManager.default.fileExists(atPath: $0) }
        if !existing.isEmpty {
            throw CheckError(
                "\(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""): nothing was "
                    + "copied; choose another DEST or remove \(existing.count == 1 ? "it" : "them") first")
        }
        let manifest = workspace.packages[index].manifest
        identity = workspace.packages[index].identity
        libraries = workspace.libraries(of: index).map { ($0.name, $0.testSupport) }
        platforms = manifest.platforms.map { ".\(Self.spellings[$0.name] ?? $0.name)(\"\($0.version)\")" }
        traits = manifest.traits ?? []
    }

    /// Copies the packages into a hidden folder of the destination, then moves each into place. On failure what
    /// was moved is removed again, and so are the folders this call created: the user's disk is as it was.
    public func write() throws {
        guard let first = items.first else { return }
        let fileManager = FileManager.default
        let parent = URL(fileURLWithPath: first.destination).deletingLastPathComponent()
        var created: URL?  // the outermost folder this call makes
        var ancestor = parent
        while !fileManager.fileExists(atPath: ancestor.path) && ancestor.path != "/" {
            created = ancestor
            ancestor.deleteLastPathComponent()
        }
        let staging = parent.appendingPathComponent(".copy-package-\(UUID().uuidString)").path
        defer { try? fileManager.removeItem(atPath: staging) }
        var moved: [String] = []
        do {
            for (offset, item) in items.enumerated() {
                try copyFolder(from: PathUtilities.join(root, item.source), to: "\(staging)/\(offset)")
                try PathUtilities.write(item.manifest, to: "\(staging)/\(offset)/Package.swift")
            }
            for (offset, item) in items.enumerated() {
                try fileManager.moveItem(atPath: "\(staging)/\(offset)", toPath: item.destination)
                moved.append(item.destination)
            }
        } catch {
            for folder in moved { try? fileManager.removeItem(atPath: folder) }
            if let created { try? fileManager.removeItem(at: created) }
            throw error
        }
    }

    /// How a manifest writes a platform (`.macCatalyst`), by its lowercased name.
    private static let spellings = [
        "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
        "maccatalyst": "macCatalyst", "driverkit": "driverKit",
    ]

    /// What to paste into the user's manifest: the `.package(path:)` line (with `path` as the user wrote it)
    /// and the `.product(name:package:)` entries.
    public func instructions(path: String) -> String {
        let others = items.dropFirst().map { URL(fileURLWithPath: $0.destination).lastPathComponent }
        var lines = [
            "copied \(items[0].source) to \(items[0].destination)"
                + (others.isEmpty ? "" : ", with the packages it needs beside it: \(others.joined(separator: ", "))"),
            "",
            "In your Package.swift (the path may also be written relative to it):",
        ]
        if !platforms.isEmpty { lines.append("    platforms: [\(platforms.joined(separator: ", "))],  // or higher") }
        lines += ["    dependencies: [", "        .package(path: \"\(path)\"),", "    ],"]
        let headings = [(false, "and in a target's dependencies:"), (true, "and in a test target's dependencies:")]
        for (testSupport, heading) in headings {
            let names = libraries.filter { $0.testSupport == testSupport }.map(\.name)
            if !names.isEmpty {
                lines += [heading] + names.map { "        .product(name: \"\($0)\", package: \"\(identity)\")," }
            }
        }
        if libraries.isEmpty {
            lines.append("(\(identity) has no library product: build it with swift build --package-path \(path))")
        }
        if !traits.isEmpty {
            lines += [
                "Its traits, on by default: \(traits.joined(separator: ", ")). Without them (the SQLite trait needs the "
                    + "system SQLite: libsqlite3-dev on Linux):",
                "        .package(path: \"\(path)\", traits: []),",
                "and to build and test the copy without them: swift test --disable-default-traits --package-path \(path)",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// The manifest's text with each `.package(path:)` pointing at its sibling in the copy.
    private static func rewrite(_ package: RepoPackage, in workspace: Workspace) throws -> String {
        guard var text = PathUtilities.read(PathUtilities.join(workspace.root, package.manifestFile)) else {
            throw CheckError("\(package.manifestFile) cannot be read")
        }
        for case .path(let written, _) in package.manifest.dependencies {
            let target = PathUtilities.join(package.path, written)
            guard let dependency = workspace.packages.first(where: { $0.path == target }) else {
                throw CheckError("\(package.manifestFile): the path dependency \(written) is not a package")
            }
            let old = "path: \"\(written)\""
            guard text.contains(old) else {
                throw CheckError(
                    "\(package.manifestFile): cannot find `\(old)` to rewrite (write it as .package(path: \"…\"))")
            }
            text = text.replacingOccurrences(of: old, with: "path: \"../\(dependency.identity)\"")
        }
        return text
    }

    /// Copies a package folder without its build folders (`.build*`, `.swiftpm`) and Finder's `.DS_Store`; a
    /// symbolic link is copied as a link.
    private func copyFolder(from source: String, to destination: String) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: source)
        where !name.hasPrefix(".build") && name != ".swiftpm" && name != ".DS_Store" {
            let from = source + "/" + name
            let to = destination + "/" + name
            let type = try fileManager.attributesOfItem(atPath: from)[.type] as? FileAttributeType
            if type == .typeDirectory {
                try copyFolder(from: from, to: to)
            } else {
                try fileManager.copyItem(atPath: from, toPath: to)
            }
        }
    }
}

extension Workspace {
    /// The library products of `packages[index]`, each with its targets and whether they all support tests only.
    func libraries(of index: Int) -> [(name: String, targets: [RepoTarget], testSupport: Bool)] {
        let own = packages[index].targets.map { targets[$0] }
        return packages[index].manifest.products.filter { $0.type == "library" }.map { product in
            let used = product.targets.compactMap { name in own.first { $0.name == name } }
            return (product.name, used, !used.isEmpty && used.allSatisfy { $0.placement?.layer.testSupport ?? false })
        }
    }
}
