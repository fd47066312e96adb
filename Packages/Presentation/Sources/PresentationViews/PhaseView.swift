#if canImport(SwiftUI)
    import PresentationCore
    import SwiftUI

    /// Draws a view model's `Phase` the same way in every feature: a spinner with its label while nothing has
    /// arrived, the content once it has (and while it refreshes, so a pull to refresh keeps its list), and the
    /// empty or failed message, with a way to try again after a failure.
    public struct PhaseView<Value: Equatable & Sendable, Content: View>: View {
        private let phase: Phase<Value>
        private let emptySymbol: String
        private let retry: (@MainActor () -> Void)?
        private let content: (Value) -> Content
        @Environment(\.language) private var language

        /// Shows `phase`, its empty message under `emptySymbol` (an SF Symbol's name); `retry`, when given, is
        /// offered after a failure.
        public init(
            _ phase: Phase<Value>,
            emptySymbol: String = "tray",
            retry: (@MainActor () -> Void)? = nil,
            @ViewBuilder content: @escaping (Value) -> Content
        ) {
            self.phase = phase
            self.emptySymbol = emptySymbol
            self.retry = retry
            self.content = content
        }

        public var body: some View {
            let labels = PhaseLabels(language)
            switch phase {
            case .idle:
                ProgressView()
                    .frame(maxWidth: .infinity)
            case let .loading(label):
                ProgressView(label)
                    .frame(maxWidth: .infinity)
            case let .loaded(value), let .refreshing(value, _):
                content(value)
            case let .empty(message):
                ContentUnavailableView {
                    Label(labels.empty, systemImage: emptySymbol)
                } description: {
                    Text(message)
                }
            case let .failed(failure):
                ContentUnavailableView {
                    Label(labels.failed, systemImage: "exclamationmark.triangle")
                } description: {
                    Text(failure.message)
                } actions: {
                    if let retry {
                        Button(labels.retry) { retry() }
                    }
                }
            }
        }
    }
#endif
