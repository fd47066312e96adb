import DomainCore
import Foundation

/// The words for the domain's errors. They live here, in the presentation layer, because wording is a
/// UI's choice: the domain says which rule broke and with which values, and each language says it its own way.
/// A feature words an error differently where it knows better (the cart's "add a product first") and falls back
/// on these.
extension DomainError {
    /// One sentence for a person, naming what went wrong, in the language of `names`: the feature's words for
    /// what its errors name, under `entity.<id>`, `field.<name>`, `record.<kind>`, `service.<id>` and
    /// `bundled.<id>` (this target's table names the shared ones, such as `field.page`).
    public func sentence(naming names: Words) -> String {
        let wording = ErrorWording(names: names)
        let words = wording.words
        switch self {
        case let .notFound(entity, id):
            return words("error.notFound", wording.name("entity", entity), id)
        case let .validation(field, rule, record?):
            if case .duplicate = rule {
                return words("error.invalid", wording.place(record), wording.phrase(rule, field))
            }
            return words(
                "error.invalid", words("error.fieldOfRecord", wording.name("field", field), wording.place(record)),
                wording.phrase(rule, field))
        case let .validation(field, rule, nil):
            return words("error.invalid", wording.name("field", field), wording.phrase(rule, field))
        case let .unavailable(service, cause):
            return words("error.unavailable", wording.name("service", service), wording.phrase(cause))
        case let .ambiguous(entity, key, candidates):
            let shown = candidates.prefix(5).joined(separator: ", ") + (candidates.count > 5 ? ", …" : "")
            let count = names.count("entity.\(entity).count", candidates.count)
            return words("error.ambiguous", key, count, shown)
        case let .corruptData(source, flaw, keptAside):
            let copy = keptAside.map { words("error.keptAside", $0) } ?? ""
            return words("error.corrupt", wording.source(source), wording.phrase(flaw), copy)
        case let .storage(path, cause, untouched):
            return words("error.storage", path, wording.phrase(cause), untouched ? words("error.untouched") : "")
        case .cancelled:
            return words("error.cancelled")
        }
    }
}

extension DomainError.Outage {
    /// The few words a status line gives an outage ("offline", "host not found", "rate limited", "HTTP 500"):
    /// only a machine without a network is offline.
    public func label(in language: Language) -> String {
        let words = strings[language]
        switch self {
        case let .transport(cause):
            switch cause {
            case .noConnection: return words("outage.offline")
            case .hostNotFound: return words("outage.hostNotFound")
            case .refused: return words("outage.refused")
            case .connectionLost: return words("outage.connectionLost")
            case .badReply: return words("outage.badReply")
            case .tls: return words("outage.tls")
            case .badURL: return words("outage.badURL")
            case .redirectRefused: return words("outage.redirectRefused")
            case .other: return words("outage.unreachable")
            }
        case .timedOut: return words("outage.timedOut")
        case .status(429, _): return words("outage.rateLimited")
        case let .status(code, _): return words("outage.status", String(code))
        case .tooLarge: return words("outage.tooLarge")
        case .unusableResponse: return words("outage.unusable")
        }
    }
}

extension DomainError.Outage {
    /// What happened to the exchange, in the language of `names`: "HTTP 500 from /products", "could not find
    /// host api.example.com".
    public func phrase(naming names: Words) -> String {
        ErrorWording(names: names).phrase(self)
    }
}
