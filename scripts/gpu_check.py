"""Runs what `scripts/gpu-check prepare` wrote on an NVIDIA GPU, three ways (tangle's PTX at
-O0 and -O3, nvcc -O3 on the same source), and counts, for each way, the programs whose final
buffers equal those of tangle's source engine (maximal convergence).

Needs Python 3 with CuPy and NumPy, and nvcc on PATH for the third way. Writes the result of
every program to DIR/results.json.
"""

import json
import subprocess
import sys
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
WAYS = ["tangle -O0", "tangle -O3", "nvcc -O3"]


def kernel_params(model, kernel):
    for f in model["functions"]:
        if f["name"] == kernel:
            return f["params"]
    raise KeyError(f"no kernel {kernel} in the model")


def arguments(params, args):
    """Device buffers and scalars in parameter order; the buffers by name."""
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


def nvcc_cubin(program, mcpu):
    wrapper = program / "nvcc.cu"
    wrapper.write_text(
        '#include "../../tangle_cuda.h"\nextern "C" {\n#include "source.cu"\n}\n')
    cubin = program / "nvcc.cubin"
    subprocess.run(["nvcc", "-O3", f"-arch={mcpu.rstrip('a')}", "-cubin", "-w",
                    "-o", str(cubin), str(wrapper)], check=True, capture_output=True)
    return cubin


def run_way(program, way, kernel, params, args, expected, mcpu):
    if way == "nvcc -O3":
        module = cp.RawModule(path=str(nvcc_cubin(program, mcpu)))
    else:
        module = cp.RawModule(path=str(program / f"O{way[-1]}.ptx"))
    function = module.get_function(kernel)
    values, buffers = arguments(params, args)
    function(tuple(expected["grid_dim"]), tuple(expected["block_dim"]), tuple(values),
             shared_mem=expected.get("shared_bytes", 0))
    cp.cuda.Device().synchronize()
    return {name: b.get().tolist() for name, b in buffers.items()}


def main(directory):
    directory = Path(directory)
    mcpu = (directory / "mcpu").read_text().strip()
    results, equal, compared = [], dict.fromkeys(WAYS, 0), 0
    for line in (directory / "manifest.jsonl").read_text().splitlines():
        entry = json.loads(line)
        program = directory / "programs" / entry["name"]
        expected = json.loads((program / "expected.json").read_text() or "{}")
        if not expected or expected.get("errors"):
            results.append({"name": entry["name"], "skipped": "the source engine stopped"})
            continue
        compared += 1
        kernel = expected["kernel"]
        params = kernel_params(json.loads((program / "model.json").read_text()), kernel)
        args = json.loads((program / "args.json").read_text())
        outcome = {"name": entry["name"]}
        for way in WAYS:
            try:
                got = run_way(program, way, kernel, params, args, expected, mcpu)
                same = all(got[k] == expected["buffers"][k] for k in got)
                outcome[way] = "equal" if same else "differs"
                equal[way] += same
            except Exception as e:  # a failed build or launch counts as a difference
                outcome[way] = f"error: {e}"
        results.append(outcome)
        print(entry["name"], {w: outcome[w] for w in WAYS}, flush=True)
    (directory / "results.json").write_text(json.dumps(results, indent=1))
    print(f"\n{compared} programs compared with the source engine on {cp.cuda.Device().pci_bus_id}"
          f" ({mcpu}):")
    for way in WAYS:
        print(f"  {way:11} {equal[way]:4} equal ({100 * equal[way] / max(compared, 1):.0f}%)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/gpu-check")
