import DataCore

/// One cart line as `cart.json` stores it, in the open cart and in receipts:
/// `{"productId":1,"title":"…","unitPrice":"899","currency":"USD","discountPercentage":"12.5","quantity":2}`.
/// Its values are checked where it is mapped to a `CartLine`, by the entity's own rules; a number that does
/// not fit (a quantity of 2^70) is named with its field.
struct CartLineDTO: Codable, Hashable, Sendable {
    let productId: JSONNumber<Int>
    let title: String
    let unitPrice: DecimalString
    let currency: String
    let discountPercentage: DecimalString
    let quantity: JSONNumber<Int>
}
