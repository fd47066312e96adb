import CatalogDomain
import DomainCore
import PresentationCore

/// One product's details, presented by `CatalogFeature` while its `detail` state is set; dismissing it
/// cancels a fetch still in flight.
public struct ProductDetailFeature: Reducer {
    /// Identified by the product, so presenting another product cancels the first one's load (`ifLet`).
    public struct State: Equatable, Sendable, Identifiable {
        public let productID: Int
        public internal(set) var product: Loadable<Product> = .idle

        public var id: Int { productID }

        init(productID: Int) {
            self.productID = productID
        }
    }

    public enum Action: Equatable, Sendable {
        /// Fetch the product; sent by the parent right after presenting.
        case load
        /// Response: the product arrived, or why it did not.
        case loaded(Result<Product, DomainError>)
    }

    private enum CancelID: Hashable, Sendable {
        case load
    }

    private let getProductDetail: GetProductDetail

    init(getProductDetail: GetProductDetail) {
        self.getProductDetail = getProductDetail
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
            state.product = .loading
            let productID = state.productID
            let getProductDetail = getProductDetail
            return .run { send in
                let result = await Result { () async throws(DomainError) in try await getProductDetail(id: productID) }
                await send(.loaded(result))
            }
            .cancellable(id: CancelID.load, cancelInFlight: true)

        case let .loaded(result):
            state.product = Loadable(result)
            return .none
        }
    }
}
