import DomainCore
import Foundation

/// One thing to do, as every feature sees it.
///
/// The id is a UUID so that two processes adding at the same moment never pick the same one; people type
/// only the start of it (see `ResolveTodoID`). `createdAt` orders the list, newest first.
public struct Todo: Hashable, Sendable, Identifiable {
    public let id: UUID
    /// The text, trimmed, not empty and at most `maximumTitleLength` characters: `init` and `rename(to:)`
    /// make it so, whichever adapter made the todo.
    public private(set) var title: String
    public var completed: Bool
    public let createdAt: Date

    /// A todo; its title is trimmed, and an empty or too long one is a validation error.
    public init(id: UUID, title: String, completed: Bool = false, createdAt: Date) throws(DomainError) {
        self.id = id
        self.title = try Self.validatedTitle(title)
        self.completed = completed
        self.createdAt = createdAt
    }

    /// Gives the todo a new title, trimmed; an empty or too long one is a validation error and changes nothing.
    public mutating func rename(to title: String) throws(DomainError) {
        self.title = try Self.validatedTitle(title)
    }

    /// The longest title accepted, in characters as a person counts them (grapheme clusters).
    public static let maximumTitleLength = 500

    /// The id as people, files and JSON write it: lower case with dashes, like `1f0c6a2e-…`.
    public var idString: String { id.uuidString.lowercased() }
}
