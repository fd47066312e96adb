import Foundation

/// One product as the DummyJSON format writes it.
///
/// Only `id`, `title` and `price` are required, because old snapshots of the service give nothing else;
/// every other field is optional, and fields this app does not use (`sku`, `reviews`, `meta`, …) are ignored.
/// Numbers that are money or percentages decode as `Decimal`, which `JSONDecoder` reads digit for digit
/// (never through `Double`), so `899.99` stays `899.99` and a price written `60` is simply 60.
struct ProductDTO: Decodable, Equatable, Sendable {
    let id: Int
    let title: String
    let price: Decimal
    let description: String?
    let category: String?
    let discountPercentage: Decimal?
    let rating: Decimal?
    let stock: Int?
    let tags: [String]?
    let brand: String?
    let availabilityStatus: String?
}
