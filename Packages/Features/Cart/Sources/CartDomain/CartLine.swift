import DomainCore
import Foundation

/// One product in the cart with its quantity, priced as the catalog priced it when it was last added or
/// changed, so the cart and a receipt read the same even if the catalog changes later.
public struct CartLine: Hashable, Sendable, Identifiable {
    /// The quantities a line may hold: at least one (a line with none is removed), at most 99.
    public static let quantityLimits = 1...99

    public var id: Int { productID }
    public let productID: Int
    public var title: String
    /// The list price of one unit, before the discount.
    public var unitPrice: Money
    /// The product's discount, in percent (12.5 means 12.5 %).
    public var discountPercentage: Decimal
    public var quantity: Int

    public init(productID: Int, title: String, unitPrice: Money, discountPercentage: Decimal = 0, quantity: Int) {
        self.productID = productID
        self.title = title
        self.unitPrice = unitPrice
        self.discountPercentage = discountPercentage
        self.quantity = quantity
    }

    /// `unitPrice × quantity`, exact (never rounded, so the subtotal is exact too).
    public var lineTotal: Money { unitPrice * quantity }

    /// `lineTotal × discountPercentage / 100`, rounded half-even to cents: the discount is rounded once per
    /// line, so the cart's discount is the sum of amounts a receipt can print.
    public var discount: Money { lineTotal.percentage(discountPercentage).rounded() }
}
