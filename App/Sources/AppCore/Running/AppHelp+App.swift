import AppComposition
import PresentationCore
import PresentationTerminal

extension AppHelp {
    /// This app's help: its command-line forms and global options, as docs/CLI.md writes them.
    static let app = AppHelp(
        command: AppInfo.command,
        title: AppInfo.summary,
        subtitle: "\(AppInfo.command) \(AppInfo.version), a Clean Architecture reference app in Swift",
        usage: [
            Screen.Row(["app [OPTIONS] COMMAND [ARGS]", "run one command and exit"]),
            Screen.Row(["app [OPTIONS]", "interactive, or one command per line from a pipe"]),
            Screen.Row([
                "app data export [FILE]",
                "every todo, the cart and the orders as one JSON document (stdout by default)",
            ]),
            Screen.Row(["app data import FILE", "replace them all with a document's, after checking all of it"]),
        ],
        options: [
            Screen.Row(["--data-dir DIR", "APP_DATA_DIR", "where persisted state lives"]),
            Screen.Row(["--api-url URL", "APP_API_URL", "a DummyJSON-format server (default: bundled)"]),
            Screen.Row(["--markets-url URL", "APP_MARKETS_URL", "a CoinGecko-format server (default: bundled)"]),
            Screen.Row(["--timeout SECONDS", "APP_TIMEOUT", "per-request timeout, default 10"]),
            Screen.Row([
                "--retries N", "APP_RETRIES", "retries of a failed GET, default \(Configuration.defaultRetries)",
            ]),
            Screen.Row(["--store file|sqlite", "APP_STORE", "JSON files (default) or app.sqlite, in the data folder"]),
            Screen.Row(["--json", "", "one JSON document on stdout"]),
            Screen.Row(["--no-color", "NO_COLOR", "no ANSI colors"]),
            Screen.Row(["--keep-going", "", "piped mode: go on after a failing command"]),
            Screen.Row(["--help, -h", "", "help for the app or the command before it"]),
            Screen.Row(["--version", "", "the version"]),
        ]
    )
}
