#if canImport(SwiftUI)
    import Foundation
    import PresentationCore
    import SwiftUI
    import TodosDomain

    /// One todo: a button that marks it done or not done, its title, and how long ago it was made.
    struct TodoRow: View {
        let todo: Todo
        /// When the list was read: the "now" of the relative time, as on the terminal UI.
        let listedAt: Date?
        let toggle: @MainActor () -> Void

        var body: some View {
            HStack {
                Button(action: toggle) {
                    Image(systemName: todo.completed ? "checkmark.circle.fill" : "circle")
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(todo.completed ? "Mark as not done" : "Mark as done")
                Text(todo.title)
                    .strikethrough(todo.completed)
                Spacer()
                if let listedAt {
                    Text(RelativeTimeFormat.string(from: todo.createdAt, to: listedAt))
                        .foregroundStyle(.secondary)
                        .font(.caption)
                }
            }
        }
    }
#endif
