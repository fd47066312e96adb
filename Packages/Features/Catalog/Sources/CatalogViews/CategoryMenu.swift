#if canImport(SwiftUI)
    import CatalogPresentation
    import SwiftUI

    /// A menu of the catalog's categories: choosing one lists its products. The catalog's `appeared` loads
    /// them, so the menu never changes what the screen shows.
    struct CategoryMenu: View {
        let model: CategoryListViewModel
        let send: @MainActor (CatalogFeature.Action) -> Void

        var body: some View {
            Menu(model.title) {
                Button(model.allProductsLabel) { send(.list(page: 1, category: nil)) }
                ForEach(model.phase.value ?? []) { category in
                    Button(category.name) { send(.list(page: 1, category: category.slug)) }
                }
            }
        }
    }
#endif
