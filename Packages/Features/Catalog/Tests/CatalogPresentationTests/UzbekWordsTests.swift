import CatalogDomain
import DomainCore
import PresentationCore
import Testing

@testable import CatalogPresentation

/// The Uzbek table travels with the package: found through `Bundle.module`, in this repo or in a copy of the
/// package (`make portability` runs these tests in one).
@Suite("Uzbek words")
struct UzbekWordsTests {
    @Test("the feature's name and a screen's words come from the Uzbek table")
    func fromTheBundle() {
        #expect(CatalogFeature.title(in: .uzbek) == "Katalog")
        #expect(
            ProductListPresenter.viewModel(listing: .all, page: 1, products: .loading, in: .uzbek).phase
                == .loading("Mahsulotlar yuklanmoqda…"))
    }
}
