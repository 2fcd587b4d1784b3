"""What `--reconverge explicit` costs on an NVIDIA GPU: for every generated kernel that
`scripts/gpu-check prepare` wrote, the SASS instructions ptxas -O3 makes of tangle's -O3 PTX
with convergence tokens only and with explicit lane masks, and the time of a launch of each
(CUDA events around 200 launches after 20 warm-ups). Prints medians and ranges of the
per-kernel ratios. Needs CuPy, ptxas and cuobjdump; run as `python3 DIR/gpu_cost.py DIR`.
"""

import json
import re
import statistics
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import cupy as cp
import numpy as np

SASS = re.compile(r"/\*[0-9a-f]{4,}\*/\s+[A-Z@]")


def sass_count(ptx):
    cubin = ptx.with_suffix(".cost.cubin")
    subprocess.run(["ptxas", "-O3", "-arch=sm_90", str(ptx), "-o", str(cubin)], check=True)
    dump = subprocess.run(["cuobjdump", "-sass", str(cubin)], check=True, capture_output=True,
                          text=True).stdout
    return cubin, len(SASS.findall(dump))


def launch_time(cubin, expected, args):
    function = cp.RawModule(path=str(cubin)).get_function(expected["kernel"])
    out = cp.zeros(args["out"]["len"], dtype=np.int32)
    params = (out, np.int32(args["n"]))
    shape = (tuple(expected["grid_dim"]), tuple(expected["block_dim"]))
    for _ in range(20):
        function(*shape, params)
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    start.record()
    for _ in range(200):
        function(*shape, params)
    stop.record()
    stop.synchronize()
    return cp.cuda.get_elapsed_time(start, stop) / 200 * 1000  # microseconds


def main(directory):
    programs = [p for p in sorted(Path(directory, "programs").glob("seed*"))
                if (p / "O3x.ptx").exists() and (p / "expected.json").read_text()]
    with ThreadPoolExecutor(16) as pool:
        built = list(pool.map(lambda p: (sass_count(p / "O3.ptx"), sass_count(p / "O3x.ptx")),
                              programs))
    sass, time = [], []
    for p, ((plain, n_plain), (explicit, n_explicit)) in zip(programs, built):
        expected = json.loads((p / "expected.json").read_text())
        args = json.loads((p / "args.json").read_text())
        sass.append(n_explicit / n_plain)
        time.append(launch_time(explicit, expected, args) / launch_time(plain, expected, args))
    for what, ratios in [("SASS instructions", sass), ("time per launch", time)]:
        ratios.sort()
        print(f"{what}, explicit / tokens, {len(ratios)} kernels: median "
              f"{statistics.median(ratios):.2f}x, range {ratios[0]:.2f}-{ratios[-1]:.2f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/gpu-check")
