import CartDomain
import DomainCore
import PresentationCore

/// The cart as a reducer: shows the cart, adds, sets and removes products, checks out into a receipt and
/// lists past orders. Its presenters say what to show.
///
/// Changes are never cancelled once started (a cancelled add could be lost or half-known); they cancel a
/// load still in flight instead, so an older read never replaces the cart a change returned.
public struct CartFeature: Reducer {
    private enum CancelID: Hashable, Sendable {
        case cart
        case orders
    }

    private let getCart: GetCart
    private let addToCart: AddToCart
    private let setQuantity: SetQuantity
    private let removeFromCart: RemoveFromCart
    private let checkout: Checkout
    private let listOrders: ListOrders

    /// A cart over its use cases, which the composition root builds.
    public init(
        getCart: GetCart,
        addToCart: AddToCart,
        setQuantity: SetQuantity,
        removeFromCart: RemoveFromCart,
        checkout: Checkout,
        listOrders: ListOrders
    ) {
        self.getCart = getCart
        self.addToCart = addToCart
        self.setQuantity = setQuantity
        self.removeFromCart = removeFromCart
        self.checkout = checkout
        self.listOrders = listOrders
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .show:
            state.loadCart(for: .show)
            let getCart = getCart
            return .run { send in
                await send(.cartLoaded(await Result { () async throws(DomainError) in try await getCart() }))
            }
            .cancellable(id: CancelID.cart, cancelInFlight: true)

        case let .add(productID, quantity):
            state.loadCart(for: .add(productID: productID))
            let addToCart = addToCart
            return change { () async throws(DomainError) in
                try await addToCart(productID: productID, quantity: quantity)
            }

        case let .set(productID, quantity):
            state.loadCart(for: .set(productID: productID))
            let setQuantity = setQuantity
            return change { () async throws(DomainError) in
                try await setQuantity(productID: productID, quantity: quantity)
            }

        case let .remove(productID):
            state.loadCart(for: .remove(productID: productID))
            let removeFromCart = removeFromCart
            return change { () async throws(DomainError) in try await removeFromCart(productID: productID) }

        case let .cartLoaded(result):
            state.cart = Loadable(result)
            return .none

        case .checkout:
            state.panel = .receipt
            state.receipt = .loading
            let checkout = checkout
            return .merge(
                .cancel(id: CancelID.cart),
                .run { send in
                    await send(.checkedOut(await Result { () async throws(DomainError) in try await checkout() }))
                }
            )

        case let .checkedOut(.success(order)):
            state.receipt = .loaded(order)
            state.cart = .loaded(Cart())
            return .none

        case let .checkedOut(.failure(error)):
            state.receipt = .failed(error)
            return .none

        case .orders:
            state.panel = .orders
            state.orders = .loading
            let listOrders = listOrders
            return .run { send in
                await send(.ordersLoaded(await Result { () async throws(DomainError) in try await listOrders() }))
            }
            .cancellable(id: CancelID.orders, cancelInFlight: true)

        case let .ordersLoaded(result):
            state.orders = Loadable(result)
            return .none
        }
    }

    /// Runs a change of the cart to its end, after cancelling any load of the cart still in flight.
    private func change(_ body: @escaping @Sendable () async throws(DomainError) -> Cart) -> Effect<Action> {
        .merge(
            .cancel(id: CancelID.cart),
            .run { send in
                await send(.cartLoaded(await Result(awaiting: body)))
            }
        )
    }
}

extension CartFeature.State {
    /// The open cart, in words (see `CartPresenter`).
    public func cartViewModel(in language: Language) -> CartViewModel {
        CartPresenter.viewModel(for: cart, request: request, in: language)
    }

    /// The receipt of the last checkout, in words (see `ReceiptPresenter`).
    public func receiptViewModel(in language: Language) -> ReceiptViewModel {
        ReceiptPresenter.viewModel(for: receipt, in: language)
    }

    /// The past orders, in words (see `OrderListPresenter`).
    public func orderListViewModel(in language: Language) -> OrderListViewModel {
        OrderListPresenter.viewModel(for: orders, in: language)
    }

    /// The terminal UI's screen: the cart, the last receipt, or the past orders.
    public func screen(in language: Language) -> Screen {
        switch panel {
        case .cart: return CartPresenter.screen(for: cart, request: request, in: language)
        case .receipt: return ReceiptPresenter.screen(for: receipt, in: language)
        case .orders: return OrderListPresenter.screen(for: orders, in: language)
        }
    }
}
