#if canImport(SwiftUI)
    import CatalogDomain
    import PresentationCore
    import SwiftUI

    /// One product in a list: its title and category, and its price.
    struct ProductRow: View {
        let product: Product

        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text(product.title)
                    Text(product.category)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(MoneyFormat.string(product.price))
                    .monospacedDigit()
            }
        }
    }
#endif
