extension DomainError {
    /// Why a JSON document does not decode, as values: the place in it and what is wrong there.
    public struct Decoding: Hashable, Sendable {
        /// The field at fault, by its key (`price`); nil when the fault is a whole item or the document.
        public var field: String?
        /// The item or object holding it, in JSON path notation (`products[2]`); nil at the top level.
        public var container: String?
        /// The id of the innermost list item on the way, when it has one.
        public var id: String?
        /// The request path the document came from (`/products`); nil for a file.
        public var source: String?
        public var problem: Problem

        public init(
            field: String? = nil, container: String? = nil, id: String? = nil, source: String? = nil, problem: Problem
        ) {
            self.field = field
            self.container = container
            self.id = id
            self.source = source
            self.problem = problem
        }

        /// What is wrong at the place.
        public enum Problem: Hashable, Sendable {
            /// The document is not JSON at all.
            case notJSON(NotJSON)
            /// A value of another kind is there; `found` is nil when nothing is.
            case expected(Kind, found: Kind?)
            case missingField
            /// A number with a fraction where a whole one is needed, or one too large for its field.
            case notWholeNumber(String)
            case outOfRange(String)
            case malformed(String, expected: Format)
            /// The decoder's own diagnosis, for a fault this app does not name.
            case other(String)
        }

        /// Why a document is not JSON; `start` is its first characters, made safe to print.
        public enum NotJSON: Hashable, Sendable {
            case empty
            case notUTF8
            case invalid(start: String)
            /// A response of another content type (`text/html`).
            case contentType(String, start: String)
        }

        /// The kinds of JSON values.
        public enum Kind: Hashable, Sendable {
            case number, string, bool, array, object, null
            /// A value the document holds but this app could not tell (the document did not parse again).
            case unknown
            /// A type of the app's own, by its name.
            case named(String)
        }
    }
}
