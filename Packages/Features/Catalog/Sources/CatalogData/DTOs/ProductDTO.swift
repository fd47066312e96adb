import DataCore
import Foundation

/// One product as the DummyJSON format writes it.
///
/// Only `id`, `title` and `price` are required, because old snapshots of the service give nothing else;
/// every other field is optional, and fields this app does not use (`sku`, `reviews`, `meta`, …) are ignored.
/// Numbers that are money or percentages decode as `Decimal`, which `JSONDecoder` reads digit for digit
/// (never through `Double`), so `899.99` stays `899.99` and a price written `60` is simply 60. Every number is
/// a `JSONNumber`, so one that does not fit (an id of 2^70, a price of 1e300) is named with its field.
struct ProductDTO: Decodable, Equatable, Sendable {
    let id: JSONNumber<Int>
    let title: String
    let price: JSONNumber<Decimal>
    let description: String?
    let category: String?
    let discountPercentage: JSONNumber<Decimal>?
    let rating: JSONNumber<Decimal>?
    let stock: JSONNumber<Int>?
    let tags: [String]?
    let brand: String?
    let availabilityStatus: String?
}
