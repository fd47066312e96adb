import CatalogDomain
import PresentationCore

/// How product values read on screen, shared by the list and the detail.
enum ProductText {
    /// Shown where a source gave no value.
    static let missing = "—"

    static func price(_ product: Product, _ language: Language) -> String {
        MoneyFormat.string(product.price, in: language)
    }

    static func discount(_ product: Product, _ language: Language) -> String {
        product.discountPercentage == 0 ? missing : PercentFormat.string(product.discountPercentage, in: language)
    }

    static func rating(_ product: Product, _ language: Language) -> String {
        product.rating.map { DecimalText.grouped(DecimalText.exact($0), in: language) } ?? missing
    }

    static func stock(_ product: Product) -> String {
        product.stock.map(String.init) ?? missing
    }
}
