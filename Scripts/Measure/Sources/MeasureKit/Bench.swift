import Foundation

/// `make bench`: what the modules cost and save in the developer loop, measured side by side.
///
/// In a copy of the repo (without build folders or .git, under .build/bench), it builds the app and measures
/// five scenarios, each the median of `--repeats` runs after one warm-up run (cold builds: `--cold-repeats`
/// runs, no warm-up): a cold build; a null build; an implementation-only edit in a feature's Data target (a
/// statement added to a function body in CatalogData); a public API edit in a feature's Domain target (a new
/// public method on CatalogDomain's Product); a new public type in the Domain core. The same five on the
/// generated `Monolith` (its cold builds: `--monolith-cold-repeats`), generated before any edit, its runs taken
/// in turn with the modular ones. Then the impl edit and start-up with dynamic libraries, `app --help` and
/// `app home` start-up (debug and release), the installed app's start-up against a Foundation hello world built
/// in the same run (and three more baselines: see `startupAgainstHelloWorld`), a cold and two warm `make test`
/// runs of the copy, and `make test-affected` after a body edit in CatalogData.
/// It closes with the targets of docs/PERFORMANCE.md, each as measured here.
public struct Bench {
    public static let usage = """
        usage: Scripts/bench-build [--repeats N] [--cold-repeats N] [--monolith-cold-repeats N] [--no-make-test]
                                   [--no-startup] [--no-stores] [--no-dynamic] [--no-monolith] [--aggregate-build]
                                   [--keep]

        """

    static let implEdit = SourceEdit(
        file: "Packages/Features/Catalog/Sources/CatalogData/Repositories/BundledProductRepository.swift",
        after: "init(snapshot contents: Foundation.Data) throws(DomainError) {\n",
        insert: "        _ = \"bench edit {n}\".count\n")
    static let apiEdit = SourceEdit(
        file: "Packages/Features/Catalog/Sources/CatalogDomain/Product.swift",
        insert: "\nextension Product {\n    /// Added by make bench.\n    public func benchAPI{n}() -> Int { {n} }\n}\n"
    )
    static let coreTypeEdit = SourceEdit(
        file: "Packages/Domain/Sources/DomainCore/Money.swift",
        insert: "\n/// Added by make bench.\npublic struct BenchType{n}: Sendable {\n    public init() {}\n}\n")

    enum Scenario: String, CaseIterable {
        case cold, null, impl, api, core

        var label: String {
            switch self {
            case .cold: "cold build"
            case .null: "null build"
            case .impl: "impl-only edit in CatalogData (a function body)"
            case .api: "public API edit in CatalogDomain (a new method on Product)"
            case .core: "new public type in the Domain core (Money.swift)"
            }
        }

        /// The most the modular build may take, as a share of the monolith's (docs/PERFORMANCE.md).
        var target: Double? {
            switch self {
            case .cold, .null: nil
            case .impl: 0.5
            case .api: 1.0
            case .core: 1.2
            }
        }

        var edit: SourceEdit? {
            switch self {
            case .cold, .null: nil
            case .impl: Bench.implEdit
            case .api: Bench.apiEdit
            case .core: Bench.coreTypeEdit
            }
        }
    }

    /// A package to build (`App`, or the generated `Monolith`), with where the edited files are in it.
    struct Subject {
        let name: String
        let package: String
        var fileMap: [String: String] = [:]
        var environment: [String: String]? = nil
        var scratch: String? = nil
    }

    /// The median wall and CPU seconds of a scenario, and what the last run compiled.
    struct Measured {
        let wall: Double
        let cpu: Double
        let log: BuildLog

        var cell: String { "\(Format.fixed(wall)) (\(Format.fixed(cpu)))" }
    }

    private let workspace: Workspace
    private let arguments: Arguments
    private var edits = 0

    public init(root: String, arguments words: [String]) throws(MeasureError) {
        workspace = Workspace(root: root, name: "bench")
        arguments = try Arguments(
            words,
            flags: [
                "--no-make-test", "--no-startup", "--no-stores", "--no-dynamic", "--no-monolith", "--aggregate-build",
                "--keep",
            ],
            valued: ["--repeats", "--cold-repeats", "--monolith-cold-repeats"])
        guard arguments.positional.isEmpty else { throw MeasureError("unexpected \(arguments.positional[0])") }
    }

    public mutating func run() throws(MeasureError) {
        let lock = try WorkFolderLock.acquire(for: workspace.work, command: "make bench")
        defer { withExtendedLifetime(lock) {} }
        let started = ContinuousClock.now
        let repeats = try arguments.count("--repeats", default: 3)
        let coldRepeats = try arguments.count("--cold-repeats", default: 3)
        let monolithColdRepeats = try arguments.count("--monolith-cold-repeats", default: 1)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let load = Format.loadAverage()
        log("bench: copying the repo to \(workspace.copy)")
        try RepoCopy.make(of: workspace.root, at: workspace.copy)

        // The monolith is generated before any edit, and each scenario's runs alternate between the two builds
        // (modular, monolith, modular, ...), so both sides of a ratio see the same minutes of this machine,
        // whose speed drifts by a third within an hour.
        let app = Subject(name: "modular", package: "App")
        var monolithSubject: Subject?
        if !arguments.has("--no-monolith") {
            let generated = try Monolith.generate(in: workspace.copy)
            log(
                "monolith: \(generated.fileMap.count) files from \(generated.moduleCount) modules, "
                    + "\(generated.resourceCount) resources, \(generated.renamed.count) clashing names renamed "
                    + "(\(generated.renamed.joined(separator: ", ")))")
            monolithSubject = Subject(name: "monolith", package: "Monolith", fileMap: generated.fileMap)
        }
        var modular: [Scenario: Measured] = [:]
        var monolith: [Scenario: Measured] = [:]
        for scenario in Scenario.allCases {
            var runs = [(app, scenario == .cold ? coldRepeats : repeats)]
            if let monolithSubject {
                runs.append((monolithSubject, scenario == .cold ? monolithColdRepeats : repeats))
            }
            let measured = try measureAlternating(runs, scenario)
            modular[scenario] = measured[0]
            if measured.count > 1 { monolith[scenario] = measured[1] }
        }
        if monolithSubject != nil {
            // The monolith must be the same app: it answers as the modular one does.
            let binary = workspace.copy + "/Monolith/.build/debug/app"
            for words in [["--help"], ["home"]] {
                try workspace.run([binary, "--data-dir", workspace.work + "/data"] + words)
            }
        }

        var targets: [TargetRow] = []
        var lines: [String] = []
        lines.append(
            "`make bench` on \(cores) cores, \(Format.utcMinute(Date())), load average "
                + "\(load.map { Format.fixed($0) } ?? "unknown") at the start (median of \(repeats) after a warm-up; "
                + "cold: \(coldRepeats) modular, \(monolithColdRepeats) monolith)")
        lines.append("")
        lines.append(
            "| scenario (app build) | modular s wall (CPU) | modules compiled (files) | monolith s wall (CPU) "
                + "| monolith compiled (files) | modular / monolith wall (CPU) |")
        lines.append("|---|---:|---|---:|---|---:|")
        for scenario in Scenario.allCases {
            let mine = modular[scenario]!
            if let other = monolith[scenario] {
                let ratio =
                    other.wall > 0 && other.cpu > 0
                    ? "\(Format.fixed(mine.wall / other.wall, 2))x (\(Format.fixed(mine.cpu / other.cpu, 2))x)" : "-"
                if let target = scenario.target, other.wall > 0 {
                    targets.append(
                        TargetRow(
                            what: "\(scenario.label), wall vs the monolith (static libraries)",
                            measured: mine.wall / other.wall, unit: "x", target: target))
                }
                lines.append(
                    "| \(scenario.label) | \(mine.cell) | \(mine.log.compiledSummary) | \(other.cell) "
                        + "| \(other.log.compiledSummary) | \(ratio) |")
            } else {
                lines.append("| \(scenario.label) | \(mine.cell) | \(mine.log.compiledSummary) | - | - | - |")
            }
        }

        let dynamicEnvironment = workspace.environment(["APP_LIBRARY_TYPE": "dynamic"])
        let dynamicScratch = workspace.copy + "/App/.build-dynamic"
        if !arguments.has("--no-dynamic") {
            let dynamic = Subject(
                name: "dynamic", package: "App", environment: dynamicEnvironment, scratch: dynamicScratch)
            let cold = try measure(dynamic, .cold, repeats: 1)
            let impl = try measure(dynamic, .impl, repeats: repeats)
            let staticCold = modular[.cold]!
            let staticImpl = modular[.impl]!
            lines.append("")
            lines.append(
                "| libraries | cold build s wall (CPU) | impl edit in CatalogData s wall (CPU) | modules compiled (files) "
                    + "| linked |")
            lines.append("|---|---:|---:|---|---|")
            lines.append(
                "| static (default) | \(staticCold.cell) | \(staticImpl.cell) | \(staticImpl.log.compiledSummary) "
                    + "| \(staticImpl.log.linked.joined(separator: ", ").nonEmpty ?? "-") |")
            lines.append(
                "| dynamic (`APP_LIBRARY_TYPE=dynamic`) | \(cold.cell) | \(impl.cell) | \(impl.log.compiledSummary) "
                    + "| \(impl.log.linked.joined(separator: ", ").nonEmpty ?? "-") |")
        }

        if !arguments.has("--no-startup") {
            lines.append("")
            lines.append("| start-up (median of 20) | debug ms wall (CPU) | release ms wall (CPU) |")
            lines.append("|---|---:|---:|")
            let data = workspace.work + "/startup-data"
            var builds = [
                (
                    "static", workspace.environment(), workspace.copy + "/App/.build",
                    workspace.work + "/release-static"
                )
            ]
            if !arguments.has("--no-dynamic") {
                builds.append(
                    ("dynamic libraries", dynamicEnvironment, dynamicScratch, workspace.work + "/release-dynamic"))
            }
            for (label, words) in [("--help", ["--help"]), ("home", ["--data-dir", data, "home"])] {
                for (kind, environment, debugScratch, releaseScratch) in builds {
                    let debug = try startup("debug", words, environment, debugScratch)
                    let release = try startup("release", words, environment, releaseScratch)
                    lines.append("| `app \(label)`, \(kind) | \(debug) | \(release) |")
                }
            }
            let helloRows = try startupAgainstHelloWorld()
            lines += helloRows.lines
            targets += helloRows.targets
        }

        if !arguments.has("--no-stores") {
            let app = try releaseApp(workspace.environment(), workspace.work + "/release-static")
            lines += try StoreBench(
                app: app, folder: workspace.work + "/stores", runs: 5, environment: workspace.environment()
            ).table()
        }

        if !arguments.has("--no-make-test") {
            let testRows = try makeTestRows()
            lines += testRows.lines
            targets = testRows.targets + targets
        }
        lines += TargetRow.table(targets)

        let total = ContinuousClock.now - started
        lines.append("")
        lines.append(
            "Whole run: \(Format.fixed(total.seconds / 60)) min; load average "
                + "\(Format.loadAverage().map { Format.fixed($0) } ?? "unknown") at the end.")
        workspace.report(lines.joined(separator: "\n") + "\n")
        if !arguments.has("--keep") {
            try? FileManager.default.removeItem(atPath: workspace.copy)
        }
    }

    private mutating func measure(_ subject: Subject, _ scenario: Scenario, repeats: Int) throws(MeasureError)
        -> Measured
    {
        try measureAlternating([(subject, repeats)], scenario)[0]
    }

    /// Each subject's median of its `repeats` runs of `scenario`, after one warm-up run each (none for a cold
    /// build), taking the subjects in turn on every round: one run of each, then the next round.
    private mutating func measureAlternating(_ runs: [(subject: Subject, repeats: Int)], _ scenario: Scenario)
        throws(MeasureError) -> [Measured]
    {
        var walls = Array(repeating: [Double](), count: runs.count)
        var cpus = Array(repeating: [Double](), count: runs.count)
        var last = Array(repeating: BuildLog(""), count: runs.count)
        if scenario != .cold {
            for run in runs { _ = try once(run.subject, scenario) }
        }
        for round in 0..<(runs.map(\.repeats).max() ?? 0) {
            for (index, run) in runs.enumerated() where round < run.repeats {
                let result = try once(run.subject, scenario)
                walls[index].append(result.seconds)
                cpus[index].append(result.cpuSeconds)
                last[index] = BuildLog(result.output)
            }
        }
        return runs.indices.map { index in
            log(
                "  \(runs[index].subject.name) \(scenario.rawValue): "
                    + "\(walls[index].map { Format.fixed($0) }.joined(separator: ", ")) s wall, "
                    + "\(cpus[index].map { Format.fixed($0) }.joined(separator: ", ")) s CPU; compiled "
                    + "\(last[index].compiled.joined(separator: ", ").nonEmpty ?? "nothing")"
                    + (last[index].scheduledFiles > 0
                        ? "; files the driver scheduled: \(last[index].scheduledFiles)" : ""))
            return Measured(
                wall: Statistics.median(walls[index]), cpu: Statistics.median(cpus[index]), log: last[index])
        }
    }

    private mutating func once(_ subject: Subject, _ scenario: Scenario) throws(MeasureError) -> CommandResult {
        if scenario == .cold {
            try? FileManager.default.removeItem(
                atPath: subject.scratch ?? workspace.copy + "/" + subject.package + "/.build")
        } else if let edit = scenario.edit {
            edits += 1
            // A subject with its own copies of the sources (the monolith) must have the edited one: otherwise the
            // edit would land in the modular sources, and both sides of the ratio would measure it.
            let file = subject.fileMap.isEmpty ? edit.file : subject.fileMap[edit.file]
            guard let file else { throw MeasureError("\(subject.name): no copy of \(edit.file) to edit") }
            try edit.apply(to: workspace.copy + "/" + file, count: edits)
        }
        var command = ["swift", "build", "--package-path", subject.package, "--product", "app"] + BuildLog.driverFlags
        if let scratch = subject.scratch { command += ["--scratch-path", scratch] }
        return try workspace.run(command, environment: subject.environment)
    }

    /// Median start-up in ms over 20 runs of the app built in `scratch` (built first; a no-op when it is), as
    /// Scripts/startup-time measures it, on the bench's own builds (which saves two cold builds).
    private func startup(
        _ configuration: String, _ words: [String], _ environment: [String: String], _ scratch: String
    ) throws(MeasureError) -> String {
        let app = try built(configuration, environment, scratch)
        let (wall, cpu) = try StartupTime.measure([app] + words, runs: 20, environment: environment)
        return "\(Format.fixed(wall * 1000)) (\(Format.fixed(cpu * 1000, 0)))"
    }

    /// The release app, built in `scratch` (a no-op when it is).
    private func releaseApp(_ environment: [String: String], _ scratch: String) throws(MeasureError) -> String {
        try built("release", environment, scratch)
    }

    /// The app of `configuration` built in `scratch`, and its path.
    private func built(_ configuration: String, _ environment: [String: String], _ scratch: String)
        throws(MeasureError) -> String
    {
        let command = ["swift", "build", "--package-path", "App", "-c", configuration, "--scratch-path", scratch]
        try workspace.run(command + ["--product", "app"], environment: environment)
        let binPath = try workspace.run(command + ["--show-bin-path"], environment: environment).output
        return (binPath.split(separator: "\n").last.map(String.init) ?? "") + "/app"
    }

    /// Release start-up of `app --version`, `--help` and `todos` (an empty data folder: the bundled welcome
    /// list, nothing written), each timed right after the hello worlds so all see the same machine. The app is
    /// the one `make install` installs (on Linux its Swift runtime and Foundation are linked in); the targets
    /// hold it against the plain hello world. Beside it: the release app linked against the toolchain's shared
    /// libraries (what `swift build -c release` makes), a hello world that also links `URLSession`, and a hello
    /// world linked as the installed app is (see `HelloWorld`), so each ratio can be read like for like.
    private func startupAgainstHelloWorld() throws(MeasureError) -> (lines: [String], targets: [TargetRow]) {
        let hello = try HelloWorld.build(in: workspace.work + "/hello", workspace: workspace)
        let networkingHello = try HelloWorld.build(
            in: workspace.work + "/hello-networking", .networking, workspace: workspace)
        #if os(Linux)
            let staticHello: String? = try HelloWorld.build(
                in: workspace.work + "/hello-static", .staticRuntime, workspace: workspace)
        #else
            let staticHello: String? = nil
        #endif
        let installed = try installedApp()
        let shared = try releaseApp(workspace.environment(), workspace.work + "/release-static")
        let data = workspace.work + "/startup-todos"
        try? FileManager.default.removeItem(atPath: data)
        var lines = [
            "",
            "| release start-up, median of 20, ms wall (CPU) | app as installed | hello world | app / hello world "
                + "| app, shared Swift libraries | hello world with URLSession | hello world, static runtime |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        var targets: [TargetRow] = []
        func timed(_ command: [String]) throws(MeasureError) -> (wall: Double, text: String) {
            let time = try StartupTime.measure(command, runs: 20, environment: workspace.environment())
            return (time.wall, "\(Format.fixed(time.wall * 1000)) (\(Format.fixed(time.cpu * 1000)))")
        }
        for (label, words, target) in [
            ("--version", ["--version"], 2.0), ("--help", ["--help"], 2.5),
            ("todos", ["--data-dir", data, "todos"], 3.0),
        ] {
            let baseline = try timed([hello])
            let measured = try timed([installed] + words)
            let sharedApp = try timed([shared] + words)
            let networking = try timed([networkingHello])
            let staticBaseline = try staticHello.map { path throws(MeasureError) in try timed([path]).text } ?? "-"
            let ratio = measured.wall / max(baseline.wall, 0.000_001)
            lines.append(
                "| `app \(label)` | \(measured.text) | \(baseline.text) | \(Format.fixed(ratio, 2))x "
                    + "| \(sharedApp.text) | \(networking.text) | \(staticBaseline) |")
            targets.append(
                TargetRow(
                    what: "release `app \(label)` start-up (as installed) vs hello world", measured: ratio, unit: "x",
                    target: target))
        }
        return (lines, targets)
    }

    /// `make install`'s app, installed by its script into the work folder; returns the installed binary (not the
    /// `bin/app` wrapper, a shell that adds its own start-up to every run).
    private func installedApp() throws(MeasureError) -> String {
        let prefix = workspace.work + "/installed"
        try workspace.run(
            ["Scripts/install"],
            environment: workspace.environment(["PREFIX": prefix, "SCRATCH": workspace.work + "/install-release"]))
        return prefix + "/libexec/clean-swift-app/app"
    }

    /// A cold and two warm `make test` runs of the copy (the best warm one counts), the longest test runs of
    /// the warm one, and two `make test-affected BASE=HEAD~1` runs, each after a committed body edit in
    /// CatalogData (the copy is a git repository for them, made one before the cold run).
    private mutating func makeTestRows() throws(MeasureError) -> (lines: [String], targets: [TargetRow]) {
        // A git repository from the start, as a clone is.
        let git = [
            "git", "-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "-c", "commit.gpgsign=false",
            "-c", "core.hooksPath=/dev/null",
        ]
        try? FileManager.default.removeItem(atPath: workspace.copy + "/.git")
        try workspace.run(["git", "init", "-q", "."])
        try workspace.run(git + ["add", "-A"])
        try workspace.run(git + ["commit", "-qm", "bench"])
        try? FileManager.default.removeItem(atPath: workspace.copy + "/.build")
        let cold = try workspace.run(["make", "test"], check: false)
        let warmRuns = [
            try workspace.run(["make", "test"], check: false), try workspace.run(["make", "test"], check: false),
        ]
        let warm = warmRuns.min { $0.seconds < $1.seconds }!
        // Kept beside results.md: the copy (and its logs) is deleted at the end unless --keep.
        for (label, result) in [("cold", cold), ("warm", warm)] {
            try? result.output.write(
                toFile: workspace.work + "/make-test-\(label).txt", atomically: true, encoding: .utf8)
        }
        func passed(_ result: CommandResult) -> Bool {
            result.output.split(separator: "\n").contains {
                $0.hasPrefix("packages: ") && $0.hasSuffix(" passed, 0 failed")
            }
        }
        var affectedRuns: [CommandResult] = []
        for _ in 0..<2 {
            edits += 1
            try Self.implEdit.apply(to: workspace.copy + "/" + Self.implEdit.file, count: edits)
            try workspace.run(git + ["commit", "-qam", "bench edit \(edits)"])
            affectedRuns.append(try workspace.run(["make", "test-affected", "BASE=HEAD~1"], check: false))
        }
        let affected = affectedRuns.min { $0.seconds < $1.seconds }!
        try? affected.output.write(
            toFile: workspace.work + "/make-test-affected.txt", atomically: true, encoding: .utf8)
        // Each run as well: the two have differed by 10 s, and only their own lines can say where.
        for (index, run) in affectedRuns.enumerated() {
            try? run.output.write(
                toFile: workspace.work + "/make-test-affected-\(index + 1).txt", atomically: true, encoding: .utf8)
        }
        let selected = TestTable.rows(in: affected.output).map(\.package)
        var lines = [
            "", "| `make test` of the copy | s wall (CPU) |", "|---|---:|",
            "| cold (no build folder) | \(Format.fixed(cold.seconds)) (\(Format.fixed(cold.cpuSeconds))) |",
            "| warm, no change (best of \(warmRuns.map { Format.fixed($0.seconds) }.joined(separator: " and ")) s) "
                + "| \(Format.fixed(warm.seconds)) (\(Format.fixed(warm.cpuSeconds)))"
                + "\(passed(warm) ? "" : " (FAILED: see .build/bench/make-test-warm.txt)") |",
            "| `make test-affected BASE=HEAD~1` after a body edit in CatalogData (best of "
                + "\(affectedRuns.map { Format.fixed($0.seconds) }.joined(separator: " and ")) s; "
                + "\(selected.count) packages: \(selected.joined(separator: ", "))) "
                + "| \(Format.fixed(affected.seconds)) (\(Format.fixed(affected.cpuSeconds)))"
                + "\(passed(affected) ? "" : " (FAILED: see .build/bench/make-test-affected.txt)") |",
        ]
        let targets = [
            TargetRow(what: "warm `make test`, nothing changed", measured: warm.seconds, unit: " s", target: 20),
            TargetRow(
                what: "`make test-affected BASE=HEAD~1` after a body edit in CatalogData", measured: affected.seconds,
                unit: " s", target: 15),
        ]
        if arguments.has("--aggregate-build") {
            let scratch = workspace.work + "/aggregate"
            try? FileManager.default.removeItem(atPath: scratch)
            let found = try workspace.run([
                "sh", "-c", "find Packages App Tests Scripts -name Package.swift -not -path '*/.build/*'",
            ])
            var wall = 0.0
            var cpu = 0.0
            for manifest in found.output.split(separator: "\n").map(String.init).sorted() {
                let package = (manifest as NSString).deletingLastPathComponent
                let result = try workspace.run(
                    ["swift", "build", "--build-tests", "--package-path", package, "--scratch-path", scratch],
                    check: false)
                wall += result.seconds
                cpu += result.cpuSeconds
            }
            lines.append(
                "| one build of every package's tests (`swift build --build-tests`, one fresh shared folder) "
                    + "| \(Format.fixed(wall)) (\(Format.fixed(cpu))) |")
            lines.append(
                "| cold `make test` / that build | \(Format.fixed(cold.seconds / wall, 2))x "
                    + "(\(Format.fixed(cold.cpuSeconds / cpu, 2))x) |")
        }
        let longest = TestTable.rows(in: warm.output).sorted { $0.testSeconds > $1.testSeconds }.prefix(3)
        if !longest.isEmpty {
            let text = longest.map { "\($0.package) \(Format.fixed($0.testSeconds)) s" }.joined(separator: ", ")
            lines.append("| warm: longest test runs | \(text) |")
        }
        return (lines, targets)
    }
}

extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
