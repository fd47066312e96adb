import Foundation
import TodosDomain

extension TodoDTO {
    /// The entity, with the id and creation time this app gives it (DummyJSON todos have neither a UUID nor
    /// a date). The title is trimmed, as a title typed by a person would be.
    func toDomain(id: UUID, createdAt: Date) -> Todo {
        Todo(
            id: id,
            title: todo.trimmingCharacters(in: .whitespacesAndNewlines),
            completed: completed ?? false,
            createdAt: createdAt
        )
    }
}
