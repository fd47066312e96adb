import ArchitectureKit
import Foundation

/// The command line: the check itself, and the commands of the scripts that share its reading of the repo.
let usage = """
    usage: architecture-check [--root DIR] [--write-graphs]
           architecture-check consumer PACKAGE COPY_ROOT [--root DIR]
           architecture-check copy PACKAGE DEST [--root DIR]
           architecture-check availability [--floors] [--root DIR]
           architecture-check matrix [--platform NAME] [--root DIR]
           architecture-check affected [--runs USER=USED]... [FILE... | -] [--root DIR]
           architecture-check links [FILE.md...] [--root DIR]

    Checks every manifest and import of the repo against architecture.json and prints one line per finding
    (`path:LINE: error: MESSAGE (rule ID)`), then a summary. Exit status: 0 clean, 1 findings, 2 usage or
    policy error. --write-graphs refreshes the README graphs first (make graph).
    consumer writes COPY_ROOT/Consumer, a package that uses PACKAGE's library products from outside (exit 3 when
    it has none).
    copy (make copy-package) copies PACKAGE (a folder or a package's name) and every package it needs by path
    side by side into DEST, rewrites their path dependencies, and prints the lines for the user's manifest;
    it refuses (exit 2, nothing written) when a folder it would write exists.
    availability (make availability) reports each use of a Swift, Concurrency, Synchronization or Observation
    API (from the toolchain's .swiftinterface files; SWIFT_INTERFACES names their folder) or of a listed
    Foundation API that needs a newer macOS or iOS than its package declares (exit 1); --floors also prints,
    per package, the APIs that need the newest systems.
    matrix prints the packages as one line of JSON for a CI matrix (`{"include":[{"package":…,"name":…,
    "libraries":"A B"}]}`); --platform ios keeps those that declare iOS and have a library product.
    affected reads changed files (relative to the root; `-` reads them from standard input, one a line) and prints
    `everything<TAB>REASON`, or one `PACKAGE<TAB>REASON` line per package to test (none when nothing is affected);
    --runs Tests=App says package Tests runs package App's product without declaring it (make test-affected).
    links (make check) reports each relative link of the Markdown files (FILE.md relative to the root; without
    any, every .md outside hidden folders) whose target or #anchor does not exist (exit 1).
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var root: String?
var floors = false
var platform: String?
var writeGraphs = false
var positional: [String] = []
var runtimeDependencies: [String: [String]] = [:]
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--root":
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("error: --root needs a folder\n\(usage)\n".utf8))
            exit(2)
        }
        root = arguments.removeFirst()
    case "--runs":
        let pair = arguments.isEmpty ? [] : arguments.removeFirst().split(separator: "=").map(String.init)
        guard pair.count == 2 else {
            FileHandle.standardError.write(Data("error: --runs needs USER=USED\n\(usage)\n".utf8))
            exit(2)
        }
        runtimeDependencies[pair[0], default: []].append(pair[1])
    case "--floors": floors = true
    case "--platform":
        guard !arguments.isEmpty else { fail("--platform needs a name (macos, ios)\n\(usage)") }
        platform = arguments.removeFirst().lowercased()
    case "--write-graphs": writeGraphs = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") && argument != "-" {
            FileHandle.standardError.write(Data("error: unknown option \(argument)\n\(usage)\n".utf8))
            exit(2)
        }
        positional.append(argument)
    }
}

let current = FileManager.default.currentDirectoryPath
let start = root.map { PathUtilities.join(current, $0) } ?? current
guard let repoRoot = ArchitectureCheck.findRoot(from: start) else {
    fail("no \(ArchitectureCheck.policyFile) at or above \(start); pass --root")
}

do {
    switch positional.first {
    case nil:
        let (report, written) = try ArchitectureCheck.run(root: repoRoot, writeGraphs: writeGraphs)
        for path in written { print("graph: wrote \(path)") }
        for finding in report.findings { print(finding.text) }
        print(report.summary)
        exit(report.findings.isEmpty ? 0 : 1)
    case "consumer" where positional.count == 3:
        let package = PathUtilities.relative(PathUtilities.join(current, positional[1]), from: repoRoot)
        let copy = PathUtilities.join(current, positional[2])
        guard let consumer = try ArchitectureCheck.writeConsumer(of: package, root: repoRoot, copy: copy) else {
            print("consumer: \(package) has no library product")
            exit(3)
        }
        for use in consumer.uses {
            let symbol = use.symbol.map { "\(use.module).\($0.name)" } ?? "import \(use.module) only"
            print("consumer: \(use.product) -> \(symbol)\(use.fromTests ? " (from tests)" : "")")
        }
    case "copy" where positional.count == 3:
        let package = try ArchitectureCheck.packageFolder(named: positional[1], root: repoRoot)
        let destination = PathUtilities.join(current, positional[2])
        let copy = try PackageCopy(package: package, root: repoRoot, destination: destination)
        try copy.write()
        print(copy.instructions(path: copy.items[0].destination))
    case "availability" where positional.count == 1:
        guard let folder = ToolchainInterfaces.folder() else {
            fail(
                "cannot find the toolchain's .swiftinterface files (no Swift.swiftmodule beside `swift` on PATH); set SWIFT_INTERFACES"
            )
        }
        let outcome = try ArchitectureCheck.availability(root: repoRoot, interfaceFolder: folder)
        for finding in outcome.result.findings { print(finding.text) }
        if floors {
            for (package, uses) in outcome.result.floors {
                let apis = uses.map { use in
                    "\(use.api.displayName) (\(use.api.module), \(use.api.requirementText)) at \(use.file):\(use.line)"
                }
                print(
                    "floor: \(package): \(apis.isEmpty ? "no API with an availability" : apis.joined(separator: "; "))")
            }
        }
        print(outcome.summary)
        print("availability: interfaces read from \(folder)")
        exit(outcome.result.findings.isEmpty ? 0 : 1)
    case "links":
        let check = MarkdownLinkCheck(root: repoRoot)
        let files = positional.count > 1 ? Array(positional.dropFirst()) : check.markdownFiles()
        let broken = check.brokenLinks(in: files)
        for link in broken { print(link.text) }
        print("links: \(broken.count) broken in \(files.count) Markdown files")
        exit(broken.isEmpty ? 0 : 1)
    case "matrix" where positional.count == 1:
        print(try ArchitectureCheck.matrix(root: repoRoot, platform: platform))
    case "affected":
        var files = Array(positional.dropFirst())
        if files == ["-"] {
            files = []
            while let line = readLine() { files.append(line) }
        }
        let policy = try ArchitectureCheck.policy(root: repoRoot)
        // Files map to targets by their folders: the sources' imports are not needed.
        let workspace = WorkspaceLoader(root: repoRoot, policy: policy).load(readingSources: false)
        if let error = workspace.manifestErrors.first {
            print("everything\t\(error.file) does not load")
            exit(0)
        }
        switch AffectedPackages(workspace: workspace, runtimeDependencies: runtimeDependencies).select(changed: files) {
        case .everything(let reason): print("everything\t\(reason)")
        case .packages(let selections):
            for selection in selections { print("\(selection.package)\t\(selection.reason)") }
        }
    default:
        fail("unexpected arguments \(positional.joined(separator: " "))\n\(usage)")
    }
} catch {
    fail("\(error)")
}
