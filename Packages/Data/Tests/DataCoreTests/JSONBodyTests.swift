import DataCore
import DomainCore
import Foundation
import Testing

@Suite("JSONBody decoding failures name the field, the record and the source")
struct JSONBodyTests {
    private struct Product: Decodable, Equatable {
        let id: Int
        let price: Decimal
    }

    private struct Listing: Decodable, Equatable {
        let products: [Product]
    }

    private func response(_ text: String, contentType: String = "application/json") -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": contentType], body: Data(text.utf8), path: "/products")
    }

    @Test("a valid body decodes, decimals exactly")
    func decodes() throws {
        let listing = try JSONBody.decode(
            Listing.self, from: response(#"{"products":[{"id":1,"price":19.989999999}]}"#), service: "DummyJSON")

        #expect(listing.products == [Product(id: 1, price: Decimal(string: "19.989999999") ?? 0)])
    }

    @Test("a wrong type names the field, the record and what was found")
    func typeMismatch() {
        let body = #"{"products":[{"id":1,"price":1},{"id":2,"price":2},{"id":3,"price":"3"}]}"#
        let cause = DomainError.Decoding(
            field: "price", container: "products[2]", id: "3", source: "/products",
            problem: .expected(.number, found: .string))

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .unreadable(cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(body), service: "DummyJSON")
        }
    }

    @Test("a missing key is named")
    func missingKey() {
        let cause = DomainError.Decoding(
            field: "price", container: "products[0]", id: "1", source: "/products", problem: .missingField)

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .unreadable(cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(#"{"products":[{"id":1}]}"#), service: "DummyJSON")
        }
    }

    @Test("a null where a value is required says null was found")
    func nullValue() {
        let cause = DomainError.Decoding(
            field: "price", container: "products[0]", id: "1", source: "/products",
            problem: .expected(.number, found: .null))

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .unreadable(cause)))
        ) {
            try JSONBody.decode(
                Listing.self, from: response(#"{"products":[{"id":1,"price":null}]}"#), service: "DummyJSON")
        }
    }

    @Test("an object where an array was expected is named")
    func wrongContainer() {
        let cause = DomainError.Decoding(
            field: "products", source: "/products", problem: .expected(.array, found: .object))

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .unreadable(cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(#"{"products":{}}"#), service: "DummyJSON")
        }
    }

    @Test("malformed JSON says so and shows how the body starts")
    func malformedJSON() {
        let cause = DomainError.Decoding(
            source: "/products", problem: .notJSON(.invalid(start: #""{"products":[{"id":1,""#)))

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .unreadable(cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(#"{"products":[{"id":1,"#), service: "DummyJSON")
        }
    }

    @Test("an HTML page instead of JSON names the content type")
    func htmlInsteadOfJSON() {
        let cause = DomainError.Decoding(
            source: "/products",
            problem: .notJSON(.contentType("text/html", start: #""<!DOCTYPE html><title>Oops</title>""#)))

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .unreadable(cause)))
        ) {
            try JSONBody.decode(
                Listing.self,
                from: response("<!DOCTYPE html><title>Oops</title>", contentType: "text/html; charset=utf-8"),
                service: "DummyJSON")
        }
    }

    @Test("local data that does not decode is reported as corrupt data from its source")
    func localData() {
        let reason = DomainError.Decoding(
            field: "id", container: "products[0]", id: "x", problem: .expected(.number, found: .string))

        #expect(
            throws: DomainError.corruptData(
                source: .file("products.json"), flaw: .unreadable(reason), keptAside: nil)
        ) {
            try JSONBody.decode(
                Listing.self, from: Data(#"{"products":[{"id":"x","price":1}]}"#.utf8), source: .file("products.json"))
        }
    }
}
