import PresentationCore

/// The command hints todo screens offer, worded once.
enum TodosCommands {
    static let add = Screen.CommandHint("todos add TITLE", "Add a todo")
    static let toggle = Screen.CommandHint("todos toggle TODO_ID", "Mark a todo done or not done")
    static let edit = Screen.CommandHint("todos edit TODO_ID TITLE", "Rename a todo")
    static let delete = Screen.CommandHint("todos delete TODO_ID", "Delete a todo")
    static let filter = Screen.CommandHint("todos --filter all|active|completed", "Show some of the todos")
}
