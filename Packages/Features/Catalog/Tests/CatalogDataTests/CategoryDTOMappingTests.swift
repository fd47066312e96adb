import CatalogDomain
import DataCore
import Foundation
import Testing

@testable import CatalogData

@Suite("CategoryDTO mapping")
struct CategoryDTOMappingTests {
    private func categories(_ json: String) throws -> [ProductCategory] {
        try CategoryDTO.toDomain(try JSONDecoder().decode([CategoryDTO].self, from: Data(json.utf8)))
    }

    @Test("a slug listed twice, in any case, is refused, naming the second category")
    func repeatedSlug() {
        #expect(
            throws: RuleViolation(
                record: .init("category", position: 3), field: "slug", rule: .duplicate("Beauty", firstAt: 1))
        ) {
            try categories(#"["beauty", "laptops", "Beauty"]"#)
        }
    }

    @Test("categories given as objects keep the service's slug and name")
    func objectFormat() throws {
        let json = """
            [{"slug": "beauty", "name": "Beauty", "url": "https://dummyjson.com/products/category/beauty"},
             {"slug": "mens-shirts", "name": "Men's Shirts", "url": "https://dummyjson.com/products/category/mens-shirts"}]
            """

        #expect(
            try categories(json) == [
                ProductCategory(slug: "beauty", name: "Beauty"),
                ProductCategory(slug: "mens-shirts", name: "Men's Shirts"),
            ])
    }

    @Test("the older format, an array of slugs, gets names made from the slugs")
    func stringFormat() throws {
        #expect(
            try categories(#"["smartphones", "home-decoration"]"#) == [
                ProductCategory(slug: "smartphones", name: "Smartphones"),
                ProductCategory(slug: "home-decoration", name: "Home Decoration"),
            ])
    }

    @Test("an object without a name gets one made from its slug")
    func objectWithoutName() throws {
        #expect(try categories(#"[{"slug": "skin-care"}]"#) == [ProductCategory(slug: "skin-care", name: "Skin Care")])
    }

    @Test(
        "a slug becomes a display name",
        arguments: [
            ("home-decoration", "Home Decoration"),
            ("mens-shirts", "Mens Shirts"),
            ("smartphones", "Smartphones"),
            ("skin_care", "Skin Care"),
            ("", ""),
        ])
    func displayName(slug: String, name: String) {
        #expect(CategoryDTO.displayName(forSlug: slug) == name)
    }
}
