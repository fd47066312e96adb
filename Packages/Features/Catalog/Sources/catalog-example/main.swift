// Runs the catalog feature alone, on the fake repository and its fixtures: no App, no network, no other
// feature. It lists the first page and prints the resulting Screen as plain text.
import CatalogPresentation
import CatalogTesting
import PresentationCore

let repository = FakeProductRepository(products: ProductFixtures.all, categories: ProductFixtures.categories)
let store = Store(initialState: CatalogFeature.State(), reducer: CatalogFeature(repository: repository))

await store.send(.list(page: 1, category: nil)).finish()
print(PlainScreenText.render(store.state.screen))
