import Foundation
import Testing

@testable import DomainCore

@Suite("Paging")
struct PagingTests {
    @Test("page 1 starts at offset 0, page 3 of 10 at 20")
    func offsets() throws {
        #expect(PageRequest.first.offset == 0)
        #expect(try PageRequest(page: 3, size: 10).offset == 20)
    }

    @Test("page numbers below 1 are rejected with the field named", arguments: [0, -1, Int.min])
    func rejectsBadPages(page: Int) {
        #expect(
            throws: DomainError.validation(
                field: "page", rule: .outOfRange(Decimal(page), minimum: 1, maximum: 1_000_000))
        ) {
            try PageRequest(page: page)
        }
    }

    @Test("sizes outside 1...1000 are rejected", arguments: [0, 1001])
    func rejectsBadSizes(size: Int) {
        #expect(throws: DomainError.self) { try PageRequest(page: 1, size: size) }
    }

    @Test(
        "page count rounds up and an empty list has one page",
        arguments: [(0, 1), (1, 1), (10, 1), (11, 2), (57, 6)])
    func pageCount(total: Int, expected: Int) throws {
        let page = try Page<Int>(items: [], request: .first, total: total)
        #expect(page.pageCount == expected)
    }

    @Test("next and previous follow the page number")
    func navigation() throws {
        let middle = try Page<Int>(items: [1], request: try PageRequest(page: 2), total: 30)
        #expect(middle.hasNext && middle.hasPrevious)
        let last = try Page<Int>(items: [1], request: try PageRequest(page: 3), total: 30)
        #expect(!last.hasNext)
        #expect(last.map { $0 * 2 }.items == [2])
    }

    @Test("a page number so high that its offset would overflow is refused", arguments: [1_000_001, Int.max])
    func rejectsHugePages(page: Int) throws {
        #expect(
            throws: DomainError.validation(
                field: "page", rule: .outOfRange(Decimal(page), minimum: 1, maximum: 1_000_000))
        ) {
            try PageRequest(page: page, size: 1000)
        }
        #expect(try PageRequest(page: PageRequest.maximumPage, size: 1000).offset == 999_999_000)
    }

    @Test("a total a server sends as Int.max counts its pages without overflowing; a negative one is refused")
    func extremeTotals() throws {
        #expect(try Page<Int>(items: [], request: .first, total: Int.max).pageCount == Int.max / 10 + 1)
        #expect(throws: DomainError.validation(field: "total", rule: .outOfRange(-1, minimum: 0, maximum: nil))) {
            try Page<Int>(items: [], request: .first, total: -1)
        }
    }
}
