#if canImport(SwiftUI)
    import CatalogDomain
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// A product's details, as the catalog's state holds them once `show` has loaded them.
    struct ProductDetailView: View {
        let product: Loadable<Product>

        var body: some View {
            LoadableView(product) { product in
                Form {
                    Section {
                        LabeledContent("Price", value: MoneyFormat.string(product.price))
                        LabeledContent("Category", value: product.category)
                        if let brand = product.brand {
                            LabeledContent("Brand", value: brand)
                        }
                        if let stock = product.stock {
                            LabeledContent("In stock", value: "\(stock)")
                        }
                        if let rating = product.rating {
                            LabeledContent("Rating", value: DecimalText.fixed(rating, fractionDigits: 1))
                        }
                    }
                    if let description = product.description {
                        Section("About") {
                            Text(description)
                        }
                    }
                }
                .navigationTitle(product.title)
            }
        }
    }
#endif
