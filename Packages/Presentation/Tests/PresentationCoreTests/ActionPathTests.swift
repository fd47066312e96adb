import PresentationCore
import Testing

@Suite("ActionPath from a case")
struct ActionPathTests {
    private enum Parent: Equatable, Sendable {
        case first(Int)
        case second(Int)
        case named(String)
        case plain
    }

    @Test("extracts the value of its own case only, even where another case carries the same type")
    func extractsItsOwnCase() {
        let first = ActionPath<Parent, Int>(Parent.first)
        #expect(first.extract(.first(3)) == 3)
        #expect(first.extract(.second(3)) == nil)
        #expect(first.extract(.named("3")) == nil)
        #expect(first.extract(.plain) == nil)
        #expect(first.embed(4) == .first(4))
    }
}
