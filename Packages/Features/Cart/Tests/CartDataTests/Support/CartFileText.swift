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
}
