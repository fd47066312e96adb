import CatalogDomain
import DomainCore
import PresentationCore

extension CatalogFeature {
    /// Everything the catalog shows; only the reducer changes it. Its view models say it in words.
    public struct State: Equatable, Sendable {
        /// Which products the list holds.
        public enum Listing: Equatable, Sendable {
            case all
            /// Products whose category slug is this one.
            case category(String)
            /// Products matching this (trimmed) query.
            case search(String)
        }

        /// Which list is on screen when no product is presented.
        public enum Panel: Equatable, Sendable {
            case products
            case categories
        }

        public internal(set) var listing: Listing = .all
        /// The search text as typed (`searchTextChanged`, `search`); `listing` holds it trimmed. Listing all or a
        /// category clears it.
        public internal(set) var searchText = ""
        /// The page of `listing` asked for, from 1; kept while loading so paging and titles know it.
        public internal(set) var page = 1
        public internal(set) var products: Loadable<Page<Product>> = .idle
        public internal(set) var categories: Loadable<[ProductCategory]> = .idle
        public internal(set) var panel: Panel = .products
        /// The presented product details; nil when the list is on screen.
        public internal(set) var detail: ProductDetailFeature.State?

        /// The catalog before anything is asked for.
        public init() {}

        /// Goes to page `page` of `listing`, closing any presented details.
        mutating func open(_ listing: Listing, page: Int) {
            detail = nil
            panel = .products
            self.listing = listing
            self.page = page
        }
    }
}
