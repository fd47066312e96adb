import DataCore

/// The envelope every DummyJSON todo list comes in: `{"todos":[…],"total":254,"skip":0,"limit":30}`.
struct TodosPageDTO: Decodable, Equatable, Sendable {
    let todos: [TodoDTO]
    let total: JSONNumber<Int>?
    let skip: JSONNumber<Int>?
    let limit: JSONNumber<Int>?
}
