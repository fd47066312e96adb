/// The file's outer shape, `{"formatVersion":N,"savedAt":"…","value":…}`: the version lets a later app
/// refuse, or migrate, a format it does not know; the date tells a person when it was written.
struct StorageEnvelope<Value: Codable>: Codable {
    var formatVersion: Int
    var savedAt: String
    var value: Value
}

/// Only the version, read first so a newer format is reported as such rather than as a decoding failure.
struct StorageEnvelopeHeader: Decodable {
    var formatVersion: JSONNumber<Int>
}
