# The flags of every build in make test's folder (.build/shared), one spelling, so a build by one script is a null
# build for the others. Sourced by Scripts/test-all, test-affected, examples and reliability.
# The import check finds an undeclared import that a shared folder would hide; without build manifest caching,
# SwiftPM plans each package's own build instead of reusing the previous package's plan; the index store leaves
# out the toolchain's modules, a quarter of a package's cold build (docs/decisions/021-index-only-what-tests-need.md).
# shellcheck disable=SC2034  # read by the scripts that source this file
shared_build_flags=(--explicit-target-dependency-import-check error --disable-build-manifest-caching
    -Xswiftc -index-ignore-system-modules)
