// Runs the cart feature alone, on the in-memory fakes of CartTesting: no App, no catalog adapter, no files.
// It adds a few fixture products, changes a quantity, prints the cart, checks out and prints the receipt.
import CartDomain
import CartPresentation
import CartTesting
import DomainCore
import PresentationCore

// The example is its own composition root: it builds the use cases on the fakes, as AppContainer does on adapters.
let products = FixedProductRepository()
let cart = FakeCartRepository()
let feature = CartFeature(
    getCart: GetCart(cart: cart),
    addToCart: AddToCart(products: products, cart: cart),
    setQuantity: SetQuantity(products: products, cart: cart),
    removeFromCart: RemoveFromCart(cart: cart),
    checkout: Checkout(cart: cart, dates: .fixed(CartFixtures.checkoutDate), ids: .incrementing()),
    listOrders: ListOrders(cart: cart)
)
let store = Store(initialState: CartFeature.State(), reducer: feature)

await store.send(.add(productID: CartFixtures.phone.id, quantity: 2)).finish()
await store.send(.add(productID: CartFixtures.thirdOff.id, quantity: 3)).finish()
await store.send(.add(productID: CartFixtures.dime.id, quantity: 1)).finish()
await store.send(.set(productID: CartFixtures.dime.id, quantity: 4)).finish()
print(PlainScreenText.render(store.state.screen(in: .english)))

await store.send(.checkout).finish()
print("")
print(PlainScreenText.render(store.state.screen(in: .english)))
