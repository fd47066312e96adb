import Foundation
import Testing

/// Help as a person reads it: the real binary's `--help` fits the terminal. Golden files pin the text at 80
/// and 60 columns (`UPDATE_GOLDEN=1` rewrites them after a deliberate change); the width rules are checked
/// for every help topic at several widths, all topics of a width in one process reading them from a pipe,
/// which prints the very screens `app <topic> --help` does (checked once, topic by topic).
@Suite("Help fits the terminal")
struct HelpTests {
    /// Every help screen the app has: the app's, each feature's and one command's.
    static let topics: [[String]] = [
        ["--help"], ["home", "--help"], ["catalog", "--help"], ["cart", "--help"], ["todos", "--help"],
        ["markets", "--help"], ["cart", "add", "--help"], ["catalog", "list", "--help"],
    ]

    @Test("app --help and app cart --help read as the golden files", arguments: [80, 60])
    func golden(width: Int) async throws {
        for (arguments, name) in [(["--help"], "help"), (["cart", "--help"], "cart-help")] {
            let run = try await AppProcess.run(arguments, environment: ["COLUMNS": "\(width)"])
            #expect(run.status == 0)
            GoldenFile.check(run.stdout, name: "\(name)-\(width)")
        }
    }

    /// Every topic as lines for the app's pipe mode.
    static let pipedTopics = topics.map { $0.joined(separator: " ") + "\n" }.joined()

    @Test("no help line is wider than the terminal, and no word is cut", arguments: [40, 60, 80, 100])
    func fits(width: Int) async throws {
        let run = try await AppProcess.run([], input: Self.pipedTopics, environment: ["COLUMNS": "\(width)"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.outputLines.count > 10 * Self.topics.count, "\(run.stdout)")
        for line in run.outputLines {
            #expect(line.count <= width, "at \(width): \(line)")
            #expect(!line.contains("…"), "at \(width) a word was cut: \(line)")
        }
    }

    @Test("help topics read from a pipe print what each `app <topic> --help` prints, a blank line between")
    func pipedHelpIsOneShotHelp() async throws {
        let environment = ["COLUMNS": "40"]
        var screens: [String] = []
        for arguments in Self.topics {
            let run = try await AppProcess.run(arguments, environment: environment)
            #expect(run.status == 0, "\(arguments)")
            screens.append(run.stdout)
        }

        let piped = try await AppProcess.run([], input: Self.pipedTopics, environment: environment)

        #expect(piped.status == 0)
        #expect(piped.stdout == screens.joined(separator: "\n"))
    }

    @Test("every word of a command's summary is printed, at any width", arguments: [60, 80])
    func wholeWords(width: Int) async throws {
        let run = try await AppProcess.run(["--help"], environment: ["COLUMNS": "\(width)"])
        let words = Set(run.stdout.split(whereSeparator: \.isWhitespace))

        for word in ["checkout", "category", "(1", "99,", "default", "1)", "newest", "first", "cache"] {
            #expect(words.contains(Substring(word)), "\(word) at \(width)")
        }
    }

    @Test("the first line says what the app holds, in plain words")
    func firstLine() async throws {
        let run = try await AppProcess.run(["--help"], environment: ["COLUMNS": "200"])
        let first = try #require(run.outputLines.first)

        for thing in ["a product catalog", "a cart with checkout", "to-dos", "crypto markets", "home dashboard"] {
            #expect(first.contains(thing))
        }
    }
}
