# Shared by Scripts/new-feature and Scripts/remove-feature (sourced, not run): names and their checks, the
# manifests that depend on a package, and the App edits: line edits at fixed anchors (docs/ARCHITECTURE.md,
# "Adding a feature"), so removing a feature takes out exactly the lines adding it put in.

# Exit status for a bad name or a refused request (sysexits' EX_USAGE), and for anything else that failed.
readonly EX_USAGE=64 EX_FAILED=1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
readonly root
readonly templates=$root/Scripts/templates
readonly app_features=App/Sources/AppCore/Features
readonly sidebar_folder=App/Sources/AppViews/Sidebar
# Files make graph writes besides the READMEs (backed up with them while a feature is added or removed).
readonly generated_files=(docs/ARCHITECTURE.md CleanArchitecture.xcworkspace/contents.xcworkspacedata)
# shellcheck source=app-edits.sh
source "$root/Scripts/lib/app-edits.sh"
# The longest name accepted: generated lines fit in 120 columns (AppContainer's `Scope(…)` names it three times).
readonly max_name_length=17

# `die STATUS MESSAGE...`
die() {
    local status=$1
    shift
    echo "error: $*" >&2
    exit "$status"
}

lower() { printf '%s\n' "$1" | tr '[:upper:]' '[:lower:]'; }

# $1 with its first letter in lower case, as a Swift property is named: GeneratorProbe -> generatorProbe.
lower_camel() { printf '%s%s\n' "$(lower "${1:0:1}")" "${1:1}"; }

# The first line of standard input equal to $1 (lower case) without case: one awk, not a `tr` per name.
first_word_matching() { awk -v wanted="$1" 'tolower($0) == wanted { print; exit }'; }

# Every Package.swift of the repo, outside build folders, relative to the root.
manifests() {
    (cd "$root" && find Packages App Tests Scripts -name Package.swift -not -path '*/.build/*' \
        -not -path '*/.swiftpm/*' 2>/dev/null | sort)
}

# The toolchain's and platforms' module names that architecture.json lists.
policy_module_names() {
    awk '/"(toolchainModules|platformModules|implicitModules)"/ { on = 1 } on { print } on && /\]/ { on = 0 }' \
        "$root/architecture.json" | grep -oE '"[A-Za-z_][A-Za-z0-9_]*"' | tr -d '"' |
        grep -vxE 'toolchainModules|platformModules|implicitModules'
}

# The targets, products and modules a feature called $1 brings, one per line.
feature_names() {
    printf '%s\n' "$1" "$1Domain" "$1Data" "$1Presentation" "$1Views" "$1Testing" "$(lower "$1")-example" \
        "$1DomainTests" "$1DataTests" "$1PresentationTests"
}

# Checks the form of a feature name; exits 64 with the reason when it is not UpperCamelCase ASCII.
check_name_form() {
    local name=$1 verb=$2 hint=
    [ -n "$name" ] || die $EX_USAGE "a feature name is required: make $verb NAME=Profile (UpperCamelCase ASCII)"
    if ! [[ $name =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
        [[ $name =~ ^[a-z][A-Za-z0-9]*$ ]] &&
            hint=" (did you mean $(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}?)"
        die $EX_USAGE "“$name” is not a feature name: it must be UpperCamelCase ASCII, a capital letter then" \
            "letters and digits ([A-Z][A-Za-z0-9]*)$hint"
    fi
    [ ${#name} -le $max_name_length ] ||
        die $EX_USAGE "“$name” is ${#name} characters long: a feature name has at most $max_name_length"
}

# Names a feature may not take besides architecture.json's modules: more of the toolchain's and platforms', the
# repo's folders and packages, Swift keywords and the words of the app's command line.
readonly toolchain_names="Cxx CxxStdlib SwiftOnoneSupport PackageDescription PackagePlugin CoreFoundation ObjectiveC
Combine UIKit Builtin"
readonly repo_names="App AppCore AppComposition AppViews MacApp Domain Data Presentation Features Packages Tests Scripts
RepoTests Consumer"
readonly swift_keywords="Actor Any As Associatedtype Async Await Break Case Catch Class Continue Default Defer
Deinit Do Else Enum Extension Fallthrough False Fileprivate For Func Guard If Import In Init Inout Internal Is Let
Nil Open Operator Package Private Protocol Public Repeat Rethrows Return Self Some Static Struct Subscript Super
Switch Throw Throws True Try Typealias Var Where While"
readonly command_words="Help Next Prev Open Back Quit Exit Version"

# `refuse_listed NAME WORDS REASON`: exits 64 when NAME is one of WORDS, without case; @ in REASON is that word.
refuse_listed() {
    local reserved
    reserved=$(printf '%s\n' $2 | first_word_matching "$(lower "$1")")
    [ -z "$reserved" ] || die $EX_USAGE "“$1” is taken: ${3//@/$reserved}; pick another name"
}

# Checks that a new feature called $1 clashes with nothing, compared without case (as a case-insensitive file system
# and the lower-case command and executable names would): a toolchain or platform module, a folder, package or
# target of the repo, a Swift keyword (its lowerCamel name is a property and a case of the App's root), a word of
# the app's command line, or anything a manifest declares. Exits 64.
check_name_is_free() {
    local name=$1 lower_name camel existing
    [ -f "$root/architecture.json" ] || die $EX_FAILED "no architecture.json in $root"
    lower_name=$(lower "$name")
    camel=$(lower_camel "$name")
    refuse_listed "$name" "$(policy_module_names) $toolchain_names" \
        "@ is a Swift toolchain or platform module, which a package or module of that name would shadow"
    refuse_listed "$name" "$repo_names" "@ is a package, target or folder of this repo"
    refuse_listed "$name" "$swift_keywords" \
        "\`$camel\` is a Swift keyword, and the app's root names the feature's state and actions with it"
    refuse_listed "$name" "$command_words" \
        "\`$lower_name\` is a word of the app's command line, so \`app $lower_name\` could not be its command"
    existing=$(printf '%s\n' "$root"/Packages/Features/* "$root"/Packages/* |
        awk -F/ -v wanted="$lower_name" 'tolower($NF) == wanted { print; exit }')
    [ -z "$existing" ] || die $EX_USAGE "“$name” is taken: the folder ${existing#"$root"/} exists; pick another name"
    # A package, product or target a manifest declares with a name the feature would declare (one grep for all).
    existing=$(cd "$root" && manifests | xargs grep -ohiE "name: *\"($(feature_names "$name" | paste -sd '|' -))\"" |
        sed -E 's/name: *"([^"]+)"/\1/' | head -n 1)
    [ -z "$existing" ] || die $EX_USAGE "“$name” is taken: a manifest of this repo already declares $existing, a" \
        "name the feature would declare; pick another name"
    if [ -e "$root/$app_features/${name}Commands.swift" ] ||
        [ -e "$root/$sidebar_folder/SidebarItem+$name.swift" ] ||
        grep -rqw "${name}Commands" "$root/App/Sources" 2>/dev/null; then
        die $EX_USAGE "“$name” is taken: App already has a ${name}Commands or a SidebarItem+$name.swift; pick another name"
    fi
}

# The packages (folders relative to the root) whose manifests declare a path dependency on the folder $1.
dependents_of() {
    local target manifest folder path resolved
    target=$(cd "$root/$1" && pwd -P)
    while read -r manifest; do
        folder=${manifest%/*}
        [ "$folder" = "$1" ] && continue
        while read -r path; do
            resolved=$(cd "$root/$folder" 2>/dev/null && cd "$path" 2>/dev/null && pwd -P) || continue
            [ "$resolved" = "$target" ] && echo "$folder" && break
        done < <(grep -oE 'path: *"[^"]+"' "$root/$manifest" | sed -E 's/path: *"([^"]+)"/\1/')
    done < <(manifests)
}

# Copies template file $1 to $2, replacing __Feature__ with $3, __feature__ with its lower-case form (the command
# word) and __featureName__ with its lowerCamelCase form (a Swift property), each worked out once per name.
render() {
    if [ "${rendered_name:-}" != "$3" ]; then
        rendered_name=$3
        rendered_lower=$(lower "$3")
        rendered_lower_camel=$(lower_camel "$3")
    fi
    [ -d "${2%/*}" ] || mkdir -p "${2%/*}" || return 1
    sed -e "s/__Feature__/$3/g" -e "s/__featureName__/$rendered_lower_camel/g" -e "s/__feature__/$rendered_lower/g" \
        "$1" >"$2"
}

# `readmes [EXCLUDED_FOLDER]`: every README.md of the repo (paths relative to the root); build folders and .git
# are pruned, not walked (a warm .build holds a hundred thousand files).
readmes() {
    (cd "$root" && find . \( -name .build -o -path ./.git -o -path "./${1:-.build}" \) -prune -o -name README.md \
        -print) | sed 's|^\./||'
}

# `write_graphs NAME`: runs the checker with --write-graphs (ARCHITECTURE_CHECK_BINARY, or Scripts/architecture-check)
# and prints its findings. Fails when it cannot run, or when a finding names the feature: the generated code must
# pass the checker; other findings are the repo's and are only shown.
write_graphs() {
    local output status
    output=$("${ARCHITECTURE_CHECK_BINARY:-$root/Scripts/architecture-check}" --root "$root" --write-graphs 2>&1)
    status=$?
    sed 's/^/  /' <<<"$output"
    [ $status -lt 2 ] || { echo "error: the architecture checker could not run (status $status)" >&2; return 1; }
    if grep "error:" <<<"$output" |
        grep -qE "Features/$1/|\\b$1(Domain|Data|Presentation|Testing)\\b|$(lower "$1")-example|$1Commands"; then
        echo "error: the architecture checker reports findings about $1 (above)" >&2
        return 1
    fi
}

# Deletes the root's and App's cached build plans: with a package added or removed, one still names the old graph,
# and the next `swift run app` fails with "no such module" or missing inputs.
forget_build_plans() {
    find "$root/.build" "$root/App/.build" -maxdepth 3 -name description.json -delete 2>/dev/null || true
}

# `begin VERB ARGUMENT...`: what both scripts do first. It prints the usage for -h, exits 64 on extra words or a
# bad name, and sets the feature's paths: $name, $package, $module_file, $sidebar_file.
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
    sidebar_file=$sidebar_folder/SidebarItem+${name}.swift
    cd "$root" || exit $EX_FAILED
}

# `stage`: the toolchain, and a staging folder ($staging, with $backup) removed on exit. Once `committed` is 1,
# a failure rolls back: it deletes what `written` lists, restores the backed-up files and puts back a package
# moved to $backup/package.
stage() {
    need_swift
    export TMPDIR=$root/.build/tmp
    mkdir -p "$TMPDIR"
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

# `back_up FILE...`: copies each FILE that exists (relative to the root) to $backup/files, with folders and times.
back_up() {
    local file existing=()
    for file in "$@"; do [ -f "$file" ] && existing+=("$file"); done
    [ ${#existing[@]} -gt 0 ] || return 0
    mkdir -p "$backup/files" && tar -cf - "${existing[@]}" | tar -C "$backup/files" -xpf -
}
