import CartDomain
import DomainCore
import Foundation
import PresentationCore

/// How cart values read on screen in one language, shared by the cart, the receipt and the order list.
struct CartText {
    let words: Words

    init(_ language: Language) {
        words = strings[language]
    }

    func money(_ money: Money) -> String {
        MoneyFormat.string(money, in: words.language)
    }

    /// A discount reads as a deduction: `-$12.50`, or `$0.00` when there is none.
    func deduction(_ money: Money) -> String {
        self.money(money.amount == 0 ? money : Money(-money.amount, money.currency))
    }

    /// "1 item", "3 items".
    func items(_ count: Int) -> String {
        words.count("cart.itemCount", count)
    }

    func line(_ line: CartLine) -> CartLineViewModel {
        CartLineViewModel(
            productID: line.productID,
            title: line.title,
            quantity: line.quantity,
            quantityText: String(line.quantity),
            unitPrice: money(line.unitPrice),
            unitPriceEach: words("cart.each", money(line.unitPrice)),
            lineTotal: money(line.lineTotal),
            summary: words("cart.lineSummary", String(line.quantity), line.title)
        )
    }

    func order(_ order: Order) -> OrderViewModel {
        let id = order.id.uuidString.lowercased()
        let placed = DateText.minute(order.createdAt, in: words.language)
        return OrderViewModel(
            id: id,
            shortID: String(id.prefix(8)),
            title: words("cart.order.title", String(id.prefix(8))),
            placed: placed,
            placedLine: words("cart.order.placed", placed),
            itemCount: String(order.itemCount),
            total: money(order.total),
            lines: order.lines.map(line),
            totals: totals(subtotal: order.subtotal, discount: order.discount, total: order.total)
        )
    }

    /// Subtotal, discount and total as label and value pairs.
    func totals(subtotal: Money, discount: Money, total: Money) -> [Field] {
        [
            Field(words("cart.subtotal"), money(subtotal)),
            Field(words("cart.discount"), deduction(discount)),
            Field(words("cart.total"), money(total)),
        ]
    }

    /// The lines of a cart or a receipt: product id, title, quantity, unit price, line total; each row
    /// opens the product's details.
    func linesTable(_ lines: [CartLineViewModel]) -> Screen.Table {
        Screen.Table(
            columns: [
                Screen.Column("#", alignment: .trailing),
                Screen.Column(words("cart.column.product"), isFlexible: true),
                Screen.Column(words("cart.column.quantity"), alignment: .trailing),
                Screen.Column(words("cart.column.unitPrice"), alignment: .trailing),
                Screen.Column(words("cart.column.lineTotal"), alignment: .trailing),
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
    func sections(lines: [CartLineViewModel], totals: [Field]) -> [Screen.Section] {
        [Screen.Section(content: .table(linesTable(lines))), Screen.Section(content: .fields(totals))]
    }
}
