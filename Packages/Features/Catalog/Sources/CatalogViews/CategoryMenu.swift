#if canImport(SwiftUI)
    import CatalogDomain
    import CatalogPresentation
    import PresentationCore
    import SwiftUI

    /// A menu of the catalog's categories: choosing one lists its products. The catalog's `appeared` loads
    /// them, so the menu never changes what the screen shows.
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
        }
    }
#endif
