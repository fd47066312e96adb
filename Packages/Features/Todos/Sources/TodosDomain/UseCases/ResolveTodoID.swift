import DomainCore
import Foundation

/// Finds the todo a person means by the start of its id, as git does with hashes, so nobody has to type
/// a whole UUID.
public struct ResolveTodoID: Sendable {
    /// The fewest characters accepted: shorter prefixes would match several todos too often.
    public static let minimumPrefixLength = 4

    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    /// Returns the id of the one todo whose id starts with `prefix`, ignoring case and surrounding spaces.
    ///
    /// A prefix shorter than `minimumPrefixLength` is a validation error; one that matches no todo is
    /// `.notFound(entity: "todo", id: prefix)`; one that matches several is `.ambiguous(entity: "todo", …)`
    /// listing every matching id.
    public func callAsFunction(_ prefix: String) async throws(DomainError) -> UUID {
        let key = prefix.trimmingCharacters(in: .whitespacesAndNewlines)
        guard key.count >= Self.minimumPrefixLength else {
            throw .validation(
                field: "todoID", rule: .length(key.count, minimum: Self.minimumPrefixLength, maximum: nil))
        }
        let lowered = key.lowercased()
        let matches = try await repository.todos().filter { $0.idString.hasPrefix(lowered) }
        switch matches.count {
        case 0:
            throw .notFound(entity: "todo", id: key)
        case 1:
            return matches[0].id
        default:
            throw .ambiguous(entity: "todo", key: key, candidates: matches.map(\.idString).sorted())
        }
    }
}
