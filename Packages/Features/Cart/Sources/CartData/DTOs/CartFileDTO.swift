/// The whole of `cart.json` (inside the file store's envelope): the open cart, and the orders checked out
/// but not yet moved to `orders.json` (see `FileCartRepository` for why a checkout passes through here).
/// A file written by an earlier build, which kept the whole history here, has the same shape.
///
/// `{"cart":{"lines":[…]},"orders":[…]}`
struct CartFileDTO: Codable, Hashable, Sendable {
    var cart: CartDTO
    var orders: [OrderDTO]

    /// What a data folder without a cart file holds.
    static let empty = CartFileDTO(cart: CartDTO(lines: []), orders: [])
}
