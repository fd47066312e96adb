import CatalogDomain
import PresentationCore

/// Products as the `--json` documents of docs/CLI.md write them: money as a two-decimal string plus a currency,
/// numbers exact, absent values as `null`.
enum ProductJSON {
    /// `{"id":1,"title":"…","price":"899.00","currency":"USD","discountPercentage":12.5,"rating":4.5,"stock":3,
    /// "brand":"…"|null,"category":"…"}`, the shape of a list entry.
    static func summary(_ product: Product) -> JSONValue {
        .object(summaryFields(product))
    }

    /// The summary with `description` and `tags` as well, for `catalog show`.
    static func detail(_ product: Product) -> JSONValue {
        .object(
            summaryFields(product) + [
                ("description", .optional(product.description)),
                ("tags", .array(product.tags.map(JSONValue.string))),
            ]
        )
    }

    private static func summaryFields(_ product: Product) -> [(String, JSONValue)] {
        [
            ("id", .int(product.id)),
            ("title", .string(product.title)),
            ("price", .string(product.price.formattedAmount)),
            ("currency", .string(product.price.currency.code)),
            ("discountPercentage", .number(product.discountPercentage)),
            ("rating", product.rating.map(JSONValue.number) ?? .null),
            ("stock", product.stock.map(JSONValue.int) ?? .null),
            ("brand", .optional(product.brand)),
            ("category", .string(product.category)),
        ]
    }
}
