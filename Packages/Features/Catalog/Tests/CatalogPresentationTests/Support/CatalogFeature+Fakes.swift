import CatalogDomain
import CatalogPresentation

extension CatalogFeature {
    /// The catalog over `repository`, each use case built on it as the composition root does.
    static func over(_ repository: any ProductRepository) -> CatalogFeature {
        CatalogFeature(
            browseProducts: BrowseProducts(repository: repository),
            searchProducts: SearchProducts(repository: repository),
            listCategories: ListCategories(repository: repository),
            getProductDetail: GetProductDetail(repository: repository))
    }
}
