# Sourced by the repo's scripts so they run both on Linux (bash 5, GNU tools) and on a Mac as it ships (bash 3.2,
# BSD tools): each helper here stands for a bash 4 builtin or a GNU option that macOS lacks.

# Seconds since the epoch, with a fraction where `date` has one (GNU's %N; BSD's date prints a literal N).
now() {
    local time
    time=$(date +%s.%N)
    case "$time" in
        *[!0-9.]*) date +%s ;;
        *) echo "$time" ;;
    esac
}

# `read_lines NAME < FILE`: standard input's lines into the array NAME, as bash 4's `mapfile -t NAME` does.
read_lines() {
    local __line
    eval "$1=()"
    while IFS= read -r __line || [ -n "$__line" ]; do
        eval "$1+=(\"\$__line\")"
    done
}

# The number of cores (GNU's nproc; sysctl on macOS), 2 when neither answers.
core_count() {
    nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2
}

# Waits for any one background job to end (bash 4.3's `wait -n`); older bash polls instead.
wait_any() {
    if [ "${BASH_VERSINFO[0]}" -gt 4 ] || { [ "${BASH_VERSINFO[0]}" -eq 4 ] && [ "${BASH_VERSINFO[1]}" -ge 3 ]; }; then
        wait -n 2>/dev/null || sleep 0.2
    else
        sleep 0.2
    fi
}

# `run_with_timeout SECONDS COMMAND...`: runs COMMAND, sends it TERM after SECONDS and KILL 10 s later, and
# returns its status (124 when it timed out, as GNU timeout does). Uses `timeout` where there is one.
run_with_timeout() {
    local seconds=$1
    shift
    if command -v timeout >/dev/null 2>&1; then
        timeout --kill-after=10 "$seconds" "$@"
        return
    fi
    "$@" &
    local pid=$! status marker
    marker=$(mktemp "${TMPDIR:-/tmp}/timeout.XXXXXX")
    rm -f "$marker"
    (
        trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
        sleep "$seconds" &
        sleeper=$!
        wait "$sleeper"
        : >"$marker"
        kill -TERM "$pid" 2>/dev/null
        sleep 10 &
        sleeper=$!
        wait "$sleeper"
        kill -KILL "$pid" 2>/dev/null
    ) >/dev/null 2>&1 &
    local watchdog=$!
    wait "$pid"
    status=$?
    kill -TERM "$watchdog" 2>/dev/null
    wait "$watchdog" 2>/dev/null
    if [ -e "$marker" ]; then
        rm -f "$marker"
        return 124
    fi
    return "$status"
}
