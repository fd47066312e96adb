#if os(macOS)
    import AppKit
    import AppViews
    import Foundation
    import SwiftUI

    /// The macOS app: a second outer ring beside the terminal UI, over the same configuration (`APP_DATA_DIR`,
    /// `APP_STORE`, `APP_API_URL`, …), the same container and so the same adapters. No inner package knows it
    /// exists.
    @main
    struct MacApp: App {
        private let launch: AppLaunch

        init() {
            // Started with `swift run` there is no app bundle, so macOS would treat the process as a
            // background tool: no Dock icon, no menu bar, no keyboard focus.
            NSApplication.shared.setActivationPolicy(.regular)
            launch = AppLaunch(environment: ProcessInfo.processInfo.environment, homeDirectory: NSHomeDirectory())
        }

        var body: some Scene {
            WindowGroup("Clean Architecture") {
                AppWindow(launch)
                    .onAppear {
                        // The terminal that started the app never yields activation to it, so the cooperative
                        // `activate()` could leave the window behind the terminal, without the keyboard.
                        NSApplication.shared.activate(ignoringOtherApps: true)
                    }
            }
        }
    }
#else
    import Foundation

    /// Elsewhere (Linux, iOS) there is no AppKit: the app says so and ends with 69 (EX_UNAVAILABLE), so a
    /// script that runs it everywhere can tell "not here" from a failure.
    @main
    enum MacApp {
        static func main() {
            let sentence = "mac-app runs on macOS only; here, run the text app: swift run app.\n"
            FileHandle.standardError.write(Data(sentence.utf8))
            exit(69)
        }
    }
#endif
