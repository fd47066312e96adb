import DataCore

/// The envelope every DummyJSON product list comes in: `{"products":[…],"total":194,"skip":0,"limit":30}`.
struct ProductsPageDTO: Decodable, Equatable, Sendable {
    let products: [ProductDTO]
    /// The size of the whole list; absent only in hand-written snapshots.
    let total: JSONNumber<Int>?
    let skip: JSONNumber<Int>?
    let limit: JSONNumber<Int>?
}
