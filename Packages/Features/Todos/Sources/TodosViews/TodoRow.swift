#if canImport(SwiftUI)
    import SwiftUI
    import TodosPresentation

    /// One todo: a button that marks it done or not done, its title (struck through when done), and how long
    /// ago it was made.
    struct TodoRow: View {
        let row: TodoListViewModel.Row
        let toggle: @MainActor () -> Void

        var body: some View {
            HStack {
                Button(action: toggle) {
                    Image(systemName: row.completed ? "checkmark.circle.fill" : "circle")
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(row.toggleLabel)
                Text(row.title)
                    .strikethrough(row.completed)
                Spacer()
                Text(row.created)
                    .foregroundStyle(.secondary)
                    .font(.caption)
            }
        }
    }
#endif
