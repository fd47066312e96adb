import Foundation
import Testing

/// A feature with a data file: the file's name and a command that writes it.
struct StoredFeature: Sendable, CustomTestStringConvertible {
    let file: String
    let write: [String]
    let read: [String]

    static let todos = StoredFeature(file: "todos.json", write: ["todos", "add", "Buy milk"], read: ["todos"])
    static let cart = StoredFeature(file: "cart.json", write: ["cart", "add", "1"], read: ["cart"])
    static let all = [todos, cart]
    /// The order history: read by `cart orders`, and checked before a checkout changes anything.
    static let orders = StoredFeature(file: "orders.json", write: ["cart", "checkout"], read: ["cart", "orders"])

    var testDescription: String { file }
}

/// Damaged or foreign contents for a data file.
struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: @Sendable () -> Data

    var testDescription: String { name }

    static let all: [Damage] = [
        Damage(name: "truncated JSON") {
            Data(#"{"formatVersion":1,"savedAt":"2025-01-01T00:00:00Z","value":[{"#.utf8)
        },
        Damage(name: "valid JSON of the wrong shape") {
            Data(#"{"formatVersion":1,"savedAt":"2025-01-01T00:00:00Z","value":{"unexpected":[1,2,3]}}"#.utf8)
        },
        Damage(name: "not our envelope at all") { Data(#"[{"id":1},{"id":2}]"#.utf8) },
        Damage(name: "a newer format version") {
            Data(#"{"formatVersion":99,"savedAt":"2030-01-01T00:00:00Z","value":{"v99":true}}"#.utf8)
        },
        Damage(name: "invalid UTF-8") { Data([0xFF, 0xFE, 0x7B, 0x22, 0xC3, 0x28, 0x22, 0x7D]) },
        Damage(name: "deeply nested arrays") {
            Data(
                #"{"formatVersion":1,"savedAt":"x","value":"#.utf8 + Data(repeating: UInt8(ascii: "["), count: 100_000))
        },
    ]
}

@Suite("app with damaged, foreign and unreachable data")
struct StorageFaultTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("app-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func run(_ arguments: [String], data: URL) async throws -> AppRun {
        try await AppProcess.run(arguments, environment: ["APP_DATA_DIR": data.path], limit: .seconds(30))
    }

    // MARK: - Damaged and foreign data

    @Test(
        "a damaged file fails reading and writing commands with 65, names a kept-aside copy, and is left as it was",
        arguments: StoredFeature.all + [.orders], Damage.all)
    func damaged(feature: StoredFeature, damage: Damage) async throws {
        let data = try folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let file = data.appendingPathComponent(feature.file)
        let bytes = damage.bytes()
        try bytes.write(to: file)

        var runs: [AppRun] = []
        for command in [feature.read, feature.write] {
            let run = try await run(command, data: data)
            runs.append(run)

            #expect(run.status == 65, "\(command): \(run.stderr.prefix(300))")
            #expect(run.stdout.isEmpty)
            #expect(run.errorLines.count == 1)
            #expect(run.stderr.hasPrefix("\(file.path) cannot be read as data:"))
            #expect(run.duration < .seconds(10))
        }
        // One copy, made by the first run; the second found the file as damaged and names the same copy.
        let copies = try FileManager.default.contentsOfDirectory(atPath: data.path)
            .filter { $0.hasPrefix(feature.file + ".corrupt-") }
        #expect(copies.count == 1)
        let copy = data.appendingPathComponent(copies.first ?? "?")
        for run in runs {
            #expect(run.stderr.contains("A copy was kept at \(copy.path)."), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: file) == bytes)
        #expect(try Data(contentsOf: copy) == bytes)
    }

    @Test(
        "a file over the 16 MB limit fails with 74 saying how large it is, unread, uncopied and left as it was",
        arguments: StoredFeature.all + [.orders])
    func oversized(feature: StoredFeature) async throws {
        let data = try folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let file = data.appendingPathComponent(feature.file)
        // 50 MB that cost nothing to write: the start of a document, then a hole the file system reads as zeros.
        // The app must refuse by the size alone, so what follows the start never matters.
        let start = Data(#"{"formatVersion":1,"savedAt":"x","value":["#.utf8)
        try start.write(to: file)
        let writer = try FileHandle(forWritingTo: file)
        try writer.truncate(atOffset: UInt64(start.count) + 50_000_000)
        try writer.close()
        let before = try fingerprint(of: file, start: start.count)
        #expect(before.size == Int64(start.count) + 50_000_000)

        for command in [feature.read, feature.write] {
            let run = try await run(command, data: data)

            #expect(run.status == 74, "\(command): \(run.stderr.prefix(300))")
            #expect(run.stdout.isEmpty)
            #expect(
                run.errorLines == [
                    "Cannot use \(file.path): it is 50.0 MB, larger than the 16.0 MB this app reads; it was left as it was."
                ])
            #expect(run.duration < .seconds(10))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).allSatisfy { !$0.contains(".corrupt-") })
        #expect(try fingerprint(of: file, start: start.count) == before)
    }

    /// What any write to the file would change: its inode (the app replaces a file by renaming a new one over
    /// it), its size, its modification time and its first bytes.
    private struct Fingerprint: Equatable {
        let inode: Int64
        let size: Int64
        let modified: Date
        let start: Data
    }

    private func fingerprint(of file: URL, start: Int) throws -> Fingerprint {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        let reader = try FileHandle(forReadingFrom: file)
        defer { try? reader.close() }
        return Fingerprint(
            inode: try #require((attributes[.systemFileNumber] as? NSNumber)?.int64Value),
            size: try #require((attributes[.size] as? NSNumber)?.int64Value),
            modified: try #require(attributes[.modificationDate] as? Date),
            start: try reader.read(upToCount: start) ?? Data())
    }

    // MARK: - Disk faults

    @Test(
        "a data folder that is a file fails with 74 naming it, and the file is left as it was",
        arguments: StoredFeature.all)
    func folderIsAFile(feature: StoredFeature) async throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let data = parent.appendingPathComponent("data")
        try Data("not a folder".utf8).write(to: data)

        let run = try await run(feature.write, data: data)

        #expect(run.status == 74)
        #expect(run.errorLines == ["Cannot use \(data.path): Not a directory."])
        #expect(try Data(contentsOf: data) == Data("not a folder".utf8))
    }

    @Test("a data folder whose parents are missing is created, owner only", arguments: StoredFeature.all)
    func missingParents(feature: StoredFeature) async throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let data = parent.appendingPathComponent("a/b/c/data")

        let run = try await run(feature.write, data: data)

        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent(feature.file).path))
        let mode = try FileManager.default.attributesOfItem(atPath: data.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }

    @Test(
        "every file either store writes is the owner's alone (0600), in a folder others may read, whatever the umask",
        arguments: ["022", "000"])
    func privateFiles(umask: String) async throws {
        let data = try folder()
        defer { try? FileManager.default.removeItem(at: data) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.path)
        for store in ["file", "sqlite"] {
            for command in [["todos", "add", "Buy milk"], ["cart", "add", "1"], ["cart", "checkout"]] {
                let run = try await AppProcess.run(
                    ["--store", store] + command, environment: ["APP_DATA_DIR": data.path], umask: umask)
                try #require(run.status == 0, "\(store) \(command): \(run.stderr)")
            }
        }

        let files = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(Set(["todos.json", "cart.json", "orders.json", "app.sqlite"]).isSubset(of: files), "\(files)")
        for file in files {
            let mode =
                try FileManager.default.attributesOfItem(atPath: data.appendingPathComponent(file).path)[
                    .posixPermissions] as? Int
            #expect(mode == 0o600, "\(file) is \(String(mode ?? 0, radix: 8))")
        }
    }

    @Test(
        "a full disk fails a write with 74 and the system's reason, leaving the data and no temporary file",
        .enabled(if: Tmpfs.available, "needs root and permission to mount a tmpfs"), arguments: StoredFeature.all)
    func fullDisk(feature: StoredFeature) async throws {
        let disk = try Tmpfs(kilobytes: 64)
        defer { disk.unmount() }
        let data = disk.folder.appendingPathComponent("data")
        let first = try await run(feature.write, data: data)
        let file = data.appendingPathComponent(feature.file)
        let before = try Data(contentsOf: file)
        disk.fill()

        let run = try await run(feature.write, data: data)

        #expect(first.status == 0)
        #expect(run.status == 74)
        #expect(run.errorLines == ["Cannot use \(file.path): No space left on device; it was left as it was."])
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).allSatisfy { !$0.contains(".tmp-") })
        #expect(try await self.run(feature.read, data: data).status == 0)
    }

    @Test(
        "a read-only file system fails a write with 74 and the system's reason; reading still works",
        .enabled(if: Tmpfs.available, "needs root and permission to mount a tmpfs"), arguments: StoredFeature.all)
    func readOnlyDisk(feature: StoredFeature) async throws {
        let disk = try Tmpfs(kilobytes: 256)
        defer { disk.unmount() }
        let data = disk.folder.appendingPathComponent("data")
        let first = try await run(feature.write, data: data)
        let file = data.appendingPathComponent(feature.file)
        let before = try Data(contentsOf: file)
        try disk.remount(readOnly: true)

        let run = try await run(feature.write, data: data)
        let read = try await self.run(feature.read, data: data)
        let fresh = try await self.run(feature.write, data: disk.folder.appendingPathComponent("new"))

        #expect(first.status == 0)
        #expect(run.status == 74)
        #expect(run.errorLines == ["Cannot use \(file.path): Read-only file system; it was left as it was."])
        #expect(try Data(contentsOf: file) == before)
        #expect(read.status == 0)
        #expect(fresh.status == 74)
        #expect(fresh.stderr.contains("Read-only file system"))
    }
}
