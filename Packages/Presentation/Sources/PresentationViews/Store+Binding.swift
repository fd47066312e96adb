#if canImport(SwiftUI)
    import PresentationCore
    import SwiftUI

    extension Store {
        /// A binding for a SwiftUI control whose value is one property of the state and whose every change is an
        /// action, so a control changes the state only through the reducer, like everything else. The control
        /// redraws only when that property changes.
        ///
        /// `send` may return nil for a change that needs no action.
        public func binding<Value>(
            _ keyPath: KeyPath<State, Value> & Sendable,
            send action: @escaping @MainActor (Value) -> Action?
        ) -> Binding<Value> {
            Binding(
                get: { @MainActor in self[dynamicMember: keyPath] },
                set: { @MainActor newValue in
                    if let action = action(newValue) { self.send(action) }
                }
            )
        }

        /// A binding whose value is derived from the whole state (`detail != nil` for a pushed view), and whose
        /// every change is an action. Reading it registers the whole state, so prefer the key path form for a
        /// plain property.
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
