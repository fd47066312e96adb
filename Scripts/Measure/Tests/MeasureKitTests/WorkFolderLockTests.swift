import Foundation
import Testing

@testable import MeasureKit

@Suite("Work folder lock")
struct WorkFolderLockTests {
    @Test("a second run is refused while the first holds the folder, names the first's process, and leaves its lock")
    func secondRunRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let work = folder.path + "/bench"
        let first = try WorkFolderLock.acquire(for: work, command: "make bench")

        do {
            _ = try WorkFolderLock.acquire(for: work, command: "make bench")
            Issue.record("the second lock was taken")
        } catch {
            #expect(error.description.contains("another make bench is running (process \(getpid()))"))
            #expect(error.description.contains(first.path))
        }
        #expect(WorkFolderLock.owner(of: first.path) == getpid())
        withExtendedLifetime(first) {}
    }

    @Test("a run that ended removes its lock, so the next one goes ahead")
    func releasedOnEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let work = folder.path + "/scale"
        var first: WorkFolderLock? = try WorkFolderLock.acquire(for: work, command: "make scale")
        let path = try #require(first?.path)
        first = nil

        #expect(!FileManager.default.fileExists(atPath: path))
        let next = try WorkFolderLock.acquire(for: work, command: "make scale")
        #expect(WorkFolderLock.owner(of: next.path) == getpid())
    }

    @Test("a lock left by a killed run is taken over")
    func staleLockTakenOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A process that has ended: its id names no running process (ids are not reused this soon).
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        try folder.write("bench.lock/pid", "\(ended.processIdentifier)\n")
        #expect(!WorkFolderLock.isRunning(ended.processIdentifier))

        let lock = try WorkFolderLock.acquire(for: folder.path + "/bench", command: "make bench")

        #expect(WorkFolderLock.owner(of: lock.path) == getpid())
    }

    @Test("a lock whose id never comes is taken over after a short wait")
    func lockWithoutID() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/bench.lock", withIntermediateDirectories: true)

        let lock = try WorkFolderLock.acquire(for: folder.path + "/bench", command: "make bench")

        #expect(WorkFolderLock.owner(of: lock.path) == getpid())
    }
}
