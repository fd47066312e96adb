import CatalogDomain
import DomainCore
import PresentationCore

extension CatalogFeature {
    /// What can happen on the catalog: commands a person gives, and the responses effects send back.
    public enum Action: Equatable, Sendable {
        /// Show page `page` (from 1) of all products, or of one category's.
        case list(page: Int, category: String?)
        /// Show page `page` of the products matching `query`; an empty query fails as a validation error.
        case search(query: String, page: Int)
        /// Present the details of one product.
        case show(productID: Int)
        /// Show the list of categories.
        case categories
        /// Load the current list again (after a failure), keeping its products, category or search and its page.
        case reload
        /// Show the next page of the current list, when there is one.
        case nextPage
        /// Show the previous page of the current list, when there is one.
        case previousPage
        /// Close the presented product details, back to the list.
        case dismissDetail
        /// The screen appeared: load the products that have no answer yet and the categories not loaded yet,
        /// without changing what is shown.
        case appeared
        /// The search field now reads `text`, as typed: search for it trimmed, or list every product when
        /// nothing is left.
        case searchTextChanged(String)

        /// Response: a page of products arrived, or why it did not.
        case productsLoaded(Result<Page<Product>, DomainError>)
        /// Response: the categories arrived, or why they did not.
        case categoriesLoaded(Result<[ProductCategory], DomainError>)
        /// An action of the presented product details.
        case detail(ProductDetailFeature.Action)
    }
}
