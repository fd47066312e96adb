#if canImport(SwiftUI)
    import CatalogDomain
    import CatalogPresentation
    import DomainCore
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import CatalogTesting  // the previews' fixtures
    #endif

    /// A page of products, as its view model words it, with the page buttons under it and the category menu in
    /// the toolbar; choosing anything sends its action.
    struct ProductListView: View {
        let model: ProductListViewModel
        let categories: CategoryListViewModel
        let send: @MainActor (CatalogFeature.Action) -> Void

        var body: some View {
            PhaseView(model.phase, retry: { send(.reload) }) { rows in
                List {
                    ForEach(rows) { row in
                        Button {
                            send(.show(productID: row.id))
                        } label: {
                            ProductRow(row: row)
                        }
                    }
                    PageControls(model: model, send: send)
                }
            }
            .navigationTitle(model.title)
            .toolbar {
                ToolbarItem {
                    CategoryMenu(model: categories, send: send)
                }
            }
        }
    }

    #if DEBUG
        @MainActor private func preview(
            _ products: Loadable<Page<Product>>, listing: ProductListPresenter.Listing = .all
        )
            -> some View
        {
            NavigationStack {
                ProductListView(
                    model: ProductListPresenter.viewModel(listing: listing, page: 1, products: products, in: .english),
                    categories: CategoryListPresenter.viewModel(for: .loaded(ProductFixtures.categories), in: .english),
                    send: { _ in }
                )
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") { preview(.loaded(Page(slicing: ProductFixtures.all, request: .first))) }
        #Preview("Empty") { preview(.loaded(Page(slicing: [], request: .first)), listing: .search("teapot")) }
        #Preview("Failed") { preview(.failed(ProductFixtures.outage)) }
    #endif
#endif
