#!/usr/bin/env bash
# Builds `tangle` with profile-guided optimisation (PGO): an instrumented release build runs a
# training workload, llvm-profdata-22 (Debian's llvm-22 package, which scripts/setup.sh
# installs) merges what it counted, and a second release build lays out and inlines the code by
# those counts. The fuzzer takes 0.85-0.90x the time of the plain release build; the engines'
# lockstep benchmarks gain nothing (docs/performance.md). Optional: `cargo build --release`
# stays the supported build; this one takes two full release builds and a training run (about
# 6 minutes on 2 cores).
#
# Usage: scripts/pgo-build.sh            writes target/pgo/release/tangle
# Training is what the build is fast at: a workload the training never runs may be slower than
# in the plain build.
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
# Lockstep: the runtime benchmark's kernels over a block of 1,024 threads (code the training
# never runs is laid out as cold: without collatz, its source engine run took 1.65x the time).
starts=$(seq -s, 1000 37 $((1000 + 37 * 1023)))
for engine in source ir; do
    "$trained" run runtime/benches/kernels/row_dot.cu --threads 1024 --engine "$engine" \
        --arg 'a={"type":"f32","len":65536}' --arg 'b={"type":"f32","len":64}' \
        --arg 'out={"type":"f32","len":1024}' --arg len=64 -o /dev/null
    "$trained" run runtime/benches/kernels/collatz.cu --threads 1024 --engine "$engine" \
        --arg "start={\"type\":\"u32\",\"data\":[$starts]}" \
        --arg 'steps={"type":"i32","len":1024}' --arg n=1024 -o /dev/null
done

"$profdata" merge -o "$work/merged.profdata" "$work/profiles"
# Cargo does not watch the profile's contents, only the flags: the file is named by its hash,
# so that a new profile rebuilds what an old one built.
sum=$(sha256sum "$work/merged.profdata" | cut -c1-16)
mv "$work/merged.profdata" "$work/merged-$sum.profdata"

echo "pgo-build: optimised build (target/pgo)"
RUSTFLAGS="-Cprofile-use=$work/merged-$sum.profdata" CARGO_TARGET_DIR="$root/target/pgo" \
    cargo build --release --quiet
echo "pgo-build: wrote target/pgo/release/tangle"
