import Foundation

/// `measure rebuild`: what an edit costs, the modular app against a generated `Monolith` of the same sources,
/// in a copy of the repo. Each round builds one then the other, so both sides of a ratio see the same minutes
/// of a machine whose speed drifts.
public struct RebuildScope {
    struct Scenario {
        let label: String
        var edit: SourceEdit? = nil
        var cold = false
        /// The most the modular build may take, as a share of the monolith's.
        var target: Double? = nil
    }

    /// A statement added to a function body in CatalogData (`measure test` makes it too).
    static let bodyEdit = SourceEdit(
        file: "Packages/Features/Catalog/Sources/CatalogData/Repositories/BundledProductRepository.swift",
        anchor: "init(snapshot contents: Foundation.Data) throws(DomainError) {\n",
        text: "        _ = \"bench edit {n}\".count\n")

    static let scenarios = [
        Scenario(label: "cold build", cold: true),
        Scenario(label: "null build"),
        Scenario(label: "body edit in CatalogData", edit: bodyEdit, target: 0.5),
        Scenario(
            label: "new method on `Product` (CatalogDomain)",
            edit: SourceEdit(
                file: "Packages/Features/Catalog/Sources/CatalogDomain/Product.swift",
                text: "\nextension Product {\n    public func benchAPI{n}() -> Int { {n} }\n}\n"),
            target: 1.0),
        Scenario(
            label: "new public type in DomainCore",
            edit: SourceEdit(
                file: "Packages/Domain/Sources/DomainCore/Money.swift",
                text: "\npublic struct BenchType{n}: Sendable {\n    public init() {}\n}\n"),
            target: 1.2),
    ]

    private let workspace: Workspace
    private let repeats = 3
    private var edits = 0
    private var monolithFiles: [String: String] = [:]

    public static func run(root: String) throws(MeasureError) {
        var rebuild = RebuildScope(workspace: Workspace(root: root, name: "measure/rebuild"))
        try rebuild.workspace.inFreshCopy(command: "measure rebuild") { () throws(MeasureError) in
            try rebuild.measure()
        }
    }

    private mutating func measure() throws(MeasureError) {
        monolithFiles = try Monolith.generate(in: workspace.copy)
        var lines = [
            "Rebuild scope, \(Format.utcMinute(Date())): median of \(repeats) after a warm-up (cold: one run), "
                + "wall seconds",
            "",
            "| scenario | modular | compiled | monolith | modular / monolith | target |",
            "|---|---:|---|---:|---:|---|",
        ]
        for scenario in Self.scenarios {
            if !scenario.cold {
                _ = try build("App", scenario)
                _ = try build("Monolith", scenario)
            }
            var modular: [Double] = []
            var monolith: [Double] = []
            var compiled = BuildLog("")
            for _ in 0..<(scenario.cold ? 1 : repeats) {
                let result = try build("App", scenario)
                modular.append(result.seconds)
                compiled = BuildLog(result.output)
                monolith.append(try build("Monolith", scenario).seconds)
            }
            let (mine, other) = (Format.median(modular), Format.median(monolith))
            let ratio = mine / max(other, 0.001)
            log("  \(scenario.label): modular \(modular), monolith \(monolith)")
            lines.append(
                "| \(scenario.label) | \(Format.fixed(mine)) | \(compiled.compiledSummary) | \(Format.fixed(other)) "
                    + "| \(Format.fixed(ratio, 2))x | \(Format.target(ratio, scenario.target, unit: "x")) |")
        }
        // The monolith must be the same app: it answers as the modular one does.
        for words in [["--help"], ["home"]] {
            try workspace.run(
                [workspace.copy + "/Monolith/.build/debug/app", "--data-dir", workspace.work + "/data"] + words)
        }
        workspace.report(lines.joined(separator: "\n") + "\n")
    }

    /// Builds `package` (`App` or `Monolith`) after the scenario's change: its build folder gone, or its edit.
    private mutating func build(_ package: String, _ scenario: Scenario) throws(MeasureError) -> CommandResult {
        if scenario.cold { try? FileManager.default.removeItem(atPath: workspace.copy + "/\(package)/.build") }
        if let edit = scenario.edit {
            edits += 1
            // The monolith builds its own copies of the sources, so the edit goes to the copy it builds.
            guard let file = package == "App" ? edit.file : monolithFiles[edit.file] else {
                throw MeasureError("the monolith has no copy of \(edit.file)")
            }
            try edit.apply(to: workspace.copy + "/" + file, count: edits)
        }
        return try workspace.run(
            ["swift", "build", "--package-path", package, "--product", "app"] + BuildLog.driverFlags)
    }
}

/// A change made to a source file to see what rebuilds: `text` inserted after `anchor`, or appended. `{n}` in
/// the text is replaced by a counter, so every edit differs from the one before.
struct SourceEdit: Sendable {
    let file: String
    var anchor: String? = nil
    let text: String

    /// Applies the edit to `path` (the file itself, or its copy in the monolith), the `n`th time.
    func apply(to path: String, count n: Int) throws(MeasureError) {
        var source = try attempt("cannot read \(path)") { try String(contentsOfFile: path, encoding: .utf8) }
        let insert = text.replacingOccurrences(of: "{n}", with: String(n))
        if let anchor {
            guard let range = source.range(of: anchor) else {
                let shown = anchor.trimmingCharacters(in: .whitespacesAndNewlines)
                throw MeasureError("the anchor is no longer in \(file): \(shown); update Scripts/Measure")
            }
            source.insert(contentsOf: insert, at: range.upperBound)
        } else {
            source += insert
        }
        try attempt("cannot write \(path)") { try source.write(toFile: path, atomically: true, encoding: .utf8) }
    }
}
