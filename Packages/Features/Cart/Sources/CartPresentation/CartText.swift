import CartDomain
import DomainCore
import Foundation
import PresentationCore

/// How cart values read on screen, shared by the cart, the receipt and the order list.
enum CartText {
    static func money(_ money: Money) -> String {
        MoneyFormat.string(money)
    }

    /// A discount reads as a deduction: `-$12.50`, or `$0.00` when there is none.
    static func deduction(_ money: Money) -> String {
        money.amount == 0 ? MoneyFormat.string(money) : MoneyFormat.string(Money(-money.amount, money.currency))
    }

    /// "1 item", "3 items".
    static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }

    /// A receipt's id as people quote it: its first 8 characters, lower case, as a unique prefix.
    static func shortID(_ order: Order) -> String {
        String(order.id.uuidString.lowercased().prefix(8))
    }

    /// The lines of a cart or a receipt: product id, title, quantity, unit price, line total; each row
    /// opens the product's details.
    static func linesTable(_ lines: [CartLine]) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column("Product", isFlexible: true),
                Screen.Column("Qty", alignment: .trailing),
                Screen.Column("Unit price", alignment: .trailing),
                Screen.Column("Line total", alignment: .trailing),
            ],
            rows: lines.map { line in
                Screen.Row(
                    [
                        String(line.productID), line.title, String(line.quantity), money(line.unitPrice),
                        money(line.lineTotal),
                    ],
                    opens: .cart(.product(id: line.productID))
                )
            }
        )
    }

    /// Subtotal, discount and total as label and value pairs.
    static func totals(subtotal: Money, discount: Money, total: Money) -> [Screen.Field] {
        [
            Screen.Field("Subtotal", money(subtotal)),
            Screen.Field("Discount", deduction(discount)),
            Screen.Field("Total", money(total)),
        ]
    }
}
