/// The whole of `cart.json` (inside the file store's envelope): the open cart and the past orders in one
/// value, so a checkout (append the receipt, empty the cart) is one atomic replace of one file.
///
/// `{"cart":{"lines":[…]},"orders":[…]}`
struct CartFileDTO: Codable, Hashable, Sendable {
    var cart: CartDTO
    var orders: [OrderDTO]

    /// What a data folder without a cart file holds.
    static let empty = CartFileDTO(cart: CartDTO(lines: []), orders: [])
}
