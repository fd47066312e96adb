import Foundation

/// Which page of a list to fetch. Pages are numbered from 1, as people count them.
public struct PageRequest: Hashable, Sendable {
    public let page: Int
    public let size: Int

    /// The default page size of every list in the app.
    public static let defaultSize = 10
    /// The highest page number: far beyond any list's end, and low enough that `offset` never overflows.
    public static let maximumPage = 1_000_000

    /// Validates the numbers so no repository ever sees page 0 or a negative size.
    public init(page: Int, size: Int = PageRequest.defaultSize) throws(DomainError) {
        guard page >= 1 else {
            throw .validation(
                field: "page", rule: .outOfRange(Decimal(page), minimum: 1, maximum: Decimal(Self.maximumPage)))
        }
        guard page <= Self.maximumPage else {
            throw .validation(
                field: "page", rule: .outOfRange(Decimal(page), minimum: 1, maximum: Decimal(Self.maximumPage)))
        }
        guard (1...1000).contains(size) else {
            throw .validation(field: "size", rule: .outOfRange(Decimal(size), minimum: 1, maximum: 1000))
        }
        self.page = page
        self.size = size
    }

    /// The first page of the default size.
    public static let first = PageRequest(unchecked: 1, size: defaultSize)

    private init(unchecked page: Int, size: Int) {
        self.page = page
        self.size = size
    }

    /// How many items come before this page (the `skip` of most APIs).
    public var offset: Int { (page - 1) * size }
}
