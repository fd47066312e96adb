import CatalogDomain
import DomainCore
import Foundation
import Testing

@testable import CatalogData

@Suite("BundledProductRepository")
struct BundledProductRepositoryTests {
    private let repository: BundledProductRepository

    init() throws {
        repository = BundledProductRepository()
    }

    private func everything() async throws -> [Product] {
        try await repository.products(page: PageRequest(page: 1, size: 1000), category: nil).items
    }

    @Test("the snapshot holds at least 100 products")
    func atLeastHundredProducts() async throws {
        let page = try await repository.products(page: .first, category: nil)

        #expect(page.total >= 100)
    }

    @Test("the snapshot has at least 8 categories, each with a display name")
    func categoriesHaveNames() async throws {
        let categories = try await repository.categories()

        #expect(categories.count >= 8)
        #expect(categories.contains(ProductCategory(slug: "home-decoration", name: "Home Decoration")))
        #expect(categories.allSatisfy { !$0.name.isEmpty && $0.name != $0.slug })
    }

    @Test("every product's category is one of the categories")
    func categoriesCoverProducts() async throws {
        let slugs = Set(try await repository.categories().map(\.slug))

        #expect(Set(try await everything().map(\.category)) == slugs)
    }

    @Test("prices have at most two decimals and ratings lie between 0 and 5")
    func snapshotValuesAreSane() async throws {
        let products = try await everything()

        #expect(products.allSatisfy { $0.price.rounded() == $0.price && $0.price.amount > 0 })
        #expect(products.allSatisfy { ($0.rating ?? 0) >= 0 && ($0.rating ?? 0) <= 5 })
        #expect(Set(products.map(\.id)).count == products.count)
    }

    @Test("the snapshot has the quirks of the real service: whole prices, no brand, no tags, no stock")
    func snapshotHasQuirks() async throws {
        let products = try await everything()

        #expect(products.contains { $0.price.amount.isWhole })
        #expect(products.contains { $0.brand == nil })
        #expect(products.contains { $0.tags.isEmpty })
        #expect(products.contains { $0.stock == 0 && $0.availability == "Out of Stock" })
    }

    @Test("paging splits the list into pages of the requested size")
    func paging() async throws {
        let first = try await repository.products(page: .first, category: nil)
        let last = try await repository.products(page: PageRequest(page: first.pageCount), category: nil)

        #expect(first.items.count == 10)
        #expect(first.pageCount == (first.total + 9) / 10)
        #expect(last.items.count == first.total - (first.pageCount - 1) * 10)
        #expect(!last.hasNext)
    }

    @Test("a page past the end is empty but still knows the total")
    func pastTheEnd() async throws {
        let page = try await repository.products(page: PageRequest(page: 99), category: nil)

        #expect(page.items.isEmpty)
        #expect(page.total >= 100)
    }

    @Test("filtering by category returns only that category, with its own total")
    func categoryFilter() async throws {
        let page = try await repository.products(page: PageRequest(page: 1, size: 100), category: "smartphones")

        #expect(page.items.count == page.total)
        #expect(page.total >= 5)
        #expect(page.items.allSatisfy { $0.category == "smartphones" })
    }

    @Test("an unknown category is an empty list")
    func unknownCategory() async throws {
        let page = try await repository.products(page: .first, category: "submarines")

        #expect(page.items.isEmpty)
        #expect(page.total == 0)
    }

    @Test("searching for phone finds every smartphone")
    func searchPhone() async throws {
        let smartphones = try await repository.products(page: PageRequest(page: 1, size: 100), category: "smartphones")
        let found = try await repository.search("phone", page: PageRequest(page: 1, size: 100))

        #expect(Set(smartphones.items.map(\.id)).isSubset(of: Set(found.items.map(\.id))))
    }

    @Test("search ignores case")
    func searchIgnoresCase() async throws {
        let lower = try await repository.search("phone", page: .first)
        let upper = try await repository.search("PHONE", page: .first)

        #expect(!lower.items.isEmpty)
        #expect(lower == upper)
    }

    @Test("search matches brand and tags as well as the title")
    func searchMatchesBrandAndTags() async throws {
        let products = try await everything()
        let branded = try #require(products.first { $0.brand != nil && !$0.title.contains($0.brand ?? "") })
        let brand = try #require(branded.brand)

        let found = try await repository.search(brand, page: PageRequest(page: 1, size: 100))

        #expect(found.items.contains(branded))
    }

    @Test("a product is found by id")
    func productByID() async throws {
        let first = try #require(try await everything().first)

        #expect(try await repository.product(id: first.id) == first)
    }

    @Test("an unknown id is a product that was not found")
    func unknownID() async {
        await #expect(throws: DomainError.notFound(entity: "product", id: "99999")) {
            try await repository.product(id: 99999)
        }
    }

    @Test("a category missing from the snapshot's list gets a name made from its slug")
    func categoryNameFallback() async throws {
        let snapshot = """
            {"products": [{"id": 1, "title": "A", "price": 1, "category": "kitchen-accessories"},
                          {"id": 2, "title": "B", "price": 2, "category": "beauty"}],
             "total": 2, "skip": 0, "limit": 2, "categories": [{"slug": "beauty", "name": "Beauty & Care"}]}
            """
        let repository = try BundledProductRepository(snapshot: Data(snapshot.utf8))

        #expect(
            try await repository.categories() == [
                ProductCategory(slug: "kitchen-accessories", name: "Kitchen Accessories"),
                ProductCategory(slug: "beauty", name: "Beauty & Care"),
            ])
    }

    @Test(
        "a snapshot that repeats a product's id or a category's slug is corrupt data naming the second one",
        arguments: [
            (
                #"{"products": [{"id": 1, "title": "A", "price": 1}, {"id": 1, "title": "B", "price": 2}]}"#,
                DomainError.Flaw.breaksRule(
                    record: .init("product", position: 2), field: "id", rule: .duplicate("1", firstAt: 1))
            ),
            (
                #"{"products": [{"id": 1, "title": "A", "price": 1}], "categories": ["beauty", "laptops", "Beauty"]}"#,
                .breaksRule(
                    record: .init("category", position: 3), field: "slug", rule: .duplicate("Beauty", firstAt: 1))
            ),
        ])
    func repeatedIdentity(snapshot: String, flaw: DomainError.Flaw) {
        #expect(
            throws: DomainError.corruptData(source: .bundled("products"), flaw: flaw, keptAside: nil)
        ) {
            try BundledProductRepository(snapshot: Data(snapshot.utf8))
        }
    }

    @Test("a damaged snapshot is corrupt data naming the field and the record")
    func damagedSnapshot() {
        let snapshot = #"{"products": [{"id": 1, "title": "A", "price": 1}, {"id": 2, "price": 2}], "total": 2}"#

        #expect {
            try BundledProductRepository(snapshot: Data(snapshot.utf8))
        } throws: { error in
            guard case let DomainError.corruptData(source, reason, _) = error else { return false }
            return source == .bundled("products")
                && String(describing: reason).contains(#"field: Optional("title"), container: Optional("products[1]")"#)
        }
    }
}

extension Decimal {
    fileprivate var isWhole: Bool {
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == self
    }
}
