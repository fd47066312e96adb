import DomainCore
import PresentationCore
import Testing
import TodosDomain

@testable import TodosPresentation

/// The Uzbek table travels with the package: found through `Bundle.module`, in this repo or in a copy of the
/// package (`make portability` runs these tests in one).
@Suite("Uzbek words")
struct UzbekWordsTests {
    @Test("the feature's name and a screen's words come from the Uzbek table")
    func fromTheBundle() {
        #expect(TodosFeature.title(in: .uzbek) == "Vazifalar")
        #expect(
            TodoListPresenter.viewModel(filter: .all, todos: .loaded([]), listedAt: nil, change: .idle, in: .uzbek)
                .phase == .empty("Hali vazifa yoʻq: boshlash uchun bittasini qoʻshing."))
    }
}
