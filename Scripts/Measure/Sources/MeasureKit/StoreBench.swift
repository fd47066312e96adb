import Foundation

/// `measure stores`: `app todos add`, `todos toggle` and `todos --json` (the list) on data folders seeded with
/// 100, 1,000 and 10,000 todos, with the file store and with SQLite, one release build for all.
public struct StoreBench {
    static let sizes = [100, 1000, 10_000]
    static let stores = ["file", "sqlite"]

    let app: String
    let folder: String
    let runs: Int
    let environment: [String: String]

    /// Builds the release app in `.build/measure/stores/release` and prints the table.
    public static func run(root: String) throws(MeasureError) {
        let workspace = Workspace(root: root, name: "measure/stores", inPlace: true)
        try workspace.locked(command: "measure stores") { () throws(MeasureError) in
            let app = try workspace.build(
                "app", package: "App", ["-c", "release", "--scratch-path", workspace.work + "/release"])
            let bench = StoreBench(app: app, folder: workspace.work, runs: 5, environment: workspace.environment())
            workspace.report(try bench.table().joined(separator: "\n") + "\n")
        }
    }

    /// The table's lines: one row per size, a column per command and store, then how each grew.
    func table() throws(MeasureError) -> [String] {
        var medians: [Int: [String: Double]] = [:]  // size -> "command store" -> milliseconds
        for size in Self.sizes {
            for store in Self.stores {
                medians[size, default: [:]].merge(try measure(store: store, todos: size)) { _, new in new }
            }
        }
        let columns = ["add", "toggle", "list"].flatMap { command in Self.stores.map { "\(command) \($0)" } }
        var lines = [
            "Stores, \(Format.utcMinute(Date())): median of \(runs) runs, release, milliseconds",
            "",
            "| todos | " + columns.joined(separator: " | ") + " |",
            "|---:|" + String(repeating: "---:|", count: columns.count),
        ]
        for size in Self.sizes {
            let cells = columns.map { Format.fixed(medians[size]?[$0] ?? 0) }
            lines.append("| \(size) | " + cells.joined(separator: " | ") + " |")
        }
        let (first, last) = (Self.sizes.first ?? 1, Self.sizes.last ?? 1)
        let growth = columns.map { column -> String in
            let from = medians[first]?[column] ?? 0
            let to = medians[last]?[column] ?? 0
            return from > 0 ? "\(Format.fixed(to / from, 1))x" : "-"
        }
        lines.append("| growth \(first) → \(last) | " + growth.joined(separator: " | ") + " |")
        return lines
    }

    /// The median milliseconds of each command on a store seeded with `todos` todos, by `"command store"`.
    private func measure(store: String, todos: Int) throws(MeasureError) -> [String: Double] {
        let data = "\(folder)/\(store)-\(todos)"
        try? FileManager.default.removeItem(atPath: data)
        let document = "\(folder)/seed-\(todos).json"
        try attempt("cannot write the seed document") {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Self.document(todos: todos).write(toFile: document, atomically: true, encoding: .utf8)
        }
        let base = [app, "--data-dir", data, "--store", store]
        let seeded = try Command.time(base + ["data", "import", document], environment: environment)
        guard seeded.status == 0 else { throw MeasureError("app data import failed for the \(store) store") }
        log("  store \(store), \(todos) todos: seeded in \(Format.fixed(seeded.seconds * 1000)) ms")
        let commands: [(String, [String])] = [
            ("add", ["todos", "add", "Bench todo"]), ("toggle", ["todos", "toggle", Self.id(1)]),
            ("list", ["todos", "--json"]),
        ]
        var results: [String: Double] = [:]
        for (name, words) in commands {
            results["\(name) \(store)"] = try Command.median(base + words, runs: runs, environment: environment) * 1000
        }
        return results
    }

    /// The id of the `index`th seeded todo: its first 8 characters differ from every other's, as a typed
    /// prefix would need.
    static func id(_ index: Int) -> String {
        String(format: "%08x-0000-4000-8000-%012x", index, index)
    }

    /// An export document (`app data import`'s format) with `count` todos and an empty cart.
    static func document(todos count: Int) -> String {
        let todos = (1...max(1, count)).map { index in
            "{\"id\":\"\(id(index))\",\"title\":\"Seeded todo \(index)\",\"completed\":false,"
                + "\"createdAt\":\"2026-01-01T00:00:00.000Z\"}"
        }
        return "{\"format\":\"app-data\",\"formatVersion\":1,\"exportedAt\":\"2026-01-01T00:00:00.000Z\","
            + "\"todos\":[" + todos.joined(separator: ",") + "],\"cart\":{\"lines\":[]},\"orders\":[]}"
    }
}
