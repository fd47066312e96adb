import AppViews
import Foundation
import SwiftUI

/// The iOS app: every feature's view over the same container and root store as the text app. Its data lives in
/// the app's Application Support folder; a variable set in the scheme (`APP_API_URL`, …) wins.
@main
struct CleanArchitectureApp: App {
    private let launch: AppLaunch

    init() {
        let dataFolder = ["APP_DATA_DIR": URL.applicationSupportDirectory.path(percentEncoded: false)]
        launch = AppLaunch(
            environment: dataFolder.merging(ProcessInfo.processInfo.environment) { _, scheme in scheme },
            homeDirectory: NSHomeDirectory())
    }

    var body: some Scene {
        WindowGroup {
            AppWindow(launch)
        }
    }
}
