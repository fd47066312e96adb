import CatalogDomain
import DomainCore

extension ProductsPageDTO {
    /// The page asked for by `request`. `total` comes from the envelope; a snapshot without one counts
    /// what it holds, so paging still ends where the data ends.
    func toDomain(request: PageRequest) -> Page<Product> {
        Page(
            items: products.map { $0.toDomain() },
            request: request,
            total: total ?? (request.offset + products.count)
        )
    }
}
