import CatalogDomain
import DataCore
import DomainCore
import Foundation

extension CategoryDTO {
    /// The entity, with a display name made from the slug when the source gave none.
    func toDomain() -> ProductCategory {
        ProductCategory(slug: slug, name: name.flatMap { $0.isEmpty ? nil : $0 } ?? Self.displayName(forSlug: slug))
    }

    /// The entities of `categories`, in order, each slug once (ignoring case, as the catalog compares them).
    static func toDomain(_ categories: [CategoryDTO]) throws(RuleViolation) -> [ProductCategory] {
        let result = categories.map { $0.toDomain() }
        try RuleViolation.checking(nil) { () throws(DomainError) in
            try result.requireUniqueKeys({ $0.slug.lowercased() }, field: "slug", of: "category", shown: \.slug)
        }
        return result
    }

    /// A readable name for a slug: `home-decoration` becomes "Home Decoration", `mens-shirts` "Mens Shirts",
    /// as the service itself names them.
    static func displayName(forSlug slug: String) -> String {
        slug.split(whereSeparator: { $0 == "-" || $0 == "_" || $0.isWhitespace })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }
}
