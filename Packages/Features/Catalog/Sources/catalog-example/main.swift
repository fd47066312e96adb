// Runs the catalog feature alone, on the fake repository and its fixtures: no App, no network, no other
// feature. It lists the first page and prints the resulting Screen as plain text.
import CatalogDomain
import CatalogPresentation
import CatalogTesting
import PresentationCore

// The example is its own composition root: it builds the use cases on the fake, as AppContainer does on adapters.
let repository = FakeProductRepository(products: ProductFixtures.all, categories: ProductFixtures.categories)
let feature = CatalogFeature(
    browseProducts: BrowseProducts(repository: repository), searchProducts: SearchProducts(repository: repository),
    listCategories: ListCategories(repository: repository), getProductDetail: GetProductDetail(repository: repository))
let store = Store(initialState: CatalogFeature.State(), reducer: feature)

await store.send(.list(page: 1, category: nil)).finish()
print(PlainScreenText.render(store.state.screen(in: .english)))
