import Foundation
import Testing

/// The app in Uzbek, as a person who chose it reads it: each feature's screen, the help, and the failures, in
/// the real binary. Golden files (`Golden/uz-*.txt`) pin the screens; `UPDATE_GOLDEN=1` rewrites them.
@Suite("Uzbek")
struct UzbekTests {
    @Test(
        "each feature's screen and the help read in Uzbek, as the golden files",
        arguments: [
            ("home", ["home"]), ("catalog", ["catalog", "list"]), ("catalog-show", ["catalog", "show", "1"]),
            ("todos", ["todos"]), ("markets", ["markets"]), ("help", ["--help"]), ("cart-help", ["cart", "--help"]),
        ])
    func screens(name: String, arguments: [String]) async throws {
        let run = try await AppProcess.run(["--lang", "uz"] + arguments)

        #expect(run.status == 0, "\(run.stderr)")
        GoldenFile.check(run.stdout, name: "uz-\(name)")
    }

    @Test("the cart with a line, and its receipt, read in Uzbek")
    func cart() async throws {
        let run = try await AppProcess.run(["--lang", "uz"], input: "cart add 1 --qty 2\ncart\n")

        #expect(run.status == 0, "\(run.stderr)")
        GoldenFile.check(run.stdout, name: "uz-cart")
    }

    @Test(
        "LANG or LC_ALL naming Uzbek chooses it, APP_LANG too; --lang wins over them",
        arguments: [
            ["LANG": "uz_UZ.UTF-8"], ["LC_ALL": "uz_UZ.UTF-8", "LANG": "en_US.UTF-8"], ["APP_LANG": "uz"],
        ])
    func chosenByTheEnvironment(environment: [String: String]) async throws {
        let uzbek = try await AppProcess.run(["catalog", "list"], environment: environment)
        let english = try await AppProcess.run(["--lang", "en", "catalog", "list"], environment: environment)

        #expect(uzbek.stdout.hasPrefix("Mahsulotlar\nSahifa 1/12 · 115 ta mahsulot\n"), "\(uzbek.stdout)")
        #expect(english.stdout.hasPrefix("Products\nPage 1 of 12 · 115 products\n"), "\(english.stdout)")
    }

    @Test("a locale the app does not speak means English; a --lang or APP_LANG it does not speak is a usage error")
    func otherLanguages() async throws {
        let french = try await AppProcess.run(["catalog", "list"], environment: ["LANG": "fr_FR.UTF-8"])
        let option = try await AppProcess.run(["--lang", "fr", "catalog", "list"])
        let variable = try await AppProcess.run(["catalog", "list"], environment: ["APP_LANG": "ru"])

        #expect(french.status == 0 && french.stdout.hasPrefix("Products\n"))
        #expect(option.status == 64)
        #expect(option.errorLines == ["--lang must be en or uz, got fr."])
        #expect(variable.status == 64)
        #expect(variable.errorLines == ["APP_LANG must be en or uz, got ru."])
    }

    @Test(
        "failures say why in Uzbek, with their exit codes",
        arguments: [
            (["catalog", "show", "99999"], 1, "Topilmadi: mahsulot (id 99999)."),
            (
                ["catalog", "list", "--page", "0"], 64,
                "--page 1 yoki undan katta butun son boʻlishi kerak; berilgani: 0."
            ),
            (
                ["catalg"], 64,
                "Nomaʼlum buyruq: 'catalg'. 'catalog' demoqchimisiz? Buyruqlar roʻyxati: 'app --help'."
            ),
            (
                ["cart", "add", "14", "--qty", "3"], 65,
                "Notoʻgʻri qiymat: mahsulot (id 14) — soni omborda faqat 2 dona bor, 3 dona uchun yetmaydi."
            ),
        ] as [([String], Int32, String)])
    func failures(arguments: [String], status: Int32, message: String) async throws {
        let run = try await AppProcess.run(["--lang", "uz"] + arguments)

        #expect(run.status == status)
        #expect(run.errorLines == [message])
    }

    @Test("an unreachable server is unavailable, in Uzbek")
    func unreachableServer() async throws {
        let run = try await AppProcess.run(
            ["--lang", "uz", "--api-url", "http://127.0.0.1:9", "--retries", "0", "catalog", "list"])

        #expect(run.status == 69)
        #expect(
            run.stderr.hasPrefix("Mahsulotlar API ishlamayapti: 127.0.0.1:9 bilan ulanib boʻlmadi"), "\(run.stderr)")
    }

    @Test("a damaged file is named in Uzbek, with the copy kept aside; --json keeps the code, the message is Uzbek")
    func damagedFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uz-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cart = folder.appendingPathComponent("cart.json")
        try Data("garbage".utf8).write(to: cart)

        let run = try await AppProcess.run(["--lang", "uz", "cart"], environment: ["APP_DATA_DIR": folder.path])
        let json = try await AppProcess.run(
            ["--lang", "uz", "--json", "cart"], environment: ["APP_DATA_DIR": folder.path])

        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(
                "\(cart.path) maʼlumotlarini oʻqib boʻlmaydi: maʼlumot yaroqli JSON emas (boshlanishi: \"garbage\"). "
                    + "Nusxasi saqlab qoʻyildi: \(cart.path).corrupt-"),
            "\(run.stderr)")
        #expect(json.status == 65)
        #expect(json.stderr.hasPrefix(#"{"error":{"code":"corrupt_data","message":""#), "\(json.stderr)")
        #expect(json.stderr.contains("maʼlumotlarini oʻqib boʻlmaydi"), "\(json.stderr)")
    }
}
