import Foundation
import MeasureKit

/// `measure bench|scale|startup|reliability-check …`, run by the scripts of the same names in Scripts/ (they
/// build it first). The repo's root is the current folder.
let words = Array(CommandLine.arguments.dropFirst())
let root = FileManager.default.currentDirectoryPath
let usage = """
    usage: measure bench [OPTIONS] | scale N [N...] | startup [-c debug|release] [-n N] [ARGS...] | stores
           | reliability-check KIND FILES...

    """

do {
    switch words.first {
    case "bench":
        if words.contains("-h") || words.contains("--help") {
            print(Bench.usage, terminator: "")
        } else {
            var bench = try Bench(root: root, arguments: Array(words.dropFirst()))
            try bench.run()
        }
    case "scale":
        if words.contains("-h") || words.contains("--help") {
            print(ScaleTest.usage, terminator: "")
        } else {
            try ScaleTest(root: root, arguments: Array(words.dropFirst())).run()
        }
    case "startup":
        if words.dropFirst().first == "-h" || words.dropFirst().first == "--help" {
            print(StartupTime.usage, terminator: "")
        } else {
            try StartupTime(root: root, arguments: Array(words.dropFirst())).run()
        }
    case "stores":
        try StoreBench.run(root: root)
    case "reliability-check":
        print(try ReliabilityCheck.run(Array(words.dropFirst())).line)
    case "-h", "--help":
        print(usage, terminator: "")
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
