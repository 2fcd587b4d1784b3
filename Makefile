# `make demo` shows tangle on a sample; `make test` is what CI runs (.ci/run).
# Both first run scripts/setup.sh, which installs LLVM 22, clang 22 and graphviz when missing.

CARGO ?= cargo
TANGLE := ./target/debug/tangle

# The demo runs `tangle <command> $(DEMO_SAMPLE)` for each command in DEMO_COMMANDS, in order.
DEMO_SAMPLE := samples/break_ballot.cu
DEMO_COMMANDS := report lower

.PHONY: setup demo test bench

setup:
	@bash scripts/setup.sh

demo: setup
	$(CARGO) build -q --bin tangle
	@set -e; for cmd in $(DEMO_COMMANDS); do \
		printf '\n$$ tangle %s %s\n' "$$cmd" "$(DEMO_SAMPLE)"; \
		$(TANGLE) "$$cmd" "$(DEMO_SAMPLE)"; \
	done

# A bounded fuzz run across feature sets (the README documents a long run):
# every program goes through every stage, both engines included.
FUZZ_COUNT ?= 1000

test: setup
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets -q -- -D warnings
	$(CARGO) test --workspace
	# The vendored codespan-reporting's own snapshot tests: its edit (vendor/codespan-reporting/
	# TANGLE.md) must still render every case byte for byte as the published crate does.
	$(CARGO) test -q --locked --manifest-path vendor/codespan-reporting/Cargo.toml --target-dir target/vendor-tests --test term
	# Release binaries link LLVM statically (llvm-linking/): the link must work on a fresh
	# machine, and the binary must hold LLVM itself and compile a sample.
	$(CARGO) build --release -q --bin tangle
	@if ldd target/release/tangle | grep -q libLLVM; then \
		echo "target/release/tangle links libLLVM dynamically" >&2; exit 1; fi
	./target/release/tangle lower $(DEMO_SAMPLE) -o /dev/null
	$(TANGLE) fuzz --seed 1 --count $(FUZZ_COUNT) --features structured --out target/fuzz-ci
	$(TANGLE) fuzz --seed 100000 --count $$(( $(FUZZ_COUNT) * 3 / 2 )) --features all --out target/fuzz-ci
	# Warps of 16 and 64 lanes here: without elect loops, whose CUDA idiom (a 32-bit
	# __activemask) never elects lanes 32-63. The source engine also runs each of these
	# goto-heavy programs under strict convergence.
	$(TANGLE) fuzz --seed 200000 --count $(FUZZ_COUNT) --features goto,backgoto,gotoloop,duff,fallthrough,switch,loops --threads 37,100 --warp-sizes 16,64 --convergence strict --out target/fuzz-ci
	# LLVM's -O3 pipeline on the token IR, without a target and for NVPTX and AMDGPU (code
	# generated): the verifier must accept every module, and the module without a target
	# must run on the IR engine as the unoptimised one does (one launch shape).
	$(TANGLE) fuzz --seed 300000 --count $$(( $(FUZZ_COUNT) / 2 )) --features structured --opt-level 3 --threads 37 --warp-sizes 8 --out target/fuzz-ci
	$(TANGLE) fuzz --seed 400000 --count $$(( $(FUZZ_COUNT) * 3 / 10 )) --features all --opt-level 3 --threads 37 --warp-sizes 8 --out target/fuzz-ci

# The runtime's benchmark also compares with Oclgrind (Debian's `oclgrind`).
bench: setup
	@TANGLE_SETUP_EXTRA_PACKAGES=oclgrind bash scripts/setup.sh
	$(CARGO) bench --workspace
