#if canImport(SwiftUI)
    import DomainCore
    import SwiftUI

    /// The previous and next page buttons under a list, each enabled only when the page has a neighbour.
    struct PageControls<Item>: View {
        let page: Page<Item>
        let previous: @MainActor () -> Void
        let next: @MainActor () -> Void

        var body: some View {
            HStack {
                Button("Previous", action: previous)
                    .disabled(!page.hasPrevious)
                Spacer()
                Text("Page \(page.request.page) of \(page.pageCount)")
                    .foregroundStyle(.secondary)
                Spacer()
                Button("Next", action: next)
                    .disabled(!page.hasNext)
            }
            .buttonStyle(.borderless)
        }
    }
#endif
