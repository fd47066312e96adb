import DomainCore
import MarketsDomain
import MarketsTesting
import PresentationCore
import Testing

@testable import MarketsPresentation

/// What only SwiftUI draws of the coin list: the sort menu's names, which changes are losses, and the notice
/// over old prices.
@Suite("Market list view model")
struct MarketListViewModelTests {
    @Test("the sort menu offers every order, each by its name, and knows the one in use")
    func sortOptions() {
        let model = MarketListPresenter.viewModel(sort: .change, markets: .idle, in: .english)

        #expect(model.sortOptions.map(\.name) == ["Rank", "24h change", "Price", "Name"])
        #expect(model.sortOptions.map(\.sort) == MarketSort.allCases)
        #expect(model.sort == .change)
    }

    @Test("a coin that lost value is marked so, one that gained is not")
    func losses() throws {
        let model = MarketListPresenter.viewModel(sort: .rank, markets: .loaded(CoinFixtures.snapshot), in: .english)
        let rows = try #require(model.phase.value)

        for (row, coin) in zip(rows, CoinFixtures.snapshot.coins) {
            #expect(row.isLoss == ((coin.change24h ?? 0) < 0), "\(row.id)")
        }
        #expect(rows.contains(where: \.isLoss) && rows.contains { !$0.isLoss })
    }

    @Test("old prices carry their staleness and the sentence why; live ones neither")
    func freshness() {
        let stale = MarketListPresenter.viewModel(
            sort: .rank, markets: .loaded(CoinFixtures.staleSnapshot), in: .english)
        let live = MarketListPresenter.viewModel(sort: .rank, markets: .loaded(CoinFixtures.snapshot), in: .english)

        #expect(stale.staleness?.hasPrefix("cached 12 min ago") == true)
        #expect(stale.notice?.kind == .warning)
        #expect(live.staleness == nil && live.notice == nil)
    }
}
