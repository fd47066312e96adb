import ArchitectureKit
import Foundation

/// The command line: the check itself, and the commands of the scripts that share its reading of the repo.
let usage = """
    usage: architecture-check [--write-graphs]          check the repo (make check); make graph writes graphs first
           architecture-check copy PACKAGE DEST         PACKAGE and its path dependencies, side by side (copy-package)
           architecture-check consumer PACKAGE COPY     a package that uses PACKAGE's libraries from outside (3: none)
           architecture-check availability [--floors]   APIs newer than a package's minimums (make availability)
           architecture-check matrix [--platform NAME]  the packages as a CI matrix, one line of JSON
           architecture-check affected [--runs USER=USED]... [FILE... | -]   the packages a change reaches, and why
           architecture-check links [FILE.md...]        relative Markdown links whose file or #anchor is missing

    Each takes --root DIR (default: the nearest folder with architecture.json). A finding prints as
    `path:LINE: error: MESSAGE (rule ID)`. Exit status: 0 clean, 1 findings, 2 a usage, policy or build error.
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
/// The value after an option, or a usage error that says what it should be.
@MainActor func value(of option: String, _ what: String) -> String {
    guard !arguments.isEmpty else { fail("\(option) needs \(what)\n\(usage)") }
    return arguments.removeFirst()
}
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--root": root = value(of: argument, "a folder")
    case "--runs":
        let pair = value(of: argument, "USER=USED").split(separator: "=").map(String.init)
        guard pair.count == 2 else { fail("--runs needs USER=USED\n\(usage)") }
        runtimeDependencies[pair[0], default: []].append(pair[1])
    case "--floors": floors = true
    case "--platform": platform = value(of: argument, "a name (macos, ios)").lowercased()
    case "--write-graphs": writeGraphs = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") && argument != "-" { fail("unknown option \(argument)\n\(usage)") }
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
        let copy = try PackageCopy(
            package: package, root: repoRoot, destination: PathUtilities.join(current, positional[2]))
        try copy.write()
        print(copy.instructions(path: copy.items[0].destination))
    case "availability" where positional.count == 1:
        guard let folder = ToolchainInterfaces.folder() else {
            fail(
                "cannot find the toolchain's .swiftinterface files (no Swift.swiftmodule beside `swift` on PATH); "
                    + "set SWIFT_INTERFACES")
        }
        let (result, summary) = try ArchitectureCheck.availability(root: repoRoot, interfaceFolder: folder)
        for finding in result.findings { print(finding.text) }
        for (package, uses) in floors ? result.floors : [] {
            let apis = uses.map { use in
                "\(use.api.displayName) (\(use.api.module), \(use.api.requirementText)) at \(use.file):\(use.line)"
            }
            print("floor: \(package): \(apis.isEmpty ? "no API with an availability" : apis.joined(separator: "; "))")
        }
        print(summary)
        print("availability: interfaces read from \(folder)")
        exit(result.findings.isEmpty ? 0 : 1)
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
