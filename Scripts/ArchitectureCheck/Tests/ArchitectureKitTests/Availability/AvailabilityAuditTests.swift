import ArchitectureKit
import Foundation
import Testing

/// The audit against this toolchain's real interface files, on the fixture repo (macOS 15 / iOS 18).
@Suite(
    "The availability audit reports APIs newer than a package's minimums",
    .enabled(if: FixtureRepo.isAvailable && ToolchainInterfaces.folder() != nil))
struct AvailabilityAuditTests {
    private let money = "Packages/Domain/Sources/DomainCore/Money.swift"

    private func findings(_ repo: FixtureRepo) throws -> [Finding] {
        let folder = try #require(ToolchainInterfaces.folder())
        return try ArchitectureCheck.availability(
            root: repo.root, interfaceFolder: folder, cacheFolder: FixtureRepo.cacheFolder
        ).result.findings
    }

    @Test func theCleanFixtureHasNoFindings() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let findings = try findings(repo)
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }

    @Test func aStandardLibraryTypeNewerThanTheMinimumsFails() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            money,
            """
            import Foundation

            /// Money, with a too-new buffer.
            public struct Money: Sendable {
                public var amount: Decimal
                var digits: InlineArray<4, Int> = [0, 0, 0, 0]
            }

            """)
        let findings = try findings(repo)
        try #require(findings.count == 1, "\(findings.map(\.text))")
        #expect(findings[0].file == money && findings[0].line == 6 && findings[0].rule == "availability")
        #expect(
            findings[0].message.contains(
                "InlineArray (Swift) needs macOS 26.0 and iOS 26.0, but Domain declares macOS 15.0 and iOS 18.0"))
    }

    @Test func aUseUnderIfAvailableOrInALinuxOnlyBranchPasses() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            money,
            """
            import Foundation

            /// Money.
            public struct Money: Sendable {
                public var amount: Decimal

                func digits() -> Int {
                    if #available(macOS 26.0, iOS 26.0, *) {
                        let digits: InlineArray<2, Int> = [1, 2]
                        return digits[0]
                    }
                    #if os(Linux)
                        let more: InlineArray<2, Int> = [1, 2]
                        return more[1]
                    #else
                        return 0
                    #endif
                }
            }

            @available(macOS 26.0, iOS 26.0, *)
            struct Later {
                var digits: InlineArray<2, Int> = [1, 2]
            }

            """)
        let findings = try findings(repo)
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }

    @Test func wrappedSignaturesGuardsAndTheAppleSideOfAnIfArePassedOrAuditedAsXcodeWould() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.write(
            money,
            """
            import Foundation

            /// Money.
            public struct Money: Sendable {
                public var amount: Decimal

                @available(macOS 26.0, iOS 26.0, *)
                func wrapped(
                    first: Int
                ) -> Int {
                    let digits: InlineArray<2, Int> = [1, 2]
                    return digits[0]
                }

                func guarded() -> Int {
                    guard #available(macOS 26.0, iOS 26.0, *) else { return 0 }
                    let digits: InlineArray<2, Int> = [1, 2]
                    return digits[1]
                }

                func linuxSide() -> Int {
                    #if canImport(Darwin)
                        return 0
                    #else
                        let digits: InlineArray<2, Int> = [1, 2]
                        return digits[1]
                    #endif
                }

                func notDarwin() -> Int {
                    #if !canImport(Darwin)
                        let digits: InlineArray<2, Int> = [1, 2]
                        return digits[1]
                    #elseif os(macOS)
                        let apple: InlineArray<2, Int> = [1, 2]
                        return apple[1]
                    #else
                        return 0
                    #endif
                }

                @available(macOS 26.0, iOS 26.0, *)
                var later: Int = 0
                func after() -> Int {
                    let digits: InlineArray<2, Int> = [1, 2]
                    return digits[1]
                }

                func afterGuard() -> Int {
                    let digits: InlineArray<2, Int> = [1, 2]
                    return digits[1]
                }
            }

            """)
        let lines = try findings(repo).map(\.line)
        #expect(lines == [35, 45, 50], "the macOS branch and the two functions after the grants ended")
    }

    @Test func aFoundationAPIFromTheTableFailsBelowItsVersion() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "platforms: [.macOS(.v15), .iOS(.v18)]", with: "platforms: [.macOS(.v11), .iOS(.v14)]",
            in: "Packages/Domain/Package.swift")
        try repo.write(
            money,
            """
            import Foundation

            /// Money, dated.
            public struct Money: Sendable {
                public var amount: Decimal
                static let style = Date.ISO8601FormatStyle()
                static func folder(_ base: URL) -> URL { base.appending(path: "money") }
            }

            """)
        let findings = try findings(repo)
        try #require(findings.count == 2, "\(findings.map(\.text))")
        #expect(
            findings[0].line == 6
                && findings[0].message.contains(
                    "Date.ISO8601FormatStyle (Foundation) needs macOS 12 and iOS 15, but Domain declares macOS 11.0 and iOS 14.0"
                ))
        #expect(findings[0].message.contains("developer.apple.com/documentation/foundation/date/iso8601formatstyle"))
        #expect(
            findings[1].line == 7
                && findings[1].message.contains("URL.appending(path:) (Foundation) needs macOS 13 and iOS 16"))
    }

    @Test func aMemberIsReportedOnlyWhenNoNamesakeIsOldEnough() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        // `.span` is also declared, back-deployed, on ContiguousArray and ArraySlice, so a use could be of those;
        // `Task.immediate` exists only in macOS 26 / iOS 26.
        try repo.write(
            money,
            """
            import Foundation

            /// Money.
            public struct Money: Sendable {
                public var amount: Decimal
                func sizes(_ values: [Int]) -> Int { values.count + values.span.count }
                func start() { Task.immediate { print("now") } }
            }

            """)
        let findings = try findings(repo)
        try #require(findings.count == 1, "\(findings.map(\.text))")
        #expect(
            findings[0].line == 7 && findings[0].message.contains("Task.immediate(")
                && findings[0].message.contains("needs macOS 26.0"))
    }
}

@Suite("InterfaceParser reads declarations and their availability")
struct InterfaceParserTests {
    private let interface = """
        // swift-interface-format-version: 1.0
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        @frozen public struct Mutex<Value> : ~Swift.Copyable where Value : ~Swift.Copyable {
          @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
          @_alwaysEmitIntoClient @_transparent public init(_ initialValue: consuming Value) {
            let x = 1
            _ = x
          }
          public func withLock<Result, E>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result where E : Swift.Error, Result : ~Swift.Copyable
        }
        extension Swift.Array {
          @available(macOS 26.0, iOS 26.0, *)
          public var span: Swift.Span<Element> {
            get { fatalError() }
          }
          public func old(at index: Swift.Int, label other: Swift.Int)
        }
        public func plain()
        """

    @Test func typesMembersAndInheritedAvailability() {
        let declarations = InterfaceParser.declarations(in: interface, module: "Synchronization", source: "test")
        let names = declarations.map(\.displayName)
        #expect(
            names == ["Mutex", "Mutex.init(_:)", "Mutex.withLock(_:)", "Array.span", "Array.old(at:label:)", "plain()"])
        #expect(declarations[0].introduced["macos"] == [15, 0] && declarations[0].introduced["ios"] == [18, 0])
        #expect(declarations[2].introduced["macos"] == [15, 0])  // from the struct
        #expect(declarations[3].introduced["macos"] == [26, 0])
        #expect(declarations[4].introduced.isEmpty && declarations[5].introduced.isEmpty)
        #expect(declarations[0].kind == .type && declarations[1].kind == .member)
    }
}

@Suite("InterfaceParser keeps an attribute on the declaration it belongs to")
struct InterfaceParserAttributeTests {
    @Test func anAttributeBeforeAnUnmodelledDeclarationDoesNotReachTheNextOne() {
        let text = """
            extension Swift.Array {
              @available(macOS 26.0, iOS 26.0, *)
              public subscript(checked index: Swift.Int) -> Element { get }
              public func first(where predicate: (Element) -> Swift.Bool) -> Element?
              @available(macOS 26.0, *)
              public static func + (lhs: Self, rhs: Self) -> Self
              public func last() -> Element?
              @available(macOS 15.0, *)
              #if compiler(>=5.3)
              public func guarded() -> Element?
              #endif
            }
            """
        let declarations = InterfaceParser.declarations(in: text, module: "Swift", source: "test")
        let byName = Dictionary(declarations.map { ($0.displayName, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["Array.first(where:)"]?.introduced.isEmpty == true)
        #expect(byName["Array.last()"]?.introduced.isEmpty == true)
        #expect(byName["Array.guarded()"]?.introduced["macos"] == [15, 0])
    }

    /// Lines are trimmed from their bytes when both ends are ASCII, and by Character otherwise.
    @Test func linesIndentedWithTabsOrUnicodeSpacesAreRead() {
        let text =
            "\tpublic func tabbed() -> Swift.Int\n\u{2003}public func spaced() -> Swift.Int\u{00A0}\n"
            + "  public func plain()  \n \t \n"
        let names = InterfaceParser.declarations(in: text, module: "Swift", source: "test").map(\.displayName)
        #expect(names == ["tabbed()", "spaced()", "plain()"])
    }

    @Test func anArrowInAClosureParameterDoesNotEndTheLabels() {
        let text = "public func sorted(by areInOrder: (Element, Element) -> Swift.Bool, limit count: Int) -> [Element]"
        let declarations = InterfaceParser.declarations(in: text, module: "Swift", source: "test")
        #expect(declarations.map(\.displayName) == ["sorted(by:limit:)"])
    }
}
