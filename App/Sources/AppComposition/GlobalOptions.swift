/// The options that apply to a whole run (or, for `--json`, `--no-color` and `--help`, to one line of a
/// session), wherever they appear on the command line. Values are kept as typed; `Configuration` checks them.
package struct GlobalOptions: Hashable, Sendable {
    package var dataDirectory: String?
    package var apiURL: String?
    package var marketsURL: String?
    package var timeout: String?
    package var retries: String?
    package var store: String?
    package var json = false
    package var noColor = false
    package var keepGoing = false
    package var help = false
    package var version = false

    package init() {}
}
