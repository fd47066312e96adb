# The repo's entry points. `make` alone lists them.
SHELL := /usr/bin/env bash
.DEFAULT_GOAL := help

SWIFT ?= swift
PREFIX ?= /usr/local

.PHONY: help test test-affected bench check docs coverage availability graph portability copy-package run install uninstall examples feature remove-feature format lint clean

help: ## List the targets
	@echo "Clean Architecture in Swift: make targets"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  make %-15s %s\n", $$1, $$2 }'

test: ## Run every package's tests: builds into one folder, then runs the test binaries side by side (TEST_JOBS=1: in turn)
	@Scripts/test-all

test-affected: ## Test only the packages a change reaches (BASE=ref, default origin/main or HEAD; says why)
	@Scripts/test-affected

bench: ## Measure rebuilds against a monolith, start-up against a hello world, the stores, make test (four tables)
	@for table in rebuild startup stores test; do Scripts/measure $$table || exit 1; done

check: ## Check the Dependency Rule (architecture.json), platforms, availability, README graphs, formatting, tracked files, Scripts sizes
	@Scripts/check

docs: ## A DocC archive per package (toolchain docc, warnings as errors) and how many public symbols lack a doc comment
	@Scripts/docs

coverage: ## Each package's tests with code coverage: line coverage of its own sources, a row per package and the total
	@Scripts/coverage

availability: ## Fail on an API newer than a package's declared macOS/iOS minimums (from the toolchain's interfaces)
	@Scripts/availability $(ARGS)

graph: ## Regenerate the dependency graphs in the READMEs (make check fails when they are stale)
	@Scripts/graph

portability: ## Copy each package out alone (with its path dependencies) and build, test and consume it there
	@Scripts/portability

unexport DEST
copy-package: export COPY_NAME := $(value NAME)
copy-package: export COPY_DEST := $(value DEST)
copy-package: ## Copy one package with its path dependencies into DEST, side by side (NAME=Cart DEST=../MyApp/Packages)
	@Scripts/copy-package

run: ## Run the app (interactive on a terminal; ARGS="catalog list" for one command)
	@$(SWIFT) run --package-path App app $(ARGS)

install: ## Build app (release; Swift runtime linked in on Linux) and install it under PREFIX (default /usr/local)
	@PREFIX="$(PREFIX)" Scripts/install install

uninstall: ## Remove exactly what make install put under PREFIX
	@PREFIX="$(PREFIX)" Scripts/install uninstall

examples: ## Run every feature's <f>-example alone on its Testing fakes
	@Scripts/examples

# NAME reaches the scripts through the environment, unexpanded ($(value …)), so no name can run a command
# (`NAME='$$(shell …)'` or `NAME='"; rm …'` is only a bad name).
unexport NAME
feature: export FEATURE_NAME := $(value NAME)
feature: ## Generate a feature package, registered in App (NAME=Profile; exit 64 on a bad name)
	@Scripts/new-feature "$$FEATURE_NAME"

remove-feature: export FEATURE_NAME := $(value NAME)
remove-feature: ## Undo make feature NAME=X (refuses, listing them, if packages depend on it)
	@Scripts/remove-feature "$$FEATURE_NAME"

format: ## Format all sources with the repo's .swift-format
	@$(SWIFT) format format -i --configuration .swift-format -r -p $$(Scripts/swift-sources)

lint: ## Check formatting (strict)
	@$(SWIFT) format lint --strict --configuration .swift-format -r -p $$(Scripts/swift-sources)

clean: ## Remove all build folders
	@find . -name .build -type d -prune -exec rm -rf {} +

# ---- Reliability (Scripts/reliability, Scripts/fuzz) ----
.PHONY: reliability fuzz tsan

reliability: ## Kill -9 loops, 4 x 100 writers, 2 x 200-add sessions (both stores), fuzzing: trials, failures, data lost
	@Scripts/reliability
	@Scripts/fuzz

fuzz: ## libFuzzer harnesses for decoders, the command line and the sanitizer (FUZZ_SECONDS each, default 60)
	@Scripts/fuzz

tsan: ## Data's, the features' and the App's tests under the thread sanitizer
	@Scripts/tsan
