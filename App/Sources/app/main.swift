import AppCore
import Foundation
import PresentationTerminal

let code = await Application.run(
    arguments: CommandLine.arguments,
    environment: ProcessInfo.processInfo.environment,
    console: StandardConsole()
)
exit(code)
