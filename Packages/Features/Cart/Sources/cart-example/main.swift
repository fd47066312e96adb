// Runs the cart feature alone, on the in-memory fakes of CartTesting: no App, no catalog adapter, no files.
// It adds a few fixture products, changes a quantity, prints the cart, checks out and prints the receipt.
import CartPresentation
import CartTesting
import DomainCore
import PresentationCore

let store = Store(
    initialState: CartFeature.State(),
    reducer: CartFeature(
        products: FixedProductRepository(),
        cart: FakeCartRepository(),
        dates: .fixed(CartFixtures.checkoutDate),
        ids: .incrementing()
    )
)

await store.send(.add(productID: CartFixtures.phone.id, quantity: 2)).finish()
await store.send(.add(productID: CartFixtures.thirdOff.id, quantity: 3)).finish()
await store.send(.add(productID: CartFixtures.dime.id, quantity: 1)).finish()
await store.send(.set(productID: CartFixtures.dime.id, quantity: 4)).finish()
print(PlainScreenText.render(store.state.screen))

await store.send(.checkout).finish()
print("")
print(PlainScreenText.render(store.state.screen))
