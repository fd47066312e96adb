import DataCore
import Foundation

/// One todo as `todos.json` keeps it: `{"completed":false,"createdAt":"2025-06-15T16:00:00.000Z",
/// "id":"a1b2c3d4-…","title":"…"}`.
///
/// Decoding is strict on purpose: an id that is not a UUID or a date that is not ISO 8601 fails the whole
/// file, so the file store keeps it aside and reports it instead of a command quietly rewriting it without
/// the record it could not read.
struct StoredTodoDTO: Codable, Equatable, Sendable {
    let id: UUID
    var title: String
    var completed: Bool
    let createdAt: Date

    init(id: UUID, title: String, completed: Bool, createdAt: Date) {
        self.id = id
        self.title = title
        self.completed = completed
        self.createdAt = createdAt
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, completed, createdAt
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let idText = try container.decode(String.self, forKey: .id)
        guard let id = UUID(uuidString: idText) else {
            throw JSONValueError(.malformed(idText, expected: .uuid), at: decoder, key: CodingKeys.id)
        }
        let dateText = try container.decode(String.self, forKey: .createdAt)
        guard let createdAt = Timestamp.date(from: dateText) else {
            throw JSONValueError(.malformed(dateText, expected: .timestamp), at: decoder, key: CodingKeys.createdAt)
        }
        self.init(
            id: id,
            title: try container.decode(String.self, forKey: .title),
            completed: try container.decode(Bool.self, forKey: .completed),
            createdAt: createdAt
        )
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.uuidString.lowercased(), forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(completed, forKey: .completed)
        try container.encode(Timestamp.string(from: createdAt), forKey: .createdAt)
    }
}
