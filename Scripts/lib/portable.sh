# Sourced by the repo's scripts so they run both on Linux (bash 5, GNU tools) and on a Mac as it ships (bash 3.2,
# BSD tools): each helper stands for a bash 4 builtin or a GNU option that macOS lacks, or is a start they share.

# `read_lines NAME < FILE`: standard input's lines into the array NAME, as bash 4's `mapfile -t NAME` does.
read_lines() {
    local __line
    eval "$1=()"
    while IFS= read -r __line || [ -n "$__line" ]; do
        eval "$1+=(\"\$__line\")"
    done
}

# Puts the toolchain on PATH (the machine image keeps it in /opt/swift, which non-login shells may lack), or says
# how to get one and exits 2.
need_swift() {
    command -v swift >/dev/null 2>&1 || export PATH=$PATH:/opt/swift/usr/bin
    command -v swift >/dev/null 2>&1 && return
    echo "error: swift is not on PATH. Install the Swift 6 toolchain (https://swift.org/install) and retry." >&2
    exit 2
}

# `enter_repo`: sets $root and goes there, puts the toolchain on PATH and TMPDIR in .build/tmp (SwiftPM litters it).
enter_repo() {
    root=$(cd "$(dirname "$0")/.." && pwd) && cd "$root" || exit 2
    need_swift
    export TMPDIR=$root/.build/tmp
    mkdir -p "$TMPDIR"
}
