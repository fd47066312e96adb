#if canImport(SwiftUI)
    import AppCore
    import Foundation
    import SwiftUI

    #if canImport(AppKit)
        import AppKit
    #endif

    /// The SwiftUI app: a second outer ring beside the text presenter. It takes its configuration from the
    /// same environment variables (`APP_DATA_DIR`, `APP_STORE`, `APP_API_URL`, …), gets its one root store from
    /// the same `AppContainer`, so the same adapters, and draws each feature with that feature's views. No
    /// inner package knows it exists.
    @main
    struct MacApp: App {
        /// The features over the one root store, or why the configuration was refused (shown in the window: a
        /// windowed app has no terminal to print to).
        private let launch: Result<[FeatureScreen], UsageError>

        init() {
            #if canImport(AppKit)
                // Started with `swift run` there is no app bundle, so macOS would treat the process as a
                // background tool: no Dock icon, no menu bar, no keyboard focus.
                NSApplication.shared.setActivationPolicy(.regular)
            #endif
            launch = Result { () throws(UsageError) in
                let configuration = try Configuration(
                    options: GlobalOptions(),
                    environment: ProcessInfo.processInfo.environment,
                    homeDirectory: NSHomeDirectory()
                )
                return FeatureScreens.all(root: AppContainer(configuration: configuration).rootStore)
            }
        }

        var body: some Scene {
            WindowGroup("Clean Architecture") {
                Group {
                    switch launch {
                    case let .success(screens):
                        RootView(screens: screens)
                    case let .failure(error):
                        ContentUnavailableView(
                            "Cannot start", systemImage: "exclamationmark.triangle", description: Text(error.message))
                    }
                }
                .onAppear {
                    #if canImport(AppKit)
                        NSApplication.shared.activate()
                    #endif
                }
            }
        }
    }
#else
    import Foundation

    /// Where SwiftUI does not exist (Linux), the SwiftUI app says so and ends with 69 (EX_UNAVAILABLE), so a
    /// script that runs it everywhere can tell "not here" from a failure.
    @main
    enum MacApp {
        static func main() {
            let sentence =
                "mac-app needs SwiftUI, which only Apple platforms have; here, run the text app: swift run app.\n"
            FileHandle.standardError.write(Data(sentence.utf8))
            exit(69)
        }
    }
#endif
