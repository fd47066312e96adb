import CatalogDomain
import DataCore
import DomainCore
import Foundation
import Testing

@testable import CatalogData

@Suite("ProductDTO mapping")
struct ProductDTOMappingTests {
    private func product(_ json: String) throws -> Product {
        try JSONDecoder().decode(ProductDTO.self, from: Data(json.utf8)).toDomain()
    }

    private func exact(_ text: String) throws -> Decimal {
        try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test("maps every field of a full DummyJSON product and ignores the ones it does not use")
    func mapsFullProduct() throws {
        let json = """
            {"id": 1, "title": "Essence Mascara Lash Princess", "description": "A volumizing mascara.",
             "category": "beauty", "price": 9.99, "discountPercentage": 7.17, "rating": 4.94, "stock": 5,
             "tags": ["beauty", "mascara"], "brand": "Essence", "sku": "RCH45Q1A", "weight": 2,
             "dimensions": {"width": 23.17, "height": 14.43, "depth": 28.01},
             "warrantyInformation": "1 month warranty", "shippingInformation": "Ships in 1 month",
             "availabilityStatus": "Low Stock",
             "reviews": [{"rating": 2, "comment": "Very unhappy!", "date": "2024-05-23T08:56:21.618Z",
                          "reviewerName": "John Doe", "reviewerEmail": "john.doe@x.example"}],
             "returnPolicy": "30 days return policy", "minimumOrderQuantity": 24,
             "meta": {"createdAt": "2024-05-23T08:56:21.618Z", "updatedAt": "2024-05-23T08:56:21.618Z",
                      "barcode": "9164035109868", "qrCode": "https://example.com/qr.png"},
             "images": ["https://example.com/1.png"], "thumbnail": "https://example.com/t.png"}
            """

        let expected = try Product(
            id: 1,
            title: "Essence Mascara Lash Princess",
            description: "A volumizing mascara.",
            category: "beauty",
            price: Money(try exact("9.99")),
            discountPercentage: try exact("7.17"),
            rating: try exact("4.94"),
            stock: 5,
            brand: "Essence",
            tags: ["beauty", "mascara"],
            availability: "Low Stock"
        )
        #expect(try product(json) == expected)
    }

    @Test("a price written without decimals, like 60, is 60.00 dollars")
    func integerPrice() throws {
        let mapped = try product(#"{"id": 3, "title": "Lamp", "price": 60}"#)

        #expect(mapped.price == Money(60, .usd))
        #expect(mapped.price.formattedAmount == "60.00")
    }

    @Test("percentages keep every digit, never passing through Double; a price is rounded half-even to cents")
    func decimalsAreExact() throws {
        let mapped = try product(
            #"{"id": 1, "title": "T", "price": 19.989999999, "discountPercentage": 12.5, "rating": 4.72}"#
        )

        #expect(mapped.price.amount == (try exact("19.99")))
        #expect(try product(#"{"id": 1, "title": "T", "price": 1.115}"#).price.amount == (try exact("1.12")))
        #expect(try product(#"{"id": 1, "title": "T", "price": 0.005}"#).price.amount == 0)
        #expect(mapped.discountPercentage == (try exact("12.5")))
        #expect(mapped.rating == (try exact("4.72")))
    }

    @Test(
        "a product the entity refuses is a violation naming the product, the field and the rule",
        arguments: [
            (
                #"{"id": 3, "title": "T", "price": -1}"#, .init("productWithID", id: "3"), "price",
                .outOfRange(-1, minimum: 0, maximum: nil)
            ),
            (
                #"{"id": 3, "title": "T", "price": 1, "discountPercentage": 150}"#, .init("productWithID", id: "3"),
                "discountPercentage",
                .outOfRange(150, minimum: 0, maximum: 100)
            ),
            (#"{"id": 3, "title": " ", "price": 1}"#, .init("productWithID", id: "3"), "title", .empty),
            (
                #"{"id": 0, "title": "T", "price": 1}"#, .init("productWithID", id: "0"), "id",
                .outOfRange(0, minimum: 1, maximum: nil)
            ),
            (
                #"{"id": 3, "title": "T", "price": 1, "stock": -4}"#, .init("productWithID", id: "3"), "stock",
                .outOfRange(-4, minimum: 0, maximum: nil)
            ),
            (
                #"{"id": 3, "title": "T", "price": 1, "rating": 7}"#, .init("productWithID", id: "3"), "rating",
                .outOfRange(7, minimum: 0, maximum: 5)
            ),
        ] as [(String, DomainError.Record, String, DomainError.Rule)])
    func refused(json: String, record: DomainError.Record, field: String, rule: DomainError.Rule) {
        #expect(throws: RuleViolation(record: record, field: field, rule: rule)) { try product(json) }
    }

    @Test("a product without a brand has no brand")
    func absentBrand() throws {
        let mapped = try product(#"{"id": 7, "title": "Rice", "price": 6.99, "category": "groceries"}"#)

        #expect(mapped.brand == nil)
    }

    @Test("a blank brand counts as no brand")
    func blankBrand() throws {
        let mapped = try product(#"{"id": 7, "title": "Rice", "price": 6.99, "brand": "  "}"#)

        #expect(mapped.brand == nil)
    }

    @Test("a record from an old snapshot with only id, title and price gets neutral values")
    func oldSnapshotRecord() throws {
        let mapped = try product(#"{"id": 4, "title": "Canvas Tote", "price": 12.5}"#)

        let expected = try Product(
            id: 4, title: "Canvas Tote", category: Product.uncategorized, price: Money(try exact("12.5")))
        #expect(mapped == expected)
        #expect(mapped.discountPercentage == 0)
        #expect(mapped.tags.isEmpty)
    }

    @Test("fields this app does not know are ignored")
    func unknownFieldsIgnored() throws {
        let mapped = try product(
            #"{"id": 9, "title": "Future", "price": 1, "hologram": {"layers": [1, 2]}, "colourway": null}"#
        )

        #expect(mapped.id == 9)
        #expect(mapped.title == "Future")
    }

    @Test(
        "a record without a title does not decode",
        arguments: [
            #"{"id": 1, "price": 1}"#,
            #"{"id": 1, "title": null, "price": 1}"#,
            #"{"id": 1, "title": "T", "price": "1.00"}"#,
        ])
    func missingRequiredField(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ProductDTO.self, from: Data(json.utf8))
        }
    }
}
