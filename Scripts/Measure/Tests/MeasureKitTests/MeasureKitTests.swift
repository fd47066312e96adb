import DataTesting
import Foundation
import Testing

@testable import MeasureKit

@Suite("Measure kit")
struct MeasureKitTests {
    @Test(
        "the median is the middle value, or the mean of the two middle ones",
        arguments: [([3.0, 1, 2], 2.0), ([4.0, 1, 3, 2], 2.5), ([Double](), 0.0)] as [([Double], Double)]
    )
    func median(values: [Double], expected: Double) {
        #expect(Format.median(values) == expected)
    }

    @Test("a build log gives the modules compiled, each once, sorted")
    func buildLog() {
        let log = BuildLog(
            """
            Building for debugging...
            [3/12] Compiling CatalogData BundledProductRepository.swift
            [4/12] Compiling CatalogData ProductDTO.swift
            [5/12] Compiling AppCore AppContainer.swift
            [11/12] Linking app
            Build of product 'app' complete! (3.10s)
            """)

        #expect(log.compiled == ["AppCore", "CatalogData"])
        #expect(log.scheduledFiles == 0)
        #expect(log.compiledSummary == "AppCore, CatalogData")
        #expect(BuildLog("Build complete!").compiledSummary == "none")
    }

    @Test("the files are counted where the driver schedules them, once each, not from SwiftPM's progress lines")
    func scheduledFiles() {
        // As `swift build -Xswiftc -driver-show-incremental` prints it after an edit in DomainCore, with a remark
        // folded over two lines here. SwiftPM's progress shows two of the five files the two drivers scheduled;
        // DomainError.swift is found after the first wave, and Money.swift, already scheduled, is found again.
        let log = BuildLog(
            """
            remark: Incremental compilation: May skip current input:  {compile: Page.swift.o <= Page.swift}
            remark: Incremental compilation: Queuing (initial):  {compile: Money.swift.o <= Money.swift}
            remark: Incremental compilation: Queuing because of the initial set:  {compile: \
            Currency.swift.o <= Currency.swift}
            [4/20] Compiling DomainCore Money.swift
            remark: Incremental compilation: Skipping input:  {compile: Page.swift.o <= Page.swift}
            remark: Incremental compilation: Queuing because of dependencies discovered later:  {compile: \
            DomainError.swift.o <= DomainError.swift}
            remark: Incremental compilation: Scheduling invalidated  {compile: DomainError.swift.o <= DomainError.swift}
            remark: Incremental compilation: Queuing because of dependencies discovered later:  {compile: \
            Money.swift.o <= Money.swift}
            remark: Incremental compilation: Tried to schedule invalidated input again  {compile: \
            Money.swift.o <= Money.swift}
            remark: Incremental compilation: Invalidated externally; will queue  {compile: Cart.swift.o <= Cart.swift}
            remark: Incremental compilation: Queuing (initial):  {compile: Cart.swift.o <= Cart.swift}
            remark: Incremental compilation: Queuing (initial):  {compile: Money+Text.swift.o <= Money+Text.swift}
            [9/20] Compiling CartDomain Cart.swift
            [19/20] Linking app
            """)

        #expect(log.scheduledFiles == 5)
        #expect(log.compiled == ["CartDomain", "DomainCore"])
        #expect(log.compiledSummary == "CartDomain, DomainCore (5 files)")
        let one = BuildLog("remark: Incremental compilation: Queuing (initial):  {compile: A.swift.o <= A.swift}")
        #expect(one.compiledSummary == "1 file")
    }

    @Test("the monolith finds internal top-level types, not public, nested or indented ones")
    func internalTypes() {
        let names = Monolith.internalTypeNames(
            in: """
                struct Plain {}
                private final class Hidden {}
                public struct Shown {}
                package enum Shared {}
                enum Holder {
                    struct Nested {}
                }
                typealias Alias = Int
                """)

        #expect(names == ["Plain", "Hidden", "Holder", "Alias"])
    }

    @Test("an edit goes after its anchor with its count, and a missing anchor names the file")
    func edits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("File.swift", "func f() {\n}\n")
        let path = folder.path + "/File.swift"

        try SourceEdit(file: "File.swift", anchor: "func f() {\n", text: "    _ = {n}\n").apply(to: path, count: 7)

        #expect(try folder.text("File.swift") == "func f() {\n    _ = 7\n}\n")
        #expect(throws: MeasureError.self) {
            try SourceEdit(file: "File.swift", anchor: "func g() {\n", text: "x").apply(to: path, count: 1)
        }
    }

    @Test("the monolith puts every module's files and resources in one target, without the repo's imports")
    func monolith() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let home = "Packages/Features/Home/Sources/HomePresentation"
        try folder.write(home + "/DateText.swift", "enum DateText {}\n")
        // Each import form of a repo module goes; a clashing name is prefixed as a whole word only.
        try folder.write(
            home + "/Tile.swift",
            "import MarketsPresentation\n@testable import DataSQLite\nimport struct MarketsPresentation.Rate\n"
                + "import Foundation\nlet t = DateText.self, u = DateTexts.self, v = aDateText\n")
        try folder.write("Packages/Features/Markets/Sources/MarketsPresentation/DateText.swift", "enum DateText { }\n")
        try folder.write("Packages/Features/Markets/Sources/MarketsData/Resources/markets.json", "[]")
        try folder.write("Packages/Features/Markets/Sources/MarketsTesting/Fake.swift", "struct Fake {}\n")
        try folder.write("App/Sources/app/main.swift", "import HomePresentation\nprint(1)\n")
        try folder.write("Packages/Data/Sources/CSQLite/module.modulemap", "module CSQLite [system] {}\n")
        try folder.write("Packages/Data/Sources/DataSQLite/Database.swift", "import CSQLite\nimport Foundation\n")

        let files = try Monolith.generate(in: folder.path)

        #expect(files["App/Sources/app/main.swift"] == "Monolith/Sources/app/main.swift")
        #expect(files["Packages/Features/Markets/Sources/MarketsTesting/Fake.swift"] == nil)
        #expect(
            try folder.text("Monolith/Sources/app/HomePresentation_Tile.swift")
                == "import Foundation\nlet t = HomePresentation_DateText.self, u = DateTexts.self, v = aDateText\n")
        let markets = try folder.text("Monolith/Sources/app/MarketsPresentation_DateText.swift")
        #expect(markets == "enum MarketsPresentation_DateText { }\n")
        let manifest = try folder.text("Monolith/Package.swift")
        #expect(manifest.contains(#"resources: [.copy("Resources/markets.json")]"#))
        // The system library stays a target of its own, and its import stays.
        #expect(manifest.contains(#".systemLibrary(name: "CSQLite"), .executableTarget("#))
        #expect(manifest.contains(#"dependencies: [.target(name: "CSQLite", condition: .when(platforms: [.linux]))]"#))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Monolith/Sources/CSQLite/module.modulemap"))
        let database = try folder.text("Monolith/Sources/app/DataSQLite_Database.swift")
        #expect(database == "import CSQLite\nimport Foundation\n")
    }

    @Test("a second run in a work folder stops at once while the first holds it, and the next goes ahead")
    func lock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let workspace = Workspace(root: folder.path, name: "measure/test", inPlace: true)
        var refusal = ""
        try workspace.locked(command: "measure test") { () throws(MeasureError) in
            do { try workspace.locked(command: "measure test") {} } catch { refusal = "\(error)" }
        }

        #expect(refusal.hasPrefix("another measure test is running in \(workspace.work)"))
        try workspace.locked(command: "measure test") {}
    }

    /// `reliability-check KIND` on files written in `folder`, named relative to it: the data folder, then the rest.
    func check(_ kind: String, _ folder: TemporaryFolder, _ files: String...) throws -> ReliabilityCheck.Outcome {
        try ReliabilityCheck.run([kind] + files.map { folder.path + "/" + $0 })
    }

    @Test("a kill check counts an acknowledged todo that is missing as lost, and a leftover file as a failure")
    func todosKill() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("todos.json", #"{"todos":[{"title":"kill 1"},{"title":"kill 2"},{"title":"Welcome"}]}"#)
        try folder.write("data/todos.json.tmp-1", "")
        try folder.write("adds.log", "0 kill 1\n137 kill 2\n0 kill 3\n")

        let outcome = try check("todos-kill", folder, "data", "todos.json", "adds.log")

        #expect(
            outcome == .init(failures: 1, lost: 1, detail: "2 of 3 exited 0, 2 stored, left behind: todos.json.tmp-1"))
    }

    @Test("a checkout check counts a receipt without its order as lost, and more units than were added as a failure")
    func checkoutKill() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("orders.json", #"{"orders":[{"orderId":"a","lines":[{"productId":1,"quantity":2}]}]}"#)
        try folder.write("cart.json", #"{"lines":[{"productId":2,"quantity":1}]}"#)
        try folder.write("adds.log", "0 1\n0 2\n")
        try folder.write("receipts", "{\"orderId\":\"a\"}\n{\"orderId\":\"b\"}\n")

        let outcome = try check("checkout-kill", folder, ".", "orders.json", "cart.json", "adds.log", "receipts")

        #expect(outcome == .init(failures: 1, lost: 1, detail: "2 receipts, 1 orders; adds: 2 of 2 exited 0, 3 stored"))
    }

    @Test("a kill check counts a command that crashed, not killed, as a failure")
    func crash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("cart.json", #"{"lines":[{"productId":3,"quantity":1}]}"#)
        try folder.write("adds.log", "0 3\n137 3\n139 4\n1 5\n")

        let outcome = try check("cart-kill", folder, ".", "cart.json", "adds.log")

        #expect(outcome == .init(failures: 1, lost: 0, detail: "1 of 4 exited 0, 1 stored"))
    }

    @Test("a store that does not decode is one failure")
    func undecodable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("cart.json", "not json")

        let outcome = try check("cart-kill", folder, ".", "cart.json", "adds.log")

        #expect(outcome.failures == 1)
        #expect(outcome.detail.hasPrefix("store does not decode"))
    }

    @Test("the concurrency replay finds a todo whose completed flag disagrees with its toggles")
    func concurrency() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "listing.json",
            #"{"todos":[{"id":"a","title":"w1-1","completed":false},{"id":"b","title":"w1-2","completed":false}]}"#)
        try folder.write("worker.log", "0 add w1-1 a\n0 add w1-2 b\n0 toggle b\n")

        let outcome = try check("concurrency", folder, ".", "listing.json", "worker.log")

        #expect(outcome == .init(failures: 1, lost: 0, detail: "2 added, 0 deleted, 1 toggles"))
    }
}
