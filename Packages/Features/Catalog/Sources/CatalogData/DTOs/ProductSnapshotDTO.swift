/// The bundled snapshot: the DummyJSON `/products?limit=0` envelope with every product, plus the
/// `/products/categories` list under `categories`, so the offline catalog has display names too.
struct ProductSnapshotDTO: Decodable, Equatable, Sendable {
    let products: [ProductDTO]
    let categories: [CategoryDTO]?
}
