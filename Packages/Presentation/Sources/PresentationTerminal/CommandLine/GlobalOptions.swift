/// The options that apply to a whole run (or, for `--json`, `--no-color` and `--help`, to one line of a
/// session), wherever they appear on the command line. Values are kept as typed; the app checks them.
public struct GlobalOptions: Hashable, Sendable {
    public var dataDirectory: String?
    public var apiURL: String?
    public var marketsURL: String?
    public var timeout: String?
    public var retries: String?
    public var store: String?
    /// The language asked for (`en`, `uz`); the app checks it.
    public var language: String?
    public var json = false
    public var noColor = false
    public var keepGoing = false
    public var help = false
    public var version = false

    public init() {}
}
