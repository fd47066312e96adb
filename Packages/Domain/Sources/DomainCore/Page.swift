import Foundation

/// One page of a longer list, with what a presenter and a UI need to offer "next" and "previous".
public struct Page<Item> {
    public let items: [Item]
    public let request: PageRequest
    /// The number of items in the whole list, across all pages.
    public let total: Int

    /// A page; a negative `total` (which only a broken source can send) is a validation error.
    public init(items: [Item], request: PageRequest, total: Int) throws(DomainError) {
        guard total >= 0 else {
            throw .validation(field: "total", rule: .outOfRange(Decimal(total), minimum: 0, maximum: nil))
        }
        self.items = items
        self.request = request
        self.total = total
    }

    /// The page `request` asks for of a whole list held in memory.
    public init(slicing all: [Item], request: PageRequest) {
        self.init(
            checked: Array(all.dropFirst(request.offset).prefix(request.size)), request: request, total: all.count)
    }

    /// The number of pages in the whole list; an empty list has one (empty) page.
    /// (Divided before rounding up, so a total as large as `Int.max` does not overflow.)
    public var pageCount: Int { max(1, total / request.size + (total % request.size == 0 ? 0 : 1)) }
    public var hasNext: Bool { request.page < pageCount }
    public var hasPrevious: Bool { request.page > 1 }

    /// The same page with each item transformed, e.g. entities to rows.
    public func map<T>(_ transform: (Item) throws -> T) rethrows -> Page<T> {
        Page<T>(checked: try items.map(transform), request: request, total: total)
    }

    private init(checked items: [Item], request: PageRequest, total: Int) {
        self.items = items
        self.request = request
        self.total = total
    }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
