import ArchitectureKit
import Foundation
import Testing

/// The audit against this toolchain's real interface files, on the fixture repo with Domain lowered to macOS 11 /
/// iOS 14: every finding of the fixture, in any package, must be one of the expected ones.
@Suite(
    "The availability audit reports APIs newer than a package's minimums",
    .enabled(if: FixtureRepo.isAvailable && ToolchainInterfaces.folder() != nil))
struct AvailabilityAuditTests {
    private let money = "Packages/Domain/Sources/DomainCore/Money.swift"

    @Test func newerAPIsAreReportedUnlessGrantedOrLinuxOnly() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "platforms: [.macOS(.v15), .iOS(.v18)]", with: "platforms: [.macOS(.v11), .iOS(.v14)]",
            in: "Packages/Domain/Package.swift")
        try repo.write(
            money,
            """
            import Foundation
            import Synchronization

            /// Money, with uses of newer APIs than macOS 11 and iOS 14.
            public struct Money: Sendable {
                public var amount: Decimal
                var digits: InlineArray<4, Int> = [0, 0, 0, 0]
                static let style = Date.ISO8601FormatStyle()
                static func folder(_ base: URL) -> URL { base.appending(path: "money") }
                func lock(_ mutex: borrowing Mutex<Int>) {}
                func start() { Task.immediate { print("now") } }
                // `.span` is also declared, back-deployed, on ContiguousArray and ArraySlice: this may be one of those.
                func sizes(_ values: [Int]) -> Int { values.count + values.span.count }

                func checked() {
                    if #available(macOS 26.0, iOS 26.0, *) {
                        let digits: InlineArray<2, Int> = [1, 2]
                    }
                    #if os(Linux)
                        let more: InlineArray<2, Int> = [1, 2]
                    #endif
                }

                @available(macOS 26.0, iOS 26.0, *)
                func wrapped(
                    first: Int
                ) {
                    let digits: InlineArray<2, Int> = [1, 2]
                }

                func guarded() {
                    guard #available(macOS 26.0, iOS 26.0, *) else { return }
                    let digits: InlineArray<2, Int> = [1, 2]
                }

                func linuxSide() {
                    #if canImport(Darwin)
                        print("Apple")
                    #else
                        let digits: InlineArray<2, Int> = [1, 2]
                    #endif
                }

                func notDarwin() {
                    #if !canImport(Darwin)
                        let digits: InlineArray<2, Int> = [1, 2]
                    #elseif os(macOS)
                        let apple: InlineArray<2, Int> = [1, 2]
                    #else
                        print("Apple")
                    #endif
                }

                @available(macOS 26.0, iOS 26.0, *)
                var later: Int = 0
                func after() {
                    let digits: InlineArray<2, Int> = [1, 2]
                }

                func afterGuard() {
                    let digits: InlineArray<2, Int> = [1, 2]
                }
            }

            @available(macOS 26.0, iOS 26.0, *)
            struct Later {
                var digits: InlineArray<2, Int> = [1, 2]
            }

            """)
        let expected: [(line: Int, says: [String])] = [
            (7, ["InlineArray (Swift) needs macOS 26.0 and iOS 26.0, but Domain declares macOS 11.0 and iOS 14.0"]),
            (8, ["Date.ISO8601FormatStyle (Foundation) needs macOS 12 and iOS 15", "/date/iso8601formatstyle"]),
            (9, ["URL.appending(path:) (Foundation) needs macOS 13 and iOS 16"]),
            (10, ["Mutex (Synchronization) needs macOS 15.0 and iOS 18.0"]),
            (11, ["Task.immediate(", "needs macOS 26.0 and iOS 26.0"]),
            (48, ["InlineArray (Swift)"]),  // the macOS branch after an `#if !canImport(Darwin)`
            (57, ["InlineArray (Swift)"]),  // after an `@available` property, which has no body to grant
            (61, ["InlineArray (Swift)"]),  // after the function whose `guard #available` granted its rest
        ]
        let findings = try ArchitectureCheck.availability(
            root: repo.root, interfaceFolder: try #require(ToolchainInterfaces.folder()),
            cacheFolder: FixtureRepo.cacheFolder
        ).result.findings
        #expect(findings.map(\.line) == expected.map { $0.line }, "\(findings.map(\.text))")
        for (finding, expected) in zip(findings, expected) {
            #expect(finding.file == money && finding.rule == "availability")
            for text in expected.says { #expect(finding.message.contains(text), "\(finding.text)") }
        }
    }
}

@Suite("InterfaceParser reads declarations and their availability")
struct InterfaceParserTests {
    /// An interface, and what it declares: name, kind and the platforms it needs (a type's apply to its members;
    /// an arrow in a closure parameter does not end the labels).
    @Test(arguments: [
        (
            """
            @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
            @frozen public struct Mutex<Value> : ~Swift.Copyable where Value : ~Swift.Copyable {
              @available(macOS 15.0, iOS 18.0, *)
              @_alwaysEmitIntoClient @_transparent public init(_ initialValue: consuming Value) {
                let x = 1
              }
              public func withLock<Result, E>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result where E : Swift.Error, Result : ~Swift.Copyable
            }
            extension Swift.Array {
              @available(macOS 26.0, iOS 26.0, *)
              public var span: Swift.Span<Element> {
                get { fatalError() }
              }
              public func old(at index: Swift.Int, label other: Swift.Int)
              public func sorted(by areInOrder: (Element, Element) -> Swift.Bool, limit count: Int) -> [Element]
            }
            public func plain()
            """,
            [
                "Mutex type macOS 15.0 / iOS 18.0 / tvOS 18.0 / watchOS 11.0 / visionOS 2.0",
                "Mutex.init(_:) member macOS 15.0 / iOS 18.0 / tvOS 18.0 / watchOS 11.0 / visionOS 2.0",
                "Mutex.withLock(_:) member macOS 15.0 / iOS 18.0 / tvOS 18.0 / watchOS 11.0 / visionOS 2.0",
                "Array.span member macOS 26.0 / iOS 26.0", "Array.old(at:label:) member",
                "Array.sorted(by:limit:) member", "plain() member",
            ]
        ),
        // An attribute before a declaration the parser leaves out (a subscript, an operator) is spent there.
        (
            """
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
            """,
            ["Array.first(where:) member", "Array.last() member", "Array.guarded() member macOS 15.0"]
        ),
        (
            "\tpublic func tabbed() -> Swift.Int\n\u{2003}public func spaced() -> Swift.Int\u{00A0}\n"
                + "  public func plain()  \n \t \n",
            ["tabbed() member", "spaced() member", "plain() member"]
        ),
    ])
    func readsDeclarations(interface: String, expected: [String]) {
        let described = InterfaceParser.declarations(in: interface, module: "Swift", source: "test").map {
            "\($0.displayName) \($0.kind) \($0.requirementText)".trimmingCharacters(in: .whitespaces)
        }
        #expect(described == expected)
    }
}
