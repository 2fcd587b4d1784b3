#!/usr/bin/env bash
# Builds `tangle` with profile-guided optimisation (PGO): an instrumented release build runs a
# training workload, llvm-profdata-22 (Debian's llvm-22 package, which scripts/setup.sh
# installs) merges what it counted, and a second release build lays out and inlines the code by
# those counts. The fuzzer takes 0.87-0.89x the time of the plain release build (docs/
# performance.md). Optional: `cargo build --release` stays the supported build; this one takes
# two full release builds and a training run (about 6 minutes on 2 cores).
#
# Usage: scripts/pgo-build.sh            writes target/pgo/release/tangle
# The training seeds (10,000 on) are not the ones `tangle fuzz` checks by default (1 on), so
# measuring the default run does not measure the programs the profile was trained on.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
profdata=$(command -v llvm-profdata-22 || command -v llvm-profdata || true)
if [[ -z "$profdata" ]]; then
    echo "pgo-build: llvm-profdata-22 not found (run scripts/setup.sh)" >&2
    exit 1
fi

work="$root/target/pgo-work"
rm -rf "$work"
mkdir -p "$work/profiles"

echo "pgo-build: instrumented build (target/pgo-gen)"
RUSTFLAGS="-Cprofile-generate=$work/profiles" CARGO_TARGET_DIR="$root/target/pgo-gen" \
    cargo build --release --quiet
trained="$root/target/pgo-gen/release/tangle"

echo "pgo-build: training"
# Every stage on random kernels: frontend, analysis, lints, reports, lowering and both engines,
# scheduled as the fuzzer does.
"$trained" fuzz --seed 10000 --count 150 --features all --jobs 1 --out "$work/fuzz" >/dev/null
# Real kernels: reports, lowering (with the verifier) and both engines on their launches.
for args in samples/args/*.json; do
    name=$(basename "$args" .json)
    [[ -f "samples/$name.cu" ]] || continue
    launch=()
    if [[ -f "samples/args/$name.launch" ]]; then
        read -r -a launch <"samples/args/$name.launch"
    fi
    "$trained" report "samples/$name.cu" -o /dev/null 2>/dev/null || true
    "$trained" lower "samples/$name.cu" -o /dev/null 2>/dev/null || true
    "$trained" check "samples/$name.cu" --input "$args" "${launch[@]}" >/dev/null 2>&1 || true
done
# Lockstep: the runtime benchmark's kernels over a block of 1,024 threads.
for engine in source ir; do
    "$trained" run runtime/benches/kernels/row_dot.cu --threads 1024 --engine "$engine" \
        --arg 'a={"type":"f32","len":65536}' --arg 'b={"type":"f32","len":64}' \
        --arg 'out={"type":"f32","len":1024}' --arg len=64 -o /dev/null
done

"$profdata" merge -o "$work/merged.profdata" "$work/profiles"

echo "pgo-build: optimised build (target/pgo)"
RUSTFLAGS="-Cprofile-use=$work/merged.profdata" CARGO_TARGET_DIR="$root/target/pgo" \
    cargo build --release --quiet
echo "pgo-build: wrote target/pgo/release/tangle"
