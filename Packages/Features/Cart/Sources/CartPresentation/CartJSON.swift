import CartDomain
import Foundation
import PresentationCore

/// The cart's `--json` documents as docs/CLI.md writes them: money as a two-decimal string plus a currency.
enum CartJSON {
    /// `{"lines":[…],"subtotal":"…","discount":"…","total":"…","currency":"USD"}`.
    static func cart(_ cart: Cart) -> JSONValue {
        .object([
            ("lines", .array(cart.lines.map(line))),
            ("subtotal", .string(cart.subtotal.formattedAmount)),
            ("discount", .string(cart.discount.formattedAmount)),
            ("total", .string(cart.total.formattedAmount)),
            ("currency", .string(cart.currency.code)),
        ])
    }

    /// `{"orderId":"…","createdAt":"ISO 8601","lines":[…],"subtotal":"…","discount":"…","total":"…",
    /// "currency":"USD"}`: the frozen totals, so a reader can check that the receipt adds up.
    static func receipt(_ order: Order) -> JSONValue {
        .object([
            ("orderId", .string(order.id.uuidString.lowercased())),
            ("createdAt", .string(DateText.iso(order.createdAt))),
            ("lines", .array(order.lines.map(line))),
            ("subtotal", .string(order.subtotal.formattedAmount)),
            ("discount", .string(order.discount.formattedAmount)),
            ("total", .string(order.total.formattedAmount)),
            ("currency", .string(order.currency.code)),
        ])
    }

    /// `{"orders":[receipt…]}`.
    static func orders(_ orders: [Order]) -> JSONValue {
        .object([("orders", .array(orders.map(receipt)))])
    }

    /// `{"productId":1,"title":"…","quantity":2,"unitPrice":"…","lineTotal":"…"}`.
    private static func line(_ line: CartLine) -> JSONValue {
        .object([
            ("productId", .int(line.productID)),
            ("title", .string(line.title)),
            ("quantity", .int(line.quantity)),
            ("unitPrice", .string(line.unitPrice.formattedAmount)),
            ("lineTotal", .string(line.lineTotal.formattedAmount)),
        ])
    }
}
