import Foundation

/// `Scripts/startup-time [-c debug|release] [-n N] [ARGS...]`: how long the built `app` takes to start and
/// answer, as the median of N runs (default 20) of the command given (default `--help`).
public struct StartupTime {
    public static let usage = "usage: Scripts/startup-time [-c debug|release] [-n N] [ARGS...]\n"

    private let root: String
    private let configuration: String
    private let runs: Int
    private let words: [String]

    public init(root: String, arguments: [String]) throws(MeasureError) {
        self.root = root
        var configuration = "debug"
        var runs = 20
        var rest = arguments[...]
        options: while let word = rest.first {
            switch word {
            case "-c":
                guard rest.count >= 2, ["debug", "release"].contains(rest[rest.startIndex + 1]) else {
                    throw MeasureError("-c takes debug or release")
                }
                configuration = rest[rest.startIndex + 1]
                rest = rest.dropFirst(2)
            case "-n":
                guard rest.count >= 2, let count = Int(rest[rest.startIndex + 1]), count >= 1 else {
                    throw MeasureError("-n takes a whole number >= 1")
                }
                runs = count
                rest = rest.dropFirst(2)
            case "--":
                rest = rest.dropFirst()
                break options
            default:
                break options
            }
        }
        self.configuration = configuration
        self.runs = runs
        words = rest.isEmpty ? ["--help"] : Array(rest)
    }

    public func run() throws(MeasureError) {
        let workspace = Workspace(inPlace: root, name: "startup-\(configuration)")
        let environment = workspace.environment()
        let scratch = workspace.work
        let command = [
            "swift", "build", "--package-path", root + "/App", "-c", configuration, "--scratch-path", scratch,
        ]
        try workspace.run(command + ["--product", "app"], in: root, environment: environment)
        let binPath = try workspace.run(command + ["--show-bin-path"], in: root, environment: environment).output
        let app = (binPath.split(separator: "\n").last.map(String.init) ?? "") + "/app"
        let times = try Self.times([app] + words, runs: runs, environment: environment)
        let walls = times.map(\.wall)
        print(
            "app \(words.joined(separator: " ")) (\(configuration)): median "
                + "\(Format.fixed(Statistics.median(walls) * 1000)) ms, min \(Format.fixed((walls.min() ?? 0) * 1000)) ms "
                + "over \(runs) runs")
    }

    /// The median wall and CPU seconds of `runs` runs of `command`, after one run that warms the page cache.
    public static func measure(_ command: [String], runs: Int, environment: [String: String]) throws(MeasureError) -> (
        wall: Double, cpu: Double
    ) {
        let times = try times(command, runs: runs, environment: environment)
        return (Statistics.median(times.map(\.wall)), Statistics.median(times.map(\.cpu)))
    }

    static func times(_ command: [String], runs: Int, environment: [String: String]) throws(MeasureError) -> [(
        wall: Double, cpu: Double
    )] {
        _ = try Command.time(command, environment: environment)
        var times: [(wall: Double, cpu: Double)] = []
        for _ in 0..<runs {
            let run = try Command.time(command, environment: environment)
            guard run.status == 0 else {
                throw MeasureError("\(command.joined(separator: " ")) failed (wait status \(run.status))")
            }
            times.append((run.wall, run.cpu))
        }
        return times
    }
}
