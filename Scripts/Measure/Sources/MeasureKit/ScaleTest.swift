import Foundation

/// `Scripts/scale-test N [N...]`: how the repo's loop grows with the number of features.
///
/// For each N, in a copy of the repo (without build folders, under .build/scale), it generates N synthetic
/// features with its own minimal generator (`make feature` writes a whole feature that depends on no other
/// feature; this test needs each to depend on others): `Packages/Features/Gen<i>`, a package with one target
/// `Gen<i>Domain` that depends on the Domain core and on one or two earlier generated features' Domain
/// (Gen<i-1> and Gen<i/2>: a graph with depth ~N and fan-in), with a public type and a function over them.
/// App's AppComposition depends on all of them and imports them (one generated file), so the app build covers them
/// and the checker finds no redundant dependency. The copy becomes a git repository (one commit), and it
/// measures: the manifest graph load with a cold and a warm cache, `make check`'s script, a cold app build,
/// incremental builds after a body edit in one generated feature and after a public API edit in Gen1Domain
/// (which every feature reaches), and `make test-affected`'s selection after one file changed in Gen1Domain.
/// It prints a Markdown table, one row per N (also .build/scale/results.md), and removes each copy (KEEP=1
/// keeps them in .build/scale/n<N>).
public struct ScaleTest {
    public static let usage = "usage: Scripts/scale-test N [N...]   (make scale N=10)\n"

    struct Row {
        var n = 0
        var loadCold = 0.0
        var loadColdCPU = 0.0
        var loadWarm = 0.0
        var check = 0.0
        var checkOK = false
        var cold = 0.0
        var coldCPU = 0.0
        var body = 0.0
        var bodyModules = 0
        var api = 0.0
        var apiCPU = 0.0
        var apiModules = 0
        var affected = 0.0
        var affectedCount = 0
    }

    private let root: String
    private let sizes: [Int]

    public init(root: String, arguments: [String]) throws(MeasureError) {
        self.root = root
        var sizes: [Int] = []
        for word in arguments {
            guard let n = Int(word), n >= 1 else {
                throw MeasureError("\(word) is not a number of features (1 or more)")
            }
            sizes.append(n)
        }
        self.sizes = sizes.isEmpty ? [10] : sizes
    }

    public func run() throws(MeasureError) {
        let lock = try WorkFolderLock.acquire(for: root + "/.build/scale", command: "make scale")
        defer { withExtendedLifetime(lock) {} }
        var rows: [Row] = []
        for n in sizes {
            rows.append(try measure(n))
        }
        var lines = [
            "`Scripts/scale-test \(sizes.map(String.init).joined(separator: " "))` on "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(Format.utcMinute(Date())) (load average "
                + "\(Format.loadAverage().map { Format.fixed($0) } ?? "unknown") at the end; wall seconds, CPU "
                + "seconds in brackets)",
            "",
            "| N features | manifest graph load, cold cache | warm cache | make check | cold app build "
                + "| body edit in one feature | API edit in Gen1Domain (modules compiled) | test-affected selection "
                + "(packages) |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let f = { (value: Double) in Format.fixed(value) }
            lines.append(
                "| \(row.n) | \(f(row.loadCold)) (\(f(row.loadColdCPU))) | \(f(row.loadWarm)) "
                    + "| \(f(row.check))\(row.checkOK ? "" : " (findings!)") | \(f(row.cold)) (\(f(row.coldCPU))) "
                    + "| \(f(row.body)) (\(row.bodyModules) modules) "
                    + "| \(f(row.api)) (\(f(row.apiCPU)); \(row.apiModules) modules) "
                    + "| \(f(row.affected)) (\(row.affectedCount)) |")
        }
        Workspace(root: root, name: "scale").report(lines.joined(separator: "\n") + "\n")
    }

    private func measure(_ n: Int) throws(MeasureError) -> Row {
        let workspace = Workspace(root: root, name: "scale", copyName: "n\(n)")
        log("scale: N=\(n), copying the repo to \(workspace.copy)")
        try RepoCopy.make(of: root, at: workspace.copy)
        try SyntheticFeatures.generate(n, in: workspace.copy)
        var row = Row(n: n)
        let build = ["swift", "build", "--package-path", "App", "--product", "app"]
        // The checker binary, built once (not timed), then the graphs (make graph) so make check judges the
        // real state.
        try workspace.run(["Scripts/architecture-check", "--binary-path"])
        try workspace.run(["Scripts/graph"], check: false)
        try? FileManager.default.removeItem(atPath: workspace.copy + "/.build/architecture-check")
        let load = try workspace.run(["Scripts/architecture-check"], check: false)
        (row.loadCold, row.loadColdCPU) = (load.seconds, load.cpuSeconds)
        row.loadWarm = try workspace.run(["Scripts/architecture-check"], check: false).seconds
        let check = try workspace.run(["Scripts/check"], check: false)
        row.check = check.seconds
        row.checkOK = check.output.contains("0 errors") && check.output.contains("lint: clean")
        if !row.checkOK { log(String(check.output.suffix(3000))) }
        let cold = try workspace.run(build)
        (row.cold, row.coldCPU) = (cold.seconds, cold.cpuSeconds)
        try SyntheticFeatures.editBody(of: max(1, n / 2), count: 1, in: workspace.copy)
        let body = try workspace.run(build)
        (row.body, row.bodyModules) = (body.seconds, BuildLog(body.output).compiled.count)
        try SyntheticFeatures.editAPI(count: 1, in: workspace.copy)
        let api = try workspace.run(build)
        (row.api, row.apiCPU, row.apiModules) = (api.seconds, api.cpuSeconds, BuildLog(api.output).compiled.count)
        // test-affected: a git repository with one commit, then one file changed.
        for command in [
            ["git", "init", "-q"], ["git", "add", "-A"],
            ["git", "-c", "user.name=scale", "-c", "user.email=scale@example.invalid", "commit", "-qm", "base"],
        ] {
            try workspace.run(command)
        }
        try SyntheticFeatures.editAPI(count: 2, in: workspace.copy)
        let affected = try workspace.run(
            ["Scripts/test-affected"], environment: workspace.environment(["DRY_RUN": "1", "BASE": "HEAD"]))
        row.affected = affected.seconds
        row.affectedCount = affected.output.components(separatedBy: "\n  ").count - 1
        log("scale: N=\(n) done")
        if ProcessInfo.processInfo.environment["KEEP"] == nil {
            try? FileManager.default.removeItem(atPath: workspace.copy)
        }
        return row
    }
}
