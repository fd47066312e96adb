import PresentationCore
import Testing

/// A store for tests that makes them exhaustive, like TCA's: after each `send`, the test states how the state
/// changed; every action an effect feeds back (including `.send` effects) must be consumed with `receive`, in
/// order; and `finish()` checks that nothing was left unasserted or still running.
///
/// Failures are Swift Testing issues with a line diff of expected (`-`) and actual (`+`) state, and the two
/// states attached as files (`swift test --attachments-path DIR` writes them). Set `exhaustivity = .off` to
/// assert only what a test cares about.
@MainActor
public final class TestStore<State: Sendable & Equatable, Action: Sendable & Equatable> {
    /// An action fed back by an effect, with the state before and after it was reduced.
    private struct Received {
        let action: Action
        let stateBefore: State
        let stateAfter: State
    }

    /// How strictly the test is checked; `.on` unless a test turns it off.
    public var exhaustivity: Exhaustivity = .on
    /// The files the last failed state check attached (`expected-state.txt`, `actual-state.txt`), for tests of
    /// the store itself.
    package private(set) var attachedFiles: [(name: String, text: String)] = []

    private let runtime: StoreRuntime<State, Action>
    private let location: SourceLocation
    private var received: [Received] = []
    /// The state after the last reduced action, i.e. the state before the next one.
    private var latestState: State
    /// The state right after the action given to `send`, before any action it chained.
    private var stateAfterSentAction: State?

    /// A test store starting at `initialState` and running `reducer`; issues found when it is released
    /// unfinished are reported at this call.
    public init<R: Reducer>(
        initialState: State,
        reducer: R,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) where R.State == State, R.Action == Action {
        runtime = StoreRuntime(initialState: initialState, reducer: reducer)
        latestState = initialState
        location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        runtime.didReduce = { [weak self] action, state, isFedBack in
            self?.record(action, state: state, isFedBack: isFedBack)
        }
    }

    deinit {
        // Only `Sendable` stored properties are read here, so this is safe outside the main actor. Effects
        // still running are checked by `finish()` only: one may be a moment from ending, and a report here
        // would depend on timing.
        guard exhaustivity == .on, !received.isEmpty else { return }
        let message = Self.unhandledMessage(received.map(\.action), context: "the test store was released")
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }

    /// The current state.
    public var state: State { runtime.state }

    /// Sends `action`; `assert` must turn the previous state into the state after it (no closure: the state
    /// must not change). With `.on`, every action received before must have been asserted already.
    @discardableResult
    public func send(
        _ action: Action,
        assert: ((inout State) -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async -> StoreTask {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if !received.isEmpty {
            if exhaustivity == .on {
                fail(
                    Self.unhandledMessage(received.map(\.action), context: "sending \(ValueDump.line(action))"),
                    location)
            }
            received.removeAll()
        }
        let before = runtime.state
        stateAfterSentAction = nil
        let task = runtime.send(action)
        let after = stateAfterSentAction ?? runtime.state
        check(before: before, after: after, assert: assert, step: "send(\(ValueDump.line(action)))", location)
        // Let effects that were just started begin running.
        await Task.yield()
        return task
    }

    /// Expects `action` to be the next action fed back by an effect (waiting up to `timeout` for it) and checks
    /// the state change it made, like `send`. With `.off`, earlier received actions are skipped.
    public func receive(
        _ action: Action,
        timeout: Duration = .seconds(1),
        assert: ((inout State) -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "receive(\(ValueDump.line(action)))"
        let isExhaustive = exhaustivity == .on
        let arrived = await wait(timeout: timeout) {
            isExhaustive ? !self.received.isEmpty : self.received.contains { $0.action == action }
        }
        guard arrived else {
            fail(
                "Expected to receive \(ValueDump.line(action)), but no such action arrived within \(timeout) "
                    + "(\(runtime.runningEffectCount) effect(s) still running).",
                location
            )
            return
        }
        if !isExhaustive {
            received.removeFirst(received.firstIndex { $0.action == action } ?? 0)
        }
        let next = received.removeFirst()
        guard next.action == action else {
            let diff = LineDiff.lines(expected: ValueDump.lines(action), actual: ValueDump.lines(next.action))
            fail(
                "Received an unexpected action: (- expected, + actual)\n" + diff.joined(separator: "\n"),
                location
            )
            return
        }
        check(before: next.stateBefore, after: next.stateAfter, assert: assert, step: step, location)
    }

    /// Drops the received actions that were not asserted, after letting effects deliver what they have ready.
    public func skipReceivedActions() async {
        for _ in 0..<10 {
            await Task.yield()
        }
        received.removeAll()
    }

    /// Waits up to `timeout` for running effects to end, then (with `.on`) fails for effects still running
    /// and for received actions that were never asserted. Effects still running are cancelled.
    public func finish(
        timeout: Duration = .seconds(1),
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let ended = await wait(timeout: timeout) { self.runtime.runningEffectCount == 0 }
        if !ended {
            if exhaustivity == .on {
                fail(
                    Self.runningMessage(count: runtime.runningEffectCount, context: "finish() waited \(timeout)"),
                    location)
            }
            runtime.cancelAllEffects()
        }
        if exhaustivity == .on, !received.isEmpty {
            fail(Self.unhandledMessage(received.map(\.action), context: "finish()"), location)
        }
        received.removeAll()
    }

    private func record(_ action: Action, state: State, isFedBack: Bool) {
        if isFedBack {
            received.append(Received(action: action, stateBefore: latestState, stateAfter: state))
        } else {
            stateAfterSentAction = state
        }
        latestState = state
    }

    /// Compares the asserted state with the actual one; with `.off`, the assertion is applied to the actual
    /// state, so only the properties the test touches are checked.
    private func check(
        before: State,
        after: State,
        assert: ((inout State) -> Void)?,
        step: String,
        _ location: SourceLocation
    ) {
        var expected = exhaustivity == .on ? before : after
        assert?(&expected)
        guard expected != after else { return }
        let expectedLines = ValueDump.lines(expected)
        let actualLines = ValueDump.lines(after)
        var diff = LineDiff.lines(expected: expectedLines, actual: actualLines)
        if diff.isEmpty {
            diff = ["(the states print the same, but are not equal: check a custom `==` or `description`)"]
        }
        fail("State after \(step) differs: (- expected, + actual)\n" + diff.joined(separator: "\n"), location)
        attachedFiles = [("expected-state.txt", expectedLines), ("actual-state.txt", actualLines)].map {
            (name: $0.0, text: $0.1.joined(separator: "\n") + "\n")
        }
        #if compiler(>=6.2)
            // `swift test --attachments-path DIR` leaves both states as files to diff.
            for file in attachedFiles {
                Attachment.record(file.text, named: file.name, sourceLocation: location)
            }
        #endif
    }

    private func fail(_ message: String, _ location: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }

    /// Polls `condition` while letting effects run, until it holds or `timeout` passes.
    private func wait(timeout: Duration, until condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var attempts = 0
        while !condition() {
            guard clock.now < deadline else { return false }
            attempts += 1
            if attempts <= 20 {
                await Task.yield()
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        return true
    }

    private nonisolated static func unhandledMessage(_ actions: [Action], context: String) -> String {
        "\(actions.count) received action(s) were not asserted before \(context):\n"
            + actions.map { "  " + ValueDump.line($0) }.joined(separator: "\n")
    }

    private nonisolated static func runningMessage(count: Int, context: String) -> String {
        "\(count) effect(s) still running when \(context); await them with receive or finish, or cancel them."
    }
}
