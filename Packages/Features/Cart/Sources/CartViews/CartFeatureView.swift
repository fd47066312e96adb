#if canImport(SwiftUI)
    import CartPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The cart over its store: its lines, totals and checkout, with the receipt and the past orders pushed when
    /// the state's panel shows them; going back shows the cart again. Every text comes from the view models the
    /// state derives; this view only connects them to the store.
    public struct CartFeatureView: View {
        private let store: Store<CartFeature.State, CartFeature.Action>
        @Environment(\.language) private var language

        public init(store: Store<CartFeature.State, CartFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                CartView(model: store.state.cartViewModel(in: language)) { store.send($0) }
                    .navigationDestination(isPresented: shows(.receipt)) {
                        ReceiptView(model: store.state.receiptViewModel(in: language))
                    }
                    .navigationDestination(isPresented: shows(.orders)) {
                        OrderListView(model: store.state.orderListViewModel(in: language))
                    }
                    .task {
                        await store.send(.show).finish()
                    }
            }
        }

        /// Whether the state shows `panel`; going back from it shows the cart.
        private func shows(_ panel: CartFeature.State.Panel) -> Binding<Bool> {
            store.binding(get: { $0.panel == panel }, send: { $0 ? nil : .show })
        }
    }
#endif
