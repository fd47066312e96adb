import Foundation

/// A data folder for todos tests that span several runs of the app, with helpers to read what the app printed.
struct TodosData {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-todos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var file: URL { folder.appendingPathComponent("todos.json") }

    /// Runs `app --data-dir <folder> arguments…`.
    func run(_ arguments: [String], input: String = "") async throws -> AppRun {
        try await AppProcess.run(["--data-dir", folder.path] + arguments, input: input)
    }

    /// Writes a todos file with these todos (id, title, completed), in the store's format.
    func write(_ todos: [(id: String, title: String, completed: Bool)]) throws {
        let records = todos.enumerated().map { index, todo in
            "{\"id\":\"\(todo.id)\",\"title\":\"\(todo.title)\",\"completed\":\(todo.completed),"
                + "\"createdAt\":\"2025-06-15T16:00:0\(index).000Z\"}"
        }
        let text =
            "{\"formatVersion\":1,\"savedAt\":\"2025-06-15T16:00:00Z\",\"value\":[\(records.joined(separator: ","))]}"
        try Data(text.utf8).write(to: file)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The `todos` array of a `{"todos":[…]}` document.
    static func todos(_ json: String) throws -> [[String: Any]] {
        guard let todos = try object(json)["todos"] as? [[String: Any]] else {
            throw AppBinaryError(message: "expected {\"todos\":[…]} but got \(json)")
        }
        return todos
    }

    /// The `todo` object of a `{"todo":{…}}` document.
    static func todo(_ json: String) throws -> [String: Any] {
        guard let todo = try object(json)["todo"] as? [String: Any] else {
            throw AppBinaryError(message: "expected {\"todo\":{…}} but got \(json)")
        }
        return todo
    }

    private static func object(_ json: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw AppBinaryError(message: "expected a JSON object but got \(json)")
        }
        return object
    }
}
