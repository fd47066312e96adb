import Foundation

/// A manifest read from disk: the parsed `dump-package` and the text of `Package.swift` (for line numbers).
public struct LoadedManifest: Sendable {
    public var manifest: PackageManifest
    public var text: String
}

/// Reads manifests with `swift package dump-package`, several at a time, and caches each result under a hash of
/// the manifest's text and folder, so an unchanged manifest is never evaluated twice.
public struct ManifestLoader: Sendable {
    private static let cacheVersion = "4"
    private let root: String
    private let cacheFolder: String
    private let temporaryFolder: String

    /// A loader for packages under `root`, caching in `cacheFolder` and giving SwiftPM `temporaryFolder` as
    /// `TMPDIR` (it leaves folders behind otherwise).
    public init(root: String, cacheFolder: String, temporaryFolder: String) {
        self.root = root
        self.cacheFolder = cacheFolder
        self.temporaryFolder = temporaryFolder
    }

    /// Loads the manifests of the package folders (absolute paths), keyed by folder.
    public func load(_ folders: [String]) -> [String: Result<LoadedManifest, CheckError>] {
        try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: temporaryFolder, withIntermediateDirectories: true)
        let unique = Array(Set(folders))
        return Dictionary(uniqueKeysWithValues: zip(unique, unique.concurrentMap { loadOne($0) }))
    }

    /// The cache file's name: FNV-1a (64 bits) of the folder and the manifest, plenty to tell a repo's manifests
    /// apart without a cryptographic hash, which Foundation on Linux lacks.
    static func cacheKey(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(hash, radix: 16)
    }

    private func loadOne(_ folder: String) -> Result<LoadedManifest, CheckError> {
        let manifestPath = folder + "/Package.swift"
        guard let data = FileManager.default.contents(atPath: manifestPath) else {
            return .failure(CheckError("\(manifestPath) cannot be read"))
        }
        let folderKey = "\(Self.cacheVersion)\n\(PathUtilities.relative(folder, from: root))\n"
        let cacheFile = "\(cacheFolder)/\(Self.cacheKey(Array(folderKey.utf8) + Array(data))).json"
        let text = String(decoding: data, as: UTF8.self)
        if let cached = FileManager.default.contents(atPath: cacheFile),
            let manifest = try? JSONDecoder().decode(PackageManifest.self, from: cached)
        {
            return .success(LoadedManifest(manifest: manifest, text: text))
        }
        do {
            let manifest = try DumpPackageParser.parse(try dumpPackage(folder), packageFolder: folder)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try? encoder.encode(manifest).write(to: URL(fileURLWithPath: cacheFile), options: .atomic)
            return .success(LoadedManifest(manifest: manifest, text: text))
        } catch {
            return .failure(error as? CheckError ?? CheckError("\(manifestPath): \(error)"))
        }
    }

    private func dumpPackage(_ folder: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", folder, "dump-package"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder]) { $1 }
        // Errors go to a file, not a second pipe that could fill up while the first is read to its end.
        let errorFile = "\(temporaryFolder)/dump-package-\(UUID().uuidString).err"
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        let errorHandle = FileHandle(forWritingAtPath: errorFile)
        process.standardError = errorHandle
        defer { try? errorHandle?.close() }
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CheckError("cannot start `swift package dump-package`: \(error.localizedDescription)")
        }
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = FileManager.default.contents(atPath: errorFile).map { String(decoding: $0, as: UTF8.self) }
            let firstError = message?.split(separator: "\n").first { $0.contains("error") } ?? "no message"
            throw CheckError("\(folder)/Package.swift does not load: \(firstError)")
        }
        return json
    }
}
