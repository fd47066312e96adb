import Foundation
import MeasureKit

/// `Scripts/measure COMMAND`: one table each (`rebuild`, `startup`, `stores`, `test`), or `reliability-check`
/// for `make reliability`. The repo's root is the current folder.
let words = Array(CommandLine.arguments.dropFirst())
let options = Array(words.dropFirst())
let root = FileManager.default.currentDirectoryPath
let usage = """
    usage: Scripts/measure rebuild | startup | stores | test [OPTIONS]   (make bench runs all four)
           Scripts/measure reliability-check KIND FILES...

    """

do {
    let usages = [
        "rebuild": RebuildScope.usage, "startup": StartupTime.usage, "stores": StoreBench.usage,
        "test": TestLoop.usage,
    ]
    if options.contains("-h") || options.contains("--help"), let help = usages[words[0]] {
        print(help, terminator: "")
        exit(0)
    }
    switch words.first {
    case "rebuild":
        var rebuild = try RebuildScope(root: root, arguments: options)
        try rebuild.run()
    case "startup": try StartupTime(root: root, arguments: options).run()
    case "stores":
        guard options.isEmpty else { throw MeasureError("stores takes no options, not \(options[0])") }
        try StoreBench.run(root: root)
    case "test": try TestLoop(root: root, arguments: options).run()
    case "reliability-check": print(try ReliabilityCheck.run(options).line)
    case "-h", "--help": print(usage, terminator: "")
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
