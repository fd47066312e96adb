import DomainCore
import Foundation

/// The phrases inside an error's sentence, in the language of `names`: this target's words, with the feature's
/// `names` for its own entities, fields, records and services.
struct ErrorWording {
    let names: Words
    let words: Words

    init(names: Words) {
        self.names = names
        words = strings[names.language]
    }

    /// What `names` (or else this target's table) calls `id` under `kind`: `field.title` is "title"; an id
    /// neither knows reads as itself.
    func name(_ kind: String, _ id: String) -> String {
        let key = "\(kind).\(id)"
        return names.has(key) ? names(key) : words.has(key) ? words(key) : id
    }

    /// "line 2 of the cart", "coin 3 (id bitcoin)": the feature words each kind, its position and its id.
    func place(_ record: DomainError.Record) -> String {
        let key = "record.\(record.kind)"
        guard names.has(key) else { return record.kind }
        return names(key, record.position.map(String.init) ?? "", record.id ?? "")
    }

    func source(_ source: DomainError.Source) -> String {
        switch source {
        case let .file(path): return path
        case let .bundled(id): return name("bundled", id)
        case let .service(id, path): return words("error.servicePath", name("service", id), path)
        }
    }

    /// What the rule asks, and what the value was: "must be between 1 and 99, got 120".
    func phrase(_ rule: DomainError.Rule, _ field: String) -> String {
        switch rule {
        case .empty:
            return words("rule.empty")
        case let .outOfRange(value, minimum, maximum):
            return words("rule.got", bounds(minimum, maximum, characters: false), number(value))
        case let .length(count, minimum?, nil):
            return words("rule.length.atLeast", String(minimum), String(count))
        case let .length(count, minimum, maximum):
            let bounds = bounds(minimum.map { Decimal($0) }, maximum.map { Decimal($0) }, characters: true)
            return words("rule.got", bounds, String(count))
        case let .malformed(text, .currencyCode):
            return words("rule.malformed.currencyCode", text)
        case let .malformed(text, .timestamp):
            return words("rule.malformed.timestamp", text)
        case let .malformed(text, .uuid):
            return words("rule.malformed.uuid", text)
        case let .malformed(text, .decimal):
            return words("rule.malformed.decimal", text)
        case let .currency(found, expected):
            return words("rule.currency", found.code, expected.code)
        case let .precision(currency):
            switch currency.minorUnits {
            case 0: return words("rule.precision.whole", currency.code)
            case let places: return words.count("rule.precision.places", places, currency.code)
            }
        case let .sum(stated, computed):
            return words("rule.sum", written(stated.formattedAmount), written(computed.formattedAmount))
        case let .duplicate(key, firstAt?):
            return words("rule.duplicate", name("field", field), key, String(firstAt))
        case let .duplicate(key, nil):
            return words("rule.taken", key)
        case let .mismatch(found, expected):
            return words("rule.mismatch", found, expected)
        case let .stock(available, needed):
            return available <= 0
                ? words("rule.stock.none") : words("rule.stock.short", String(available), String(needed))
        }
    }

    /// What happened to the exchange: "HTTP 500 from /products", "could not find host api.example.com".
    func phrase(_ outage: DomainError.Outage) -> String {
        switch outage {
        case let .transport(cause): return phrase(cause)
        case let .timedOut(path, wait): return words("outage.timedOut.phrase", seconds(wait), path)
        case let .status(code, path): return words("outage.status.phrase", String(code), path)
        case let .tooLarge(path, limit): return words("outage.tooLarge.phrase", path, String(limit))
        case let .unusableResponse(_, flaw): return phrase(flaw)
        }
    }

    func phrase(_ cause: DomainError.TransportCause) -> String {
        switch cause {
        case let .noConnection(server): return words("transport.noConnection", server)
        case let .hostNotFound(host): return words("transport.hostNotFound", host)
        case let .refused(server): return words("transport.refused", server)
        case let .connectionLost(server): return words("transport.connectionLost", server)
        case let .badReply(server): return words("transport.badReply", server)
        case let .tls(server): return words("transport.tls", server)
        case let .badURL(path): return words("transport.badURL", path)
        case let .redirectRefused(server, location): return words("transport.redirectRefused", server, location)
        case let .other(server, detail): return words("transport.other", server, detail)
        }
    }

    /// What is wrong with the data: "line 2 of the cart: unitPrice must not be negative, got -1".
    func phrase(_ flaw: DomainError.Flaw) -> String {
        switch flaw {
        case let .unreadable(decoding):
            return phrase(decoding)
        case let .undecodable(detail):
            return detail
        case let .breaksRule(record?, field, rule):
            if case .duplicate = rule { return words("flaw.recordRule", place(record), phrase(rule, field)) }
            return words("flaw.recordFieldRule", place(record), name("field", field), phrase(rule, field))
        case let .breaksRule(nil, field, rule):
            return words("flaw.fieldRule", name("field", field), phrase(rule, field))
        case let .unsupportedVersion(found, supported) where found > supported:
            return words("flaw.newerVersion", String(found), String(supported))
        case let .unsupportedVersion(found, _):
            return words("flaw.invalidVersion", String(found))
        case .missing:
            return words("flaw.missing")
        }
    }

    /// Where a JSON document does not decode and why: "could not decode field `price` of products[2] (id 7) in
    /// /products: expected a number but found a string".
    func phrase(_ decoding: DomainError.Decoding) -> String {
        if case let .notJSON(reason) = decoding.problem {
            let what = decoding.source.map { words("decoding.body", $0) } ?? words("decoding.data")
            switch reason {
            case .empty: return words("decoding.empty", what)
            case .notUTF8: return words("decoding.notUTF8", what)
            case let .invalid(start): return words("decoding.invalid", what, start)
            case let .contentType(type, start):
                return words("decoding.contentType", decoding.source ?? "", type, start)
            }
        }
        let place = decoding.source.map { words("decoding.in", $0) } ?? ""
        return words("decoding.couldNot", subject(decoding), place, phrase(decoding.problem))
    }

    /// "field `price` of products[2] (id 7)", "field `total`", "products[2]", "the top-level value".
    private func subject(_ decoding: DomainError.Decoding) -> String {
        let subject: String
        switch (decoding.field, decoding.container) {
        case let (field?, container?): subject = words("decoding.fieldOf", field, container)
        case let (field?, nil): subject = words("decoding.field", field)
        case let (nil, container?): subject = container
        case (nil, nil): subject = words("decoding.topLevel")
        }
        return decoding.id.map { words("decoding.withID", subject, $0) } ?? subject
    }

    private func phrase(_ problem: DomainError.Decoding.Problem) -> String {
        switch problem {
        case let .expected(kind, found):
            return words("decoding.expected", name(kind), found.map(name) ?? words("decoding.nothing"))
        case .missingField: return words("decoding.missingField")
        case let .notWholeNumber(text): return words("decoding.notWholeNumber", text)
        case let .outOfRange(text): return words("decoding.outOfRange", text)
        case let .malformed(text, format): return phrase(.malformed(text, expected: format), "")
        case let .other(detail): return detail
        case .notJSON: return ""
        }
    }

    private func name(_ kind: DomainError.Decoding.Kind) -> String {
        switch kind {
        case .number: return words("decoding.kind.number")
        case .string: return words("decoding.kind.string")
        case .bool: return words("decoding.kind.bool")
        case .array: return words("decoding.kind.array")
        case .object: return words("decoding.kind.object")
        case .null: return words("decoding.kind.null")
        case .unknown: return words("decoding.kind.unknown")
        case let .named(type): return type
        }
    }

    /// Why the storage could not be used: "Permission denied", "it is a file, not a folder".
    func phrase(_ failure: DomainError.StorageFailure) -> String {
        switch failure {
        case let .system(detail): return detail
        case .notAFolder: return words("storage.notAFolder")
        case .notCreated: return words("storage.notCreated")
        case let .noWriteAheadLog(mode): return words("storage.noWriteAheadLog", mode ?? "none")
        case let .tooLarge(bytes, limit): return words("storage.tooLarge", megabytes(bytes), megabytes(limit))
        case let .inUse(wait): return words("storage.inUse", seconds(wait))
        case let .unencodable(detail): return words("storage.unencodable", detail)
        }
    }

    /// "must be between 1 and 99", "must be 1 or more", "must not be negative", "must be at most 200".
    private func bounds(_ minimum: Decimal?, _ maximum: Decimal?, characters: Bool) -> String {
        switch (minimum, maximum) {
        case let (minimum?, maximum?):
            return words(characters ? "rule.between.characters" : "rule.between", number(minimum), number(maximum))
        case (0?, nil): return words("rule.notNegative")
        case let (minimum?, nil): return words(characters ? "rule.atLeast.characters" : "rule.atLeast", number(minimum))
        case let (nil, maximum?): return words(characters ? "rule.atMost.characters" : "rule.atMost", number(maximum))
        case (nil, nil): return words("rule.outOfRange")
        }
    }

    private func number(_ value: Decimal) -> String {
        written(DecimalText.exact(value))
    }

    /// A plain decimal with the language's decimal separator, ungrouped, as a rule's bounds read.
    private func written(_ plain: String) -> String {
        String(plain.map { $0 == "." ? words.language.decimalSeparator : $0 })
    }

    private func megabytes(_ bytes: Int) -> String {
        words("storage.megabytes", written(DecimalText.fixed(Decimal(bytes) / 1_000_000, fractionDigits: 1)))
    }

    /// Seconds as a person writes them: `10`, `0.5`.
    private func seconds(_ value: Double) -> String {
        written(value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value))
    }
}
