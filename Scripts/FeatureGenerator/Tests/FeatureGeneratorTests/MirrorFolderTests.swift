import Foundation
import Testing

/// The generator's tests trust their copies of the repo to be the repo: a mirror that kept a stale file, lost an
/// executable bit or left a folder behind would make them pass or fail for the wrong reason.
@Suite("MirrorFolder")
struct MirrorFolderTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-\(UUID().uuidString)")
    private var source: URL { root.appendingPathComponent("source") }
    private var mirror: URL { root.appendingPathComponent("mirror") }

    private func write(_ text: String, _ path: String, in folder: URL, mode: Int = 0o644) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    }

    private func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: mirror.appendingPathComponent(path).path)[.posixPermissions]
            as? Int
    }

    @Test("the mirror ends up with the source's files, modes, folders and links, and nothing else")
    func mirrorsEverything() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("#!/bin/sh\n", "Scripts/tool", in: source, mode: 0o755)
        try write("same\n", "README.md", in: source)
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: source.appendingPathComponent("link").path, withDestinationPath: "README.md")
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("Folder"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: source.appendingPathComponent("was-a-folder").path, withDestinationPath: "Folder")
        try FileManager.default.createSymbolicLink(
            atPath: source.appendingPathComponent("was-a-file").path, withDestinationPath: "README.md")
        // The source's own build folders and git are not copied.
        try write("built\n", "Packages/Core/.build/debug/x", in: source)
        try write("xcode's\n", "Packages/Core/.swiftpm/settings", in: source)
        try write("git's\n", ".git/HEAD", in: source)
        // What the mirror holds from an earlier run: a stale copy, a gone folder, a file where a folder now is, a
        // folder where a file now is, a link that points elsewhere, a folder and a file where links now are, and
        // what a failed run may have left: a `.swiftpm`, a `.git` below the root and one at the root.
        try write("old\n", "README.md", in: mirror)
        try write("gone\n", "Packages/Features/Probe/Sources/Probe.swift", in: mirror)
        try write("a file\n", "Empty", in: mirror)
        try write("inside\n", "Scripts/tool/inside", in: mirror)
        try FileManager.default.createSymbolicLink(
            atPath: mirror.appendingPathComponent("link").path, withDestinationPath: "elsewhere")
        try write("in a folder\n", "was-a-folder/inside", in: mirror)
        try write("a file\n", "was-a-file", in: mirror)
        try write("the mirror's own\n", ".build/kept", in: mirror)
        try write("left over\n", "Packages/.swiftpm/settings", in: mirror)
        try write("left over\n", "App/.git/HEAD", in: mirror)
        try write("left over\n", ".git/HEAD", in: mirror)

        try MirrorFolder.sync(from: source, to: mirror)

        let entries = try FileTree.entries(in: mirror) { name, _ in name == ".build" }
        #expect(
            entries == [
                "Scripts": .folder, "Scripts/tool": .file, "README.md": .file, "Empty": .folder, "Folder": .folder,
                "link": .link("README.md"), "was-a-folder": .link("Folder"), "was-a-file": .link("README.md"),
                "Packages": .folder, "Packages/Core": .folder,
            ])
        #expect(try String(contentsOf: mirror.appendingPathComponent("README.md"), encoding: .utf8) == "same\n")
        #expect(try String(contentsOf: mirror.appendingPathComponent("Scripts/tool"), encoding: .utf8) == "#!/bin/sh\n")
        #expect(try mode("Scripts/tool") == 0o755)
        #expect(FileManager.default.fileExists(atPath: mirror.appendingPathComponent(".build/kept").path))
    }

    @Test("what the mirror is told to keep at its root stays, with what it holds")
    func keptEntriesStay() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("text\n", "a.txt", in: source)
        try write("ref: refs/heads/main\n", ".git/HEAD", in: mirror)
        try write("left over\n", "Sub/.git/HEAD", in: mirror)

        try MirrorFolder.sync(from: source, to: mirror, keeping: [".git"])

        let entries = try FileTree.entries(in: mirror) { _, _ in false }
        #expect(entries == ["a.txt": .file, ".git": .folder, ".git/HEAD": .file])
    }

    @Test("a file whose bytes and mode match is left as it is, and a changed mode alone is copied")
    func unchangedFilesStay() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("text\n", "a.txt", in: source)
        try write("#!/bin/sh\n", "run", in: source, mode: 0o755)
        try MirrorFolder.sync(from: source, to: mirror)
        // A date no write can give it: a rewritten file would have the time of the write.
        let marked = Date(timeIntervalSince1970: 1_000_000_000)
        let text = mirror.appendingPathComponent("a.txt").path
        try FileManager.default.setAttributes([.modificationDate: marked], ofItemAtPath: text)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: mirror.appendingPathComponent("run").path)

        try MirrorFolder.sync(from: source, to: mirror)

        #expect(try FileManager.default.attributesOfItem(atPath: text)[.modificationDate] as? Date == marked)
        #expect(try mode("run") == 0o755)
    }

    @Test("it says whether it changed the mirror: after every kind of difference, and never when there is none")
    func reportsChanges() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        try write("text\n", "Sources/a.txt", in: source)
        #expect(try MirrorFolder.sync(from: source, to: mirror))
        #expect(try !MirrorFolder.sync(from: source, to: mirror))

        let edits: [(String, () throws -> Void)] = [
            ("new bytes", { try self.write("other\n", "Sources/a.txt", in: self.source) }),
            ("a new mode", { try self.write("other\n", "Sources/a.txt", in: self.source, mode: 0o755) }),
            (
                "an empty folder",
                {
                    try files.createDirectory(
                        at: self.source.appendingPathComponent("Empty"), withIntermediateDirectories: true)
                }
            ),
            (
                "a link",
                {
                    try files.createSymbolicLink(
                        atPath: self.source.appendingPathComponent("link").path, withDestinationPath: "Sources")
                }
            ),
            ("a file gone", { try files.removeItem(at: self.source.appendingPathComponent("Sources/a.txt")) }),
            ("a leftover in the mirror", { try self.write("left\n", "Sources/left.txt", in: self.mirror) }),
        ]
        for (name, edit) in edits {
            try edit()
            #expect(try MirrorFolder.sync(from: source, to: mirror), "\(name)")
            #expect(try !MirrorFolder.sync(from: source, to: mirror), "\(name), synced again")
        }
        // The mirror's own build folder is not a change.
        try write("built\n", ".build/debug/x", in: mirror)
        #expect(try !MirrorFolder.sync(from: source, to: mirror))
    }
}
