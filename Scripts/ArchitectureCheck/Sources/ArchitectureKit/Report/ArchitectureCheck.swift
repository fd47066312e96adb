import Foundation

/// The checker's entry points: check a repo, write its graphs, and the portability helpers.
public enum ArchitectureCheck {
    public static let policyFile = "architecture.json"

    /// The nearest folder at or above `path` that holds `architecture.json`.
    public static func findRoot(from path: String) -> String? {
        var current = PathUtilities.normalize(path)
        while !FileManager.default.fileExists(atPath: "\(current)/\(policyFile)") {
            guard current != "/" && !current.isEmpty else { return nil }
            current = PathUtilities.normalize(current + "/..")
        }
        return current
    }

    public static func policy(root: String) throws -> Policy {
        try Policy.load(from: URL(fileURLWithPath: "\(root)/\(policyFile)"))
    }

    /// Checks the repo at `root` (absolute) against its `architecture.json`, after rewriting its stale graphs
    /// when `writeGraphs` (`make graph`); returns the report and the files written.
    public static func run(
        root: String, writeGraphs: Bool = false, checkGraphs: Bool = true, cacheFolder: String? = nil
    ) throws -> (report: Report, written: [String]) {
        let start = Date()
        let policy = try policy(root: root)
        let loader = WorkspaceLoader(root: root, policy: policy, cacheFolder: cacheFolder)
        let workspace = loader.load()
        let graphs = GraphWriter(policy: policy, workspace: workspace)
        let written = writeGraphs ? try graphs.write() : []
        var findings = Checker(policy: policy, workspace: workspace).findings()
        if FileManager.default.fileExists(atPath: "\(root)/Package.swift") {
            findings += EntryPointCheck(workspace: workspace, policy: policy, loader: loader.manifests).findings()
        }
        if checkGraphs { findings += graphs.staleFindings() }
        let seconds = Date().timeIntervalSince(start)
        return (Report(workspace: workspace, findings: findings.sorted(), seconds: seconds), written)
    }

    /// The workspace of the repo at `root` and its policy; throws on the first manifest that does not load.
    static func loaded(root: String, cacheFolder: String? = nil, readingSources: Bool = true) throws
        -> (policy: Policy, workspace: Workspace)
    {
        let policy = try policy(root: root)
        let workspace = WorkspaceLoader(root: root, policy: policy, cacheFolder: cacheFolder).load(
            readingSources: readingSources)
        if let error = workspace.manifestErrors.first { throw CheckError("\(error.file): \(error.error)") }
        return (policy, workspace)
    }

    /// Audits every package's sources against the interfaces in `interfaceFolder` and the Foundation table;
    /// returns the findings and floors, and the summary line.
    public static func availability(
        root: String, interfaceFolder: String, cacheFolder: String? = nil
    ) throws -> (result: AvailabilityAudit.Result, summary: String) {
        let start = Date()
        let (policy, workspace) = try loaded(root: root, cacheFolder: cacheFolder)
        let interfaces = ToolchainInterfaces.files(in: interfaceFolder)
        guard interfaces.contains(where: { $0.module == "Swift" }) else {
            throw CheckError("no Swift.swiftinterface in \(interfaceFolder)")
        }
        let declarations =
            FoundationAvailability.declarations
            + ToolchainInterfaces.declarations(folder: interfaceFolder, interfaces: interfaces)
        let result = AvailabilityAudit(declarations: declarations, policy: policy).run(on: workspace)
        let count = result.findings.count
        let summary =
            "availability: \(count) finding\(count == 1 ? "" : "s") in \(workspace.packages.count) packages, "
            + "\(result.files) files, against \(declarations.count) declarations "
            + "(\(interfaces.map(\.module).joined(separator: ", ")) and "
            + "\(FoundationAvailability.declarations.count) Foundation entries) "
            + "(\(String(format: "%.2f", Date().timeIntervalSince(start))) s)"
        return (result, summary)
    }

    /// The packages as a CI matrix, one line of JSON: `{"include":[{"package":"Packages/Data","name":"Data",
    /// "libraries":"DataCore DataTesting"}]}`, sorted by folder. With `platform`, only the packages that declare
    /// it and have a library product (the iOS job builds each library's scheme).
    public static func matrix(root: String, platform: String?) throws -> String {
        let workspace = try loaded(root: root, readingSources: false).workspace
        let include = workspace.packages.compactMap { package -> [String: String]? in
            let libraries = package.manifest.products.filter { $0.type == "library" }.map(\.name)
            if let platform, libraries.isEmpty || !package.manifest.platforms.contains(where: { $0.name == platform }) {
                return nil
            }
            return ["package": package.path, "name": package.identity, "libraries": libraries.joined(separator: " ")]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(["include": include]), as: UTF8.self)
    }

    /// The folder (relative to `root`) of the package `name` names: a folder (`Packages/Features/Cart`) or a
    /// package folder's name, in any case (`cart`, `Data`).
    public static func packageFolder(named name: String, root: String, cacheFolder: String? = nil) throws -> String {
        let workspace = try loaded(root: root, cacheFolder: cacheFolder, readingSources: false).workspace
        let asPath = PathUtilities.relative(PathUtilities.join(root, name), from: root)
        if let package = workspace.packages.first(where: { $0.path == asPath }) { return package.path }
        let matches = workspace.packages.filter { $0.identity.lowercased() == name.lowercased() }
        if matches.count == 1 { return matches[0].path }
        let names = workspace.packages.map(\.identity).sorted().joined(separator: ", ")
        if matches.isEmpty { throw CheckError("no package is called \(name); the packages are \(names)") }
        throw CheckError(
            "\(matches.map(\.path).joined(separator: " and ")) are both called \(name): name the folder instead")
    }

    /// Writes a consumer of `package` (relative to `root`) into `<copy>/Consumer`, depending on
    /// `<copy>/<folder name>` by path, where `PackageCopy` put it. Returns the consumer, or `nil` when the package
    /// has no library product.
    public static func writeConsumer(
        of package: String, root: String, copy: String, cacheFolder: String? = nil
    ) throws -> ConsumerPackage? {
        let policy = try policy(root: root)
        let folder = PathUtilities.join(root, package)
        let workspace = WorkspaceLoader(root: root, policy: policy, cacheFolder: cacheFolder).load(
            startingAt: [folder])
        let own = PathUtilities.relative(folder, from: root)
        guard let index = workspace.packages.firstIndex(where: { $0.path == own }) else {
            throw CheckError("\(package) is not a package of \(root)")
        }
        let output = PathUtilities.join(copy, "Consumer")
        let dependencyPath = PathUtilities.relative(
            PathUtilities.join(copy, workspace.packages[index].identity), from: output)
        guard let consumer = ConsumerPackage(package: index, workspace: workspace, dependencyPath: dependencyPath)
        else { return nil }
        try consumer.write(to: output)
        return consumer
    }
}
