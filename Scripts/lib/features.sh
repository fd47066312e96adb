# Shared by Scripts/new-feature and Scripts/remove-feature (sourced, not run): names and their checks, the
# manifests that depend on a package, and the App edits: line edits at fixed anchors (docs/ARCHITECTURE.md,
# "Adding a feature"), so removing a feature takes out exactly the lines adding it put in.

# Exit status for a bad name or a refused request (sysexits' EX_USAGE), and for anything else that failed.
readonly EX_USAGE=64
readonly EX_FAILED=1

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
readonly root
readonly templates=$root/Scripts/templates
readonly app_features=App/Sources/AppCore/Features
readonly mac_screen_folder=App/Sources/AppViews/Screens
# Files make graph writes besides the READMEs (backed up with them while a feature is added or removed).
readonly generated_files=(docs/ARCHITECTURE.md CleanArchitecture.xcworkspace/contents.xcworkspacedata)
# shellcheck source=app-edits.sh
source "$root/Scripts/lib/app-edits.sh"
# The longest name accepted: long enough for any feature, short enough that generated lines fit in 120 columns
# (the longest, AppContainer's `Scope(state: \.f, action: Action.f, child: makeFFeature()),`, names it three
# times).
readonly max_name_length=17

# Names a feature may not take: the Swift toolchain's and the platforms' modules (architecture.json's lists are
# added when it is there), the repo's own folders and packages, and the words the app's command line keeps for
# itself (`app help`, `next`, …).
readonly toolchain_names="Swift Foundation FoundationEssentials FoundationInternationalization FoundationNetworking
FoundationXML Dispatch Glibc Musl Darwin Android WinSDK ucrt CRT XCTest Testing Synchronization Observation
Distributed RegexBuilder Cxx CxxStdlib SwiftShims SwiftOnoneSupport PackageDescription PackagePlugin
CoreFoundation ObjectiveC Combine SwiftUI UIKit AppKit Builtin"
readonly repo_names="App AppCore AppComposition AppViews MacApp Domain Data Presentation Features Packages Tests Scripts RepoTests Consumer"
readonly command_words="Help Next Prev Open Back Quit Exit Version"
# Swift keywords, which the feature's lowerCamel name (a property and an enum case of the App's root) cannot be.
readonly swift_keywords="Actor Any As Associatedtype Async Await Break Case Catch Class Continue Default Defer
Deinit Do Else Enum Extension Fallthrough False Fileprivate For Func Guard If Import In Init Inout Internal Is Let
Nil Open Operator Package Private Protocol Public Repeat Rethrows Return Self Some Static Struct Subscript Super
Switch Throw Throws True Try Typealias Var Where While"

die() {
    local status=$1
    shift
    echo "error: $*" >&2
    exit "$status"
}

lower() { printf '%s\n' "$1" | tr '[:upper:]' '[:lower:]'; }

# $1 with its first letter in lower case, as a Swift property is named: GeneratorProbe -> generatorProbe.
lower_camel() { printf '%s%s\n' "$(lower "${1:0:1}")" "${1:1}"; }

# The first line of standard input equal to $1 (lower case) without case. One awk for a whole list: a `tr`
# process per name took most of `make feature`'s 4 s (bash 4's `${name,,}` would avoid it, but macOS ships
# bash 3.2).
first_word_matching() { awk -v wanted="$1" 'tolower($0) == wanted { print; exit }'; }

# Every Package.swift of the repo, outside build folders, relative to the root.
manifests() {
    (cd "$root" && find Packages App Tests Scripts -name Package.swift -not -path '*/.build/*' \
        -not -path '*/.swiftpm/*' 2>/dev/null | sort)
}

# Every name a manifest declares (packages, products, targets), one per line: one grep over all the manifests
# (a grep and a sed per manifest were thirty processes for every name checked).
declared_names() {
    local files=()
    read_lines files < <(manifests)
    [ ${#files[@]} -gt 0 ] || return 0
    (cd "$root" && grep -ohE 'name: *"[^"]+"' "${files[@]}") | sed -E 's/name: *"([^"]+)"/\1/'
}

# The names the toolchain and platforms use, from architecture.json when it lists them.
policy_module_names() {
    [ -f "$root/architecture.json" ] || return 0
    awk '/"(toolchainModules|platformModules)"/ { on = 1 } on { print } on && /\]/ { on = 0 }' \
        "$root/architecture.json" | grep -oE '"[A-Za-z_][A-Za-z0-9_]*"' | tr -d '"' |
        grep -vxE 'toolchainModules|platformModules'
}

# The targets, products and modules a feature called $1 brings, one per line.
feature_names() {
    local name=$1 lower_name
    lower_name=$(lower "$1")
    printf '%s\n' "$name" "${name}Domain" "${name}Data" "${name}Presentation" "${name}Testing" \
        "${lower_name}-example" "${name}DomainTests" "${name}DataTests" "${name}PresentationTests"
}

# Checks the form of a feature name; exits 64 with the reason when it is not UpperCamelCase ASCII.
check_name_form() {
    local name=$1 verb=$2
    if [ -z "$name" ]; then
        die $EX_USAGE "a feature name is required: make $verb NAME=Profile (UpperCamelCase ASCII)"
    fi
    if ! [[ $name =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
        local hint=""
        if [[ $name =~ ^[a-z][A-Za-z0-9]*$ ]]; then
            hint=" (did you mean $(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}?)"
        fi
        die $EX_USAGE "“$name” is not a feature name: it must be UpperCamelCase ASCII, a capital letter then" \
            "letters and digits ([A-Z][A-Za-z0-9]*)$hint"
    fi
    if [ ${#name} -gt $max_name_length ]; then
        die $EX_USAGE "“$name” is ${#name} characters long: a feature name has at most $max_name_length"
    fi
}

# Checks that a new feature called $1 clashes with nothing: a toolchain or platform module, a folder, package or
# command word of the repo, or any package, product, target or module a manifest declares (compared without
# case, as a case-insensitive file system and the lower-case command and executable names would). Exits 64.
check_name_is_free() {
    local name=$1 lower_name reserved existing pair
    lower_name=$(lower "$name")
    reserved=$(printf '%s\n' $toolchain_names $(policy_module_names) | first_word_matching "$lower_name")
    if [ -n "$reserved" ]; then
        die $EX_USAGE "“$name” is taken: $reserved is a Swift toolchain or platform module, which a package" \
            "or module of that name would shadow; pick another name"
    fi
    reserved=$(printf '%s\n' $repo_names | first_word_matching "$lower_name")
    if [ -n "$reserved" ]; then
        die $EX_USAGE "“$name” is taken: $reserved is a package, target or folder of this repo; pick another name"
    fi
    reserved=$(printf '%s\n' $swift_keywords | first_word_matching "$lower_name")
    if [ -n "$reserved" ]; then
        die $EX_USAGE "“$name” is taken: \`$(lower_camel "$name")\` is a Swift keyword, and the app's root names the" \
            "feature's state and actions with it; pick another name"
    fi
    reserved=$(printf '%s\n' $command_words | first_word_matching "$lower_name")
    if [ -n "$reserved" ]; then
        die $EX_USAGE "“$name” is taken: \`$lower_name\` is a word of the app's command line, so \`app" \
            "$lower_name\` could not be the feature's command; pick another name"
    fi
    existing=$(printf '%s\n' "$root"/Packages/Features/* "$root"/Packages/* |
        awk -F/ -v wanted="$lower_name" 'tolower($NF) == wanted { print; exit }')
    if [ -n "$existing" ] && [ -e "$existing" ]; then
        die $EX_USAGE "“$name” is taken: the folder ${existing#"$root"/} exists; pick another name"
    fi
    # One awk for every generated name against every declared one: "generated existing" of the first clash.
    pair=$(awk 'NR == FNR { wanted[tolower($0)] = $0; next }
        NF && (tolower($0) in wanted) { print wanted[tolower($0)], $0; exit }' \
        <(feature_names "$name") <(declared_names | sort -u))
    if [ -n "$pair" ]; then
        die $EX_USAGE "“$name” is taken: the feature would declare ${pair%% *}, and a manifest of this" \
            "repo already declares ${pair#* }; pick another name"
    fi
    if [ -e "$root/$app_features/${name}Commands.swift" ] || grep -rqw "${name}Commands" "$root/App/Sources" 2>/dev/null; then
        die $EX_USAGE "“$name” is taken: App already has a ${name}Commands; pick another name"
    fi
    if [ -e "$root/$mac_screen_folder/${name}Screen.swift" ]; then
        die $EX_USAGE "“$name” is taken: App already has $mac_screen_folder/${name}Screen.swift; pick another name"
    fi
}

# The packages (folders relative to the root) whose manifests declare a path dependency on the folder $1.
dependents_of() {
    local target manifest folder path resolved
    target=$(cd "$root/$1" && pwd -P)
    while read -r manifest; do
        folder=${manifest%/*}  # manifests() lists paths with a folder: Packages/Domain/Package.swift
        [ "$folder" = "$1" ] && continue
        while read -r path; do
            [ -n "$path" ] || continue
            resolved=$(cd "$root/$folder" 2>/dev/null && cd "$path" 2>/dev/null && pwd -P) || continue
            if [ "$resolved" = "$target" ]; then
                echo "$folder"
                break
            fi
        done < <(grep -oE 'path: *"[^"]+"' "$root/$manifest" | sed -E 's/path: *"([^"]+)"/\1/')
    done < <(manifests)
}

# Copies template file $1 to $2, replacing __Feature__ with $3, __feature__ with its lower-case form (the
# command word) and __featureName__ with its lowerCamelCase form (a Swift property).
render() {
    # The name's two other forms are worked out once per name, and a folder made once: a `tr` and a `mkdir`
    # process per template were most of `make feature`'s own time.
    if [ "${rendered_name:-}" != "$3" ]; then
        rendered_name=$3
        rendered_lower=$(lower "$3")
        rendered_lower_camel=$(lower_camel "$3")
    fi
    [ -d "${2%/*}" ] || mkdir -p "${2%/*}" || return 1
    sed -e "s/__Feature__/$3/g" -e "s/__featureName__/$rendered_lower_camel/g" -e "s/__feature__/$rendered_lower/g" \
        "$1" >"$2"
}

# `readmes [EXCLUDED_FOLDER]`: every README.md of the repo (paths relative to the root), outside build folders
# and .git, which are pruned, not walked (a warm .build holds a hundred thousand files: walking it took 2 s).
readmes() {
    (cd "$root" && find . \( -name .build -o -path ./.git -o -path "./${1:-.build}" \) -prune -o -name README.md \
        -print) | sed 's|^\./||'
}

# --- Graphs, formatting -------------------------------------------------------------------------------------

# Runs the architecture checker with --write-graphs (ARCHITECTURE_CHECK_BINARY, or the checker built by
# Scripts/architecture-check) and prints its findings. Fails when it cannot run, or when a finding names the
# feature $1 (the generated code must pass the checker); other findings are the repo's and are only shown.
write_graphs() {
    local name=$1 output status lower_name
    lower_name=$(lower "$name")
    if [ -n "${ARCHITECTURE_CHECK_BINARY:-}" ]; then
        output=$("$ARCHITECTURE_CHECK_BINARY" --root "$root" --write-graphs 2>&1)
    else
        output=$("$root/Scripts/architecture-check" --write-graphs 2>&1)
    fi
    status=$?
    echo "$output" | sed 's/^/  /'
    if [ $status -ge 2 ]; then
        echo "error: the architecture checker could not run (status $status)" >&2
        return 1
    fi
    if grep -E "error:" <<<"$output" | grep -qE "Features/$name/|\\b$name(Domain|Data|Presentation|Testing)\\b|$lower_name-example|${name}Commands"; then
        echo "error: the architecture checker reports findings about $name (above)" >&2
        return 1
    fi
}

# Deletes SwiftPM's cached build plans of the root and App folders: with a package added or removed, a cached
# plan still names the old graph, and the next `swift run app` fails with "no such module" or missing inputs.
forget_build_plans() {
    find "$root/.build" "$root/App/.build" -maxdepth 3 -name description.json -delete 2>/dev/null || true
}

# `begin VERB ARGUMENT...`: what both scripts do first. It prints the usage for -h, exits 64 on extra words or a
# bad name, and sets the feature's paths: $name, $package, $module_file, $screen_file.
begin() {
    verb=$1
    shift
    if [ $# -gt 1 ] || [ "${1:-}" = -h ] || [ "${1:-}" = --help ]; then
        echo "usage: Scripts/$verb NAME    (make ${verb/new-/} NAME=Profile)" >&2
        [ $# -gt 1 ] && exit $EX_USAGE
        exit 0
    fi
    name=${1:-}
    check_name_form "$name" "${verb/new-/}"
    package=Packages/Features/$name
    module_file=$app_features/${name}Commands.swift
    screen_file=$mac_screen_folder/${name}Screen.swift
    cd "$root" || exit $EX_FAILED
}

# `stage`: the toolchain, and a staging folder ($staging, with $backup) removed on exit. Once `committed` is 1,
# a failure rolls back: it deletes what `written` lists, restores the backed-up files and puts back a package
# moved to $backup/package.
stage() {
    need_swift
    export TMPDIR=$root/.build/tmp
    mkdir -p "$TMPDIR"
    start=$(now)
    staging=$(mktemp -d "$TMPDIR/$verb.XXXXXX") || die $EX_FAILED "cannot create a temporary folder"
    backup=$staging/backup
    written=()
    committed=0
    trap finish EXIT
    trap 'exit 130' INT TERM
}

finish() {
    local status=$? path
    if [ $status -ne 0 ] && [ $committed -eq 1 ]; then
        echo "$verb: failed; removing what was written and restoring what was changed" >&2
        for path in ${written[@]+"${written[@]}"}; do rm -rf "${root:?}/$path"; done
        if [ -d "$backup/files" ]; then
            (cd "$backup/files" && find . -type f | tar -cf - -T -) | tar -C "$root" -xpf -
        fi
        if [ -d "$backup/package" ] && [ ! -e "$root/$package" ]; then mv "$backup/package" "$root/$package"; fi
    fi
    rm -rf "$staging"
    exit $status
}

# `back_up FILE...`: copies each FILE that exists (relative to the root) to $backup/files, with its folders,
# times and mode, in one pipe.
back_up() {
    local file existing=()
    for file in "$@"; do [ -f "$file" ] && existing+=("$file"); done
    [ ${#existing[@]} -gt 0 ] || return 0
    mkdir -p "$backup/files" && tar -cf - "${existing[@]}" | tar -C "$backup/files" -xpf -
}
