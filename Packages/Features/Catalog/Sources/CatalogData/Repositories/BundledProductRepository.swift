import CatalogDomain
import DataCore
import DomainCore
import Foundation

/// The offline catalog: a snapshot in the DummyJSON format, bundled with this module and written by this
/// project, paged, filtered and searched in memory the way the service does it. DTOs are mapped to entities
/// once, by the first call that reads them.
public struct BundledProductRepository: ProductRepository {
    /// How failures name this source.
    static let source = DomainError.Source.bundled("products")

    private let snapshot: OnFirstUse<Snapshot>

    /// The bundled snapshot, decoded on first use; a damaged one fails every call with `.corruptData` naming
    /// the bad record.
    public init() {
        snapshot = OnFirstUse { () throws(DomainError) in
            let url = Bundle.module.url(forResource: "products", withExtension: "json")
            return try Snapshot(BundledResource.contents(of: url, source: Self.source))
        }
    }

    /// A repository over snapshot `contents` in the bundled format, decoded now, for tests of damaged snapshots.
    init(snapshot contents: Foundation.Data) throws(DomainError) {
        let decoded = try Snapshot(contents)
        snapshot = OnFirstUse { decoded }
    }

    public func products(page: PageRequest, category: String?) async throws(DomainError) -> Page<Product> {
        let allProducts = try snapshot.value().products
        guard let category else { return Self.page(of: allProducts, request: page) }
        return Self.page(
            of: allProducts.filter { $0.category.caseInsensitiveCompare(category) == .orderedSame }, request: page)
    }

    /// Matches the query anywhere in the title, description, brand, category or tags, ignoring case and
    /// accents, as the service's search does.
    public func search(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product> {
        let matching = try snapshot.value().products.filter { product in
            let fields =
                [product.title, product.description ?? "", product.brand ?? "", product.category] + product.tags
            return fields.contains { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        return Self.page(of: matching, request: page)
    }

    public func product(id: Int) async throws(DomainError) -> Product {
        guard let product = try snapshot.value().products.first(where: { $0.id == id }) else {
            throw .notFound(entity: "product", id: String(id))
        }
        return product
    }

    /// The categories that have products, in the order they first appear, named as the snapshot names them.
    public func categories() async throws(DomainError) -> [ProductCategory] {
        try snapshot.value().categories
    }

    private static func page(of products: [Product], request: PageRequest) -> Page<Product> {
        Page(slicing: products, request: request)
    }

    /// The snapshot's products as entities, and the categories that have products, in the order they first
    /// appear, named as the snapshot names them.
    private struct Snapshot: Sendable {
        let products: [Product]
        let categories: [ProductCategory]

        init(_ contents: Foundation.Data) throws(DomainError) {
            let (products, categories) = try JSONBody.decode(
                ProductSnapshotDTO.self, from: contents, source: BundledProductRepository.source
            ) { dto throws(RuleViolation) in
                (try ProductsPageDTO.entities(dto.products), try CategoryDTO.toDomain(dto.categories ?? []))
            }
            self.products = products
            let names = Dictionary(uniqueKeysWithValues: categories.map { ($0.slug, $0.name) })
            var seen = Set<String>()
            self.categories = products.compactMap { product in
                guard seen.insert(product.category).inserted else { return nil }
                let slug = product.category
                return ProductCategory(slug: slug, name: names[slug] ?? CategoryDTO.displayName(forSlug: slug))
            }
        }
    }
}
