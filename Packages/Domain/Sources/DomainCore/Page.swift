/// One page of a longer list, with what a presenter needs to offer "next" and "previous".
public struct Page<Item> {
    public let items: [Item]
    public let request: PageRequest
    /// The number of items in the whole list, across all pages.
    public let total: Int

    public init(items: [Item], request: PageRequest, total: Int) {
        self.items = items
        self.request = request
        self.total = total
    }

    /// The number of pages in the whole list; an empty list has one (empty) page.
    public var pageCount: Int { max(1, (total + request.size - 1) / request.size) }
    public var hasNext: Bool { request.page < pageCount }
    public var hasPrevious: Bool { request.page > 1 }

    /// The same page with each item transformed, e.g. entities to rows.
    public func map<T>(_ transform: (Item) throws -> T) rethrows -> Page<T> {
        Page<T>(items: try items.map(transform), request: request, total: total)
    }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
