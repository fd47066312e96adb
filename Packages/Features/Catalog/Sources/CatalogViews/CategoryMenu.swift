#if canImport(SwiftUI)
    import CatalogDomain
    import CatalogPresentation
    import PresentationCore
    import SwiftUI

    /// A menu of the catalog's categories: choosing one lists its products; the categories load when the
    /// menu first appears.
    struct CategoryMenu: View {
        let store: Store<CatalogFeature.State, CatalogFeature.Action>

        var body: some View {
            Menu("Categories") {
                Button("All Products") { store.send(.list(page: 1, category: nil)) }
                if let categories = store.categories.value {
                    ForEach(categories, id: \.slug) { category in
                        Button(category.name) { store.send(.list(page: 1, category: category.slug)) }
                    }
                }
            }
            .task {
                if store.categories == .idle {
                    await store.send(.categories).finish()
                }
            }
        }
    }
#endif
