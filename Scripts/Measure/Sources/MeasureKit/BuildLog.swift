/// What a `swift build` log says was done: the modules compiled (`[3/9] Compiling CatalogData …` lines) and
/// the products linked. Files are not counted: SwiftPM's progress output skips lines, and a recompiled file's
/// object is not always rewritten, so neither counts them; the CPU time shows the work.
public struct BuildLog: Sendable, Equatable {
    public let compiled: [String]
    public let linked: [String]

    public init(_ output: String) {
        var compiled: Set<String> = []
        var linked: Set<String> = []
        for line in output.split(separator: "\n") {
            guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { continue }
            let words = line[line.index(after: close)...].split(separator: " ")
            guard words.count >= 2 else { continue }
            if words[0] == "Compiling", words.count >= 3 {
                compiled.insert(String(words[1]))
            } else if words[0] == "Linking" {
                linked.insert(String(words[1]))
            }
        }
        self.compiled = compiled.sorted()
        self.linked = linked.sorted()
    }

    /// The modules compiled, or their count when there are many.
    public var compiledSummary: String {
        compiled.count > 6
            ? "\(compiled.count) modules" : (compiled.isEmpty ? "none" : compiled.joined(separator: ", "))
    }
}
