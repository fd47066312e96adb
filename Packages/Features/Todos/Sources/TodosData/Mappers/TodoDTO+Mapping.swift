import DataCore
import DomainCore
import Foundation
import TodosDomain

extension TodoDTO {
    /// The entity, with the id and creation time this app gives it (DummyJSON todos have neither a UUID nor
    /// a date). The title is trimmed, as a title typed by a person would be; an empty one is a violation.
    func toDomain(id: UUID, createdAt: Date) throws(RuleViolation) -> Todo {
        let record =
            self.id.map { DomainError.Record("todoWithID", id: String($0.value)) }
            ?? DomainError.Record("todoWithoutID")
        return try RuleViolation.checking(record) {
            () throws(DomainError) in
            try Todo(id: id, title: todo, completed: completed ?? false, createdAt: createdAt)
        }
    }
}
