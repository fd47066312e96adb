import DomainCore
import Foundation

/// The words for the domain's errors. They live here, in the presentation layer, because wording is a
/// UI's choice: the domain says which rule broke and with which values, and a terminal UI, a
/// SwiftUI view or another language each say it their own way. A feature words an error differently where it
/// knows better (the cart's "add a product first") and falls back on these.
extension DomainError {
    /// One sentence for a person, naming what went wrong.
    public var sentence: String {
        switch self {
        case let .notFound(entity, id):
            return "No \(entity) with id \(id)."
        case let .validation(field, rule):
            return "Invalid \(field): \(rule.phrase)."
        case let .unavailable(service, cause):
            return "\(service) is unavailable: \(cause.phrase)."
        case let .ambiguous(entity, key, candidates):
            let shown = candidates.prefix(5).joined(separator: ", ") + (candidates.count > 5 ? ", …" : "")
            return "\(key) matches \(candidates.count) \(entity)s (\(shown)); give more characters."
        case let .corruptData(source, flaw, keptAside):
            let copy = keptAside.map { " A copy was kept at \($0)." } ?? ""
            return "\(source) cannot be read as data: \(flaw.phrase).\(copy)"
        case let .storage(path, cause, untouched):
            return "Cannot use \(path): \(cause.phrase)\(untouched ? "; it was left as it was" : "")."
        case .cancelled:
            return "The work was cancelled before it finished."
        }
    }

    /// Seconds as a person writes them: `10`, `0.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

extension DomainError.Rule {
    /// What the rule asks, and what the value was: "must be between 1 and 99, got 120".
    public var phrase: String {
        switch self {
        case .empty:
            return "must not be empty"
        case let .outOfRange(value, minimum, maximum):
            let bounds = Self.bounds(minimum, maximum, unit: "")
            return "\(bounds), got \(DecimalText.exact(value))"
        case let .length(count, minimum?, nil):
            return "must be at least \(minimum) characters, got \(count)"
        case let .length(count, minimum, maximum):
            let bounds = Self.bounds(minimum.map { Decimal($0) }, maximum.map { Decimal($0) }, unit: " characters")
            return "\(bounds), got \(count)"
        case let .malformed(text, .currencyCode):
            return "\"\(text)\" is not an ISO 4217 currency code"
        case let .malformed(text, .timestamp):
            return "\"\(text)\" is not an ISO 8601 date"
        case let .malformed(text, .uuid):
            return "\"\(text)\" is not a UUID"
        case let .malformed(text, .decimal):
            return "\"\(text)\" is not a decimal number such as 19.99"
        case let .currency(found, expected):
            return "is in \(found.code), but the rest is in \(expected.code)"
        case let .precision(currency):
            switch currency.minorUnits {
            case 0: return "must be a whole number of \(currency.code)"
            case 1: return "has more than 1 decimal place, the most \(currency.code) has"
            case let places: return "has more than \(places) decimal places, the most \(currency.code) has"
            }
        case let .sum(stated, computed):
            return "is \(stated.formattedAmount), but its parts add up to \(computed.formattedAmount)"
        case let .duplicate(key, firstAt?):
            return "repeats \(key), first seen at position \(firstAt)"
        case let .duplicate(key, nil):
            return "\(key) is taken already"
        case let .stock(available, needed):
            return available <= 0
                ? "the product is out of stock" : "only \(available) in stock, not enough for \(needed)"
        }
    }

    /// "must be between 1 and 99", "must be 1 or more", "must not be negative", "must be at most 200".
    private static func bounds(_ minimum: Decimal?, _ maximum: Decimal?, unit: String) -> String {
        switch (minimum, maximum) {
        case let (minimum?, maximum?):
            return "must be between \(DecimalText.exact(minimum)) and \(DecimalText.exact(maximum))\(unit)"
        case (0?, nil):
            return "must not be negative"
        case let (minimum?, nil):
            return "must be \(DecimalText.exact(minimum))\(unit) or more"
        case let (nil, maximum?):
            return "must be at most \(DecimalText.exact(maximum))\(unit)"
        case (nil, nil):
            return "is out of range"
        }
    }
}

extension DomainError.Outage {
    /// What happened to the exchange: "HTTP 500 from /products", "could not find host api.example.com".
    public var phrase: String {
        switch self {
        case let .transport(cause):
            return cause.phrase
        case let .timedOut(path, seconds):
            return "timed out after \(DomainError.seconds(seconds)) s waiting for \(path)"
        case let .status(code, path):
            return "HTTP \(code) from \(path)"
        case let .tooLarge(path, limit):
            return "the response from \(path) is larger than the \(limit)-byte limit"
        case let .unusableResponse(_, flaw):
            return flaw.phrase
        }
    }
}

extension DomainError.TransportCause {
    /// A phrase for a person, such as "could not connect to 127.0.0.1:8080 (connection refused)".
    public var phrase: String {
        switch self {
        case let .noConnection(server): return "no network connection to reach \(server)"
        case let .hostNotFound(host): return "could not find host \(host)"
        case let .refused(server): return "could not connect to \(server) (connection refused)"
        case let .connectionLost(server): return "the connection to \(server) was lost"
        case let .badReply(server): return "\(server) closed the connection without a valid reply"
        case let .tls(server): return "could not set up a secure connection to \(server)"
        case let .badURL(path): return "\(path) does not form a valid URL"
        case let .redirectRefused(server, location):
            return "\(server) redirected to \(location), which this app does not follow (another host, or one "
                + "redirect too many)"
        case let .other(server, detail): return "could not reach \(server) (\(detail))"
        }
    }
}

extension DomainError.Flaw {
    /// What is wrong with the data: "line 2: unitPrice must not be negative, got -1".
    public var phrase: String {
        switch self {
        case let .undecodable(detail):
            return detail
        case let .breaksRule(record, field, rule):
            return (record.map { "\($0): " } ?? "") + "\(field) \(rule.phrase)"
        case let .unsupportedVersion(found, supported) where found > supported:
            return "format version \(found) is newer than the \(supported) this app reads"
        case let .unsupportedVersion(found, _):
            return "format version \(found) is not a valid version"
        case .missing:
            return "it is missing from the app's bundle"
        }
    }
}

extension DomainError.StorageFailure {
    /// Why the storage could not be used: "Permission denied", "it is a file, not a folder".
    public var phrase: String {
        switch self {
        case let .system(detail):
            return detail
        case .notAFolder:
            return "it is a file, not a folder"
        case let .tooLarge(bytes, limit):
            return "it is \(Self.megabytes(bytes)), larger than the \(Self.megabytes(limit)) this app reads"
        case let .inUse(seconds):
            return "the data folder is in use by another process, which kept it locked for "
                + "\(DomainError.seconds(seconds)) s"
        case let .unencodable(detail):
            return "the value cannot be encoded as JSON (\(detail))"
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        DecimalText.fixed(Decimal(bytes) / 1_000_000, fractionDigits: 1) + " MB"
    }
}

extension DomainError.Outage {
    /// The few words a status line gives an outage ("offline", "host not found", "rate limited", "HTTP 500"):
    /// only a machine without a network is offline.
    public var label: String {
        switch self {
        case let .transport(cause):
            switch cause {
            case .noConnection: return "offline"
            case .hostNotFound: return "host not found"
            case .refused: return "connection refused"
            case .connectionLost: return "connection lost"
            case .badReply: return "no valid reply"
            case .tls: return "secure connection failed"
            case .badURL: return "bad URL"
            case .redirectRefused: return "redirect refused"
            case .other: return "server unreachable"
            }
        case .timedOut: return "timed out"
        case .status(429, _): return "rate limited"
        case let .status(code, _): return "HTTP \(code)"
        case .tooLarge: return "response too large"
        case .unusableResponse: return "unusable response"
        }
    }
}
