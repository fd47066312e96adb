# Sourced by the scripts that build in make test's folder (.build/shared): Scripts/test-all, Scripts/test-affected,
# Scripts/examples and Scripts/reliability (when it builds the app itself). One spelling of the flags, so a build
# by one of them is a null build for the others.
# Scripts/install sources it for `bin_folder`.
#
# The import check stands in for building each package alone, which a shared folder would hide; build manifest
# caching is off because, with a shared folder, SwiftPM otherwise reuses the previous root's build plan when only
# file contents changed, and `swift test` silently runs the PREVIOUS package's tests (seen here). The index store
# stays on, unlike the scripts' builds of products: on Linux SwiftPM finds the XCTest tests of a test build in
# it. It leaves out the toolchain's modules, which nothing here looks up, and which were a quarter of a package's
# cold build in a new folder (docs/decisions/021-index-only-what-tests-need.md).
# shellcheck disable=SC2034  # read by the scripts that source this file
shared_build_flags=(--explicit-target-dependency-import-check error --disable-build-manifest-caching
    -Xswiftc -index-ignore-system-modules)

# ---- Build stamps: a build that cannot do anything is skipped ----
# `build_stamps_init SCRATCH`: the key and folder of the stamps of builds in SCRATCH with the flags above (and
# SWIFT_TEST_FLAGS). A build is skipped when it passed before with the same `swift` and key and no file it can
# read has changed since it started: no file under Packages/, App/, Tests/ or Scripts/ (nor the root manifest,
# nor `swift`; build folders and .swiftpm aside) at all, or, when one has, none in the folders the package's
# build reads (the package and those it reaches by path, as `architecture-check closure` lists them). A null
# `swift build` still loads the package graph and plans, 0.5 to 2 s per package on 2 cores; this test takes
# 10 ms (and a checker call, 30 to 80 ms, after an edit). A file edited, added or deleted (its folder changes) in
# those folders builds the package again, and SwiftPM then decides what to recompile, as always. BUILD=always
# turns the skip off. The manifests read APP_LIBRARY_TYPE, so it is part of the key.
build_stamps_init() {
    swift_path=$(command -v swift)
    build_key="$swift_path --scratch-path $1 ${shared_build_flags[*]} ${SWIFT_TEST_FLAGS:-}"
    [ -n "${APP_LIBRARY_TYPE:-}" ] && build_key="$build_key APP_LIBRARY_TYPE=$APP_LIBRARY_TYPE"
    stamps=$root/.build/build-stamps
    closure_checker=$1/debug/architecture-check
    mkdir -p "$stamps"
}

# `sources_changed_since STAMP FOLDER...`: a file or folder under FOLDERs (build folders pruned), or `swift`,
# is newer than STAMP.
sources_changed_since() {
    local stamp=$1
    shift
    [ -n "$(find -H "$@" "$swift_path" \( -name .build -o -name .swiftpm \) -prune -o -newer "$stamp" -print \
        2>/dev/null | head -n 1)" ]
}

# `up_to_date NAME FILE [PACKAGE [PATH...]]`: the build NAME passed with this key, FILE (what it makes) is there,
# and nothing it reads has changed: nothing in the repo's package folders, or nothing in PACKAGE's closure nor in
# the PATHs. When only files outside them changed, the stamp moves up to the time this look began, so the next
# run answers with the first test again: otherwise one edit to a script made every later run ask the checker for
# every package's closure (thirteen calls and as many searches, about 0.3 s of CPU in a warm `make test`) until
# each package built.
up_to_date() {
    local stamp=$stamps/$1 package=${3:-} closure
    [ "${BUILD:-}" != always ] && [ -f "$stamp" ] && [ -e "$2" ] && [ "$(cat "$stamp")" = "$build_key" ] ||
        return 1
    sources_changed_since "$stamp" Packages App Tests Scripts Package.swift "${@:4}" || return 0
    [ -n "$package" ] && [ -x "$closure_checker" ] || return 1
    shift 3
    # Written before the look, so an edit made while it runs is newer than the stamp it may become (where the
    # file system keeps times finer than the look takes: decision 19). One per process: `make test` and `make
    # test-affected` may look at once.
    local checked=$stamp.checked.$$
    printf '%s\n' "$build_key" >"$checked" || return 1
    closure=$("$closure_checker" --root "$root" closure "$package" 2>/dev/null) && [ -n "$closure" ] &&
        # shellcheck disable=SC2086  # one folder a line, none with blanks (the checker's package paths)
        ! sources_changed_since "$stamp" $closure "$@" &&
        mv "$checked" "$stamp" && return 0
    rm -f "$checked"
    return 1
}

# `bin_folder SCRATCH CONFIGURATION PRODUCT SWIFT_BUILD_ARGUMENTS...`: the folder a build in SCRATCH, just made,
# put PRODUCT in. SwiftPM points its link `<scratch>/<configuration>` at the folder of the build it last ran;
# asking it (`--show-bin-path`) plans the build again, a second or more, so it is asked only when the link is not
# there or holds no PRODUCT.
bin_folder() {
    local scratch=$1 configuration=$2 product=$3
    shift 3
    if [ -x "$scratch/$configuration/$product" ]; then
        echo "$scratch/$configuration"
    else
        swift build "$@" --show-bin-path
    fi
}

# `stamp_start NAME` before a build (the stamp's time is the build's start, so an edit during it counts as a
# change), `stamp_end NAME STATUS` after it.
stamp_start() { rm -f "$stamps/$1"; printf '%s\n' "$build_key" >"$stamps/$1.new"; }
stamp_end() { if [ "$2" = 0 ]; then mv "$stamps/$1.new" "$stamps/$1"; else rm -f "$stamps/$1.new"; fi; }
