import CartDomain
import DomainCore
import PresentationCore
import Testing

@testable import CartPresentation

/// The Uzbek table travels with the package: found through `Bundle.module`, in this repo or in a copy of the
/// package (`make portability` runs these tests in one).
@Suite("Uzbek words")
struct UzbekWordsTests {
    @Test("the feature's name and a screen's words come from the Uzbek table")
    func fromTheBundle() {
        #expect(CartFeature.title(in: .uzbek) == "Savat")
        #expect(
            CartPresenter.viewModel(for: .loaded(Cart()), request: .show, in: .uzbek).phase
                == .empty("Savat boʻsh: boshlash uchun mahsulot qoʻshing."))
    }
}
