import DomainCore
import MarketsDomain
import PresentationCore
import Testing

@testable import MarketsPresentation

/// The Uzbek table travels with the package: found through `Bundle.module`, in this repo or in a copy of the
/// package (`make portability` runs these tests in one).
@Suite("Uzbek words")
struct UzbekWordsTests {
    @Test("the feature's name and a screen's words come from the Uzbek table")
    func fromTheBundle() {
        #expect(MarketsFeature.title(in: .uzbek) == "Bozorlar")
        #expect(
            MarketListPresenter.viewModel(sort: .rank, markets: .loading, in: .uzbek).phase
                == .loading("Narxlar yuklanmoqda…"))
    }
}
