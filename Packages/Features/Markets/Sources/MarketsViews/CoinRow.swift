#if canImport(SwiftUI)
    import MarketsPresentation
    import SwiftUI

    /// One coin in the list: its rank and name, its price and its 24-hour change, red for a loss.
    struct CoinRow: View {
        let row: MarketListViewModel.Row

        var body: some View {
            HStack {
                Text(row.rank)
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
                Text(row.title)
                Spacer()
                VStack(alignment: .trailing) {
                    Text(row.price)
                        .monospacedDigit()
                    Text(row.change)
                        .font(.caption)
                        .foregroundStyle(row.isLoss ? Color.red : Color.green)
                }
            }
        }
    }
#endif
