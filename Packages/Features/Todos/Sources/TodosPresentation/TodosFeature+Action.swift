import DomainCore
import Foundation
import TodosDomain

extension TodosFeature {
    /// What can happen on the todo list: commands a person gives, and the responses effects send back.
    public enum Action: Equatable, Sendable {
        /// Show the todos `filter` selects, newest first.
        case list(filter: TodoFilter)
        /// Add a todo; the title is trimmed, and an empty or too long one fails as a validation error.
        case add(title: String)
        /// Rename the todo whose id starts with `id`.
        case edit(id: String, title: String)
        /// Mark the todo whose id starts with `id` done, or not done again.
        case toggle(id: String)
        /// Remove the todo whose id starts with `id`.
        case delete(id: String)

        /// Response: a change was stored, or why it was not.
        case changed(Result<TodoChange, DomainError>)
        /// Response: the list arrived (read at `at`, the "now" of its relative times), or why it did not.
        case listed(Result<[Todo], DomainError>, at: Date)
    }
}
