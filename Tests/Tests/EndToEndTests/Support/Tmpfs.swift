import Foundation

/// A tiny tmpfs mounted for one test, for disk faults no permission bit can fake for root: a full disk and a
/// read-only file system. Needs root and permission to mount; `available` says whether this machine allows it.
struct Tmpfs {
    let folder: URL

    /// True when a tmpfs can be mounted here (root in a machine or container that allows `mount`).
    static let available: Bool = {
        guard geteuid() == 0, let probe = try? Tmpfs(kilobytes: 16) else { return false }
        probe.unmount()
        return true
    }()

    /// Mounts a fresh tmpfs of `kilobytes` on a new folder under the temporary directory.
    init(kilobytes: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-tmpfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", folder.path]) else {
            try? FileManager.default.removeItem(at: folder)
            throw AppBinaryError(message: "cannot mount a tmpfs on \(folder.path)")
        }
    }

    /// Makes the file system read-only (or writable again).
    func remount(readOnly: Bool) throws {
        guard Self.mount(["-o", readOnly ? "remount,ro" : "remount,rw", folder.path]) else {
            throw AppBinaryError(message: "cannot remount \(folder.path)")
        }
    }

    /// Fills the free space with a file, so the next write fails with "No space left on device".
    func fill() {
        let filler = folder.appendingPathComponent("filler")
        FileManager.default.createFile(atPath: filler.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: filler) else { return }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        try? handle.close()
    }

    func unmount() {
        _ = Self.run("/bin/umount", [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    private static func mount(_ arguments: [String]) -> Bool {
        run("/bin/mount", arguments)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
