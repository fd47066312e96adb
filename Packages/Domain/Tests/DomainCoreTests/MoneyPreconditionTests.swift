// Exit tests arrived in Swift 6.2, and run where a test can start a process (not on iOS, tvOS, watchOS or
// visionOS); the oldest Swift the manifests claim (6.1) builds without them.
#if compiler(>=6.2) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    import DomainCore
    import Testing

    /// Mixing currencies is a programmer error that no input can reach (the entities refuse a second currency
    /// where they are made), so `Money` stops the process there instead of throwing: each test runs the mistake
    /// in a child process and expects it to stop.
    @Suite("Money's preconditions")
    struct MoneyPreconditionTests {
        @Test("adding two currencies stops the process")
        func adding() async {
            await #expect(processExitsWith: .failure) {
                _ = Money(1, .usd) + Money(1, .eur)
            }
        }

        @Test("subtracting two currencies stops the process")
        func subtracting() async {
            await #expect(processExitsWith: .failure) {
                _ = Money(1, .usd) - Money(1, .eur)
            }
        }

        @Test("comparing two currencies stops the process")
        func comparing() async {
            await #expect(processExitsWith: .failure) {
                _ = Money(1, .usd) < Money(1, .eur)
            }
        }

        @Test("the same currency adds, subtracts and compares")
        func sameCurrency() {
            #expect(Money(2, .usd) + Money(1, .usd) - Money(1, .usd) == Money(2, .usd))
            #expect(Money(1, .usd) < Money(2, .usd))
        }
    }
#endif
