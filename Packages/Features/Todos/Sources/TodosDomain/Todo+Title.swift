import DomainCore
import Foundation

extension Todo {
    /// The title a person typed, trimmed, or the validation error that says why it cannot be one: the rule
    /// lives here once, for adding and editing alike.
    static func validatedTitle(_ raw: String) throws(DomainError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else {
            throw .validation(field: "title", rule: .empty)
        }
        guard title.count <= maximumTitleLength else {
            throw .validation(field: "title", rule: .length(title.count, minimum: nil, maximum: maximumTitleLength))
        }
        return title
    }
}
