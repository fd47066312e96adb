/// One cart line as `cart.json` stores it, in the open cart and in receipts:
/// `{"productId":1,"title":"…","unitPrice":"899","currency":"USD","discountPercentage":"12.5","quantity":2}`.
/// A quantity below 1 fails to decode, so a hand-edited file cannot smuggle in an empty line.
struct CartLineDTO: Codable, Hashable, Sendable {
    let productId: Int
    let title: String
    let unitPrice: DecimalString
    let currency: String
    let discountPercentage: DecimalString
    let quantity: Int

    init(
        productId: Int, title: String, unitPrice: DecimalString, currency: String,
        discountPercentage: DecimalString, quantity: Int
    ) {
        self.productId = productId
        self.title = title
        self.unitPrice = unitPrice
        self.currency = currency
        self.discountPercentage = discountPercentage
        self.quantity = quantity
    }

    private enum CodingKeys: String, CodingKey {
        case productId, title, unitPrice, currency, discountPercentage, quantity
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let quantity = try container.decode(Int.self, forKey: .quantity)
        guard quantity >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .quantity, in: container, debugDescription: "a quantity must be 1 or more, got \(quantity)")
        }
        self.init(
            productId: try container.decode(Int.self, forKey: .productId),
            title: try container.decode(String.self, forKey: .title),
            unitPrice: try container.decode(DecimalString.self, forKey: .unitPrice),
            currency: try container.decode(String.self, forKey: .currency),
            discountPercentage: try container.decode(DecimalString.self, forKey: .discountPercentage),
            quantity: quantity
        )
    }
}
