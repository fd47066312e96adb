import Foundation

/// `measure startup`: the release app as `make install` installs it against a Foundation hello world built in
/// the same run, median of N runs each; each command is timed right after the hello world, on the same machine.
/// A second table times each command in Uzbek and in English, the two runs taking turns.
public struct StartupTime {
    /// Each command, and the most its start-up may take as a share of the hello world's.
    static let commands: [([String], Double)] = [(["--version"], 2.0), (["--help"], 2.5), (["todos"], 3.0)]
    /// Each command timed in Uzbek against English, and the most the Uzbek start-up may take as a share.
    static let languageCommands: [([String], Double)] = [(["--version"], 1.10), (["--help"], 1.10), (["todos"], 1.10)]

    private let workspace: Workspace
    private let runs = 20

    public static func run(root: String) throws(MeasureError) {
        let startup = StartupTime(workspace: Workspace(root: root, name: "measure/startup", inPlace: true))
        try startup.workspace.locked(command: "measure startup") { () throws(MeasureError) in try startup.measure() }
    }

    private func measure() throws(MeasureError) {
        let hello = try helloWorld(in: workspace.work + "/hello")
        let prefix = workspace.work + "/installed"
        try workspace.run(
            ["Scripts/install"],
            environment: workspace.environment([
                "PREFIX": prefix, "SCRATCH": workspace.work + "/release", "DESTDIR": "", "CONFIGURATION": "release",
                "STATIC_SWIFT_RUNTIME": "yes",
            ]))
        // The binary itself, not the `bin/app` wrapper, a shell that adds its own start-up.
        let app = prefix + "/libexec/clean-swift-app/app"
        let data = workspace.work + "/data"
        try? FileManager.default.removeItem(atPath: data)
        var lines = [
            "Start-up, \(Format.utcMinute(Date())): median of \(runs) runs, release, milliseconds",
            "",
            "| command | app as installed | hello world | app / hello world | target |",
            "|---|---:|---:|---:|---:|",
        ]
        for (words, target) in Self.commands {
            let baseline = try Command.median([hello], runs: runs, environment: workspace.environment())
            let measured = try Command.median(
                [app, "--data-dir", data] + words, runs: runs, environment: workspace.environment())
            let ratio = measured / max(baseline, 0.000_001)
            lines.append(
                "| `app \(words.joined(separator: " "))` | \(Format.fixed(measured * 1000)) "
                    + "| \(Format.fixed(baseline * 1000)) | \(Format.fixed(ratio, 2))x "
                    + "| \(Format.target(ratio, target, unit: "x")) |")
        }
        lines += [
            "",
            "| command | `--lang uz` | `--lang en` | uz / en | target |",
            "|---|---:|---:|---:|---:|",
        ]
        for (words, target) in Self.languageCommands {
            let medians = try Command.medians(
                [
                    [app, "--data-dir", data, "--lang", "uz"] + words,
                    [app, "--data-dir", data, "--lang", "en"] + words,
                ],
                runs: runs, environment: workspace.environment())
            let (uzbek, english) = (medians[0], medians[1])
            let ratio = uzbek / max(english, 0.000_001)
            lines.append(
                "| `app \(words.joined(separator: " "))` | \(Format.fixed(uzbek * 1000)) "
                    + "| \(Format.fixed(english * 1000)) | \(Format.fixed(ratio, 2))x "
                    + "| \(Format.target(ratio, target, unit: "x")) |")
        }
        workspace.report(lines.joined(separator: "\n") + "\n")
    }

    /// The baseline: `print` with `import Foundation`, built in release by the same toolchain in the same run, so
    /// the loader's work for Foundation is on both sides of the ratio. Returns the binary's path.
    private func helloWorld(in folder: String) throws(MeasureError) -> String {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])

            """
        try attempt("cannot write the hello world in \(folder)") {
            let files = FileManager.default
            try files.createDirectory(atPath: folder + "/Sources/hello", withIntermediateDirectories: true)
            try manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
            try "import Foundation\n\nprint(\"Hello, world!\")\n".write(
                toFile: folder + "/Sources/hello/main.swift", atomically: true, encoding: .utf8)
        }
        return try workspace.build("hello", package: folder, ["-c", "release"])
    }
}
