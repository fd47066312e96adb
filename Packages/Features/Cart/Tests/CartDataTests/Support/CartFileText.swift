/// `cart.json` as a person or an older build might have written it, for tests of reading and of damage.
enum CartFileText {
    /// The store's envelope around `value`.
    static func envelope(_ value: String) -> String {
        #"{"formatVersion":1,"savedAt":"2026-05-28T20:26:40Z","value":"# + value + "}"
    }

    /// A cart with one line whose fields are given as raw JSON.
    static func oneLine(unitPrice: String = #""0.1""#, quantity: String = "2", discount: String = #""33.333""#)
        -> String
    {
        envelope(
            #"{"cart":{"lines":[{"productId":10,"title":"Paper Clip","unitPrice":"# + unitPrice
                + #","currency":"USD","discountPercentage":"# + discount + #","quantity":"# + quantity
                + #"}]},"orders":[]}"#)
    }

    /// One line as raw JSON, with the values a test changes.
    static func line(
        productId: Int = 10, title: String = "Paper Clip", unitPrice: String = "0.1", currency: String = "USD",
        discount: String = "0", quantity: Int = 2
    ) -> String {
        #"{"productId":\#(productId),"title":"\#(title)","unitPrice":"\#(unitPrice)","currency":"\#(currency)","#
            + #""discountPercentage":"\#(discount)","quantity":\#(quantity)}"#
    }

    /// A cart of `lines` (raw JSON each) and `orders` (raw JSON).
    static func cart(_ lines: [String], orders: String = "[]") -> String {
        envelope(#"{"cart":{"lines":["# + lines.joined(separator: ",") + #"]},"orders":"# + orders + "}")
    }

    /// One order of `lines` with the totals given.
    static func order(lines: [String], subtotal: String, discount: String, total: String) -> String {
        #"[{"id":"5E1F1A3C-0000-4000-8000-00000000CAFE","createdAt":"2026-05-28T20:26:40.000Z","lines":["#
            + lines.joined(separator: ",")
            + #"],"subtotal":"\#(subtotal)","discount":"\#(discount)","total":"\#(total)","currency":"USD"}]"#
    }

    /// The orders of `orders` (a JSON array) listed twice, each id twice.
    static func twice(_ orders: String) -> String {
        String(orders.dropLast()) + "," + String(orders.dropFirst())
    }
}
