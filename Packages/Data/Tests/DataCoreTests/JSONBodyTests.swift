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
        let cause =
            "could not decode field `price` of products[2] (id 3) in /products: expected a number but found a string"

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .undecodable(detail: cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(body), service: "DummyJSON")
        }
    }

    @Test("a missing key is named")
    func missingKey() {
        let cause = "could not decode field `price` of products[0] (id 1) in /products: the field is missing"

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .undecodable(detail: cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(#"{"products":[{"id":1}]}"#), service: "DummyJSON")
        }
    }

    @Test("a null where a value is required says null was found")
    func nullValue() {
        let cause =
            "could not decode field `price` of products[0] (id 1) in /products: expected a number but found null"

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .undecodable(detail: cause)))
        ) {
            try JSONBody.decode(
                Listing.self, from: response(#"{"products":[{"id":1,"price":null}]}"#), service: "DummyJSON")
        }
    }

    @Test("an object where an array was expected is named")
    func wrongContainer() {
        let cause = "could not decode field `products` in /products: expected an array but found an object"

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .undecodable(detail: cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(#"{"products":{}}"#), service: "DummyJSON")
        }
    }

    @Test("malformed JSON says so and shows how the body starts")
    func malformedJSON() {
        let cause = #"the body of /products is not valid JSON (starting "{"products":[{"id":1,")"#

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .undecodable(detail: cause)))
        ) {
            try JSONBody.decode(Listing.self, from: response(#"{"products":[{"id":1,"#), service: "DummyJSON")
        }
    }

    @Test("an HTML page instead of JSON names the content type")
    func htmlInsteadOfJSON() {
        let cause = #"expected JSON from /products but got text/html (starting "<!DOCTYPE html><title>Oops</title>")"#

        #expect(
            throws: DomainError.unavailable(
                service: "DummyJSON", cause: .unusableResponse(path: "/products", flaw: .undecodable(detail: cause)))
        ) {
            try JSONBody.decode(
                Listing.self,
                from: response("<!DOCTYPE html><title>Oops</title>", contentType: "text/html; charset=utf-8"),
                service: "DummyJSON")
        }
    }

    @Test("local data that does not decode is reported as corrupt data from its source")
    func localData() {
        let reason = "could not decode field `id` of products[0] (id x): expected a number but found a string"

        #expect(
            throws: DomainError.corruptData(
                source: .file("products.json"), flaw: .undecodable(detail: reason), keptAside: nil)
        ) {
            try JSONBody.decode(
                Listing.self, from: Data(#"{"products":[{"id":"x","price":1}]}"#.utf8), source: .file("products.json"))
        }
    }
}
