// Exit tests arrived in Swift 6.2, and run where a test can start a process (not on iOS, tvOS, watchOS or
// visionOS); the oldest Swift the manifests claim (6.1) builds without them.
#if compiler(>=6.2) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    import DataCore
    import DomainCore
    import Testing

    /// A mapper calls only entity initialisers, which throw only validation errors; any other error reaching
    /// `RuleViolation(at:_:)` is a bug in the mapper, so it stops the process (in a child process here).
    @Suite("RuleViolation's precondition")
    struct RuleViolationPreconditionTests {
        @Test("an error that is not a validation error stops the process")
        func notAValidationError() async {
            await #expect(processExitsWith: .failure) {
                _ = RuleViolation(at: .init("product", position: 1), .notFound(entity: "product", id: "1"))
            }
        }

        @Test("a validation error becomes the violation of its record")
        func validationError() {
            let violation = RuleViolation(at: .init("product", position: 1), .validation(field: "price", rule: .empty))
            #expect(violation == RuleViolation(record: .init("product", position: 1), field: "price", rule: .empty))
        }
    }
#endif
