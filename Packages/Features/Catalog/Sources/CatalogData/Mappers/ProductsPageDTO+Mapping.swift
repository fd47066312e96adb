import CatalogDomain
import DataCore
import DomainCore

extension ProductsPageDTO {
    /// The page asked for by `request`. `total` comes from the envelope; a snapshot without one counts
    /// what it holds, so paging still ends where the data ends.
    func toDomain(request: PageRequest) throws(RuleViolation) -> Page<Product> {
        let items = try Self.entities(products)
        return try RuleViolation.checking(DomainError.Record("page")) { () throws(DomainError) in
            try Page(items: items, request: request, total: total?.value ?? (request.offset + products.count))
        }
    }

    /// The entities of `products`, in order, each id once.
    static func entities(_ products: [ProductDTO]) throws(RuleViolation) -> [Product] {
        var result: [Product] = []
        for (offset, product) in products.enumerated() { result.append(try product.toDomain(position: offset + 1)) }
        try RuleViolation.checking(nil) { () throws(DomainError) in
            try result.requireUniqueKeys(\.id, field: "id", of: "product", shown: { String($0.id) })
        }
        return result
    }
}
