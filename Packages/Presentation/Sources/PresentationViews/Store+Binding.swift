#if canImport(SwiftUI)
    import PresentationCore
    import SwiftUI

    extension Store {
        /// A binding for a SwiftUI control whose value is read from the state and whose every change is an
        /// action, so a control changes the state only through the reducer, like everything else.
        ///
        /// `send` may return nil for a change that needs no action (a navigation link reporting that it is
        /// shown, when the state already says so).
        public func binding<Value>(
            get read: @escaping @MainActor (State) -> Value,
            send action: @escaping @MainActor (Value) -> Action?
        ) -> Binding<Value> {
            Binding(
                get: { @MainActor in read(self.state) },
                set: { @MainActor newValue in
                    if let action = action(newValue) { self.send(action) }
                }
            )
        }
    }
#endif
