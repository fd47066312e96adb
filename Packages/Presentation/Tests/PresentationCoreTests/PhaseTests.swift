import DomainCore
import PresentationCore
import Testing

@Suite("Phase")
struct PhaseTests {
    private let error = DomainError.notFound(entity: "product", id: "9")
    private let failure = Failure(kind: .notFound, message: "No product with id 9.")

    /// A list of numbers in words: empty when there are none.
    private func phase(_ loadable: Loadable<[Int]>) -> Phase<[String]> {
        Phase(loadable, loading: "Loading numbers…", naming: Words(.english, table: [:])) {
            numbers in
            numbers.isEmpty ? .empty("No numbers.") : .loaded(numbers.map(String.init))
        }
    }

    @Test("each state of a loadable reads as its phase: the label, the words, the empty or failed message")
    func fromLoadable() {
        #expect(phase(.idle) == .idle)
        #expect(phase(.loading) == .loading("Loading numbers…"))
        #expect(phase(.loaded([1, 2])) == .loaded(["1", "2"]))
        #expect(phase(.loaded([])) == .empty("No numbers."))
        #expect(phase(.failed(error)) == .failed(failure))
    }

    @Test("refreshing keeps the content on show with the label; with nothing to show it is loading")
    func refreshing() {
        #expect(phase(.refreshing([1])) == .refreshing(["1"], label: "Loading numbers…"))
        #expect(phase(.refreshing([])) == .loading("Loading numbers…"))
    }

    @Test("a feature words a failure its own way")
    func ownFailure() {
        let phase = Phase<[String]>(
            Loadable<[Int]>.failed(error),
            loading: "…",
            failure: { Failure($0, message: "Gone.") },
            loaded: { _ in .empty("") }
        )

        #expect(phase == .failed(Failure(error, message: "Gone.")))
        #expect(phase.message == "Gone.")
    }

    @Test("the terminal screen of each phase: a loading line, the content, or the message in its place")
    func screen() {
        func screen(_ loadable: Loadable<[Int]>) -> Screen {
            Screen(title: "Numbers", subtitle: "2 numbers", phase: phase(loadable), json: .int(1)) { words in
                [Screen.Section(content: .text(words.joined(separator: " ")))]
            }
        }

        #expect(
            screen(.loading)
                == Screen(title: "Numbers", subtitle: "2 numbers", status: .loading(label: "Loading numbers…")))
        #expect(
            screen(.loaded([1, 2]))
                == Screen(
                    title: "Numbers", subtitle: "2 numbers", sections: [Screen.Section(content: .text("1 2"))],
                    json: .int(1)))
        #expect(
            screen(.loaded([]))
                == Screen(
                    title: "Numbers", subtitle: "2 numbers", messages: [Message(.info, "No numbers.")],
                    json: .int(1)))
        #expect(
            screen(.failed(error))
                == Screen(
                    title: "Numbers", subtitle: "2 numbers", messages: [Message(.error, failure.message)],
                    failure: failure))
    }
}
