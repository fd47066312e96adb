import Foundation
import MeasureKit

/// `Scripts/measure COMMAND`: one table each (`rebuild`, `startup`, `stores`, `test`), or `reliability-check`
/// for `make reliability`. The repo's root is the current folder.
let words = Array(CommandLine.arguments.dropFirst())
let root = FileManager.default.currentDirectoryPath
let usage = """
    usage: Scripts/measure rebuild | startup | stores | test   (make bench runs all four)
           Scripts/measure reliability-check KIND FOLDER FILE...

    """

do {
    if ["rebuild", "startup", "stores", "test"].contains(words.first), words.count > 1 {
        throw MeasureError("\(words[0]) takes no arguments, not \(words[1])")
    }
    switch words.first {
    case "rebuild": try RebuildScope.run(root: root)
    case "startup": try StartupTime.run(root: root)
    case "stores": try StoreBench.run(root: root)
    case "test": try TestLoop.run(root: root)
    case "reliability-check": print(try ReliabilityCheck.run(Array(words.dropFirst())).line)
    case "-h", "--help": print(usage, terminator: "")
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
