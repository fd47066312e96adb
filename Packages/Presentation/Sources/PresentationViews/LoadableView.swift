#if canImport(SwiftUI)
    import PresentationCore
    import SwiftUI

    /// Shows a `Loadable` the same way in every feature: a spinner while nothing has arrived, the content once
    /// it has (and while it refreshes, so a pull to refresh keeps its list), and the error's sentence (with a
    /// way to try again) when it failed. One home for it, so no feature's view writes the five cases again.
    public struct LoadableView<Value: Equatable & Sendable, Content: View>: View {
        private let loadable: Loadable<Value>
        private let retry: (@MainActor () -> Void)?
        private let content: (Value) -> Content

        /// Shows `loadable`; `retry`, when given, is offered after a failure.
        public init(
            _ loadable: Loadable<Value>,
            retry: (@MainActor () -> Void)? = nil,
            @ViewBuilder content: @escaping (Value) -> Content
        ) {
            self.loadable = loadable
            self.retry = retry
            self.content = content
        }

        public var body: some View {
            switch loadable {
            case .idle, .loading:
                ProgressView()
                    .frame(maxWidth: .infinity)
            case let .loaded(value), let .refreshing(value):
                content(value)
            case let .failed(error):
                ContentUnavailableView {
                    Label("Not available", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(error.sentence)
                } actions: {
                    if let retry {
                        Button("Try Again") { retry() }
                    }
                }
            }
        }
    }
#endif
