#if canImport(SwiftUI)
    import CatalogPresentation
    import SwiftUI

    /// The previous and next page buttons under a list, each enabled only when the page has a neighbour, and
    /// the page label between them.
    struct PageControls: View {
        let model: ProductListViewModel
        let send: @MainActor (CatalogFeature.Action) -> Void

        var body: some View {
            HStack {
                Button(model.previousPageLabel) { send(.previousPage) }
                    .disabled(!model.hasPreviousPage)
                Spacer()
                if let label = model.pageLabel {
                    Text(label)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button(model.nextPageLabel) { send(.nextPage) }
                    .disabled(!model.hasNextPage)
            }
            .buttonStyle(.borderless)
        }
    }
#endif
