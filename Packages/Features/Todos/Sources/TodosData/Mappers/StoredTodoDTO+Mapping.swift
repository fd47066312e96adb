import TodosDomain

extension StoredTodoDTO {
    /// The record for `todo`, as the file keeps it.
    init(_ todo: Todo) {
        self.init(id: todo.id, title: todo.title, completed: todo.completed, createdAt: todo.createdAt)
    }

    /// The entity; every field is already checked by decoding.
    func toDomain() -> Todo {
        Todo(id: id, title: title, completed: completed, createdAt: createdAt)
    }
}
