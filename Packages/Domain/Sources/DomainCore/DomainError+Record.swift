extension DomainError {
    /// One record of a list or a document, as values: its `kind`, an identifier its feature words (`line`,
    /// `coin`), its `position` counted from 1 and its `id`, where known.
    public struct Record: Hashable, Sendable {
        public var kind: String
        public var position: Int?
        public var id: String?

        public init(_ kind: String, position: Int? = nil, id: String? = nil) {
            self.kind = kind
            self.position = position
            self.id = id
        }
    }

    /// Where data that cannot be read came from.
    public enum Source: Hashable, Sendable {
        /// A file at this path.
        case file(String)
        /// A resource bundled with the app, by an identifier its feature words (`products`).
        case bundled(String)
        /// A service's answer: the service's identifier (`products`) and the request's path.
        case service(String, path: String)
    }
}
