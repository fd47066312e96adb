# The repo's entry points. `make` alone lists them.
SHELL := /usr/bin/env bash
.DEFAULT_GOAL := help

SWIFT ?= swift

.PHONY: help test run format lint clean

help: ## List the targets
	@echo "Clean Architecture in Swift: make targets"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  make %-12s %s\n", $$1, $$2 }'

test: ## Run every package's tests (one line per package, then a summary)
	@Scripts/test-all

run: ## Run the app (interactive on a terminal; ARGS="catalog list" for one command)
	@$(SWIFT) run --package-path App app $(ARGS)

format: ## Format all sources with the repo's .swift-format
	@$(SWIFT) format format -i --configuration .swift-format -r -p $$(Scripts/swift-sources)

lint: ## Check formatting (strict)
	@$(SWIFT) format lint --strict --configuration .swift-format -r -p $$(Scripts/swift-sources)

clean: ## Remove all build folders
	@find . -name .build -type d -prune -exec rm -rf {} +

# ---- Reliability (Scripts/reliability, Scripts/fuzz) ----
.PHONY: reliability fuzz tsan

reliability: ## Kill -9 loops, 4 x 100 concurrent writers, then fuzzing: a table of trials, failures, data lost
	@Scripts/reliability
	@FUZZ_SECONDS=$${FUZZ_SECONDS:-60} Scripts/fuzz

fuzz: ## libFuzzer harnesses for decoders, the command line and the sanitizer (FUZZ_SECONDS each, default 60)
	@Scripts/fuzz

tsan: ## Data's, the features' and the App's tests under the thread sanitizer
	@Scripts/tsan
