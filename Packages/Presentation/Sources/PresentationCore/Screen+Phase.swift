extension Screen {
    /// The screen of a view model whose body is `phase`: a loading line (with the title and subtitle only), the
    /// empty or failed message, or the sections `sections` lays out of the content. `routes` show with all but
    /// the loading line; `json` with the content or its empty message.
    public init<Value>(
        title: String,
        subtitle: String? = nil,
        phase: Phase<Value>,
        routes: [Route] = [],
        json: JSONValue? = nil,
        sections: (Value) -> [Section]
    ) {
        self.init(title: title, subtitle: subtitle, routes: routes)
        switch phase {
        case .idle:
            break
        case let .loading(label), let .refreshing(_, label):
            status = .loading(label: label)
            self.routes = []
        case let .loaded(value):
            self.sections = sections(value)
            self.json = json
        case let .empty(message):
            messages = [Message(.info, message)]
            self.json = json
        case let .failed(failure):
            messages = [Message(.error, failure.message)]
            self.failure = failure
        }
    }
}
