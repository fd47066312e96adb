import DomainCore
import Foundation

/// One product in the cart with its quantity, priced as the catalog priced it when it was last added or
/// changed, so the cart and a receipt read the same even if the catalog changes later.
///
/// A line cannot hold a value that breaks its rules, whichever adapter made it: the quantity is within
/// `quantityLimits`, the discount within 0-100 %, the unit price not negative and rounded half-even to its
/// currency's minor units when the line is made (so `unitPrice × quantity` is a whole number of cents, and a
/// receipt's figures add up however many digits a price arrived with), the discount rounded half-even to
/// `discountFractionDigits`, and the title is not blank.
public struct CartLine: Hashable, Sendable, Identifiable {
    /// The quantities a line may hold: at least one (a line with none is removed), at most 99.
    public static let quantityLimits = 1...99
    /// The discounts a line may carry, in percent.
    public static let discountLimits: ClosedRange<Decimal> = 0...100
    /// The digits a discount keeps after the point: a millionth of a percent, more than any catalog gives. A
    /// file or a server may send a discount of `1e-127`, within the limits; multiplied by a price, its exponent
    /// ran below the smallest `Decimal` has, and Foundation's multiplication stopped the app there.
    public static let discountFractionDigits = 6

    public var id: Int { productID }
    public let productID: Int
    public let title: String
    /// The list price of one unit, before the discount, in whole minor units.
    public let unitPrice: Money
    /// The product's discount, in percent (12.5 means 12.5 %).
    public let discountPercentage: Decimal
    public let quantity: Int

    /// A line; a value outside the rules above is a validation error naming the field.
    public init(
        productID: Int, title: String, unitPrice: Money, discountPercentage: Decimal = 0, quantity: Int
    ) throws(DomainError) {
        guard productID >= 1 else {
            throw .validation(field: "productId", rule: .outOfRange(Decimal(productID), minimum: 1, maximum: nil))
        }
        guard !title.allSatisfy(\.isWhitespace) else {
            throw .validation(field: "title", rule: .empty)
        }
        guard unitPrice.amount >= 0 else {
            throw .validation(field: "unitPrice", rule: .outOfRange(unitPrice.amount, minimum: 0, maximum: nil))
        }
        guard Self.discountLimits.contains(discountPercentage) else {
            throw .validation(
                field: "discountPercentage", rule: .outOfRange(discountPercentage, minimum: 0, maximum: 100))
        }
        guard Self.quantityLimits.contains(quantity) else {
            throw .validation(field: "quantity", rule: .outOfRange(Decimal(quantity), minimum: 1, maximum: 99))
        }
        self.productID = productID
        self.title = title
        self.unitPrice = unitPrice.rounded()
        var percent = discountPercentage
        var rounded = Decimal()
        NSDecimalRound(&rounded, &percent, Self.discountFractionDigits, .bankers)
        self.discountPercentage = rounded
        self.quantity = quantity
    }

    /// The same line with another quantity, checked like a new one.
    public func with(quantity: Int) throws(DomainError) -> CartLine {
        try CartLine(
            productID: productID, title: title, unitPrice: unitPrice, discountPercentage: discountPercentage,
            quantity: quantity)
    }

    /// `unitPrice × quantity`, exact: whole minor units, since the unit price is.
    public var lineTotal: Money { unitPrice * quantity }

    /// `lineTotal × discountPercentage / 100`, rounded half-even to cents: the discount is rounded once per
    /// line, so the cart's discount is the sum of amounts a receipt can print.
    public var discount: Money { lineTotal.percentage(discountPercentage).rounded() }
}
