# The App edits of Scripts/new-feature and Scripts/remove-feature (sourced by lib/features.sh). A comment marks
# each place a feature registers in App ("`make feature` adds … above this line"); `app_lines` is the one table
# of what goes where, which adding reads to insert and removing reads to delete.

readonly app_manifest=App/Package.swift
readonly app_container=App/Sources/AppComposition/AppContainer.swift
readonly app_feature=App/Sources/AppComposition/AppFeature.swift
readonly app_modules=App/Sources/AppCore/Running/Application.swift
readonly sidebar_items=App/Sources/AppViews/SidebarItems.swift
readonly app_words=App/Sources/AppCore/Resources/en.lproj/Localizable.strings
readonly app_words_uz=App/Sources/AppCore/Resources/uz.lproj/Localizable.strings
readonly app_files=("$app_manifest" "$app_container" "$app_feature" "$app_modules" "$sidebar_items" "$app_words" "$app_words_uz")
readonly section_marker="// MARK: - Shared adapters"

row() { printf '%s\t%s\t%s\n' "$@"; }

# `app_lines NAME [SECTION]`: FILE<TAB>MARKER<TAB>LINE for each line feature NAME adds to App, in order; `import`
# puts one after the last import (swift format sorts them), and SECTION's lines (a file) go above $section_marker.
app_lines() {
    local name=$1 f product line
    f=$(lower_camel "$1")
    row "$app_manifest" "a feature's package above" ".package(path: \"../Packages/Features/$name\"),"
    for product in Domain Data Presentation; do
        row "$app_manifest" "a feature's Domain, Data and Presentation above" \
            ".product(name: \"$name$product\", package: \"$name\"),"
    done
    row "$app_manifest" "a feature's Presentation above" ".product(name: \"${name}Presentation\", package: \"$name\"),"
    for product in Presentation Views; do
        row "$app_manifest" "a feature's Presentation and Views above" \
            ".product(name: \"$name$product\", package: \"$name\"),"
    done
    for product in Data Domain Presentation; do row "$app_container" import "import $name$product"; done
    row "$app_container" "a feature's scope above" "Scope(state: \\.$f, action: Action.$f, child: make${name}Feature()),"
    if [ -n "${2:-}" ]; then
        while IFS= read -r line || [ -n "$line" ]; do row "$app_container" "$section_marker" "${line#    }"; done <"$2"
    fi
    row "$app_feature" import "import ${name}Presentation"
    row "$app_feature" "a feature's state above" "package var $f = ${name}Feature.State()"
    row "$app_feature" "a feature's case above" "case $f(${name}Feature.Action)"
    row "$app_modules" "a feature's commands above" \
        "${name}Commands.make(root.scope(state: \\.$f, action: Action.$f), language),"
    row "$sidebar_items" "a feature's sidebar item above" ".$f(root),"
    local w
    w=$(lower "$1")
    row "$app_words" "a feature's commands' words above" "\"$w.summary\" = \"the $name items kept in the data folder\";"
    row "$app_words" "a feature's commands' words above" "\"$w.show\" = \"the items, sorted by name\";"
    row "$app_words_uz" "a feature's commands' words above" "\"$w.summary\" = \"maʼlumotlar papkasida saqlanadigan $name elementlari\";"
    row "$app_words_uz" "a feature's commands' words above" "\"$w.show\" = \"elementlar, nomi boʻyicha saralangan\";"
}

# `app_file_with FILE NAME SECTION`: FILE with the feature's lines above their markers, indented alike, or an error.
app_file_with() {
    awk -F'\t' -v file="$1" '
        NR == FNR { if ($1 == file) { marker[++rows] = $2; entry[rows] = $3 }; next }
        { lines[++count] = $0 }
        /^import / { lastImport = count }
        END {
            for (r = 1; r <= rows; r++) {
                found = marker[r] == "import" ? lastImport > 0 : 0
                for (i = 1; i <= count && !found; i++) found = index(lines[i], marker[r]) > 0
                if (!found) { print "no `" marker[r] "` line in " file > "/dev/stderr"; exit 3 }
            }
            for (i = 1; i <= count; i++) {
                match(lines[i], /^[ \t]*/)
                for (r = 1; r <= rows; r++)
                    if (marker[r] != "import" && index(lines[i], marker[r]))
                        print (entry[r] == "" ? "" : substr(lines[i], 1, RLENGTH) entry[r])
                print lines[i]
                if (i == lastImport) for (r = 1; r <= rows; r++) if (marker[r] == "import") print entry[r]
            }
        }' <(app_lines "$2" "$3") "$1"
}

# `app_file_without FILE NAME`: prints FILE without the feature's lines (blanks aside) and, in AppContainer, its
# section, from `// MARK: - NAME` up to the next `// MARK: -`.
app_file_without() {
    awk -F'\t' -v file="$1" -v section="// MARK: - $2" '
        NR == FNR { if ($1 == file) drop[$3] = 1; next }
        { line = $0; gsub(/^[ \t]+|[ \t]+$/, "", line) }
        line == section { skipping = 1; next }
        skipping && line ~ /^\/\/ MARK: - / { skipping = 0 }
        skipping || (line in drop) { next }
        { print }' <(app_lines "$2") "$1"
}
