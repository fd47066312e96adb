import PresentationCore

extension CatalogFeature.State {
    /// What to show: the presented product's details, else the categories or the current product list.
    public var screen: Screen {
        if let detail {
            return ProductDetailPresenter.screen(for: detail)
        }
        switch panel {
        case .products: return ProductListPresenter.screen(listing: listing, page: page, products: products)
        case .categories: return CategoryListPresenter.screen(for: categories)
        }
    }
}
