import DataCore

/// One todo in the DummyJSON `/todos` format: `{"id":1,"todo":"Do something nice","completed":false,
/// "userId":26}`. The bundled welcome todos are written in this format, so it is exercised on every first run.
///
/// Only `todo` is required: the numeric `id` and `userId` mean nothing here (todos get UUIDs of their own)
/// and `completed` defaults to false when absent.
struct TodoDTO: Decodable, Equatable, Sendable {
    let id: JSONNumber<Int>?
    let todo: String
    let completed: Bool?
    let userId: JSONNumber<Int>?
}
