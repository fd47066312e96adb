import CatalogDomain
import DomainCore
import Foundation

/// An in-memory `ProductRepository` for tests and examples in any feature.
///
/// It records every call, can fail a chosen method, and can hold calls until released, which is how tests
/// prove that a newer request cancels an older one without sleeping: `hold()`, send two requests,
/// `waitUntilSuspended(count:)`, `release()`; a call cancelled while held throws and is listed in
/// `cancelledCalls`.
public actor FakeProductRepository: ProductRepository {
    /// The four repository methods, to choose which one fails.
    public enum Method: Hashable, Sendable {
        case products, search, product, categories
    }

    /// One recorded call with its arguments.
    public enum Call: Hashable, Sendable {
        case products(page: PageRequest, category: String?)
        case search(query: String, page: PageRequest)
        case product(id: Int)
        case categories

        /// The method this call went to.
        public var method: Method {
            switch self {
            case .products: return .products
            case .search: return .search
            case .product: return .product
            case .categories: return .categories
            }
        }
    }

    /// What the fake serves.
    public private(set) var allProducts: [Product]
    public private(set) var allCategories: [ProductCategory]
    /// Every call, in the order it arrived.
    public private(set) var calls: [Call] = []
    /// Calls that ended early because their task was cancelled (while held, or before they began).
    public private(set) var cancelledCalls: [Call] = []

    private var failures: [Method: DomainError] = [:]
    private var isHolding = false
    private var held: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextHeldID = 0
    private var suspendedCount = 0
    private var watchers: [(milestone: Milestone, continuation: CheckedContinuation<Void, Never>)] = []

    /// A point a test can wait for.
    private enum Milestone {
        case suspended(Int)
        case cancelled(Int)
    }

    public init(
        products: [Product] = ProductFixtures.all,
        categories: [ProductCategory] = ProductFixtures.categories
    ) {
        self.allProducts = products
        self.allCategories = categories
    }

    /// Replaces the products served.
    public func setProducts(_ products: [Product]) {
        allProducts = products
    }

    /// Makes every later call to `method` throw `error`; nil makes it succeed again.
    public func fail(_ method: Method, with error: DomainError?) {
        failures[method] = error
    }

    /// Suspends every later call until `release()` or until its task is cancelled.
    public func hold() {
        isHolding = true
    }

    /// Lets held calls (and later ones) proceed.
    public func release() {
        isHolding = false
        let waiting = held.values
        held.removeAll()
        for continuation in waiting { continuation.resume() }
    }

    /// Returns once `count` calls in total have been suspended by `hold()`.
    public func waitUntilSuspended(count: Int) async {
        await wait(for: .suspended(count))
    }

    /// Returns once `count` calls in total have ended because their task was cancelled.
    public func waitUntilCancelled(count: Int) async {
        await wait(for: .cancelled(count))
    }

    // MARK: - ProductRepository

    public func products(page: PageRequest, category: String?) async throws(DomainError) -> Page<Product> {
        try await begin(.products(page: page, category: category))
        let matching = allProducts.filter { category == nil || $0.category == category }
        return Self.page(of: matching, request: page)
    }

    public func search(_ query: String, page: PageRequest) async throws(DomainError) -> Page<Product> {
        try await begin(.search(query: query, page: page))
        let matching = allProducts.filter { product in
            let fields =
                [product.title, product.description ?? "", product.brand ?? "", product.category] + product.tags
            return fields.contains { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        return Self.page(of: matching, request: page)
    }

    public func product(id: Int) async throws(DomainError) -> Product {
        try await begin(.product(id: id))
        guard let product = allProducts.first(where: { $0.id == id }) else {
            throw .notFound(entity: "product", id: String(id))
        }
        return product
    }

    public func categories() async throws(DomainError) -> [ProductCategory] {
        try await begin(.categories)
        return allCategories
    }

    // MARK: - Helpers

    /// Records the call, waits while held, then throws the configured failure if there is one.
    private func begin(_ call: Call) async throws(DomainError) {
        calls.append(call)
        if isHolding && !Task.isCancelled {
            let id = nextHeldID
            nextHeldID += 1
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    held[id] = continuation
                    suspendedCount += 1
                    notifyWatchers()
                }
            } onCancel: {
                Task { await self.resumeHeld(id) }
            }
        }
        if Task.isCancelled {
            cancelledCalls.append(call)
            notifyWatchers()
            throw .cancelled
        }
        if let failure = failures[call.method] {
            throw failure
        }
    }

    private func resumeHeld(_ id: Int) {
        held.removeValue(forKey: id)?.resume()
    }

    private func wait(for milestone: Milestone) async {
        guard !isReached(milestone) else { return }
        await withCheckedContinuation { continuation in
            watchers.append((milestone, continuation))
        }
    }

    private func isReached(_ milestone: Milestone) -> Bool {
        switch milestone {
        case let .suspended(count): return suspendedCount >= count
        case let .cancelled(count): return cancelledCalls.count >= count
        }
    }

    private func notifyWatchers() {
        let ready = watchers.filter { isReached($0.milestone) }
        watchers.removeAll { isReached($0.milestone) }
        for watcher in ready { watcher.continuation.resume() }
    }

    private static func page(of products: [Product], request: PageRequest) -> Page<Product> {
        Page(slicing: products, request: request)
    }
}
