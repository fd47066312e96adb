/// What a `swift build` log says was done: the modules compiled (`[3/9] Compiling CatalogData …`) and the files
/// the driver scheduled, counted from its `-driver-show-incremental` remarks (SwiftPM's progress lines skip files
/// under load). A cold build's files come without remarks, so they are not counted.
public struct BuildLog: Sendable, Equatable {
    /// The flags that make the driver say which files it schedules (`swift build` passes them on to `swiftc`).
    public static let driverFlags = ["-Xswiftc", "-driver-show-incremental"]
    /// The driver's remarks that schedule a file, one remark per file.
    static let schedulingRemarks = [
        "Incremental compilation: Queuing (initial)",
        "Incremental compilation: Queuing because of the initial set",
        "Incremental compilation: Scheduling invalidated",
    ]

    public let compiled: [String]
    public let scheduledFiles: Int

    public init(_ output: String) {
        var compiled: Set<String> = []
        var scheduledFiles = 0
        for line in output.split(separator: "\n") {
            guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else {
                if Self.schedulingRemarks.contains(where: { line.contains($0) }) { scheduledFiles += 1 }
                continue
            }
            let words = line[line.index(after: close)...].split(separator: " ")
            if words.count >= 3, words[0] == "Compiling" { compiled.insert(String(words[1])) }
        }
        self.compiled = compiled.sorted()
        self.scheduledFiles = scheduledFiles
    }

    /// The modules compiled, or their count when there are many, and the files scheduled when the driver said.
    public var compiledSummary: String {
        let files = "\(scheduledFiles) \(scheduledFiles == 1 ? "file" : "files")"
        if compiled.isEmpty { return scheduledFiles > 0 ? files : "none" }
        let modules = compiled.count > 6 ? "\(compiled.count) modules" : compiled.joined(separator: ", ")
        return scheduledFiles > 0 ? "\(modules) (\(files))" : modules
    }
}
