#if canImport(SwiftUI)
    import CartDomain
    import CartPresentation
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The cart in SwiftUI: its lines with their quantities, the totals and a checkout button. The receipt and
    /// the past orders are pushed when the state's panel shows them, and going back shows the cart again.
    public struct CartView: View {
        private let store: Store<CartFeature.State, CartFeature.Action>

        public init(store: Store<CartFeature.State, CartFeature.Action>) {
            self.store = store
        }

        public var body: some View {
            NavigationStack {
                LoadableView(store.cart, retry: { store.send(.show) }) { cart in
                    if cart.isEmpty {
                        ContentUnavailableView("The cart is empty", systemImage: "cart")
                    } else {
                        List {
                            Section {
                                ForEach(cart.lines) { line in
                                    CartLineRow(line: line, store: store)
                                }
                            }
                            Section {
                                CartTotals(subtotal: cart.subtotal, discount: cart.discount, total: cart.total)
                                Button("Check Out") { store.send(.checkout) }
                            }
                        }
                    }
                }
                .navigationTitle("Cart")
                .toolbar {
                    ToolbarItem {
                        Button("Orders") { store.send(.orders) }
                    }
                }
                .navigationDestination(isPresented: shows(.receipt)) {
                    ReceiptView(receipt: store.receipt)
                }
                .navigationDestination(isPresented: shows(.orders)) {
                    OrderListView(orders: store.orders)
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
