import Foundation

/// `measure test`: a cold and a warm `make test`, and `make test-affected` after a committed body edit in
/// CatalogData, in a copy of the repo that is a git repository of its own, as a clone is.
public struct TestLoop {
    private let workspace: Workspace
    private let repeats = 2

    public static func run(root: String) throws(MeasureError) {
        let test = TestLoop(workspace: Workspace(root: root, name: "measure/test"))
        try test.workspace.inFreshCopy(command: "measure test") { () throws(MeasureError) in try test.measure() }
    }

    private func measure() throws(MeasureError) {
        let git = [
            "git", "-c", "user.name=measure", "-c", "user.email=measure@example.invalid", "-c",
            "core.hooksPath=/dev/null",
        ]
        try workspace.run(["git", "init", "-q", "."])
        try workspace.run(git + ["add", "-A"])
        try workspace.run(git + ["commit", "-qm", "measure"])
        let edit = RebuildScope.bodyEdit
        let cold = try makeTest(["make", "test"], name: "cold")
        let warm = try (1...repeats).map { _ throws(MeasureError) in try makeTest(["make", "test"], name: "warm") }
        var affected: [Double] = []
        for count in 1...repeats {
            try edit.apply(to: workspace.copy + "/" + edit.file, count: count)
            try workspace.run(git + ["commit", "-qam", "edit \(count)"])
            affected.append(try makeTest(["make", "test-affected", "BASE=HEAD~1"], name: "affected"))
        }
        let rows: [(String, Double, Double?)] = [
            ("cold, no build folder", cold, nil),
            ("warm, nothing changed", warm.min()!, 20),
            ("`make test-affected BASE=HEAD~1` after a body edit in CatalogData", affected.min()!, 15),
        ]
        var lines = [
            "`make test`, \(Format.utcMinute(Date())): the best of \(repeats) runs (cold: one), wall seconds",
            "",
            "| run | seconds | target |",
            "|---|---:|---:|",
        ]
        for (label, seconds, target) in rows {
            lines.append("| \(label) | \(Format.fixed(seconds)) | \(Format.target(seconds, target, unit: " s")) |")
        }
        workspace.report(lines.joined(separator: "\n") + "\n")
    }

    /// The wall seconds of `command` in the copy; a failure stops the measurement, its output kept in the work folder.
    private func makeTest(_ command: [String], name: String) throws(MeasureError) -> Double {
        let result = try workspace.run(command, check: false)
        let log = workspace.work + "/make-test-\(name).txt"
        try? result.output.write(toFile: log, atomically: true, encoding: .utf8)
        guard result.status == 0 else { throw MeasureError("\(command.joined(separator: " ")) failed: see \(log)") }
        return result.seconds
    }
}
