import AppCore
import Foundation

let code = await Application.run(
    arguments: CommandLine.arguments,
    environment: ProcessInfo.processInfo.environment,
    console: StandardConsole()
)
exit(code)
