import DomainCore
import HomeDomain
import HomeTesting
import PresentationCore
import Testing

@testable import HomePresentation

/// The terminal UI prints what SwiftUI is given: the dashboard is laid out of its view model, so its title and
/// each tile, a failed one's sentence included, are the view model's own strings.
@Suite("Both UIs show the same words")
struct SameWordsTests {
    @Test("the title, and every tile's title and fields, a failed tile's sentence among them")
    func tiles() throws {
        var dashboard = DashboardFixtures.dashboard
        dashboard.cart = .failure(DashboardFixtures.damagedCart)
        var state = HomeFeature.State()
        state.dashboard = .loaded(dashboard)
        let model = state.dashboardViewModel(in: .english)
        let tiles = try #require(model.phase.value)

        #expect(state.screen(in: .english).title == model.title)
        #expect(
            state.screen(in: .english).sections
                == tiles.map { Screen.Section(title: $0.title, content: .fields($0.fields)) })
        #expect(tiles.map(\.isAvailable) == [true, false, true, true])
    }
}
