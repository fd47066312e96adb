#if canImport(SwiftUI)
    import CartDomain
    import CartPresentation
    import CartTesting
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The receipt of the order a checkout placed.
    struct ReceiptView: View {
        let model: ReceiptViewModel

        var body: some View {
            PhaseView(model.phase) { order in
                OrderView(order: order)
            }
            .navigationTitle(model.title)
        }
    }

    #if DEBUG
        private func preview(_ receipt: Loadable<Order>) -> some View {
            NavigationStack {
                ReceiptView(model: ReceiptPresenter.viewModel(for: receipt))
            }
        }

        #Preview("Placing") { preview(.loading) }
        #Preview("Placed") { preview(.loaded(CartFixtures.sampleOrder)) }
        #Preview("Failed") { preview(.failed(.validation(field: "cart", rule: .empty))) }
    #endif
#endif
