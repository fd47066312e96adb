# The App edits of Scripts/new-feature and Scripts/remove-feature (sourced by lib/features.sh): each `_with`
# prints a file with a feature's lines added at fixed anchors, each `_without` prints it without them.

# --- App/Package.swift --------------------------------------------------------------------------------------

# Prints App/Package.swift ($1) with feature $2 registered: its package after the last feature package, and
# its products at the end of the dependencies of the targets that use them: Domain, Data and Presentation for
# AppComposition, Presentation for AppCore, Views for AppViews. Fails when an anchor is missing.
app_manifest_with() {
    awk -v name="$2" '
        BEGIN { layers["AppComposition"] = "Domain Data Presentation"; layers["AppCore"] = "Presentation"
            layers["AppViews"] = "Views" }
        { lines[NR] = $0 }
        /^[ \t]*\.package\(path: "\.\.\/Packages\/Features\/[^"]+"\),[ \t]*$/ { lastPackage = NR }
        /^[ \t]*name: "[A-Za-z]+",[ \t]*$/ { split($0, quoted, "\""); target = (quoted[2] in layers) ? quoted[2] : "" }
        target != "" && /dependencies: \[[ \t]*$/ { inDeps = 1; next }
        target != "" && inDeps && /^[ \t]*\],?[ \t]*$/ { target = ""; inDeps = 0 }
        target != "" && inDeps && /\.product\(name: / { last[target] = NR }
        END {
            if (!lastPackage) { print "no .package(path: \"../Packages/Features/…\") line" > "/dev/stderr"; exit 3 }
            for (t in layers) {
                if (!last[t]) { print "no .product(…) line in the dependencies of the " t " target" > "/dev/stderr"; exit 3 }
                at[last[t]] = t
            }
            match(lines[lastPackage], /^[ \t]*/); packageIndent = substr(lines[lastPackage], 1, RLENGTH)
            for (i = 1; i <= NR; i++) {
                print lines[i]
                if (i == lastPackage) printf "%s.package(path: \"../Packages/Features/%s\"),\n", packageIndent, name
                if (i in at) {
                    match(lines[i], /^[ \t]*/); indent = substr(lines[i], 1, RLENGTH)
                    count = split(layers[at[i]], names, " ")
                    for (l = 1; l <= count; l++)
                        printf "%s.product(name: \"%s%s\", package: \"%s\"),\n", indent, name, names[l], name
                }
            }
        }' "$1"
}

# Prints App/Package.swift ($1) without feature $2: the lines that are only its package or one of its products.
app_manifest_without() {
    awk -v name="$2" '
        {
            line = $0
            gsub(/^[ \t]+|[ \t]+$/, "", line)
            if (line == ".package(path: \"../Packages/Features/" name "\"),") next
            if (line ~ /^\.product\(name: "[^"]+", package: "[^"]+"\),?$/ && index(line, "package: \"" name "\")") > 0) next
            print
        }' "$1"
}

# --- AppContainer.swift -------------------------------------------------------------------------------------

# Prints AppContainer.swift ($1) with feature $2: its three imports in sorted order, its `Scope(…)` last in the
# list of the root's reducers, and the section $3 (a file) before `// MARK: - Shared adapters`.
app_container_with() {
    local lower_name
    lower_name=$(lower_camel "$2")
    LC_ALL=C awk -v name="$2" -v lower="$lower_name" -v section="$3" -v scopeAnchor="$container_scope_anchor" \
        -v sectionAnchor="$container_section_anchor" '
        BEGIN {
            imports[1] = "import " name "Data"; imports[2] = "import " name "Domain"
            imports[3] = "import " name "Presentation"
            while ((getline line < section) > 0) sectionLines[++sectionCount] = line
        }
        { lines[NR] = $0 }
        /^import [A-Za-z0-9_]+[ \t]*$/ { lastImport = NR; if (!firstImport) firstImport = NR }
        index($0, scopeAnchor) { list = 2; next }
        list && /^[ \t]*\][ \t]*$/ { ends[list] = NR; list = 0 }
        list { lasts[list] = NR }
        $0 == sectionAnchor { sectionAt = NR }
        END {
            if (!firstImport) { print "no import lines" > "/dev/stderr"; exit 3 }
            if (!ends[2] || !lasts[2]) { print "no list of reducers after `" scopeAnchor "`" > "/dev/stderr"; exit 3 }
            if (!sectionAt) { print "no `" sectionAnchor "` line" > "/dev/stderr"; exit 3 }
            match(lines[lasts[2]], /^[ \t]*/); scopeIndent = substr(lines[lasts[2]], 1, RLENGTH)
            next_import = 1
            for (i = 1; i <= NR; i++) {
                # The imports go before the first import that sorts after them, or after the last import.
                if (i >= firstImport && i <= lastImport && lines[i] ~ /^import /) {
                    while (next_import <= 3 && imports[next_import] < lines[i]) print imports[next_import++]
                }
                if (i == ends[2]) printf "%sScope(state: \\.%s, action: Action.%s, child: make%sFeature()),\n", scopeIndent, lower, lower, name
                if (i == sectionAt) for (s = 1; s <= sectionCount; s++) print sectionLines[s]
                print lines[i]
                if (i == lastImport) while (next_import <= 3) print imports[next_import++]
            }
        }' "$1"
}

# Prints AppContainer.swift ($1) without feature $2: its three imports, its line in the list of reducers and its
# section (from `// MARK: - F` up to the next `// MARK: -` line).
app_container_without() {
    local lower_name
    lower_name=$(lower_camel "$2")
    awk -v name="$2" -v lower="$lower_name" '
        $0 == "import " name "Data" || $0 == "import " name "Domain" || $0 == "import " name "Presentation" { next }
        { line = $0; gsub(/^[ \t]+|[ \t]+$/, "", line) }
        line == "Scope(state: \\." lower ", action: Action." lower ", child: make" name "Feature())," { next }
        line == "// MARK: - " name { skipping = 1; next }
        skipping && line ~ /^\/\/ MARK: - / { skipping = 0 }
        skipping { next }
        { print }' "$1"
}

# --- AppFeature.swift ---------------------------------------------------------------------------------------

# Prints AppFeature.swift ($1) with feature $2: its import in sorted order, and its state and its action case
# each just above the `make feature adds …` comment of their place.
app_feature_with() {
    local lower_name
    lower_name=$(lower_camel "$2")
    LC_ALL=C awk -v name="$2" -v lower="$lower_name" '
        { lines[NR] = $0 }
        /^import [A-Za-z0-9_]+[ \t]*$/ { lastImport = NR; if (!firstImport) firstImport = NR }
        index($0, "`make feature` adds a feature'"'"'s state above this line.") { stateAt = NR }
        index($0, "`make feature` adds a feature'"'"'s case above this line.") { caseAt = NR }
        END {
            if (!firstImport) { print "no import lines" > "/dev/stderr"; exit 3 }
            if (!stateAt || !caseAt) {
                print "no `make feature adds a feature'"'"'s state/case` comment" > "/dev/stderr"; exit 3
            }
            import = "import " name "Presentation"; imported = 0
            for (i = 1; i <= NR; i++) {
                if (!imported && i >= firstImport && i <= lastImport && lines[i] ~ /^import / && import < lines[i]) {
                    print import; imported = 1
                }
                if (i == stateAt || i == caseAt) {
                    match(lines[i], /^[ \t]*/); indent = substr(lines[i], 1, RLENGTH)
                }
                if (i == stateAt) printf "%spackage var %s = %sFeature.State()\n", indent, lower, name
                if (i == caseAt) printf "%scase %s(%sFeature.Action)\n", indent, lower, name
                print lines[i]
                if (i == lastImport && !imported) { print import; imported = 1 }
            }
        }' "$1"
}

# Prints AppFeature.swift ($1) without feature $2: its import, state line and case line.
app_feature_without() {
    local lower_name
    lower_name=$(lower_camel "$2")
    awk -v name="$2" -v lower="$lower_name" '
        $0 == "import " name "Presentation" { next }
        { line = $0; gsub(/^[ \t]+|[ \t]+$/, "", line) }
        line == "package var " lower " = " name "Feature.State()" { next }
        line == "case " lower "(" name "Feature.Action)" { next }
        { print }' "$1"
}

# --- The UIs' lists: Application.swift, FeatureScreens.swift --------------------------------

# `list_with FILE MARKER LINE`: prints FILE with LINE, indented as the marker, above the comment line holding
# MARKER; fails when no line holds it.
list_with() {
    awk -v marker="$2" -v entry="$3" '
        index($0, marker) { found = 1; match($0, /^[ \t]*/); print substr($0, 1, RLENGTH) entry }
        { print }
        END { if (!found) { print "no `" marker "` comment" > "/dev/stderr"; exit 3 } }' "$1"
}

# `list_without FILE LINE`: prints FILE without the lines that are LINE, leading and trailing blanks aside.
list_without() {
    awk -v entry="$2" '{ line = $0; gsub(/^[ \t]+|[ \t]+$/, "", line) } line == entry { next } { print }' "$1"
}

# The comments above which `make feature` adds to the UIs' lists: the text app's commands, the SwiftUI
# apps' screens.
readonly module_marker="\`make feature\` adds a feature's commands above this line."
readonly screen_marker="\`make feature\` adds a feature's screen above this line."
