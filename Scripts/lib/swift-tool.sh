# Sourced, with $root set, by Scripts/architecture-check and Scripts/measure; SwiftPM litters the temporary folder.
# shellcheck source=portable.sh
source "$root/Scripts/lib/portable.sh"
need_swift
export TMPDIR=$root/.build/tmp
mkdir -p "$TMPDIR"

# `swift_tool PACKAGE PRODUCT SCRATCH [FLAG...]`: builds Scripts/PACKAGE's PRODUCT into SCRATCH (a null build when
# nothing changed) and prints the binary's path; on failure, prints the build's error lines and returns 2.
swift_tool() {
    local package=$1 product=$2 scratch=$3 log=$root/.build/$2-build.log
    shift 3
    if ! swift build --package-path "$root/Scripts/$package" --product "$product" --scratch-path "$scratch" \
        "$@" >"$log" 2>&1; then
        echo "error: building $product failed (full log: ${log#"$root"/}):" >&2
        grep -E 'error:' "$log" | head -n 20 >&2
        return 2
    fi
    echo "$scratch/debug/$product"
}
