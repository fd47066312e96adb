# Sourced by the scripts that build in make test's folder (.build/shared): Scripts/test-all, Scripts/test-affected
# and Scripts/examples. One spelling of the flags, so a build by one of them is a null build for the others.
#
# The import check stands in for building each package alone, which a shared folder would hide; build manifest
# caching is off because, with a shared folder, SwiftPM otherwise reuses the previous root's build plan when only
# file contents changed, and `swift test` silently runs the PREVIOUS package's tests (seen here).
# shellcheck disable=SC2034  # read by the scripts that source this file
shared_build_flags=(--explicit-target-dependency-import-check error --disable-build-manifest-caching)
