#if canImport(SwiftUI)
    import CartDomain
    import CartPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI
    #if DEBUG
        import CartTesting  // the previews' fixtures
    #endif

    /// The receipt of the order a checkout placed.
    struct ReceiptView: View {
        let model: ReceiptViewModel

        var body: some View {
            PhaseView(model.phase) { order in
                OrderView(order: order, notice: model.notice)
            }
            .navigationTitle(model.title)
        }
    }

    #if DEBUG
        @MainActor private func preview(_ receipt: Loadable<Order>) -> some View {
            NavigationStack {
                ReceiptView(model: ReceiptPresenter.viewModel(for: receipt, in: .english))
            }
        }

        #Preview("Placing") { preview(.loading) }
        #Preview("Placed") { preview(.loaded(CartFixtures.sampleOrder)) }
        #Preview("Failed") { preview(.failed(.validation(field: "cart", rule: .empty))) }
    #endif
#endif
