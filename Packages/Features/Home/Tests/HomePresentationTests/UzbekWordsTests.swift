import DomainCore
import HomeDomain
import PresentationCore
import Testing

@testable import HomePresentation

/// The Uzbek table travels with the package: found through `Bundle.module`, in this repo or in a copy of the
/// package (`make portability` runs these tests in one).
@Suite("Uzbek words")
struct UzbekWordsTests {
    @Test("the feature's name and a screen's words come from the Uzbek table")
    func fromTheBundle() {
        #expect(HomeFeature.title(in: .uzbek) == "Bosh sahifa")
        #expect(DashboardPresenter.viewModel(for: .loading, in: .uzbek).phase == .loading("Bosh sahifa yuklanmoqda…"))
    }
}
