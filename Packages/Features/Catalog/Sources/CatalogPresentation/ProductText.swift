import CatalogDomain
import PresentationCore

/// How product values read on screen, shared by the list and the detail.
enum ProductText {
    /// Shown where a source gave no value.
    static let missing = "—"

    static func price(_ product: Product) -> String {
        MoneyFormat.string(product.price)
    }

    static func discount(_ product: Product) -> String {
        product.discountPercentage == 0 ? missing : PercentFormat.string(product.discountPercentage)
    }

    static func rating(_ product: Product) -> String {
        product.rating.map { "\($0)" } ?? missing
    }

    static func stock(_ product: Product) -> String {
        product.stock.map(String.init) ?? missing
    }
}
