#if canImport(SwiftUI)
    import CatalogPresentation
    import SwiftUI

    /// One product in a list: its title and category, and its price.
    struct ProductRow: View {
        let row: ProductListViewModel.Row

        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text(row.title)
                    Text(row.category)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(row.price)
                    .monospacedDigit()
            }
        }
    }
#endif
