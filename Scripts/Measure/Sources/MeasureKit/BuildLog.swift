/// What a `swift build` log says was done: the modules compiled (`[3/9] Compiling CatalogData …` lines), the
/// files the Swift driver queued for compiling, and the products linked. The files are counted from the driver's
/// own remarks (`Incremental compilation: Queuing …`, printed when the build passes `-driver-show-incremental`):
/// SwiftPM's progress lines skip some files under load, the driver's queue does not. A build without incremental
/// state (a cold one) queues nothing that way, so it shows no file count.
public struct BuildLog: Sendable, Equatable {
    /// The flags that make the driver say which files it queues (`swift build` passes them on to `swiftc`).
    public static let driverFlags = ["-Xswiftc", "-driver-show-incremental"]

    public let compiled: [String]
    public let linked: [String]
    /// The source files the drivers queued for compiling, each driver counting its own.
    public let queuedFiles: Int

    public init(_ output: String) {
        var compiled: Set<String> = []
        var linked: Set<String> = []
        var queuedFiles = 0
        for line in output.split(separator: "\n") {
            if line.contains("Incremental compilation: Queuing") {
                queuedFiles += 1
                continue
            }
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
        self.queuedFiles = queuedFiles
    }

    /// The modules compiled, or their count when there are many, and the files queued when the driver said.
    public var compiledSummary: String {
        let modules =
            compiled.count > 6
            ? "\(compiled.count) modules" : (compiled.isEmpty ? "none" : compiled.joined(separator: ", "))
        guard queuedFiles > 0 else { return modules }
        return "\(modules) (\(queuedFiles) \(queuedFiles == 1 ? "file" : "files"))"
    }
}
