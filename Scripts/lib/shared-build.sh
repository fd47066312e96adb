# The flags of every build in make test's folder (.build/shared), one spelling, so a build by one script is a null
# build for the others: an error for an undeclared import a shared folder would hide, a plan per package, and
# an index without the toolchain's modules (decision 21). Sourced by test-all, test-affected, examples, reliability.

# shellcheck disable=SC2034  # read by the scripts that source this file
shared_build_flags=(--explicit-target-dependency-import-check error --disable-build-manifest-caching
    -Xswiftc -index-ignore-system-modules)
