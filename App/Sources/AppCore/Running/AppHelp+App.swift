import AppComposition
import PresentationCore
import PresentationTerminal

extension AppHelp {
    /// This app's help in `language`: its command-line forms and global options, as docs/CLI.md writes them.
    static func app(_ language: Language) -> AppHelp {
        let words = strings[language]
        return AppHelp(
            command: AppInfo.command,
            title: words("help.title"),
            subtitle: words("help.subtitle", AppInfo.command, AppInfo.version),
            usage: [
                Screen.Row(["app [OPTIONS] COMMAND [ARGS]", words("help.usage.oneShot")]),
                Screen.Row(["app [OPTIONS]", words("help.usage.session")]),
                Screen.Row(["app data export [FILE]", words("help.usage.export")]),
                Screen.Row(["app data import FILE", words("help.usage.import")]),
            ],
            options: [
                Screen.Row(["--data-dir DIR", "APP_DATA_DIR", words("help.option.dataDir")]),
                Screen.Row(["--api-url URL", "APP_API_URL", words("help.option.apiURL")]),
                Screen.Row(["--markets-url URL", "APP_MARKETS_URL", words("help.option.marketsURL")]),
                Screen.Row(["--timeout SECONDS", "APP_TIMEOUT", words("help.option.timeout")]),
                Screen.Row([
                    "--retries N", "APP_RETRIES", words("help.option.retries", String(Configuration.defaultRetries)),
                ]),
                Screen.Row(["--store file|sqlite", "APP_STORE", words("help.option.store")]),
                Screen.Row(["--lang en|uz", "APP_LANG", words("help.option.lang")]),
                Screen.Row(["--json", "", words("help.option.json")]),
                Screen.Row(["--no-color", "NO_COLOR", words("help.option.noColor")]),
                Screen.Row(["--keep-going", "", words("help.option.keepGoing")]),
                Screen.Row(["--help, -h", "", words("help.option.help")]),
                Screen.Row(["--version", "", words("help.option.version")]),
            ]
        )
    }
}
