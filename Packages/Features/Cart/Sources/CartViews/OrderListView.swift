#if canImport(SwiftUI)
    import CartDomain
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// The past orders, newest first, each opening its receipt.
    struct OrderListView: View {
        let orders: Loadable<[Order]>

        var body: some View {
            LoadableView(orders) { orders in
                List(orders) { order in
                    NavigationLink {
                        OrderView(order: order)
                    } label: {
                        LabeledContent(DateText.minute(order.createdAt), value: MoneyFormat.string(order.total))
                    }
                }
                .navigationTitle("Orders")
            }
        }
    }
#endif
