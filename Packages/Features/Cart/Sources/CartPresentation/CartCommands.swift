import PresentationCore

/// The command hints cart screens offer, worded once.
enum CartCommands {
    static let show = Screen.CommandHint("cart", "Show the cart")
    static let add = Screen.CommandHint("cart add PRODUCT_ID [--qty N]", "Add a product (N from 1 to 99)")
    static let set = Screen.CommandHint("cart set PRODUCT_ID QTY", "Change a quantity; 0 removes the line")
    static let remove = Screen.CommandHint("cart remove PRODUCT_ID", "Remove a product")
    static let checkout = Screen.CommandHint("cart checkout", "Place the order and empty the cart")
    static let orders = Screen.CommandHint("cart orders", "List past orders")
    static let browse = Screen.CommandHint("catalog list", "Browse products to add")
}
