import Foundation

/// `make copy-package`: a package and every package it reaches by path, side by side in `DEST` (`DEST/Cart`,
/// `DEST/Domain`…), each `.package(path:)` rewritten to its sibling, as an app keeps local packages. It plans
/// before it writes (an existing folder or an unrewritable path writes nothing), copies into a hidden folder in
/// `DEST`, and moves each package into place at the end, so a failure leaves no half-copied package.
public struct PackageCopy: Sendable {
    /// One package to copy.
    public struct Item: Sendable, Equatable {
        /// Its folder relative to the repo root (`Packages/Features/Cart`).
        public var source: String
        /// Its folder in the destination (`/path/DEST/Cart`).
        public var destination: String
        /// Its manifest, with the path dependencies rewritten.
        public var manifest: String
    }

    /// The package asked for first, then the packages it needs, sorted by folder.
    public private(set) var items: [Item]
    /// The products of the package asked for that an app's target uses, and those its tests use (Testing kits).
    public private(set) var products: (main: [String], testSupport: [String])
    /// The platforms the package declares, as `.macOS("15.0")`.
    public private(set) var platforms: [String]
    /// The traits the package declares (`SQLite`), all on by default here.
    public private(set) var traits: [String]
    /// The package's identity (its folder's name): what `.product(name:package:)` writes.
    public private(set) var identity: String

    private let root: String

    /// Plans the copy of `package` (a folder relative to `root`) into `destination` (absolute), reading manifests
    /// through the cache in `cacheFolder` (default: the one under `root`'s build folder).
    public init(package: String, root: String, destination: String, cacheFolder: String? = nil) throws {
        self.root = root
        let policy = try ArchitectureCheck.policy(root: root)
        let folder = PathUtilities.join(root, package)
        let workspace = WorkspaceLoader(root: root, policy: policy, cacheFolder: cacheFolder).load(
            startingAt: [folder], readingSources: false)
        if let error = workspace.manifestErrors.first { throw CheckError("\(error.file): \(error.error)") }
        let own = PathUtilities.relative(folder, from: root)
        guard let index = workspace.packages.firstIndex(where: { $0.path == own }) else {
            throw CheckError("\(package) is not a package of the repo")
        }
        let closure = [index] + workspace.packages.indices.filter { $0 != index }
        var seen: [String: String] = [:]
        for package in closure.map({ workspace.packages[$0] }) {
            if let other = seen[package.identity] {
                throw CheckError(
                    "\(other) and \(package.path) have the same folder name, \(package.identity): side by side in "
                        + "one folder they would overwrite each other")
            }
            seen[package.identity] = package.path
        }
        items = try closure.map { offset in
            let package = workspace.packages[offset]
            return Item(
                source: package.path, destination: PathUtilities.join(destination, package.identity),
                manifest: try Self.rewrite(package, in: workspace))
        }
        let target = URL(fileURLWithPath: destination).standardizedFileURL.resolvingSymlinksInPath().path
        for item in items {
            let source = URL(fileURLWithPath: PathUtilities.join(root, item.source)).standardizedFileURL
                .resolvingSymlinksInPath().path
            if target == source || target.hasPrefix(source + "/") {
                throw CheckError(
                    "\(destination) is inside \(item.source), which is copied: the copy would contain itself; "
                        + "choose a DEST outside the packages")
            }
        }
        let existing = items.map(\.destination).filter { FileManager.default.fileExists(atPath: $0) }
        if !existing.isEmpty {
            throw CheckError(
                "\(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""): nothing was "
                    + "copied; choose another DEST or remove \(existing.count == 1 ? "it" : "them") first")
        }
        let package = workspace.packages[index]
        identity = package.identity
        let libraries = package.manifest.products.filter { $0.type == "library" }
        let isTestSupport: (PackageManifest.Product) -> Bool = { product in
            let targets = product.targets.compactMap { name in
                package.targets.map { workspace.targets[$0] }.first { $0.name == name }
            }
            return !targets.isEmpty && targets.allSatisfy { $0.placement?.layer.testSupport ?? false }
        }
        products = (libraries.filter { !isTestSupport($0) }.map(\.name), libraries.filter(isTestSupport).map(\.name))
        platforms = package.manifest.platforms.map { ".\(Self.manifestSpelling($0.name))(\"\($0.version)\")" }
        traits = package.manifest.traits ?? []
    }

    /// Copies the files and writes the rewritten manifests: staged in a hidden folder of the destination, then
    /// each package moved into place. On failure what was moved is removed again, and so is the destination
    /// folder if this call created it: the user's disk is as it was.
    public func write() throws {
        guard let first = items.first else { return }
        let parent = URL(fileURLWithPath: first.destination).deletingLastPathComponent().path
        let fileManager = FileManager.default
        var created: String?
        var ancestor = URL(fileURLWithPath: parent)
        while !fileManager.fileExists(atPath: ancestor.path) && ancestor.path != "/" {
            created = ancestor.path
            ancestor.deleteLastPathComponent()
        }
        try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let staging = PathUtilities.join(parent, ".copy-package-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(atPath: staging) }
        var moved: [String] = []
        do {
            for item in items {
                let staged = PathUtilities.join(staging, URL(fileURLWithPath: item.destination).lastPathComponent)
                try copyFolder(from: PathUtilities.join(root, item.source), to: staged)
                let manifest = URL(fileURLWithPath: PathUtilities.join(staged, "Package.swift"))
                try Data(item.manifest.utf8).write(to: manifest)
            }
            for item in items {
                let staged = PathUtilities.join(staging, URL(fileURLWithPath: item.destination).lastPathComponent)
                try fileManager.moveItem(atPath: staged, toPath: item.destination)
                moved.append(item.destination)
            }
        } catch {
            for folder in moved { try? fileManager.removeItem(atPath: folder) }
            try? fileManager.removeItem(atPath: staging)
            if let created { try? fileManager.removeItem(atPath: created) }
            throw error
        }
    }

    /// How a manifest writes a platform (`.macCatalyst`), from its lowercased name.
    public static func manifestSpelling(_ name: String) -> String {
        let names = [
            "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
            "maccatalyst": "macCatalyst", "driverkit": "driverKit",
        ]
        return names[name] ?? name
    }

    /// What to paste into the user's manifest: the `.package(path:)` line (with `path` as the user wrote it)
    /// and the `.product(name:package:)` entries.
    public func instructions(path: String) -> String {
        let main = items[0]
        let others = items.dropFirst().map { URL(fileURLWithPath: $0.destination).lastPathComponent }
        var lines = [
            "copied \(main.source) to \(main.destination)"
                + (others.isEmpty ? "" : ", with the packages it needs beside it: \(others.joined(separator: ", "))"),
            "",
            "In your Package.swift (the path may also be written relative to it):",
        ]
        if !platforms.isEmpty {
            lines.append("    platforms: [\(platforms.joined(separator: ", "))],  // or higher")
        }
        lines += ["    dependencies: [", "        .package(path: \"\(path)\"),", "    ],"]
        let entry = { (name: String) in "        .product(name: \"\(name)\", package: \"\(identity)\")," }
        if !products.main.isEmpty {
            lines += ["and in a target's dependencies:"] + products.main.map(entry)
        }
        if !products.testSupport.isEmpty {
            lines += ["and in a test target's dependencies:"] + products.testSupport.map(entry)
        }
        if products.main.isEmpty && products.testSupport.isEmpty {
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
        let file = PathUtilities.join(workspace.root, package.manifestFile)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CheckError("\(package.manifestFile) cannot be read")
        }
        var text = String(decoding: data, as: UTF8.self)
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

    /// Copies a package folder without its build folders (`.build*`, `.swiftpm`) and Finder's `.DS_Store`.
    private func copyFolder(from source: String, to destination: String) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: source).sorted() {
            if name.hasPrefix(".build") || name == ".swiftpm" || name == ".DS_Store" { continue }
            let from = PathUtilities.join(source, name)
            let to = PathUtilities.join(destination, name)
            var isFolder: ObjCBool = false
            let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: from)) != nil
            if !isLink && fileManager.fileExists(atPath: from, isDirectory: &isFolder) && isFolder.boolValue {
                try copyFolder(from: from, to: to)
            } else {
                try fileManager.copyItem(atPath: from, toPath: to)
            }
        }
    }
}
