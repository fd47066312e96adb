import DataCore
import DataTesting
import DomainCore
import Foundation
import Testing

@Suite("Staged replacements of several files, all or none")
struct StagedReplacementTests {
    private let now = DateGenerator.fixed(Date(timeIntervalSince1970: 1_780_000_000))

    @Test("every staged file is written, and each loads back")
    func commitsAll() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = JSONFileStorage<[String]>(fileURL: folder.file("data/a.json"), dates: now)
        let second = JSONFileStorage<Int>(fileURL: folder.file("data/b.json"), dates: now)
        try first.save(["old"])

        try StagedReplacement.commit([try first.staged(["new"]), try second.staged(7)])

        #expect(try first.load() == ["new"])
        #expect(try second.load() == 7)
    }

    @Test("when one file cannot be written, the ones written before it get their old contents back")
    func rollsBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let kept = JSONFileStorage<[String]>(fileURL: folder.file("a.json"), dates: now)
        try kept.save(["old"])
        let before = try Data(contentsOf: folder.file("a.json"))
        // A name the file system takes, but whose temporary file (".<name>.tmp-…") is too long for it.
        let longName = String(repeating: "b", count: 240) + ".json"
        let failing = JSONFileStorage<Int>(fileURL: folder.file(longName), dates: now)

        #expect(throws: DomainError.self) {
            try StagedReplacement.commit([try kept.staged(["new"]), try failing.staged(1)])
        }
        #expect(try Data(contentsOf: folder.file("a.json")) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.file(longName).path))
        #expect(try folder.names().allSatisfy { !$0.contains(".tmp-") })
    }

    @Test("a file that cannot be read stops the commit before anything is written")
    func refusesCorrupt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = JSONFileStorage<[String]>(fileURL: folder.file("a.json"), dates: now)
        try first.save(["old"])
        let before = try Data(contentsOf: folder.file("a.json"))
        try Data("{ damaged".utf8).write(to: folder.file("b.json"))
        let damaged = JSONFileStorage<Int>(fileURL: folder.file("b.json"), dates: now)

        #expect {
            try StagedReplacement.commit([try first.staged(["new"]), try damaged.staged(1)])
        } throws: { error in
            guard case let .corruptData(source, _, _)? = error as? DomainError else { return false }
            return source == .file(folder.file("b.json").path)
        }
        #expect(try Data(contentsOf: folder.file("a.json")) == before)
    }

    @Test("a named file that is missing is a storage failure in the system's words")
    func namedFileMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("nope.json").path

        #expect(throws: DomainError.storage(path: path, cause: .system(detail: "No such file or directory"))) {
            try NamedFile.read(path, limit: 100)
        }
    }

    @Test("a named file larger than the limit is not read")
    func namedFileTooLarge() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("big.json").path
        try Data(count: 101).write(to: URL(fileURLWithPath: path))

        #expect(
            throws: DomainError.storage(path: path, cause: .tooLarge(bytes: 101, limit: 100), untouched: true)
        ) {
            try NamedFile.read(path, limit: 100)
        }
    }
}
