import DataCore
import DomainCore
import Foundation
import Testing

/// A valid number that does not fit its field, or a date that cannot be read, is named with its field and
/// its record's place and id, not reported as a document that is "not valid JSON".
@Suite("Values out of range in a list")
struct JSONNumberTests {
    private struct Product: Codable, Hashable {
        let id: JSONNumber<Int>
        let price: JSONNumber<Decimal>
        let stock: JSONNumber<Int>?
        let updatedAt: TimestampString?
    }

    private struct Listing: Codable, Hashable {
        let products: [Product]
    }

    private func failure(_ body: String) -> DomainError.Decoding? {
        do {
            _ = try JSONBody.decode(Listing.self, from: Data(body.utf8), source: .file("/data/products.json"))
            return nil
        } catch {
            guard case let .corruptData(_, .unreadable(decoding), _) = error else { return nil }
            return decoding
        }
    }

    private func at(_ field: String, of item: Int, id: String, _ problem: DomainError.Decoding.Problem)
        -> DomainError.Decoding
    {
        DomainError.Decoding(field: field, container: "products[\(item)]", id: id, problem: problem)
    }

    @Test("an integer beyond Int names its field and its record's place")
    func integerOutOfRange() {
        let body = #"{"products":[{"id":1,"price":1},{"id":1180591620717411303424,"price":2}]}"#
        #expect(
            failure(body)
                == at("id", of: 1, id: "1180591620717411303424", .outOfRange("1180591620717411303424")))
    }

    @Test("a number beyond Decimal names its field, its record's place and its id")
    func decimalOutOfRange() {
        let body = #"{"products":[{"id":1,"price":1},{"id":2,"price":2},{"id":3,"price":1e300}]}"#
        #expect(failure(body) == at("price", of: 2, id: "3", .outOfRange("1e+300")))
    }

    @Test("a number beyond Double too names its field and its record")
    func beyondDouble() {
        let body = #"{"products":[{"id":7,"price":-1e400}]}"#
        #expect(failure(body) == at("price", of: 0, id: "7", .outOfRange("a number beyond every number type")))
    }

    @Test("a fraction where the field counts is named as such")
    func fractionInACount() {
        let body = #"{"products":[{"id":7,"price":1,"stock":1.5}]}"#
        #expect(failure(body) == at("stock", of: 0, id: "7", .notWholeNumber("1.5")))
    }

    @Test("a string where a number belongs keeps its type mismatch")
    func stringIsNoNumber() {
        let body = #"{"products":[{"id":7,"price":"1"}]}"#
        #expect(failure(body) == at("price", of: 0, id: "7", .expected(.number, found: .string)))
    }

    @Test("a date that cannot be read names its field and its record")
    func unreadableDate() {
        let body = #"{"products":[{"id":7,"price":1,"updatedAt":"yesterday"}]}"#
        #expect(failure(body) == at("updatedAt", of: 0, id: "7", .malformed("yesterday", expected: .timestamp)))
    }

    @Test("numbers that fit decode and encode as plain numbers")
    func roundTrip() throws {
        let body = #"{"products":[{"id":7,"price":19.99,"stock":3}]}"#
        let listing = try JSONBody.decode(Listing.self, from: Data(body.utf8), source: .file("/data/products.json"))
        #expect(listing.products.first?.price.value == Decimal(string: "19.99"))
        let encoded = String(decoding: try JSONEncoder().encode(listing.products[0].stock), as: UTF8.self)
        #expect(encoded == "3")
    }
}
