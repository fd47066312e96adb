#if canImport(SwiftUI)
    import CatalogDomain
    import CatalogPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import CatalogTesting  // the previews' fixtures
    #endif

    /// A product's details: the same fields, in the same words, as the terminal UI's product screen.
    struct ProductDetailView: View {
        let model: ProductDetailViewModel

        var body: some View {
            PhaseView(model.phase) { details in
                Form {
                    Section {
                        ForEach(details.fields, id: \.label) { field in
                            LabeledContent(field.label, value: field.value)
                        }
                    }
                    if let description = details.description {
                        Section(description.label) {
                            Text(description.value)
                        }
                    }
                }
            }
            .navigationTitle(model.title)
        }
    }

    #if DEBUG
        @MainActor private func preview(_ product: Loadable<Product>) -> some View {
            NavigationStack {
                ProductDetailView(model: ProductDetailPresenter.viewModel(productID: 1, product: product, in: .english))
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") { preview(.loaded(ProductFixtures.phone)) }
        #Preview("Failed") { preview(.failed(.notFound(entity: "product", id: "1"))) }
    #endif
#endif
