import DomainCore
import Foundation

/// Decodes JSON into `Decodable` types and turns a `DecodingError` into a domain error whose values name the
/// field, the record and where the data came from (field `price` of products[2] in /products: a number was
/// expected, a string found).
public enum JSONBody {
    /// Decodes a response body; failures become `.unavailable(service:cause:)`, since the service sent
    /// something this app cannot use. A body that is not JSON at all names its content type.
    public static func decode<T: Decodable>(
        _ type: T.Type, from response: HTTPResponse, service: String
    ) throws(DomainError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            let failure = DecodingFailure(error: error, data: response.body)
            let decoding = failure.decoding(source: response.path, contentType: response.header("content-type"))
            throw .unavailable(
                service: service, cause: .unusableResponse(path: response.path, flaw: .unreadable(decoding)))
        }
    }

    /// Decodes local data (a bundled resource, a file); failures become `.corruptData(source:flaw:keptAside:)`.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, source: DomainError.Source)
        throws(DomainError) -> T
    {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            let decoding = DecodingFailure(error: error, data: data).decoding()
            throw .corruptData(source: source, flaw: .unreadable(decoding), keptAside: nil)
        }
    }

    /// Decodes a response body and maps it to entities; a record the entities refuse is `.corruptData` naming
    /// the service's path and the rule, since the service sent data this app must not show or store.
    public static func decode<T: Decodable, Entity>(
        _ type: T.Type, from response: HTTPResponse, service: String, map: (T) throws(RuleViolation) -> Entity
    ) throws(DomainError) -> Entity {
        try mapped(decode(type, from: response, service: service), source: .service(service, path: response.path), map)
    }

    /// Decodes local data and maps it to entities; a record the entities refuse is `.corruptData` too.
    public static func decode<T: Decodable, Entity>(
        _ type: T.Type, from data: Data, source: DomainError.Source, map: (T) throws(RuleViolation) -> Entity
    ) throws(DomainError) -> Entity {
        try mapped(decode(type, from: data, source: source), source: source, map)
    }

    /// `map(value)`, a refusal reported as corrupt data from `source`.
    private static func mapped<T, Entity>(
        _ value: T, source: DomainError.Source, _ map: (T) throws(RuleViolation) -> Entity
    ) throws(DomainError) -> Entity {
        do {
            return try map(value)
        } catch {
            throw .corruptData(source: source, flaw: error.flaw, keptAside: nil)
        }
    }
}
