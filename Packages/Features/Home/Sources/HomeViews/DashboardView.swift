#if canImport(SwiftUI)
    import HomeDomain
    import HomePresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import HomeTesting  // the previews' fixtures
    #endif

    /// The dashboard as its view model words it: one section per feature with the same fields as the terminal
    /// UI's tiles; a tile whose source failed says why, greyed, and the others still show.
    struct DashboardView: View {
        let model: DashboardViewModel
        let send: @MainActor (HomeFeature.Action) -> Void

        var body: some View {
            PhaseView(model.phase, retry: { send(.load) }) { tiles in
                List(tiles) { tile in
                    Section(tile.title) {
                        ForEach(tile.fields, id: \.label) { field in
                            LabeledContent(field.label, value: field.value)
                        }
                    }
                    .foregroundStyle(tile.isAvailable ? .primary : .secondary)
                }
            }
            .navigationTitle(model.title)
        }
    }

    #if DEBUG
        @MainActor private func preview(_ dashboard: Loadable<Dashboard>) -> some View {
            NavigationStack {
                DashboardView(model: DashboardPresenter.viewModel(for: dashboard, in: .english), send: { _ in })
            }
        }

        #Preview("Loading") { preview(.loading) }
        #Preview("Loaded") { preview(.loaded(DashboardFixtures.dashboard)) }
        #Preview("A tile failed") {
            var dashboard = DashboardFixtures.dashboard
            dashboard.cart = .failure(DashboardFixtures.damagedCart)
            return preview(.loaded(dashboard))
        }
    #endif
#endif
