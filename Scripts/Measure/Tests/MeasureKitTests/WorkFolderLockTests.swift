import DataTesting
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
        let first = try WorkFolderLock.acquire(for: work, command: "measure rebuild")

        do {
            _ = try WorkFolderLock.acquire(for: work, command: "measure rebuild")
            Issue.record("the second lock was taken")
        } catch {
            #expect(error.description.contains("another measure rebuild is running (process \(getpid()))"))
            #expect(error.description.contains(work))
        }
        // Still held: a third run is refused too.
        #expect(throws: MeasureError.self) { try WorkFolderLock.acquire(for: work, command: "measure rebuild") }
        #expect(WorkFolderLock.owner(of: first.path) == getpid())
        withExtendedLifetime(first) {}
    }

    @Test("a run that ended lets go of the lock, so the next one goes ahead")
    func releasedOnEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let work = folder.path + "/scale"
        var first: WorkFolderLock? = try WorkFolderLock.acquire(for: work, command: "measure test")
        #expect(first != nil)
        first = nil

        let next = try WorkFolderLock.acquire(for: work, command: "measure test")
        #expect(WorkFolderLock.owner(of: next.path) == getpid())
    }

    @Test("a lock file left by a run that was killed does not stop the next run")
    func leftoverFileIgnored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // What a killed run leaves: its id in the file, and no lock (the system let go of it with the process).
        try folder.write("bench.lock", "999999\n")

        let lock = try WorkFolderLock.acquire(for: folder.path + "/bench", command: "measure rebuild")

        #expect(WorkFolderLock.owner(of: lock.path) == getpid())
    }
}
