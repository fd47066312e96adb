import DataCore
import DomainCore
import Foundation
import TodosDomain

/// The todos a new list starts with: a bundled resource in the DummyJSON `/todos` format, written by this
/// project and loaded with `Bundle.module` (SwiftPM generates that accessor for a target with resources; it
/// finds `Todos_TodosData.resources` next to the executable).
enum WelcomeTodos {
    /// How failures name this source.
    static let source = "The bundled welcome todos"

    /// The bundled todos, each with a new id from `ids`. They are dated one second apart, so the list shows
    /// them in the order the resource gives them, the newest a second before `clock.now()`: the first run of
    /// `todos add` dates its todo just before the welcome todos are made, and it must still list first.
    static func bundled(clock: Clock, ids: IDGenerator) throws(DomainError) -> [Todo] {
        guard let url = Bundle.module.url(forResource: "welcome-todos", withExtension: "json") else {
            throw .corruptData(source: source, reason: "welcome-todos.json is missing from the bundle", keptAside: nil)
        }
        let contents: Foundation.Data
        do {
            contents = try Foundation.Data(contentsOf: url)
        } catch {
            throw .storage(path: url.path, reason: error.localizedDescription)
        }
        return try todos(from: contents, clock: clock, ids: ids)
    }

    /// The todos in `contents`, in the bundled format; for tests of a damaged resource.
    static func todos(from contents: Foundation.Data, clock: Clock, ids: IDGenerator) throws(DomainError) -> [Todo] {
        let now = clock.now()
        return try JSONBody.decode(TodosPageDTO.self, from: contents, source: source) { page throws(RuleViolation) in
            var todos: [Todo] = []
            for (position, dto) in page.todos.enumerated() {
                todos.append(try dto.toDomain(id: ids.next(), createdAt: now.addingTimeInterval(-Double(position + 1))))
            }
            return todos
        }
    }
}
