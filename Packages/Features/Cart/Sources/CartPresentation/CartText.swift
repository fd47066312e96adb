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

    static func line(_ line: CartLine) -> CartLineViewModel {
        CartLineViewModel(
            productID: line.productID,
            title: line.title,
            quantity: line.quantity,
            quantityText: String(line.quantity),
            unitPrice: money(line.unitPrice),
            unitPriceEach: "\(money(line.unitPrice)) each",
            lineTotal: money(line.lineTotal),
            summary: "\(line.quantity) × \(line.title)"
        )
    }

    static func order(_ order: Order) -> OrderViewModel {
        let id = order.id.uuidString.lowercased()
        let placed = DateText.minute(order.createdAt)
        return OrderViewModel(
            id: id,
            shortID: String(id.prefix(8)),
            title: "Order \(id.prefix(8))",
            placed: placed,
            placedLine: "Placed \(placed)",
            itemCount: String(order.itemCount),
            total: money(order.total),
            lines: order.lines.map(line),
            totals: totals(subtotal: order.subtotal, discount: order.discount, total: order.total)
        )
    }

    /// Subtotal, discount and total as label and value pairs.
    static func totals(subtotal: Money, discount: Money, total: Money) -> [Field] {
        [
            Field("Subtotal", money(subtotal)),
            Field("Discount", deduction(discount)),
            Field("Total", money(total)),
        ]
    }

    /// The lines of a cart or a receipt: product id, title, quantity, unit price, line total; each row
    /// opens the product's details.
    static func linesTable(_ lines: [CartLineViewModel]) -> Screen.Table {
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
                    [String(line.productID), line.title, line.quantityText, line.unitPrice, line.lineTotal],
                    opens: .cart(.product(id: line.productID))
                )
            }
        )
    }

    /// A lines table and the totals under it.
    static func sections(lines: [CartLineViewModel], totals: [Field]) -> [Screen.Section] {
        [Screen.Section(content: .table(linesTable(lines))), Screen.Section(content: .fields(totals))]
    }
}
