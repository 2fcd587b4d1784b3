"""Runs what `scripts/gpu-check prepare` wrote on an NVIDIA GPU, five ways (tangle's PTX at
-O0 and -O3, with convergence tokens only and with `--reconverge explicit`, and nvcc -O3 on the
same source), and counts, for each way, the programs whose final buffers equal those of
tangle's source engine (maximal convergence).

Needs Python 3 with CuPy and NumPy, and nvcc on PATH for the third way. Writes each program's
outcome to DIR/results.jsonl as it goes, and the summary to DIR/summary.json.

A kernel that does not finish within HANG_SECONDS hangs the GPU context for good: the outcome
is recorded as a hang and the process exits with status HUNG, so that `scripts/gpu-check run`
starts a fresh process that resumes after it.
"""

import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import cupy as cp
import numpy as np

BUFFER_TYPES = {
    "i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16,
    "i32": np.int32, "u32": np.uint32, "i64": np.int64, "u64": np.uint64,
    "f32": np.float32, "f64": np.float64,
}
SCALAR_TYPES = {
    "char": np.int8, "signed char": np.int8, "unsigned char": np.uint8, "_Bool": np.uint8,
    "short": np.int16, "unsigned short": np.uint16, "int": np.int32,
    "unsigned int": np.uint32, "long": np.int64, "long long": np.int64,
    "unsigned long": np.uint64, "unsigned long long": np.uint64,
    "float": np.float32, "double": np.float64,
}
WAYS = ["tangle -O0", "tangle -O3", "tangle -O0 explicit", "tangle -O3 explicit", "nvcc -O3"]
# With --diagnose, where the differences come from: ptxas -O0 on tangle's PTX (the driver's JIT
# optimises as ptxas -O3 does) and nvcc -G (no optimisation in NVVM or ptxas).
DIAGNOSTIC_WAYS = ["tangle -O0, ptxas -O0", "nvcc -G"]
HANG_SECONDS = 20
HUNG = 3
# Floating-point buffers also count as equal within this error (relative or absolute): the
# order of float atomics and the device math library's last bits are not convergence.
FLOAT_TOLERANCE = 1e-5


def kernel_params(model, kernel):
    for f in model["functions"]:
        if f["name"] == kernel:
            return f["params"]
    raise KeyError(f"no kernel {kernel} in the model")


def arguments(params, args):
    """Device buffers and scalars in parameter order; the buffers by name, with their types."""
    values, buffers = [], {}
    for p in params:
        a = args[p["name"]]
        if p["type"].endswith("*"):
            dtype = BUFFER_TYPES[a["type"]]
            host = np.array(a["data"], dtype=dtype) if "data" in a else np.zeros(a["len"], dtype)
            buffers[p["name"]] = cp.asarray(host)
            values.append(buffers[p["name"]])
        else:
            values.append(SCALAR_TYPES[p["type"].replace("const ", "")](a))
    return values, buffers


def build(program, way, mcpu):
    """The module a way loads: a path, or the text of the error that stopped its build."""
    arch = f"-arch={mcpu.rstrip('a')}"
    if way in ("tangle -O0", "tangle -O3"):
        ptx = program / f"O{way[-1]}.ptx"
        return ptx if ptx.exists() else "tangle lower refused it"
    if way in ("tangle -O0 explicit", "tangle -O3 explicit"):
        ptx = program / f"O{way.split()[1][-1]}x.ptx"
        return ptx if ptx.exists() else "tangle lower --reconverge explicit refused it"
    if way == "tangle -O0, ptxas -O0":
        command, out = ["ptxas", "-O0", arch, str(program / "O0.ptx")], "ptxas-O0.cubin"
    else:
        wrapper = program / "nvcc.cu"
        wrapper.write_text(
            '#include "../../tangle_cuda.h"\nextern "C" {\n#include "source.cu"\n}\n')
        flag = "-G" if way == "nvcc -G" else "-O3"
        command, out = ["nvcc", flag, arch, "-cubin", "-w", str(wrapper)], f"nvcc{flag}.cubin"
    cubin = program / out
    if cubin.exists():
        return cubin
    done = subprocess.run(command + ["-o", str(cubin)], capture_output=True, text=True)
    if done.returncode != 0:
        return f"{command[0]}: " + (done.stderr.strip().splitlines() or ["failed"])[0]
    return cubin


def compare(got, expected):
    """'equal', 'equal within float rounding' or 'differs', and the first differences."""
    exact, firsts = True, {}
    for name, values in got.items():
        want = expected["buffers"][name]
        if values == want:
            continue
        # tangle writes a non-finite float as a string ("NaN", "inf", "-inf"): JSON has no
        # number for it.
        want = [float(v) if isinstance(v, str) else v for v in want]
        if values == want:
            # Infinities compare exactly once read as floats (a NaN never does).
            continue
        exact = False
        a, b = np.asarray(values), np.asarray(want)
        if a.shape != b.shape or a.dtype.kind != "f" or not np.allclose(
                a, b, rtol=FLOAT_TOLERANCE, atol=FLOAT_TOLERANCE, equal_nan=True):
            firsts[name] = [[i, x, y] for i, (x, y) in enumerate(zip(values, want)) if x != y][:8]
    if firsts:
        return "differs", firsts
    return ("equal" if exact else "equal within float rounding"), None


def run_way(module_path, kernel, params, args, expected, stream):
    module = cp.RawModule(path=str(module_path))
    function = module.get_function(kernel)
    values, buffers = arguments(params, args)
    cp.cuda.Device().synchronize()
    with stream:
        function(tuple(expected["grid_dim"]), tuple(expected["block_dim"]), tuple(values),
                 shared_mem=expected.get("shared_bytes", 0))
    deadline = time.monotonic() + HANG_SECONDS
    while not stream.done:
        if time.monotonic() > deadline:
            return None
        time.sleep(0.001)
    stream.synchronize()
    return {name: b.get().tolist() for name, b in buffers.items()}


def main(directory, ways):
    directory = Path(directory)
    mcpu = (directory / "mcpu").read_text().strip()
    log = directory / "results.jsonl"
    done = {json.loads(l)["name"] for l in log.read_text().splitlines()} if log.exists() else set()
    entries = [json.loads(l) for l in (directory / "manifest.jsonl").read_text().splitlines()]
    todo = [e for e in entries if e["name"] not in done]
    programs = [directory / "programs" / e["name"] for e in todo]
    # nvcc takes about a second a program: build every module first, a process per core.
    jobs = [(p, w) for p in programs for w in ways]
    with ThreadPoolExecutor(os.cpu_count() or 4) as pool:
        modules = dict(zip(jobs, pool.map(lambda job: build(job[0], job[1], mcpu), jobs)))
    stream = cp.cuda.Stream(non_blocking=True)
    with log.open("a") as out:
        for entry, program in zip(todo, programs):
            expected = json.loads((program / "expected.json").read_text() or "{}")
            outcome = {"name": entry["name"]}
            if not expected or expected.get("errors"):
                outcome["skipped"] = "the source engine stopped"
                out.write(json.dumps(outcome) + "\n")
                continue
            kernel = expected["kernel"]
            params = kernel_params(json.loads((program / "model.json").read_text()), kernel)
            args = json.loads((program / "args.json").read_text())
            for way in ways:
                module = modules[(program, way)]
                if isinstance(module, str):
                    outcome[way] = "error: " + module
                    continue
                try:
                    got = run_way(module, kernel, params, args, expected, stream)
                except Exception as e:  # a failed load or launch counts as a difference
                    outcome[way] = f"error: {type(e).__name__}: {e}"
                    continue
                if got is None:
                    outcome[way] = f"hang: not finished after {HANG_SECONDS} s"
                    # The context cannot be used again; the next process resumes after it.
                    for rest in ways[ways.index(way) + 1:]:
                        outcome[rest] = "not run: an earlier way hung"
                    out.write(json.dumps(outcome) + "\n")
                    out.flush()
                    print(entry["name"], outcome, flush=True)
                    os._exit(HUNG)
                outcome[way], firsts = compare(got, expected)
                if firsts:
                    outcome.setdefault("differences", {})[way] = firsts
            out.write(json.dumps(outcome) + "\n")
            out.flush()
            print(entry["name"], {w: outcome[w] for w in ways}, flush=True)
    summarize(directory, entries, log, mcpu, ways)


def summarize(directory, entries, log, mcpu, ways):
    outcomes = [json.loads(l) for l in log.read_text().splitlines()]
    compared = [o for o in outcomes if "skipped" not in o]
    summary = {"device": cp.cuda.runtime.getDeviceProperties(0)["name"].decode(),
               "mcpu": mcpu, "programs": len(entries), "compared": len(compared), "ways": {}}
    print(f"\n{len(compared)} of {len(entries)} programs compared with the source engine on "
          f"{summary['device']} ({mcpu}):")
    for kind in ("sample-", "seed"):
        group = [o for o in compared if o["name"].startswith(kind)]
        label = "samples" if kind == "sample-" else "generated structured programs"
        print(f"  {label} ({len(group)}):")
        for way in ways:
            equal = sum(o[way].startswith("equal") for o in group)
            rounding = sum(o[way] == "equal within float rounding" for o in group)
            errors = sum(o[way].startswith(("error", "hang", "not run")) for o in group)
            summary["ways"].setdefault(label, {})[way] = {
                "equal": equal, "within_float_rounding": rounding, "errors": errors,
                "of": len(group)}
            print(f"    {way:11} {equal:4} equal ({100 * equal / max(len(group), 1):.0f}%)"
                  + (f", {rounding} of them within float rounding" if rounding else "")
                  + (f", {errors} failed to build, load or finish" if errors else ""))
    (directory / "summary.json").write_text(json.dumps(summary, indent=1))


if __name__ == "__main__":
    paths = [a for a in sys.argv[1:] if a != "--diagnose"]
    main(paths[0] if paths else "target/gpu-check",
         WAYS + DIAGNOSTIC_WAYS if "--diagnose" in sys.argv else WAYS)
