#if canImport(SwiftUI)
    import CartDomain
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The receipt of the order a checkout placed.
    struct ReceiptView: View {
        let receipt: Loadable<Order>

        var body: some View {
            LoadableView(receipt) { order in
                OrderView(order: order)
                    .navigationTitle("Receipt")
            }
        }
    }
#endif
