//! The headers tangle ships: the prelude (`tangle.h`, included before every input) and
//! compatibility headers for what CUDA and HIP files include (`<cuda_runtime.h>`,
//! `<hip/hip_runtime.h>`, C++'s `<cstdio>`, ...). They are written to a directory that is
//! searched before the user's `-I` directories, so a real CUDA installation's C++ headers
//! never reach the C parser.

use std::io;
use std::path::{Path, PathBuf};

/// The prelude header, included before every input.
pub const PRELUDE: &str = include_str!("../include/tangle.h");

/// The prelude's file name (also its display name in diagnostics).
pub const PRELUDE_NAME: &str = "tangle.h";

/// Headers with contents of their own.
const WRITTEN: &[(&str, &str)] = &[
    (
        "hip/hip_runtime.h",
        include_str!("../include/compat/hip/hip_runtime.h"),
    ),
    (
        "hip/hip_runtime_api.h",
        include_str!("../include/compat/hip/hip_runtime_api.h"),
    ),
    (
        "cooperative_groups.h",
        include_str!("../include/compat/cooperative_groups.h"),
    ),
    (
        "math_constants.h",
        include_str!("../include/compat/math_constants.h"),
    ),
    ("assert.h", include_str!("../include/compat/assert.h")),
];

/// CUDA headers whose device-side declarations the prelude already makes (nvcc includes
/// `cuda_runtime.h` before every file): they only need to exist.
const CUDA_RUNTIME: &[&str] = &[
    "cuda_runtime.h",
    "cuda_runtime_api.h",
    "cuda.h",
    "device_launch_parameters.h",
    "device_functions.h",
    "device_atomic_functions.h",
    "cuda_device_runtime_api.h",
    "sm_20_intrinsics.h",
    "sm_30_intrinsics.h",
    "sm_32_intrinsics.h",
    "sm_60_atomic_functions.h",
    "sm_61_intrinsics.h",
];

/// C++'s names for C headers that device code may use.
const CXX_C: &[(&str, &str)] = &[
    ("cstdio", "stdio.h"),
    ("cstdlib", "stdlib.h"),
    ("cstring", "string.h"),
    ("cmath", "math.h"),
    ("cstdint", "stdint.h"),
    ("cinttypes", "inttypes.h"),
    ("climits", "limits.h"),
    ("cfloat", "float.h"),
    ("cassert", "assert.h"),
    ("cstddef", "stddef.h"),
];

/// C++ library headers that only host code uses in the files tangle reads.
const CXX_HOST: &[&str] = &[
    "iostream",
    "iomanip",
    "fstream",
    "sstream",
    "string",
    "vector",
    "array",
    "map",
    "unordered_map",
    "set",
    "algorithm",
    "numeric",
    "functional",
    "utility",
    "memory",
    "chrono",
    "random",
    "thread",
    "limits",
    "type_traits",
    "stdexcept",
];

/// The text of the compatibility header at `path` (relative to the include directory).
pub fn compat_header(path: &str) -> Option<String> {
    compat_headers()
        .into_iter()
        .find(|(p, _)| *p == path)
        .map(|(_, text)| text)
}

/// Every compatibility header: its path under the include directory and its text.
pub fn compat_headers() -> Vec<(&'static str, String)> {
    let mut out: Vec<(&str, String)> = WRITTEN.iter().map(|&(p, t)| (p, t.to_string())).collect();
    for &name in CUDA_RUNTIME {
        out.push((
            name,
            format!(
                "/* <{name}> for tangle: device code finds what it uses in the prelude (tangle.h),\n \
                 * as nvcc includes cuda_runtime.h before every file. The host API is not declared:\n \
                 * host code is skipped, as nvcc's device pass skips it. */\n"
            ),
        ));
    }
    for &(name, c) in CXX_C {
        out.push((
            name,
            format!("/* <{name}> for tangle: C++'s name for <{c}>. */\n#include <{c}>\n"),
        ));
    }
    for &name in CXX_HOST {
        out.push((
            name,
            format!(
                "/* <{name}> for tangle: a C++ library header that only host code uses, and host\n \
                 * code is skipped (as nvcc's device pass skips it), so it declares nothing. */\n"
            ),
        ));
    }
    out
}

/// The headers, written to a directory.
#[derive(Debug, Clone)]
pub struct Installed {
    /// The prelude: pass it with `-include`.
    pub prelude: PathBuf,
    /// The compatibility headers: pass it with `-I`, before the user's directories.
    pub include_dir: PathBuf,
}

/// The headers written once into a temporary directory that lives as long as this
/// value, for a process that compiles many inputs: writing them for every compile was a
/// tenth of `tangle fuzz`'s time (about 50 files and directories each).
#[derive(Debug)]
pub struct HeaderDir {
    _dir: tempfile::TempDir,
    installed: Installed,
}

impl HeaderDir {
    /// Writes the headers into a new temporary directory.
    pub fn new() -> io::Result<HeaderDir> {
        let dir = tempfile::tempdir()?;
        let installed = install(dir.path())?;
        Ok(HeaderDir {
            _dir: dir,
            installed,
        })
    }

    /// Where they are.
    pub fn installed(&self) -> &Installed {
        &self.installed
    }
}

/// Writes the prelude and the compatibility headers under `dir`.
pub fn install(dir: &Path) -> io::Result<Installed> {
    let installed = install_prelude(dir)?;
    for (path, text) in compat_headers() {
        let path = installed.include_dir.join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, text)?;
    }
    Ok(installed)
}

/// Writes only the prelude under `dir`, for an input that includes nothing: its
/// `include_dir` does not exist, which the preprocessor accepts.
pub(crate) fn install_prelude(dir: &Path) -> io::Result<Installed> {
    let prelude = dir.join(PRELUDE_NAME);
    std::fs::write(&prelude, PRELUDE)?;
    Ok(Installed {
        prelude,
        include_dir: dir.join("include"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_paths_are_unique() {
        let headers = compat_headers();
        let mut paths: Vec<&str> = headers.iter().map(|(p, _)| *p).collect();
        paths.sort_unstable();
        let count = paths.len();
        paths.dedup();
        assert_eq!(paths.len(), count, "a header is listed twice");
    }
}
