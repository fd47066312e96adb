import CatalogDomain
import DataCore
import DomainCore
import Foundation
import Testing

@testable import CatalogData

@Suite("ProductsPageDTO mapping")
struct ProductsPageDTOMappingTests {
    @Test("the envelope's total gives the page count")
    func totalFromEnvelope() throws {
        let json = #"{"products": [{"id": 11, "title": "A", "price": 1}], "total": 57, "skip": 10, "limit": 10}"#
        let dto = try JSONDecoder().decode(ProductsPageDTO.self, from: Foundation.Data(json.utf8))

        let page = try dto.toDomain(request: try PageRequest(page: 2))

        #expect(page.items.map(\.id) == [11])
        #expect(page.total == 57)
        #expect(page.pageCount == 6)
    }

    @Test("a page that holds one product twice is refused, naming the second record and the id")
    func repeatedID() throws {
        let json =
            #"{"products": [{"id": 5, "title": "A", "price": 1}, {"id": 5, "title": "B", "price": 2},"#
            + #" {"id": 6, "title": "C", "price": 3}], "total": 3}"#
        let dto = try JSONDecoder().decode(ProductsPageDTO.self, from: Foundation.Data(json.utf8))

        #expect(
            throws: RuleViolation(record: .init("product", position: 2), field: "id", rule: .duplicate("5", firstAt: 1))
        ) {
            try dto.toDomain(request: .first)
        }
    }

    @Test("an envelope without a total counts what came before and what it holds")
    func missingTotal() throws {
        let json = #"{"products": [{"id": 11, "title": "A", "price": 1}, {"id": 12, "title": "B", "price": 2}]}"#
        let dto = try JSONDecoder().decode(ProductsPageDTO.self, from: Foundation.Data(json.utf8))

        let page = try dto.toDomain(request: try PageRequest(page: 2))

        #expect(page.total == 12)
    }

    @Test("one product that does not decode fails the page, naming the field and the record")
    func oneBadRecordIsReported() {
        let json = """
            {"products": [{"id": 1, "title": "A", "price": 1}, {"id": 2, "title": "B", "price": 2},
                          {"id": 3, "title": "C", "price": "cheap"}], "total": 3}
            """

        #expect {
            try JSONBody.decode(ProductsPageDTO.self, from: Foundation.Data(json.utf8), source: .file("test page"))
        } throws: { error in
            guard case let DomainError.corruptData(source, reason, _) = error else { return false }
            return source == .file("test page")
                && String(describing: reason).contains(#"field: Optional("price"), container: Optional("products[2]")"#)
        }
    }
}
