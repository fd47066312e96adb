#if canImport(SwiftUI)
    import DomainCore
    import MarketsDomain
    import MarketsPresentation
    import SwiftUI

    /// One coin in the list: its rank and name, its price and its 24-hour change.
    struct CoinRow: View {
        let coin: Coin
        let currency: Currency

        var body: some View {
            HStack {
                Text(CoinText.rank(coin.rank))
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
                Text(CoinText.title(coin))
                Spacer()
                VStack(alignment: .trailing) {
                    Text(CoinText.price(coin.price, currency))
                        .monospacedDigit()
                    Text(CoinText.change(coin.change24h))
                        .font(.caption)
                        .foregroundStyle((coin.change24h ?? 0) < 0 ? Color.red : Color.green)
                }
            }
        }
    }
#endif
