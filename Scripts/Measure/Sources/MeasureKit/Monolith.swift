import Foundation

/// The whole app as one module, generated from a copy of the repo: every non-test, non-example source of the
/// modules the app links in one executable target, so `make bench` can build the same app both ways.
///
/// Each module's files are renamed `<Module>_<file>`, `import <RepoModule>` lines are dropped, an internal type
/// name two modules both declare gets its module's name as a prefix, a file that is the same in several
/// modules is kept once, and the resources are merged for `Bundle.module`. It answers `app home` as the
/// modular app does (the bench runs both).
public struct Monolith: Sendable {
    /// Where each repo file went in the monolith (both relative to the copy), for edits.
    public let fileMap: [String: String]
    public let moduleCount: Int
    public let resourceCount: Int
    /// The internal names that were prefixed.
    public let renamed: [String]

    /// Writes `<copy>/Monolith` from the sources in `copy`.
    public static func generate(in copy: String) throws(MeasureError) -> Monolith {
        let files = FileManager.default
        let output = copy + "/Monolith"
        let sources = output + "/Sources/app"
        try? files.removeItem(atPath: output)
        do {
            try files.createDirectory(atPath: sources + "/Resources", withIntermediateDirectories: true)
        } catch {
            throw MeasureError("monolith: cannot create \(sources): \(error.localizedDescription)")
        }
        var modules = appModules(in: copy)
        // A system library (a folder with a module map, such as the Data core's CSQLite) is no Swift module
        // to merge: it becomes a system library target of the monolith too, and its imports stay.
        let systemLibraries = modules.filter { files.fileExists(atPath: copy + "/" + $0.value + "/module.modulemap") }
        for (name, folder) in systemLibraries {
            modules[name] = nil
            do {
                try files.copyItem(atPath: copy + "/" + folder, toPath: output + "/Sources/" + name)
            } catch {
                throw MeasureError("monolith: cannot copy the system library \(name): \(error.localizedDescription)")
            }
        }
        let moduleNames = Set(modules.keys)
        var owner: [String: String] = [:]  // repo file -> module
        var resources: [String] = []
        for (module, folder) in modules {
            for file in regularFiles(under: copy + "/" + folder) {
                let relative = folder + "/" + file
                if file.hasSuffix(".swift") {
                    owner[relative] = module
                } else if relative.contains("/Resources/") {
                    let name = (file as NSString).lastPathComponent
                    guard !resources.contains(name) else { throw MeasureError("monolith: two resources named \(name)") }
                    resources.append(name)
                    do {
                        try files.copyItem(atPath: copy + "/" + relative, toPath: sources + "/Resources/" + name)
                    } catch {
                        throw MeasureError("monolith: cannot copy \(relative): \(error.localizedDescription)")
                    }
                }
            }
        }
        var texts: [String: String] = [:]
        var declaredBy: [String: Set<String>] = [:]
        for (file, module) in owner {
            guard let text = try? String(contentsOfFile: copy + "/" + file, encoding: .utf8) else {
                throw MeasureError("monolith: cannot read \(file)")
            }
            texts[file] = text
            for name in internalTypeNames(in: text) {
                declaredBy[name, default: []].insert(module)
            }
        }
        let clashes = declaredBy.filter { $0.value.count > 1 }.keys.sorted()
        var seen: Set<String> = []
        var fileMap: [String: String] = [:]
        for file in owner.keys.sorted() {
            let module = owner[file]!
            var text = withoutImports(of: moduleNames, in: texts[file]!)
            for name in clashes where declaredBy[name]!.contains(module) {
                text = renaming(name, to: "\(module)_\(name)", in: text)
            }
            // The same helper copied into several modules: keep one.
            guard seen.insert(text).inserted else { continue }
            let target = module == "app" ? "main.swift" : "\(module)_\((file as NSString).lastPathComponent)"
            fileMap[file] = "Monolith/Sources/app/" + target
            do {
                try text.write(toFile: sources + "/" + target, atomically: true, encoding: .utf8)
            } catch {
                throw MeasureError("monolith: cannot write \(target): \(error.localizedDescription)")
            }
        }
        let copies = resources.sorted().map { ".copy(\"Resources/\($0)\")" }.joined(separator: ", ")
        let systemTargets = systemLibraries.keys.sorted().map { ".systemLibrary(name: \"\($0)\"), " }.joined()
        let systemDependencies = systemLibraries.keys.sorted()
            .map { ".target(name: \"\($0)\", condition: .when(platforms: [.linux]))" }.joined(separator: ", ")
        let manifest = """
            // swift-tools-version: 6.0
            // Generated by Scripts/measure rebuild: the whole app in one module.
            import PackageDescription

            let package = Package(
                name: "Monolith",
                products: [.executable(name: "app", targets: ["app"])],
                targets: [
                    \(systemTargets).executableTarget(
                        name: "app",
                        dependencies: [\(systemDependencies)],
                        resources: [\(copies)]
                    )
                ],
                swiftLanguageModes: [.v6]
            )

            """
        do {
            try manifest.write(toFile: output + "/Package.swift", atomically: true, encoding: .utf8)
        } catch {
            throw MeasureError("monolith: cannot write its manifest: \(error.localizedDescription)")
        }
        return Monolith(fileMap: fileMap, moduleCount: modules.count, resourceCount: resources.count, renamed: clashes)
    }

    /// The modules the app links, by name, with their folders relative to `copy`: every `Sources/<Module>`
    /// folder of `Packages/` and `App/` except Testing kits, examples and the Data core's stress tool.
    static func appModules(in copy: String) -> [String: String] {
        var modules: [String: String] = [:]
        for top in ["Packages", "App"] {
            for folder in directories(under: copy + "/" + top, relativeTo: copy) {
                let parts = folder.split(separator: "/")
                guard parts.count >= 2, parts[parts.count - 2] == "Sources" else { continue }
                let module = String(parts[parts.count - 1])
                if module.hasSuffix("Testing") || module.hasSuffix("-example") || module == "file-store-stress" {
                    continue
                }
                // The SwiftUI ring (each feature's views, their shared pieces and the macOS app) is not linked by
                // the text app, and the macOS app has an entry point of its own.
                if module.hasSuffix("Views") || module == "MacApp" { continue }
                modules[module] = folder
            }
        }
        return modules
    }

    /// Every folder under `path` (relative to `base`), skipping hidden, build and test folders.
    private static func directories(under path: String, relativeTo base: String) -> [String] {
        var found: [String] = []
        let skipped: Set<String> = ["Tests", "Monolith", "Scripts", "Resources"]
        func walk(_ folder: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
                let child = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                let relative = String(child.dropFirst(base.count + 1))
                found.append(relative)
                // A module folder's own subfolders are its files' folders, not modules.
                if relative.split(separator: "/").dropLast().last != "Sources" { walk(child) }
            }
        }
        walk(path)
        return found
    }

    /// The files under `folder`, relative to it, sorted.
    private static func regularFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let name = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue
            {
                files.append(name)
            }
        }
        return files.sorted()
    }

    /// The names of the types a file declares at the top level without `public`, `package` or `open`.
    static func internalTypeNames(in text: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
        let modifiers: Set<Substring> = ["internal", "fileprivate", "private", "final"]
        var names: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let first = line.first, first.isLetter else { continue }  // top level: not indented
            var words = line.split(separator: " ")[...]
            while let word = words.first, modifiers.contains(word) { words = words.dropFirst() }
            guard let kind = words.first, kinds.contains(kind), words.count >= 2 else { continue }
            let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// `text` without its `import` lines of `modules` (plain, `@testable`, or of one declaration).
    static func withoutImports(of modules: Set<String>, in text: String) -> String {
        let declarationKinds: Set<Substring> = [
            "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
        ]
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var words = line.split(separator: " ")[...]
            while let word = words.first, word.hasPrefix("@") { words = words.dropFirst() }
            if words.first == "import" {
                words = words.dropFirst()
                if let kind = words.first, declarationKinds.contains(kind) { words = words.dropFirst() }
                let module = words.first.map { $0.prefix { $0 != "." } } ?? ""
                if modules.contains(String(module)) { continue }
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// `text` with every whole-word `name` replaced by `replacement`.
    static func renaming(_ name: String, to replacement: String, in text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += word == name ? replacement : word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
