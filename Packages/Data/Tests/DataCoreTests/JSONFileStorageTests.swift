import DataCore
import DataTesting
import DomainCore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("JSONFileStorage with real files")
struct JSONFileStorageTests {
    private struct Note: Codable, Equatable, Sendable {
        var title: String
        var done: Bool
    }

    private let savedAt = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28T20:26:40Z

    private func store<V>(_ url: URL, _ type: V.Type = V.self, version: Int = 1) -> JSONFileStorage<V> {
        JSONFileStorage<V>(fileURL: url, formatVersion: version, dates: .fixed(savedAt))
    }

    @Test("load gives nil when there is no file, and creates nothing")
    func loadMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let value = try store(folder.file("sub/notes.json"), [Note].self).load()

        #expect(value == nil)
        #expect(try folder.names().isEmpty)
    }

    @Test("a saved value loads back equal")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let notes = [Note(title: "Buy milk", done: false), Note(title: "Écrire", done: true)]

        try store(folder.file("notes.json"), [Note].self).save(notes)

        #expect(try store(folder.file("notes.json"), [Note].self).load() == notes)
    }

    @Test("the file is an envelope with format version, save date and value")
    func envelope() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        try store(folder.file("count.json"), Int.self, version: 3).save(42)

        let text = try String(contentsOf: folder.file("count.json"), encoding: .utf8)
        #expect(
            text == "{\n  \"formatVersion\" : 3,\n  \"savedAt\" : \"2026-05-28T20:26:40.000Z\",\n  \"value\" : 42\n}")
    }

    @Test("saving creates a missing folder, readable only by its owner")
    func createsFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        try store(folder.file("a/b/count.json"), Int.self).save(1)

        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("a/b").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test("repeated saves leave only the file and its lock file, no temporary files")
    func noTemporaryFilesLeft() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let counter = store(folder.file("count.json"), Int.self)

        for value in 1...5 { try counter.save(value) }

        #expect(try folder.names() == ["count.json", "count.json.lock"])
        #expect(try counter.load() == 5)
    }

    @Test("a temporary file left by a killed writer is cleaned up by the next write")
    func leftoverTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("{\"formatVersion\":1,\"val".utf8).write(to: folder.file(".count.json.tmp-99999-abc"))

        try store(folder.file("count.json"), Int.self).update(default: 0) { $0 += 1 }

        #expect(try folder.names() == ["count.json", "count.json.lock"])
    }

    @Test("update starts from the default, returns the body's result and persists the change")
    func update() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let notes = store(folder.file("notes.json"), [Note].self)

        let count = try notes.update(default: []) { notes -> Int in
            notes.append(Note(title: "First", done: false))
            return notes.count
        }

        #expect(count == 1)
        #expect(try notes.load() == [Note(title: "First", done: false)])
    }

    @Test("an update whose body throws writes nothing, and the body's error comes back as it was")
    func updateBodyThrows() throws {
        let refused = DomainError.validation(field: "count", rule: .outOfRange(100, minimum: nil, maximum: 99))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let counter = store(folder.file("count.json"), Int.self)
        try counter.save(7)

        #expect(throws: refused) {
            try counter.update(default: 0) { value throws(DomainError) in
                value = 100
                throw refused
            }
        }
        #expect(try counter.load() == 7)
    }

    @Test("an update reading through a mapper: a record it refuses makes the file corrupt, kept and not written")
    func updateThroughMapper() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("count.json")
        let counter = store(file, Int.self)
        try counter.save(-3)
        let before = try Data(contentsOf: file)
        let positive = { (value: Int) throws(RuleViolation) -> Int in
            guard value >= 0 else {
                throw RuleViolation(
                    record: nil, field: "count", rule: .outOfRange(Decimal(value), minimum: 0, maximum: nil))
            }
            return value
        }

        #expect(throws: DomainError.self) {
            try counter.update(default: 0, reading: positive) { value, count throws(DomainError) in value = count + 1 }
        }
        #expect(try Data(contentsOf: file) == before)

        try counter.save(4)
        let seen = try counter.update(default: 0, reading: positive) { value, count throws(DomainError) -> Int in
            value = count + 1
            return count
        }
        #expect(seen == 4)
        #expect(try counter.load() == 5)
    }

    @Test(
        "a file that does not decode is reported as corrupt and copied aside, the original left untouched",
        arguments: [
            (
                "{\"formatVersion\":1,",
                .unreadable(.init(problem: .notJSON(.invalid(start: "\"{\"formatVersion\":1,\"")))),
            ),
            (
                "{\"formatVersion\":1,\"savedAt\":\"x\",\"value\":\"many\"}",
                .unreadable(.init(field: "value", problem: .expected(.number, found: .string)))
            ),
            ("{\"value\":3}", .unreadable(.init(field: "formatVersion", problem: .missingField))),
            ("{\"formatVersion\":2,\"savedAt\":\"x\",\"value\":3}", .unsupportedVersion(found: 2, supported: 1)),
            ("{\"formatVersion\":0,\"savedAt\":\"x\",\"value\":3}", .unsupportedVersion(found: 0, supported: 1)),
        ] as [(String, DomainError.Flaw)]
    )
    func corruptFile(contents: String, flaw: DomainError.Flaw) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("count.json")
        try Data(contents.utf8).write(to: file)
        let copy = folder.file("count.json.corrupt-20260528T202640").path

        #expect(throws: DomainError.corruptData(source: .file(file.path), flaw: flaw, keptAside: copy)) {
            try store(file, Int.self).load()
        }
        #expect(try Data(contentsOf: file) == Data(contents.utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(contents.utf8))
    }

    @Test("a file that is not UTF-8 is reported as corrupt")
    func invalidUTF8() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("count.json")
        try Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]).write(to: file)

        #expect(
            throws: DomainError.corruptData(
                source: .file(file.path),
                flaw: .unreadable(.init(problem: .notJSON(.notUTF8))),
                keptAside: folder.file("count.json.corrupt-20260528T202640").path)
        ) {
            try store(file, Int.self).load()
        }
    }

    @Test("save and update refuse to overwrite a corrupt file, and keep one copy aside")
    func neverOverwritesCorruptFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("count.json")
        try Data("not json".utf8).write(to: file)
        let counter = store(file, Int.self)

        #expect(throws: DomainError.self) { try counter.save(1) }
        #expect(throws: DomainError.self) { try counter.update(default: 0) { $0 += 1 } }

        #expect(try Data(contentsOf: file) == Data("not json".utf8))
        #expect(try folder.names() == ["count.json", "count.json.corrupt-20260528T202640", "count.json.lock"])
    }

    @Test("a path under a regular file gives a storage error naming it")
    func notADirectory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("x".utf8).write(to: folder.file("plain"))

        #expect(throws: DomainError.storage(path: folder.file("plain").path, cause: .system(detail: "Not a directory")))
        {
            try store(folder.file("plain/count.json"), Int.self).save(1)
        }
    }

    @Test("a read-only folder gives a storage error with the system's reason")
    func readOnlyFolder() throws {
        // Where the unprivileged child can reach it, wherever the repo was cloned and whoever runs the tests.
        let folder = try TemporaryFolder.reachableByEveryone()
        defer { folder.remove() }
        let locked = folder.file("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        let file = locked.appendingPathComponent("count.json")

        // A separate process, so it can drop root privileges (root ignores permission bits).
        let outcome = StressTool.finish(try StressTool.start(["save", file.path, "1", "--as-nobody"]))

        #expect(outcome.status == 1)
        #expect(
            outcome.errorOutput
                == String(
                    describing: DomainError.storage(
                        path: file.path, cause: .system(detail: "Permission denied"), untouched: true)))
    }

    @Test("a lock another process keeps is waited for until the deadline, then refused with a sentence")
    func lockHeldElsewhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("count.json")
        try JSONFileStorage<Int>(fileURL: file, dates: .fixed(savedAt)).save(1)
        // Another open file description of the lock file: `flock` treats it as another process.
        let holder = open(file.path + ".lock", O_RDWR)
        defer { close(holder) }
        try #require(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        let store = JSONFileStorage<Int>(fileURL: file, dates: .fixed(savedAt), lockTimeout: 0.2)
        let start = ContinuousClock.now

        #expect(
            throws: DomainError.storage(path: file.path, cause: .inUse(seconds: 0.2), untouched: true)
        ) {
            try store.update(default: 0) { $0 += 1 }
        }
        #expect(ContinuousClock.now - start >= .milliseconds(200))
        #expect(try store.load() == 1)

        _ = flock(holder, LOCK_UN)
        try store.update(default: 0) { $0 += 1 }
        #expect(try store.load() == 2)
    }

    @Test("a file over the size limit is refused with its own sentence, without being read, copied or replaced")
    func oversizedFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("count.json")
        let big = Data(repeating: UInt8(ascii: " "), count: 300_000)
        try big.write(to: file)
        let counter = JSONFileStorage<Int>(fileURL: file, dates: .fixed(savedAt), maxFileBytes: 100_000)
        let refused = DomainError.storage(
            path: file.path, cause: .tooLarge(bytes: 300_000, limit: 100_000), untouched: true)

        #expect(throws: refused) { try counter.load() }
        #expect(throws: refused) { try counter.update(default: 0) { $0 += 1 } }
        #expect(throws: refused) { try counter.save(1) }

        #expect(try Data(contentsOf: file) == big)
        #expect(try folder.names() == ["count.json", "count.json.lock"])
    }

    @Test("two processes updating the same file at once lose no update")
    func concurrentProcesses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("shared/count.json")

        let first = try StressTool.start(["increment", file.path, "100"])
        let second = try StressTool.start(["increment", file.path, "100"])
        let outcomes = [StressTool.finish(first), StressTool.finish(second)]

        #expect(outcomes.map(\.status) == [0, 0])
        #expect(try store(file, Int.self).load() == 200)
    }
}
